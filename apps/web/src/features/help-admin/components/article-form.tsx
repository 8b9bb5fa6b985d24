import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  CONTENT_AUDIENCES,
  type ContentLanguageId,
  type HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import { HELP_CONTENT_LIMITS } from '@procounter/shared/validation/limits';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateHelpArticle } from '../api/create-help-article';
import { useUpdateHelpArticle } from '../api/update-help-article';
import { useContentFormSubmit } from '../hooks/use-content-form-submit';
import { AUDIENCE_KEYS } from '../utils/catalog-keys';
import { categoryOptions } from '../utils/category-tree';
import {
  type ArticleFormOutput,
  type ArticleFormValues,
  articleFormSchema,
  helpFormErrorMap,
} from '../utils/form-schemas';
import { helpAdminPaths } from '../utils/paths';
import { messageText } from '../utils/save-failure';
import { ContentField } from './content-field';
import { FormFooter } from './form-footer';
import classes from './help-admin.module.css';
import { UnsavedChangesModal } from './unsaved-changes-modal';

const FORM_FIELDS = [
  'identifier',
  'title',
  'urlTitle',
  'excerpt',
  'category',
  'audience',
  'content',
  'live',
] as const satisfies readonly (keyof ArticleFormValues)[];

export interface ArticleFormProps {
  languageId: ContentLanguageId;
  /** Editing replaces the article with this identifier; without one the form creates. */
  editing: string | null;
  defaultValues: ArticleFormValues;
  /** The identifier is given (an edit, a translation) and shown read-only. */
  identifierLocked: boolean;
  /** The categories of the article's language, for the picker. */
  categories: HelpCategoryRecord[];
}

/**
 * An article of one language, created or edited: the shared Create schema checks it, the server's
 * refusals land on their fields, and leaving with unsaved changes asks first.
 */
export function ArticleForm({
  languageId,
  editing,
  defaultValues,
  identifierLocked,
  categories,
}: ArticleFormProps) {
  const { t } = useTranslation();
  const form = useForm<ArticleFormValues, unknown, ArticleFormOutput>({
    resolver: zodResolver(articleFormSchema, { error: helpFormErrorMap }),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const { submit, blocker } = useContentFormSubmit({
    form,
    fields: FORM_FIELDS,
    editing,
    create: useCreateHelpArticle(),
    update: useUpdateHelpArticle(),
    nameOf: (values) => values.title,
    listPath: helpAdminPaths.articles(languageId),
  });
  const options = useMemo(() => categoryOptions(categories), [categories]);
  const childValues = useMemo(
    () => new Set(options.filter((o) => o.child).map((o) => o.value)),
    [options],
  );
  const optionNames = useMemo(() => new Map(options.map((o) => [o.value, o.name])), [options]);
  const error = (message: string | undefined) => messageText(t, message);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('helpAdmin:articleForm.title')}
          required
          maxLength={HELP_CONTENT_LIMITS.title}
          {...form.register('title')}
          error={error(errors.title?.message)}
        />
        <TextInput
          label={t('helpAdmin:articleForm.identifier')}
          description={
            identifierLocked
              ? t('helpAdmin:articleForm.identifierLocked')
              : t('helpAdmin:articleForm.identifierHint')
          }
          readOnly={identifierLocked}
          maxLength={HELP_CONTENT_LIMITS.urlTitle}
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('identifier')}
          error={error(errors.identifier?.message)}
        />
        <TextInput
          label={t('helpAdmin:articleForm.urlTitle')}
          description={t('helpAdmin:articleForm.urlTitleHint')}
          maxLength={HELP_CONTENT_LIMITS.urlTitle}
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('urlTitle')}
          error={error(errors.urlTitle?.message)}
        />
        <Textarea
          label={t('helpAdmin:articleForm.excerpt')}
          description={t('helpAdmin:articleForm.excerptHint')}
          required
          rows={3}
          maxLength={HELP_CONTENT_LIMITS.excerpt}
          {...form.register('excerpt')}
          error={error(errors.excerpt?.message)}
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              label={t('helpAdmin:articleForm.categories')}
              description={
                options.length === 0 ? t('helpAdmin:articleForm.noCategories') : undefined
              }
              required
              searchable
              data={options.map(({ value, label }) => ({ value, label }))}
              renderOption={({ option }) => (
                <span className={childValues.has(option.value) ? classes.childOption : undefined}>
                  {optionNames.get(option.value) ?? option.label}
                </span>
              )}
              maxValues={HELP_CONTENT_LIMITS.categoriesPerArticle}
              nothingFoundMessage={t('helpAdmin:articleForm.noCategoryMatch')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error(errors.category?.message ?? errors.category?.root?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="audience"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('helpAdmin:articleForm.audience')}
              required
              allowDeselect={false}
              data={CONTENT_AUDIENCES.map((audience) => ({
                value: audience,
                label: t(AUDIENCE_KEYS[audience]),
              }))}
              value={field.value ?? 'PUBLIC'}
              onChange={(value) => field.onChange(value ?? 'PUBLIC')}
              onBlur={field.onBlur}
              error={error(errors.audience?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <ContentField
              initialHtml={defaultValues.content}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error(errors.content?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="live"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              label={t('helpAdmin:articleForm.published')}
              description={t('helpAdmin:articleForm.publishedHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormFooter
          hasErrors={Object.keys(errors).length > 0}
          saving={isSubmitting}
          cancelTo={helpAdminPaths.articles(languageId)}
        />
      </Stack>
      <UnsavedChangesModal blocker={blocker} />
    </form>
  );
}
