import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '@/lib/toasts';
import { selectByYmm } from '../api/select-by-ymm';
import { type QuotePrompt, useVehicleChoice } from './use-vehicle-choice';

export interface BaseVehicleSelection {
  /** Makes the base vehicle (year make model) current; resolves true once it is. */
  selectBaseVehicle: (baseVehicleId: number) => Promise<boolean>;
  /** The quote question while one is asked: render it with QuoteChoiceModal. */
  prompt: QuotePrompt | null;
}

/**
 * Selecting a vehicle from outside the selector (the info bar's typeahead, through the app layer):
 * the same choice flow as the selector's, so a quote with items asks Start New Quote or Add To
 * Existing Quote first, and a page waiting for a vehicle carries on afterwards.
 */
export function useSelectBaseVehicle(): BaseVehicleSelection {
  const { t } = useTranslation();
  const { choose, prompt } = useVehicleChoice();
  const selectBaseVehicle = useCallback(
    (baseVehicleId: number) =>
      choose(
        (quote) => selectByYmm({ baseVehicleId }, quote),
        () => showErrorToast(t('vehicle:changeFailed')),
      ),
    [choose, t],
  );
  return { selectBaseVehicle, prompt };
}
