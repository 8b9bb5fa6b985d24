import { API } from '@procounter/shared/contracts/api-paths';
import type { EnterpriseRecentVehicle, RecentVehicle } from '@procounter/shared/contracts/vehicle';
import { FEATURES } from '@procounter/shared/domain/features';
import { useQuery } from '@tanstack/react-query';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { useFeatureDisabled } from '@/hooks/use-feature-disabled';
import { queryFetch } from '@/lib/query-client';
import {
  fromEnterpriseRecentVehicle,
  fromRecentVehicle,
  type RecentVehicleRow,
} from '../utils/recent-vehicle-view';
import { recentVehicleKeys } from './keys';

/**
 * The shop's recent vehicles: GET /recent/vehicles/enterprise?shopId when the entsearch feature is
 * on, else GET /recent/vehicles; both as the same rows.
 */
export function useRecentVehicles(enabled = true) {
  const enterprise = !useFeatureDisabled(FEATURES.entsearch);
  const shopId = useCurrentShop(true).data?.id ?? null;
  return useQuery({
    queryKey: recentVehicleKeys.list(enterprise, shopId),
    queryFn: async (context): Promise<RecentVehicleRow[]> => {
      if (enterprise) {
        const list = await queryFetch<EnterpriseRecentVehicle[]>(
          context,
          API.recentVehiclesEnterprise,
          { query: { shopId } },
        );
        return list.map(fromEnterpriseRecentVehicle);
      }
      const list = await queryFetch<RecentVehicle[]>(context, API.recentVehicles, {});
      return list.map(fromRecentVehicle);
    },
    enabled: enabled && (!enterprise || shopId !== null),
  });
}
