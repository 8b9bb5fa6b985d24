/**
 * The customer import's template (issue 22): the contract's columns (CUSTOMER_IMPORT_COLUMNS) and
 * two example rows, one customer with two vehicles (one by year, make and model, one by VIN), made
 * in the browser so the format has one description.
 */
import { CUSTOMER_IMPORT_COLUMNS } from '@procounter/shared/contracts/customer';

type Column = (typeof CUSTOMER_IMPORT_COLUMNS)[number];

const PERSON: Partial<Record<Column, string>> = {
  firstName: 'Maria',
  lastName: 'Lopez',
  company: '',
  phone: '512-555-0142',
  email: 'maria.lopez@example.com',
  language: 'es',
  address1: '100 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  notes: 'Prefers a text message',
};

export const CUSTOMER_TEMPLATE_EXAMPLES: readonly Partial<Record<Column, string>>[] = [
  {
    ...PERSON,
    year: '2013',
    make: 'Ford',
    model: 'F-150',
    plate: 'SHOP123',
    plateState: 'TX',
    mileage: '84000',
  },
  { ...PERSON, vin: '1HGCM82633A004352' },
];

export const CUSTOMER_TEMPLATE_FILE_NAME = 'customers-template.csv';

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The template's text: UTF-8, comma separated, CRLF line ends (what spreadsheets write). */
export function customerTemplateText(): string {
  const rows = [
    CUSTOMER_IMPORT_COLUMNS.join(','),
    ...CUSTOMER_TEMPLATE_EXAMPLES.map((example) =>
      CUSTOMER_IMPORT_COLUMNS.map((column) => csvField(example[column] ?? '')).join(','),
    ),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** A URL of the template for a download link: a Blob URL, or a data: URL where Blob URLs are missing. */
export function customerTemplateUrl(): string {
  const text = customerTemplateText();
  if (typeof URL.createObjectURL === 'function') {
    return URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  }
  return `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
}

/** Whether a chosen file looks like a CSV (the server reads the content). */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}
