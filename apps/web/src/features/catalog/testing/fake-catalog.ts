/**
 * The part type and part lookup calls of the catalog (part types, their selection, products,
 * nearby stores) and the jobs (issue 25 part 2), answered like the server answers them.
 */
import type { BrandPartType, BrandsResponse } from '@procounter/shared/contracts/brand';
import type {
  PartTypeNode,
  PartTypeSelection,
  PartTypeTreeNode,
} from '@procounter/shared/contracts/catalog-search';
import type { CrossSellResponse } from '@procounter/shared/contracts/cross-sell';
import type { BroadcastMessage } from '@procounter/shared/contracts/messages';
import type {
  PackageJob,
  PackageJobList,
  PackageJobParts,
} from '@procounter/shared/contracts/package-job';
import type {
  MultipleLocationDetailsResponse,
  ProductExtraInfoResponse,
  ProductLookupResponse,
} from '@procounter/shared/contracts/product';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import {
  checkPartTypeSelection,
  PART_TYPE_SELECTION_REFUSALS,
} from '@procounter/shared/domain/part-type-selection';
import type { FakeServer } from '@/testing/fake-fetch';
import {
  makeLookupProduct,
  makeProductLookup,
  makeQuoteSummary,
  makeSelection,
  PART_TYPE_TREE,
  POPULAR_PART_TYPES,
} from '@/testing/fixtures';

export interface CatalogData {
  popular?: PartTypeNode[];
  tree?: PartTypeTreeNode[];
  /** The selection the server holds at the start. */
  selected?: PartTypeSelection[];
  related?: PartTypeNode[];
}

/**
 * The part type calls: most popular, the tree, related, and the selection (node/selected GET,
 * POST, DELETE, clearPartTypes) kept like the server keeps it, with its refusals (409
 * PART_TYPE_ALREADY_SELECTED, 422 KITS_INDEPENDENT, 422 PART_TYPE_LIMIT). Answers the live
 * selection, so a test can read what the server holds.
 */
export function servePartTypes(server: FakeServer, data: CatalogData = {}) {
  const popular = data.popular ?? POPULAR_PART_TYPES;
  const byId = new Map<string, PartTypeNode>();
  const walk = (nodes: PartTypeTreeNode[]) => {
    for (const n of nodes) {
      byId.set(n.partTypeId, n);
      walk(n.children);
    }
  };
  walk(data.tree ?? PART_TYPE_TREE);
  for (const n of [...popular, ...(data.related ?? [])]) byId.set(n.partTypeId, n);
  const selection: PartTypeSelection[] = [...(data.selected ?? [])];
  let nextId = selection.length + 1;
  const refuse = (status: number, code: string) => ({ status, body: { code, message: code } });

  server
    .on('GET', '/api/parttypes/mostpopular', { body: popular })
    .on('GET', '/api/parttypes/allparttypes', { body: data.tree ?? PART_TYPE_TREE })
    .on('GET', '/api/parttypes/relatedPartTypes', { body: data.related ?? [] })
    .on('GET', '/api/parttypes/node/selected', () => ({ body: selection }))
    .on('POST', '/api/parttypes/node/selected', (request) => {
      const body = JSON.parse(request.body ?? '{}') as { partTypeId: string; platformId?: string };
      const node = byId.get(body.partTypeId);
      if (!node) return refuse(404, 'NOT_FOUND');
      const ids = selection.map((s) => s.partTypeId);
      const refusal = checkPartTypeSelection(ids, node.partTypeId);
      if (refusal) {
        const { status, code } = PART_TYPE_SELECTION_REFUSALS[refusal];
        return refuse(status, code);
      }
      selection.push(makeSelection(node, nextId++));
      return { body: selection };
    })
    .on('DELETE', '/api/parttypes/node/selected', (request) => {
      const index = selection.findIndex((s) => s.partTypeId === request.search.get('partTypeId'));
      if (index >= 0) selection.splice(index, 1);
      return { body: selection };
    })
    .on('POST', '/api/parttypes/clearPartTypes', () => {
      selection.length = 0;
      return { status: 204 };
    });
  return selection;
}

export interface ProductLookupData {
  lookup?: ProductLookupResponse | { status: number; code: string };
  locations?: MultipleLocationDetailsResponse;
  extraInfo?: ProductExtraInfoResponse;
  messages?: BroadcastMessage[];
  /** The quote summary addproduct and addkit answer. */
  quoteAfterAdd?: QuoteSummary;
  /** The related parts (crossSellPartTypes; default: none) or an error code. */
  crossSell?: CrossSellResponse | { status: number; code: string };
}

/**
 * The part lookup calls: catalog/products (one answer, or an error code), the nearby stores, the
 * extra information, the PRODUCT messages, the related parts, and addproduct / addkit answering a
 * quote summary.
 */
