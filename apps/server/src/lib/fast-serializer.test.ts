import { ProductLookupResponseSchema } from '@procounter/shared/contracts/product';
import { QuoteSummarySchema } from '@procounter/shared/contracts/worksheet';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createFastSerializerCompiler,
  serializationSchemaOf,
  warmFastSerializers,
} from './fast-serializer';

warmFastSerializers();

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test' });
const compileWith = (schema: z.ZodType, verify = false) =>
  createFastSerializerCompiler({ verify })(route(schema));

const lookup = {
  vehicle: { baseVehicleId: 201301801, description: '2013 Ford F-150' },
  partTypes: [{ partTypeId: '01101', partTypeName: 'Disc Brake Pad', count: 1 }],
  homeStoreId: 512,
  hideCosts: true,
  sort: 'SCORE' as const,
  products: [
    {
      productId: 421,
      lineCode: 'OED',
      brandName: 'OE "Direct" \u2028 Ñ',
      partNumber: 'DBP-2914',
      description: 'OE Replacement Organic Disc Brake Pad, Rear',
      partTypeId: '01101',
      partTypeName: 'Disc Brake Pad',
      cost: null,
      listPrice: 135.99,
      customerPrice: 119.4,
      kitType: null,
      fitNote: null,
      position: 'Rear',
      qualifiers: [{ attributeId: 10101, valueId: 2 }],
      fit: 'COMPATIBLE' as const,
      homeStore: { storeId: 512, quantityOnHand: null },
    },
  ],
  questions: [
    {
      attributeId: 10102,
      partTypeId: null,
      retained: true,
      choices: [
        { valueId: 1, count: 2 },
        { valueId: 2, count: 1 },
      ],
    },
  ],
  answers: [{ attributeId: 10101, partTypeId: '01101', valueId: 2 }],
};

describe('compiled response serializers', () => {
  it('write what zod writes for the parts lookup and the mini quote', () => {
    for (const [schema, data] of [
      [ProductLookupResponseSchema, lookup],
      [ProductLookupResponseSchema, { ...lookup, vehicle: null, products: [] }],
      [
        QuoteSummarySchema,
        {
          quoteProducts: [],
          quoteDetails: {
            subtotalCost: null,
            subtotalPrice: 0,
            totalItems: 0,
            worksheetHeaderId: 7,
            worksheetName: null,
          },
        },
      ],
    ] as const) {
      const parsed = (schema as z.ZodType).parse(data);
      expect(serializationSchemaOf(schema as z.ZodType)).toBeDefined();
      expect(compileWith(schema as z.ZodType, true)(parsed)).toBe(JSON.stringify(parsed));
    }
  });

  it('never write a property the schema does not declare: a cost slipped onto a hide-costs answer stays out', () => {
    const serialize = compileWith(ProductLookupResponseSchema);
    const [product] = lookup.products;
    const written = serialize({
      ...lookup,
      products: [{ ...product, unitCost: 67.67, costOfGoods: 12 }],
      shopCost: 1,
    });
    expect(written).not.toContain('unitCost');
    expect(written).not.toContain('costOfGoods');
    expect(written).not.toContain('shopCost');
    expect(JSON.parse(written)).toEqual(lookup);
  });

  it('fail a request whose answer the two write differently when verifying', () => {
    // An id given as text: zod refuses it (500), as before; never written as fast-json-stringify
    // would have coerced it.
    const serialize = compileWith(z.object({ id: z.number() }), true);
    expect(() => serialize({ id: '12' })).toThrow();
    expect(serialize({ id: 12 })).toBe('{"id":12}');
  });

  it("keep zod's serializer where JSON Schema cannot say it or a union must be chosen at run time", () => {
    const dated = z.object({ at: z.date() });
    expect(serializationSchemaOf(dated)).toBeUndefined();
    expect(compileWith(dated)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    const union = z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]);
    expect(serializationSchemaOf(union)).toBeUndefined();
    expect(compileWith(union)({ b: 2 })).toBe('{"b":2}');
  });

  it('write "X or null" without a union: nullable', () => {
    const schema = serializationSchemaOf(
      z.object({ v: z.object({ x: z.number() }).nullable(), s: z.string().nullable() }),
    ) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.v).toMatchObject({ type: 'object', nullable: true });
    expect(schema.properties.v).not.toHaveProperty('anyOf');
    expect(schema.properties.s).toMatchObject({ type: ['string', 'null'] });
  });
});
