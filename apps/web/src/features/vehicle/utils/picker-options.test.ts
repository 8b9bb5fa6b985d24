import { YMM_GRID_ROWS } from '@procounter/shared/domain/constants';
import { describe, expect, it } from 'vitest';
import { filterPickerOptions, gridColumns } from './picker-options';

const makes = ['Bedford', 'Ford', 'Ford Trucks', 'Lincoln'].map((label, i) => ({
  value: String(i),
  label,
}));

describe('picker options', () => {
  it('puts the exact match first, then prefixes, then the rest that contain the text', () => {
    expect(filterPickerOptions(makes, ' ford ').map((o) => o.label)).toEqual([
      'Ford',
      'Ford Trucks',
      'Bedford',
    ]);
    expect(filterPickerOptions(makes, '').map((o) => o.label)).toEqual(makes.map((o) => o.label));
    expect(filterPickerOptions(makes, 'zzz')).toEqual([]);
  });

  it('lays the options out in columns of 14 rows', () => {
    expect(gridColumns(0, YMM_GRID_ROWS)).toBe(1);
    expect(gridColumns(14, YMM_GRID_ROWS)).toBe(1);
    expect(gridColumns(15, YMM_GRID_ROWS)).toBe(2);
    expect(gridColumns(47, YMM_GRID_ROWS)).toBe(4);
  });
});
