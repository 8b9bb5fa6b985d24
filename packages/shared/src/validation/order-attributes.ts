/**
 * An order's garage bay id and vehicle fleet id (order attributes 4 and 10 of the spec,
 * domain/constants.ts ORDER_ATTRIBUTE_IDS), as the company's preferences ask for them: shown when
 * visible or required, required when required. The same check for the submit form and the server
 * (worksheet-orders.service), as checkPoNumber is for the PO (attribute 22).
 */
import { z } from 'zod';
import { singleLineText } from './free-text';
import { ORDER_ATTRIBUTE_MAX_LENGTH, type OrderAttributeRule } from './order-attribute-rules';
import { basicChars, ruleCheck } from './rules';
import { requiredString } from './schemas';

export * from './order-attribute-rules';

/**
 * The field under its rule: required ('This field is required.') when the company requires it, at
 * most ORDER_ATTRIBUTE_MAX_LENGTH basic characters. A field the company does not ask for takes
 * nothing: whatever is sent is dropped, so an order never carries an id nobody saw.
 */
export function createOrderAttributeSchema(rule: OrderAttributeRule) {
  if (!rule.visible && !rule.required) return z.string().transform(() => '');
  const base = rule.required ? requiredString() : singleLineText();
  return base.max(ORDER_ATTRIBUTE_MAX_LENGTH).check(ruleCheck(basicChars));
}

export type OrderAttributeCheck =
  | { ok: true; value: string | null }
  | { ok: false; issues: { path: string; message: string }[] };

/** The value as stored (null when blank or not asked for), or the field's issues at `path`. */
export function checkOrderAttribute(
  rule: OrderAttributeRule,
  value: string,
  path: string,
): OrderAttributeCheck {
  const parsed = createOrderAttributeSchema(rule).safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data || null };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({ path, message: issue.message })),
  };
}
