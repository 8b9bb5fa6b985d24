import { useCallback, useState } from 'react';
import { QuoteChoiceModal } from './quote-choice-modal';
import { RecentVehiclesTable } from './recent-vehicles-table';
import { useChoiceThen, type VehicleEntryProps } from './vehicle-entry';

/** The shop's recent vehicles as a table on a page; a row click makes it the current vehicle. */
export function RecentVehiclesEntry({ onChosen }: Pick<VehicleEntryProps, 'onChosen'>) {
  // A row chosen shows its spinner until the choice is made; the table starts afresh after it.
  const [round, setRound] = useState(0);
  const { choose, prompt } = useChoiceThen(
    useCallback(() => {
      setRound((n) => n + 1);
      onChosen?.();
    }, [onChosen]),
  );
  return (
    <>
      <RecentVehiclesTable key={round} choose={choose} />
      <QuoteChoiceModal prompt={prompt} />
    </>
  );
}
