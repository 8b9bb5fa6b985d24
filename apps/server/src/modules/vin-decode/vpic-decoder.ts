import {
  descriptorKeys,
  isCheckDigitValid,
  modelYearCandidates,
  VIN_PATTERN,
  wmiOf,
} from './vin-structure';
import type { PatternRow, VpicDatabase, WmiRow } from './vpic-database';

/**
 * Decodes a VIN over the vPIC database the way NHTSA's own decoder (vPIC's spVinDecode) does, with
 * one difference: which model. vPIC keeps one pattern per element, ranked by the schema's first
 * year, then the pattern's last change; when patterns of two schemas both name a model (Ford's
 * 2024 F-150 schema and its Super Duty schema both match 1FTFW5L86RFB45612), that rank is an
 * accident of data entry, and corgi 2.0.1's own rank picked the F-550. Here each model is weighed
 * by what the rest of the VIN confirms: the other elements its schema decodes from the same VIN
 * (the F-150 schema: engine, trim, drive and a dozen more; the Super Duty one: the body class).
 * The best-confirmed model wins; models equally confirmed are all answered, best first, so the
 * caller asks the user instead of guessing. Engine, trim and series are then read from the
 * winning model's schema first.
 */

export const ELEMENT = {
  model: 28,
  displacementL: 13,
  displacementCc: 11,
  cylinders: 9,
  fuel: 24,
  configuration: 64,
  engineModel: 18,
  trim: 38,
  series: 34,
} as const;

/** Engine attributes as vPIC states them; null where the VIN does not say. */
export interface VpicEngine {
  /** Litres, as vPIC writes them ('3.5', '2.998832712'). */
  displacement: string | null;
  cylinders: string | null;
  /** FuelType name: 'Gasoline', 'Flexible Fuel Vehicle (FFV)'. */
  fuel: string | null;
  /** EngineConfiguration name: 'V-Shaped', 'In-Line'. */
  configuration: string | null;
  /** Engine model: 'GTDI', 'J30A4'. */
  model: string | null;
}

/** One vehicle a VIN may be: a vPIC model with its make and what the VIN says of it. */
export interface VpicVehicle {
  modelId: number;
  model: string;
  makeId: number | null;
  make: string | null;
  engine: VpicEngine;
  trim: string | null;
  series: string | null;
}

export interface VpicDecode {
  checkDigitValid: boolean;
  year: number | null;
  /** The models the VIN may be, best first: one when the data decides, none when it names none. */
  vehicles: VpicVehicle[];
}

interface Match extends PatternRow {
  yearFrom: number;
}

/** vPIC's rank of two patterns of one element: newer schema, newer change, then the key text. */
function byVpicRank(a: Match, b: Match): number {
  if (a.yearFrom !== b.yearFrom) return b.yearFrom - a.yearFrom;
  if (a.changedOn !== b.changedOn) {
    if (a.changedOn === null) return 1;
    if (b.changedOn === null) return -1;
    return a.changedOn < b.changedOn ? 1 : -1;
  }
  const specific = (m: Match) => m.keys.replaceAll('*', '').length;
  if (specific(a) !== specific(b)) return specific(a) - specific(b);
  const bare = (m: Match) => m.keys.replaceAll('[', '').replaceAll(']', '');
  if (bare(a) !== bare(b)) return bare(a) < bare(b) ? -1 : 1;
  return a.id - b.id;
}

async function matchesOfYear(
  db: VpicDatabase,
  wmi: WmiRow,
  year: number,
  keys: string,
): Promise<Match[] | undefined> {
  const schemas = await db.schemas(wmi.id, year);
  if (schemas.length === 0) return undefined;
  const yearFrom = new Map<number, number>();
  for (const s of schemas)
    yearFrom.set(s.schemaId, Math.max(yearFrom.get(s.schemaId) ?? 0, s.yearFrom));
  const rows = await db.matchingPatterns([...yearFrom.keys()], keys);
  return rows.map((r) => ({ ...r, yearFrom: yearFrom.get(r.schemaId) ?? 0 }));
}

/**
 * The model year and its patterns. A conclusive year (cars, MPVs, light trucks) is taken unless the
 * WMI has no schema in it; otherwise every possible year is decoded and, as vPIC does, the one that
 * says most wins: a model found, then the summed weight of the elements decoded, then the number of
 * patterns, then the newer year.
 */
async function decodeYear(db: VpicDatabase, vin: string, wmi: WmiRow) {
  const newest = await db.newestYear();
  const { years, conclusive } = modelYearCandidates(vin, wmi, newest + 1);
  const keys = descriptorKeys(vin);
  const weights = await db.elementWeights();
  let best: { year: number; matches: Match[]; score: number[] } | undefined;
  for (const year of years) {
    const matches = await matchesOfYear(db, wmi, year, keys);
    if (!matches) continue;
    const elements = new Set(matches.map((m) => m.elementId));
    const score = [
      elements.has(ELEMENT.model) ? 1 : 0,
      [...elements].reduce((sum, id) => sum + (weights.get(id) ?? 0), 0),
      matches.length,
      year,
    ];
    if (!best || isGreater(score, best.score)) best = { year, matches, score };
    if (conclusive) break;
  }
  return best ?? { year: years[0] ?? null, matches: [] as Match[] };
}

