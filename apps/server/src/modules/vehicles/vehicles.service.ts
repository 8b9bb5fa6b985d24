import type { Locale } from '@procounter/shared/contracts/user';
import {
  DONT_KNOW_SHOW_ALL,
  FIRST_VEHICLE_YEAR,
  type IdValue,
  type VehicleModel,
  type VehicleSelectorData,
} from '@procounter/shared/contracts/vehicle';
import { resources } from '@procounter/shared/i18n/index';
import type { Database } from '../../db/client';
import { validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { entityTagOf, type TaggedAnswer } from '../../lib/http-cache';
import { getConstants } from '../app-data/app-data.service';
import {
  findBaseVehicleById,
  findBaseVehicleIdOfModel,
  findBaseVehicleIdsByNames,
  findEngineRows,
  findEngineSubmodelPairs,
  findEngines,
  findMakes,
  findModels,
  findSubmodelRows,
  findSubmodels,
  findYearRange,
  findYears,
} from './vehicles.repository';

// What the parts catalog generator reads the committed catalog file as, and the words of engine
// descriptions that the VIN decoder matches a decoded engine with.
export type { CatalogFile } from './catalog-file';
// vPIC spells makes in capitals; a VIN decode names one the catalog lacks the way the catalog would.
export { titleCaseMake } from './catalog-import';
export { VPIC_FUEL_WORDS, VPIC_LAYOUT_LETTERS } from './engine-words';

type Deps = Pick<ServiceDeps, 'db'>;

/** Picker answers kept per process, oldest dropped first; about 10 MB at most. */
const MAX_CACHED_ANSWERS = 20_000;
const answers = new WeakMap<Database, Map<string, Promise<unknown>>>();

/**
 * The catalog changes only when a new catalog file is loaded, so picker answers are cached per
 * process (a rebuildable cache: a restart after a catalog change empties it). Every call still
 * goes through authentication; only the catalog query is saved.
 */
function cached<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let cache = answers.get(db);
  if (!cache) {
    cache = new Map();
    answers.set(db, cache);
  }
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  // A real promise, run once: a Drizzle query builder is a thenable that runs its query again on
  // every await (the cached builder itself would query on every hit).
  const answer = Promise.resolve(load());
  cache.set(key, answer);
  // A failed query (database down) is not remembered.
  answer.catch(() => cache.delete(key));
  if (cache.size > MAX_CACHED_ANSWERS) cache.delete(cache.keys().next().value!);
  return answer;
}

/** After a catalog change (catalog-search/catalog-changes.service.ts): every answer is read again. */
export function dropCachedVehicleAnswers(db: Database) {
  answers.delete(db);
}

/** A catalog answer that would be wrong to remember: nothing yet (the catalog loads later). */
async function cachedUnlessEmpty<T>(db: Database, key: string, load: () => Promise<T>) {
  const value = await cached(db, key, load);
  if (value === undefined || (Array.isArray(value) && value.length === 0)) {
    answers.get(db)?.delete(key);
  }
  return value;
}

const yearRange = (db: Database) => cachedUnlessEmpty(db, 'yearRange', () => findYearRange(db));

/** A year the pickers accept: 1981 to the catalog's newest year + 1 (next year's models). */
async function checkYear(db: Database, year: number, path = 'year') {
  const range = await yearRange(db);
  const newest = (range?.last ?? new Date().getFullYear()) + 1;
  if (year < FIRST_VEHICLE_YEAR || year > newest) {
    throw validationFailed([
      { path, message: `Must be a model year from ${FIRST_VEHICLE_YEAR} to ${newest}` },
    ]);
  }
}

/**
 * Years (newest first) and states: the same for every user, changed only by a catalog load (years)
 * or the seed (states), so read once per process with the pickers' answers; not remembered while
 * the catalog is still empty.
 */
export async function getVehicleSelectorData({
  db,
}: Deps): Promise<TaggedAnswer<VehicleSelectorData>> {
  const key = 'vehicleSelectorData';
  const answer = await cached(db, key, async () => {
    const [years, constants] = await Promise.all([
      findYears(db),
      getConstants({ db }, { states: true }),
    ]);
    const body = { years, states: constants.states ?? [] };
    return { body, etag: entityTagOf(body) };
  });
  if (answer.body.years.length === 0) answers.get(db)?.delete(key);
  return answer;
}

export async function listMakes({ db }: Deps, year: number): Promise<IdValue[]> {
  await checkYear(db, year);
  return cached(db, `makes:${year}`, () => findMakes(db, year));
}

/** Models of a year and make; a make with no models that year (or no such make) answers []. */
export async function listModels(
  { db }: Deps,
  year: number,
  makeId: number,
): Promise<VehicleModel[]> {
  await checkYear(db, year);
  return cached(db, `models:${year}:${makeId}`, async () =>
    (await findModels(db, year, makeId)).map((r) => ({
      baseVehicleId: r.baseVehicleId,
      model: { id: r.modelId, value: r.modelName },
    })),
  );
}

