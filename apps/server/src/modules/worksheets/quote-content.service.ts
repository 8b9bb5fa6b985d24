import type { ServiceDeps } from '../../lib/deps';
import { presentWorksheetVehicle } from './worksheet-view.service';
import {
  type CustomerLineRow,
  findCustomerLinesOf,
  findWorksheetOfShop,
  findWorksheetVehicles,
  type WorksheetRow,
} from './worksheets.repository';

export type { CustomerLineRow, WorksheetRow } from './worksheets.repository';

// What the customer approval (modules/quote-approvals) reads of quotes: their lines without costs
// or line codes, for several quotes in one query (the Quotes and Orders rows need every row's
// version at once), and a quote's vehicle and customer. Apart from worksheets.service so the
// approvals read it without an import cycle (worksheet-orders.service reads the approvals).

type Deps = Pick<ServiceDeps, 'db'>;

/** The lines of each worksheet (every one asked for, [] when it has none). */
export async function findCustomerLines(
  deps: Deps,
  worksheetIds: readonly number[],
): Promise<Map<number, CustomerLineRow[]>> {
  const byWorksheet = new Map<number, CustomerLineRow[]>(worksheetIds.map((id) => [id, []]));
  for (const row of await findCustomerLinesOf(deps.db, worksheetIds)) {
    byWorksheet.get(row.worksheetId)?.push(row);
  }
  return byWorksheet;
}

/** A worksheet of the shop with its lines as the customer may see them; undefined for any other. */
export async function findCustomerQuote(
  deps: Deps,
  shopId: number,
  worksheetId: number,
): Promise<{ worksheet: WorksheetRow; lines: CustomerLineRow[] } | undefined> {
  const worksheet = await findWorksheetOfShop(deps.db, worksheetId, shopId);
  if (!worksheet) return undefined;
  const lines = (await findCustomerLines(deps, [worksheet.id])).get(worksheet.id) ?? [];
  return { worksheet, lines };
}

/**
 * The quote's current vehicle as one line ('2013 Ford F-150 3.5L V6 Gas XLT') and the customer it
 * names: a shop's customer record (id) or typed names; null names when none.
 */
export async function findQuoteVehicleAndCustomer(deps: Deps, worksheet: WorksheetRow) {
  const vehicle = (await findWorksheetVehicles(deps.db, worksheet.id)).find(
    (v) => v.id === worksheet.currentVehicleId,
  );
  if (!vehicle) return { vehicle: null, customer: null };
  const presented = await presentWorksheetVehicle(deps, vehicle);
  const first = vehicle.shopCustomerFirst?.trim() || null;
  const last = vehicle.shopCustomerLast?.trim() || null;
  return {
    vehicle: presented.description,
    customer:
      vehicle.shopCustomerId !== null || first || last
        ? { id: vehicle.shopCustomerId, firstName: first, lastName: last }
        : null,
  };
}
