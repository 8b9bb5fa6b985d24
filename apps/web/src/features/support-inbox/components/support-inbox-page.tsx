import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  SUPPORT_QUESTION_PAGE_SIZE,
  type SupportQuestionStatus,
} from '@procounter/shared/contracts/support-question';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LabelledPagination } from '@/components/labelled-pagination';
import { LoadingIndicator } from '@/components/loading-indicator';
import { RetryAlert } from '@/components/retry-alert';
import { type SupportQuestionsFilter, useSupportQuestions } from '../api/get-support-questions';
import { readInboxSearchParams, writeInboxSearchParams } from '../utils/inbox-search-params';
import classes from './support-inbox.module.css';
import { SupportQuestionCard } from './support-question-card';

const ALL = 'ALL';

/**
 * /support/questions: the questions sent from the Help Center, newest first, with a status filter
 * and pages (both in the URL). Each question is a card, on phones and desktops alike: the question
 * text is long and free-form, which a table row would squeeze.
 */
export function SupportInboxPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readInboxSearchParams(searchParams);
  const questions = useSupportQuestions(filter);
  const filterLabelId = useId();

  const go = (next: SupportQuestionsFilter) => setSearchParams(writeInboxSearchParams(next));

  const data = questions.isPlaceholderData ? undefined : questions.data;
  const shown = questions.data;
  const pages = shown ? Math.max(1, Math.ceil(shown.total / SUPPORT_QUESTION_PAGE_SIZE)) : 1;

  // A page past the end (the last questions answered away, or an old link) shows the last page.
  const pastTheEnd =
    data !== undefined && data.questions.length === 0 && data.total > 0 && filter.page > 0;
  const status = filter.status;
  useEffect(() => {
    if (!pastTheEnd) return;
    setSearchParams(writeInboxSearchParams({ status, page: pages - 1 }), { replace: true });
  }, [pastTheEnd, pages, status, setSearchParams]);

  let body: ReactNode;
  if (questions.isError) {
    body = (
      <RetryAlert
        message={t('support:inbox.loadFailed')}
        retryLabel={t('support:inbox.retry')}
        onRetry={() => void questions.refetch()}
      />
    );
  } else if (!shown || pastTheEnd) {
    body = (
      <Group justify="center" p="xl">
        <LoadingIndicator />
      </Group>
    );
  } else if (shown.total === 0) {
    body = (
      <Text c="dimmed">
        {filter.status ? t('support:inbox.emptyFiltered') : t('support:inbox.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm" className={questions.isPlaceholderData ? classes.stale : undefined}>
        <Text size="sm" c="dimmed" role="status">
          {t('support:inbox.total', { count: shown.total })}
        </Text>
        <ul className={classes.list}>
          {shown.questions.map((question) => (
            <li key={question.id}>
              <SupportQuestionCard question={question} />
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <LabelledPagination
            total={pages}
            value={filter.page + 1}
            onChange={(page) => go({ ...filter, page: page - 1 })}
            aria-label={t('support:inbox.pagination')}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={500} id={filterLabelId} mb={4}>
          {t('support:inbox.filter')}
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabelId}
          value={filter.status ?? ALL}
          onChange={(value) =>
            go({ status: value === ALL ? null : (value as SupportQuestionStatus), page: 0 })
          }
          data={[
            { value: ALL, label: t('support:inbox.all') },
            { value: 'NEW', label: t('support:inbox.status.NEW') },
            { value: 'ANSWERED', label: t('support:inbox.status.ANSWERED') },
          ]}
        />
      </div>
      <section aria-label={t('support:inbox.title')} aria-busy={questions.isFetching}>
        {body}
      </section>
    </Stack>
  );
}
