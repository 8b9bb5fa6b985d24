import { describe, expect, it } from 'vitest';
import { compareListOrder, type IndexedCustomer, ShopSearchIndex } from './customer-search-index';
import { buildCustomerSearchTerms, customerSortName, searchQueryWords } from './search-terms';

// The index against the plain reading of a search: every word starts a term of the customer,
// archived ones only when asked, in list order. Enough customers that a word's postings take
// each of the index's ways: one term's list, a few terms' sorted, many terms' bitset.
const FIRST = ['María', 'Mario', 'James', 'Ana', 'José', 'Marta', 'Lucía'];
const LAST = ['López', 'Lopes', 'Smith', 'Garcia', 'Lott', 'Gonzalez', "O'Brien"];

function customersOf(count: number): IndexedCustomer[] {
  return Array.from({ length: count }, (_, i) => {
    const firstName = FIRST[(i * 7) % FIRST.length]!;
    const lastName = LAST[(i * 5 + (i >> 3)) % LAST.length]!;
    return {
      // Ids not in list order, so that slot order and id order differ.
      id: ((i * 7919) % count) + 1,
      sortName: customerSortName(firstName, lastName),
      archived: i % 11 === 0,
      terms: buildCustomerSearchTerms({
        firstName,
        lastName,
        company: i % 4 === 0 ? 'Lone Star Plumbing' : '',
        email: `${firstName}.${lastName}${i}@example.com`.replace(/'/g, ''),
        phones: [{ number: `(512) 555-${String(i).padStart(4, '0')}` }],
        vehicles: i % 3 === 0 ? [{ plate: `ADK${i}`, vin: null }] : [],
      }),
    };
  });
}

function plainSearch(
  customers: readonly IndexedCustomer[],
  words: readonly string[],
  includeArchived: boolean,
) {
  return customers
    .filter(
      (c) =>
        (includeArchived || !c.archived) &&
        words.every((w) => c.terms.some((term) => term.startsWith(w))),
    )
    .sort(compareListOrder)
    .map((c) => c.id);
}

describe('ShopSearchIndex', () => {
  const customers = customersOf(3000);
  const index = new ShopSearchIndex(customers, 0);

  it.each([
    '',
    'maria lo',
    'mar',
    'maria.lopez1',
    'james.smith12',
    'lo',
    'adk1',
    'adk12 lone',
    '5550',
    'jose gonzalez',
    'lucia obrien',
    'zz',
  ])('finds what every word starts, in list order: %j', (query) => {
    const words = searchQueryWords(query);
    for (const includeArchived of [false, true]) {
      const all = plainSearch(customers, words, includeArchived);
      for (const [offset, size, countAhead] of [
        [0, 25, 250],
        [25, 25, 250],
        [0, 10, 5000],
        [100, 50, 20],
      ] as const) {
        const found = index.search(words, includeArchived, offset, size, countAhead);
        const label = `${query}, archived ${includeArchived}, from ${offset}`;
        expect(found.ids, label).toEqual(all.slice(offset, offset + size));
        expect(found.totalElements, label).toBe(Math.min(all.length, offset + countAhead + 1));
      }
    }
  });
});
