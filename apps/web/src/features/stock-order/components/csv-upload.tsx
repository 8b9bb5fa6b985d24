import { Alert, Anchor, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UploadRowError } from '@procounter/shared/contracts/stock-order';
import {
  STOCK_ORDER_MAX_QUANTITY,
  STOCK_ORDER_UPLOAD_MAX_ROWS,
} from '@procounter/shared/domain/constants';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadRowErrors } from '@/components/upload-row-errors';
import { uploadRowErrors, useUploadStockOrder } from '../api/upload-stock-order';
import { CSV_TEMPLATE_FILE_NAME, csvTemplateUrl, isCsvFile } from '../utils/csv-template';
import { failureText } from '../utils/server-message';

type Failure = { kind: 'rows'; rows: UploadRowError[] } | { kind: 'message'; text: string };

/**
 * CSV upload into the order (POST upload?id=, multipart field `file`). A refused file (422
 * UPLOAD_INVALID) lists each bad row and nothing changed; a good one is a notice with the lines
 * added and merged, and the order's table shows the answer.
 */
export function CsvUpload({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const upload = useUploadStockOrder();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const templateUrl = useMemo(csvTemplateUrl, []);
  useEffect(
    () => () => {
      if (templateUrl.startsWith('blob:')) URL.revokeObjectURL(templateUrl);
    },
    [templateUrl],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!file) {
      setFailure({ kind: 'message', text: t('stock:upload.chooseFile') });
      return;
    }
    if (!isCsvFile(file)) {
      setFailure({ kind: 'message', text: t('stock:upload.notCsv') });
      return;
    }
    upload.mutate(
      { orderId, file },
      {
        onSuccess: (answer) => {
          setFile(null);
          notifications.show({
            color: 'green',
            withBorder: true,
            message: t('stock:upload.done', {
              count: answer.rowsRead,
              added: answer.linesAdded,
              merged: answer.linesMerged,
            }),
          });
        },
        onError: async (error) => {
          const rows = await uploadRowErrors(error);
          setFailure(
            rows
              ? { kind: 'rows', rows }
              : { kind: 'message', text: failureText(t, error, 'stock:upload.failed') },
          );
        },
      },
    );
  };

  const rowCount = (count: number) => new Intl.NumberFormat(i18n.language).format(count);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t('stock:upload.title')}
      </Title>
      <Stack gap="xs">
        <Text size="sm">
          {t('stock:upload.format', {
            rows: rowCount(STOCK_ORDER_UPLOAD_MAX_ROWS),
            max: STOCK_ORDER_MAX_QUANTITY,
          })}
        </Text>
        <Anchor href={templateUrl} download={CSV_TEMPLATE_FILE_NAME} size="sm">
          {t('stock:upload.template')}
        </Anchor>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="xs">
            <FileInput
              label={t('stock:upload.file')}
              placeholder={t('stock:upload.placeholder')}
              accept=".csv,text/csv"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setFailure(null);
              }}
              clearable
              style={{ flex: 1, minWidth: 220 }}
              // Mantine's placeholder grey is 2.07:1 on white; the hint must be readable (4.5:1).
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            />
            <Button type="submit" loading={upload.isPending} disabled={upload.isPending}>
              {t('stock:upload.submit')}
            </Button>
          </Group>
        </form>
        {failure?.kind === 'rows' ? (
          <UploadRowErrors
            title={t('stock:upload.invalidTitle')}
            nothingChanged={t('stock:upload.nothingChanged')}
            rows={failure.rows}
            rowText={(row) => t('stock:upload.rowError', { row: row.row, reason: row.reason })}
          />
        ) : null}
        {failure?.kind === 'message' ? (
          <Alert color="red" role="alert">
            {failure.text}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
