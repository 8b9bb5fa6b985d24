import type {
  ContentLanguageId,
  HelpArticleRecord,
  HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useHelpArticle } from '../api/get-help-article';
import { useHelpCategories } from '../api/get-help-categories';
import { useContentFormScreen } from '../hooks/use-content-form-screen';
import type { ArticleFormValues } from '../utils/form-schemas';
import { helpAdminPaths } from '../utils/paths';
import { ArticleForm } from './article-form';
import {
  FormFrame,
  FormLoadFailed,
  FormLoading,
  FormNotFound,
  TranslationNotice,
} from './form-frame';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The article form's screen: a new article (`articles/new`), a translation of the other
 * language's article (`articles/new?from=identifier`) or an edit (`articles/edit/:identifier`),
 * each in the content language of the URL. The form opens once what it starts from is loaded.
 */
export function ArticleFormPage() {
  const { t } = useTranslation();
  const screen = useContentFormScreen('articleForm');
  const { languageId, other, editing, from } = screen;
  const categories = useHelpCategories(languageId);
  const record = useHelpArticle(languageId, editing);
  const source = useHelpArticle(other, from);

  const loading = editing ? record : from ? source : null;
  let body: React.ReactNode;
  if (categories.isPending || loading?.isPending) {
    body = <FormLoading />;
  } else if (loading?.isError && isNotFound(loading.error)) {
    body = <FormNotFound screen={screen} />;
  } else if (categories.isError || loading?.isError) {
    body = (
      <FormLoadFailed
        message={t('helpAdmin:articleForm.loadFailed')}
        onRetry={() => {
          void categories.refetch();
          void loading?.refetch();
        }}
      />
    );
  } else {
    const start = editing
      ? valuesOfRecord(record.data!)
      : from
        ? translationOf(source.data!, languageId, categories.data)
        : emptyArticle(languageId);
    body = (
      <>
        <TranslationNotice screen={screen} />
        <ArticleForm
          key={screen.formKey}
          languageId={languageId}
          editing={editing}
          defaultValues={start}
          identifierLocked={screen.identifierLocked}
          categories={categories.data}
        />
      </>
    );
  }

  return (
    <FormFrame screen={screen} backTo={helpAdminPaths.articles(languageId)}>
      {body}
    </FormFrame>
  );
}

function emptyArticle(languageId: ContentLanguageId): ArticleFormValues {
  return {
    languageId,
    identifier: '',
    title: '',
    urlTitle: '',
    excerpt: '',
    content: '',
    category: [],
    audience: 'PUBLIC',
    live: false,
  };
}

function valuesOfRecord(record: HelpArticleRecord): ArticleFormValues {
  return {
    languageId: record.languageId,
    identifier: record.identifier,
    title: record.title,
    urlTitle: record.urlTitle,
    excerpt: record.excerpt,
    content: record.content,
    category: record.category,
    audience: record.audience,
    live: record.live,
  };
}

/**
 * The other language's article as the start of its translation: the same identifier, its texts to
 * translate, its categories that exist in this language too, and a blank URL title so the server
 * makes one from the translated title. A translation starts as a draft.
 */
function translationOf(
  source: HelpArticleRecord,
  languageId: ContentLanguageId,
  categories: HelpCategoryRecord[],
): ArticleFormValues {
  const here = new Set(categories.map((c) => c.identifier));
  return {
    ...valuesOfRecord(source),
    languageId,
    urlTitle: '',
    category: source.category.filter((identifier) => here.has(identifier)),
    live: false,
  };
}
