import type { EnterpriseRecentVehicle, RecentVehicle } from '@procounter/shared/contracts/vehicle';
import { RECENT_VEHICLES_LIMIT } from '@procounter/shared/domain/constants';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { assertShopAccessible, requireCurrentShop } from '../shops/shops.service';
import {
  deleteRecentVehicleOfShop,
  findRecentVehicleOfShop,
  findRecentVehicles,
  findRecentVehiclesByVinSuffix,
  type RecentPick,
  type RecentVehicleKey,
  type RecentVehicleRow,
  updateRecentVehicleAttributes,
  upsertRecentVehicle,
} from './recent-vehicles.repository';

export type { RecentVehicleRow } from './recent-vehicles.repository';

type Deps = Pick<ServiceDeps, 'db'>;

/** A vehicle a user of a shop picked (its time comes from the clock). */
export type RecentVehiclePick = Omit<RecentPick, 'createdAt'>;

/** Puts a pick at the top of the shop's recent vehicles (a repeat pick moves its row). */
export function recordRecentVehicle(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  pick: RecentVehiclePick,
) {
  return upsertRecentVehicle(db, { ...pick, createdAt: clock.now() });
}

/**
 * The current vehicle's engine, submodel or fitment answers changed (picked, or removed): its
 * recent vehicle of the shop says so too, so the recent list names the vehicle as the counter
 * refined it and a pick of it again starts with the answers.
 */
export async function refineRecentVehicle(
  { db }: Pick<ServiceDeps, 'db'>,
  key: RecentVehicleKey,
  values: {
    engineId?: number | null;
    submodelId?: number | null;
    qualifierAnswers?: { attributeId: number; valueId: number }[];
  },
) {
  await updateRecentVehicleAttributes(db, key, values);
}

type ListedRow = Awaited<ReturnType<typeof findRecentVehicles>>[number];

const common = (row: ListedRow) => ({
  id: row.id,
  createDateTime: row.createdAt.toISOString(),
  vin: row.vin,
  sourceVinScanner: row.sourceVinScanner,
  vehicleNotes: row.vehicleNotes,
  engine: row.engine,
  submodel: row.submodel,
});

/** GET /recent/vehicles: the current shop's newest recent vehicles, legacy field names. */
export async function listRecentVehicles(deps: Deps, user: AuthUser): Promise<RecentVehicle[]> {
  const { shop } = await requireCurrentShop(deps, user);
  const rows = await findRecentVehicles(deps.db, shop.id, RECENT_VEHICLES_LIMIT);
  return rows.map((row) => ({
    ...common(row),
    licensePlate: row.plate,
    licensePlateState: row.state,
    epcVehicleYear: row.year,
    epcVehicleMake: row.make,
    epcVehicleModel: row.model,
  }));
}

/** GET /recent/vehicles/enterprise?shopId: a shop's (one the user may act for) recent vehicles. */
export async function listEnterpriseRecentVehicles(
  deps: Deps,
  user: AuthUser,
  shopId: number,
): Promise<EnterpriseRecentVehicle[]> {
  await assertShopAccessible(deps, user, shopId);
  const rows = await findRecentVehicles(deps.db, shopId, RECENT_VEHICLES_LIMIT);
  return rows.map((row) => ({
    ...common(row),
    plate: row.plate,
    state: row.state,
    year: row.year,
    make: row.make,
    model: row.model,
  }));
}

/** DELETE /recent/deleteRecentVehicle.json: 404 unless the row is one of the current shop's. */
export async function deleteRecentVehicle(deps: Deps, user: AuthUser, recentVehicleId: number) {
  const { shop } = await requireCurrentShop(deps, user);
  if (!(await deleteRecentVehicleOfShop(deps.db, recentVehicleId, shop.id))) {
    throw notFound('No such recent vehicle');
  }
}

/** A recent vehicle of the shop; 404 for any other id. */
export async function getRecentVehicleOfShop(
  deps: Deps,
  shopId: number,
  recentVehicleId: number,
): Promise<RecentVehicleRow> {
  const row = await findRecentVehicleOfShop(deps.db, recentVehicleId, shopId);
  if (!row) throw notFound('No such recent vehicle');
  return row;
}

/** The shop's recent vehicles whose VIN ends with the given letters and digits, newest first. */
export function findRecentVehiclesEndingWith(deps: Deps, shopId: number, vinEnd: string) {
  return findRecentVehiclesByVinSuffix(deps.db, shopId, vinEnd);
}
