import type { ArticleRow } from './help-content.repository';

type ArticleFieldsRow = Pick<
  ArticleRow,
  'identifier' | 'title' | 'urlTitle' | 'modDate' | 'excerpt' | 'categories'
>;

/**
 * An article row in the contract's words, its body aside: what the content search, the editor's
 * list and the editor's record all say of an article. The content search adds the body, the list
 * the language, audience and status, the record both.
 */
export function presentArticleFields(row: ArticleFieldsRow) {
  return {
    identifier: row.identifier,
    title: row.title,
    urlTitle: row.urlTitle,
    modDate: row.modDate.toISOString(),
    excerpt: row.excerpt,
    category: row.categories,
  };
}
