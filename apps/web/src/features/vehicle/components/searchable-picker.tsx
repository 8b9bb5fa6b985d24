import { Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { YMM_GRID_ROWS } from '@procounter/shared/domain/constants';
import { forwardRef, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterPickerOptions, type PickerOption } from '../utils/picker-options';
import classes from './vehicle.module.css';

export interface PickerProps {
  label: string;
  description?: string;
  options: readonly PickerOption[];
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * A desktop year/make/model picker: type to narrow, arrows and Enter to choose. Its options show
 * as a grid of 14 rows per column (R-VEH-7), filled column by column, so the arrow keys
 * run down one column and on to the next.
 */
export const SearchablePicker = forwardRef<HTMLInputElement, PickerProps>(function SearchablePicker(
  { label, description, options, value, onChange, disabled, loading },
  ref,
) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const selectedLabel = options.find((option) => option.value === value)?.label ?? '';
  const [search, setSearch] = useState(selectedLabel);
  const [typing, setTyping] = useState(false);

  // A choice made elsewhere (cleared by an earlier step, picked automatically) shows here.
  useEffect(() => {
    setSearch(selectedLabel);
    setTyping(false);
  }, [selectedLabel]);

  // The list follows what is typed a moment later, in a render of its own that a keystroke
  // interrupts: the box shows each key at once, even with a hundred makes in the list.
  const filter = typing ? search : '';
  const listFilter = useDeferredValue(filter);
  const shown = useMemo(() => filterPickerOptions(options, listFilter), [options, listFilter]);

  // The options render just after the list opens, in a render of their own: the click or key that
  // opens it paints at once.
  const listReady = useDeferredValue(combobox.dropdownOpened);

  // What was typed: the best match is the one Enter takes. The store is a new object on every
  // render; only a new search should move the selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per search, as Mantine's Select
  useEffect(() => {
    if (listReady && listFilter.trim()) combobox.selectFirstOption();
  }, [listFilter, listReady]);

  const submit = (chosen: string) => {
    combobox.closeDropdown();
    setTyping(false);
    if (chosen === value) setSearch(selectedLabel);
    else onChange(chosen);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={submit}
      width="max-content"
      position="bottom-start"
      disabled={disabled}
      // The options are rendered when the list opens, not with the panel: four pickers kept in
      // the page rendered every year and make, and measured each hidden list as the panel opened.
      keepMounted={false}
    >
      <Combobox.Target>
        <InputBase
          ref={ref}
          label={label}
          description={description}
          placeholder={t('vehicle:pickerPlaceholder')}
          value={search}
          disabled={disabled}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setTyping(true);
            combobox.openDropdown();
          }}
          onKeyDown={(event) => {
            // Enter before the list has caught up with the last keys: the best match of what is
            // in the box, not the list's highlighted one (Mantine's handler then finds none).
            if (event.key !== 'Enter' || listFilter === filter || !filter.trim()) return;
            const best = filterPickerOptions(options, filter)[0];
            combobox.resetSelectedOption();
            if (best) {
              event.preventDefault();
              submit(best.value);
            }
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(selectedLabel);
            setTyping(false);
          }}
          rightSection={loading ? <Loader size="xs" /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options
          aria-label={label}
          className={classes.optionGrid}
          style={{ '--ymm-rows': YMM_GRID_ROWS } as React.CSSProperties}
        >
          {!listReady ? null : shown.length > 0 ? (
            shown.map((option) => (
              <Combobox.Option
                key={option.value}
                className={classes.option}
                value={option.value}
                active={option.value === value}
              >
                {option.label}
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>
              {loading ? t('common:loading') : t('vehicle:nothingFound')}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
});
