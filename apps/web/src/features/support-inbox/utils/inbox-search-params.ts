import {
  SUPPORT_QUESTION_STATUSES,
  type SupportQuestionStatus,
} from '@procounter/shared/contracts/support-question';
import type { SupportQuestionsFilter } from '../api/get-support-questions';

// The filter and page live in the URL (?status=NEW&page=2, the page counted from 1 as people do),
// so a reload, a shared link and the back button keep them. Anything unreadable is the default.

export function readInboxSearchParams(search: URLSearchParams): SupportQuestionsFilter {
  const status = search.get('status');
  const page = Number(search.get('page') ?? '1');
  return {
    status: SUPPORT_QUESTION_STATUSES.includes(status as SupportQuestionStatus)
      ? (status as SupportQuestionStatus)
      : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : 0,
  };
}

export function writeInboxSearchParams({ status, page }: SupportQuestionsFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (page > 0) search.set('page', String(page + 1));
  return search;
}