export function serveProductLookup(server: FakeServer, data: ProductLookupData = {}) {
  const lookup = data.lookup ?? makeProductLookup();
  const crossSell = data.crossSell ?? { homeStoreId: 512, hideCosts: false, partTypes: [] };
  return (
    server
      .on(
        'GET',
        '/api/parttypes/crossSellPartTypes',
        'status' in crossSell
          ? { status: crossSell.status, body: { code: crossSell.code, message: crossSell.code } }
          : { body: crossSell },
      )
      .on(
        'GET',
        '/api/catalog/products',
        'status' in lookup
          ? { status: lookup.status, body: { code: lookup.code, message: lookup.code } }
          : (request) => ({ body: { ...lookup, sort: request.search.get('sort') ?? 'SCORE' } }),
      )
      .on('POST', '/api/product/multipleLocationDetailsForOPP', {
        body: data.locations ?? { stores: [], products: [] },
      })
      .on(
        'GET',
        '/api/product/extraInfo',
        data.extraInfo
          ? { body: data.extraInfo }
          : { status: 404, body: { code: 'NOT_FOUND', message: 'No such product' } },
      )
      .on('GET', '/api/message/get/category/PRODUCT', { body: data.messages ?? [] })
      // Every part type of the fakes sits under Brakes > Disc Brakes (node/resolve/leaf).
      .on('GET', '/api/parttypes/node/resolve/leaf', (request) => {
        const partTypeId = request.search.get('partTypeId') ?? '';
        return {
          body: {
            node: {
              partTypeId,
              partTypeName: partTypeId,
              parentPartTypeId: '00110',
              platformId: '05',
              rank: 0,
              leaf: true,
              kits: false,
              applicationPartType: true,
              universal: false,
              popularityRank: null,
            },
            path: [
              { partTypeId: '00100', partTypeName: 'Brakes' },
              { partTypeId: '00110', partTypeName: 'Disc Brakes' },
            ],
          },
        };
      })
      .on('POST', '/api/worksheet/rest/addproduct', {
        body: data.quoteAfterAdd ?? makeQuoteSummary(1),
      })
      .on('POST', '/api/worksheet/rest/addkit', { body: data.quoteAfterAdd ?? makeQuoteSummary(1) })
  );
}

// --- jobs (issue 25 part 2) ----------------------------------------------------------------------

/** A package job of the catalog: front brakes, pads and rotors, 1.5 hours. */
export function makePackageJob(overrides: Partial<PackageJob> = {}): PackageJob {
  return {
    jobId: 1,
    shopId: null,
    name: 'Front brake job',
    laborHours: 1.5,
    partTypes: [
      { partTypeId: '1684', partTypeName: 'Disc Brake Pad', position: 'Front', quantity: 1 },
      { partTypeId: '1896', partTypeName: 'Disc Brake Rotor', position: 'Front', quantity: 2 },
    ],
    createdBy: null,
    createdAt: null,
    ...overrides,
  };
}

/** A shop's own job: an oil change, no labor hours. */
export function makeShopJob(overrides: Partial<PackageJob> = {}): PackageJob {
  return makePackageJob({
    jobId: 101,
    shopId: 1,
    name: 'Oil change',
    laborHours: null,
    partTypes: [
      { partTypeId: '5340', partTypeName: 'Engine Oil Filter', position: null, quantity: 1 },
    ],
    createdBy: 'manager',
    createdAt: '2026-11-30T10:00:00.000Z',
    ...overrides,
  });
}

/**
 * The front brake job's parts for the F-150: two pad sets (the second the best match) and two
 * rotors, labor 1.5 h at $100.
 */
export function makePackageJobParts(overrides: Partial<PackageJobParts> = {}): PackageJobParts {
  const job = overrides.job ?? makePackageJob();
  return {
    job,
    vehicle: { baseVehicleId: 201301, description: '2013 Ford F-150' },
    homeStoreId: 512,
    hideCosts: false,
    groups: [
      {
        partTypeId: '1684',
        partTypeName: 'Disc Brake Pad',
        position: 'Front',
        quantity: 1,
        products: [
          makeLookupProduct({
            productId: 70002,
            lineCode: 'BOS',
            brandName: 'Bosch',
            partNumber: 'BP1000',
            customerPrice: 59.99,
            homeStore: { storeId: 512, quantityOnHand: 5 },
          }),
          makeLookupProduct(),
        ],
        bestProductId: 70002,
      },
      {
        partTypeId: '1896',
        partTypeName: 'Disc Brake Rotor',
        position: 'Front',
        quantity: 2,
        products: [
          makeLookupProduct({
            productId: 80001,
            brandName: 'Wagner',
            partNumber: 'BD1250',
            description: 'Disc Brake Rotor',
            partTypeId: '1896',
            partTypeName: 'Disc Brake Rotor',
            customerPrice: 35.5,
            fitNote: null,
            homeStore: { storeId: 512, quantityOnHand: 0 },
          }),
        ],
        bestProductId: 80001,
      },
    ],
    labor: { hours: 1.5, rate: 100, price: 150 },
    laborWithoutRate: null,
    ...overrides,
  };
}

