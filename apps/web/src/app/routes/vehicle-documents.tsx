import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { VehicleDocumentsPage } from '@/features/vehicle-documents/components/vehicle-documents-page';
import { useSelectedVehicle } from '@/hooks/use-current-vehicle';

/**
 * /vehicle-documents (issue 25 part 5): the documents of ?customerVehicleId=, else of the current
 * vehicle when it was chosen from a customer's vehicle; else the page asks for one.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const current = useSelectedVehicle();
  const asked = params.get('customerVehicleId');
  const customerVehicleId =
    asked !== null && /^\d{1,10}$/.test(asked) && Number(asked) > 0
      ? Number(asked)
      : (current?.customerVehicleId ?? null);
  return (
    <PageFrame title={t('common:routes.vehicleDocuments')}>
      <VehicleDocumentsPage key={customerVehicleId ?? 0} customerVehicleId={customerVehicleId} />
    </PageFrame>
  );
}
