// PostgreSQL's COPY text format: one line per row, tab between columns, \N for null. Both PGlite
// (COPY FROM '/dev/blob') and node-postgres (COPY FROM STDIN) read it.

export type CopyValue = string | number | boolean | null | readonly string[];

/** A text value with COPY's escapes: backslash, tab, newline, carriage return. */
export function escapeCopyText(text: string): string {
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (ch) =>
        ch === '\\' ? '\\\\' : ch === '\t' ? '\\t' : ch === '\n' ? '\\n' : '\\r',
      )
    : text;
}

/** A text[] value as an array literal ({"a","b"}), before COPY's own escaping. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;
}

export function copyField(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'string') return escapeCopyText(value);
  return escapeCopyText(arrayLiteral(value));
}

export function copyLine(values: readonly CopyValue[]): string {
  return `${values.map(copyField).join('\t')}\n`;
}

/**
 * Rows of one table gathered as COPY text, handed over in chunks: large enough that a round trip
 * carries many thousands of rows, small enough to keep memory flat at any catalog size.
 */
export class CopyBuffer {
  readonly table: string;
  readonly columns: readonly string[];
  readonly #chunkRows: number;
  #lines: string[] = [];
  #rows = 0;

  constructor(table: string, columns: readonly string[], chunkRows: number) {
    this.table = table;
    this.columns = columns;
    this.#chunkRows = chunkRows;
  }

  get rows(): number {
    return this.#rows;
  }

  /** A line already in COPY text (the hot paths build it themselves). */
  pushLine(line: string) {
    this.#lines.push(line);
    this.#rows++;
  }

  push(values: readonly CopyValue[]) {
    this.pushLine(copyLine(values));
  }

  get full(): boolean {
    return this.#lines.length >= this.#chunkRows;
  }

  /** The gathered text, emptied; '' when there is nothing. */
  take(): string {
    const text = this.#lines.join('');
    this.#lines = [];
    return text;
  }
}
