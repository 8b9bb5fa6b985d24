import { describe, expect, it } from 'vitest';
import { cleanSearchQuery, isSearchableQuery } from './search-query';

describe('cleanSearchQuery', () => {
  it.each([
    ['brake pa', 'brake pa'],
    ['  "brake"   <pads> ', 'brake pads'],
    ['<script>alert(1)</script>', 'script alert(1) /script'],
    ['\u201cbrake\u201d', 'brake'],
    ['2013\tf-150', '2013 f-150'],
    ['""<>', ''],
    ['', ''],
  ])('cleans %j to %j', (raw, clean) => {
    expect(cleanSearchQuery(raw)).toBe(clean);
  });

  it('keeps everything else, dashes and apostrophes included', () => {
    expect(cleanSearchQuery("o'reilly f-150 #2")).toBe("o'reilly f-150 #2");
  });

  it('tells a searchable query from one that is empty once cleaned', () => {
    expect(isSearchableQuery('a')).toBe(true);
    expect(isSearchableQuery(' "<>" ')).toBe(false);
  });
});
