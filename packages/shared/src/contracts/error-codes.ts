// The error codes and 403 reasons as plain values (no zod): the web app's shell reads them without
// loading the schemas of ./errors.ts, which re-exports them.

/** Machine codes of error answers (DESIGN.md section 5, R-AUTH-5, R-REQ-5 error catalogues). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'WORKSHEET_LOCKED',
  /** A call that edits the current vehicle when none is chosen (409). */
  'NO_CURRENT_VEHICLE',
  /** A VIN that may be more than one catalog vehicle (409, with candidates to choose from). */
  'VIN_AMBIGUOUS',
  'QTY_EXCEEDS_1000',
  /** Submit: lines the store can no longer fill from stock (409, with unavailableLines). */
  'AVAILABILITY_CHANGED',
  /** Submit of a quote with no part to order (422). */
  'WORKSHEET_EMPTY',
  /**
   * Submit with an idempotency key already used by another user, for another quote or with another
   * body (409): the key's order is neither replayed nor placed again.
   */
  'IDEMPOTENCY_KEY_REUSED',
  /** More part types selected than PART_SELECTION_MAX allows (422). */
  'PART_TYPE_LIMIT',
  /** A stock order CSV with bad rows (422, with errors [{row, reason}]); nothing was written. */
  'UPLOAD_INVALID',
  /** A stock order line whose line code + part number is not in the catalog (422). */
  'UNKNOWN_PRODUCT',
  /** A part type that is already selected (409). */
  'PART_TYPE_ALREADY_SELECTED',
  /** A kit part type mixed with other selections (422). */
  'KITS_INDEPENDENT',
  /** Help content: the identifier (or URL title) is taken in that language (409). */
  'IDENTIFIER_TAKEN',
  'URL_TITLE_TAKEN',
  /** Help content: an article names a category that does not exist in its language (422). */
  'UNKNOWN_CATEGORY',
  /** Help content: a parent that is itself a child, or a parent made a child while it has children (422). */
  'INVALID_PARENT',
  /** A customer's vehicle whose engine or submodel does not belong to its base vehicle (422). */
  'VEHICLE_ATTRIBUTE_MISMATCH',
  /** A quote sent for approval that names no customer (422). */
  'CUSTOMER_REQUIRED',
  /** An approval link that no longer takes a decision: decided, expired or changed (409). */
  'APPROVAL_CLOSED',
  /** Applying an approval whose version is no longer the quote's (409). */
  'APPROVAL_NOT_CURRENT',
  /** A customer linked to an account number that is no car-customer account (422). */
  'CAR_ACCOUNT_NOT_FOUND',
  /** A labor claim's rate above the shop's labor rate (422, details: laborRate). */
  'LABOR_RATE_ABOVE_SHOP_RATE',
  /** A labor claim's failure date before its invoice's date (422, details: failureDate). */
  'FAILURE_BEFORE_INVOICE',
  /** A labor claim file that is not JPEG, PNG, WebP or PDF by its bytes (422, names the file). */
  'FILE_TYPE_NOT_ALLOWED',
  /** A labor claim review step its state does not allow (409, with the claim's status). */
  'CLAIM_STATE_CONFLICT',
  /** An approved amount above the amount claimed (422, details: amount). */
  'AMOUNT_ABOVE_CLAIMED',
  /** Statements, invoices and earn-backs are at cost: refused to a shop that hides costs (403). */
  'COSTS_HIDDEN',
  /** A RETURN credit for more of an invoice line than was invoiced minus already credited (422). */
  'CREDIT_EXCEEDS_INVOICED',
  /** A shop request that is no longer PENDING: it cannot change or be reviewed again (409). */
  'SHOP_REQUEST_CLOSED',
  /** A new shop request while the shop has one waiting for review (409). */
  'SHOP_REQUEST_PENDING',
  /** A new user's login name that another user has (409, details: loginName). */
  'LOGIN_NAME_TAKEN',
  /** A password reset for a user without an e-mail address to send it to (422). */
  'EMPLOYEE_NO_EMAIL',
  /** A password reset for a user who may not log in (disabled): enable them first (409). */
  'EMPLOYEE_NOT_ACTIVE',
  /** A change to a deleted user (409): a deleted user is never enabled, edited or deleted again. */
  'EMPLOYEE_DELETED',
  /** A status change that found another status than the one read (409): another change won. */
  'EMPLOYEE_STATUS_CHANGED',
  /** A shop job whose name the shop's other job has, case aside (409, details: name). */
  'PACKAGE_JOB_NAME_TAKEN',
  /** A shop job past SHOP_PACKAGE_JOBS_MAX (422). */
  'PACKAGE_JOB_LIMIT',
  /** A chat started outside support hours or with no support user online (422): the question form instead. */
  'CHAT_UNAVAILABLE',
  /** A message or take on a chat that is closed, or a take of one another support user has (409). */
  'CHAT_CLOSED',
  'CHAT_TAKEN',
  /** A plain HTTP request to the chat socket's address (426). */
  'UPGRADE_REQUIRED',
  'RATE_LIMITED',
  'STORE_DOWN',
  'DATABASE_UNAVAILABLE',
  /** A request that reached a server process while it shuts down (503, Retry-After). */
  'SHUTTING_DOWN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  'LOGIN_AUTHENTICATION_FAILED',
  'LOGIN_TEMP_PASSWORD_EXPIRED',
  'EXCESSIVE_FAILED_LOGINS',
  'INVALID_CURRENT_PASSWORD',
  'NOT_MASQUERADING',
  /** Consent, e-mail, password and preference changes while masquerading (403). */
  'MASQUERADE_FORBIDDEN',
  /** A new password refused by the password rules (400): domain/password-rules.ts. */
  'PASSWORD_COMMON',
  'PASSWORD_CONTAINS_LOGIN_NAME',
  'PASSWORD_REPEATED_CHARACTER',
  'PASSWORD_WHITESPACE_ONLY',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** 403 reasons that force a page (R-REQ-4). */
export const FORBIDDEN_REASONS = ['SECURITY_CHANGE_REQUIRED', 'TOS_REQUIRED'] as const;
export type ForbiddenReason = (typeof FORBIDDEN_REASONS)[number];
