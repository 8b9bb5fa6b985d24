import { notifications } from '@mantine/notifications';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NEXT_PAGE_TOAST } from '@/lib/toasts';
import { reportSaveFailure } from '../utils/save-failure';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

interface ContentFormSubmitOptions<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's fields: a server refusal about one of them shows on it, any other as a toast. */
  fields: readonly Path<Values>[];
  /** Editing replaces the item with this identifier; without one the form creates. */
  editing: string | null;
  create: { mutateAsync: (body: Output) => Promise<unknown> };
  update: {
    mutateAsync: (input: {
      identifier: string;
      body: Omit<Output, 'identifier'>;
    }) => Promise<unknown>;
  };
  /** The item's title or name, as the saved notice says it. */
  nameOf: (values: Output) => string;
  /** The list a save goes back to. */
  listPath: string;
}

/**
 * Saving an article or category form, the same for both: a create (POST) or, without the
 * identifier, an edit (PUT); the server's refusals on their fields; a saved notice and back to the
 * list. Leaving with unsaved changes asks first (show `blocker` in an UnsavedChangesModal), a
 * save's own navigation excepted.
 */
export function useContentFormSubmit<
  Values extends FieldValues,
  Output extends { identifier?: unknown },
>({
  form,
  fields,
  editing,
  create,
  update,
  nameOf,
  listPath,
}: ContentFormSubmitOptions<Values, Output>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (editing) {
        const { identifier: _identifier, ...body } = values;
        await update.mutateAsync({ identifier: editing, body });
      } else {
        await create.mutateAsync(values);
      }
    } catch (failure) {
      reportSaveFailure(failure, fields, form.setError, t);
      return;
    }
    // Shown here, read on the list the form goes back to.
    notifications.show({
      id: `${NEXT_PAGE_TOAST}help-content-saved:${Date.now()}`,
      color: 'green',
      withBorder: true,
      message: t('helpAdmin:notices.saved', { name: nameOf(values) }),
    });
    guard.allowNextNavigation();
    void navigate(listPath);
  });

  return { submit, blocker: guard.blocker };
}
