import { API } from '@procounter/shared/contracts/api-paths';
import type { PackageJobList } from '@procounter/shared/contracts/package-job';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/**
 * GET /parttypes/shopjobs: the catalog's package jobs, then the current shop's jobs by name, and
 * whether the caller may save and delete the shop's jobs (canManage).
 */
export function packageJobsQuery(enabled = true) {
  return queryOptions({
    queryKey: catalogKeys.jobs,
    queryFn: (context) => queryFetch<PackageJobList>(context, API.packageJobs, {}),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function usePackageJobs(enabled: boolean) {
  return useQuery(packageJobsQuery(enabled));
}
