import { partNumberKey } from '@procounter/shared/domain/part-number';
import { hash32, hashString, Random } from './prng';

// The part interchange's numbers of a generated product (issue 25 part 1): the vehicle maker's OE
// number, other brands' numbers for the same part, and for a few products a former number of
// ours. Equivalent products of our brands (the same part type for the same application: model,
// generation, position, engine or submodel) get the same OE and competitor numbers, as in the
// trade, where one OE number crosses to several aftermarket brands; each is made from a hash of
// that application, not from the product's own stream, so the catalog's products stay as they were.

/** What the generator knows of a product's application. */
export interface InterchangeApplication {
  /** The part type. */
  partTypeId: string;
  /** Its four digits in numbers (partTypeDigits). */
  partTypeDigits: string;
  /** The vehicle it was made for; undefined for a universal part type (no OE number). */
  vehicle?: { make: string; modelId: number; year: number };
  /** Position, engine or submodel words that split one part type's parts for one vehicle. */
  detail: string;
}

export interface InterchangeNumber {
  kind: 'OE' | 'COMPETITOR' | 'SUPERSEDED';
  source: string;
  number: string;
  numberKey: string;
}

/**
 * Other brands that cross to ours (made up, as our brands are), each with its number pattern: #
 * a digit, @ a letter, {T} the part type's four digits (partTypeDigits), as makers number a
 * product line: two part types never share a number. Each makes a given application about half
 * the time.
 */
export const COMPETITOR_BRANDS: readonly { name: string; pattern: string }[] = [
  { name: 'Northline', pattern: 'NL-{T}####' },
  { name: 'Carver Automotive', pattern: 'CA{T}####' },
  { name: 'TruePart', pattern: 'TP-{T}-####' },
  { name: 'Ridgeway', pattern: 'R{T}###@' },
  { name: 'Meridian Motorparts', pattern: 'MM{T}####' },
  { name: 'Ironbridge', pattern: 'IB-{T}####' },
];
const COMPETITOR_SHARE = 0.45;

/** OE number patterns by make (the makers' own styles, invented digits; {T} as above). */
const OE_PATTERNS: readonly [makes: readonly string[], pattern: string][] = [
  [['Ford', 'Lincoln', 'Mercury'], '@@#Z-{T}-@@'],
  [
    ['Chevrolet', 'GMC', 'Buick', 'Cadillac', 'Pontiac', 'Saturn', 'Oldsmobile', 'Hummer'],
    '{T}#####',
  ],
  [['Honda', 'Acura'], '{T}#-@@@-@##'],
  [['Toyota', 'Lexus', 'Scion'], '{T}#-#####'],
  [['Nissan', 'Infiniti'], '@{T}-#@@#@'],
  [['BMW', 'MINI', 'Mini'], '{T}#######'],
  [['Dodge', 'Chrysler', 'Jeep', 'Ram', 'Plymouth'], '{T}####@@'],
  [['Hyundai', 'Kia', 'Genesis'], '{T}#-#@@##'],
  [['Subaru'], '{T}#@@###'],
  [['Volkswagen', 'Audi'], '#@#-{T}-##-@'],
];
const OE_DEFAULT_PATTERN = '@@{T}####';
/** Letters of numbers: no I or O, which read as 1 and 0. */
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** Share of products with a former number of ours (superseded by this one). */
const SUPERSEDED_SHARE = 0.03;
/** Share of applications whose maker changed its OE number once (both numbers name the part). */
const SECOND_OE_SHARE = 0.2;

function oePattern(make: string): string {
  for (const [makes, pattern] of OE_PATTERNS) if (makes.includes(make)) return pattern;
  return OE_DEFAULT_PATTERN;
}

/**
 * A part type's four digits in numbers, from its place among the leaves (catalog-definition's
 * order, which only grows at the end of a subcategory's list, as the README asks): unique.
 */
export function partTypeDigits(leafIndex: number): string {
  return String(1001 + leafIndex);
}

/** Fills a pattern's {T} with the part type's digits, # with digits and @ with letters. */
function fill(pattern: string, digits: string, random: Random): string {
  let out = '';
  for (const ch of pattern.replace('{T}', digits)) {
    if (ch === '#') out += String(random.int(0, 9));
    else if (ch === '@') out += LETTERS[random.int(0, LETTERS.length - 1)];
    else out += ch;
  }
  return out;
}

/** The application's key: equal for equivalent products of any of our brands. */
export function applicationKey(application: InterchangeApplication): string {
  const vehicle = application.vehicle;
  // A generation: five model years share their parts' numbers.
  const generation = vehicle ? `${vehicle.modelId}:${Math.floor(vehicle.year / 5)}` : 'universal';
  return `${application.partTypeId}|${generation}|${application.detail}`;
}

/**
 * The interchange numbers of one product. `seed` is the catalog's; the numbers of an application
 * depend on the seed and the application only, a former number on the product too.
 */
export function interchangeNumbers(
  seed: number,
  product: { id: number; partNumber: string; brandName: string },
  application: InterchangeApplication,
): InterchangeNumber[] {
  const appHash = hash32(seed ^ 0x1c7e_4a2d, hashString(applicationKey(application)));
  const numbers: InterchangeNumber[] = [];
  const add = (kind: InterchangeNumber['kind'], source: string, number: string) =>
    numbers.push({ kind, source, number, numberKey: partNumberKey(number) });

  if (application.vehicle) {
    const random = new Random(appHash);
    const pattern = oePattern(application.vehicle.make);
    add('OE', application.vehicle.make, fill(pattern, application.partTypeDigits, random));
    if (random.chance(SECOND_OE_SHARE)) {
      const second = fill(pattern, application.partTypeDigits, random);
      if (partNumberKey(second) !== numbers[0]!.numberKey)
        add('OE', application.vehicle.make, second);
    }
  }
  for (const [i, competitor] of COMPETITOR_BRANDS.entries()) {
    const random = new Random(hash32(appHash, i + 1));
    if (random.chance(COMPETITOR_SHARE))
      add(
        'COMPETITOR',
        competitor.name,
        fill(competitor.pattern, application.partTypeDigits, random),
      );
  }
  const own = new Random(hash32(seed ^ 0x5e9d_0b17, product.id));
  if (own.chance(SUPERSEDED_SHARE))
    add('SUPERSEDED', product.brandName, formerNumber(product.partNumber, own));
  return numbers;
}

/**
 * A former number of ours: the part number's letters, then other digits, ending in a letter.
 * Every generated part number ends in a digit (the brands' patterns), so a former number is never
 * a current one.
 */
function formerNumber(partNumber: string, random: Random): string {
  const digits = partNumber.replace(/[^0-9]/g, '').length;
  const prefix = partNumber.match(/^[A-Z]*/)?.[0] ?? '';
  let body = '';
  for (let i = 0; i < Math.max(3, digits - 1); i++) body += String(random.int(i === 0 ? 1 : 0, 9));
  return `${prefix}${body}${LETTERS[random.int(0, LETTERS.length - 1)]}`;
}
