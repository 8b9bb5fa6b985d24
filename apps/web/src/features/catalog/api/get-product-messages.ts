import { API } from '@procounter/shared/contracts/api-paths';
import type { BroadcastMessage } from '@procounter/shared/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/**
 * GET /message/get/category/PRODUCT: the messages shown above the part lookup's results (the
 * broadcast message shape). Like broadcast messages, a failure is ignored.
 */
export function useProductMessages() {
  return useQuery({
    queryKey: catalogKeys.messages,
    queryFn: (context) => queryFetch<BroadcastMessage[]>(context, API.productMessages, {}),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
