import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  baseVehicles,
  vehicleEngines,
  vehicleMakes,
  vehicleModels,
  vehicleSubmodels,
} from '../../db/schema/index';
import type { CatalogFile } from '../vehicles/vehicles.service';
import { WeightedPicker } from './prng';

// The loaded vehicle catalog as the generator sees it: base vehicles with their engines and
// submodels, grouped by model and make, and how often each vehicle comes to a repair shop.

export interface VehicleRecord {
  id: number;
  year: number;
  makeId: number;
  modelId: number;
  make: string;
  model: string;
  engines: readonly { id: number; description: string }[];
  submodels: readonly { id: number; name: string }[];
}

/**
 * Reads the vehicle catalog in id order (the generator's determinism depends on the order). Each
 * table comes as one JSON aggregate: on PGlite that is several times faster than 150,000 rows.
 */
export async function readVehicleCatalog(db: Database): Promise<VehicleRecord[]> {
  const aggregate = async <T>(table: PgTable, rows: SQL) => {
    const [result] = await db.select({ json: sql<string | null>`(${rows})::text` }).from(table);
    return JSON.parse(result?.json ?? '[]') as T[];
  };
  const [makes, models, vehicles, engines, submodels] = await Promise.all([
    aggregate<[number, string]>(
      vehicleMakes,
      sql`json_agg(json_build_array(${vehicleMakes.id}, ${vehicleMakes.name}))`,
    ),
    aggregate<[number, string]>(
      vehicleModels,
      sql`json_agg(json_build_array(${vehicleModels.id}, ${vehicleModels.name}))`,
    ),
    aggregate<[number, number, number, number]>(
      baseVehicles,
      sql`json_agg(json_build_array(${baseVehicles.id}, ${baseVehicles.year}, ${baseVehicles.makeId}, ${baseVehicles.modelId}) order by ${baseVehicles.id})`,
    ),
    aggregate<[number, number, string]>(
      vehicleEngines,
      sql`json_agg(json_build_array(${vehicleEngines.baseVehicleId}, ${vehicleEngines.engineId}, ${vehicleEngines.description}) order by ${vehicleEngines.baseVehicleId}, ${vehicleEngines.engineId})`,
    ),
    aggregate<[number, number, string]>(
      vehicleSubmodels,
      sql`json_agg(json_build_array(${vehicleSubmodels.baseVehicleId}, ${vehicleSubmodels.submodelId}, ${vehicleSubmodels.name}) order by ${vehicleSubmodels.baseVehicleId}, ${vehicleSubmodels.submodelId})`,
    ),
  ]);
  const makeName = new Map(makes);
  const modelName = new Map(models);
  const enginesOf = groupBy(engines, (e) => e[0]);
  const submodelsOf = groupBy(submodels, (s) => s[0]);
  return vehicles.map(([id, year, makeId, modelId]) => ({
    id,
    year,
    makeId,
    modelId,
    make: makeName.get(makeId) ?? '',
    model: modelName.get(modelId) ?? '',
    engines: (enginesOf.get(id) ?? []).map(([, engineId, description]) => ({
      id: engineId,
      description,
    })),
    submodels: (submodelsOf.get(id) ?? []).map(([, submodelId, name]) => ({
      id: submodelId,
      name,
    })),
  }));
}

/**
 * The same records from the committed catalog file, without a database: for the generator's unit
 * tests and benchmarks. Equal to readVehicleCatalog of a database loaded from that file.
 */
