/**
 * Field limits: lengths in characters, and the most items a list in a request may hold. Contracts
 * (zod .max), forms (maxLength) and the server's own checks read them from here, so a value a form
 * accepts is never refused by the server for its length. Business quantities (most of one item,
 * page sizes) live in ../domain/constants.ts.
 */

/** R-HELP-10: the Help Center contact form. */
export const CONTACT_FORM_LIMITS = {
  shopName: 100,
  customerName: 100,
  customerPhoneNumber: 40,
  customerAccountNumber: 9,
  /** questionText is a 7-row box; the spec gives no length, this keeps a question a question. */
  questionText: 4000,
  questionTextRows: 7,
} as const;

/** R-ORDER-3: a PO number has at most 22 characters, and so has the mask that shapes it. */
export const PO_NUMBER_MAX_LENGTH = 22;

/** R-VEH-6: the VIN box holds 5 to 17 letters and digits. */
export const VIN_INPUT_MIN_LENGTH = 5;
export const VIN_INPUT_MAX_LENGTH = 17;

/**
 * Not in the spec: the longest US plates have 8 characters; 12 leaves room for the spaces and
 * dashes people type between them.
 */
export const PLATE_MAX_LENGTH = 12;

/** RFC 5321: an address longer than 254 characters cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;

/** A product as a counter types it: its line code and part number (stock orders, quotes). */
export const LINE_CODE_MAX_LENGTH = 10;
export const PART_NUMBER_MAX_LENGTH = 40;
/**
 * The letters and digits a part interchange number must keep once spaces, dashes and dots are
 * dropped (partNumberKey; contracts/interchange.ts).
 */
export const INTERCHANGE_NUMBER_MIN_KEY = 3;

/** R-STOCK-3..5: a stock order, its lines, quick add and its CSV rows. */
export const STOCK_ORDER_LIMITS = {
  name: 80,
  lineCode: LINE_CODE_MAX_LENGTH,
  partNumber: PART_NUMBER_MAX_LENGTH,
  note: 200,
  /** The description quick add may send with an item. */
  quickAddDescription: 200,
  /** Items of one quick add call. */
  quickAddItems: 200,
} as const;

/** R-QUOTE-8: the name a shop may give a quote (optional, one line). */
export const QUOTE_NAME_MAX_LENGTH = 80;

/** R-QUOTE-5: a labor or other (non-product) line of a quote. */
export const QUOTE_LINE_LIMITS = {
  description: 200,
  /** The highest rate per hour (labor) or price per unit (other), in dollars. */
  rate: 1_000_000,
  laborGroup: 100,
  laborSubgroup: 100,
  laborPartTypeId: 20,
  /** Free text saying where a product line came from (a search, a stock order's name). */
  productOriginDetails: 200,
  /** Products of one enterprise kit call. */
  enterpriseKitProducts: 50,
  /**
   * The quantity an add call parses (addproduct, addkit): a bound on the number read, not the
   * business limit (a line of more than 1000 is refused with QTY_EXCEEDS_1000 by the service).
   */
  addQuantity: 1_000_000,
} as const;

/** R-ORDER-2: the keywords of the quote search. */
export const QUOTE_SEARCH_KEYWORDS_MAX_LENGTH = 200;

/** An order's confirmation number, as the order status call takes it. */
export const ORDER_CONFIRMATION_NUMBER_MAX_LENGTH = 40;

/**
 * The PO number submit takes before the company's rule (createPoNumberSchema, at most
 * PO_NUMBER_MAX_LENGTH) judges it: a longer one gets the rule's message, not a bare length error.
 */
export const SUBMIT_PO_NUMBER_MAX_LENGTH = 100;

/** Login: what the login form sends (a password is compared as typed, never cut). */
export const LOGIN_NAME_MAX_LENGTH = 100;
export const LOGIN_PASSWORD_MAX_LENGTH = 200;

/** A new password (issue 19, ASVS V6.2): at least 10 characters, at most 128. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * How long a new employee's link to set their password works (a "Forgot password?" link: 30
 * minutes): they often read the mail a day or a weekend later.
 */
export const EMPLOYEE_WELCOME_LINK_HOURS = 72;

/**
 * A shop user unused this long becomes INACTIVE (PCI DSS 8.2.6: disable accounts unused for 90
 * days): counted from their last successful login, their creation, or a manager's last Enable,
 * whichever is latest. A manager enables them again.
 */
