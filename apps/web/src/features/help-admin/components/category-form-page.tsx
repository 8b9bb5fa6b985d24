import { Alert } from '@mantine/core';
import {
  type ContentLanguageId,
  HELP_CONTENT_LIMITS,
  type HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useHelpCategories } from '../api/get-help-categories';
import { useContentLanguage } from '../hooks/use-content-language';
import { languageNameKey } from '../utils/catalog-keys';
import { otherContentLanguage } from '../utils/content-language';
import type { CategoryFormValues } from '../utils/form-schemas';
import { helpAdminPaths } from '../utils/paths';
import { CategoryForm } from './category-form';
import { FormFrame, FormLoadFailed, FormLoading } from './form-frame';

/**
 * The category form's screen: new (`categories/new`), a translation of the other language's
 * category (`categories/new?from=identifier`) or an edit (`categories/edit/:identifier`). A
 * category is read from its language's list (there is no call for one).
 */
export function CategoryFormPage() {
  const { t } = useTranslation();
  const { languageId } = useContentLanguage();
  const { identifier: editing = null } = useParams();
  const [params] = useSearchParams();
  const from = editing ? null : params.get('from');
  const other = otherContentLanguage(languageId);
  const categories = useHelpCategories(languageId);
  const sources = useHelpCategories(other);
  const language = t(languageNameKey(languageId));
  const sourceLanguage = t(languageNameKey(other));

  const title = editing
    ? t('helpAdmin:categoryForm.editTitle')
    : from
      ? t('helpAdmin:categoryForm.translateTitle', { language })
      : t('helpAdmin:categoryForm.newTitle');

  let body: ReactNode;
  if (categories.isPending || (from && sources.isPending)) {
    body = <FormLoading />;
  } else if (categories.isError || (from && sources.isError)) {
    body = (
      <FormLoadFailed
        message={t('helpAdmin:categoryForm.loadFailed')}
        onRetry={() => {
          void categories.refetch();
          if (from) void sources.refetch();
        }}
      />
    );
  } else {
    const record = editing ? categories.data.find((c) => c.identifier === editing) : undefined;
    const source = from ? sources.data?.find((c) => c.identifier === from) : undefined;
    if ((editing && !record) || (from && !source)) {
      body = (
        <FormLoadFailed
          message={t('helpAdmin:categoryForm.notFound', {
            language: editing ? language : sourceLanguage,
          })}
        />
      );
    } else {
      const start = record
        ? valuesOfRecord(record)
        : source
          ? translationOf(source, languageId, categories.data)
          : emptyCategory(languageId, categories.data);
      body = (
        <>
          {from ? (
            <Alert color="blue">
              {t('helpAdmin:categoryForm.translating', { language: sourceLanguage })}
            </Alert>
          ) : null}
          <CategoryForm
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
  }

  return (
    <FormFrame
      title={title}
      languageId={languageId}
      backTo={helpAdminPaths.categories(languageId)}
      backLabel={t('helpAdmin:categoryForm.back')}
    >
      {body}
    </FormFrame>
  );
}

/** A new category goes last among the top-level ones unless the editor says otherwise. */
function emptyCategory(
  languageId: ContentLanguageId,
  categories: HelpCategoryRecord[],
): CategoryFormValues {
  const last = Math.max(0, ...categories.filter((c) => c.parent === null).map((c) => c.sortOrder));
  return {
    languageId,
    identifier: '',
    name: '',
    parent: null,
    sortOrder: categories.length === 0 ? 0 : Math.min(last + 1, HELP_CONTENT_LIMITS.sortOrder),
    live: false,
  };
}

function valuesOfRecord(record: HelpCategoryRecord): CategoryFormValues {
  return {
    languageId: record.languageId,
    identifier: record.identifier,
    name: record.name,
    parent: record.parent,
    sortOrder: record.sortOrder,
    live: record.live,
  };
}

/**
 * The other language's category as the start of its translation: the same identifier and sort
 * order, its name to translate, its parent when that parent exists in this language already.
 */
function translationOf(
  source: HelpCategoryRecord,
  languageId: ContentLanguageId,
  categories: HelpCategoryRecord[],
): CategoryFormValues {
  const parentHere =
    source.parent !== null && categories.some((c) => c.identifier === source.parent);
  return {
    ...valuesOfRecord(source),
    languageId,
    parent: parentHere ? source.parent : null,
    live: false,
  };
}
