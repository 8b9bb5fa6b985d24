import { describe, expect, it } from 'vitest';
import { makeLookupProduct, makeQuoteSummary } from '@/testing/fixtures';
import {
  applyResultFilters,
  facetCounts,
  groupByPartType,
  hasFilters,
  NO_FILTERS,
  quotedQuantities,
  readResultFilters,
  writeResultFilters,
} from './result-filters';

const FRONT_WAG = makeLookupProduct({ productId: 1, position: 'Front', cost: 20 });
const REAR_WAG = makeLookupProduct({
  productId: 2,
  position: 'Rear',
  cost: 60,
  homeStore: { storeId: 512, quantityOnHand: 0 },
});
const FRONT_BOS = makeLookupProduct({
  productId: 3,
  lineCode: 'BOS',
  brandName: 'Bosch',
  position: 'Front',
  cost: null,
  customerPrice: 30,
  homeStore: { storeId: 512, quantityOnHand: null },
});
const ALL = [FRONT_WAG, REAR_WAG, FRONT_BOS];

describe('result filters in the URL', () => {
  it('reads and writes them, keeping the lookup parameters', () => {
    const search = new URLSearchParams(
      'partTypeId=1684&sort=PRICE&position=Front&brand=WAG&brand=BOS&inStock=1&price=25-50&price=bogus',
    );
    const filters = readResultFilters(search);
    expect(filters).toEqual({
      positions: ['Front'],
      brands: ['WAG', 'BOS'],
      inStock: true,
      prices: ['25-50'],
    });
    expect(writeResultFilters(search, { ...filters, brands: [], inStock: false }).toString()).toBe(
      'partTypeId=1684&sort=PRICE&position=Front&price=25-50',
    );
    expect(writeResultFilters(search, NO_FILTERS).toString()).toBe('partTypeId=1684&sort=PRICE');
    expect(hasFilters(readResultFilters(new URLSearchParams('inStock=0')))).toBe(false);
  });
});

describe('narrowing and counts', () => {
  it('narrows by each facet, all of them together', () => {
    const ids = (filters: Partial<typeof NO_FILTERS>, hideCosts = false) =>
      applyResultFilters(ALL, { ...NO_FILTERS, ...filters }, hideCosts).map((p) => p.productId);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ positions: ['Front'] })).toEqual([1, 3]);
    expect(ids({ brands: ['BOS', 'WAG'] })).toEqual([1, 2, 3]);
    expect(ids({ inStock: true })).toEqual([1]);
    expect(ids({ prices: ['50-100'] })).toEqual([2]);
    // The band is of the price the row shows: the cost, or under hideCosts the customer price.
    expect(ids({ prices: ['25-50'] })).toEqual([]);
    expect(ids({ prices: ['25-50'] }, true)).toEqual([1, 2, 3]);
    expect(ids({ positions: ['Front'], brands: ['WAG'] })).toEqual([1]);
  });

  it("counts each choice over the other facets' narrowing", () => {
    const facets = facetCounts(ALL, { ...NO_FILTERS, positions: ['Front'] }, false);
    expect(facets.positions).toEqual([
      { value: 'Front', label: 'Front', count: 2 },
      { value: 'Rear', label: 'Rear', count: 1 },
    ]);
    expect(facets.brands).toEqual([
      { value: 'BOS', label: 'Bosch', count: 1 },
      { value: 'WAG', label: 'Wagner', count: 1 },
    ]);
    expect(facets.inStock).toBe(1);
    expect(facets.prices.map((p) => p.count)).toEqual([1, 0, 0, 0, 0]);
    // No position in the answer: no position choices.
    expect(facetCounts([{ ...FRONT_WAG, position: null }], NO_FILTERS, false).positions).toEqual(
      [],
    );
  });
});

describe('quotedQuantities', () => {
  it('adds up the quantities of the lines of each product, not of kit components', () => {
    const quote = makeQuoteSummary(3);
    const [a, b, c] = quote.quoteProducts;
    Object.assign(a!, { itemType: 'PART', catalogKey: '70001_12', itemQuantity: 2 });
    Object.assign(b!, { itemType: 'PART', catalogKey: '70001_12', itemQuantity: 1 });
    Object.assign(c!, {
      itemType: 'PART',
      catalogKey: '70002_12',
      itemQuantity: 1,
      worksheetKit: true,
    });
    expect([...quotedQuantities(quote)]).toEqual([[70001, 3]]);
    expect(quotedQuantities(undefined).size).toBe(0);
  });
});

describe('groupByPartType', () => {
  it('groups in the order of the part types, leaving out empty ones', () => {
    const rotor = makeLookupProduct({ productId: 9, partTypeId: '1896', partTypeName: 'Rotor' });
    const groups = groupByPartType(
      [
        { partTypeId: '1896', partTypeName: 'Rotor' },
        { partTypeId: '1684', partTypeName: 'Disc Brake Pad' },
        { partTypeId: '9999', partTypeName: 'Empty' },
      ],
      [FRONT_WAG, rotor, REAR_WAG],
    );
    expect(groups.map((g) => [g.partTypeName, g.products.map((p) => p.productId)])).toEqual([
      ['Rotor', [9]],
      ['Disc Brake Pad', [1, 2]],
    ]);
  });
});
