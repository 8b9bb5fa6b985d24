import { API } from '@procounter/shared/contracts/api-paths';
import type { BroadcastMessage } from '@procounter/shared/contracts/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryFetch } from '@/lib/query-client';
import { messageKeys } from '@/lib/query-keys';

/** GET /message/get/current/BROADCAST. A failure is ignored (R-SHELL-6, R-SHOP-6): no toast, no retry. */
export function broadcastMessagesQuery() {
  return queryOptions({
    queryKey: messageKeys.broadcast,
    queryFn: (context) =>
      queryFetch<BroadcastMessage[]>(context, API.currentMessages('BROADCAST'), {}),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useBroadcastMessages() {
  return useQuery(broadcastMessagesQuery());
}

/** GET /message/dismiss/{id}; the message leaves the list at once. */
export function useDismissMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => apiRequest(API.dismissMessage(messageId), { method: 'GET' }),
    onMutate: (messageId) => {
      client.setQueryData<BroadcastMessage[]>(messageKeys.broadcast, (messages) =>
        messages?.filter((message) => message.messageId !== messageId),
      );
    },
  });
}
