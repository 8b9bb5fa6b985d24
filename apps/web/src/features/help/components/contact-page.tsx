import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  QUESTION_TYPE_LABEL_KEYS,
  QUESTION_TYPE_PLACEHOLDER,
  QUESTION_TYPES,
  type SupportQuestionBody,
  SupportQuestionBodySchema,
} from '@procounter/shared/contracts/support-question';
import { CONTACT_FORM_LIMITS, EMAIL_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formErrorMap, translateFormMessage } from '@/lib/form-errors';
import { showErrorToast } from '@/lib/toasts';
import { useSubmitSupportQuestion } from '../api/submit-support-question';
import { useHelpViewer } from '../hooks/use-help-viewer';
import {
  contactPrefill,
  EMPTY_QUESTION_FORM,
  type PrefillField,
  type QuestionFormValues,
} from '../utils/contact-prefill';

type QuestionForm = UseFormReturn<QuestionFormValues, unknown, SupportQuestionBody>;

const FIELDS = Object.keys(EMPTY_QUESTION_FORM) as (keyof QuestionFormValues)[];

/** A message that is a catalog key ('validation:usPhone'), not a text. */
const CATALOG_KEY = /^[a-zA-Z]+:[\w.]+$/;

// The form holds '' for the '--' type; the shared contract refuses it as 'This field is required.'.
const resolver = zodResolver(SupportQuestionBodySchema, { error: formErrorMap }) as Resolver<
  QuestionFormValues,
  unknown,
  SupportQuestionBody
>;

/**
 * /help/contact/contact-us (R-HELP-10..12): the submit-a-question form, then the
 * success view with More Questions and Start Shopping. The form lives here, above both views, so
 * More Questions finds what was typed.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const viewer = useHelpViewer();
  const submit = useSubmitSupportQuestion();
  const [submitted, setSubmitted] = useState(false);
  const [returned, setReturned] = useState(false);
  const sending = useRef(false);
  // The chat, when support could not answer, opens the form with what the user typed there.
  const fromChat = (useLocation().state as { questionText?: unknown } | null)?.questionText;
  const form: QuestionForm = useForm<QuestionFormValues, unknown, SupportQuestionBody>({
    resolver,
    defaultValues: {
      ...EMPTY_QUESTION_FORM,
      questionText: typeof fromChat === 'string' ? fromChat : '',
    },
  });

  // Prefill once the user and the shop arrive (the root layout does not wait for them here),
  // never over what the user typed; a visitor's form starts empty.
  const { loggedIn, user, shop } = viewer;
  useEffect(() => {
    if (!loggedIn) return;
    const values = contactPrefill(user, shop);
    for (const [name, value] of Object.entries(values) as [PrefillField, string][]) {
      if (form.getFieldState(name).isDirty || form.getValues(name) !== '') continue;
      form.resetField(name, { defaultValue: value });
    }
  }, [form, loggedIn, user, shop]);

  const onSubmit = form.handleSubmit(async (body) => {
    // One question per click, however fast the clicks.
    if (sending.current) return;
    sending.current = true;
    try {
      await submit.mutateAsync(body);
      setSubmitted(true);
    } catch (error) {
      showErrorToast(t('help:submitFailed'));
      markRefusedFields(form, error);
    } finally {
      sending.current = false;
    }
  });

  if (submitted) {
    return (
      <SubmittedView
        onMoreQuestions={() => {
          form.reset({ ...form.getValues(), questionType: '', questionText: '' });
          setSubmitted(false);
          setReturned(true);
        }}
      />
    );
  }
  return (
    <QuestionFormView
      form={form}
      pending={submit.isPending}
      focusHeading={returned}
      onSubmit={onSubmit}
    />
  );
}

/** A 400 names the fields the server refused: they show its message too. */
function markRefusedFields(form: QuestionForm, error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 400) return;
  for (const detail of error.body?.details ?? []) {
    const field = FIELDS.find((name) => name === detail.path);
    if (field) form.setError(field, { type: 'server', message: detail.message });
  }
}

function QuestionFormView({
  form,
  pending,
  focusHeading,
  onSubmit,
}: {
  form: QuestionForm;
  pending: boolean;
  focusHeading: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const errors = form.formState.errors;
  const errorOf = (name: keyof QuestionFormValues) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return CATALOG_KEY.test(message.split('|')[0] ?? '')
      ? translateFormMessage(t, message)
      : message;
  };

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1}>
        {t('help:askAQuestion')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('help:contact.intro')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('help:contact.emailAddress')}
              type="email"
              autoComplete="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
              {...form.register('emailAddress')}
              error={errorOf('emailAddress')}
            />
            <TextInput
              label={t('help:contact.customerName')}
              autoComplete="name"
              required
              maxLength={CONTACT_FORM_LIMITS.customerName}
              {...form.register('customerName')}
              error={errorOf('customerName')}
            />
            <TextInput
              label={t('help:contact.shopName')}
              autoComplete="organization"
              required
              maxLength={CONTACT_FORM_LIMITS.shopName}
              {...form.register('shopName')}
              error={errorOf('shopName')}
            />
            <TextInput
              label={t('help:contact.customerAccountNumber')}
              inputMode="numeric"
              required
              maxLength={CONTACT_FORM_LIMITS.customerAccountNumber}
              {...form.register('customerAccountNumber')}
              error={errorOf('customerAccountNumber')}
            />
            <TextInput
              label={t('help:contact.customerPhoneNumber')}
              type="tel"
              autoComplete="tel"
              required
              maxLength={CONTACT_FORM_LIMITS.customerPhoneNumber}
              {...form.register('customerPhoneNumber')}
              error={errorOf('customerPhoneNumber')}
            />
            <NativeSelect
              label={t('help:contact.questionType')}
              required
              data={[
                { value: '', label: QUESTION_TYPE_PLACEHOLDER },
                ...QUESTION_TYPES.map((type) => ({
                  value: type,
                  label: t(QUESTION_TYPE_LABEL_KEYS[type]),
                })),
              ]}
              {...form.register('questionType')}
              error={errorOf('questionType')}
            />
          </SimpleGrid>
          <Textarea
            label={t('help:contact.questionText')}
            required
            rows={CONTACT_FORM_LIMITS.questionTextRows}
            maxLength={CONTACT_FORM_LIMITS.questionText}
            {...form.register('questionText')}
            error={errorOf('questionText')}
          />
          <Group>
            <Button type="submit" loading={pending} disabled={pending}>
              {t('help:contact.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** 'Your question has been submitted', focused so a screen reader says so. */
function SubmittedView({ onMoreQuestions }: { onMoreQuestions: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1}>
          {t('help:questionSubmitted')}
        </Title>
        <Text>{t('help:thanksForSubmitting')}</Text>
        <Group>
          <Button variant="default" onClick={onMoreQuestions}>
            {t('help:moreQuestions')}
          </Button>
          <Button component={Link} to="/home">
            {t('help:startShopping')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
