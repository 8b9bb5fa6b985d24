/** Test data and rendering of the search feature against the fake server. */
import type {
  ItemNumberMatch,
  PartTypeNode,
  PreprocessResponse,
  TypeaheadPartType,
  TypeaheadResponse,
} from '@procounter/shared/contracts/catalog-search';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { featureKeys, sessionKeys } from '@/lib/query-keys';
import { beginSession } from '@/lib/session';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { type PortalData, servePortal } from '@/testing/fake-portal';
import { ALL_FEATURES_ON, makeShop, makeTokens } from '@/testing/fixtures';
import { type RenderOptions, renderWithProviders } from '@/testing/render';

export const TYPEAHEAD_V3 = '/api/search/keyword/v3/typeahead';
export const TYPEAHEAD_LEGACY = '/api/search/keyword/typeahead';
export const PREPROCESS = '/api/search/keyword/preprocess';
export const CLEAR_AND_SELECT = '/api/parttypes/clearAndSelectPartType';
export const SEARCH_PART_TYPES = '/api/parttypes/searchPartType.json';
export const ADD_PRODUCT = '/api/worksheet/rest/addproduct';

export function makeTypeaheadPartType(
  overrides: Partial<TypeaheadPartType> = {},
): TypeaheadPartType {
  return {
    displayName: 'Disc Brake Pad',
    type: 'PART_TYPE',
    partTypeId: '01234',
    parentPartTypeId: '00100',
    platform: '05',
    applicationPartType: true,
    kits: false,
    leaf: true,
    siblings: 3,
    ...overrides,
  };
}

/** Part types, one vehicle and the query, as the server answers `query`. */
export function makeTypeaheadResponse(
  query: string,
  overrides: Partial<TypeaheadResponse> = {},
): TypeaheadResponse {
  return {
    partTypes: [
      makeTypeaheadPartType(),
      makeTypeaheadPartType({
        displayName: 'Brake Parts Cleaner',
        partTypeId: '07777',
        applicationPartType: false,
      }),
    ],
    vehicles: [
      {
        displayName: '2013 Ford F-150',
        type: 'VEHICLE',
        baseVehicleId: 201301,
        year: 2013,
        makeId: 7,
        make: 'Ford',
        modelId: 1,
        model: 'F-150',
      },
    ],
    customSearchQuery: { displayName: query, type: 'CUSTOM_SEARCH_QUERY', query },
    spelling: { searchBasis: query },
    ...overrides,
  };
}

export function makePartTypeNode(overrides: Partial<PartTypeNode> = {}): PartTypeNode {
  return {
    partTypeId: '01234',
    partTypeName: 'Disc Brake Pad',
    parentPartTypeId: '00100',
    platformId: '05',
    rank: 1,
    leaf: true,
    kits: false,
    applicationPartType: true,
    universal: false,
    popularityRank: 1,
    ...overrides,
  };
}

export const NOTHING_PREPROCESSED: PreprocessResponse = {
  identifiedPartType: null,
  positions: [],
  itemNumberMatching: null,
  supersededNumber: null,
};

export const ITEM_MATCH: ItemNumberMatch = {
  productId: 7001,
  lineCode: 'WAG',
  partNumber: 'QC1234',
  brandName: 'Wagner',
  description: 'Disc brake pad set, ceramic',
  partTypeId: '01234',
  partTypeName: 'Disc Brake Pad',
  kitType: null,
  cost: 21.37,
  listPrice: 61.5,
  customerPrice: 42.99,
  homeStore: { storeId: 512, quantityOnHand: 3 },
  fit: { compatibility: 'UNKNOWN', vehicle: null, universal: false },
};

export interface RenderSearchOptions extends RenderOptions {
  portal?: PortalData;
  /** Whether the entsearch feature is on (it is in the portal's lists). */
  entSearch?: boolean;
  setup?: (server: FakeServer) => void;
}

/**
 * Renders `ui` signed in, with the shop and both feature lists already known (as after a login),
 * so the first keystroke already knows which typeahead to call.
 */
export function renderSearch(ui: ReactNode, options: RenderSearchOptions = {}) {
  const { portal, entSearch = true, setup, ...renderOptions } = options;
  const server = servePortal(installFakeServer(), portal);
  setup?.(server);
  beginSession(makeTokens());
  const features = ALL_FEATURES_ON.map((flag) =>
    flag.descriptor === 'entsearch' ? { ...flag, enabled: entSearch } : flag,
  );
  const shop = portal?.shop ?? makeShop();
  const queryClient = renderOptions.queryClient ?? createQueryClient();
  queryClient.setQueryData(sessionKeys.currentShop, shop);
  queryClient.setQueryData(featureKeys.global, features);
  queryClient.setQueryData(featureKeys.store(shop.homeStore?.storeId ?? 0), {
    storeNumber: shop.homeStore?.storeId ?? 0,
    features,
  });
  const result = renderWithProviders(ui, { ...renderOptions, queryClient });
  return { ...result, server };
}
