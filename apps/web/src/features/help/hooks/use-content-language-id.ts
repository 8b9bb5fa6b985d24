import {
  type ContentLanguageId,
  contentLanguageIdOf,
} from '@procounter/shared/domain/help-content';
import { useTranslation } from 'react-i18next';

/** The content language id of the current locale (1 en, 4963328 es); re-renders on a change. */
export function useContentLanguageId(): ContentLanguageId {
  const { i18n } = useTranslation();
  return contentLanguageIdOf(i18n.language === 'es' ? 'es' : 'en');
}
