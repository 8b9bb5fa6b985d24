import { API } from '@procounter/shared/contracts/api-paths';
import type { StatementDetail } from '@procounter/shared/contracts/statement';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { statementKeys } from './keys';

/** GET /admin/statements/{month}: the month's invoices, credits and payments with balances. */
export function useStatement(month: string) {
  return useQuery({
    queryKey: statementKeys.month(month),
    queryFn: (context) => queryFetch<StatementDetail>(context, API.statement(month), {}),
  });
}
