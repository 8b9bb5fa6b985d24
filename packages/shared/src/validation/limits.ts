/**
 * Field limits, in characters. Forms (maxLength) and the server (zod .max) read them from here,
 * so a value a form accepts is never refused by the server for its length.
 */

/** Spec 000 section 5 and 9: the Help Center contact form. */
export const CONTACT_FORM_LIMITS = {
  shopName: 100,
  customerName: 100,
  customerPhoneNumber: 40,
  customerAccountNumber: 9,
  /** questionText is a 7-row box; the spec gives no length, this keeps a question a question. */
  questionText: 4000,
  questionTextRows: 7,
} as const;

/** Spec 002 section 9: a PO number has at most 22 characters, and so has the mask that shapes it. */
export const PO_NUMBER_MAX_LENGTH = 22;

/** Spec 001 section 9: the VIN box holds 5 to 17 letters and digits. */
export const VIN_INPUT_MIN_LENGTH = 5;
export const VIN_INPUT_MAX_LENGTH = 17;

/**
 * Not in the spec: the longest US plates have 8 characters; 12 leaves room for the spaces and
 * dashes people type between them.
 */
export const PLATE_MAX_LENGTH = 12;

/** RFC 5321: an address longer than 254 characters cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;
