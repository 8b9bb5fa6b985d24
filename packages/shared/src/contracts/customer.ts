import { z } from 'zod';
import { isoDateSchema } from '../validation/dates';
import { multiLineText, singleLineText } from '../validation/free-text';
import {
  CUSTOMER_LIMITS,
  CUSTOMER_SEARCH_PAGING,
  INT4_MAX,
  PLATE_MAX_LENGTH,
} from '../validation/limits';
import {
  basicChars,
  basicCharsMultiline,
  MESSAGE_KEYS,
  personName,
  ruleCheck,
} from '../validation/rules';
import {
  accountNumberSchema,
  emailSchema,
  plateSchema,
  requiredString,
  usPhoneSchema,
  vinSchema,
  zipCodeSchema,
} from '../validation/schemas';

// A shop's customers and their vehicles (issue 22): every call under /api/customers, for web
// users (userCanManageCustomers) of the customer's shop; another shop's customer (or vehicle)
// answers 404, exactly as one that does not exist.

const dbId = z.coerce.number().int().positive().max(INT4_MAX);
const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
const isoInstant = z.string();

/** The languages a customer may read their quote in. */
export const CUSTOMER_LANGUAGES = ['en', 'es'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];

/** What a phone number is (the list shows the first one). */
export const CUSTOMER_PHONE_KINDS = ['MOBILE', 'HOME', 'WORK', 'OTHER'] as const;
export type CustomerPhoneKind = (typeof CUSTOMER_PHONE_KINDS)[number];

/** A US state (or territory) as two capital letters, the way plates and addresses carry it. */
const stateCode = singleLineText()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Not a state code');

const optional = <T extends z.ZodType<string>>(schema: T) => schema.or(z.literal(''));

const firstName = requiredString().max(CUSTOMER_LIMITS.firstName).check(ruleCheck(personName));
const lastName = requiredString().max(CUSTOMER_LIMITS.lastName).check(ruleCheck(personName));
const company = singleLineText().max(CUSTOMER_LIMITS.company).check(ruleCheck(basicChars));
const addressLine = singleLineText().max(CUSTOMER_LIMITS.addressLine).check(ruleCheck(basicChars));
const city = singleLineText().max(CUSTOMER_LIMITS.city).check(ruleCheck(basicChars));
const notes = multiLineText().max(CUSTOMER_LIMITS.notes).check(ruleCheck(basicCharsMultiline));
const vehicleNotes = multiLineText()
  .max(CUSTOMER_LIMITS.vehicleNotes)
  .check(ruleCheck(basicCharsMultiline));

export const CustomerPhoneSchema = z.strictObject({
  kind: z.enum(CUSTOMER_PHONE_KINDS),
  /** Rule usPhone; stored as typed (the search finds it by its digits). */
  number: usPhoneSchema,
});
export type CustomerPhone = z.infer<typeof CustomerPhoneSchema>;

/** A postal address; every part optional ('' for none). */
export const CustomerAddressSchema = z.strictObject({
  line1: addressLine.default(''),
  line2: addressLine.default(''),
  city: city.default(''),
  state: optional(stateCode).default(''),
  zip: optional(zipCodeSchema).default(''),
});
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;

/** POST /api/customers and PUT /api/customers/{id}: the customer as the form has it. */
export const CustomerInputSchema = z.strictObject({
  firstName,
  lastName,
  company: company.default(''),
  phones: z.array(CustomerPhoneSchema).max(CUSTOMER_LIMITS.phones).default([]),
  email: optional(emailSchema).default(''),
  /** The language the customer reads quotes in. */
  language: z.enum(CUSTOMER_LANGUAGES).default('en'),
  address: CustomerAddressSchema.default({ line1: '', line2: '', city: '', state: '', zip: '' }),
  notes: notes.default(''),
  /**
   * The account number of the customer's own ProCounter car-customer account (a fleet or a car
   * owner; issue 22, part 3), '' for none. Linked, that account's /car-admin shows this customer's
   * vehicles, the quotes sent to them for approval and their orders. A number that is no
   * car-customer account answers 422 CAR_ACCOUNT_NOT_FOUND (field carAccountNumber).
   */
  carAccountNumber: optional(accountNumberSchema).default(''),
});
export type CustomerInput = z.input<typeof CustomerInputSchema>;

