import type { ContentLanguageId } from '@procounter/shared/contracts/help-content';
import { useParams, useSearchParams } from 'react-router';
import { otherContentLanguage } from '../utils/content-language';
import { useContentLanguage } from './use-content-language';

/** The catalog section of a form screen's texts: helpAdmin:articleForm.* or helpAdmin:categoryForm.*. */
export type ContentFormTexts = 'articleForm' | 'categoryForm';

export interface ContentFormScreen {
  texts: ContentFormTexts;
  /** The content language of the URL, which the form saves in. */
  languageId: ContentLanguageId;
  /** The other content language: where the item to translate is. */
  other: ContentLanguageId;
  /** The item of `edit/:identifier`. */
  editing: string | null;
  /** The other language's item of `new?from=identifier`, to translate. */
  from: string | null;
  /** A form of its own for each item and language, so its values start again when they change. */
  formKey: string;
  /** An edit or a translation keeps the item's identifier. */
  identifierLocked: boolean;
}

/**
 * Which screen of the article or category form the URL asks for: new (`new`), a translation of
 * the other language's item (`new?from=identifier`) or an edit (`edit/:identifier`), each in the
 * content language of the URL. Both forms share these URLs, so one reading of them serves both.
 */
export function useContentFormScreen(texts: ContentFormTexts): ContentFormScreen {
  const { languageId } = useContentLanguage();
  const { identifier: editing = null } = useParams();
  const [params] = useSearchParams();
  const from = editing ? null : params.get('from');
  return {
    texts,
    languageId,
    other: otherContentLanguage(languageId),
    editing,
    from,
    formKey: `${languageId}:${editing ?? from ?? ''}`,
    identifierLocked: Boolean(editing || from),
  };
}
