import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { VehicleDocument } from '@procounter/shared/contracts/vehicle-documents';
import { useTranslation } from 'react-i18next';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { formatDateTime } from '@/lib/format-date';
import { PHONE_QUERY } from '@/lib/media-queries';
import { formatSize } from '../utils/format-size';

export interface DocumentListProps {
  documents: VehicleDocument[];
  /** Managers delete; others see no Delete. */
  canDelete: boolean;
  downloading: number | null;
  onDownload: (document: VehicleDocument) => void;
  onDelete: (document: VehicleDocument) => void;
}

/** The documents as a table on a desktop and as cards on a phone, newest first. */
export function DocumentList({
  documents,
  canDelete,
  downloading,
  onDownload,
  onDelete,
}: DocumentListProps) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const language = i18n.language;
  const who = (document: VehicleDocument) =>
    document.createdBy?.name || t('vehicleDocuments:unknownUser');
  const actions = (document: VehicleDocument) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        loading={downloading === document.id}
        onClick={() => onDownload(document)}
        aria-label={t('vehicleDocuments:downloadName', { name: document.fileName })}
      >
        {t('vehicleDocuments:download')}
      </Button>
      {canDelete ? (
        <Button
          size="xs"
          variant="subtle"
          color="red.9"
          onClick={() => onDelete(document)}
          aria-label={t('vehicleDocuments:deleteName', { name: document.fileName })}
        >
          {t('vehicleDocuments:delete')}
        </Button>
      ) : null}
    </Group>
  );

  if (phone) {
    return (
      <Stack
        gap="sm"
        component="ul"
        aria-label={t('vehicleDocuments:table.caption')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {documents.map((document) => (
          <Paper key={document.id} component="li" withBorder radius="md" p="sm">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {document.fileName}
            </Text>
            <Text size="sm">
              {t(`vehicleDocuments:kind.${document.kind}`)} ·{' '}
              {formatSize(t, document.sizeBytes, language)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(document.createdAt, language)} · {who(document)}
            </Text>
            <Group mt="xs">{actions(document)}</Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('vehicleDocuments:table.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vehicleDocuments:table.date')}</Table.Th>
            <Table.Th>{t('vehicleDocuments:table.kind')}</Table.Th>
            <Table.Th>{t('vehicleDocuments:table.name')}</Table.Th>
            <Table.Th>{t('vehicleDocuments:table.who')}</Table.Th>
            <Table.Th ta="right">{t('vehicleDocuments:table.size')}</Table.Th>
            <Table.Th>{t('vehicleDocuments:table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td>{formatDateTime(document.createdAt, language)}</Table.Td>
              <Table.Td>{t(`vehicleDocuments:kind.${document.kind}`)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{document.fileName}</Table.Td>
              <Table.Td>{who(document)}</Table.Td>
              <Table.Td ta="right">{formatSize(t, document.sizeBytes, language)}</Table.Td>
              <Table.Td>{actions(document)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