export const EMPLOYEE_INACTIVE_AFTER_DAYS = 90;

/** The masquerade panel's search for a user. */
export const USER_SEARCH_MAX_LENGTH = 100;

/** The Help Center's search box (searched in the browser). */
export const HELP_SEARCH_MAX_LENGTH = 200;

/** R-HELP-13: field limits of the content editor (the server refuses longer values). */
export const HELP_CONTENT_LIMITS = {
  categoryName: 100,
  title: 200,
  /** An identifier or URL title (CONTENT_IDENTIFIER_PATTERN allows no more). */
  identifier: 64,
  urlTitle: 64,
  excerpt: 500,
  /** Sanitised HTML of one article body. */
  content: 200_000,
  categoriesPerArticle: 10,
  sortOrder: 9999,
} as const;

/**
 * PostgreSQL's integer: the largest id (and other whole number stored in an integer column) a
 * request may carry, so a bigger one is a 400, never a database error.
 */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** A part type id (leading zeros matter), in the catalog calls and tracking beacons. */
export const PART_TYPE_ID_MAX_LENGTH = 10;

/** What a user types in the catalog search box (typeahead, preprocess, tracked search terms). */
export const SEARCH_TERM_MAX_LENGTH = 200;

/** Products whose availability one multipleLocationDetailsForOPP call asks for. */
export const PRODUCT_LOCATIONS_MAX_PRODUCTS = 100;

/** Paging of the lists a request pages through: the highest page number and page size. */
export const QUOTE_SEARCH_PAGING = { maxPage: 10_000, maxSize: 100 } as const;
export const SUPPORT_QUESTION_PAGING = { maxPage: 100_000, maxSize: 200 } as const;

/** The mail outbox's pages (support's Outbox page). */
export const MAIL_OUTBOX_PAGING = { maxPage: 100_000, maxSize: 100 } as const;

/** The content search endpoint's GraphQL GET query: its query, variables and operation name. */
export const CONTENT_GRAPHQL_LIMITS = {
  query: 10_000,
  variables: 10_000,
  operationName: 100,
} as const;

/** The keys of one /meta call (comma separated). */
export const META_KEYS_MAX_LENGTH = 200;

/** Usage tracking events: the bounds of what a client reports. */
export const TRACKING_LIMITS = {
  legacyPartId: 64,
  localQuantityOnHand: 1_000_000_000,
  resultCount: 10_000_000,
} as const;

/** The shops a test factory user may be given at once. */
export const TEST_FACTORY_MAX_SHOPS = 10;

/** A shop's customers and their vehicles (issue 22). */
export const CUSTOMER_LIMITS = {
  firstName: 50,
  lastName: 50,
  company: 100,
  /** Phones of one customer. */
  phones: 4,
  addressLine: 100,
  city: 60,
  notes: 2000,
  vehicleNotes: 500,
  /** The highest odometer reading a vehicle may carry. */
  mileage: 2_000_000,
  /** What a user types in the customer search box. */
  search: 100,
} as const;

/** Paging of the customer search: the highest page number and page size. */
export const CUSTOMER_SEARCH_PAGING = { maxPage: 10_000, maxSize: 100 } as const;

/** Issue 23: a warranty labor claim's fields, files and lists (contracts/labor-claim.ts). */
export const LABOR_CLAIM_LIMITS = {
  /** Files of one claim, and the largest one. */
  files: 5,
  fileBytes: 5 * 1024 * 1024,
  fileName: 200,
  /** The highest odometer reading. */
  mileage: 2_000_000,
  /** Labor hours: more than 0, at most this, 2 decimals. */
  hours: 40,
  /** The highest rate per hour anyone may type (the shop's labor rate caps it further). */
  rate: 10_000,
  description: 2000,
  denialReason: 1000,
  /** What a user types to find an invoice line. */
  search: 100,
  /** Lines the invoice search answers at most. */
  searchLines: 20,
  pageSize: 20,
  maxPage: 10_000,
} as const;

/** Employees (issue 24 part 2): a user's first and last name, job title, and the list's paging. */
export const EMPLOYEE_LIMITS = { name: 50, jobTitle: 60, maxPage: 10_000, maxSize: 100 } as const;
