import { MOST_POPULAR_PARENT_PART_TYPE_ID } from '@procounter/shared/domain/constants';
import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { baseVehicles, partTypes, vehicleMakes, vehicleModels } from '../../db/schema/index';
import {
  listPartTypePositions,
  spanishPartTypeName,
  spanishPositionWords,
} from '../parts-catalog/parts-catalog.service';

// In-memory indexes of what the typeahead searches, built once per process and database (see
// docs/decisions/013-typeahead.md). Both catalogs are static after load: the part types come from
// the hand-written tree (~276 rows), the vehicles from the committed vPIC file (~22,000 base
// vehicles of ~1,955 models). A restart after `catalog:import` or `catalog:generate` rebuilds them.

export interface IndexedPartType {
  id: string;
  name: string;
  /** The Spanish name (part-type-names-es.ts); the English one where there is none. */
  nameEs: string;
  parentId: string | null;
  leaf: boolean;
  applicationPartType: boolean;
  universal: boolean;
  kits: boolean;
  popularityRank: number | null;
  /** Other part types under the same parent. */
  siblings: number;
  /**
   * The normalised name first, then the normalised synonyms, then the Spanish name and synonyms:
   * a Spanish word matches whatever the language of the caller (R-SEARCH-9).
   */
  terms: readonly string[];
  /** Every word of the terms, for queries whose words are spread over them ('brake pads front'). */
  words: readonly string[];
  /** The words of the positions its products are made for, English and Spanish ('front', 'delantera'). */
  positionWords: readonly string[];
  /**
   * Its positions as its products name them ('Front Left'), each with its words, a word with its
   * Spanish forms (['front', 'delantero', ...], ['left', 'izquierdo', 'izquierda']).
   */
  positions: readonly { name: string; words: readonly (readonly string[])[] }[];
}

interface IndexedModel {
  makeId: number;
  make: string;
  modelId: number;
  model: string;
  /** Normalised words of make and model: whole ('f150') and split at punctuation ('f', '150'). */
  words: readonly string[];
  /** Years newest first, each with its base vehicle id. */
  years: readonly (readonly [year: number, baseVehicleId: number])[];
}

export interface SearchIndex {
  partTypes: readonly IndexedPartType[];
  partTypeById: ReadonlyMap<string, IndexedPartType>;
  models: readonly IndexedModel[];
}

/**
 * Lower case without accents ('pastilla de freno de disco' for 'Pastilla de Freno de Disco',
 * 'bujia' for 'Bujía'), every run of other characters than letters and digits one space, trimmed.
 */
export function normaliseTerm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function vehicleWords(text: string): string[] {
  const words = new Set<string>();
  for (const word of text.toLowerCase().split(/\s+/)) {
    const whole = word.replace(/[^a-z0-9]/g, '');
    if (whole) words.add(whole);
    for (const part of word.split(/[^a-z0-9]+/)) if (part) words.add(part);
  }
  return [...words];
}

/** The part types of a search index (getPartTypesIndex): what the parts lookup needs of it. */
export type PartTypesIndex = Pick<SearchIndex, 'partTypes' | 'partTypeById'>;

const partTypeIndexes = new WeakMap<Database, Promise<PartTypesIndex>>();
const modelIndexes = new WeakMap<Database, Promise<readonly IndexedModel[]>>();
const indexes = new WeakMap<Database, Promise<SearchIndex>>();

/** A build kept per database; a failed one is dropped, so the next call tries again. */
function kept<T>(cache: WeakMap<Database, Promise<T>>, db: Database, build: () => Promise<T>) {
  let built = cache.get(db);
  if (!built) {
    built = build();
    cache.set(db, built);
    const mine = built;
    built.catch(() => {
      if (cache.get(db) === mine) cache.delete(db);
    });
  }
  return built;
}

/**
 * The part types of the index alone, built on first use: a few thousand rows, where the vehicles
 * are tens of thousands, so the parts lookup (and its warm-up) never waits for the vehicles.
 */
export function getPartTypesIndex(db: Database): Promise<PartTypesIndex> {
  return kept(partTypeIndexes, db, () => buildPartTypesIndex(db));
}

/** The whole index of a database (part types and vehicles), built on first use. */
export function getSearchIndex(db: Database): Promise<SearchIndex> {
  return kept(indexes, db, async () => {
    const [types, models] = await Promise.all([
      getPartTypesIndex(db),
      kept(modelIndexes, db, () => buildModelIndex(db)),
    ]);
    return { ...types, models };
  });
}

