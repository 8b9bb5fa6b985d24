/**
 * Business constants of docs/REQUIREMENTS.md.
 * Plain values, one place: the web app and the server read them from here, never retype them.
 * Where the spec leaves a unit out ("15, unit not shown"), the value follows the one the spec does
 * give in milliseconds (features 900000 ms), and the comment says so.
 * Token refresh timing lives in auth-timing.ts, feature descriptors in features.ts, field limits
 * in ../validation/limits.ts.
 */

const MINUTE_MS = 60_000;

/**
 * How long a cached entry stays fresh. Features 900000 ms is given; user, per-store features and
 * company are "15" beside it, so 15 minutes too; worksheet "5" is read as 5 minutes.
 */
export const CACHE_LIFETIME_MS = {
  features: 15 * MINUTE_MS,
  storeFeatures: 15 * MINUTE_MS,
  user: 15 * MINUTE_MS,
  company: 15 * MINUTE_MS,
  worksheet: 5 * MINUTE_MS,
} as const;

/** The chat-button-hidden flag lasts one day. */
export const CHAT_BUTTON_HIDDEN_MS = 86_400_000;

/** GET /meta is polled every 30 "time units": seconds, the only reading that fits a cache check. */
export const META_POLL_INTERVAL_MS = 30_000;

/** Stock-order quick add sends the clicks of this window as one batch (R-STOCK-3). */
export const QUICK_ADD_BATCH_MS = 200;

/** GET /stockorders/list?size=500&page=0: the list's page size (R-STOCK-2). */
export const STOCK_ORDER_PAGE_SIZE = 500;

/** Most of one item a stock order line may order (the quote's QTY_EXCEEDS_1000 rule). */
export const STOCK_ORDER_MAX_QUANTITY = 1000;

/** Most lines a CSV upload may carry (issue 5). */
export const STOCK_ORDER_UPLOAD_MAX_ROWS = 5000;

/** Cache entities the client polls through GET /api/meta. */
export const META_ENTITIES = ['user', 'shop', 'company', 'features', 'messages'] as const;
export type MetaEntity = (typeof META_ENTITIES)[number];

/** The year/make/model pickers show grids of 14 rows. */
export const YMM_GRID_ROWS = 14;

/** The VIN box accepts 5 to 17 letters and digits (a full VIN is 17). */
export const VIN_LENGTH = { min: 5, max: 17 } as const;

/** Part-type search: the first 15, or all (-1 on the legacy search, 60 on the enterprise one). */
export const PART_TYPE_SEARCH_MAX = {
  first: 15,
  allLegacy: -1,
  allEnterprise: 60,
} as const;

/** The part-type search sorts by popularity unless told otherwise. */
export const PART_TYPE_SEARCH_DEFAULT_SORT = 'popular';

export const SORT_VALUES = ['PRICE', 'AVAILABILITY', 'ASCENDING', 'DESCENDING', 'SCORE'] as const;
export type SortValue = (typeof SORT_VALUES)[number];

/** Part type sort keys: rank or pt_name on the legacy search, RANK or NAME on the enterprise one. */
export const PART_TYPE_SORT = {
  legacy: { rank: 'rank', name: 'pt_name' },
  enterprise: { rank: 'RANK', name: 'NAME' },
} as const;

/** The parent part type id of the most-popular list (a string: leading zeros matter). */
export const MOST_POPULAR_PARENT_PART_TYPE_ID = '00000';

/** Part-lookup platform ids (strings: leading zeros matter). */
export const PLATFORM_IDS = {
  all: '05',
  mostPopular: '99',
  related: '90',
} as const;
export const DEFAULT_PART_LOOKUP_PLATFORM = PLATFORM_IDS.all;

/** Kit lookup types and their part type ids. */
export const KIT_PART_TYPE_IDS = {
  BRAKE: 'C4577',
  AC: 'C4576',
} as const;
export type KitType = keyof typeof KIT_PART_TYPE_IDS;
export const KIT_TYPES = ['BRAKE', 'AC'] as const satisfies readonly KitType[];

export const PRODUCT_ORIGINS = [
  'CATALOG',
  'DIRECT',
  'STOCK_ORDER',
  'INTERCHANGE',
  'MANUAL',
  'CROSS_SELL_PR_PRODUCT',
  'CROSS_SELL_PT_PRODUCT',
  'SUPPLIES',
  'KEYWORD',
] as const;
export type ProductOrigin = (typeof PRODUCT_ORIGINS)[number];

export const FIT_COMPATIBILITY = ['UNKNOWN', 'COMPATIBLE', 'INCOMPATIBLE'] as const;
export type FitCompatibility = (typeof FIT_COMPATIBILITY)[number];

