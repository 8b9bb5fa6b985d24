import { API } from '@procounter/shared/contracts/api-paths';
import type { StatementList } from '@procounter/shared/contracts/statement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { statementKeys } from './keys';

/** GET /admin/statements: the account and its last 24 months, newest first. */
export function statementsQuery() {
  return queryOptions({
    queryKey: statementKeys.list,
    queryFn: (context) => queryFetch<StatementList>(context, API.statements, {}),
  });
}

export function useStatements() {
  return useQuery(statementsQuery());
}
