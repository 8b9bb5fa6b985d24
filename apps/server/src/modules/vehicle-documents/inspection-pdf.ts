import {
  INSPECTION_ITEMS,
  type InspectionForm,
  type InspectionStatus,
} from '@procounter/shared/contracts/vehicle-documents';
import type { Locale } from '@procounter/shared/domain/locale';
import { resources } from '@procounter/shared/i18n/index';
import { newPdfDocument, PDF_CONTENT_WIDTH, PDF_MARGIN, pdfBytes } from '../../lib/pdf-document';

// The filled vehicle inspection form as a PDF (issue 25 part 5), in the user's language: the shop,
// the customer and their vehicle at the top, then each checklist item with its condition and note,
// then the notes. Drawn from the form's fields alone, which are kept with the document, so the
// same form draws the same page again.

/** Who and what the form is about, printed at the top. */
export interface InspectionHeading {
  shopName: string;
  customerName: string;
  vehicle: string;
  vin: string | null;
  plate: string | null;
  /** When it was filled. */
  filledAt: Date;
}

const STATUS_COLORS: Record<InspectionStatus, string> = {
  OK: '#2b8a3e',
  NEEDS_ATTENTION: '#e67700',
  URGENT: '#c92a2a',
};

export async function renderInspectionPdf(
  form: InspectionForm,
  heading: InspectionHeading,
  locale: Locale,
): Promise<Buffer> {
  const texts = resources[locale].vehicleDocuments;
  const t = texts.pdf;
  const tag = locale === 'es' ? 'es-US' : 'en-US';
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'America/Chicago' });
  const number = new Intl.NumberFormat(tag);
  const doc = await newPdfDocument(`${t.title}: ${heading.vehicle}`, locale);

  doc.font('Helvetica-Bold').fontSize(20).text(t.title);
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [t.shop, heading.shopName],
    [t.customer, heading.customerName],
    [t.vehicle, heading.vehicle],
    [t.vin, heading.vin ?? t.none],
    [t.plate, heading.plate ?? t.none],
    [t.mileage, form.mileage === null ? t.none : number.format(form.mileage)],
    [t.inspector, form.inspector],
    [t.date, day.format(heading.filledAt)],
  ];
  doc.fontSize(10);
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, PDF_MARGIN, doc.y, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc.moveDown(1);

  const columns = [0.3, 0.22, 0.48].map((share) => share * PDF_CONTENT_WIDTH);
  const row = (cells: string[], bold: boolean, color?: string) => {
    if (doc.y + 30 > doc.page.height - PDF_MARGIN) doc.addPage();
    const top = doc.y;
    let x = PDF_MARGIN;
    let bottom = top;
    cells.forEach((cell, i) => {
      doc
        .font(bold || i === 1 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10)
        .fillColor(i === 1 && color ? color : '#000000')
        .text(cell, x + 2, top + 4, { width: columns[i]! - 4 });
      bottom = Math.max(bottom, doc.y);
      x += columns[i]!;
    });
    doc.fillColor('#000000');
    doc
      .moveTo(PDF_MARGIN, bottom + 4)
      .lineTo(PDF_MARGIN + PDF_CONTENT_WIDTH, bottom + 4)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = PDF_MARGIN;
    doc.y = bottom + 4;
  };
  const f = texts.inspection;
  row([f.item, f.status, f.note], true);
  for (const item of INSPECTION_ITEMS) {
    const result = form.items[item];
    row(
      [f.items[item], f.statuses[result.status], result.note],
      false,
      STATUS_COLORS[result.status],
    );
  }
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(11).text(t.notes, PDF_MARGIN, doc.y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(form.notes === '' ? t.none : form.notes, { width: PDF_CONTENT_WIDTH });
  return pdfBytes(doc);
}
