import { API } from '@procounter/shared/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './keys';

/** DELETE /parttypes/customPackageJob?jobId=: a shop job (managers); 404 for another shop's. */
export function deleteShopJob(jobId: number) {
  return apiRequest<unknown>(API.customPackageJob, { method: 'DELETE', query: { jobId } });
}

/** The list is read again after a delete, and after a refusal (another manager may have won). */
export function useDeleteShopJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShopJob,
    onSettled: () => client.invalidateQueries({ queryKey: catalogKeys.jobs }),
  });
}
