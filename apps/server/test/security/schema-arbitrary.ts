import fc from 'fast-check';

/** The parts of JSON Schema (as @fastify/swagger writes the routes' zod schemas) the fuzzer reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  anyOf?: JsonSchema[];
  nullable?: boolean;
}

/** Known-good values by field name (ids of rows that exist), so many requests reach a handler. */
export type Hints = Record<string, readonly unknown[]>;

/**
 * Values at the edges of what a field may hold, or past them: empty, huge, unicode, negative,
 * NaN-like text, nulls and values of the wrong type. Free of the words the leak check looks for.
 */
export const EDGE_VALUES: readonly unknown[] = [
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '١٠٠١',
  'x'.repeat(5000),
  '🚗🔧 Ünïcödé ñ 日本語',
  '\u0000',
  '\u202e\u200b',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%2e%2e',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template injection text, sent as it is
  '${7*7}',
  null,
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  true,
  false,
  [],
  {},
  [null],
  { '': null },
];

const edge = fc.constantFrom(...EDGE_VALUES);

const MAX_STRING = 60;
const MAX_ARRAY = 4;

/** A text of the schema's length bounds, of any Unicode now and then. */
function text(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isLeapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
/** Days of a month of the proleptic Gregorian calendar, which ISO 8601 dates use. */
const daysIn = (y: number, m: number) =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/**
 * Any date the format allows, year 0000 to 9999: what a caller can send, not what a shop means.
 * Year 0 and the far ends are where a date the format takes fails in the database (issue 19:
 * startDate=0000-01-01 answered 500), so they come up often. Days stay real ones (no April 31),
 * so the value passes the format and reaches the handler.
 */
function anyFormatDate(): fc.Arbitrary<string> {
  const year = fc.oneof(
    fc.constantFrom(0, 1, 1899, 1900, 1970, 9999),
    fc.integer({ min: 0, max: 9999 }),
  );
  return fc
    .tuple(year, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(Math.min(d, daysIn(y, m)), 2)}`);
}

function isoDate(): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc
        .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    },
    { weight: 1, arbitrary: anyFormatDate() },
  );
}

/**
 * The values at the edges of a string format, which random generation only now and then hits:
 * the fuzzer sends each of them once to every field of that format. Year 0 exists in ISO 8601
 * but not in PostgreSQL; 9999-12-31 in an offset west of UTC is year 10000 in UTC.
 */
export const FORMAT_EDGES: Readonly<Record<string, readonly string[]>> = {
  date: ['0000-01-01', '0000-02-29', '0001-01-01', '1899-12-31', '1900-01-01', '9999-12-31'],
  'date-time': [
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '1900-01-01T00:30:00+01:00',
    '9999-12-31T23:59:59.999Z',
    '9999-12-31T23:30:00-01:00',
  ],
};

/** An ISO instant the format allows, also at the years a database cannot hold. */
function isoInstant(): fc.Arbitrary<string> {
  return fc
    .tuple(anyFormatDate(), fc.integer({ min: 0, max: 86_399_999 }))
    .map(([date, ms]) => `${date}T${new Date(ms).toISOString().slice(11)}`);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  const exclusiveMax = schema.exclusiveMaximum === true;
  let min = schema.minimum ?? (integer ? -(2 ** 31) : -1e9);
  let max = schema.maximum ?? (integer ? 2 ** 31 : 1e9);
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum;
  min = Math.max(min, Number.MIN_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (integer) {
    return fc.integer({
      min: exclusiveMin || typeof schema.exclusiveMinimum === 'number' ? min + 1 : min,
      max: exclusiveMax || typeof schema.exclusiveMaximum === 'number' ? max - 1 : max,
    });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: exclusiveMin });
}

/** A value the schema accepts (as far as JSON Schema says: refinements may still refuse it). */
export function validValue(schema: JsonSchema, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  const plain = validOfType(schema, hints, name);
  const hinted = name !== undefined && !schema.enum ? hints[name] : undefined;
  const value = hinted
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...hinted) },
        { weight: 2, arbitrary: plain },
      )
    : plain;
  return schema.nullable ? fc.option(value, { nil: null, freq: 6 }) : value;
}

function validOfType(schema: JsonSchema, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValue(s, hints, name)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= 254);
      if (schema.format === 'date') return isoDate();
      if (schema.format === 'date-time') return isoInstant();
      if (schema.pattern) {
        const max = schema.maxLength ?? MAX_STRING * 4;
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((s) => s.length <= max && s.length >= (schema.minLength ?? 0));
      }
      return text(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(mixedValue(schema.items ?? {}, hints, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_ARRAY, MAX_ARRAY),
        ),
      });
    case 'object':
      return objectOf(schema, hints);
    default:
      // Unrepresentable in JSON Schema (a preprocess, a transform): anything JSON.
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), text(schema));
  }
}

function objectOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const record = fc.record(
    Object.fromEntries(keys.map((key) => [key, mixedValue(properties[key]!, hints, key)])),
    { requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)) },
  );
  // Now and then a field the contract does not know, or one it needs left out.
  return fc.oneof(
    { weight: 12, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.string({ minLength: 1, maxLength: 12 }), edge)
        .map(([value, key, extra]) => ({ ...value, [key]: extra })),
    },
    {
      weight: 1,
      arbitrary: record.map((value) => {
        const [first] = Object.keys(value);
        if (first === undefined) return value;
        const { [first]: _dropped, ...rest } = value;
        return rest;
      }),
    },
  );
}

/** Mostly a valid value, sometimes an edge value in its place. */
export function mixedValue(schema: JsonSchema, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: validValue(schema, hints, name) },
    { weight: 1, arbitrary: edge },
  );
}

/** How a value goes into a query string or a path segment. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
