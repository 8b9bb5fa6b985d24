import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  QUESTION_TYPE_LABEL_KEYS,
  type SupportQuestion,
} from '@procounter/shared/contracts/support-question';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { useSetSupportQuestionStatus } from '../api/set-support-question-status';
import { mailtoHref, telHref } from '../utils/contact-links';
import classes from './support-inbox.module.css';

function Field({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One question of the inbox: what the form said, who sent it, and its status with the switch. */
export function SupportQuestionCard({ question }: { question: SupportQuestion }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const setStatus = useSetSupportQuestionStatus();
  const answered = question.status === 'ANSWERED';

  let sender: string;
  if (question.loginName === null) sender = t('support:inbox.sender.visitor');
  else if (question.linkedShopName === null) {
    sender = t('support:inbox.sender.user', { loginName: question.loginName });
  } else {
    sender = t('support:inbox.sender.userWithShop', {
      loginName: question.loginName,
      shopName: question.linkedShopName,
      shopId: question.shopId,
    });
  }

  const toggle = () => {
    // The row already shows the new status while the change is sent; a second click waits.
    if (setStatus.isPending) return;
    setStatus.mutate({ id: question.id, status: answered ? 'NEW' : 'ANSWERED' });
  };

  return (
    <Card component="article" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {question.customerName}
            </Title>
            <Text size="sm" c="dimmed">
              <VisuallyHidden>{`${t('support:inbox.fields.submitted')}: `}</VisuallyHidden>
              <time dateTime={question.submittedAt}>
                {formatDateTime(question.submittedAt, i18n.language)}
              </time>
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="filled" color={answered ? 'teal.9' : 'blue.9'}>
              <VisuallyHidden>{`${t('support:inbox.fields.status')}: `}</VisuallyHidden>
              {t(`support:inbox.status.${question.status}`)}
            </Badge>
            <Button
              size="xs"
              variant={answered ? 'default' : 'filled'}
              onClick={toggle}
              aria-describedby={headingId}
            >
              {answered ? t('support:inbox.markNew') : t('support:inbox.markAnswered')}
            </Button>
          </Group>
        </Group>
        <dl className={classes.fields}>
          <Field label={t('support:inbox.fields.shopName')}>{question.shopName}</Field>
          <Field label={t('support:inbox.fields.accountNumber')}>
            {question.customerAccountNumber}
          </Field>
          <Field label={t('support:inbox.fields.email')}>
            <Anchor href={mailtoHref(question.emailAddress)}>{question.emailAddress}</Anchor>
          </Field>
          <Field label={t('support:inbox.fields.phone')}>
            <Anchor href={telHref(question.customerPhoneNumber)}>
              {question.customerPhoneNumber}
            </Anchor>
          </Field>
          <Field label={t('support:inbox.fields.questionType')}>
            {t(QUESTION_TYPE_LABEL_KEYS[question.questionType])}
          </Field>
          <Field label={t('support:inbox.fields.sentBy')} className={classes.sender}>
            {sender}
          </Field>
          <Field label={t('support:inbox.fields.question')} className={classes.wide}>
            <div className={classes.questionText}>{question.questionText}</div>
          </Field>
        </dl>
      </Stack>
    </Card>
  );
}
