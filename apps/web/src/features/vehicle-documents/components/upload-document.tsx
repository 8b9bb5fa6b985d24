import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { VEHICLE_DOCUMENT_LIMITS } from '@procounter/shared/domain/vehicle-documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useUploadVehicleDocument } from '../api/upload-vehicle-document';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * Upload: a photo or PDF picked with the file dialog. While it goes up the page says so; a refusal
 * or a failure names the file and keeps it, so Upload again sends it once more.
 */
export function UploadDocument({ customerVehicleId }: { customerVehicleId: number }) {
  const { t } = useTranslation();
  const upload = useUploadVehicleDocument();
  const [failed, setFailed] = useState<{ file: File; message: string; retry: boolean } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);

  const send = (file: File | null) => {
    if (!file) return;
    setDone(null);
    setFailed(null);
    if (file.size > VEHICLE_DOCUMENT_LIMITS.fileBytes) {
      setFailed({
        file,
        message: t('vehicleDocuments:upload.tooLarge', { name: file.name }),
        retry: false,
      });
      return;
    }
    upload.mutate(
      { customerVehicleId, file },
      {
        onSuccess: (document) =>
          setDone(t('vehicleDocuments:upload.done', { name: document.fileName })),
        onError: (error) => {
          const name = file.name;
          // A refusal of the file itself is not worth sending again; anything else is.
          if (error instanceof ApiError && error.code === 'FILE_TYPE_NOT_ALLOWED') {
            setFailed({
              file,
              message: t('vehicleDocuments:upload.typeNotAllowed', { name }),
              retry: false,
            });
          } else if (error instanceof ApiError && error.status === 413) {
            setFailed({
              file,
              message: t('vehicleDocuments:upload.tooLarge', { name }),
              retry: false,
            });
          } else {
            setFailed({ file, message: t('vehicleDocuments:upload.error', { name }), retry: true });
          }
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <FileButton onChange={send} accept={ACCEPT}>
          {(props) => (
            <Button {...props} loading={upload.isPending}>
              {t('vehicleDocuments:upload.button')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('vehicleDocuments:upload.hint')}
        </Text>
      </Group>
      {upload.isPending && upload.variables ? (
        <Stack gap={4} role="status">
          <Text size="sm">
            {t('vehicleDocuments:upload.progress', { name: upload.variables.file.name })}
          </Text>
          <Progress value={100} striped animated aria-hidden />
        </Stack>
      ) : null}
      {done && !upload.isPending ? (
        <Text size="sm" role="status" c="green.9">
          {done}
        </Text>
      ) : null}
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{failed.message}</Text>
            {failed.retry ? (
              <Button size="xs" variant="default" onClick={() => send(failed.file)}>
                {t('vehicleDocuments:upload.retry')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}
