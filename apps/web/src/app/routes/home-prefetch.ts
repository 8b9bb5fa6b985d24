import { isVehicleSelected } from '@procounter/shared/domain/vehicle';
import type { QueryClient } from '@tanstack/react-query';
import { homeWorksheetsQuery } from '@/features/home/api/get-home-worksheets';
import { popularPartTypesQuery } from '@/features/home/api/get-popular-part-types';
import { stockOrderSummariesQuery } from '@/features/home/api/get-stock-order-summaries';
import { currentVehicleQuery } from '@/hooks/use-current-vehicle';
import { vehicleSelectorDataQuery } from '@/hooks/use-vehicle-catalog';
import { getSession } from '@/lib/session';

/** The longest the start page waits for its lists before it shows them loading instead. */
export const HOME_PREFETCH_WAIT_MS = 1500;

/**
 * The start page's first data (R-HOME-1..3), asked for while its code loads: the vehicle entry's
 * years and states, the open quotes, the recent orders, the stock orders and, with a vehicle
 * chosen, its popular part types. The page then renders once, in the router's transition, with its
 * sections filled in, instead of a loading row that each answer replaces and pushes the sections
 * below it down (layout shift), each in a task of its own on a slow phone. Answers already in the
 * cache are taken as they are (the page's queries refresh them). A slow answer does not hold the
 * page: after HOME_PREFETCH_WAIT_MS it renders with that section loading.
 */
export async function prefetchHome(client: QueryClient): Promise<void> {
  if (!getSession().auth) return;
  // A failed answer is the page's to show (its section's error and Try again).
  const settled = <T>(answer: Promise<T>) => answer.catch(() => undefined);
  const popular = settled(client.ensureQueryData(currentVehicleQuery())).then((vehicle) =>
    isVehicleSelected(vehicle) ? settled(client.ensureQueryData(popularPartTypesQuery())) : null,
  );
  await Promise.race([
    Promise.all([
      settled(client.ensureQueryData(vehicleSelectorDataQuery())),
      settled(client.ensureQueryData(homeWorksheetsQuery('QUOTE'))),
      settled(client.ensureQueryData(homeWorksheetsQuery('ORDER'))),
      settled(client.ensureQueryData(stockOrderSummariesQuery())),
      popular,
    ]),
    new Promise((resolve) => setTimeout(resolve, HOME_PREFETCH_WAIT_MS)),
  ]);
}