function isGreater(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

/** The candidate models, best confirmed first; several only when equally confirmed. */
function rankModels(matches: Match[]): Match[] {
  const elementsOf = new Map<number, Set<number>>();
  for (const m of matches) {
    if (m.elementId === ELEMENT.model) continue;
    const set = elementsOf.get(m.schemaId) ?? new Set<number>();
    set.add(m.elementId);
    elementsOf.set(m.schemaId, set);
  }
  const confirmation = (m: Match) => elementsOf.get(m.schemaId)?.size ?? 0;
  const bestOfModel = new Map<string, Match>();
  const modelPatterns = matches.filter((m) => m.elementId === ELEMENT.model).sort(byVpicRank);
  for (const m of modelPatterns) {
    const current = bestOfModel.get(m.attributeId);
    if (!current || confirmation(m) > confirmation(current)) bestOfModel.set(m.attributeId, m);
  }
  const candidates = [...bestOfModel.values()];
  const top = Math.max(0, ...candidates.map(confirmation));
  return candidates.filter((m) => confirmation(m) === top).sort((a, b) => byVpicRank(a, b));
}

const text = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' ? value.trim() : null;

async function describeVehicle(
  db: VpicDatabase,
  wmi: WmiRow,
  matches: Match[],
  modelMatch: Match,
): Promise<VpicVehicle | undefined> {
  const modelId = Number(modelMatch.attributeId);
  const model = await db.modelName(modelId);
  if (!model) return undefined;
  const [make] = await db.makesOfModel(modelId, wmi.id);
  // The element's pattern from the model's own schema first, vPIC's rank after.
  const pick = (elementId: number) =>
    matches
      .filter((m) => m.elementId === elementId)
      .sort(
        (a, b) =>
          Number(b.schemaId === modelMatch.schemaId) - Number(a.schemaId === modelMatch.schemaId) ||
          byVpicRank(a, b),
      )[0]?.attributeId;
  const values = new Map<number, string>();
  for (const id of [
    ELEMENT.displacementL,
    ELEMENT.displacementCc,
    ELEMENT.cylinders,
    ELEMENT.fuel,
    ELEMENT.configuration,
    ELEMENT.engineModel,
  ]) {
    const value = text(pick(id));
    if (value !== null) values.set(id, value);
  }
  const engineModel = values.get(ELEMENT.engineModel);
  // vPIC fills an engine model's displacement, cylinders and fuel where no pattern gave them.
  if (engineModel) {
    for (const a of await db.engineModelAttributes(engineModel)) {
      const value = text(a.attributeId);
      if (value !== null && !values.has(a.elementId)) values.set(a.elementId, value);
    }
  }
  const cc = Number(values.get(ELEMENT.displacementCc));
  const displacement =
    values.get(ELEMENT.displacementL) ??
    (Number.isFinite(cc) && cc > 0 ? String(Math.round(cc) / 1000) : null);
  const fuelId = values.get(ELEMENT.fuel);
  const configurationId = values.get(ELEMENT.configuration);
  return {
    modelId,
    model,
    makeId: make?.id ?? null,
    make: make?.name ?? null,
    engine: {
      displacement,
      cylinders: values.get(ELEMENT.cylinders) ?? null,
      fuel: fuelId ? ((await db.lookupName('FuelType', fuelId)) ?? null) : null,
      configuration: configurationId
        ? ((await db.lookupName('EngineConfiguration', configurationId)) ?? null)
        : null,
      model: engineModel ?? null,
    },
    trim: text(pick(ELEMENT.trim)),
    series: text(pick(ELEMENT.series)),
  };
}

/** Decodes a 17 character VIN (upper case, no I, O or Q). */
export async function decodeWithVpic(db: VpicDatabase, vin: string): Promise<VpicDecode> {
  if (!VIN_PATTERN.test(vin)) throw new Error(`not a VIN: ${vin}`);
  const checkDigitValid = isCheckDigitValid(vin);
  const wmi = await db.wmi(wmiOf(vin));
  if (!wmi) return { checkDigitValid, year: null, vehicles: [] };
  const { year, matches } = await decodeYear(db, vin, wmi);
  const vehicles: VpicVehicle[] = [];
  for (const modelMatch of rankModels(matches)) {
    const vehicle = await describeVehicle(db, wmi, matches, modelMatch);
    if (vehicle) vehicles.push(vehicle);
  }
  return { checkDigitValid, year, vehicles };
}
