import {
  CUSTOMER_IMPORT_COLUMNS,
  CUSTOMER_IMPORT_MAX_ROWS,
} from '@procounter/shared/contracts/customer';
import { BOM, CsvFileError, decodeCsvBytes, readCsvTable } from '../../lib/csv-table';

// Reading a customer import file (issue 22): a header row naming columns of
// CUSTOMER_IMPORT_COLUMNS in any order and any case (firstName and lastName required, any other
// name refused: a misspelt column would otherwise be dropped without a word), then one row per
// vehicle. The rows are checked by the import (customer-import.ts), not here.

export type CustomerImportColumn = (typeof CUSTOMER_IMPORT_COLUMNS)[number];

const REQUIRED_COLUMNS: readonly CustomerImportColumn[] = ['firstName', 'lastName'];
const BY_LOWER_NAME = new Map(CUSTOMER_IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));

/** A data row: its row number (the header is 1) and each column's cell, trimmed ('' if none). */
export interface CustomerCsvRow {
  row: number;
  cells: Record<CustomerImportColumn, string>;
}

/**
 * The data rows of a customer file, or a CsvFileError when the file as a whole is unusable:
 * empty, not text, not CSV, a header row with a column that is not one of ours (or twice, or
 * without firstName and lastName), no data rows, more than CUSTOMER_IMPORT_MAX_ROWS.
 */
export function readCustomerCsv(bytes: Uint8Array): CustomerCsvRow[] {
  const text = decodeCsvBytes(bytes);
  if (text.replace(BOM, '').trim() === '') throw new CsvFileError('The file is empty');
  const [header, ...data] = readCsvTable(text).records;
  if (!header) throw new CsvFileError('The file is empty');

  const columns: CustomerImportColumn[] = [];
  for (const [index, raw] of header.cells.entries()) {
    const name = raw.trim();
    const column = BY_LOWER_NAME.get(name.toLowerCase());
    if (!column) {
      throw new CsvFileError(
        name === ''
          ? `Column ${index + 1} of the header row has no name`
          : `The header row names a column "${name}" that is not one of ${CUSTOMER_IMPORT_COLUMNS.join(', ')}`,
        header.row,
      );
    }
    if (columns.includes(column)) {
      throw new CsvFileError(`The header row names the column ${column} twice`, header.row);
    }
    columns.push(column);
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    throw new CsvFileError(`The header row lacks the column ${missing.join(' and ')}`, header.row);
  }
  if (data.length === 0) throw new CsvFileError('The file has a header row but no customers');
  if (data.length > CUSTOMER_IMPORT_MAX_ROWS) {
    throw new CsvFileError(
      `The file has ${data.length} rows; at most ${CUSTOMER_IMPORT_MAX_ROWS} can be imported at once`,
    );
  }
  return data.map(({ row, cells }) => ({
    row,
    cells: Object.fromEntries(
      CUSTOMER_IMPORT_COLUMNS.map((column) => {
        const index = columns.indexOf(column);
        return [column, index === -1 ? '' : (cells[index] ?? '').trim()];
      }),
    ) as Record<CustomerImportColumn, string>,
  }));
}
