import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useVehicleSelectorData } from '@/hooks/use-vehicle-catalog';
import { type ChooseVehicle, useVehicleChoice } from '../hooks/use-vehicle-choice';
import { SelectorLoadFailed } from './selector-load-failed';
import { VehicleInputModes } from './vehicle-input-modes';

// The quote prompt loads when a choice asks for it, not with the page that embeds the entry.
const QuoteChoiceModal = lazy(() =>
  import('./quote-choice-modal').then((module) => ({ default: module.QuoteChoiceModal })),
);

export interface VehicleEntryProps {
  /** A vehicle became the current vehicle through this entry. */
  onChosen?: () => void;
  /** Put the text cursor in the plate box once the form is there (the start page, R-HOME-1). */
  autoFocus?: boolean;
}

/** The vehicle feature's choice flow, telling the page once a choice went through. */
export function useChoiceThen(onChosen?: () => void) {
  const { choose, prompt } = useVehicleChoice();
  const then = useRef(onChosen);
  then.current = onChosen;
  const chooseThen = useCallback<ChooseVehicle>(
    async (select, onFailure) => {
      const chosen = await choose(select, onFailure);
      if (chosen) then.current?.();
      return chosen;
    },
    [choose],
  );
  return { choose: chooseThen, prompt };
}

/**
 * The info bar selector's input modes (plate with state, VIN, year/make/model) embedded in a page:
 * the same forms, the same choice flow (the quote question included). The start page shows it.
 */
export function VehicleEntry({ onChosen, autoFocus = false }: VehicleEntryProps) {
  const selectorData = useVehicleSelectorData();
  // Each choice made starts the forms afresh: in the info bar the panel closes, and its dialogs
  // (plate results, recent vehicles) with it; on a page they close with the forms' new round.
  const [round, setRound] = useState(0);
  const { choose, prompt } = useChoiceThen(
    useCallback(() => {
      setRound((n) => n + 1);
      onChosen?.();
    }, [onChosen]),
  );
  const ref = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  const ready = selectorData.data !== undefined;

  useEffect(() => {
    if (!autoFocus || !ready || focused.current) return;
    focused.current = true;
    // The plate box (the first mode): the user types a plate at once; unless they have already
    // put the focus somewhere (the search box, the quote) while the page was coming.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) return;
    ref.current?.querySelector<HTMLInputElement>('input[name="plate"]')?.focus();
  }, [autoFocus, ready]);

  let content: React.ReactNode;
  if (selectorData.data) {
    content = <VehicleInputModes key={round} data={selectorData.data} choose={choose} />;
  } else if (selectorData.isError) {
    content = (
      <SelectorLoadFailed
        onReload={() => void selectorData.refetch()}
        reloading={selectorData.isFetching}
      />
    );
  } else {
    content = <LoadingIndicator size="sm" />;
  }

  return (
    <div ref={ref}>
      {content}
      {prompt ? (
        <Suspense fallback={null}>
          <QuoteChoiceModal prompt={prompt} />
        </Suspense>
      ) : null}
    </div>
  );
}
