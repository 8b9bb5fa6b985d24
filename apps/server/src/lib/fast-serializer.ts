import { createRequire } from 'node:module';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Answers serialized by code compiled from their response schema (fast-json-stringify, Fastify's
// own serializer, decisions/043) instead of zod's encode and then JSON.stringify: zod walks and
// copies every value of an answer, a tenth of the CPU of a parts lookup at the benchmark scale.
// The JSON is the same: fast-json-stringify writes exactly the properties the schema declares, in
// its order (an extra property, such as a cost on a hide-costs answer, is never written, as zod
// stripped it), and omits undefined ones. A schema that JSON Schema cannot express (a transform, a
// date) or that needs a choice between shapes at run time (a union other than "or null") keeps
// zod's serializer, and so does a route until fast-json-stringify has loaded (warmFastSerializers;
// it is loaded after listen, not at start: it pulls in ajv). With `verify` (the test suites) every
// answer is serialized both ways and a difference fails the request: the tests hold the two to the
// same output.

type Serializer = (data: unknown) => string;
type Compile = (schema: object) => Serializer;
type RouteSchema = { schema: unknown; method: string; url: string };

let compile: Compile | undefined;

/** Loads fast-json-stringify once (synchronously: it is CommonJS), off the start path. */
export function warmFastSerializers(): void {
  compile ??= createRequire(import.meta.url)('fast-json-stringify') as Compile;
}

/** zod's schema of a route's response (fastify-type-provider-zod takes the same two forms). */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

/**
 * The JSON Schema of a zod response schema as fast-json-stringify serializes it best: "X or null"
 * becomes X with `nullable` (anyOf would make it validate each value with ajv to choose), and
 * what only validation reads (formats, patterns, bounds) is left out. undefined when zod cannot
 * express the schema, or when a real choice between shapes remains.
 */
/** Keywords that describe a schema without changing what is written. */
const DESCRIPTIVE = new Set(['description', 'title', 'default', 'examples', 'deprecated']);

export function serializationSchemaOf(schema: z.ZodType): object | undefined {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  let choice = false;
  const simplify = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(simplify);
    if (node === null || typeof node !== 'object') return node;
    const { $schema, format, pattern, minimum, maximum, minLength, maxLength, ...rest } =
      node as Record<string, unknown>;
    void [$schema, format, pattern, minimum, maximum, minLength, maxLength];
    const anyOf = rest.anyOf ?? rest.oneOf;
    if (Array.isArray(anyOf)) {
      const others = anyOf.filter(
        (branch) => (branch as { type?: unknown } | null)?.type !== 'null',
      );
      const alongside = Object.keys(rest).filter((key) => !DESCRIPTIVE.has(key));
      if (others.length === 1 && anyOf.length === 2 && alongside.length === 1) {
        return { ...(simplify(others[0]) as object), nullable: true };
      }
      choice = true;
    }
    if (rest.allOf !== undefined || rest.not !== undefined || rest.if !== undefined) choice = true;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) {
      // Property names are data, not schema: only their values are simplified.
      out[key] =
        key === 'properties' || key === 'definitions'
          ? Object.fromEntries(
              Object.entries(value as Record<string, unknown>).map(([name, property]) => [
                name,
                simplify(property),
              ]),
            )
          : simplify(value);
    }
    return out;
  };
  const simplified = simplify(json);
  return choice ? undefined : (simplified as object);
}

/**
 * Fastify's serializer compiler for every route: fast-json-stringify from the response schema
 * where it can serialize it (above), else zod's. `verify`: both, and a difference is an error.
 */
export function createFastSerializerCompiler({ verify }: { verify: boolean }) {
  return (route: RouteSchema): Serializer => {
    const zodSerializer = zodSerializerCompiler(route as never) as Serializer;
    const schema = zodSchemaOf(route.schema);
    let fast: Serializer | null | undefined = schema ? undefined : null;
    return (data) => {
      if (fast === undefined && compile) {
        const json = serializationSchemaOf(schema!);
        fast = json ? compile(json) : null;
      }
      if (!fast) return zodSerializer(data);
      const written = fast(data);
      if (verify) {
        const expected = zodSerializer(data);
        if (written !== expected) {
          throw new Error(
            `${route.method} ${route.url}: the compiled serializer wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
          );
        }
      }
      return written;
    };
  };
}