/** A customer's vehicle: a base vehicle of the catalog with what the shop knows of the car. */
export const CustomerVehicleSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  baseVehicleId: z.number().int(),
  engineId: z.number().int().nullable(),
  submodelId: z.number().int().nullable(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  /** The engine's name ('3.5L V6 Gas'); null when none is chosen. */
  engine: z.string().nullable(),
  /** The submodel's name ('XLT'); null when none is chosen. */
  submodel: z.string().nullable(),
  /** One line: '2013 Ford F-150 3.5L V6 Gas XLT'. */
  description: z.string(),
  vin: z.string().nullable(),
  plate: z.string().nullable(),
  state: z.string().nullable(),
  mileage: z.number().int().nullable(),
  /** The day the mileage was read (YYYY-MM-DD). */
  mileageDate: z.string().nullable(),
  notes: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type CustomerVehicle = z.infer<typeof CustomerVehicleSchema>;

/** A customer with their vehicles (GET /api/customers/{id}, create, update, merge, restore). */
export const CustomerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  phones: z.array(z.object({ kind: z.enum(CUSTOMER_PHONE_KINDS), number: z.string() })),
  email: z.string(),
  language: z.enum(CUSTOMER_LANGUAGES),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  notes: z.string(),
  /** The car-customer account the customer is linked to (carAccountNumber), or null. */
  carAccount: z.object({ accountNumber: z.string(), name: z.string() }).nullable(),
  /** Deleted while quotes named them: hidden from the search, still on those quotes. */
  archived: z.boolean(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  /** Newest first. */
  vehicles: z.array(CustomerVehicleSchema),
});
export type Customer = z.infer<typeof CustomerSchema>;

/**
 * GET /api/customers/search?query&page&size&includeArchived: the shop's customers whose name,
 * company, phone (any of its digits' endings: '1234', '5551234'), e-mail, plate or VIN (its
 * ending, from 4 characters) starts with each word of the query, accents and case ignored; an
 * empty query lists them all. Sorted by last name, first name.
 */
export const CustomerSearchQuerySchema = z.strictObject({
  query: singleLineText().max(CUSTOMER_LIMITS.search).default(''),
  page: z.coerce.number().int().min(0).max(CUSTOMER_SEARCH_PAGING.maxPage).default(0),
  size: z.coerce.number().int().min(1).max(CUSTOMER_SEARCH_PAGING.maxSize).default(25),
  includeArchived: queryFlag.default(false),
});
export type CustomerSearchQuery = z.input<typeof CustomerSearchQuerySchema>;

/** A customer as the search list shows them. */
export const CustomerSearchRowSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  /** The first phone, as typed; null when none. */
  phone: z.string().nullable(),
  email: z.string(),
  language: z.enum(CUSTOMER_LANGUAGES),
  archived: z.boolean(),
  /** Descriptions of their vehicles (newest first, at most 3) and how many there are. */
  vehicles: z.array(
    z.object({
      id: z.number().int(),
      description: z.string(),
      plate: z.string().nullable(),
      vin: z.string().nullable(),
    }),
  ),
  vehicleCount: z.number().int(),
  updatedAt: isoInstant,
});
export type CustomerSearchRow = z.infer<typeof CustomerSearchRowSchema>;

// Plain constants live in domain/constants.ts (zod-free, so a page reads them without the schemas).
export { CUSTOMER_SEARCH_COUNT_CAP } from '../domain/constants';

export const CustomerSearchResultSchema = z.object({
  content: z.array(CustomerSearchRowSchema),
  page: z.number().int(),
  size: z.number().int(),
  /**
   * How many customers the query finds, counted at most 250 past the start of the page: exact up
   * to page x size + 250, and page x size + 251 when there are more (show "250+ more"). A broad
   * query over a big shop ('a' among 100,000) is not counted to the end on every keystroke.
   */
  totalElements: z.number().int(),
});
export type CustomerSearchResult = z.infer<typeof CustomerSearchResultSchema>;

export const CustomerIdParamsSchema = z.strictObject({ id: dbId });
export const CustomerVehicleParamsSchema = z.strictObject({ id: dbId, vehicleId: dbId });

/**
 * DELETE /api/customers/{id}: a customer no quote names is deleted with their vehicles; one that
 * quotes name is archived (kept on those quotes, hidden from the search) and can be restored. A
 * quote that counts is an order or a quote with a line: an empty quote naming them (Find parts,
 * nothing added) keeps the names and loses the record.
 */
export const CUSTOMER_DELETE_OUTCOMES = ['DELETED', 'ARCHIVED'] as const;
export const CustomerDeleteResultSchema = z.object({ outcome: z.enum(CUSTOMER_DELETE_OUTCOMES) });
export type CustomerDeleteResult = z.infer<typeof CustomerDeleteResultSchema>;

/**
 * POST /api/customers/merge {keepId, mergeId}: two records of one person become one. The kept
 * customer gets the other's vehicles (one per VIN: a VIN it has already stays its own, taking the
 * plate, a newer mileage and the notes only the other knew), the phones it lacks (up to the limit),
 * its blank fields filled (the address taken whole when its own is blank) and both notes (cut to
 * the notes limit); it stays listed unless both were archived; the quotes naming the merged one
 * name the kept one (their names stay as they were); the merged one is gone. Answers the kept
 * customer. keepId and mergeId differ.
 */
