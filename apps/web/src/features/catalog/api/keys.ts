import type { SortValue } from '@procounter/shared/domain/constants';
import { partTypeKeys } from '@/lib/query-keys';

/** Query keys of the catalog lookup. */
export const catalogKeys = {
  all: ['catalog'] as const,
  mostPopular: ['catalog', 'partTypes', 'mostPopular'] as const,
  allPartTypes: ['catalog', 'partTypes', 'all'] as const,
  related: (partTypeId: string) => ['catalog', 'partTypes', 'related', partTypeId] as const,
  selected: partTypeKeys.selected,
  /** answers: this lookup's answers to fitment questions, as the lookup sends them. */
  products: (partTypeIds: readonly string[], sort: SortValue, answers = '') =>
    ['catalog', 'products', partTypeIds.join(','), sort, answers] as const,
  locations: (productIds: readonly number[]) =>
    ['catalog', 'locations', productIds.join(',')] as const,
  extraInfo: (productId: number) => ['catalog', 'extraInfo', productId] as const,
  messages: ['catalog', 'messages', 'PRODUCT'] as const,
  // Jobs (issue 25 part 2): named in the caller's language, so under 'catalog' (refetched on a
  // language change); a job's parts depend on the current vehicle too.
  jobs: ['catalog', 'jobs'] as const,
  // Related parts (issue 25 part 4): named in the caller's language, and each best part is the
  // current vehicle's.
  crossSell: (partTypeIds: readonly string[], vehicleKey: string) =>
    ['catalog', 'crossSell', partTypeIds.join(','), vehicleKey] as const,
  // Brands (issue 25 part 4): part types named in the caller's language.
  brands: (lineCode: string | null) => ['catalog', 'brands', lineCode ?? 'all'] as const,
  // Where a part type sits in the tree (node/resolve/leaf), named in the caller's language.
  partTypePath: (partTypeId: string) => ['catalog', 'partTypePath', partTypeId] as const,
  jobParts: (jobId: number, vehicleId: number | null) =>
    ['catalog', 'jobParts', jobId, vehicleId ?? 'none'] as const,
};
