import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEARCH_BOX_ID } from '@/lib/search-box';

export interface SearchTypeaheadProps {
  /**
   * Makes a typeahead vehicle (a base vehicle) the current vehicle. The vehicle feature's choice
   * flow, put in by the app layer: it asks about the quote first when the quote has items.
   */
  onSelectVehicle: (baseVehicleId: number) => unknown;
  /** The search box gained focus (on a phone the app layer closes the vehicle selector). */
  onFocus?: () => void;
}

/** Where the text cursor was in a search box that had the focus. */
export interface InputFocus {
  selectionStart: number;
  selectionEnd: number;
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
 * What the search box looks like and is called, with or without its suggestions loaded: its name,
 * placeholder and size, and the search button inside it.
 */
export function useSearchInputProps() {
  const { t } = useTranslation();
  return {
    id: SEARCH_BOX_ID,
    'aria-label': t('search:typeahead.label'),
    placeholder: t('search:typeahead.placeholder'),
    autoComplete: 'off',
    size: 'sm',
    rightSectionPointerEvents: 'all',
    rightSection: (
      <ActionIcon
        type="submit"
        variant="subtle"
        color="gray"
        aria-label={t('search:typeahead.submit')}
      >
        <SearchIcon />
      </ActionIcon>
    ),
  } as const;
}
