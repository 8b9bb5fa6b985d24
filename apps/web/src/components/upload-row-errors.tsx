import { Alert, List, Stack, Text } from '@mantine/core';
import type { UploadRowError } from '@procounter/shared/contracts/stock-order';

/**
 * A CSV upload the server refused (422 UPLOAD_INVALID): nothing was written, and each bad row with
 * its reason. The stock order upload and the customer import both show it, in their own words.
 */
export function UploadRowErrors({
  title,
  nothingChanged,
  rows,
  rowText,
}: {
  title: string;
  nothingChanged: string;
  rows: readonly UploadRowError[];
  rowText: (row: UploadRowError) => string;
}) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap={4}>
        <Text size="sm">{nothingChanged}</Text>
        <List size="sm">
          {rows.map((row) => (
            <List.Item key={`${row.row}:${row.reason}`}>{rowText(row)}</List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
