import { VPIC_FUEL_WORDS, VPIC_LAYOUT_LETTERS } from '../vehicles/vehicles.service';
import type { VpicEngine } from './vpic-decoder';

/**
 * Which catalog engine a VIN's engine is. The catalog keeps an engine as a description only
 * ('3.5L V6 Gas GTDI', 'V6 Gas' where vPIC gave no size), so both sides are read as the same
 * facts (size, cylinders, layout, fuel, engine family) and compared fact by fact: a description
 * that gains its displacement, or loses a word, still matches on what it does say.
 */

export interface EngineFacts {
  litres: number | null;
  cylinders: number | null;
  /** L in-line, V, H boxer, W, R rotary. */
  layout: string | null;
  /** Gas, Diesel, Electric, Flex, CNG, LPG, Hydrogen, Fuel Cell. */
  fuel: string | null;
  /** The engine family named after the fuel, upper case without punctuation: 'GTDI', 'ECOBOOST'. */
  family: string | null;
}

const FUELS = ['Fuel Cell', 'Gas', 'Diesel', 'Electric', 'Flex', 'CNG', 'LPG', 'Hydrogen'];

const family = (text: string | null | undefined) => {
  const bare = (text ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return bare === '' ? null : bare;
};

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : null);

/** The facts a catalog description states. */
export function factsOfDescription(description: string): EngineFacts {
  const size = /(\d+(?:\.\d+)?)\s*L\b/i.exec(description);
  const cylinders = /\b([LIVHWR])(\d{1,2})\b/.exec(description);
  let fuel: string | null = null;
  let rest = '';
  for (const name of FUELS) {
    const at = description.search(new RegExp(`\\b${name}\\b`, 'i'));
    if (at !== -1) {
      fuel = name;
      rest = description.slice(at + name.length);
      break;
    }
  }
  return {
    litres: size ? positive(Number(size[1])) : null,
    cylinders: cylinders ? positive(Number(cylinders[2])) : null,
    layout: cylinders ? (cylinders[1] === 'I' ? 'L' : cylinders[1]!) : null,
    fuel,
    family: family(rest),
  };
}

/** The facts a VIN's decode states. */
export function factsOfVin(engine: VpicEngine): EngineFacts {
  return {
    litres: positive(Number(engine.displacement ?? Number.NaN)),
    cylinders: positive(Number(engine.cylinders ?? Number.NaN)),
    layout: (engine.configuration && VPIC_LAYOUT_LETTERS[engine.configuration]) ?? null,
    fuel: (engine.fuel && VPIC_FUEL_WORDS[engine.fuel]) ?? null,
    family: family(engine.model),
  };
}

/**
 * How well a catalog engine fits the VIN's: undefined when a fact both state differs, else a score
 * (size counts most). Without an agreeing size or cylinder count nothing is claimed. A different
 * engine family lowers the score without ruling the engine out, since families are free text.
 */
function fit(catalog: EngineFacts, vin: EngineFacts): number | undefined {
  let score = 0;
  let sized = false;
  if (catalog.litres !== null && vin.litres !== null) {
    if (Math.abs(Math.round(catalog.litres * 10) - Math.round(vin.litres * 10)) > 0) return;
    score += 4;
    sized = true;
  }
  if (catalog.cylinders !== null && vin.cylinders !== null) {
    if (catalog.cylinders !== vin.cylinders) return;
    score += 2;
    sized = true;
  }
  if (catalog.layout !== null && vin.layout !== null) {
    if (catalog.layout !== vin.layout) return;
    score += 1;
  }
  if (catalog.fuel !== null && vin.fuel !== null) {
    if (catalog.fuel !== vin.fuel) return;
    score += 1;
  }
  if (catalog.family !== null && vin.family !== null)
    score += catalog.family === vin.family ? 1 : -1;
  return sized ? score : undefined;
}

/** The catalog engine the VIN's engine is; undefined when none fits or two fit equally well. */
export function matchEngine(
  engines: Iterable<[id: number, description: string]>,
  engine: VpicEngine,
): number | undefined {
  const vin = factsOfVin(engine);
  let best: { id: number; score: number } | undefined;
  let tie = false;
  for (const [id, description] of engines) {
    const score = fit(factsOfDescription(description), vin);
    if (score === undefined) continue;
    if (!best || score > best.score) {
      best = { id, score };
      tie = false;
    } else if (score === best.score) tie = true;
  }
  return best && !tie ? best.id : undefined;
}

/** The catalog submodel named as the VIN's trim, else as its series. */
export function matchSubmodel(
  submodels: Iterable<[id: number, name: string]>,
  names: (string | null)[],
): number | undefined {
  const key = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  const list = [...submodels];
  for (const name of names) {
    if (!name) continue;
    const found = list.find(([, submodel]) => key(submodel) === key(name));
    if (found) return found[0];
  }
  return undefined;
}
