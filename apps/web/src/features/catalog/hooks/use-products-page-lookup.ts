import { useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useVehicleRequirement } from '@/hooks/use-vehicle-requirement';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/toasts';
import { useProductLookup } from '../api/get-products';
import { useSelectedPartTypes } from '../api/get-selected-part-types';
import { readLookupParams } from '../utils/lookup-params';
import { useLookupTracking } from './use-lookup-tracking';

/**
 * The lookup of /catalog/products: the part types of the URL (`?partTypeId=`, repeatable) or else
 * the user's selection, sorted as `?sort=` says. A part type that needs a vehicle while none is
 * current opens the vehicle selector in forced mode and looks up again once one is chosen; a
 * failure shows the toast (R-PART-5, R-SHOP-6) once per failed lookup.
 */
export function useProductsPageLookup() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const params = readLookupParams(searchParams);
  const fromSelection = params.partTypeIds.length === 0;
  const selection = useSelectedPartTypes();
  const nothingChosen = fromSelection && selection.data?.length === 0;
  // From the selection, the lookup waits for it (a failure to read it leaves it to the server).
  const lookup = useProductLookup(
    params,
    selection.data?.map((s) => s.partTypeId),
    !fromSelection || (selection.data !== undefined && !nothingChosen) || selection.isError,
  );

  const needsVehicle =
    lookup.error instanceof ApiError && lookup.error.code === 'NO_CURRENT_VEHICLE';
  const failed = lookup.isError && !needsVehicle;
  useLookupFailureToast(failed ? lookup.errorUpdatedAt : 0, t('common:parts.partLookupFailed'));
  const askForVehicle = useVehicleAskOnce(needsVehicle, lookup);

  // The answer's tens of rows of parts render in a transition, in slices a tap or a key can come
  // between, instead of in one long task as it arrives (a phone's main thread blocked for a second);
  // the loading overlay stays until they show.
  const data = useDeferredValue(lookup.data);
  const rendering = data !== lookup.data;
  const tracked = useLookupTracking(data, lookup.isSuccess ? lookup.dataUpdatedAt : 0);
  const loading = lookup.isFetching || rendering || (fromSelection && selection.isPending);

  return {
    params,
    nothingChosen,
    data,
    loading,
    failed,
    needsVehicle,
    tracked,
    retry: () => void lookup.refetch(),
    askForVehicle,
  };
}

/** The toast once per failed lookup (a retry that fails again shows it again). */
function useLookupFailureToast(failedAt: number, message: string) {
  useEffect(() => {
    if (failedAt > 0) showErrorToast(message);
  }, [failedAt, message]);
}

/**
 * Asks for a vehicle once per 409 NO_CURRENT_VEHICLE; the lookup runs again when one is chosen.
 * Answers the ask, for the page's own button.
 */
function useVehicleAskOnce(
  needsVehicle: boolean,
  lookup: { errorUpdatedAt: number; refetch: () => Promise<unknown> },
) {
  const { requireVehicle } = useVehicleRequirement();
  const askedAt = useRef(0);
  useEffect(() => {
    if (!needsVehicle || askedAt.current === lookup.errorUpdatedAt) return;
    askedAt.current = lookup.errorUpdatedAt;
    void requireVehicle(() => void lookup.refetch());
  }, [needsVehicle, lookup.errorUpdatedAt, lookup, requireVehicle]);
  return () => void requireVehicle(() => void lookup.refetch());
}
