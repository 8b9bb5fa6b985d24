import { STOCK_ORDER_UPLOAD_MAX_ROWS } from '@procounter/shared/contracts/stock-order';
import { BOM, CsvFileError, decodeCsvBytes, readCsvTable } from '../../lib/csv-table';

export { type CsvDelimiter, CsvFileError, readCsvTable } from '../../lib/csv-table';

// Reading a stock order CSV (issue 5): a header row naming the columns line code, part number,
// quantity and an optional note, in any order and any case; UTF-8 with or without a BOM; commas
// or semicolons (what the header row uses). csv-parse does the CSV itself (quotes, doubled quotes,
// line breaks in quoted fields, CRLF); this module finds the columns and the row numbers.

export type StockOrderColumn = 'lineCode' | 'partNumber' | 'quantity' | 'note';

/** Header names each column goes by, compared in lower case without spaces, dashes or underscores. */
const HEADER_NAMES: Record<StockOrderColumn, readonly string[]> = {
  lineCode: ['line', 'linecode'],
  partNumber: ['part', 'partnumber', 'item'],
  quantity: ['quantity', 'qty'],
  note: ['note'],
};
const REQUIRED_COLUMNS: readonly StockOrderColumn[] = ['lineCode', 'partNumber', 'quantity'];
const COLUMN_LABELS: Record<StockOrderColumn, string> = {
  lineCode: 'line code',
  partNumber: 'part number',
  quantity: 'quantity',
  note: 'note',
};

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

function columnOf(cell: string): StockOrderColumn | undefined {
  const key = headerKey(cell);
  return (Object.keys(HEADER_NAMES) as StockOrderColumn[]).find((column) =>
    HEADER_NAMES[column].includes(key),
  );
}

/** A data row as the file has it (trimmed, '' when the cell is missing). */
export interface StockOrderCsvRow {
  row: number;
  lineCode: string;
  partNumber: string;
  quantity: string;
  note: string;
}

/**
 * A stock order CSV's data rows, or a CsvFileError when the file as a whole is unusable: empty,
 * not text, no header row naming line code, part number and quantity, no data rows, or more
 * than STOCK_ORDER_UPLOAD_MAX_ROWS data rows. Rows are not checked here (the service does).
 */
export function readStockOrderCsv(bytes: Uint8Array): StockOrderCsvRow[] {
  const text = decodeCsvBytes(bytes);
  if (text.replace(BOM, '').trim() === '') throw new CsvFileError('The file is empty');
  const { records } = readCsvTable(text);
  const [header, ...data] = records;
  if (!header) throw new CsvFileError('The file is empty');

  const positions = new Map<StockOrderColumn, number>();
  header.cells.forEach((cell, index) => {
    const column = columnOf(cell);
    if (column && !positions.has(column)) positions.set(column, index);
  });
  if (positions.size === 0) {
    throw new CsvFileError(
      'The file is not a stock order CSV: its first row must name the columns line code, part number, quantity and (optional) note',
      header.row,
    );
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    throw new CsvFileError(
      `The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.map((c) => COLUMN_LABELS[c]).join(', ')}`,
      header.row,
    );
  }
  if (data.length === 0) throw new CsvFileError('The file has a header row but no lines');
  if (data.length > STOCK_ORDER_UPLOAD_MAX_ROWS) {
    throw new CsvFileError(
      `The file has ${data.length} lines; at most ${STOCK_ORDER_UPLOAD_MAX_ROWS} can be uploaded at once`,
    );
  }
  const cell = (cells: string[], column: StockOrderColumn) => {
    const index = positions.get(column);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  return data.map(({ row, cells }) => ({
    row,
    lineCode: cell(cells, 'lineCode'),
    partNumber: cell(cells, 'partNumber'),
    quantity: cell(cells, 'quantity'),
    note: cell(cells, 'note'),
  }));
}
