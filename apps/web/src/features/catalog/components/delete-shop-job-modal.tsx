import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PackageJob } from '@procounter/shared/contracts/package-job';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteShopJob } from '../api/delete-shop-job';

/** The question before a shop job is deleted (managers), and the deletion. */
export function DeleteShopJobModal({
  job,
  onClose,
  onDeleted,
}: {
  /** The job asked about; null: the dialog is closed. */
  job: PackageJob | null;
  onClose: () => void;
  onDeleted: (job: PackageJob) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteShopJob();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = () => {
    if (!job) return;
    setFailure(null);
    remove.mutate(job.jobId, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          withBorder: true,
          message: t('jobs:deleteModal.deleted', { name: job.name }),
        });
        onDeleted(job);
        close();
      },
      onError: () => setFailure(t('jobs:deleteModal.failed')),
    });
  };

  return (
    <Modal
      opened={job !== null}
      onClose={close}
      title={t('jobs:deleteModal.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="sm">
        <Text>{t('jobs:deleteModal.question', { name: job?.name ?? '' })}</Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {t('jobs:form.cancel')}
          </Button>
          {/* Red 9: white on Mantine's default red 6 is 3.3:1, below AA's 4.5:1. */}
          <Button color="red.9" onClick={confirm} loading={remove.isPending}>
            {t('jobs:deleteModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
