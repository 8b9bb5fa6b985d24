import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvDelimiter, CsvFileError, readCsvTable, readStockOrderCsv } from './csv';

/** The test's own CSV writer: a field is quoted when it holds a delimiter, quote, line break or BOM. */
function writeCsv(table: string[][], delimiter: CsvDelimiter, lineBreak: string) {
  const field = (value: string) =>
    /[",;\r\n\uFEFF]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return table.map((row) => row.map(field).join(delimiter)).join(lineBreak) + lineBreak;
}

const bytes = (text: string) => new TextEncoder().encode(text);

const cell = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc
    .array(fc.constantFrom(',', ';', '"', '\n', '\r\n', ' ', 'a', 'Ñ', '\uFEFF'), { maxLength: 6 })
    .map((parts) => parts.join('')),
);

describe('readCsvTable', () => {
  it('reads back any table written as CSV with either delimiter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }).chain((width) =>
          fc.array(fc.array(cell, { minLength: width, maxLength: width }), {
            minLength: 1,
            maxLength: 8,
          }),
        ),
        fc.constantFrom<CsvDelimiter>(',', ';'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (table, delimiter, lineBreak, bom) => {
          const text = (bom ? '\uFEFF' : '') + writeCsv(table, delimiter, lineBreak);
          const read = readCsvTable(text);
          expect(read.delimiter).toBe(delimiter);
          expect(read.records.map((r) => r.cells)).toEqual(table);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('numbers each record by the line it starts on, blank lines counted', () => {
    const read = readCsvTable('a,b\n\n1,"two\nlines"\n3,4\n');
    expect(read.records.map((r) => r.row)).toEqual([1, 3, 5]);
  });
});

describe('readStockOrderCsv', () => {
  it('finds the columns by any of their names, in any order and case', () => {
    const rows = readStockOrderCsv(bytes('QTY;Note;Part Number;LINE\n2;top shelf;bp-12;abc\n'));
    expect(rows).toEqual([
      { row: 2, lineCode: 'abc', partNumber: 'bp-12', quantity: '2', note: 'top shelf' },
    ]);
  });

  it.each([
    ['an empty file', ''],
    ['a file of blanks', '\uFEFF \n\n'],
    ['binary data', '\u0000\u0001PNG'],
    ['a file without the header row', 'ABC,123,4\n'],
    ['a header lacking quantity', 'line,part\nABC,123\n'],
    ['a header without lines', 'line,part,qty\n'],
  ])('refuses %s', (_, text) => {
    expect(() => readStockOrderCsv(bytes(text))).toThrow(CsvFileError);
  });

  it('refuses text that is not UTF-8', () => {
    expect(() => readStockOrderCsv(new Uint8Array([0x6c, 0x69, 0xff, 0xfe, 0x0a]))).toThrow(
      /not UTF-8/,
    );
  });
});
