import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import type {
  ContentLanguageId,
  HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import { HELP_CONTENT_LIMITS } from '@procounter/shared/validation/limits';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateHelpCategory } from '../api/create-help-category';
import { useUpdateHelpCategory } from '../api/update-help-category';
import { useContentFormSubmit } from '../hooks/use-content-form-submit';
import { buildCategoryTree } from '../utils/category-tree';
import {
  type CategoryFormOutput,
  type CategoryFormValues,
  categoryFormSchema,
  helpFormErrorMap,
} from '../utils/form-schemas';
import { helpAdminPaths } from '../utils/paths';
import { messageText } from '../utils/save-failure';
import { FormFooter } from './form-footer';
import { UnsavedChangesModal } from './unsaved-changes-modal';

const FORM_FIELDS = [
  'identifier',
  'name',
  'parent',
  'sortOrder',
  'live',
] as const satisfies readonly (keyof CategoryFormValues)[];

export interface CategoryFormProps {
  languageId: ContentLanguageId;
  /** Editing replaces the category with this identifier; without one the form creates. */
  editing: string | null;
  defaultValues: CategoryFormValues;
  identifierLocked: boolean;
  /** The categories of this language: the parent choices are its top-level ones. */
  categories: HelpCategoryRecord[];
}

/** A category of one language, created or edited, with its parent, sort order and status. */
export function CategoryForm({
  languageId,
  editing,
  defaultValues,
  identifierLocked,
  categories,
}: CategoryFormProps) {
  const { t } = useTranslation();
  const form = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    resolver: zodResolver(categoryFormSchema, { error: helpFormErrorMap }),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const { submit, blocker } = useContentFormSubmit({
    form,
    fields: FORM_FIELDS,
    editing,
    create: useCreateHelpCategory(),
    update: useUpdateHelpCategory(),
    nameOf: (values) => values.name,
    listPath: helpAdminPaths.categories(languageId),
  });
  const error = (message: string | undefined) => messageText(t, message);

  const self = editing ?? defaultValues.identifier ?? '';
  // A category with children stays top-level: one level of nesting is all the Help Center shows.
  const hasChildren = categories.some((c) => c.parent === self && self !== '');
  const parents = buildCategoryTree(categories)
    .map(({ category }) => category)
    .filter((category) => category.identifier !== self);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('helpAdmin:categoryForm.name')}
          required
          maxLength={HELP_CONTENT_LIMITS.categoryName}
          {...form.register('name')}
          error={error(errors.name?.message)}
        />
        <TextInput
          label={t('helpAdmin:categoryForm.identifier')}
          description={
            identifierLocked
              ? t('helpAdmin:categoryForm.identifierLocked')
              : t('helpAdmin:categoryForm.identifierHint')
          }
          readOnly={identifierLocked}
          maxLength={HELP_CONTENT_LIMITS.urlTitle}
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('identifier')}
          error={error(errors.identifier?.message)}
        />
        <Controller
          control={form.control}
          name="parent"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('helpAdmin:categoryForm.parent')}
              description={
                hasChildren
                  ? t('helpAdmin:categoryForm.parentLocked')
                  : t('helpAdmin:categoryForm.parentHint')
              }
              disabled={hasChildren}
              placeholder={t('helpAdmin:categoryForm.parentNone')}
              clearable
              data={parents.map((category) => ({
                value: category.identifier,
                label: category.name,
              }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? null)}
              onBlur={field.onBlur}
              error={error(errors.parent?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="sortOrder"
          render={({ field }) => (
            <NumberInput
              ref={field.ref}
              label={t('helpAdmin:categoryForm.sortOrder')}
              description={t('helpAdmin:categoryForm.sortOrderHint')}
              required
              min={0}
              max={HELP_CONTENT_LIMITS.sortOrder}
              allowDecimal={false}
              allowNegative={false}
              value={typeof field.value === 'number' ? field.value : ''}
              onChange={(value) => field.onChange(value === '' ? undefined : value)}
              onBlur={field.onBlur}
              error={error(errors.sortOrder?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="live"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              label={t('helpAdmin:categoryForm.published')}
              description={t('helpAdmin:categoryForm.publishedHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormFooter
          hasErrors={Object.keys(errors).length > 0}
          saving={isSubmitting}
          cancelTo={helpAdminPaths.categories(languageId)}
        />
      </Stack>
      <UnsavedChangesModal blocker={blocker} />
    </form>
  );
}
