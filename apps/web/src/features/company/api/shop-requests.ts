import { API } from '@procounter/shared/contracts/api-paths';
import type { ShopRequestBody, ShopRequestDetail } from '@procounter/shared/contracts/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyKeys } from './keys';

/**
 * POST /shop/{id}/shopRequest (a new PENDING request) or PUT /shop/{id}/shopRequest/{requestId}
 * (the pending one changed); the dashboard is read again.
 */
export function useSaveShopRequest(shopId: number, requestId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopRequestBody) =>
      requestId === null
        ? apiRequest<ShopRequestDetail>(API.shopRequestCreate(shopId), {
            method: 'POST',
            json: body,
          })
        : apiRequest<ShopRequestDetail>(API.shopRequest(shopId, requestId), {
            method: 'PUT',
            json: body,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: companyKeys.dashboard }),
  });
}
