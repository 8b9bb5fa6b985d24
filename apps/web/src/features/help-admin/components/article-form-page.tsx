import { Alert } from '@mantine/core';
import type {
  ContentLanguageId,
  HelpArticleRecord,
  HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useHelpArticle } from '../api/get-help-article';
import { useHelpCategories } from '../api/get-help-categories';
import { useContentLanguage } from '../hooks/use-content-language';
import { languageNameKey } from '../utils/catalog-keys';
import { otherContentLanguage } from '../utils/content-language';
import type { ArticleFormValues } from '../utils/form-schemas';
import { helpAdminPaths } from '../utils/paths';
import { ArticleForm } from './article-form';
import { FormFrame, FormLoadFailed, FormLoading } from './form-frame';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The article form's screen: a new article (`articles/new`), a translation of the other
 * language's article (`articles/new?from=identifier`) or an edit (`articles/edit/:identifier`),
 * each in the content language of the URL. The form opens once what it starts from is loaded.
 */
export function ArticleFormPage() {
  const { t } = useTranslation();
  const { languageId } = useContentLanguage();
  const { identifier: editing = null } = useParams();
  const [params] = useSearchParams();
  const from = editing ? null : params.get('from');
  const other = otherContentLanguage(languageId);
  const categories = useHelpCategories(languageId);
  const record = useHelpArticle(languageId, editing);
  const source = useHelpArticle(other, from);
  const language = t(languageNameKey(languageId));
  const sourceLanguage = t(languageNameKey(other));

  const title = editing
    ? t('helpAdmin:articleForm.editTitle')
    : from
      ? t('helpAdmin:articleForm.translateTitle', { language })
      : t('helpAdmin:articleForm.newTitle');

  const loading = editing ? record : from ? source : null;
  let body: React.ReactNode;
  if (categories.isPending || loading?.isPending) {
    body = <FormLoading />;
  } else if (loading?.isError && isNotFound(loading.error)) {
    body = (
      <FormLoadFailed
        message={t('helpAdmin:articleForm.notFound', {
          language: editing ? language : sourceLanguage,
        })}
      />
    );
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
        {from ? (
          <Alert color="blue">
            {t('helpAdmin:articleForm.translating', { language: sourceLanguage })}
          </Alert>
        ) : null}
        <ArticleForm
          key={`${languageId}:${editing ?? from ?? ''}`}
          languageId={languageId}
          editing={editing}
          defaultValues={start}
          identifierLocked={Boolean(editing || from)}
          categories={categories.data}
        />
      </>
    );
  }

  return (
    <FormFrame
      title={title}
      languageId={languageId}
      backTo={helpAdminPaths.articles(languageId)}
      backLabel={t('helpAdmin:articleForm.back')}
    >
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
