/**
 * The named validation rules of R-VAL-1, R-VAL-2 and the plate and VIN rules of R-VAL-2, each as a pure predicate and as a rule object (predicate + message key) that zod
 * schemas apply through `ruleCheck`. The spec gives names and messages but no patterns; the
 * patterns below are ours, chosen for what a US parts business accepts, and each is described
 * beside it.
 *
 * Every rule of R-VAL-1 accepts the empty string: emptiness is the `required` rule's business,
 * so an optional field left blank is not reported as malformed. Predicates judge the value as
 * given (no trimming); the schemas in schemas.ts trim first where a form should.
 *
 * Message keys are i18next keys of the form `namespace:key` ('validation:usPhone'); the English
 * texts are the spec's, verbatim (see messages.ts to resolve one).
 */
import { z } from 'zod';
import { PO_NUMBER_MAX_LENGTH, VIN_INPUT_MAX_LENGTH, VIN_INPUT_MIN_LENGTH } from './limits';

/** An i18next key `namespace:key` of the shared catalogs. */
export type MessageKey = `${string}:${string}`;

/** Values for the spec's `{0}`-style placeholders of a message. */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface ValidationRule {
  /** The spec's name of the rule. */
  readonly name: string;
  readonly message: MessageKey;
  /** Placeholder values of the message (decimalPlaces fills `{0}`). */
  readonly params?: MessageParams;
  readonly test: (value: string) => boolean;
}

export const MESSAGE_KEYS = {
  required: 'validation:required',
  specialCharacters: 'validation:specialCharacters',
  poMask: 'validation:poMask',
  poMaskLength: 'validation:poMaskLength',
  numberWithCommas: 'validation:numberWithCommas',
  decimalPlaces: 'validation:decimalPlaces',
  usPhone: 'validation:usPhone',
  zipCode: 'validation:zipCode',
  email: 'validation:email',
  vin: 'validation:vin',
  noSpace: 'validation:noSpace',
  /** A date or instant outside the range a request may carry (dates.ts); {0} and {1} its ends. */
  dateRange: 'validation:dateRange',
  /** 'Please enter a valid VIN Number' of the VIN box (R-VAL-2; capital N). */
  vinInput: 'vehicle:invalidVin',
} as const satisfies Record<string, MessageKey>;

/* ------------------------------------------------------------------------------------------------
 * basicChars, basicCharsMultiline
 * Free text of shop names, notes and the like: letters of any alphabet (so José and Peña pass),
 * digits 0-9, the space, and the punctuation people write in a shop: . , ' ’ " - & # / ( ) ! ? : ;
 * @ + % * _ $. Refused: < > { } [ ] \ ` ^ ~ | = and control characters, the ones that only
 * markup, templates and scripts need. The multiline variant also allows line breaks and tabs.
 */
