import type { ContentLanguageId } from '@procounter/shared/contracts/help-content';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  CONTENT_LANGUAGE_PARAM,
  contentLocale,
  parseContentLanguage,
} from '../utils/content-language';

/**
 * The content language the page edits, kept in the URL (?contentLanguage=es) and independent of
 * the UI language: a Spanish-speaking editor may well be fixing the English articles.
 */
export function useContentLanguage() {
  const [params, setParams] = useSearchParams();
  const languageId = parseContentLanguage(params.get(CONTENT_LANGUAGE_PARAM));
  const setLanguageId = useCallback(
    (next: ContentLanguageId) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(CONTENT_LANGUAGE_PARAM, contentLocale(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { languageId, setLanguageId };
}
