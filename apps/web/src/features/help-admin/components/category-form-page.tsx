import type {
  ContentLanguageId,
  HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import { HELP_CONTENT_LIMITS } from '@procounter/shared/validation/limits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpCategories } from '../api/get-help-categories';
import { useContentFormScreen } from '../hooks/use-content-form-screen';
import type { CategoryFormValues } from '../utils/form-schemas';
import { helpAdminPaths } from '../utils/paths';
import { CategoryForm } from './category-form';
import {
  FormFrame,
  FormLoadFailed,
  FormLoading,
  FormNotFound,
  TranslationNotice,
} from './form-frame';

/**
 * The category form's screen: new (`categories/new`), a translation of the other language's
 * category (`categories/new?from=identifier`) or an edit (`categories/edit/:identifier`). A
 * category is read from its language's list (there is no call for one).
 */
export function CategoryFormPage() {
  const { t } = useTranslation();
  const screen = useContentFormScreen('categoryForm');
  const { languageId, other, editing, from } = screen;
  const categories = useHelpCategories(languageId);
  const sources = useHelpCategories(other);

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
      body = <FormNotFound screen={screen} />;
    } else {
      const start = record
        ? valuesOfRecord(record)
        : source
          ? translationOf(source, languageId, categories.data)
          : emptyCategory(languageId, categories.data);
      body = (
        <>
          <TranslationNotice screen={screen} />
          <CategoryForm
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
  }

  return (
    <FormFrame screen={screen} backTo={helpAdminPaths.categories(languageId)}>
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
