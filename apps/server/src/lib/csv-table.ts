import { createRequire } from 'node:module';
import type * as CsvParse from 'csv-parse/sync';

/** csv-parse, loaded with the first file read (uploads are rare next to the start). */
const csvParse = () => createRequire(import.meta.url)('csv-parse/sync') as typeof CsvParse;

// Reading an uploaded CSV file (stock order lines, customers): UTF-8 with or without a BOM, commas
// or semicolons (what the first record uses). csv-parse does the CSV itself (quotes, doubled
// quotes, line breaks in quoted fields, CRLF); this file finds the delimiter and each record's row
// number (the line of the file it starts on, the header being 1).

export type CsvDelimiter = ',' | ';';

/** A table read from CSV text, each record with the line of the file it starts on (header: 1). */
export interface CsvTable {
  delimiter: CsvDelimiter;
  records: { row: number; cells: string[] }[];
}

/** The file cannot be read as the CSV asked for at all (empty, binary, no header, bad quoting). */
export class CsvFileError extends Error {
  readonly row: number | undefined;
  constructor(message: string, row?: number) {
    super(message);
    this.name = 'CsvFileError';
    this.row = row;
  }
}

export const BOM = '\uFEFF';

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
  const { CsvError, parse } = csvParse();
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
      const row = (error as CsvParse.CsvError & { lines?: number }).lines;
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
