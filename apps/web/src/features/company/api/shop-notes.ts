import { API } from '@procounter/shared/contracts/api-paths';
import type { ShopNote } from '@procounter/shared/contracts/company';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryFetch } from '@/lib/query-client';
import { companyKeys } from './keys';

/** GET /shop/{id}/notes: newest first. */
export function shopNotesQuery(shopId: number) {
  return queryOptions({
    queryKey: companyKeys.notes(shopId),
    queryFn: (context) => queryFetch<ShopNote[]>(context, API.shopNotes(shopId), {}),
  });
}

export function useShopNotes(shopId: number, enabled: boolean) {
  return useQuery({ ...shopNotesQuery(shopId), enabled });
}

/** POST /shop/{id}/notes: the note goes on top of the list. */
export function useAddShopNote(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<ShopNote>(API.shopNotes(shopId), { method: 'POST', json: { body } }),
    onSuccess: (note) => {
      client.setQueryData<ShopNote[]>(companyKeys.notes(shopId), (old) => [note, ...(old ?? [])]);
    },
  });
}