export const SEARCH_SOURCES = ['FREE_TEXT', 'SUGGESTION', 'CATEGORY_NAV'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

export const EVENT_TYPES = ['CLICK', 'CART', 'PURCHASE'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const SEARCH_TECHNOLOGIES = ['EntSearch', 'Legacy'] as const;
export type SearchTechnology = (typeof SEARCH_TECHNOLOGIES)[number];

export const DISPOSITIONS = ['Success', 'Fail'] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

export const CATALOG_TAB_ORIGINS = ['POPULAR', 'ALL', 'PACKAGEJOBS'] as const;
export type CatalogTabOrigin = (typeof CATALOG_TAB_ORIGINS)[number];

/** Quote product states used in usage tracking (R-TRACK-3). */
export const QUOTE_PRODUCT_STATES = [
  'ADD_TO_INVOICE',
  'REM_FROM_INVOICE',
  'VW_DETAILS',
  'LOOKUP',
] as const;
export type QuoteProductState = (typeof QUOTE_PRODUCT_STATES)[number];

/** Worksheet (quote) line item types (R-QUOTE-4). */
export const WORKSHEET_ITEM_TYPES = ['PART', 'KIT_SUMMARY', 'WARNING', 'LABOR', 'OTHER'] as const;
export type WorksheetItemType = (typeof WORKSHEET_ITEM_TYPES)[number];

/** Order attribute ids of a quote: garage bay, fleet and PO number. */
export const ORDER_ATTRIBUTE_IDS = {
  garageBay: 4,
  fleet: 10,
  poNumber: 22,
} as const;

/** Vehicle attribute ids: engine and submodel. */
export const VEHICLE_ATTRIBUTE_IDS = {
  engine: 10011,
  submodel: 10028,
} as const;

/** The value id of 'Don't know or show all' (submodel 10028 with valueId -99). */
export const DONT_KNOW_VALUE_ID = -99;

/** The engine option 'No Engine Selected' carries this id and removes the engine attribute. */
export const REMOVE_ENGINE_OPTION_ID = 'REMOVE';

/** Typeahead: at least 1 character, at most 99 results. */
export const TYPEAHEAD = { minChars: 1, maxResults: 99 } as const;

/** At most 5 parts selected at once; one variant allows 7. */
export const PART_SELECTION_MAX = 5;
export const PART_SELECTION_MAX_VARIANT = 7;

/** Error toasts show for 5000 ms (and are throttled). */
export const ERROR_TOAST_MS = 5000;

/** Help Center content language ids (R-SHOP-5). */
export const LANGUAGE_IDS = { en: 1, es: 4963328 } as const;

/** Fuse.js threshold of the Help Center article search (R-SHOP-5). */
export const HELP_SEARCH_THRESHOLD = 0.6;

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Content-type tokens of the content service. */
export const CONTENT_TYPE_TOKENS = ['PUBLIC', 'CAR', 'GENERAL'] as const;
export type ContentTypeToken = (typeof CONTENT_TYPE_TOKENS)[number];

/**
 * The tab catalog browse opens on (userPreference.catalogNavigationTab), numbered from 1 in the
 * order of the spec's catalog tab origins; Package Jobs (the third origin) has no tab here.
 */
export const CATALOG_NAVIGATION_TABS = { POPULAR: 1, ALL: 2 } as const;
export type CatalogNavigationTab =
  (typeof CATALOG_NAVIGATION_TABS)[keyof typeof CATALOG_NAVIGATION_TABS];

/** userPreference.selectedStylesheet: 1 the default, 2 the spec's subtle gray theme. */
export const STYLESHEETS = { DEFAULT: 1, GRAY: 2 } as const;
export type Stylesheet = (typeof STYLESHEETS)[keyof typeof STYLESHEETS];

/** Preferences a new user starts with (the spec: catalog navigation tab 1, stylesheet 1). */
export const USER_DEFAULTS = {
  catalogNavigationTab: CATALOG_NAVIGATION_TABS.POPULAR,
  selectedStylesheet: STYLESHEETS.DEFAULT,
} as const;

/** Payment types; COD is cash on demand. */
export const PAYMENT_TYPES = {
  cash: 'cash',
  creditCard: 'credit_card',
  cashOnDemand: 'COD',
} as const;
export const CURRENCY = 'USD';

export const SEARCH_TYPES = [
  'TEXT',
  'PART_NO',
  'DRILL_DOWN',
  'RELEVANT',
  'INTCHANGE',
  'QUICK_ADD',
  'REL_ITEM',
  'JOB',
  'BRAND',
  'PROMO',
  'OTHER',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Request states (R-REQ-1). */
export const REQUEST_STATES = ['IDLE', 'PENDING', 'SUCCESS', 'ERROR'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Auth statuses of the web app (R-AUTH-3). */
export const AUTH_STATUSES = [
  'AUTHORIZED',
  'RESTRICTED_PASSWORD',
  'RESTRICTED_TERMS',
  'PUBLIC',
] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

/**
 * Customer Support hours: Monday to Friday, 7:30 AM to 6 PM Central. The time zone is named so
 * the hours follow daylight saving time; weekdays count from 1 (Monday) as ISO 8601 does.
 */
export const SUPPORT_HOURS = {
  weekdays: [1, 2, 3, 4, 5],
  open: '07:30',
  close: '18:00',
  timeZone: 'America/Chicago',
} as const;

/**
 * The product's own contact points: the Help Center's sidebar shows them to visitors too, and
 * /current/static answers them to the app.
 */
export const SUPPORT_CONTACT = {
  email: 'support@procounter.example',
  /** Technical support. */
  phone: '1-800-555-0142',
  /** Credit and billing. */
  creditPhone: '1-800-555-0177',
} as const;

/** Prices show 2 decimals; a price of 0 or less is hidden. */
export const PRICE_DECIMALS = 2;

/** The footer copyright runs from 2011 to the current year. */
export const COPYRIGHT_START_YEAR = 2011;

/**
 * The recent vehicles list keeps a shop's newest 25 (R-VEH-14: "a key limit, value not
 * shown"): a day's cars at a busy counter.
 */
export const RECENT_VEHICLES_LIMIT = 25;

/** Quantities above this answer 422 QTY_EXCEEDS_1000. */
export const MAX_ITEM_QUANTITY = 1000;

/** What GET /worksheet/search looks for: quotes, orders or both. */
export const WORKSHEET_SEARCH_TYPES = ['QUOTE', 'ORDER', 'ALL'] as const;

/** How far past the start of its page the customer search counts (issue 22, CustomerSearchResult). */
export const CUSTOMER_SEARCH_COUNT_CAP = 250;