export const CustomerMergeBodySchema = z
  .strictObject({ keepId: dbId, mergeId: dbId })
  .refine((b) => b.keepId !== b.mergeId, { message: 'Two different customers', path: ['mergeId'] });
export type CustomerMergeBody = z.input<typeof CustomerMergeBodySchema>;

/**
 * POST /api/customers/{id}/vehicles and PUT /api/customers/{id}/vehicles/{vehicleId}: a vehicle of
 * the catalog (a base vehicle it does not have: 400 on baseVehicleId, as the select calls; its
 * engine and submodel must belong to it and go together: else 422 VEHICLE_ATTRIBUTE_MISMATCH with
 * details on engineId / submodelId), with what the shop knows of the car. A VIN has a valid check
 * digit (rule vin); a plate comes with its state (stored upper case without spaces or dashes). A
 * mileage comes with the day it was read (today, UTC, when left out), not after today (400 on
 * mileageDate); a day without a mileage is 400 on mileage.
 */
export const CustomerVehicleInputSchema = z
  .strictObject({
    baseVehicleId: dbId,
    engineId: dbId.nullable().default(null),
    /** A submodel id; -99 is not a submodel. */
    submodelId: dbId.nullable().default(null),
    vin: optional(vinSchema).default(''),
    plate: optional(plateSchema).default(''),
    state: optional(stateCode).default(''),
    mileage: z.coerce.number().int().min(0).max(CUSTOMER_LIMITS.mileage).nullable().default(null),
    mileageDate: isoDateSchema.nullable().default(null),
    notes: vehicleNotes.default(''),
  })
  .refine((v) => v.plate === '' || v.state !== '', {
    message: MESSAGE_KEYS.required,
    path: ['state'],
  });
export type CustomerVehicleInput = z.input<typeof CustomerVehicleInputSchema>;

/**
 * POST /api/customers/{id}/vehicles/{vehicleId}/select?quote={bool}: the customer's vehicle becomes
 * the current vehicle (base vehicle, engine, submodel, VIN, plate and state) and the customer the
 * current quote's customer (shopCustomerId, first and last name), in one step ("Find parts").
 * ?quote= as the other select calls (vehicle.ts QuoteChoiceQuerySchema). Answers the current
 * vehicle.
 */
export const CustomerVehicleSelectQuerySchema = z.strictObject({ quote: queryFlag.optional() });

/**
 * POST /api/customers/import: a CSV file (multipart, field `file`) of customers and their
 * vehicles, one row per vehicle (a customer without a vehicle: a row with the vehicle columns
 * blank). The header row names columns of CUSTOMER_IMPORT_COLUMNS in any case and order
 * (firstName and lastName required; any other name refuses the file). Rows with the same first
 * name, last name, phone and e-mail (case and accents ignored) are one customer, whose other
 * columns come from its first row; every row makes new customers (the shop's existing ones are not
 * matched). The phone is a MOBILE phone; a mileage is read on the day of the import. Every row is
 * checked before anything is written, and everything is written in one transaction: a bad row
 * answers 422 UPLOAD_INVALID with every bad row and its reason (stock-order.ts
 * StockOrderUploadInvalidSchema), nothing written. A vehicle is its VIN (decoded) or its year, make
 * and model as the catalog names them (with engine and submodel when they name exactly one);
 * a vehicle the catalog cannot name exactly is a bad row, never a guess.
 */
export const CUSTOMER_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'company',
  'phone',
  'email',
  'language',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'notes',
  'vin',
  'year',
  'make',
  'model',
  'engine',
  'submodel',
  'plate',
  'plateState',
  'mileage',
] as const;

/** Most rows a customer import may carry. */
export const CUSTOMER_IMPORT_MAX_ROWS = 5000;

export const CustomerImportResultSchema = z.object({
  rowsRead: z.number().int(),
  customersCreated: z.number().int(),
  vehiclesCreated: z.number().int(),
});
export type CustomerImportResult = z.infer<typeof CustomerImportResultSchema>;

/** The longest plate a vehicle may carry, for the forms. */
export const CUSTOMER_PLATE_MAX_LENGTH = PLATE_MAX_LENGTH;

// Answers: search -> CustomerSearchResult; GET by id, create (201), update, merge, restore
// (POST /api/customers/{id}/restore) -> Customer; DELETE -> CustomerDeleteResult; vehicle create
// (201) and update -> CustomerVehicle; DELETE vehicle -> 204; select -> CurrentVehicle (vehicle.ts);
// import -> CustomerImportResult. Another shop's (or no) customer or vehicle -> 404 NOT_FOUND.
