import {
  type FitmentAnswer,
  fitmentAttributeOf,
} from '@procounter/shared/domain/fitment-questions';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentVehicle, useSelectedVehicle } from '@/hooks/use-current-vehicle';
import { useVehicleRequirement } from '@/hooks/use-vehicle-requirement';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/toasts';
import { useProductLookup } from '../api/get-products';
import { useSelectedPartTypes } from '../api/get-selected-part-types';
import { readLookupAnswers, withAnswer, writeLookupAnswers } from '../utils/lookup-memory';
import { readLookupParams } from '../utils/lookup-params';
import { useLookupTracking } from './use-lookup-tracking';

/**
 * The lookup of /catalog/products: the part types of the URL (`?partTypeId=`, repeatable) or else
 * the user's selection, sorted as `?sort=` says. A part type that needs a vehicle while none is
 * current opens the vehicle selector in forced mode and looks up again once one is chosen; a
 * failure shows the toast (R-PART-5, R-SHOP-6) once per failed lookup. This lookup's answers to
 * fitment questions (the position) come from the lookup memory and go with it; the vehicle's are
 * the server's, and a change of them (answered here, removed on the vehicle panel) looks up again.
 */
export function useProductsPageLookup() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const params = readLookupParams(searchParams);
  const fromSelection = params.partTypeIds.length === 0;
  const selection = useSelectedPartTypes();
  const nothingChosen = fromSelection && selection.data?.length === 0;
  const [answers, setAnswers] = useLookupAnswers();
  // From the selection, the lookup waits for it (a failure to read it leaves it to the server).
  const lookup = useProductLookup(
    params,
    selection.data?.map((s) => s.partTypeId),
    !fromSelection || (selection.data !== undefined && !nothingChosen) || selection.isError,
    answers,
  );
  useRefetchOnVehicleAnswers(() => void lookup.refetch());

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
    /** Answers a question of this lookup (valueId -99: 'Don't know or show all'). */
    answerLookup: (answer: FitmentAnswer) => setAnswers(withAnswer(answers, answer)),
    /** Removes an answer of this lookup: its question is asked again. */
    removeLookupAnswer: (answer: FitmentAnswer) =>
      setAnswers(
        answers.filter(
          (a) => !(a.attributeId === answer.attributeId && a.partTypeId === answer.partTypeId),
        ),
      ),
  };
}

/** This lookup's answers in the lookup memory, the current vehicle's (none for another one). */
function useLookupAnswers(): [FitmentAnswer[], (answers: FitmentAnswer[]) => void] {
  const vehicle = useSelectedVehicle();
  const vehicleKey = vehicle ? `${vehicle.id}:${vehicle.vehicleId}` : '';
  const [kept, setKept] = useState(() => ({
    vehicleKey,
    answers: readLookupAnswers(vehicleKey),
  }));
  const answers = kept.vehicleKey === vehicleKey ? kept.answers : readLookupAnswers(vehicleKey);
  const set = (next: FitmentAnswer[]) => {
    writeLookupAnswers(vehicleKey, next);
    setKept({ vehicleKey, answers: next });
  };
  return [vehicleKey === '' ? [] : answers, set];
}

/**
 * Looks up again when the fitment answers kept with the current vehicle change (not when the
 * vehicle first loads: the server knew them already).
 */
function useRefetchOnVehicleAnswers(refetch: () => void) {
  const { data, isSuccess } = useCurrentVehicle();
  const key = isSuccess
    ? JSON.stringify(
        (data?.answeredAttributes ?? [])
          .filter((a) => fitmentAttributeOf(a.attributeId)?.retained)
          .map((a) => [a.attributeId, a.valueId]),
      )
    : null;
  const seen = useRef(key);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (key === null || seen.current === key) return;
    const first = seen.current === null;
    seen.current = key;
    if (!first) latest.current();
  }, [key]);
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