const realSubmodel = (id: number | undefined) =>
  id === undefined || id === DONT_KNOW_SHOW_ALL ? undefined : id;

/** Engines of a base vehicle; with a submodel, those that go with it. Unknown ids answer []. */
export function listEngines({ db }: Deps, baseVehicleId: number, subModelId?: number) {
  const submodel = realSubmodel(subModelId);
  return cached(db, `engines:${baseVehicleId}:${submodel}`, () =>
    findEngines(db, baseVehicleId, submodel),
  );
}

/**
 * Submodels of a base vehicle (with an engine, those that go with it; a chosen submodel stays),
 * after the "Don't know or show all" entry in the caller's language.
 */
export async function listSubmodels(
  { db }: Deps,
  locale: Locale,
  baseVehicleId: number,
  engineId?: number,
  subModelId?: number,
): Promise<IdValue[]> {
  const keep = realSubmodel(subModelId);
  const rows = await cached(db, `submodels:${baseVehicleId}:${engineId}:${keep}`, () =>
    findSubmodels(db, baseVehicleId, engineId, keep),
  );
  return [{ id: DONT_KNOW_SHOW_ALL, value: resources[locale].vehicle.dontKnowShowAll }, ...rows];
}

/** A base vehicle with its engines, submodels and which of them the catalog ties together. */
export interface CatalogVehicle {
  id: number;
  year: number;
  make: string;
  model: string;
  /** Engine id -> description ('3.5L V6 Gas'). */
  engines: Map<number, string>;
  /** Submodel id -> name ('XLT'); -99 is not among them. */
  submodels: Map<number, string>;
  /** 'engineId:submodelId' of every pair vPIC ties. */
  pairs: Set<string>;
  pairedEngines: Set<number>;
  pairedSubmodels: Set<number>;
}

/** A base vehicle of the catalog with its engines and submodels; undefined for an unknown id. */
export function findCatalogVehicle(
  { db }: Deps,
  baseVehicleId: number,
): Promise<CatalogVehicle | undefined> {
  return cachedUnlessEmpty(db, `vehicle:${baseVehicleId}`, async () => {
    const base = await findBaseVehicleById(db, baseVehicleId);
    if (!base) return undefined;
    // One after the other: `db` may be a transaction (the demo seed's, a customer import's), whose
    // one connection must not be given a query while another runs (node-postgres deprecates it).
    // Cached per base vehicle, so only a first read pays the round trips.
    const engines = await findEngineRows(db, baseVehicleId);
    const submodels = await findSubmodelRows(db, baseVehicleId);
    const pairs = await findEngineSubmodelPairs(db, baseVehicleId);
    return {
      ...base,
      engines: new Map(engines.map((e) => [e.id, e.description])),
      submodels: new Map(submodels.map((s) => [s.id, s.name])),
      pairs: new Set(pairs.map((p) => `${p.engineId}:${p.submodelId}`)),
      pairedEngines: new Set(pairs.map((p) => p.engineId)),
      pairedSubmodels: new Set(pairs.map((p) => p.submodelId)),
    };
  });
}

/**
 * The catalog vehicle of a model year and vPIC model id, as a VIN decode names it; undefined when
 * the catalog has none (a model it filters out, a year it does not cover).
 */
export async function findCatalogVehicleOfModel(
  deps: Deps,
  year: number,
  modelId: number,
): Promise<CatalogVehicle | undefined> {
  const id = await cachedUnlessEmpty(deps.db, `model:${year}:${modelId}`, () =>
    findBaseVehicleIdOfModel(deps.db, year, modelId),
  );
  return id === undefined ? undefined : findCatalogVehicle(deps, id);
}

/**
 * The catalog vehicle a year, make and model name exactly (the catalog's names, any case), as a
 * file of customers names it; undefined when none or several do.
 */
export async function findCatalogVehicleByNames(
  deps: Deps,
  year: number,
  make: string,
  model: string,
): Promise<CatalogVehicle | undefined> {
  const ids = await findBaseVehicleIdsByNames(deps.db, year, make.trim(), model.trim());
  return ids.length === 1 ? findCatalogVehicle(deps, ids[0]!.id) : undefined;
}

/**
 * Whether an engine and a submodel go together. The catalog says they do not only when it ties
 * both to something and not to each other; an engine or submodel it ties to nothing goes with
 * anything (as the pickers offer it), and -99 "Don't know or show all" goes with every engine.
 */
export function goTogether(
  vehicle: CatalogVehicle,
  engineId: number | null | undefined,
  submodelId: number | null | undefined,
): boolean {
  if (engineId == null || submodelId == null || submodelId === DONT_KNOW_SHOW_ALL) return true;
  if (vehicle.pairs.has(`${engineId}:${submodelId}`)) return true;
  return !vehicle.pairedEngines.has(engineId) || !vehicle.pairedSubmodels.has(submodelId);
}

/** Whether a submodel id is one of the vehicle's, or -99. */
export function hasSubmodel(vehicle: CatalogVehicle, submodelId: number): boolean {
  return submodelId === DONT_KNOW_SHOW_ALL || vehicle.submodels.has(submodelId);
}
