import type { TypeaheadResponse } from '@procounter/shared/contracts/catalog-search';
import { describe, expect, it } from 'vitest';
import { listTypeaheadOptions, toTypeaheadGroups, toTypeaheadQuery } from './typeahead-results';

function response(partTypeCount: number, vehicleCount: number, query = 'brake'): TypeaheadResponse {
  return {
    partTypes: Array.from({ length: partTypeCount }, (_, i) => ({
      displayName: `Part type ${i}`,
      type: 'PART_TYPE' as const,
      partTypeId: String(10000 + i),
      parentPartTypeId: null,
      platform: '05' as const,
      applicationPartType: true,
      kits: false,
      leaf: true,
      siblings: 0,
    })),
    vehicles: Array.from({ length: vehicleCount }, (_, i) => ({
      displayName: `${2000 + i} Ford F-150`,
      type: 'VEHICLE' as const,
      baseVehicleId: 5000 + i,
      year: 2000 + i,
      makeId: 7,
      make: 'Ford',
      modelId: 1,
      model: 'F-150',
    })),
    customSearchQuery: { displayName: query, type: 'CUSTOM_SEARCH_QUERY', query },
    spelling: { searchBasis: query },
  };
}

describe('toTypeaheadQuery', () => {
  it('strips double quotes and angle brackets and collapses white space', () => {
    expect(toTypeaheadQuery('  "brake   <pads>" ')).toBe('brake pads');
  });

  it('is null below one character', () => {
    expect(toTypeaheadQuery('')).toBeNull();
    expect(toTypeaheadQuery(' "<>" ')).toBeNull();
    expect(toTypeaheadQuery('a')).toBe('a');
  });
});

describe('toTypeaheadGroups', () => {
  it('groups part types, vehicles and the query, each option with its own value', () => {
    const groups = toTypeaheadGroups(response(2, 1));
    expect(groups.partTypes.map((o) => o.label)).toEqual(['Part type 0', 'Part type 1']);
    expect(groups.vehicles.map((o) => o.label)).toEqual(['2000 Ford F-150']);
    expect(groups.query).toMatchObject({ kind: 'query', query: 'brake' });
    const values = listTypeaheadOptions(groups).map((o) => o.value);
    expect(new Set(values).size).toBe(4);
  });

  it('shows at most 99 options: the query and vehicles first, part types fill the rest', () => {
    const groups = toTypeaheadGroups(response(150, 10));
    expect(listTypeaheadOptions(groups)).toHaveLength(99);
    expect(groups.vehicles).toHaveLength(10);
    expect(groups.partTypes).toHaveLength(88);
    expect(groups.query).not.toBeNull();
  });

  it('keeps everything under the cap', () => {
    expect(listTypeaheadOptions(toTypeaheadGroups(response(50, 3)))).toHaveLength(54);
  });

  it('leaves the query out when nothing of it is left after cleaning', () => {
    const groups = toTypeaheadGroups(response(1, 0, '"<>"'));
    expect(groups.query).toBeNull();
  });
});