/**
 * After a catalog change (catalog-changes.service.ts): the next call builds the index again from the
 * tables. A build under way when the change arrives is dropped too, since it may have read before it.
 */
export function dropSearchIndex(db: Database) {
  partTypeIndexes.delete(db);
  modelIndexes.delete(db);
  indexes.delete(db);
}

async function buildPartTypesIndex(db: Database): Promise<PartTypesIndex> {
  const typeRows = await db.select().from(partTypes).orderBy(asc(partTypes.id));
  const visible = typeRows.filter((p) => p.id !== MOST_POPULAR_PARENT_PART_TYPE_ID);
  const childCount = new Map<string | null, number>();
  for (const p of visible) childCount.set(p.parentId, (childCount.get(p.parentId) ?? 0) + 1);
  const indexedTypes = visible.map((p): IndexedPartType => {
    const spanish = spanishPartTypeName(p.name);
    const terms = [
      normaliseTerm(p.name),
      ...p.synonyms.map(normaliseTerm),
      ...(spanish ? [spanish.name, ...(spanish.synonyms ?? [])].map(normaliseTerm) : []),
    ].filter(Boolean);
    const positions = listPartTypePositions(p.id).map((name) => ({
      name,
      words: normaliseTerm(name)
        .split(' ')
        .filter(Boolean)
        .map((word) => [word, ...spanishPositionWords(word).map(normaliseTerm)]),
    }));
    const positionWords = new Set(positions.flatMap((position) => position.words.flat()));
    return {
      id: p.id,
      name: p.name,
      nameEs: spanish?.name ?? p.name,
      parentId: p.parentId,
      leaf: p.leaf,
      applicationPartType: p.applicationPartType,
      universal: p.universal,
      kits: p.kits,
      popularityRank: p.popularityRank,
      siblings: (childCount.get(p.parentId) ?? 1) - 1,
      terms,
      words: [...new Set(terms.flatMap((term) => term.split(' ')))],
      positionWords: [...positionWords],
      positions,
    };
  });

  return {
    partTypes: indexedTypes,
    partTypeById: new Map(indexedTypes.map((p) => [p.id, p])),
  };
}

/** Base vehicles read per statement while the vehicle index is built. */
const VEHICLE_ROWS_PER_READ = 5000;

async function buildModelIndex(db: Database): Promise<IndexedModel[]> {
  // In pages by id: on the embedded database a statement holds every other request until it
  // ends, and one of all the vehicles (some 58,000 rows) held them a quarter of a second.
  const vehicleRows: {
    id: number;
    year: number;
    makeId: number;
    make: string;
    modelId: number;
    model: string;
  }[] = [];
  for (let after = -1; ; ) {
    const page = await db
      .select({
        id: baseVehicles.id,
        year: baseVehicles.year,
        makeId: baseVehicles.makeId,
        make: vehicleMakes.name,
        modelId: baseVehicles.modelId,
        model: vehicleModels.name,
      })
      .from(baseVehicles)
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
      .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
      .where(gt(baseVehicles.id, after))
      .orderBy(asc(baseVehicles.id))
      .limit(VEHICLE_ROWS_PER_READ);
    vehicleRows.push(...page);
    if (page.length < VEHICLE_ROWS_PER_READ) break;
    after = page[page.length - 1]!.id;
  }
  const byModel = new Map<number, { model: IndexedModel; years: [number, number][] }>();
  for (const v of vehicleRows) {
    let entry = byModel.get(v.modelId);
    if (!entry) {
      entry = {
        model: {
          makeId: v.makeId,
          make: v.make,
          modelId: v.modelId,
          model: v.model,
          words: vehicleWords(`${v.make} ${v.model}`),
          years: [],
        },
        years: [],
      };
      byModel.set(v.modelId, entry);
    }
    entry.years.push([v.year, v.id]);
  }
  const models = [...byModel.values()].map(({ model, years }) => ({
    ...model,
    years: years.sort((a, b) => b[0] - a[0]),
  }));
  models.sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model));

  return models;
}

/**
 * How well a part type term matches a query (both normalised): 0 equal, 1 the term starts with
 * the query, 2 every query word starts a word of the term (in any order); null for no match.
 */
