import {
  ActionIcon,
  Alert,
  Anchor,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { showErrorToast } from '@/lib/toasts';
import { deleteRecentVehicle } from '../api/delete-recent-vehicle';
import { recentVehicleKeys } from '../api/keys';
import { useRecentVehicles } from '../api/recent-vehicles';
import { selectRecentVehicle } from '../api/select-recent-vehicle';
import type { ChooseVehicle } from '../hooks/use-vehicle-choice';
import type { RecentVehicleRow } from '../utils/recent-vehicle-view';
import { PhoneIcon } from './phone-icon';
import classes from './vehicle.module.css';

/**
 * The recent vehicles table (R-VEH-14): Date, VIN (a phone icon with the notes when a
 * VIN scanner sent it), License Plate #, State, Vehicle and a delete cross; Date, VIN and State
 * are hidden on a phone. A row click (or its vehicle button) selects the vehicle.
 */
export function RecentVehiclesTable({ choose }: { choose: ChooseVehicle }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const recent = useRecentVehicles();
  const [choosing, setChoosing] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: deleteRecentVehicle,
    onSuccess: () => client.invalidateQueries({ queryKey: recentVehicleKeys.all }),
    onError: () => showErrorToast(t('vehicle:recentDeleteFailed')),
  });

  if (recent.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('vehicle:recentLoadFailed')}
      </Alert>
    );
  }
  if (!recent.data) return <LoadingIndicator size="sm" />;
  if (recent.data.length === 0) return <Text size="sm">{t('vehicle:noRecentVehicles')}</Text>;

  const formatDate = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  const select = async (row: RecentVehicleRow) => {
    if (choosing !== null) return;
    setChoosing(row.id);
    const chosen = await choose(
      (quote) => selectRecentVehicle(row.id, quote),
      () => showErrorToast(t('vehicle:changeFailed')),
    );
    if (!chosen) setChoosing(null);
  };

  return (
    <Table.ScrollContainer minWidth={320}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">{t('vehicle:date')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('vehicle:vin')}</Table.Th>
            <Table.Th>{t('vehicle:licensePlate')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('vehicle:state')}</Table.Th>
            <Table.Th>{t('vehicle:vehicle')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('vehicle:actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recent.data.map((row) => (
            <Table.Tr key={row.id} className={classes.recentRow} onClick={() => void select(row)}>
              <Table.Td visibleFrom="sm">{formatDate.format(new Date(row.createdAt))}</Table.Td>
              <Table.Td visibleFrom="sm">
                <Group gap={4} wrap="nowrap">
                  <span>{row.vin ?? ''}</span>
                  {row.fromVinScanner ? <ScannerMark notes={row.notes} /> : null}
                </Group>
              </Table.Td>
              <Table.Td>{row.plate ?? ''}</Table.Td>
              <Table.Td visibleFrom="sm">{row.state ?? ''}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Stack gap={0}>
                    <Anchor component="button" type="button" size="sm" fw={600} ta="left">
                      {row.description}
                    </Anchor>
                    {row.details ? (
                      <Text size="xs" c="dimmed">
                        {row.details}
                      </Text>
                    ) : null}
                  </Stack>
                  {choosing === row.id ? <Loader size="xs" /> : null}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('vehicle:removeRecent', { vehicle: row.description })}
                  loading={remove.isPending && remove.variables === row.id}
                  onClick={(event) => {
                    event.stopPropagation();
                    remove.mutate(row.id);
                  }}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The phone icon of a VIN scanner's vehicle with its notes in a tooltip; a button so keyboard
 * users reach the tooltip too (it selects nothing).
 */
function ScannerMark({ notes }: { notes: string | null }) {
  const { t } = useTranslation();
  const label = notes ? `${t('vehicle:vinScanner')}: ${notes}` : t('vehicle:vinScanner');
  return (
    <Tooltip label={notes ?? t('vehicle:vinScanner')} withArrow multiline maw={260}>
      <ActionIcon
        variant="transparent"
        color="dark"
        size="sm"
        aria-label={label}
        onClick={(event) => event.stopPropagation()}
      >
        <PhoneIcon />
      </ActionIcon>
    </Tooltip>
  );
}
