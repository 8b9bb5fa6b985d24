import {
  KIT_PART_TYPE_IDS,
  MOST_POPULAR_PARENT_PART_TYPE_ID,
} from '@procounter/shared/domain/constants';
import { partNumberKey } from '@procounter/shared/domain/part-number';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_FILE } from '../../paths';
import { readCatalogFile } from '../vehicles/catalog-file';
import { catalogDefinition } from './catalog-definition';
import { arrayLiteral, copyLine, escapeCopyText } from './copy-text';
import { type CatalogSink, type GeneratedProduct, generateProducts } from './generator';
import { COMPETITOR_BRANDS, type InterchangeNumber, partTypeDigits } from './interchange-numbers';
import { VehicleIndex, vehicleRecordsFromCatalogFile } from './vehicle-index';

// The generator without a database: the committed vehicle catalog file stands in for the loaded
// tables (parts-catalog.test.ts checks that both give the same records).

let vehicles: VehicleIndex;
beforeAll(async () => {
  vehicles = new VehicleIndex(vehicleRecordsFromCatalogFile(await readCatalogFile(CATALOG_FILE)));
});

interface Collected {
  products: GeneratedProduct[];
  fitment: [number, number, string, number | null, number | null][];
  kits: [number, string][];
  components: [number, number, number][];
  stock: [number, number, number][];
  interchange: [number, InterchangeNumber][];
}

function generate(seed: number, products: number, storeIds: readonly number[] = [512, 4031]) {
  const out: Collected = {
    products: [],
    fitment: [],
    kits: [],
    components: [],
    stock: [],
    interchange: [],
  };
  const sink: CatalogSink = {
    product: (p) => out.products.push(p),
    fitment: (...row) => out.fitment.push(row),
    kit: (...row) => out.kits.push(row),
    kitComponent: (...row) => out.components.push(row),
    stock: (...row) => out.stock.push(row),
    interchange: (...row) => out.interchange.push(row),
  };
  const counts = generateProducts(vehicles, { seed, products, storeIds }, sink);
  return { ...out, counts };
}

describe('the catalog definition', () => {
  const definition = catalogDefinition();
  const leaves = definition.partTypes.filter((p) => p.leaf);

  it('has a PCdb-like tree of more than 150 part types under the categories a counter expects', () => {
    expect(leaves.length).toBeGreaterThanOrEqual(150);
    const categories = definition.partTypes.filter((p) => p.parentId === null && p.id !== '00000');
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Brakes',
        'Filters',
        'Engine',
        'Electrical',
        'Ignition',
        'Suspension',
      ]),
    );
    const names = leaves.map((p) => p.name);
    for (const name of [
      'Disc Brake Pad',
      'Disc Brake Rotor',
      'Brake Caliper',
      'Brake Shoe',
      'Oil Filter',
      'Air Filter',
      'Cabin Air Filter',
      'Spark Plug',
      'Ignition Coil',
      'Alternator',
      'Starter',
      'Battery',
      'Water Pump',
      'Thermostat',
      'Serpentine Belt',
      'Timing Belt Kit',
      'Wiper Blade',
      'Headlight Bulb',
      'Strut Assembly',
      'Wheel Bearing and Hub',
      'CV Axle',
      'Oxygen Sensor',
      'Catalytic Converter',
      'A/C Compressor',
      'Engine Oil',
      'Brake Fluid',
    ]) {
      expect(names).toContain(name);
    }
    const pads = leaves.find((p) => p.name === 'Disc Brake Pad');
    expect(pads?.synonyms).toEqual(expect.arrayContaining(['brake pads', 'pads']));
  });

  it('gives every node a unique five-character id and a parent that exists', () => {
    const ids = definition.partTypes.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9C]\d{4}$/);
    const known = new Set(ids);
    for (const p of definition.partTypes) if (p.parentId) expect(known.has(p.parentId)).toBe(true);
    expect(ids).toContain(MOST_POPULAR_PARENT_PART_TYPE_ID);
    expect(ids).toEqual(expect.arrayContaining(Object.values(KIT_PART_TYPE_IDS)));
  });

  it('has at least three brands for every part type, with unique line codes', () => {
    for (const leaf of definition.leaves)
      expect(leaf.brandIds.length, leaf.spec.name).toBeGreaterThanOrEqual(3);
    const codes = definition.brands.map((b) => b.lineCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
  });
});

