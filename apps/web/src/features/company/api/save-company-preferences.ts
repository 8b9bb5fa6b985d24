import { API } from '@procounter/shared/contracts/api-paths';
import type { SaveCompanyPreferencesBody } from '@procounter/shared/contracts/company';
import type { Company } from '@procounter/shared/contracts/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyKeys } from './keys';

/** POST /company/savePreferencesByCompanyId?companyId: answers the company as saved. */
export function useSaveCompanyPreferences(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCompanyPreferencesBody) =>
      apiRequest<Company>(API.saveCompanyPreferences, {
        method: 'POST',
        query: { companyId },
        json: body,
      }),
    onSuccess: (company) => {
      client.setQueryData(companyKeys.dashboard, (old: unknown) =>
        old && typeof old === 'object' ? { ...old, company } : old,
      );
      // Every company query (the dashboard, and the shop's company the quote's submit form reads,
      // lib/query-keys.ts companyKeys.byShop) is read again: the order asks for what was saved.
      void client.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