function termTier(term: string, query: string, queryWords: readonly string[]): number | null {
  if (term === query) return 0;
  if (term.startsWith(query)) return 1;
  const termWords = term.split(' ');
  if (queryWords.every((q) => termWords.some((w) => w.startsWith(q)))) return 2;
  return null;
}

/** Words that link the others and name nothing ('pastillas de freno', 'filter for oil'). */
const LINKING_WORDS = new Set([
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'para',
  'y',
  'for',
  'and',
  'the',
  'of',
]);

/**
 * A query word matches a word of a part type that it starts, or that it is with a plural ending
 * ('pads' for 'pad', 'pastillas' for 'pastilla', 'frenos' for 'freno').
 */
function wordMatches(queryWord: string, word: string): boolean {
  if (word.startsWith(queryWord)) return true;
  if (word.length < 3 || !queryWord.startsWith(word)) return false;
  const ending = queryWord.slice(word.length);
  return ending === 's' || ending === 'es';
}

/**
 * The tier of a part type (R-SEARCH-8): the best of its terms (0 to 2); else 3 when every query
 * word (linking words aside) matches one of its words across name, synonyms and positions, in
 * any order, at least one of them a word of a name or synonym ('brake pads front': not 'front'
 * alone); else 4 when a term contains the query; null for no match.
 */
function partTypeTier(
  partType: IndexedPartType,
  query: string,
  queryWords: readonly string[],
  contentWords: readonly string[],
): { tier: number; byName: boolean } | null {
  let best: { tier: number; byName: boolean } | null = null;
  partType.terms.forEach((term, i) => {
    const tier = termTier(term, query, queryWords);
    if (tier !== null && (best === null || tier < best.tier)) best = { tier, byName: i === 0 };
  });
  if (best) return best;
  const inTerms = (q: string) => partType.words.some((w) => wordMatches(q, w));
  const inPositions = (q: string) => partType.positionWords.some((w) => wordMatches(q, w));
  if (contentWords.some(inTerms) && contentWords.every((q) => inTerms(q) || inPositions(q))) {
    return { tier: 3, byName: false };
  }
  if (partType.terms.some((term) => term.includes(query))) return { tier: 4, byName: false };
  return null;
}

export interface PartTypeMatch {
  partType: IndexedPartType;
  tier: number;
  /** The match is on the name rather than a synonym. */
  byName: boolean;
}

/**
 * Part types whose name or a synonym (English or Spanish) matches, best first: match tier (equal,
 * prefix, word starts of one term, words across name, synonyms and positions, contains; a synonym
 * counts like the name), then popularity (rank 1 first; categories without a rank after), then
 * name.
 */
export function matchPartTypes(index: SearchIndex, rawQuery: string): PartTypeMatch[] {
  const query = normaliseTerm(rawQuery);
  if (!query) return [];
  const queryWords = query.split(' ');
  const contentWords = queryWords.filter((w) => !LINKING_WORDS.has(w));
  const matches: PartTypeMatch[] = [];
  for (const partType of index.partTypes) {
    const match = partTypeTier(partType, query, queryWords, contentWords);
    if (match) matches.push({ partType, ...match });
  }
  return matches.sort(
    (a, b) =>
      a.tier - b.tier ||
      (a.partType.popularityRank ?? Number.MAX_SAFE_INTEGER) -
        (b.partType.popularityRank ?? Number.MAX_SAFE_INTEGER) ||
      a.partType.name.localeCompare(b.partType.name),
  );
}

/**
 * Part types named with position words around a name or synonym ('brake pads front', 'rear brake
 * pads', 'pastillas de freno delanteras'): the query without the words of the part type's
 * positions equals one of its terms. Tier 0, as an exact match.
 */
export function matchPartTypesWithPosition(index: SearchIndex, rawQuery: string): PartTypeMatch[] {
  const words = normaliseTerm(rawQuery).split(' ').filter(Boolean);
  const matches: PartTypeMatch[] = [];
  for (const partType of index.partTypes) {
    const rest = words.filter((word) => !partType.positionWords.includes(word));
    if (rest.length === 0 || rest.length === words.length) continue;
    const term = partType.terms.indexOf(rest.join(' '));
    if (term >= 0) matches.push({ partType, tier: 0, byName: term === 0 });
  }
  return matches;
}

