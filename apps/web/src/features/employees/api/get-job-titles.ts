import { API } from '@procounter/shared/contracts/api-paths';
import type { Constants } from '@procounter/shared/contracts/app';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { employeeKeys } from './keys';

/** GET /constants?jobTitles=true: the job titles a new employee may have. */
export function jobTitlesQuery() {
  return queryOptions({
    queryKey: employeeKeys.jobTitles,
    queryFn: async (context) =>
      (await queryFetch<Constants>(context, API.constants, { query: { jobTitles: true } }))
        .jobTitles ?? [],
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useJobTitles(enabled: boolean) {
  return useQuery({ ...jobTitlesQuery(), enabled });
}