const BASIC_CHARS = /^[\p{L}\p{M}0-9 .,'’"&#/()!?:;@+%*_$-]*$/u;
const BASIC_CHARS_MULTILINE = /^[\p{L}\p{M}0-9 .,'’"&#/()!?:;@+%*_$\r\n\t-]*$/u;

export function isBasicChars(value: string): boolean {
  return BASIC_CHARS.test(value);
}

export function isBasicCharsMultiline(value: string): boolean {
  return BASIC_CHARS_MULTILINE.test(value);
}

/* ------------------------------------------------------------------------------------------------
 * personName
 * Letters of any alphabet with the space, apostrophes (O'Brien, D’Angelo), hyphen (Mary-Jane),
 * period (J. R.) and comma (Smith, Jr.); at least one letter. No digits.
 */
const PERSON_NAME = /^[\p{L}\p{M} '’.,-]*$/u;
const HAS_LETTER = /\p{L}/u;

export function isPersonName(value: string): boolean {
  if (value === '') return true;
  return PERSON_NAME.test(value) && HAS_LETTER.test(value);
}

/* ------------------------------------------------------------------------------------------------
 * loginName
 * ASCII letters and digits with . _ - @ + so an e-mail address can serve as a login name;
 * no spaces, since login names are typed on shop terminals and compared exactly.
 */
const LOGIN_NAME = /^[A-Za-z0-9._@+-]*$/;

export function isLoginName(value: string): boolean {
  return LOGIN_NAME.test(value);
}

/* ------------------------------------------------------------------------------------------------
 * poMask, poMaskLength
 * A company may set a PO validation mask (companyPreference.poValidationMask) that every PO
 * number of its shops must fit. The mask language, one mask character per PO character:
 *   A   any letter A-Z (either case)
 *   9   any digit 0-9
 *   *   any one character a PO number may hold (letter, digit, space, - / . # _)
 *   \A  \9  \*   a literal A, 9 or * (backslash escapes a token character)
 *   any other letter, digit, space, - / . # _ stands for itself (letters in either case)
 * So 'PO-99999' accepts 'PO-12345' and 'po-00042'; 'AA9999' accepts 'TX0042'.
 * `poMask` checks that a mask is well formed: only those characters, no dangling backslash,
 * no space at either end. `poMaskLength` checks the 22 character limit (R-ORDER-3, R-VAL-1),
 * which applies to the PO number and so to its mask, counted as typed.
 */
type PoMaskToken =
  | { kind: 'letter' }
  | { kind: 'digit' }
  | { kind: 'any' }
  | { kind: 'literal'; char: string };

const PO_CHAR = /^[A-Za-z0-9 \-/.#_]$/;
const MASK_ESCAPABLE = new Set(['A', '9', '*']);

/** The tokens of a mask, or null when the mask is not well formed. */
export function parsePoMask(mask: string): PoMaskToken[] | null {
  if (mask !== mask.trim()) return null;
  const tokens: PoMaskToken[] = [];
  for (let i = 0; i < mask.length; i++) {
    const char = mask[i]!;
    if (char === '\\') {
      const next = mask[i + 1];
      if (next === undefined || !MASK_ESCAPABLE.has(next)) return null;
      tokens.push({ kind: 'literal', char: next });
      i++;
    } else if (char === 'A') tokens.push({ kind: 'letter' });
    else if (char === '9') tokens.push({ kind: 'digit' });
    else if (char === '*') tokens.push({ kind: 'any' });
    else if (PO_CHAR.test(char)) tokens.push({ kind: 'literal', char });
    else return null;
  }
  return tokens;
}

export function isPoMask(value: string): boolean {
  return value === '' || parsePoMask(value) !== null;
}

export function isWithinPoMaskLength(value: string): boolean {
  return [...value].length <= PO_NUMBER_MAX_LENGTH;
}

function fitsToken(token: PoMaskToken, char: string): boolean {
  switch (token.kind) {
    case 'letter':
      return /^[A-Za-z]$/.test(char);
    case 'digit':
      return /^[0-9]$/.test(char);
    case 'any':
      return PO_CHAR.test(char);
    case 'literal':
      return char.toUpperCase() === token.char.toUpperCase();
  }
}

/** Whether a PO number fits a mask; a malformed mask fits nothing. */
export function matchesPoMask(poNumber: string, mask: string): boolean {
  const tokens = parsePoMask(mask);
  if (!tokens || tokens.length !== poNumber.length) return false;
  return tokens.every((token, i) => fitsToken(token, poNumber[i]!));
}

/* ------------------------------------------------------------------------------------------------
 * numberWithCommas
 * A decimal number as people type it: optional sign, digits either plain (1234) or grouped by
 * commas in threes (1,234,567), optional fraction after a point (1,234.50, .5).
 */
const NUMBER_WITH_COMMAS = /^[-+]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)$/;

export function isNumberWithCommas(value: string): boolean {
  return value === '' || NUMBER_WITH_COMMAS.test(value);
}

/* ------------------------------------------------------------------------------------------------
 * decimalPlaces(n)
 * A number (in the numberWithCommas form, or a JavaScript number) with at most n digits after
 * the point. decimalPlaces(0) means a whole number.
 */
function countDecimals(value: number): number {
  const [mantissa = '', exponent = '0'] = value.toString().toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

export function hasAtMostDecimalPlaces(value: string | number, places: number): boolean {
  if (typeof value === 'number') {
    return Number.isFinite(value) && countDecimals(value) <= places;
  }
  if (value === '') return true;
  if (!NUMBER_WITH_COMMAS.test(value)) return false;
  const fraction = value.split('.')[1] ?? '';
  return fraction.length <= places;
}

/* ------------------------------------------------------------------------------------------------
 * usPhone
 * A North American (NANP) number: optional +1 or 1, a 3 digit area code (bare or in parentheses)
 * and a 7 digit number, separated by spaces, dots or dashes or not at all; area code and exchange
 * start with 2-9 and are not N11 service codes (411, 911); an optional extension of up to 6 digits
 * written x, ext, ext., extension or #.
 * So (512) 555-0142, 512.555.0142, +1 512 555 0142 x 204 pass; 555-0142 and 012-555-0142 do not.
 */
const US_PHONE =
  /^(?:\+?1[\s.-]?)?(?:\((?!\d11)[2-9]\d{2}\)|(?!\d11)[2-9]\d{2})[\s.-]?(?!\d11)[2-9]\d{2}[\s.-]?\d{4}(?:\s*(?:x|ext\.?|extension|#)\s*\d{1,6})?$/i;

export function isUsPhone(value: string): boolean {
  return value === '' || US_PHONE.test(value);
}

/* ------------------------------------------------------------------------------------------------
 * zipCode
 * A US ZIP code: 5 digits, or ZIP+4 written with a hyphen (78701-1234).
 */
const ZIP_CODE = /^\d{5}(?:-\d{4})?$/;

export function isZipCode(value: string): boolean {
  return value === '' || ZIP_CODE.test(value);
}

/* ------------------------------------------------------------------------------------------------
 * email
 * Zod's practical e-mail pattern, the same one z.email() applies in the contracts, so a form and
 * the server never disagree: local part of letters, digits and _ ' + - in dot-separated pieces,
 * then a domain with a letter TLD of at least 2.
 */
export function isEmail(value: string): boolean {
  return value === '' || z.regexes.email.test(value);
}

/* ------------------------------------------------------------------------------------------------
 * vin
 * A full VIN: 17 characters from the VIN alphabet (digits and letters without I, O and Q,
 * either case), whose 9th character is the check digit of 49 CFR 565.15: each character's
 * value (letters transliterated, A=1 ... Z=9) times its position weight, summed, modulo 11,
 * with 10 written X.
 */
const VIN_ALPHABET = /^[A-HJ-NPR-Z0-9]{17}$/;
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const VIN_TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** The check digit (0-9 or X) a 17 character VIN should carry at position 9. */
export function computeVinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin[i]!.toUpperCase();
    const value = /\d/.test(char) ? Number(char) : (VIN_TRANSLITERATION[char] ?? 0);
    sum += value * VIN_WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function isVin(value: string): boolean {
  if (value === '') return true;
  const vin = value.toUpperCase();
  return VIN_ALPHABET.test(vin) && vin[8] === computeVinCheckDigit(vin);
}

/* ------------------------------------------------------------------------------------------------
 * noSpace
 * No whitespace at all: a tab or a line break is as wrong as a space in a field that refuses one.
 */
export function hasNoSpace(value: string): boolean {
  return !/\s/.test(value);
}

/* ------------------------------------------------------------------------------------------------
 * Plate (R-VAL-2)
 * Not empty after trimming ('This field is required.'); starts and ends with a letter or digit,
 * with letters, digits, / # ' " , . - ! and space between ('Invalid input - Special characters
 * not allowed.'). Judged on the trimmed value, since the required check trims too.
 */
const PLATE = /^[A-Za-z0-9](?:[A-Za-z0-9/#'",.! -]*[A-Za-z0-9])?$/;

export function isPlate(value: string): boolean {
  return PLATE.test(value.trim());
}

/* ------------------------------------------------------------------------------------------------
 * VIN box (R-VAL-2)
 * What the box sends: every character that is not a letter or digit stripped (people paste
 * VINs with spaces and dashes), upper-cased as VINs are written. Then 5 to 17 characters:
 * a partial VIN of at least 5 is enough to search.
 */
export function normalizeVinInput(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

export function isVinInput(value: string): boolean {
  const length = normalizeVinInput(value).length;
  return length >= VIN_INPUT_MIN_LENGTH && length <= VIN_INPUT_MAX_LENGTH;
}

/* ------------------------------------------------------------------------------------------------
 * The rules, under the spec's names.
 */
function rule(name: string, message: MessageKey, test: (value: string) => boolean): ValidationRule {
  return { name, message, test };
}

export const basicChars = rule('basicChars', MESSAGE_KEYS.specialCharacters, isBasicChars);
export const basicCharsMultiline = rule(
  'basicCharsMultiline',
  MESSAGE_KEYS.specialCharacters,
  isBasicCharsMultiline,
);
export const personName = rule('personName', MESSAGE_KEYS.specialCharacters, isPersonName);
export const loginName = rule('loginName', MESSAGE_KEYS.specialCharacters, isLoginName);
export const poMask = rule('poMask', MESSAGE_KEYS.poMask, isPoMask);
export const poMaskLength = rule('poMaskLength', MESSAGE_KEYS.poMaskLength, isWithinPoMaskLength);
export const numberWithCommas = rule(
  'numberWithCommas',
  MESSAGE_KEYS.numberWithCommas,
  isNumberWithCommas,
);
export const usPhone = rule('usPhone', MESSAGE_KEYS.usPhone, isUsPhone);
export const zipCode = rule('zipCode', MESSAGE_KEYS.zipCode, isZipCode);
export const email = rule('email', MESSAGE_KEYS.email, isEmail);
export const vin = rule('vin', MESSAGE_KEYS.vin, isVin);
export const noSpace = rule('noSpace', MESSAGE_KEYS.noSpace, hasNoSpace);
export const plate = rule('plate', MESSAGE_KEYS.specialCharacters, isPlate);
export const vinInput = rule('vinInput', MESSAGE_KEYS.vinInput, isVinInput);

/** decimalPlaces(n): at most n digits after the point; the message shows n for `{0}`. */
export function decimalPlaces(places: number): ValidationRule {
  if (!Number.isInteger(places) || places < 0) {
    throw new RangeError(`decimalPlaces needs a whole number of places, got ${places}`);
  }
  return {
    name: 'decimalPlaces',
    message: MESSAGE_KEYS.decimalPlaces,
    params: { 0: places },
    test: (value) => hasAtMostDecimalPlaces(value, places),
  };
}

/**
 * The zod refinement of a rule: `z.string().trim().check(ruleCheck(usPhone))`. The issue's
 * message is the rule's i18n key and its params carry the placeholder values, so a form
 * translates it and the server can put it in a 400's details.
 */
export function ruleCheck(validationRule: ValidationRule) {
  return z.refine<string>((value) => validationRule.test(value), {
    message: validationRule.message,
    params: validationRule.params ? { ...validationRule.params } : undefined,
  });
}
