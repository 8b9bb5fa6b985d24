import {
  PART_SELECTION_MAX_VARIANT,
  SORT_VALUES,
  type SortValue,
} from '@procounter/shared/domain/constants';

/**
 * What /catalog/products looks up, kept in its URL: `?partTypeId=` (repeatable or comma
 * separated; none: the user's selected part types) and `?sort=` (default SCORE).
 */
export interface LookupParams {
  partTypeIds: string[];
  sort: SortValue;
}

export const DEFAULT_SORT: SortValue = 'SCORE';

const PART_TYPE_ID = /^[A-Za-z0-9]{1,10}$/;

export function readLookupParams(search: URLSearchParams): LookupParams {
  const ids = search
    .getAll('partTypeId')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => PART_TYPE_ID.test(value));
  const sort = search.get('sort');
  return {
    partTypeIds: [...new Set(ids)].slice(0, PART_SELECTION_MAX_VARIANT),
    sort: SORT_VALUES.includes(sort as SortValue) ? (sort as SortValue) : DEFAULT_SORT,
  };
}

/** The URL of a lookup: the part types as given, the sort only when it is not the default. */
export function writeLookupParams(params: LookupParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const id of params.partTypeIds) search.append('partTypeId', id);
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  return search;
}
