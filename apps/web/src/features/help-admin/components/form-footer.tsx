import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface FormFooterProps {
  /** Some field shows an error: said once more next to Save, where the editor is looking. */
  hasErrors: boolean;
  saving: boolean;
  /** The list Cancel goes back to (asking first when there are unsaved changes). */
  cancelTo: string;
}

/** The end of an article or category form: the fix-errors alert, Save and Cancel. */
export function FormFooter({ hasErrors, saving, cancelTo }: FormFooterProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      {hasErrors ? (
        <Alert color="red" role="alert">
          <Text size="sm">{t('helpAdmin:form.fixErrors')}</Text>
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={saving}>
          {t('helpAdmin:form.save')}
        </Button>
        <Button variant="default" onClick={() => navigate(cancelTo)}>
          {t('common:cancel')}
        </Button>
      </Group>
    </>
  );
}
