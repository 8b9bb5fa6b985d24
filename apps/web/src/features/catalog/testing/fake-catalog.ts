/**
 * The part type and part lookup calls of the catalog (part types, their selection, products,
 * nearby stores), answered like the server answers them.
 */
import type {
  PartTypeNode,
  PartTypeSelection,
  PartTypeTreeNode,
} from '@procounter/shared/contracts/catalog-search';
import type { BroadcastMessage } from '@procounter/shared/contracts/messages';
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
}

/**
 * The part lookup calls: catalog/products (one answer, or an error code), the nearby stores, the
 * extra information, the PRODUCT messages, and addproduct / addkit answering a quote summary.
 */
export function serveProductLookup(server: FakeServer, data: ProductLookupData = {}) {
  const lookup = data.lookup ?? makeProductLookup();
  return server
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
    .on('POST', '/api/worksheet/rest/addproduct', {
      body: data.quoteAfterAdd ?? makeQuoteSummary(1),
    })
    .on('POST', '/api/worksheet/rest/addkit', { body: data.quoteAfterAdd ?? makeQuoteSummary(1) });
}
