import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { CarAdminPage } from '@/features/car-admin/components/car-admin-page';

/** /car-admin: the start page of a car-customer account (issue 22, part 3). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:routes.carAdmin')}>
      <CarAdminPage />
    </PageFrame>
  );
}
