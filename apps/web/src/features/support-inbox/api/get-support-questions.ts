import { API } from '@procounter/shared/contracts/api-paths';
import {
  SUPPORT_QUESTION_PAGE_SIZE,
  type SupportQuestionList,
  type SupportQuestionStatus,
} from '@procounter/shared/contracts/support-question';
import {
  keepPreviousData,
  type QueryFunctionContext,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { supportInboxKeys } from './keys';

export interface SupportQuestionsFilter {
  /** null: every status. */
  status: SupportQuestionStatus | null;
  /** From 0. */
  page: number;
}

/** GET /admin/rest/supportQuestions?status&page&size: a page of the inbox, newest first. */
export function getSupportQuestions(
  { status, page }: SupportQuestionsFilter,
  context: Pick<QueryFunctionContext, 'client' | 'queryKey' | 'signal'>,
) {
  return queryFetch<SupportQuestionList>(context, API.supportQuestions, {
    query: { status: status ?? undefined, page, size: SUPPORT_QUESTION_PAGE_SIZE },
  });
}

export function supportQuestionsQuery(filter: SupportQuestionsFilter) {
  return queryOptions({
    queryKey: supportInboxKeys.list(filter.status, filter.page),
    queryFn: (context) => getSupportQuestions(filter, context),
    // Another page or filter keeps the current list on screen (marked busy) until it arrives.
    placeholderData: keepPreviousData,
  });
}

export function useSupportQuestions(filter: SupportQuestionsFilter) {
  return useQuery(supportQuestionsQuery(filter));
}