export function vehicleRecordsFromCatalogFile(catalog: CatalogFile): VehicleRecord[] {
  const makeName = new Map(catalog.makes);
  const models = new Map(catalog.models.map(([id, makeId, name]) => [id, { makeId, name }]));
  const engineText = new Map(catalog.engines);
  const submodelText = new Map(catalog.submodels);
  return catalog.baseVehicles
    .map(([id, year, modelId, engineIds, submodelIds]) => {
      const makeId = models.get(modelId)?.makeId ?? 0;
      return {
        id,
        year,
        makeId,
        modelId,
        make: makeName.get(makeId) ?? '',
        model: models.get(modelId)?.name ?? '',
        engines: [...engineIds]
          .sort((a, b) => a - b)
          .map((e) => ({ id: e, description: engineText.get(e) ?? '' })),
        submodels: [...submodelIds]
          .sort((a, b) => a - b)
          .map((s) => ({ id: s, name: submodelText.get(s) ?? '' })),
      };
    })
    .sort((a, b) => a.id - b.id);
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Relative share of US repair-shop work by make (rough, from registrations); other makes (exotics,
 * coachbuilders, medium trucks) come in rarely.
 */
const MAKE_WEIGHTS: Record<string, number> = {
  ford: 13,
  chevrolet: 13,
  toyota: 12,
  honda: 9,
  nissan: 7,
  jeep: 5,
  dodge: 5,
  hyundai: 4.5,
  ram: 4,
  gmc: 4,
  kia: 4,
  subaru: 3.5,
  volkswagen: 3,
  mazda: 2.5,
  bmw: 2.5,
  'mercedes-benz': 2.5,
  chrysler: 2.5,
  lexus: 2,
  buick: 2,
  acura: 1.5,
  audi: 1.5,
  cadillac: 1.5,
  pontiac: 1.5,
  lincoln: 1.2,
  mitsubishi: 1.2,
  infiniti: 1,
  volvo: 1,
  mercury: 1,
  saturn: 0.8,
  oldsmobile: 0.8,
  plymouth: 0.6,
  mini: 0.5,
  tesla: 0.5,
  'land rover': 0.4,
  scion: 0.4,
  genesis: 0.3,
  porsche: 0.3,
  jaguar: 0.3,
  suzuki: 0.3,
  isuzu: 0.3,
  fiat: 0.3,
  saab: 0.3,
  hummer: 0.2,
  geo: 0.2,
  'alfa romeo': 0.15,
  eagle: 0.1,
  daewoo: 0.1,
  smart: 0.1,
};
const OTHER_MAKE_WEIGHT = 0.02;

/** Makes that share platforms: a part often fits a sibling make's model too. */
const MAKE_FAMILIES = [
  ['chevrolet', 'gmc', 'buick', 'cadillac', 'pontiac', 'oldsmobile', 'saturn', 'hummer', 'geo'],
  ['ford', 'mercury', 'lincoln'],
  ['chrysler', 'dodge', 'plymouth', 'jeep', 'ram', 'eagle', 'fiat'],
  ['toyota', 'lexus', 'scion'],
  ['honda', 'acura'],
  ['nissan', 'infiniti', 'datsun'],
  ['hyundai', 'kia', 'genesis'],
  ['volkswagen', 'audi', 'porsche'],
];

/** Cars of the early 2000s to the early 2020s fill the bays; very old and brand-new ones less. */
export function yearWeight(year: number): number {
  if (year < 1990) return 0.25;
  if (year < 1996) return 0.5;
  if (year < 2000) return 0.8;
  if (year <= 2022) return 1;
  if (year === 2023) return 0.9;
  if (year === 2024) return 0.8;
  if (year === 2025) return 0.6;
  if (year === 2026) return 0.35;
  return 0.15;
}

export class VehicleIndex {
  readonly vehicles: readonly VehicleRecord[];
  readonly #byModelYear = new Map<number, Map<number, VehicleRecord>>();
  /** make id -> year -> model ids of that make with a base vehicle in that year */
  readonly #modelsByMakeYear = new Map<number, Map<number, number[]>>();
  readonly #familyMakeIds = new Map<number, number[]>();
  readonly #anchors: WeightedPicker<VehicleRecord>;

  constructor(vehicles: readonly VehicleRecord[]) {
    if (vehicles.length === 0) throw new Error('the vehicle catalog is empty: load it first');
    this.vehicles = vehicles;
    const perMake = new Map<number, number>();
    const makeIdsByName = new Map<string, number>();
    for (const v of vehicles) {
      let years = this.#byModelYear.get(v.modelId);
      if (!years) {
        years = new Map();
        this.#byModelYear.set(v.modelId, years);
      }
      years.set(v.year, v);
      let makeYears = this.#modelsByMakeYear.get(v.makeId);
      if (!makeYears) {
        makeYears = new Map();
        this.#modelsByMakeYear.set(v.makeId, makeYears);
      }
      const models = makeYears.get(v.year);
      if (models) models.push(v.modelId);
      else makeYears.set(v.year, [v.modelId]);
      perMake.set(v.makeId, (perMake.get(v.makeId) ?? 0) + 1);
      makeIdsByName.set(v.make.toLowerCase(), v.makeId);
    }
    for (const family of MAKE_FAMILIES) {
      const ids = family.flatMap((name) => makeIdsByName.get(name) ?? []);
      for (const id of ids) this.#familyMakeIds.set(id, ids);
    }
    // Each make's vehicles share its weight, so a make with many rare models (Ford's medium
    // trucks) does not crowd out one with a few common ones.
    this.#anchors = new WeightedPicker(vehicles, (v) => {
      const makeWeight = MAKE_WEIGHTS[v.make.toLowerCase()] ?? OTHER_MAKE_WEIGHT;
      return (makeWeight * yearWeight(v.year)) / (perMake.get(v.makeId) ?? 1);
    });
  }

  get anchors(): WeightedPicker<VehicleRecord> {
    return this.#anchors;
  }

  vehicleOf(modelId: number, year: number): VehicleRecord | undefined {
    return this.#byModelYear.get(modelId)?.get(year);
  }

  /** Models of the same make in that year, other than the given one. */
  sameMakeModels(vehicle: VehicleRecord): number[] {
    return (this.#modelsByMakeYear.get(vehicle.makeId)?.get(vehicle.year) ?? []).filter(
      (m) => m !== vehicle.modelId,
    );
  }

  /** Models of the sibling makes (same maker's platforms) in that year. */
  familyModels(vehicle: VehicleRecord): number[] {
    const makes = this.#familyMakeIds.get(vehicle.makeId) ?? [];
    return makes
      .filter((m) => m !== vehicle.makeId)
      .flatMap((m) => this.#modelsByMakeYear.get(m)?.get(vehicle.year) ?? []);
  }

  /** The base vehicle of a year, make and model, by name (any case). */
  findByNames(year: number, make: string, model: string): VehicleRecord | undefined {
    const mk = make.toLowerCase();
    const md = model.toLowerCase();
    return this.vehicles.find(
      (v) => v.year === year && v.make.toLowerCase() === mk && v.model.toLowerCase() === md,
    );
  }
}
