import { API } from '@procounter/shared/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';

/**
 * POST /user/showChatNowTooltip: true the first time (show the chat tooltip), false after. Asked
 * once per page load; the server remembers that it answered.
 */
export function useShowChatTooltip() {
  return useQuery({
    queryKey: ['session', 'chatTooltip'],
    queryFn: (context) => queryFetch<boolean>(context, API.showChatNowTooltip, { method: 'POST' }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
