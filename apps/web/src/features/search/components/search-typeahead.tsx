import { Box, TextInput } from '@mantine/core';
import {
  type ComponentType,
  type FormEvent,
  startTransition,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { loadOnce } from '@/lib/load-once';
import { useQuickSearch } from '../hooks/use-quick-search';
import { toTypeaheadQuery } from '../utils/typeahead-results';
import classes from './search.module.css';
import { type InputFocus, type SearchTypeaheadProps, useSearchInputProps } from './search-input';
import type { TypeaheadComboboxProps } from './typeahead-combobox';

export type { SearchTypeaheadProps } from './search-input';

type TypeaheadCombobox = ComponentType<TypeaheadComboboxProps>;

/**
 * Loads the search box's suggestions (the combobox, with Mantine's Combobox and its positioning
 * library, about 25 KB): at most once, and again after a failed attempt. Once loaded, a later
 * search box starts with it.
 */
const loadTypeaheadCombobox = loadOnce<TypeaheadCombobox>(() =>
  import('./typeahead-combobox').then((module) => module.TypeaheadCombobox),
);

/**
 * The info bar's product search (R-SEARCH-1, R-SEARCH-3). The page starts with a plain search box:
 * typing and Enter (the quick search) work at once. Its suggestions' code loads when the box is
 * about to be used (pointer over it, touch, focus), then the combobox takes its place, keeping the
 * text, the focus and the text cursor (typeahead-combobox.tsx): no page pays for the suggestions
 * before someone searches, and no page's first paint waits for them.
 */
export function SearchTypeahead({ onSelectVehicle, onFocus }: SearchTypeaheadProps) {
  const [value, setValue] = useState('');
  const [Combobox, setCombobox] = useState<TypeaheadCombobox | null>(loadTypeaheadCombobox.loaded);
  const quickSearch = useQuickSearch();
  // Where the plain box's text cursor was when the combobox took its place.
  const focus = useRef<InputFocus | null>(null);

  if (Combobox) {
    return (
      <Combobox
        onSelectVehicle={onSelectVehicle}
        onFocus={onFocus}
        value={value}
        onValueChange={setValue}
        quickSearch={quickSearch}
        restoreFocus={focus}
      />
    );
  }

  const wantSuggestions = () => {
    // A failed load leaves the plain box, which still searches; the next use tries again.
    // In a transition: the combobox renders in slices, never in the middle of a keystroke's frame.
    void loadTypeaheadCombobox().then(
      (loaded) => startTransition(() => setCombobox(() => loaded)),
      () => undefined,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = toTypeaheadQuery(value);
    if (query === null) return;
    setValue(query);
    void quickSearch(query);
  };

  return (
    <Box component="form" role="search" onSubmit={submit} className={classes.typeahead}>
      <PlainSearchInput
        value={value}
        onChange={setValue}
        onFocus={() => {
          wantSuggestions();
          onFocus?.();
        }}
        onIntent={wantSuggestions}
        focus={focus}
      />
    </Box>
  );
}

interface PlainSearchInputProps {
  value: string;
  onChange: (value: string) => void;
  onFocus: () => void;
  /** The pointer went over the box or touched it: it is about to be used. */
  onIntent: () => void;
  /** Set to the text cursor when the box goes while it has the focus. */
  focus: { current: InputFocus | null };
}

/** The search box before its suggestions' code has arrived: a combobox with nothing to show yet. */
function PlainSearchInput({ value, onChange, onFocus, onIntent, focus }: PlainSearchInputProps) {
  const inputProps = useSearchInputProps();
  const input = useRef<HTMLInputElement>(null);

  // Runs as the combobox replaces this box, before this input leaves the page.
  useLayoutEffect(() => {
    const element = input.current;
    return () => {
      if (element && document.activeElement === element) {
        focus.current = {
          selectionStart: element.selectionStart ?? element.value.length,
          selectionEnd: element.selectionEnd ?? element.value.length,
        };
      }
    };
  }, [focus]);

  return (
    <TextInput
      ref={input}
      {...inputProps}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onFocus={onFocus}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
    />
  );
}
