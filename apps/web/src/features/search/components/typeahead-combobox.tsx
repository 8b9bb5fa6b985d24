import { Box, Combobox, TextInput, useCombobox } from '@mantine/core';
import { FEATURES } from '@procounter/shared/domain/features';
import { type FormEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureDisabled } from '@/hooks/use-feature-disabled';
import { keepSearchPick } from '@/lib/search-pick';
import { fromTypeaheadPartType, useChoosePartType } from '../hooks/use-choose-part-type';
import { useTypeahead } from '../hooks/use-typeahead';
import {
  listTypeaheadOptions,
  type TypeaheadOption,
  toTypeaheadQuery,
} from '../utils/typeahead-results';
import classes from './search.module.css';
import { type InputFocus, type SearchTypeaheadProps, useSearchInputProps } from './search-input';

export interface TypeaheadComboboxProps extends SearchTypeaheadProps {
  value: string;
  onValueChange: (value: string) => void;
  /**
   * The quick search, for Enter with nothing highlighted, the search button and the "Search for"
   * suggestion alike.
   */
  quickSearch: (query: string) => unknown;
  /**
   * Where the text cursor was in the search box this one replaces, when that one had the focus;
   * set as that box leaves the page, so read once this one is in it.
   */
  restoreFocus: { readonly current: InputFocus | null };
}

/**
 * The info bar's product search with its suggestions (R-SEARCH-1, R-SEARCH-3): an accessible
 * combobox whose suggestions, from the first character, come in three groups: part types, vehicles
 * and the text itself. Arrow keys move through them, Enter takes the highlighted one, Escape closes
 * the list. Enter with nothing highlighted (or the search button) is the quick search: it runs at
 * once. Its code loads when the search box is first used, and it takes the plain box's place
 * (search-typeahead.tsx).
 */
export function TypeaheadCombobox({
  onSelectVehicle,
  onFocus,
  value,
  onValueChange: setValue,
  quickSearch,
  restoreFocus,
}: TypeaheadComboboxProps) {
  const { t } = useTranslation();
  const entSearch = !useFeatureDisabled(FEATURES.entsearch);
  const { groups, search, clear } = useTypeahead(entSearch);
  const choosePartType = useChoosePartType();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const inputProps = useSearchInputProps();
  const options = listTypeaheadOptions(groups);

  const input = useRef<HTMLInputElement>(null);
  const hasOptions = options.length > 0;

  // In the place of the plain box that had the focus: the focus and the text cursor stay here,
  // and what was typed before the suggestions' code arrived is looked up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it takes the plain box's place
  useLayoutEffect(() => {
    const element = input.current;
    const cursor = restoreFocus.current;
    if (!cursor || !element) return;
    element.focus();
    element.setSelectionRange(cursor.selectionStart, cursor.selectionEnd);
    if (value) search(value);
  }, []);

  // New suggestions: nothing is highlighted, so Enter still means the quick search; the list
  // shows while the box has focus and there is something in it (aria-expanded says so). The
  // store is a new object on every render; only new suggestions should act.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per answer
  useEffect(() => {
    combobox.resetSelectedOption();
    if (!hasOptions) combobox.closeDropdown();
    else if (document.activeElement === input.current) combobox.openDropdown();
  }, [groups]);

  const open = () => {
    if (hasOptions) combobox.openDropdown();
  };

  const done = (text: string) => {
    combobox.closeDropdown();
    clear();
    setValue(text);
  };

  const choose = (chosen: TypeaheadOption) => {
    switch (chosen.kind) {
      case 'partType':
        // What was typed, before the box is emptied: the signal of this pick (issue 25 part 4).
        keepSearchPick({
          source: 'SUGGESTION',
          query: value,
          partTypeId: chosen.partType.partTypeId,
        });
        done('');
        void choosePartType(fromTypeaheadPartType(chosen.partType));
        break;
      case 'vehicle':
        done('');
        void onSelectVehicle(chosen.vehicle.baseVehicleId);
        break;
      case 'query':
        // "Search for ..." is Enter: one code path, the same page for the same query (R-SEARCH-7).
        done(chosen.query);
        void quickSearch(chosen.query);
        break;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = toTypeaheadQuery(value);
    if (query === null) return;
    done(query);
    void quickSearch(query);
  };

  const renderOption = (option: TypeaheadOption) => (
    <Combobox.Option key={option.value} value={option.value}>
      {option.kind === 'query'
        ? t('search:typeahead.searchFor', { query: option.label })
        : option.label}
    </Combobox.Option>
  );

  return (
    <Box component="form" role="search" onSubmit={submit} className={classes.typeahead}>
      <Combobox
        store={combobox}
        onOptionSubmit={(optionValue) => {
          const chosen = options.find((option) => option.value === optionValue);
          if (chosen) choose(chosen);
        }}
        position="bottom-start"
      >
        <Combobox.Target withExpandedAttribute>
          <TextInput
            ref={input}
            {...inputProps}
            value={value}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setValue(next);
              search(next);
            }}
            onFocus={() => {
              open();
              onFocus?.();
            }}
            onClick={open}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        {/* The list is in the page only with suggestions: a list kept in the page is measured as it
            mounts, which makes the browser lay the page out right then. It mounts before the effect
            above opens it, so the box names it in aria-controls and aria-expanded. */}
        {hasOptions ? (
          <Combobox.Dropdown>
            <Combobox.Options
              aria-label={t('search:typeahead.suggestions')}
              className={classes.typeaheadOptions}
            >
              {groups.partTypes.length > 0 ? (
                <Combobox.Group label={t('search:typeahead.partTypes')}>
                  {groups.partTypes.map(renderOption)}
                </Combobox.Group>
              ) : null}
              {groups.vehicles.length > 0 ? (
                <Combobox.Group label={t('search:typeahead.vehicles')}>
                  {groups.vehicles.map(renderOption)}
                </Combobox.Group>
              ) : null}
              {groups.query ? (
                <Combobox.Group label={t('search:typeahead.searchGroup')}>
                  {renderOption(groups.query)}
                </Combobox.Group>
              ) : null}
            </Combobox.Options>
          </Combobox.Dropdown>
        ) : null}
      </Combobox>
    </Box>
  );
}
