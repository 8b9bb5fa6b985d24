import type { Locale } from '@procounter/shared/domain/locale';
import type PDFDocument from 'pdfkit';

// The PDFs we draw (statements, invoices, vehicle inspections) with pdfkit (docs/decisions/036).
// pdfkit (with its font and compression modules) takes a few hundred milliseconds to load: it is
// imported by the first PDF, not at the server's start. Helvetica (a PDF standard font) covers the
// Spanish letters.

export const PDF_MARGIN = 48;
const PAGE_WIDTH = 612; // US Letter
export const PDF_CONTENT_WIDTH = PAGE_WIDTH - 2 * PDF_MARGIN;

let pdfkit: Promise<{ default: typeof PDFDocument }> | undefined;

/** A new US Letter document in the user's language. */
export async function newPdfDocument(title: string, locale: Locale): Promise<PDFKit.PDFDocument> {
  pdfkit ??= import('pdfkit');
  const { default: Document } = await pdfkit;
  return new Document({
    size: 'LETTER',
    margin: PDF_MARGIN,
    bufferPages: true,
    lang: locale,
    info: { Title: title, Author: 'ProCounter', Creator: 'ProCounter' },
  });
}

/** The document as bytes, once pdfkit has written it all. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
