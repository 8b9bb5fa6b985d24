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

function isoDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
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
