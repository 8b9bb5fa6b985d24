import type { InvoiceDetail, StatementDetail } from '@procounter/shared/contracts/statement';
import type { Locale } from '@procounter/shared/domain/locale';
import { resources } from '@procounter/shared/i18n/index';
import { newPdfDocument, PDF_CONTENT_WIDTH, PDF_MARGIN, pdfBytes } from '../../lib/pdf-document';

// The statement and invoice PDFs (issue 23), drawn with pdfkit (docs/decisions: the PDF library)
// from the same answers the page shows, in the user's language, with the shop's and the store's
// details. Figures are the answers' own (computed in cents by domain/account-money.ts): nothing is
// summed here. The document itself: lib/pdf-document.ts.

type Texts = (typeof resources)['en']['statements'];

/** The shop's details printed at the top. */
export interface PdfShop {
  name: string;
  accountNumber: string;
  phone: string | null;
  state: string;
  zip: string;
}

const MARGIN = PDF_MARGIN;
const CONTENT_WIDTH = PDF_CONTENT_WIDTH;

function formatters(locale: Locale) {
  const tag = locale === 'es' ? 'es-US' : 'en-US';
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  return {
    money: (n: number) => money.format(n),
    day: (d: string) => day.format(new Date(`${d}T00:00:00Z`)),
    month: (m: string) => month.format(new Date(`${m}-01T00:00:00Z`)),
    number: (n: number) => number.format(n),
  };
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** Title on the left, the shop (and store) on the right. */
function header(
  doc: PDFKit.PDFDocument,
  t: Texts['pdf'],
  title: string,
  shop: PdfShop,
  store: InvoiceDetail['store'],
) {
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title, MARGIN, top, { width: CONTENT_WIDTH / 2 });
  doc.font('Helvetica').fontSize(9);
  const right = MARGIN + CONTENT_WIDTH / 2;
  const lines = [
    `${t.shop}: ${shop.name}`,
    `${t.account}: ${shop.accountNumber}`,
    `${shop.state} ${shop.zip}${shop.phone ? ` · ${t.phone}: ${shop.phone}` : ''}`,
  ];
  if (store) {
    lines.push(
      `${t.store} ${store.id}: ${store.name}`,
      `${store.address}, ${store.city}, ${store.state} ${store.zipCode}`,
    );
    if (store.phone) lines.push(`${t.phone}: ${store.phone}`);
  }
  doc.text(lines.join('\n'), right, top, { width: CONTENT_WIDTH / 2, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + 40) + 12;
}

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table: header row, then rows; a new page (with the header again) when the page is full. */
function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][]) {
  const rowHeight = 16;
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + rowHeight > doc.page.height - MARGIN - 20) {
      doc.addPage();
      drawRow(
        columns.map((c) => c.label),
        true,
      );
    }
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x + 2, y + 3, {
        width: column.width - 4,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + rowHeight)
      .lineTo(MARGIN + CONTENT_WIDTH, y + rowHeight)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + rowHeight;
  };
  drawRow(
    columns.map((c) => c.label),
    true,
  );
  for (const row of rows) drawRow(row, false);
  doc.moveDown(0.5);
}

