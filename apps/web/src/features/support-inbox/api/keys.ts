import type { SupportQuestionStatus } from '@procounter/shared/contracts/support-question';

/** Query keys of the support inbox. */
export const supportInboxKeys = {
  all: ['supportInbox'] as const,
  lists: ['supportInbox', 'list'] as const,
  list: (status: SupportQuestionStatus | null, page: number) =>
    ['supportInbox', 'list', status ?? 'ALL', page] as const,
  outbox: (page: number) => ['supportInbox', 'outbox', page] as const,
};
