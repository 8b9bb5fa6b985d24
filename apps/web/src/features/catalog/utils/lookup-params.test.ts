import { describe, expect, it } from 'vitest';
import { readLookupParams, writeLookupParams } from './lookup-params';

describe('readLookupParams', () => {
  it('reads repeated and comma separated part types and the sort', () => {
    const params = readLookupParams(
      new URLSearchParams('partTypeId=1684&partTypeId=1896,C4577&sort=PRICE'),
    );
    expect(params).toEqual({ partTypeIds: ['1684', '1896', 'C4577'], sort: 'PRICE' });
  });

  it('defaults to the selection (no part types) sorted by SCORE, dropping what is malformed', () => {
    expect(readLookupParams(new URLSearchParams('sort=CHEAPEST&partTypeId=<x>'))).toEqual({
      partTypeIds: [],
      sort: 'SCORE',
    });
  });

  it('writes the sort only when it is not the default', () => {
    expect(writeLookupParams({ partTypeIds: ['1684'], sort: 'SCORE' }).toString()).toBe(
      'partTypeId=1684',
    );
    expect(writeLookupParams({ partTypeIds: [], sort: 'AVAILABILITY' }).toString()).toBe(
      'sort=AVAILABILITY',
    );
  });
});
