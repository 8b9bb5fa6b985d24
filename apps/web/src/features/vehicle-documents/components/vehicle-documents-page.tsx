import { Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { VehicleDocument } from '@procounter/shared/contracts/vehicle-documents';
import { userCanDeleteVehicleDocuments } from '@procounter/shared/domain/vehicle-documents';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { RetryAlert } from '@/components/retry-alert';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { routePath } from '@/lib/route-paths';
import { showErrorToast } from '@/lib/toasts';
import { useDeleteVehicleDocument } from '../api/delete-vehicle-document';
import { useDownloadVehicleDocument } from '../api/download-vehicle-document';
import { useVehicleDocuments } from '../api/get-vehicle-documents';
import { DocumentList } from './document-list';
import { UploadDocument } from './upload-document';

// The form and its checks (the shared zod contract) load when Fill inspection form is pressed.
const InspectionFormModal = lazy(() =>
  import('./inspection-form-modal').then((module) => ({ default: module.InspectionFormModal })),
);

export interface VehicleDocumentsPageProps {
  /** The customer vehicle shown: ?customerVehicleId=, else the current vehicle's; null: none. */
  customerVehicleId: number | null;
}

/**
 * /vehicle-documents (issue 25 part 5): a customer vehicle's photos, PDFs and inspection forms,
 * newest first, with Upload, Fill inspection form, Download and (managers) Delete.
 */
export function VehicleDocumentsPage({ customerVehicleId }: VehicleDocumentsPageProps) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const documents = useVehicleDocuments(customerVehicleId);
  const download = useDownloadVehicleDocument();
  const remove = useDeleteVehicleDocument();
  const [deleting, setDeleting] = useState<VehicleDocument | null>(null);
  const [inspecting, setInspecting] = useState(false);
  const canDelete = user ? userCanDeleteVehicleDocuments(user) : false;

  if (customerVehicleId === null) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('vehicleDocuments:chooseVehicle')}</Text>
        <Text size="sm">{t('vehicleDocuments:chooseVehicleHint')}</Text>
        <Anchor component={Link} to={routePath('customers')}>
          {t('vehicleDocuments:openCustomers')}
        </Anchor>
      </Stack>
    );
  }
  if (documents.isPending) return <LoadingIndicator label={t('vehicleDocuments:loading')} />;
  if (documents.isError) {
    if (documents.error instanceof ApiError && documents.error.status === 404) {
      return (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{t('vehicleDocuments:notFound')}</Text>
          <Anchor component={Link} to={routePath('customers')}>
            {t('vehicleDocuments:openCustomers')}
          </Anchor>
        </Stack>
      );
    }
    return (
      <RetryAlert
        message={t('vehicleDocuments:loadError')}
        retryLabel={t('vehicleDocuments:retry')}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  const { vehicle, documents: list } = documents.data;
  const facts = [
    vehicle.vin ? t('vehicleDocuments:vin', { vin: vehicle.vin }) : null,
    vehicle.plate ? t('vehicleDocuments:plate', { plate: vehicle.plate }) : null,
  ].filter(Boolean);

  const confirmDelete = () => {
    if (!deleting) return;
    const document = deleting;
    remove.mutate(document, {
      onSuccess: () => {
        setDeleting(null);
        notifications.show({
          color: 'green',
          message: t('vehicleDocuments:deleted', { name: document.fileName }),
        });
      },
      onError: () => showErrorToast(t('vehicleDocuments:deleteError')),
    });
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {vehicle.description}
        </Title>
        <Text size="sm">
          <Anchor component={Link} to={routePath('customerDetails', { id: vehicle.customerId })}>
            {vehicle.customerName}
          </Anchor>
          {facts.length > 0 ? ` · ${facts.join(' · ')}` : ''}
        </Text>
      </div>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <UploadDocument customerVehicleId={vehicle.id} />
        <Button variant="light" onClick={() => setInspecting(true)}>
          {t('vehicleDocuments:inspection.open')}
        </Button>
      </Group>
      {list.length === 0 ? (
        <Text c="dimmed">{t('vehicleDocuments:empty')}</Text>
      ) : (
        <DocumentList
          documents={list}
          canDelete={canDelete}
          downloading={download.isPending ? (download.variables?.id ?? null) : null}
          onDownload={(document) =>
            download.mutate(document, {
              onError: () => showErrorToast(t('vehicleDocuments:downloadError')),
            })
          }
          onDelete={setDeleting}
        />
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('vehicleDocuments:deleteTitle')}
      >
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('vehicleDocuments:deleteBody', { name: deleting?.fileName ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
              {t('vehicleDocuments:cancel')}
            </Button>
            <Button color="red.9" onClick={confirmDelete} loading={remove.isPending}>
              {t('vehicleDocuments:deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {inspecting ? (
        <Suspense fallback={<LoadingIndicator label={t('vehicleDocuments:loading')} />}>
          <InspectionFormModal
            customerVehicleId={vehicle.id}
            inspector={user ? `${user.firstName} ${user.lastName}`.trim() : ''}
            mileage={vehicle.mileage}
            onClose={() => setInspecting(false)}
            onSaved={() => {
              setInspecting(false);
              notifications.show({
                color: 'green',
                message: t('vehicleDocuments:inspection.saved'),
              });
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
