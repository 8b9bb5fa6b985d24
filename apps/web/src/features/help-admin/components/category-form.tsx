import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ContentLanguageId,
  HELP_CONTENT_LIMITS,
  type HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateHelpCategory } from '../api/create-help-category';
import { useUpdateHelpCategory } from '../api/update-help-category';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { buildCategoryTree } from '../utils/category-tree';
import {
  type CategoryFormOutput,
  type CategoryFormValues,
  categoryFormSchema,
  helpFormErrorMap,
} from '../utils/form-schemas';
import { helpAdminPaths } from '../utils/paths';
import { messageText, reportSaveFailure } from '../utils/save-failure';
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
  const navigate = useNavigate();
  const create = useCreateHelpCategory();
  const update = useUpdateHelpCategory();
  const form = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    resolver: zodResolver(categoryFormSchema, { error: helpFormErrorMap }),
    defaultValues,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const error = (message: string | undefined) => messageText(t, message);

  const self = editing ?? defaultValues.identifier ?? '';
  // A category with children stays top-level: one level of nesting is all the Help Center shows.
  const hasChildren = categories.some((c) => c.parent === self && self !== '');
  const parents = buildCategoryTree(categories)
    .map(({ category }) => category)
    .filter((category) => category.identifier !== self);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (editing) {
        const { identifier: _identifier, ...body } = values;
        await update.mutateAsync({ identifier: editing, body });
      } else {
        await create.mutateAsync(values);
      }
    } catch (failure) {
      reportSaveFailure(failure, FORM_FIELDS, form.setError, t);
      return;
    }
    notifications.show({
      color: 'green',
      withBorder: true,
      message: t('helpAdmin:notices.saved', { name: values.name }),
    });
    guard.allowNextNavigation();
    navigate(helpAdminPaths.categories(languageId));
  });

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
        {Object.keys(errors).length > 0 ? (
          <Alert color="red" role="alert">
            <Text size="sm">{t('helpAdmin:form.fixErrors')}</Text>
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('helpAdmin:form.save')}
          </Button>
          <Button variant="default" onClick={() => navigate(helpAdminPaths.categories(languageId))}>
            {t('common:cancel')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesModal blocker={guard.blocker} />
    </form>
  );
}
