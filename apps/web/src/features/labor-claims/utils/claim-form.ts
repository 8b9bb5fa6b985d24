import {
  type ClaimableLine,
  LABOR_CLAIM_LIMITS,
  type LaborClaimFields,
  LaborClaimFieldsSchema,
} from '@procounter/shared/contracts/labor-claim';
import { isRateWithinCap, laborClaimAmount } from '@procounter/shared/domain/labor-claim-money';

/** What the form holds: text as typed, the line chosen, the files picked. */
export interface ClaimFormValues {
  line: ClaimableLine | null;
  failureDate: string;
  mileage: string;
  laborHours: string;
  laborRate: string;
  failureDescription: string;
  files: File[];
}

export type ClaimField =
  | 'line'
  | 'failureDate'
  | 'mileage'
  | 'laborHours'
  | 'laborRate'
  | 'failureDescription'
  | 'files';

/** A field's problem: a catalog key and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

const FIELD_KEYS: Record<Exclude<ClaimField, 'line' | 'files'>, string> = {
  failureDate: 'laborClaims:form.errors.failureDate',
  mileage: 'laborClaims:form.errors.mileage',
  laborHours: 'laborClaims:form.errors.hours',
  laborRate: 'laborClaims:form.errors.rate',
  failureDescription: 'laborClaims:form.errors.description',
};

/** What the file picker takes, by what the browser says (the server reads the bytes). */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
export const FILE_ACCEPT = ACCEPTED.join(',');

/** The problems of picked files: too many, too large, not a photo or PDF. */
export function fileProblems(files: File[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (files.length > LABOR_CLAIM_LIMITS.files)
    problems.push({ key: 'laborClaims:form.errors.tooManyFiles' });
  for (const file of files) {
    if (file.size > LABOR_CLAIM_LIMITS.fileBytes) {
      problems.push({ key: 'laborClaims:form.errors.fileTooLarge', values: { name: file.name } });
    } else if (file.type !== '' && !ACCEPTED.includes(file.type)) {
      problems.push({ key: 'laborClaims:form.errors.fileType', values: { name: file.name } });
    }
  }
  return problems;
}

/**
 * The form checked with the shared contract (the server's rules), then what the server checks
 * against its rows: not after today, not before the invoice, the rate within the shop's. Answers
 * the fields to send, or the problem of each field.
 */
export function checkClaimForm(
  values: ClaimFormValues,
  context: {
    today: string;
    shopRate: number | null;
    rateText: string;
    dateText: (day: string) => string;
  },
):
  | { ok: true; fields: LaborClaimFields }
  | { ok: false; problems: Partial<Record<ClaimField, FieldProblem>> } {
  const problems: Partial<Record<ClaimField, FieldProblem>> = {};
  if (!values.line) problems.line = { key: 'laborClaims:form.errors.line' };
  const parsed = LaborClaimFieldsSchema.safeParse({
    invoiceLineId: values.line?.invoiceLineId ?? 1,
    failureDate: values.failureDate,
    mileage: values.mileage,
    laborHours: values.laborHours,
    laborRate: values.laborRate,
    failureDescription: values.failureDescription,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof typeof FIELD_KEYS;
      if (FIELD_KEYS[field] && !problems[field]) problems[field] = { key: FIELD_KEYS[field] };
    }
  }
  // What the server checks against its rows, on each field the rules let through.
  if (!problems.failureDate) {
    if (values.failureDate > context.today) {
      problems.failureDate = { key: 'laborClaims:form.errors.failureFuture' };
    } else if (values.line && values.failureDate < values.line.invoiceDate) {
      problems.failureDate = {
        key: 'laborClaims:form.errors.failureBeforeInvoice',
        values: { date: context.dateText(values.line.invoiceDate) },
      };
    }
  }
  if (!problems.laborRate && !isRateWithinCap(Number(values.laborRate), context.shopRate)) {
    problems.laborRate = {
      key: 'laborClaims:form.errors.rateAboveShop',
      values: { rate: context.rateText },
    };
  }
  const [fileProblem] = fileProblems(values.files);
  if (fileProblem) problems.files = fileProblem;
  if (Object.keys(problems).length > 0 || !parsed.success || !values.line) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    fields: {
      invoiceLineId: values.line.invoiceLineId,
      failureDate: parsed.data.failureDate,
      mileage: parsed.data.mileage,
      laborHours: parsed.data.laborHours,
      laborRate: parsed.data.laborRate,
      failureDescription: parsed.data.failureDescription,
    },
  };
}

/** The amount the hours and rate typed make, or null while either is not a number. */
export function typedAmount(hours: string, rate: string): number | null {
  const h = Number(hours);
  const r = Number(rate);
  if (hours.trim() === '' || rate.trim() === '' || !(h > 0) || !(r > 0)) return null;
  return laborClaimAmount(Math.round(h * 100) / 100, Math.round(r * 100) / 100);
}
