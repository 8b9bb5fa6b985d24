import { API } from '@procounter/shared/contracts/api-paths';
import type { PackageJobParts } from '@procounter/shared/contracts/package-job';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/**
 * GET /parttypes/packageJobPartTypes?jobId=: the job's part types with the products that fit the
 * current vehicle, the best first. 409 NO_CURRENT_VEHICLE when a part type needs a vehicle and
 * none is current; 404 for a job the shop cannot see. The key carries the vehicle, so a vehicle
 * chosen or changed is a new lookup.
 */
export function packageJobPartsQuery(jobId: number, vehicleId: number | null, enabled = true) {
  return queryOptions({
    queryKey: catalogKeys.jobParts(jobId, vehicleId),
    queryFn: (context) =>
      queryFetch<PackageJobParts>(context, API.packageJobPartTypes, { query: { jobId } }),
    retry: false,
    enabled,
  });
}

export function usePackageJobParts(jobId: number, vehicleId: number | null, enabled: boolean) {
  return useQuery(packageJobPartsQuery(jobId, vehicleId, enabled));
}
