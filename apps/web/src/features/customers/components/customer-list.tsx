import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { CustomerSearchRow } from '@procounter/shared/contracts/customer';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerName } from '@/lib/customer-vehicle';
import { routePath } from '@/lib/route-paths';
import { telHref } from '../utils/labels';
import { CustomerBadges } from './customer-badges';
import classes from './customers.module.css';

export interface CustomerListProps {
  rows: CustomerSearchRow[];
  /** The customers ticked for a merge (at most two). */
  selectedIds: readonly number[];
  onToggleSelected: (row: CustomerSearchRow) => void;
  onDelete: (row: CustomerSearchRow) => void;
  onRestore: (row: CustomerSearchRow) => void;
  /** The customer being restored, whose button spins. */
  restoringId: number | null;
}

/** The most customers a merge takes: two records of one person. */
export const MERGE_SELECTION_MAX = 2;

function NameLink({ row, id }: { row: CustomerSearchRow; id?: string }) {
  return (
    <Anchor component={Link} to={routePath('customerDetails', { id: row.id })} fw={600} id={id}>
      {customerName(row)}
    </Anchor>
  );
}

/** Their vehicles (at most 3, newest first) and how many more there are. */
function VehicleLines({ row }: { row: CustomerSearchRow }) {
  const { t } = useTranslation();
  if (row.vehicleCount === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('customers:list.noVehicles')}
      </Text>
    );
  }
  const more = row.vehicleCount - row.vehicles.length;
  return (
    <ul className={classes.vehicleList}>
      {row.vehicles.map((vehicle) => (
        <li key={vehicle.id}>
          <Text size="sm" span>
            {vehicle.description}
          </Text>
          {vehicle.plate ? (
            <Text size="xs" c="dimmed" span>
              {` · ${vehicle.plate}`}
            </Text>
          ) : null}
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Text size="xs" c="dimmed">
            {t('customers:list.moreVehicles', { count: more })}
          </Text>
        </li>
      ) : null}
    </ul>
  );
}

function RowActions({
  row,
  onDelete,
  onRestore,
  restoring,
  fullWidth = false,
}: {
  row: CustomerSearchRow;
  onDelete: (row: CustomerSearchRow) => void;
  onRestore: (row: CustomerSearchRow) => void;
  restoring: boolean;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const name = customerName(row);
  return row.archived ? (
    <Button
      size="xs"
      variant="light"
      fullWidth={fullWidth}
      loading={restoring}
      aria-label={t('customers:actions.restoreNamed', { name })}
      onClick={() => onRestore(row)}
    >
      {t('customers:actions.restore')}
    </Button>
  ) : (
    <Button
      size="xs"
      variant="subtle"
      color="red.9"
      fullWidth={fullWidth}
      aria-label={t('customers:actions.deleteNamed', { name })}
      onClick={() => onDelete(row)}
    >
      {t('customers:actions.delete')}
    </Button>
  );
}

function SelectBox({
  row,
  selectedIds,
  onToggleSelected,
  withLabel = false,
  describedBy,
}: Pick<CustomerListProps, 'selectedIds' | 'onToggleSelected'> & {
  row: CustomerSearchRow;
  withLabel?: boolean;
  /** The id of the element that names the customer (a card's name). */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const checked = selectedIds.includes(row.id);
  const full = selectedIds.length >= MERGE_SELECTION_MAX;
  const name = customerName(row);
  return (
    <Checkbox
      checked={checked}
      disabled={!checked && full}
      onChange={() => onToggleSelected(row)}
      // On a card the box says what it does and its card's name says whose it is; in the table
      // the box alone names the customer.
      label={withLabel ? t('customers:list.selectToMerge') : undefined}
      aria-label={withLabel ? undefined : t('customers:list.selectNamed', { name })}
      aria-describedby={describedBy}
      title={full && !checked ? t('customers:list.selectionFull') : undefined}
    />
  );
}

/**
 * The search's customers: a table on a desktop (a box to tick two for a merge, name with badges,
 * company, phone, e-mail, vehicles, delete or restore), a card each on a phone. Nothing has a
 * minimum width: long texts wrap instead of scrolling sideways.
 */
export function CustomerTable(props: CustomerListProps) {
  const { t } = useTranslation();
  const { rows, selectedIds } = props;
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label={t('customers:list.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <VisuallyHidden>{t('customers:list.columns.select')}</VisuallyHidden>
          </Table.Th>
          <Table.Th className={classes.nameColumn}>{t('customers:list.columns.name')}</Table.Th>
          <Table.Th>{t('customers:list.columns.company')}</Table.Th>
          <Table.Th>{t('customers:list.columns.phone')}</Table.Th>
          <Table.Th>{t('customers:list.columns.email')}</Table.Th>
          <Table.Th>{t('customers:list.columns.vehicles')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('customers:list.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={row.id}
            className={selectedIds.includes(row.id) ? classes.selected : undefined}
          >
            <Table.Td>
              <SelectBox
                row={row}
                selectedIds={selectedIds}
                onToggleSelected={props.onToggleSelected}
              />
            </Table.Td>
            <Table.Td className={classes.wrapAnywhere}>
              <Stack gap={2} align="flex-start">
                <NameLink row={row} />
                <CustomerBadges language={row.language} archived={row.archived} />
              </Stack>
            </Table.Td>
            <Table.Td className={classes.wrapAnywhere}>{row.company}</Table.Td>
            <Table.Td>
              {row.phone ? (
                <Anchor href={telHref(row.phone)} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {row.phone}
                </Anchor>
              ) : null}
            </Table.Td>
            <Table.Td className={classes.wrapAnywhere}>
              <Text size="sm">{row.email}</Text>
            </Table.Td>
            <Table.Td className={classes.wrapAnywhere}>
              <VehicleLines row={row} />
            </Table.Td>
            <Table.Td ta="right">
              <RowActions
                row={row}
                onDelete={props.onDelete}
                onRestore={props.onRestore}
                restoring={props.restoringId === row.id}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function CustomerCards(props: CustomerListProps) {
  const { t } = useTranslation();
  const { rows } = props;
  return (
    <ul className={classes.plainList} aria-label={t('customers:list.title')}>
      {rows.map((row) => (
        <CustomerCard key={row.id} row={row} {...props} />
      ))}
    </ul>
  );
}

function CustomerCard({ row, ...props }: CustomerListProps & { row: CustomerSearchRow }) {
  const nameId = useId();
  const { selectedIds } = props;
  return (
    <li>
      <Card
        withBorder
        padding="sm"
        className={`${classes.card} ${selectedIds.includes(row.id) ? classes.selected : ''}`}
      >
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <NameLink row={row} id={nameId} />
            <CustomerBadges language={row.language} archived={row.archived} />
          </Group>
          {row.company ? <Text size="sm">{row.company}</Text> : null}
          {row.phone ? (
            <Anchor href={telHref(row.phone)} size="sm">
              {row.phone}
            </Anchor>
          ) : null}
          {row.email ? <Text size="sm">{row.email}</Text> : null}
          <VehicleLines row={row} />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <SelectBox
              row={row}
              selectedIds={selectedIds}
              onToggleSelected={props.onToggleSelected}
              withLabel
              describedBy={nameId}
            />
          </Group>
          <RowActions
            row={row}
            onDelete={props.onDelete}
            onRestore={props.onRestore}
            restoring={props.restoringId === row.id}
            fullWidth
          />
        </Stack>
      </Card>
    </li>
  );
}
