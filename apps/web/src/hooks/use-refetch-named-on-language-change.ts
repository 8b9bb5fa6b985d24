import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { partTypeKeys } from '@/lib/query-keys';

/**
 * Answers that name part types in the caller's language (the tree, the popular list, the search's
 * part types and part number product, the selection, the part lookup: R-SEARCH-9): when the
 * language changes they are stale, so the ones on screen load again and the others on next use.
 */
const NAMED_PREFIXES: readonly (readonly string[])[] = [
  ['catalog'],
  ['search'],
  partTypeKeys.selected,
];

export function useRefetchNamedOnLanguageChange(): void {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    const onChange = () => {
      for (const queryKey of NAMED_PREFIXES) void client.invalidateQueries({ queryKey });
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [client, i18n]);
}
