import { Alert, Anchor, Button, Code, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CUSTOMER_IMPORT_MAX_ROWS } from '@procounter/shared/contracts/customer';
import type { UploadRowError } from '@procounter/shared/contracts/stock-order';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadRowErrors } from '@/components/upload-row-errors';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { PHONE_QUERY } from '@/lib/media-queries';
import { importRowErrors, useImportCustomers } from '../api/import-customers';
import {
  CUSTOMER_TEMPLATE_FILE_NAME,
  customerTemplateText,
  customerTemplateUrl,
  isCsvFile,
} from '../utils/csv-template';
import { failureText } from '../utils/server-message';
import classes from './customers.module.css';

type Failure = { kind: 'rows'; rows: UploadRowError[] } | { kind: 'message'; text: string };

/**
 * Import customers (issue 22): a CSV file of customers and their vehicles, one row per vehicle,
 * with a template to start from. The server checks every row before it writes anything: a refused
 * file (422 UPLOAD_INVALID) lists each bad row and nothing changed; a good one is a notice with what
 * was created, and the dialog closes.
 */
export function ImportCustomersModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const upload = useImportCustomers();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const templateUrl = useMemo(customerTemplateUrl, []);
  useEffect(
    () => () => {
      if (templateUrl.startsWith('blob:')) URL.revokeObjectURL(templateUrl);
    },
    [templateUrl],
  );
  const columns = customerTemplateText().split('\r\n')[0]!;

  const close = () => {
    setFile(null);
    setFailure(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!file) {
      setFailure({ kind: 'message', text: t('customers:import.chooseFile') });
      return;
    }
    if (!isCsvFile(file)) {
      setFailure({ kind: 'message', text: t('customers:import.notCsv') });
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          withBorder: true,
          message: t('customers:import.done', {
            count: answer.rowsRead,
            customers: answer.customersCreated,
            vehicles: answer.vehiclesCreated,
          }),
        });
        close();
      },
      onError: async (error) => {
        const rows = await importRowErrors(error);
        setFailure(
          rows && rows.length > 0
            ? { kind: 'rows', rows }
            : { kind: 'message', text: failureText(t, error, 'customers:import.failed') },
        );
      },
    });
  };

  return (
    <Modal
      classNames={{ content: classes.readableErrors }}
      opened={opened}
      onClose={close}
      title={t('customers:import.title')}
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('customers:import.format', {
            rows: new Intl.NumberFormat(i18n.language).format(CUSTOMER_IMPORT_MAX_ROWS),
          })}
        </Text>
        <Text size="sm">{t('customers:import.vehicles')}</Text>
        <Text size="sm">{t('customers:import.columns')}</Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {columns}
        </Code>
        <Anchor href={templateUrl} download={CUSTOMER_TEMPLATE_FILE_NAME} size="sm">
          {t('customers:import.template')}
        </Anchor>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <FileInput
              label={t('customers:import.file')}
              placeholder={t('customers:import.placeholder')}
              accept=".csv,text/csv"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setFailure(null);
              }}
              clearable
              // Mantine's placeholder grey is 2.07:1 on white; the hint must be readable (4.5:1).
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} fullWidth={phone}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={upload.isPending} fullWidth={phone}>
                {t('customers:import.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        {failure?.kind === 'rows' ? (
          <UploadRowErrors
            title={t('customers:import.invalidTitle')}
            nothingChanged={t('customers:import.nothingChanged')}
            rows={failure.rows}
            rowText={(row) => t('customers:import.rowError', { row: row.row, reason: row.reason })}
          />
        ) : null}
        {failure?.kind === 'message' ? (
          <Alert color="red" role="alert">
            {failure.text}
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}
