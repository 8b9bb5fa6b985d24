/**
 * An order's garage bay id and vehicle fleet id (order attributes 4 and 10 of the spec,
 * domain/constants.ts ORDER_ATTRIBUTE_IDS), as the company's preferences ask for them: shown when
 * visible or required, required when required. The same check for the submit form and the server
 * (worksheet-orders.service), as checkPoNumber is for the PO (attribute 22).
 */
import { z } from 'zod';
import { singleLineText } from './free-text';
import { basicChars, ruleCheck } from './rules';
import { requiredString } from './schemas';

/** A garage bay or fleet id is as long as a PO number may be. */
export const ORDER_ATTRIBUTE_MAX_LENGTH = 22;

/** The submit body's garage bay and fleet ids, the form's fields. */
export const ORDER_ATTRIBUTE_FIELDS = ['garageBayId', 'fleetId'] as const;
export type OrderAttributeField = (typeof ORDER_ATTRIBUTE_FIELDS)[number];

/** Whether the order asks for the field, and must have it. */
export interface OrderAttributeRule {
  visible: boolean;
  required: boolean;
}

/** The company preferences that set the two rules. */
export interface OrderAttributePreferences {
  garageBayIdVisible: boolean;
  garageBayIdRequired: boolean;
  vehicleFleetIdVisible: boolean;
  vehicleFleetIdRequired: boolean;
}

export function orderAttributeRules(
  preferences: OrderAttributePreferences,
): Record<OrderAttributeField, OrderAttributeRule> {
  return {
    garageBayId: {
      visible: preferences.garageBayIdVisible || preferences.garageBayIdRequired,
      required: preferences.garageBayIdRequired,
    },
    fleetId: {
      visible: preferences.vehicleFleetIdVisible || preferences.vehicleFleetIdRequired,
      required: preferences.vehicleFleetIdRequired,
    },
  };
}

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
