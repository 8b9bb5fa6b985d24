import { Combobox, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CustomerSearchRow } from '@procounter/shared/contracts/customer';
import { CUSTOMER_LIMITS } from '@procounter/shared/validation/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerSearch } from '@/hooks/use-customer-search';
import { customerName } from '@/lib/customer-vehicle';
import classes from './customer-picker.module.css';

/** How long typing pauses before the search goes out (as on Manage Customers). */
export const PICKER_DEBOUNCE_MS = 200;
/** The most customers the list offers; more words narrow it. */
export const PICKER_SIZE = 8;

/** The option that creates a customer from the words typed. */
const CREATE = '__create__';

export interface CustomerPickerProps {
  /** A customer chosen from the list. */
  onPick: (row: CustomerSearchRow) => void;
  /** "New customer": the words typed, to start the new record with. */
  onCreate: (typed: string) => void;
  /** Put the text cursor in the box as it mounts (a dialog's first field). */
  autoFocus?: boolean;
}

/** Company, first phone and vehicles: what tells two customers of one name apart. */
function rowDetails(row: CustomerSearchRow): string {
  return [row.company, row.phone, row.vehicles[0]?.description, row.vehicles[0]?.plate]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A search-as-you-type box over the shop's customers (GET /customers/search, issue 22): the
 * customer-info modal of the current vehicle picks the quote's customer with it. Arrow keys and
 * Enter choose; the last entry creates a customer from the words typed. Texts: the vehicle
 * namespace (loaded with every app page, as the modal is).
 */
export function CustomerPicker({ onPick, onCreate, autoFocus = false }: CustomerPickerProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState('');
  const [words] = useDebouncedValue(typed.trim(), PICKER_DEBOUNCE_MS);
  const search = useCustomerSearch(
    { query: words, page: 0, size: PICKER_SIZE, includeArchived: false },
    words.length > 0,
  );
  const rows = words ? (search.data?.content ?? []) : [];
  const settled = words === typed.trim() && !search.isPlaceholderData && !search.isFetching;

  // A new answer: the first customer is the one Enter takes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: per answer, as Mantine's Select does
  useEffect(() => {
    if (rows.length > 0) combobox.selectFirstOption();
  }, [search.data]);

  const submit = (value: string) => {
    combobox.closeDropdown();
    if (value === CREATE) {
      onCreate(typed.trim());
    } else {
      const row = rows.find((candidate) => String(candidate.id) === value);
      if (!row) return;
      onPick(row);
    }
    setTyped('');
  };

  return (
    <Combobox store={combobox} onOptionSubmit={submit} position="bottom-start">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={t('customers:picker.label')}
          placeholder={t('customers:picker.placeholder')}
          value={typed}
          maxLength={CUSTOMER_LIMITS.search}
          autoComplete="off"
          data-autofocus={autoFocus || undefined}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => {
            if (typed.trim()) combobox.openDropdown();
          }}
          onClick={() => {
            if (typed.trim()) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
        />
      </Combobox.Target>
      {typed.trim() ? (
        <Combobox.Dropdown>
          <Combobox.Options aria-label={t('customers:picker.results')}>
            {rows.map((row) => (
              <Combobox.Option key={row.id} value={String(row.id)} className={classes.option}>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {customerName(row)}
                  </Text>
                  {/* The option's own colour: white on the highlighted option's blue. */}
                  {rowDetails(row) ? <Text size="xs">{rowDetails(row)}</Text> : null}
                </Stack>
              </Combobox.Option>
            ))}
            {rows.length === 0 ? (
              <Combobox.Empty>
                {settled
                  ? search.isError
                    ? t('customers:picker.failed')
                    : t('customers:picker.none')
                  : t('customers:picker.searching')}
              </Combobox.Empty>
            ) : null}
            <Combobox.Option value={CREATE} className={classes.option}>
              <Text size="sm" fw={600}>
                {t('customers:picker.create', { name: typed.trim() })}
              </Text>
            </Combobox.Option>
          </Combobox.Options>
        </Combobox.Dropdown>
      ) : null}
    </Combobox>
  );
}
