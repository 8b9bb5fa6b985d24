import { API } from '@procounter/shared/contracts/api-paths';
import type { Earnback } from '@procounter/shared/contracts/statement';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { statementKeys } from './keys';

/** GET /admin/earnback: this quarter's progress and the credits paid (eligible users only). */
export function useEarnback(enabled: boolean) {
  return useQuery({
    queryKey: statementKeys.earnback,
    queryFn: (context) => queryFetch<Earnback>(context, API.earnback, {}),
    enabled,
  });
}
