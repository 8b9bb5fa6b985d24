import { API } from '@procounter/shared/contracts/api-paths';
import type {
  IdValue,
  VehicleModel,
  VehicleSelectorData,
} from '@procounter/shared/contracts/vehicle';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryFetch } from '@/lib/query-client';

/**
 * The vehicle catalog's picker calls (years and states, makes, models, engines, submodels): the
 * vehicle selector (features/vehicle) and a customer's vehicle form (features/customers) pick a
 * vehicle with the same calls, under the same keys, so one answer serves both. The catalog changes
 * with a deployment, not during a session: every answer is kept for the session.
 */
export const pickerKeys = {
  all: ['vehicle', 'picker'] as const,
  selectorData: ['vehicle', 'picker', 'selectorData'] as const,
  makes: (year: number) => ['vehicle', 'picker', 'makes', year] as const,
  models: (year: number, makeId: number) => ['vehicle', 'picker', 'models', year, makeId] as const,
  engines: (baseVehicleId: number, subModelId: number | null) =>
    ['vehicle', 'picker', 'engines', baseVehicleId, subModelId] as const,
  /** The -99 entry's text comes in the caller's language, hence the locale. */
  submodels: (
    baseVehicleId: number,
    engineId: number | null,
    subModelId: number | null,
    locale: string,
  ) => ['vehicle', 'picker', 'submodels', baseVehicleId, engineId, subModelId, locale] as const,
};

/** GET /vehicle/select/vehicleSelectorData: years (newest first) and states. */
export function vehicleSelectorDataQuery() {
  return queryOptions({
    queryKey: pickerKeys.selectorData,
    queryFn: (context) => queryFetch<VehicleSelectorData>(context, API.vehicleSelectorData, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useVehicleSelectorData() {
  return useQuery(vehicleSelectorDataQuery());
}

/** GET /vehicle/select/v2/makes?year, once a year is chosen. */
export function useMakes(year: number | null) {
  return useQuery({
    queryKey: pickerKeys.makes(year ?? 0),
    queryFn: (context) => queryFetch<IdValue[]>(context, API.vehicleMakes, { query: { year } }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: year !== null,
  });
}

/** GET /vehicle/select/v2/models?year&makeId: each model with its base vehicle id. */
export function useModels(year: number | null, makeId: number | null) {
  return useQuery({
    queryKey: pickerKeys.models(year ?? 0, makeId ?? 0),
    queryFn: (context) =>
      queryFetch<VehicleModel[]>(context, API.vehicleModels, { query: { year, makeId } }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: year !== null && makeId !== null,
  });
}

/**
 * GET /vehicle/select/engines?baseVehicleId[&subModelId]: the engines of a base vehicle, only those
 * that go with the submodel when one is given.
 */
export function useEngines(baseVehicleId: number | null, subModelId: number | null = null) {
  return useQuery({
    queryKey: pickerKeys.engines(baseVehicleId ?? 0, subModelId),
    queryFn: (context) =>
      queryFetch<IdValue[]>(context, API.vehicleEngines, { query: { baseVehicleId, subModelId } }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: baseVehicleId !== null,
  });
}

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
