import { API } from '@procounter/shared/contracts/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';

/** GET /current/hasDealerControlOrIsDemo: false means the user's access has a problem. */
export function dealerControlQuery() {
  return queryOptions({
    queryKey: ['session', 'dealerControl'],
    queryFn: (context) => queryFetch<boolean>(context, API.hasDealerControlOrIsDemo, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useHasDealerControl() {
  return useQuery(dealerControlQuery());
}
