/**
 * The upload's template (issue 5): a header row and one example line, made in the browser, so
 * the format has one description and no file to keep on the server.
 */
export const CSV_TEMPLATE_HEADER = ['line code', 'part number', 'quantity', 'note'] as const;

export const CSV_TEMPLATE_EXAMPLE = ['BRK', 'QC1234', '2', 'Front pads'] as const;

export const CSV_TEMPLATE_FILE_NAME = 'stock-order-template.csv';

/** The template's text: UTF-8, comma separated, CRLF line ends (what spreadsheets write). */
export function csvTemplateText(): string {
  return `${CSV_TEMPLATE_HEADER.join(',')}\r\n${CSV_TEMPLATE_EXAMPLE.join(',')}\r\n`;
}

/** The template as a file to download. */
export function csvTemplateBlob(): Blob {
  return new Blob([csvTemplateText()], { type: 'text/csv;charset=utf-8' });
}

/** Whether a chosen file looks like a CSV (the server checks the content). */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/** A URL of the template for a download link: a Blob URL, or a data: URL where Blob URLs are missing. */
export function csvTemplateUrl(): string {
  if (typeof URL.createObjectURL === 'function') return URL.createObjectURL(csvTemplateBlob());
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplateText())}`;
}
