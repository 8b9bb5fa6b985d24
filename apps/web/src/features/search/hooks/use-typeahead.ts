import { CancelledError } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getTypeahead } from '../api/get-typeahead';
import {
  EMPTY_GROUPS,
  type TypeaheadGroups,
  toTypeaheadGroups,
  toTypeaheadQuery,
} from '../utils/typeahead-results';

/** A short pause after a keystroke, so fast typing sends one request rather than one per key. */
export const TYPEAHEAD_DEBOUNCE_MS = 120;

export interface Typeahead {
  groups: TypeaheadGroups;
  /** The input changed: search for it (from 1 character, once typing pauses). */
  search: (raw: string) => void;
  /** Drops the results and anything under way. */
  clear: () => void;
}

/**
 * The typeahead's requests (R-SEARCH-2): each keystroke aborts the request in
 * flight (its AbortSignal goes down to fetch), so an older, slower answer never replaces a newer
 * one; a failure clears the results without a word.
 */
export function useTypeahead(entSearch: boolean): Typeahead {
  const [groups, setGroups] = useState<TypeaheadGroups>(EMPTY_GROUPS);
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const clear = useCallback(() => {
    cancel();
    setGroups(EMPTY_GROUPS);
  }, [cancel]);

  const search = useCallback(
    (raw: string) => {
      cancel();
      const query = toTypeaheadQuery(raw);
      if (query === null) {
        setGroups(EMPTY_GROUPS);
        return;
      }
      timer.current = setTimeout(() => {
        const mine = new AbortController();
        inFlight.current = mine;
        getTypeahead(query, entSearch, mine.signal).then(
          (response) => {
            if (inFlight.current !== mine) return;
            inFlight.current = null;
            setGroups(toTypeaheadGroups(response));
          },
          (error: unknown) => {
            if (inFlight.current !== mine) return;
            inFlight.current = null;
            if (!(error instanceof CancelledError)) setGroups(EMPTY_GROUPS);
          },
        );
      }, TYPEAHEAD_DEBOUNCE_MS);
    },
    [cancel, entSearch],
  );

  useEffect(() => cancel, [cancel]);

  return { groups, search, clear };
}
