import { FREE_TEXT_KEY } from '@procounter/shared/validation/free-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Every free-text field of every request goes through the shared free-text rule
// (packages/shared/src/validation/free-text.ts), which strips control and bidirectional-override
// characters: this walks the OpenAPI document the server builds from the routes' zod contracts
// and fails on a string field that neither carries the rule's mark nor is shaped by a format, a
// pattern or a list of values. A new field cannot forget it.

interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  [FREE_TEXT_KEY]?: string;
}

interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/**
 * Strings that are not free text and must not be altered, each with the reason. Keyed by
 * 'METHOD /path field'.
 */
const NOT_FREE_TEXT: Record<string, string> = {
  'POST /api/auth/rest/login password':
    'a password is compared as typed: stripping a character would lock its owner out',
  'POST /api/user/securityChange currentPassword': 'a password, compared as typed',
  'POST /api/user/securityChange newPassword':
    'a password is stored as a hash of what was typed; the user types it again the same way',
  'POST /api/auth/rest/resetPassword newPassword':
    'a password is stored as a hash of what was typed; the user types it again the same way',
  'GET /api/content/graphql query':
    'a GraphQL document for the GraphQL parser, which refuses control characters itself; never stored or shown',
  'GET /api/content/graphql variables': 'JSON for the GraphQL variables; parsed, never stored',
  'GET /api/content/graphql operationName': 'a GraphQL name, for the GraphQL parser as the query',
  'GET /api/public/approval/:token token':
    'an approval link token, only hashed and looked up: a token of any other shape answers 404 ' +
    'like an unknown one (never 400), so the route cannot tell shapes apart; never stored or shown',
  'POST /api/public/approval/:token/decision token':
    'the same approval link token, only hashed and looked up (any other shape: 404)',
};

/** The string fields of a schema that are not shaped by a format, a pattern or a value list. */
function unmarkedStrings(schema: Schema | undefined, path: string, out: string[]) {
  if (!schema) return;
  for (const branch of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    unmarkedStrings(branch, path, out);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object')) {
    for (const [key, value] of Object.entries(schema.properties ?? {})) {
      unmarkedStrings(value, path ? `${path}.${key}` : key, out);
    }
    if (typeof schema.additionalProperties === 'object') {
      unmarkedStrings(schema.additionalProperties, `${path}.*`, out);
    }
  }
  if (types.includes('array')) {
    for (const item of [schema.items ?? []].flat()) unmarkedStrings(item, `${path}[]`, out);
  }
  if (types.includes('string')) {
    const shaped =
      schema.format !== undefined ||
      schema.pattern !== undefined ||
      schema.enum !== undefined ||
      schema.const !== undefined;
    if (!shaped && !schema[FREE_TEXT_KEY]) out.push(path);
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('free-text fields of the API', () => {
  it('all go through the shared free-text rule', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const found: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const fields: string[] = [];
        for (const parameter of operation.parameters ?? []) {
          unmarkedStrings(parameter.schema, parameter.name, fields);
        }
        for (const content of Object.values(operation.requestBody?.content ?? {})) {
          unmarkedStrings(content.schema, '', fields);
        }
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        found.push(...fields.map((field) => `${route} ${field}`));
      }
    }
    const unmarked = [...new Set(found)].filter((field) => !(field in NOT_FREE_TEXT));
    expect(unmarked).toEqual([]);
    // An exemption for a field that is gone (or now marked) goes too.
    expect(Object.keys(NOT_FREE_TEXT).filter((field) => !found.includes(field))).toEqual([]);
  });
});
