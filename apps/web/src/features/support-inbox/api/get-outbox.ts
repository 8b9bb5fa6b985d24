import { API } from '@procounter/shared/contracts/api-paths';
import { MAIL_OUTBOX_PAGE_SIZE, type MailOutboxPage } from '@procounter/shared/contracts/mail';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { supportInboxKeys } from './keys';

/** GET /support/outbox?page&size: a page of the mail outbox, newest first. */
export function outboxQuery(page: number) {
  return queryOptions({
    queryKey: supportInboxKeys.outbox(page),
    queryFn: (context) =>
      queryFetch<MailOutboxPage>(context, API.supportOutbox, {
        query: { page, size: MAIL_OUTBOX_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(page: number) {
  return useQuery(outboxQuery(page));
}