export interface JobsData {
  list?: PackageJobList;
  /** The parts of each job by id (the front brake job's by default), or an error code. */
  parts?: Record<number, PackageJobParts | { status: number; code: string }>;
  /** The quote summary addPackageJob answers, or an error code. */
  afterAdd?: QuoteSummary | { status: number; code: string };
  /** What a save answers: an error code, else the job saved. */
  saveRefusal?: { status: number; code: string };
}

/**
 * The jobs calls: the list (shopjobs; a saved job joins it, a deleted one leaves), a job's parts
 * (packageJobPartTypes), addPackageJob answering a quote summary, and a shop job's save and
 * delete (customPackageJob). Answers the live list.
 */
export function serveJobs(server: FakeServer, data: JobsData = {}) {
  const list: PackageJobList = structuredClone(
    data.list ?? { packageJobs: [makePackageJob()], shopJobs: [makeShopJob()], canManage: false },
  );
  const refuse = (status: number, code: string) => ({ status, body: { code, message: code } });
  let nextId = 500;
  server
    .on('GET', '/api/parttypes/shopjobs', () => ({ body: list }))
    .on('GET', '/api/parttypes/packageJobPartTypes', (request) => {
      const jobId = Number(request.search.get('jobId'));
      const parts = data.parts?.[jobId] ?? (jobId === 1 ? makePackageJobParts() : undefined);
      if (!parts) return refuse(404, 'NOT_FOUND');
      return 'status' in parts ? refuse(parts.status, parts.code) : { body: parts };
    })
    .on('POST', '/api/worksheet/rest/addPackageJob', () => {
      const answer = data.afterAdd ?? makeQuoteSummary(3);
      return 'status' in answer ? refuse(answer.status, answer.code) : { body: answer };
    })
    .on('POST', '/api/parttypes/customPackageJob', (request) => {
      if (data.saveRefusal) return refuse(data.saveRefusal.status, data.saveRefusal.code);
      const body = JSON.parse(request.body ?? '{}') as {
        name: string;
        partTypes: { partTypeId: string }[];
        laborHours?: number | null;
      };
      const job = makeShopJob({
        jobId: nextId++,
        name: body.name,
        laborHours: body.laborHours ?? null,
        partTypes: body.partTypes.map((p) => ({
          partTypeId: p.partTypeId,
          partTypeName: p.partTypeId,
          position: null,
          quantity: 1,
        })),
      });
      list.shopJobs.push(job);
      return { status: 201, body: job };
    })
    .on('DELETE', '/api/parttypes/customPackageJob', (request) => {
      const jobId = Number(request.search.get('jobId'));
      const index = list.shopJobs.findIndex((job) => job.jobId === jobId);
      if (index < 0) return refuse(404, 'NOT_FOUND');
      list.shopJobs.splice(index, 1);
      return { status: 204 };
    });
  return list;
}

/** The brands call: every brand, and with ?lineCode that brand's part types (404 for another). */
export function serveBrands(
  server: FakeServer,
  data: { brands?: BrandsResponse['brands']; partTypes?: Record<string, BrandPartType[]> } = {},
) {
  const brands = data.brands ?? [
    { lineCode: 'PCS', name: 'ProCounter Select', productCount: 1200, partTypeCount: 2 },
    { lineCode: 'STL', name: 'Steelline', productCount: 1, partTypeCount: 1 },
  ];
  const partTypes = data.partTypes ?? {
    PCS: [
      {
        partTypeId: '1896',
        partTypeName: 'Disc Brake Pad',
        categoryName: 'Brakes',
        count: 1100,
        applicationPartType: true,
      },
      {
        partTypeId: '5012',
        partTypeName: 'Shop Towel',
        categoryName: 'Accessories and Supplies',
        count: 100,
        applicationPartType: false,
      },
    ],
  };
  server.on('GET', '/api/parttypes/brands', (request) => {
    const lineCode = request.search.get('lineCode');
    if (!lineCode) return { body: { brands, brand: null } };
    const brand = brands.find((b) => b.lineCode === lineCode);
    if (!brand) return { status: 404, body: { code: 'NOT_FOUND', message: 'NOT_FOUND' } };
    return { body: { brands, brand: { ...brand, partTypes: partTypes[lineCode] ?? [] } } };
  });
}
