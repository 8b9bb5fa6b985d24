import { API } from '@procounter/shared/contracts/api-paths';
import type { IdValue } from '@procounter/shared/contracts/vehicle';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryFetch } from '@/lib/query-client';
import { pickerKeys } from './keys';

export interface SubmodelsFilter {
  baseVehicleId: number | null;
  /** Only the submodels that go with this engine. */
  engineId?: number | null;
  /** The submodel already chosen: it stays in the list whatever the engine. */
  subModelId?: number | null;
}

/**
 * GET /vehicle/select/submodels?baseVehicleId[&engineId][&subModelId]: "Don't know or show all"
 * (-99) first, then the submodels.
 */
export function useSubmodels({
  baseVehicleId,
  engineId = null,
  subModelId = null,
}: SubmodelsFilter) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: pickerKeys.submodels(baseVehicleId ?? 0, engineId, subModelId, i18n.language),
    queryFn: (context) =>
      queryFetch<IdValue[]>(context, API.vehicleSubmodels, {
        query: { baseVehicleId, engineId, subModelId },
      }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: baseVehicleId !== null,
  });
}
