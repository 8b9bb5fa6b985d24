import type {
  TypeaheadPartType,
  TypeaheadResponse,
  TypeaheadVehicle,
} from '@procounter/shared/contracts/catalog-search';
import { TYPEAHEAD } from '@procounter/shared/domain/constants';
import { cleanSearchQuery } from '@procounter/shared/domain/search-query';

/** One suggestion as the typeahead lists it; `value` is unique across the groups. */
export type TypeaheadOption =
  | { kind: 'partType'; value: string; label: string; partType: TypeaheadPartType }
  | { kind: 'vehicle'; value: string; label: string; vehicle: TypeaheadVehicle }
  | { kind: 'query'; value: string; label: string; query: string };

export interface TypeaheadGroups {
  partTypes: TypeaheadOption[];
  vehicles: TypeaheadOption[];
  /** The custom search query (search for the text as typed); null when nothing is left of it. */
  query: TypeaheadOption | null;
}

export const EMPTY_GROUPS: TypeaheadGroups = { partTypes: [], vehicles: [], query: null };

/**
 * The query the typeahead sends: cleaned as the server cleans it (R-SEARCH-1: double
 * quotes and angle brackets stripped), or null when too short to search (under 1 character).
 */
export function toTypeaheadQuery(raw: string): string | null {
  const cleaned = cleanSearchQuery(raw);
  return cleaned.length >= TYPEAHEAD.minChars ? cleaned : null;
}

/**
 * The answer as the three groups, at most TYPEAHEAD.maxResults (99) options in all. The custom
 * query always shows (it is the way to search for the text itself), so it takes one of the 99;
 * vehicles come next (the server sends at most 10) and part types fill the rest.
 */
export function toTypeaheadGroups(response: TypeaheadResponse): TypeaheadGroups {
  const customQuery = cleanSearchQuery(response.customSearchQuery.query);
  const query: TypeaheadOption | null = customQuery
    ? { kind: 'query', value: 'query', label: customQuery, query: customQuery }
    : null;
  let room = TYPEAHEAD.maxResults - (query ? 1 : 0);
  const vehicles = response.vehicles.slice(0, room).map(
    (vehicle): TypeaheadOption => ({
      kind: 'vehicle',
      value: `vehicle:${vehicle.baseVehicleId}`,
      label: vehicle.displayName,
      vehicle,
    }),
  );
  room -= vehicles.length;
  const partTypes = response.partTypes.slice(0, room).map(
    (partType): TypeaheadOption => ({
      kind: 'partType',
      value: `partType:${partType.partTypeId}`,
      label: partType.displayName,
      partType,
    }),
  );
  return { partTypes, vehicles, query };
}

/** The options in the order they are listed (part types, vehicles, then the query). */
export function listTypeaheadOptions(groups: TypeaheadGroups): TypeaheadOption[] {
  return [...groups.partTypes, ...groups.vehicles, ...(groups.query ? [groups.query] : [])];
}
