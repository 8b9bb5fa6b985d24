import { API } from '@procounter/shared/contracts/api-paths';
import type {
  ReviewShopRequestBody,
  ShopRequestDetail,
  SupportShopRequest,
} from '@procounter/shared/contracts/company';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryFetch } from '@/lib/query-client';
import { companyKeys } from './keys';

/** GET /support/shopRequests: the requests waiting for review, oldest first. */
export function supportShopRequestsQuery() {
  return queryOptions({
    queryKey: companyKeys.supportRequests,
    queryFn: (context) =>
      queryFetch<SupportShopRequest[]>(context, API.supportShopRequests, {
        query: { status: 'PENDING' },
      }),
  });
}

export function useSupportShopRequests() {
  return useQuery(supportShopRequestsQuery());
}

/** POST /support/shopRequests/{id}/review: approve or deny; the queue is read again. */
export function useReviewShopRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewShopRequestBody & { id: number }) =>
      apiRequest<ShopRequestDetail>(API.supportShopRequestReview(id), {
        method: 'POST',
        json: body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: companyKeys.supportRequests }),
  });
}
