/**
 * Zod schemas built from the rules, one per kind of field, for forms (react-hook-form's zod
 * resolver) and the server (contracts) alike. Every error message is an i18n key
 * ('validation:usPhone'); `getMessageText` in messages.ts resolves one.
 *
 * Each schema strips control and bidi-override characters (free-text.ts), trims and requires a
 * value, as the spec's forms do. For an optional field accept the blank too:
 * `usPhoneSchema.or(z.literal(''))`.
 * A value too long for its field limit gets zod's own message: forms stop typing at the limit
 * (maxLength from limits.ts), so only a hand-made request ever sees it.
 */
import { z } from 'zod';
import { multiLineText, singleLineText } from './free-text';
import {
  CONTACT_FORM_LIMITS,
  EMAIL_MAX_LENGTH,
  LOGIN_NAME_MAX_LENGTH,
  PLATE_MAX_LENGTH,
  PO_NUMBER_MAX_LENGTH,
  VIN_INPUT_MAX_LENGTH,
  VIN_INPUT_MIN_LENGTH,
} from './limits';
import {
  basicChars,
  basicCharsMultiline,
  email,
  loginName,
  MESSAGE_KEYS,
  matchesPoMask,
  normalizeVinInput,
  personName,
  plate,
  poMask,
  poMaskLength,
  ruleCheck,
  usPhone,
  vin,
  zipCode,
} from './rules';

/**
 * One line of free text (control and bidi-override characters stripped, trimmed: free-text.ts)
 * that must not be empty ('This field is required.'). The check aborts, so an empty field reports
 * only that it is required, not also that it is malformed.
 */
export function requiredString() {
  return singleLineText().min(1, { message: MESSAGE_KEYS.required, abort: true });
}

/** requiredString() for text of several lines: line breaks and tabs stay. */
export function requiredMultiLineText() {
  return multiLineText().min(1, { message: MESSAGE_KEYS.required, abort: true });
}

/** R-VAL-2: the licence plate box. Outputs the trimmed plate. */
export const plateSchema = requiredString().max(PLATE_MAX_LENGTH).check(ruleCheck(plate));

/**
 * R-VEH-6: the VIN box. Strips everything but letters and digits (and upper-cases),
 * then wants 5 to 17 characters. Outputs the cleaned VIN.
 */
export const vinInputSchema = singleLineText()
  .transform(normalizeVinInput)
  .pipe(
    z
      .string()
      .min(1, { message: MESSAGE_KEYS.required, abort: true })
      .min(VIN_INPUT_MIN_LENGTH, { message: MESSAGE_KEYS.vinInput })
      .max(VIN_INPUT_MAX_LENGTH, { message: MESSAGE_KEYS.vinInput }),
  );

/** A full 17 character VIN with a valid check digit (rule `vin`). Outputs it upper-cased. */
export const vinSchema = requiredString().toUpperCase().check(ruleCheck(vin));

/** Rule `usPhone`, at most 40 characters (the contact form's phone limit). */
export const usPhoneSchema = requiredString()
  .max(CONTACT_FORM_LIMITS.customerPhoneNumber)
  .check(ruleCheck(usPhone));

/** Rule `zipCode`. */
export const zipCodeSchema = requiredString().check(ruleCheck(zipCode));

/** Rule `email`, at most 254 characters. */
export const emailSchema = requiredString().max(EMAIL_MAX_LENGTH).check(ruleCheck(email));

/** A shop name: rule `basicChars`, at most 100 characters. */
export const shopNameSchema = requiredString()
  .max(CONTACT_FORM_LIMITS.shopName)
  .check(ruleCheck(basicChars));

/** A person's full name: rule `personName`, at most 100 characters. */
export const personNameSchema = requiredString()
  .max(CONTACT_FORM_LIMITS.customerName)
  .check(ruleCheck(personName));

/** An account number: digits only, at most 9 ('Please enter a valid number.'). */
export const accountNumberSchema = requiredString()
  .max(CONTACT_FORM_LIMITS.customerAccountNumber)
  .regex(/^\d+$/, { message: MESSAGE_KEYS.numberWithCommas });

/** Free multi-line text such as the contact form's question: rule `basicCharsMultiline`. */
export const questionTextSchema = requiredMultiLineText()
  .max(CONTACT_FORM_LIMITS.questionText)
  .check(ruleCheck(basicCharsMultiline));

/** A login name: rule `loginName`, at most 100 characters (as the login contract allows). */
export const loginNameSchema = requiredString()
  .max(LOGIN_NAME_MAX_LENGTH)
  .check(ruleCheck(loginName));

/**
 * A company's PO validation mask (rules `poMaskLength` and `poMask`); blank means no mask.
 * Outputs the trimmed mask.
 */
export const poMaskSchema = singleLineText().check(ruleCheck(poMaskLength), ruleCheck(poMask));

/** The company's PO rule (its preferences poRequired and poValidationMask). */
export interface PoNumberRule {
  poRequired: boolean;
  poValidationMask: string | null;
}

/**
 * A PO number under the company's preferences: required when poRequired, at most 22 characters
 * ('PO Numbers cannot exceed 22 characters.'), fitting the company's mask when it has one
 * ('Please enter a valid PO mask.'), else plain basic characters.
 */
export function createPoNumberSchema(preference: PoNumberRule) {
  const mask = preference.poValidationMask?.trim() || null;
  const base = preference.poRequired ? requiredString() : singleLineText();
  return base.max(PO_NUMBER_MAX_LENGTH, { message: MESSAGE_KEYS.poMaskLength, abort: true }).check(
    mask
      ? z.refine<string>((value) => value === '' || matchesPoMask(value, mask), {
          message: MESSAGE_KEYS.poMask,
        })
      : ruleCheck(basicChars),
  );
}

/** A PO number as the company's rule reads it, or the field's issues (at `path`) when it breaks it. */
export type PoNumberCheck =
  | { ok: true; poNumber: string }
  | { ok: false; issues: { path: string; message: string }[] };

/**
 * The one PO number check of every order (stock orders, submitted quotes): createPoNumberSchema
 * of the company's rule; the PO as stored (stripped and trimmed), or each broken rule's message
 * key at `path`.
 */
export function checkPoNumber(rule: PoNumberRule, value: string, path: string): PoNumberCheck {
  const parsed = createPoNumberSchema(rule).safeParse(value);
  if (parsed.success) return { ok: true, poNumber: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({ path, message: issue.message })),
  };
}
