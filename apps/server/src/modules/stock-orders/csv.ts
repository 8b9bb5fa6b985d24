import { STOCK_ORDER_UPLOAD_MAX_ROWS } from '@procounter/shared/contracts/stock-order';
import { CsvError, parse } from 'csv-parse/sync';

// Reading a stock order CSV (issue 5): a header row naming the columns line code, part number,
// quantity and an optional note, in any order and any case; UTF-8 with or without a BOM; commas
// or semicolons (what the header row uses). csv-parse does the CSV itself (quotes, doubled quotes,
// line breaks in quoted fields, CRLF); this module finds the columns and the row numbers.

export type CsvDelimiter = ',' | ';';

/** A table read from CSV text, each record with the line of the file it starts on (header: 1). */
export interface CsvTable {
  delimiter: CsvDelimiter;
  records: { row: number; cells: string[] }[];
}

/** The file cannot be read as a stock order CSV at all (empty, binary, no header, bad quoting). */
export class CsvFileError extends Error {
  readonly row: number | undefined;
  constructor(message: string, row?: number) {
    super(message);
    this.name = 'CsvFileError';
    this.row = row;
  }
}

const BOM = '\uFEFF';

/**
 * The delimiter the first record uses: the one of ',' and ';' found more often outside quotes
 * (a comma when neither is there, a one-column file).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text.startsWith(BOM) ? text.slice(1) : text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

const lineBreaks = (cells: string[]) =>
  cells.reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/** Any CSV text as its records; blank lines are skipped but still counted in the row numbers. */
export function readCsvTable(text: string): CsvTable {
  const delimiter = detectDelimiter(text);
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) {
      const row = (error as CsvError & { lines?: number }).lines;
      throw new CsvFileError(`The file is not valid CSV: ${error.message}`, row);
    }
    throw error;
  }
  return {
    delimiter,
    // info.lines is the line a record ends on; a quoted line break inside it moves its start up.
    records: parsed.map(({ record, info }) => ({
      row: info.lines - lineBreaks(record),
      cells: record,
    })),
  };
}

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

/** The bytes as UTF-8 text, or a CsvFileError for an empty or binary (non-text) file. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new CsvFileError('The file is empty');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvFileError('The file is not a CSV file (it is not UTF-8 text)');
  }
  if (text.includes('\u0000')) throw new CsvFileError('The file is not a CSV file (binary data)');
  return text;
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
