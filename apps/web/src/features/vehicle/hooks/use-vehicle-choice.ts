import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import { CancelledError, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchQuoteItemCount } from '@/hooks/use-quote-item-count';
import { vehicleChosen } from '@/lib/vehicle-selector';
import { refreshVehicleData } from './refresh-vehicle-data';

/** One select call; `quote` is the quote choice, undefined when nobody was asked. */
export type SelectCall = (quote: boolean | undefined) => Promise<CurrentVehicle>;

/** Chooses a vehicle; resolves true once it is the current vehicle. */
export type ChooseVehicle = (
  select: SelectCall,
  onFailure: (error: unknown) => void,
) => Promise<boolean>;

export interface QuotePrompt {
  count: number;
  /** true: Add To Existing Quote; false: Start New Quote; null: cancel. */
  answer: (quote: boolean | null) => void;
}

/**
 * Every way of choosing a vehicle goes through here (R-VEH-12, R-VEH-13): when the quote holds
 * items, the user picks Start New Quote or Add To Existing Quote first; after the select call the
 * vehicle data is refreshed, the panel closes and a page waiting for a vehicle carries on.
 */
export function useVehicleChoice(): { choose: ChooseVehicle; prompt: QuotePrompt | null } {
  const client = useQueryClient();
  const [prompt, setPrompt] = useState<QuotePrompt | null>(null);

  const askQuote = useCallback(
    (count: number) =>
      new Promise<boolean | null>((resolve) => {
        setPrompt({
          count,
          answer: (quote) => {
            setPrompt(null);
            resolve(quote);
          },
        });
      }),
    [],
  );

  const choose = useCallback<ChooseVehicle>(
    async (select, onFailure) => {
      const count = await fetchQuoteItemCount(client);
      let quote: boolean | undefined;
      if (count > 0) {
        const answer = await askQuote(count);
        if (answer === null) return false;
        quote = answer;
      }
      let vehicle: CurrentVehicle;
      try {
        vehicle = await select(quote);
      } catch (error) {
        if (!(error instanceof CancelledError)) onFailure(error);
        return false;
      }
      // The answer shows at once (refreshVehicleData stores it before refetching), so the panel
      // closes now: were it to wait for the refetches, a click on the toggle, which already names
      // the new vehicle, would find the panel still open and close it, and then nothing would open.
      const refreshed = refreshVehicleData(client, vehicle);
      vehicleChosen();
      await refreshed;
      return true;
    },
    [client, askQuote],
  );

  return { choose, prompt };
}
