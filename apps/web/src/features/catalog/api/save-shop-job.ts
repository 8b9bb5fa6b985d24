import { API } from '@procounter/shared/contracts/api-paths';
import type { CreatePackageJobBody, PackageJob } from '@procounter/shared/contracts/package-job';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './keys';

/**
 * POST /parttypes/customPackageJob: a shop job (managers). 409 PACKAGE_JOB_NAME_TAKEN when the
 * shop has a job of that name, 422 PACKAGE_JOB_LIMIT past SHOP_PACKAGE_JOBS_MAX.
 */
export function saveShopJob(body: CreatePackageJobBody) {
  return apiRequest<PackageJob>(API.customPackageJob, { method: 'POST', json: body });
}

/** A saved job is in the list read again. */
export function useSaveShopJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveShopJob,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.jobs }),
  });
}
