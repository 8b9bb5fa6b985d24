import { describe, expect, it } from 'vitest';
import { csvTemplateBlob, csvTemplateText, isCsvFile } from './csv-template';

describe('csv template', () => {
  it('is the header row and one example line', async () => {
    expect(csvTemplateText().split('\r\n')).toEqual([
      'line code,part number,quantity,note',
      'BRK,QC1234,2,Front pads',
      '',
    ]);
    expect(csvTemplateBlob().type).toBe('text/csv;charset=utf-8');
  });

  it('takes a .csv name or a text/csv type', () => {
    expect(isCsvFile({ name: 'Lines.CSV', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'lines', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'lines.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);
  });
});