/**
 * The part type's positions the query names ('front' names 'Front Left' and 'Front Right', 'front
 * left' only the first): those that have every position word of the query. None when it names
 * none.
 */
export function positionsNamed(partType: IndexedPartType, rawQuery: string): string[] {
  const named = [...new Set(normaliseTerm(rawQuery).split(' '))].filter((word) =>
    partType.positionWords.includes(word),
  );
  if (named.length === 0) return [];
  return partType.positions
    .filter((position) =>
      named.every((word) => position.words.some((forms) => forms.includes(word))),
    )
    .map((position) => position.name);
}

/** A part type a free query names, with the query words it does not explain. */
export interface PartTypeByWords {
  partType: IndexedPartType;
  /** Words for the products' description and brand ('ceramic', 'wagner'). */
  unmatched: string[];
}

/**
 * The selectable part types a free query names best, for a parts search beyond one vehicle (a
 * stock order's lines): those whose name and synonym words match the most query words ('ceramic
 * brake pads wagner': Disc Brake Pad by 'brake' and 'pads'), the most popular first, at most
 * `limit`. Position words ('front') are explained by a part type that has them; linking words
 * are left out.
 */
export function partTypesByWords(
  index: SearchIndex,
  rawQuery: string,
  limit: number,
): PartTypeByWords[] {
  const words = normaliseTerm(rawQuery)
    .split(' ')
    .filter((word) => word && !LINKING_WORDS.has(word));
  const scored: (PartTypeByWords & { named: number })[] = [];
  for (const partType of index.partTypes) {
    if (!partType.leaf) continue;
    const inTerms = (q: string) => partType.words.some((w) => wordMatches(q, w));
    const named = words.filter(inTerms).length;
    if (named === 0) continue;
    const unmatched = words.filter((q) => !inTerms(q) && !partType.positionWords.includes(q));
    scored.push({ partType, unmatched, named });
  }
  const best = Math.max(0, ...scored.map((s) => s.named));
  return scored
    .filter((s) => s.named === best)
    .sort(
      (a, b) =>
        (a.partType.popularityRank ?? Number.MAX_SAFE_INTEGER) -
          (b.partType.popularityRank ?? Number.MAX_SAFE_INTEGER) ||
        a.partType.name.localeCompare(b.partType.name),
    )
    .slice(0, limit)
    .map(({ partType, unmatched }) => ({ partType, unmatched }));
}

export interface VehicleMatch {
  baseVehicleId: number;
  year: number;
  makeId: number;
  make: string;
  modelId: number;
  model: string;
}

const YEAR = /^(19|20)\d\d$/;
/** Without a year in the query, a model suggests at most its newest few years. */
const YEARS_PER_MODEL = 3;

/**
 * Year make model suggestions: a four-digit year in the query picks the year, every other word
 * must start a word of the make or model ('2013 f-1', 'f150 2013', 'ford f 150'). Models where
 * more query words are whole words come first, then make and model names, newest year first.
 */
export function matchVehicles(index: SearchIndex, rawQuery: string, limit: number): VehicleMatch[] {
  let year: number | null = null;
  const tokens: string[] = [];
  for (const word of rawQuery.toLowerCase().split(/\s+/)) {
    if (year === null && YEAR.test(word)) year = Number(word);
    else {
      const compact = word.replace(/[^a-z0-9]/g, '');
      if (compact) tokens.push(compact);
    }
  }
  if (tokens.length === 0 || limit <= 0) return [];

  const scored: { model: IndexedModel; exact: number; years: (readonly [number, number])[] }[] = [];
  for (const model of index.models) {
    if (!tokens.every((t) => model.words.some((w) => w.startsWith(t)))) continue;
    const years =
      year === null
        ? model.years.slice(0, YEARS_PER_MODEL)
        : model.years.filter(([y]) => y === year);
    if (years.length === 0) continue;
    const exact = tokens.filter((t) => model.words.includes(t)).length;
    scored.push({ model, exact, years });
  }
  scored.sort((a, b) => b.exact - a.exact); // stable: make and model order kept within a score

  const out: VehicleMatch[] = [];
  for (const { model, years } of scored) {
    for (const [y, baseVehicleId] of years) {
      out.push({
        baseVehicleId,
        year: y,
        makeId: model.makeId,
        make: model.make,
        modelId: model.modelId,
        model: model.model,
      });
      if (out.length >= limit) return out;
    }
  }
  return out;
}
