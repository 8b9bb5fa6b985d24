import { ActionIcon, Box, Combobox, TextInput, useCombobox } from '@mantine/core';
import { FEATURES } from '@procounter/shared/domain/features';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeatureDisabled } from '@/hooks/use-feature-disabled';
import { fromTypeaheadPartType, useChoosePartType } from '../hooks/use-choose-part-type';
import { useQuickSearch } from '../hooks/use-quick-search';
import { useTypeahead } from '../hooks/use-typeahead';
import { suggestionResultsPath } from '../utils/search-paths';
import {
  listTypeaheadOptions,
  type TypeaheadOption,
  toTypeaheadQuery,
} from '../utils/typeahead-results';
import classes from './search.module.css';

export interface SearchTypeaheadProps {
  /**
   * Makes a typeahead vehicle (a base vehicle) the current vehicle. The vehicle feature's choice
   * flow, put in by the app layer: it asks about the quote first when the quote has items.
   */
  onSelectVehicle: (baseVehicleId: number) => unknown;
  /** The search box gained focus (on a phone the app layer closes the vehicle selector). */
  onFocus?: () => void;
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Zm5.3-2.2L21 21"
      />
    </svg>
  );
}

/**
 * The info bar's product search (spec 002 section 2): an accessible combobox whose suggestions,
 * from the first character, come in three groups: part types, vehicles and the text itself.
 * Arrow keys move through them, Enter takes the highlighted one, Escape closes the list. Enter with
 * nothing highlighted (or the search button) is the quick search: it runs at once.
 */
export function SearchTypeahead({ onSelectVehicle, onFocus }: SearchTypeaheadProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entSearch = !useFeatureDisabled(FEATURES.entsearch);
  const { groups, search, clear } = useTypeahead(entSearch);
  const choosePartType = useChoosePartType();
  const quickSearch = useQuickSearch();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const options = listTypeaheadOptions(groups);

  const input = useRef<HTMLInputElement>(null);
  const hasOptions = options.length > 0;

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
        done('');
        void choosePartType(fromTypeaheadPartType(chosen.partType));
        break;
      case 'vehicle':
        done('');
        void onSelectVehicle(chosen.vehicle.baseVehicleId);
        break;
      case 'query':
        done(chosen.query);
        void navigate(suggestionResultsPath(chosen.query));
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
            aria-label={t('search:typeahead.label')}
            placeholder={t('search:typeahead.placeholder')}
            value={value}
            autoComplete="off"
            size="sm"
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
            rightSectionPointerEvents="all"
            rightSection={
              <ActionIcon
                type="submit"
                variant="subtle"
                color="gray"
                aria-label={t('search:typeahead.submit')}
              >
                <SearchIcon />
              </ActionIcon>
            }
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!hasOptions}>
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
      </Combobox>
    </Box>
  );
}