describe('the product stream', () => {
  it('is the same for the same seed, and a smaller catalog is the start of a bigger one', () => {
    const a = generate(7, 3000);
    const b = generate(7, 3000);
    expect(b).toEqual(a);
    const small = generate(7, 1500);
    // The last unit of the smaller one may be a single product where the bigger made a kit.
    expect(small.products.slice(0, 1495)).toEqual(a.products.slice(0, 1495));
    expect(a.products.map((p) => p.id)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
  });

  it('differs for another seed', () => {
    expect(generate(8, 300).products).not.toEqual(generate(7, 300).products);
  });

  it('makes the requested number of products, unique by line code and part number', () => {
    const { products, counts } = generate(3, 6000);
    expect(products).toHaveLength(6000);
    expect(counts.products).toBe(6000);
    const keys = products.map((p) => `${p.brandId}|${p.partNumber}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of products) expect(p.partNumberKey).toBe(partNumberKey(p.partNumber));
  });

  it('prices most products plausibly and leaves about 3% without a price', () => {
    const { products, counts } = generate(3, 6000);
    const unpriced = products.filter((p) => p.listPrice === null);
    expect(unpriced.length).toBe(counts.withoutPrice);
    expect(unpriced.length / products.length).toBeGreaterThan(0.01);
    expect(unpriced.length / products.length).toBeLessThan(0.06);
    for (const p of unpriced) expect([p.cost, p.customerPrice]).toEqual([null, null]);
    for (const p of products.filter((p) => p.listPrice !== null)) {
      expect(p.cost).toBeGreaterThan(0);
      expect(p.cost).toBeLessThan(p.customerPrice ?? 0);
      expect(p.customerPrice).toBeLessThanOrEqual((p.listPrice ?? 0) + 0.01);
    }
  });

  it('averages at least 10 fitment rows per product, never repeating one', () => {
    const { fitment, counts } = generate(5, 6000);
    expect(counts.fitment).toBe(fitment.length);
    expect(fitment.length / counts.products).toBeGreaterThanOrEqual(10);
    const keys = fitment.map(([p, bv, , e, s]) => `${p}|${bv}|${e}|${s}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes no stock without stores, and the same products either way', () => {
    const withStores = generate(9, 800);
    const without = generate(9, 800, []);
    expect(without.stock).toEqual([]);
    expect(without.products).toEqual(withStores.products);
    expect(withStores.stock.length).toBeGreaterThan(0);
  });
});

describe('the part interchange', () => {
  let products: GeneratedProduct[];
  let interchange: Collected['interchange'];
  let counts: { interchange: number };
  let productById: Map<number, GeneratedProduct>;
  const brandName = new Map(catalogDefinition().brands.map((b) => [b.id, b.name]));
  const byKey = new Map<string, [number, InterchangeNumber][]>();
  beforeAll(() => {
    ({ products, interchange, counts } = generate(4, 8000));
    productById = new Map(products.map((p) => [p.id, p]));
    for (const row of interchange) {
      const list = byKey.get(row[1].numberKey) ?? [];
      list.push(row);
      byKey.set(row[1].numberKey, list);
    }
  });

  it("names only the catalog's products, each (number, source, product) once, keys as typed numbers are compared", () => {
    expect(counts.interchange).toBe(interchange.length);
    const seen = new Set<string>();
    for (const [productId, n] of interchange) {
      expect(productById.has(productId)).toBe(true);
      expect(n.numberKey).toBe(partNumberKey(n.number));
      const key = `${n.numberKey}|${n.source}|${productId}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it("gives application parts their make's OE number, most products other brands' numbers, about 3% a former one", () => {
    const competitors = new Set(COMPETITOR_BRANDS.map((c) => c.name));
    const kinds = (kind: InterchangeNumber['kind']) =>
      interchange.filter(([, n]) => n.kind === kind);
    expect(kinds('OE').length / products.length).toBeGreaterThan(0.5);
    for (const [, n] of kinds('COMPETITOR')) expect(competitors.has(n.source)).toBe(true);
    const withCompetitor = new Set(kinds('COMPETITOR').map(([id]) => id));
    expect(withCompetitor.size / products.length).toBeGreaterThan(0.8);
    const superseded = kinds('SUPERSEDED');
    expect(superseded.length / products.length).toBeGreaterThan(0.015);
    expect(superseded.length / products.length).toBeLessThan(0.05);
    // A former number is our brand's, and never a current part number.
    const current = new Set(products.map((p) => p.partNumberKey));
    for (const [id, n] of superseded) {
      expect(n.source).toBe(brandName.get(productById.get(id)!.brandId));
      expect(current.has(n.numberKey), n.number).toBe(false);
    }
    const ford = kinds('OE').find(([, n]) => n.source === 'Ford');
    expect(ford?.[1].number).toMatch(/^[A-Z]{2}\dZ-\d{4}-[A-Z]{2}$/);
  });

  it('numbers each part type apart: four digits of its own in every OE and competitor number', () => {
    const digits = catalogDefinition().leaves.map((_, i) => partTypeDigits(i));
    expect(new Set(digits).size).toBe(digits.length);
    for (const d of digits) expect(d).toMatch(/^\d{4}$/);
  });

  it('crosses one OE or competitor number to equivalent products of several of our brands', () => {
    let shared = 0;
    for (const rows of byKey.values()) {
      if (rows[0]![1].kind === 'SUPERSEDED') continue;
      const ids = rows.map(([id]) => id);
      const brands = new Set(ids.map((id) => productById.get(id)!.brandId));
      if (brands.size > 1) {
        shared++;
        // Equivalents: one part type.
        const types = new Set(ids.map((id) => productById.get(id)!.partTypeId));
        expect(types.size).toBe(1);
      }
    }
    expect(shared).toBeGreaterThan(100);
  });

  it('leaves the products as they were', () => {
    const again = generate(4, 8000);
    expect(again.interchange).toEqual(interchange);
    expect(again.products).toEqual(products);
  });
});

describe('COPY text', () => {
  it('escapes what COPY reads specially and writes nulls, booleans and arrays', () => {
    expect(escapeCopyText('a\tb\nc\\d\r')).toBe('a\\tb\\nc\\\\d\\r');
    expect(arrayLiteral(['brake pads', 'say "hi"', 'a\\b'])).toBe(
      '{"brake pads","say \\"hi\\"","a\\\\b"}',
    );
    expect(copyLine([1, 'x', null, true, false, ['a']])).toBe('1\tx\t\\N\tt\tf\t{"a"}\n');
  });
});