/** Label: value pairs, two per line. */
function facts(doc: PDFKit.PDFDocument, pairs: [string, string][]) {
  doc.font('Helvetica').fontSize(10);
  for (const [label, value] of pairs) {
    doc.font('Helvetica-Bold').text(`${label}: `, MARGIN, doc.y, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc.moveDown(0.8);
}

function pageNumbers(doc: PDFKit.PDFDocument, t: Texts['pdf']) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(fill(t.page, { page: i + 1, pages: range.count }), MARGIN, doc.page.height - MARGIN, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
}

export async function renderStatementPdf(
  detail: StatementDetail,
  shop: PdfShop,
  locale: Locale,
): Promise<Buffer> {
  const texts = resources[locale].statements;
  const t = texts.pdf;
  const f = formatters(locale);
  const { statement } = detail;
  const doc = await newPdfDocument(`${t.statementTitle} ${statement.month}`, locale);
  header(doc, t, `${t.statementTitle}: ${f.month(statement.month)}`, shop, null);
  facts(doc, [
    [t.statementDate, f.day(statement.statementDate)],
    [t.dueDate, f.day(statement.dueDate)],
    [t.status, texts.status[statement.status]],
  ]);
  table(
    doc,
    [
      { label: t.opening, width: CONTENT_WIDTH / 5, align: 'right' },
      { label: t.invoices, width: CONTENT_WIDTH / 5, align: 'right' },
      { label: t.credits, width: CONTENT_WIDTH / 5, align: 'right' },
      { label: t.payments, width: CONTENT_WIDTH / 5, align: 'right' },
      { label: t.closing, width: CONTENT_WIDTH / 5, align: 'right' },
    ],
    [
      [
        f.money(statement.opening),
        f.money(statement.invoices),
        f.money(statement.credits),
        f.money(statement.payments),
        f.money(statement.closing),
      ],
    ],
  );
  if (detail.entries.length === 0) {
    doc.font('Helvetica').fontSize(10).text(t.noActivity);
  } else {
    table(
      doc,
      [
        { label: t.date, width: 80 },
        { label: t.document, width: 150 },
        { label: t.order, width: 116 },
        { label: t.amount, width: 85, align: 'right' },
        { label: t.balance, width: 85, align: 'right' },
      ],
      detail.entries.map((e) => {
        const kind = texts.statement.kind[e.kind];
        const what =
          e.kind === 'PAYMENT'
            ? `${kind} · ${e.paymentType ? texts.paymentType[e.paymentType] : ''}`
            : `${kind} ${e.number ?? ''}`;
        const sign = e.kind === 'INVOICE' ? 1 : -1;
        return [
          f.day(e.date),
          what,
          e.kind === 'CREDIT_MEMO' && e.creditReason
            ? texts.creditReason[e.creditReason]
            : (e.confirmationNumber ?? e.number ?? ''),
          f.money(sign * e.amount),
          f.money(e.balance),
        ];
      }),
    );
  }
  pageNumbers(doc, t);
  return pdfBytes(doc);
}

export async function renderInvoicePdf(
  invoice: InvoiceDetail,
  shop: PdfShop,
  locale: Locale,
): Promise<Buffer> {
  const texts = resources[locale].statements;
  const t = texts.pdf;
  const f = formatters(locale);
  const title = invoice.kind === 'INVOICE' ? t.invoiceTitle : t.creditTitle;
  const doc = await newPdfDocument(`${title} ${invoice.invoiceNumber}`, locale);
  header(doc, t, `${title} ${invoice.invoiceNumber}`, shop, invoice.store);
  const pairs: [string, string][] = [[t.date, f.day(invoice.invoiceDate)]];
  if (invoice.order) pairs.push([t.order, invoice.order.confirmationNumber]);
  if (invoice.poNumber) pairs.push([t.po, invoice.poNumber]);
  if (invoice.garageBayId) pairs.push([t.garageBay, invoice.garageBayId]);
  if (invoice.fleetId) pairs.push([t.fleet, invoice.fleetId]);
  if (invoice.creditReason) pairs.push([t.reason, texts.creditReason[invoice.creditReason]]);
  if (invoice.creditedInvoice)
    pairs.push([t.creditedInvoice, invoice.creditedInvoice.invoiceNumber]);
  if (invoice.memo) pairs.push([texts.invoice.memo, invoice.memo]);
  facts(doc, pairs);
  table(
    doc,
    [
      { label: t.part, width: 110 },
      { label: t.description, width: 196 },
      { label: t.quantity, width: 50, align: 'right' },
      { label: t.unitPrice, width: 80, align: 'right' },
      { label: t.extended, width: 80, align: 'right' },
    ],
    invoice.lines.map((line) => [
      [line.lineCode, line.partNumber].filter(Boolean).join(' '),
      line.description,
      f.number(line.quantity),
      f.money(line.unitPrice),
      f.money(line.extended),
    ]),
  );
  const totals: [string, string][] = [
    [t.subtotal, f.money(invoice.subtotal)],
    [invoice.taxRate ? `${t.tax} (${f.number(invoice.taxRate)}%)` : t.tax, f.money(invoice.tax)],
    [t.total, f.money(invoice.total)],
  ];
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.font(label === t.total ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, MARGIN + CONTENT_WIDTH - 260, y, { width: 150, align: 'right' });
    doc.text(value, MARGIN + CONTENT_WIDTH - 100, y, { width: 100, align: 'right' });
    doc.x = MARGIN;
  }
  pageNumbers(doc, t);
  return pdfBytes(doc);
}
