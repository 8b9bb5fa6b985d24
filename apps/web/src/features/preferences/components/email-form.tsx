import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { EMAIL_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '@/lib/load-once';
import { useUpdateEmail } from '../api/update-email';

// The shared rules module brings zod with it: it loads when the form is first focused, not with
// the page.
const loadRules = loadOnce(() => import('@procounter/shared/validation/rules'));

/** The catalog key of what is wrong with the address, or null. */
async function findEmailProblem(typed: string): Promise<string | null> {
  const { email, MESSAGE_KEYS } = await loadRules();
  if (typed === '') return MESSAGE_KEYS.required;
  return email.test(typed) ? null : email.message;
}

/**
 * The user's e-mail address (POST /user/updateEmail), checked with the spec's `email` rule before
 * it is sent (the server checks it again with the same pattern).
 */
export function EmailForm({
  emailAddress,
  readOnly,
}: {
  emailAddress: string | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateEmail();
  const [value, setValue] = useState(emailAddress ?? '');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    setState('idle');
    let problem: string | null;
    try {
      problem = await findEmailProblem(typed);
    } catch {
      setState('failed');
      return;
    }
    setError(problem);
    if (problem) return;
    update.mutate(
      { email: typed },
      {
        onSuccess: () => {
          setValue(typed);
          setState('saved');
        },
        onError: () => setState('failed'),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadRules().catch(() => undefined)}
      noValidate
    >
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="md">
          <TextInput
            label={t('preferences:email.label')}
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
              setState('idle');
            }}
            error={error ? t(error) : undefined}
          />
          {state === 'saved' ? (
            <Alert color="green" variant="light" role="status">
              {t('preferences:email.saved')}
            </Alert>
          ) : null}
          {state === 'failed' ? (
            <Alert color="red" variant="light" role="alert">
              {t('preferences:email.failed')}
            </Alert>
          ) : null}
          {readOnly ? null : (
            <Group>
              <Button type="submit" loading={update.isPending}>
                {t('preferences:email.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
