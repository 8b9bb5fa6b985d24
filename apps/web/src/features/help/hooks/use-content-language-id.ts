import {
  type ContentLanguageId,
  contentLanguageIdOf,
} from '@procounter/shared/domain/help-content';
import { useTranslation } from 'react-i18next';
import { localeOfLanguage } from '@/lib/i18n';

/**
 * The content language id of the current locale (1 en, 4963328 es); re-renders on a change. The
 * visitor prefetch (api/prefetch-help-content.ts) reads the same locale, so it fills these keys.
 */
export function useContentLanguageId(): ContentLanguageId {
  const { i18n } = useTranslation();
  return contentLanguageIdOf(localeOfLanguage(i18n.language));
}
