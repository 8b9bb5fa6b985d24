import type {
  Customer,
  CustomerDeleteResult,
  CustomerInputSchema,
  CustomerMergeBodySchema,
  CustomerSearchQuerySchema,
  CustomerSearchResult,
  CustomerSearchRow,
  CustomerVehicle,
  CustomerVehicleInputSchema,
} from '@procounter/shared/contracts/customer';
import type { Locale } from '@procounter/shared/contracts/user';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import { CUSTOMER_SEARCH_COUNT_CAP } from '@procounter/shared/domain/constants';
import { CUSTOMER_LIMITS } from '@procounter/shared/validation/limits';
import { MESSAGE_KEYS } from '@procounter/shared/validation/rules';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { type Coalesced, coalesce } from '../../lib/coalesce';
import type { ServiceDeps } from '../../lib/deps';
import { normalizePlate } from '../plate-to-vin/plate-to-vin.service';
import {
  type CarAccountRef,
  currentShopIdSql,
  findCarCustomerAccount,
  findShopAccountRef,
  requireCurrentShop,
} from '../shops/shops.service';
import { chooseVehicle } from '../vehicle-select/vehicle-select.service';
import { type CatalogVehicle, findCatalogVehicle, goTogether } from '../vehicles/vehicles.service';
import {
  linkCurrentVehicleToSaved,
  nameVehicleCustomer,
} from '../worksheets/current-vehicle.service';
import { describeVehicleNames, getQuoteScope } from '../worksheets/worksheets.service';
import { shopSearchIndex } from './customer-search';
import {
  type CustomerFields,
  type CustomerRow,
  type CustomerVehicleFields,
  type CustomerVehicleRow,
  type CustomerVehicleView,
  checkSearchFreshness,
  countCustomers,
  countRareWordCustomers,
  countTermMatches,
  deleteCustomer,
  deleteCustomerVehicles,
  findCustomerPage,
  findCustomerVehicle,
  findCustomerVehicleRows,
  findCustomerVehicleViews,
  findNewestCustomerVehicles,
  findRareWordPage,
  findSearchPageRows,
  findShopCustomer,
  findShopVehicleOwner,
  insertCustomer,
  insertCustomerVehicle,
  isCustomerOnAnyQuote,
  lockShopCustomers,
  markCustomerVehicleSelected,
  moveCustomerVehicles,
  replaceCustomerSearchTerms,
  repointQuoteCustomer,
  type SearchFreshnessCheck,
  setCustomerArchivedAt,
  updateCustomer,
  updateCustomerVehicle,
} from './customers.repository';
import { findCustomerForQuote } from './quote-customers.service';
import {
  customerSearchTermRows,
  customerSortName,
  phoneDigits,
  searchQueryWords,
} from './search-terms';

// A shop's customers and their vehicles (issue 22): every call works on the caller's current
// shop; another shop's customer or vehicle answers 404 like one that does not exist. Every write
// of a customer or of their vehicles rewrites the customer's search terms in its transaction, so
// the search never finds a customer by what they no longer are.

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

export const noSuchCustomer = () => notFound('No such customer');
const noSuchVehicle = () => notFound('No such vehicle of this customer');

async function shopIdOf(deps: Deps, user: AuthUser): Promise<number> {
  return (await requireCurrentShop(deps, user)).shop.id;
}

/** The day of `now` as YYYY-MM-DD (UTC): what "today" is for a mileage reading. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

// Presenting ----------------------------------------------------------------------------------------

export function presentCustomerVehicle(vehicle: CustomerVehicleView): CustomerVehicle {
  return {
    id: vehicle.id,
    customerId: vehicle.customerId,
    baseVehicleId: vehicle.baseVehicleId,
    engineId: vehicle.engineId,
    submodelId: vehicle.submodelId,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    engine: vehicle.engine,
    submodel: vehicle.submodel,
    description: describeVehicleNames(vehicle),
    vin: vehicle.vin,
    plate: vehicle.plate,
    state: vehicle.state,
    mileage: vehicle.mileage,
    mileageDate: vehicle.mileageDate,
    notes: vehicle.notes,
    createdAt: vehicle.createdAt.toISOString(),
    updatedAt: vehicle.updatedAt.toISOString(),
  };
}

function presentCustomer(
  row: CustomerRow,
  vehicles: readonly CustomerVehicleView[],
  carAccount: CarAccountRef | undefined,
): Customer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    phones: row.phones,
    email: row.email,
    language: row.language === 'es' ? 'es' : 'en',
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.city,
      state: row.state,
      zip: row.zip,
    },
    notes: row.notes,
    carAccount: carAccount
      ? { accountNumber: carAccount.accountNumber, name: carAccount.name }
      : null,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    vehicles: vehicles.map(presentCustomerVehicle),
  };
}

/** A customer of the shop with their vehicles, as answered; 404 unless one of the shop's. */
async function readCustomer(db: Database, shopId: number, id: number): Promise<Customer> {
  const row = await findShopCustomer(db, shopId, id);
  if (!row) throw noSuchCustomer();
  const [vehicles, carAccount] = await Promise.all([
    findCustomerVehicleViews(db, [row.id]),
    row.carAccountShopId === null ? undefined : findShopAccountRef({ db }, row.carAccountShopId),
  ]);
  return presentCustomer(row, vehicles, carAccount);
}

/**
 * The car-customer account an input's carAccountNumber names: its shop id, null for '' (no link);
 * 422 CAR_ACCOUNT_NOT_FOUND (details: carAccountNumber) when no car-customer shop has that number.
 */
async function resolveCarAccount(deps: Deps, accountNumber: string): Promise<number | null> {
  if (accountNumber === '') return null;
  const account = await findCarCustomerAccount(deps, accountNumber);
  if (account) return account.id;
  const message = 'No car-customer account has this account number';
  throw new AppError(422, 'CAR_ACCOUNT_NOT_FOUND', message, {
    details: [{ path: 'carAccountNumber', message }],
  });
}

// Writing -----------------------------------------------------------------------------------------

/** The columns of a customer as the contract's input gives them. */
export function customerFields(input: z.output<typeof CustomerInputSchema>): CustomerFields {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    phones: input.phones,
    email: input.email,
    language: input.language,
    addressLine1: input.address.line1,
    addressLine2: input.address.line2,
    city: input.address.city,
    state: input.address.state,
    zip: input.address.zip,
    notes: input.notes,
    sortName: customerSortName(input.firstName, input.lastName),
  };
}

/** Rewrites the customer's search terms from the row given and their vehicles as they are now. */
async function rewriteSearchTerms(
  db: Database,
  customer: Pick<
    CustomerRow,
    | 'id'
    | 'shopId'
    | 'firstName'
    | 'lastName'
    | 'company'
    | 'email'
    | 'phones'
    | 'sortName'
    | 'archivedAt'
  >,
) {
  const vehicles = await findCustomerVehicleRows(db, customer.id);
  await replaceCustomerSearchTerms(
    db,
    customer.id,
    customerSearchTermRows({ ...customer, archived: customer.archivedAt !== null, vehicles }),
  );
}

/** The shop's customer, locked for a change until the transaction ends; 404 otherwise. */
async function lockCustomer(db: Database, shopId: number, id: number): Promise<CustomerRow> {
  const row = await findShopCustomer(db, shopId, id, 'update');
  if (!row) throw noSuchCustomer();
  return row;
}

// Search ------------------------------------------------------------------------------------------

/**
 * How far past the start of the page a search counts: totalElements is exact up to
 * page x size + 250 and answers page x size + 251 ("more") past that. A broad query over a big
 * shop ('w' among 100,000) would otherwise count tens of thousands of customers on every
 * keystroke; ten pages ahead is what a pager shows. The contract says so.
 */
export const CUSTOMER_COUNT_CAP = CUSTOMER_SEARCH_COUNT_CAP;
/** Vehicles a search row names. */
const ROW_VEHICLES = 3;
/**
 * A word that starts at most this many terms of the shop is rare: the search starts from its terms
 * (findRareWordPage). With only common words (or none) it walks the list in order instead
 * (findCustomerPage): a page fills after a few probes, since common words (a first letter, a
 * common first name) are spread over the list. Walking for a rare word would pass most of the
 * shop before finding it (all the Youngs sort together, late).
 */
export const RARE_WORD_TERMS = 20_000;

/** A search row as answered, from the customer and their newest vehicles. */
function presentSearchRow(
  row: Pick<
    CustomerRow,
    | 'id'
    | 'firstName'
    | 'lastName'
    | 'company'
    | 'phones'
    | 'email'
    | 'language'
    | 'archivedAt'
    | 'updatedAt'
  >,
  vehicles: readonly {
    id: number;
    year: number;
    make: string;
    model: string;
    engine: string | null;
    submodel: string | null;
    plate: string | null;
    vin: string | null;
  }[],
  vehicleCount: number,
): CustomerSearchRow {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    phone: row.phones[0]?.number ?? null,
    email: row.email,
    language: row.language === 'es' ? 'es' : 'en',
    archived: row.archivedAt !== null,
    vehicles: vehicles.map((v) => ({
      id: v.id,
      description: describeVehicleNames(v),
      plate: v.plate,
      vin: v.vin,
    })),
    vehicleCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The current shop each user searched last, per database handle: the search takes it as a guess
 * and its page statement answers the user's current shop in passing (currentShopIdSql), one round
 * trip where asking first made two. A wrong guess costs the statement again; never a wrong answer.
 */
const shopHints = new WeakMap<Database, Map<number, number>>();
/** Users a handle remembers; past it, the longest unseen go. */
const SHOP_HINTS_KEPT = 10_000;

function shopHintsOf(db: Database): Map<number, number> {
  let hints = shopHints.get(db);
  if (!hints) {
    hints = new Map();
    shopHints.set(db, hints);
  }
  return hints;
}

function rememberShop(hints: Map<number, number>, userId: number, shopId: number) {
  hints.delete(userId);
  hints.set(userId, shopId);
  if (hints.size > SHOP_HINTS_KEPT) hints.delete(hints.keys().next().value!);
}

/** Searches whose freshness is asked in one statement, at most. */
const FRESHNESS_BATCH = 500;
const freshnessChecks = new WeakMap<
  Database,
  Coalesced<SearchFreshnessCheck, { currentShopId: number | null; stale: boolean }>
>();

/**
 * The freshness check of searches whose rows are all kept (checkSearchFreshness), per database
 * handle: under load, the searches that come while one check is out go together as the next, so
 * 200 searches at once cost a few statements, not 200 (lib/coalesce: each is still answered from
 * a check made after it came).
 */
function freshnessCheckOf(db: Database) {
  let check = freshnessChecks.get(db);
  if (!check) {
    check = coalesce((items) => checkSearchFreshness(db, items), FRESHNESS_BATCH);
    freshnessChecks.set(db, check);
  }
  return check;
}

/** Searches that find the index behind the database this many times in a row go to SQL. */
const INDEX_ATTEMPTS = 3;

/**
 * GET /customers/search: a page of the shop's customers the query finds, in list order. From the
 * process's in-memory index of the shop (customer-search.ts): no database work but one statement
 * reading the page's rows with their vehicles (those not kept from earlier pages), which also says
 * whether the shop changed past the index (then the index catches up and the search runs again).
 * A shop too big for the index, or one written to faster than the index catches up, is searched in
 * SQL (sqlSearch).
 */
export async function searchCustomers(
  deps: Deps,
  user: AuthUser,
  query: z.output<typeof CustomerSearchQuerySchema>,
): Promise<CustomerSearchResult> {
  const { db } = deps;
  const hints = shopHintsOf(db);
  const guess = hints.get(user.id);
  let shopId = guess ?? (await shopIdOf(deps, user));
  let checked = guess === undefined;
  const words = searchQueryWords(query.query);
  const offset = query.page * query.size;
  for (let attempt = 0; attempt < INDEX_ATTEMPTS; attempt++) {
    const shop = await shopSearchIndex(db, shopId);
    if (!shop) break;
    const { index } = shop;
    const version = index.version;
    const found = index.search(
      words,
      query.includeArchived,
      offset,
      query.size,
      CUSTOMER_COUNT_CAP,
    );
    // Rows kept from earlier pages need only the word that nothing changed since: asked with the
    // other searches of the moment, in one statement (freshnessCheckOf).
    const byId = shop.keptRows(found.ids);
    const missing = found.ids.filter((id) => !byId.has(id));
    const { currentShopId, stale, rows } =
      missing.length === 0
        ? {
            ...(await freshnessCheckOf(db)({
              userId: user.id,
              allShops: user.allShops,
              selectedShopId: user.selectedShopId,
              shopId,
              version,
            })),
            rows: [],
          }
        : await findSearchPageRows(
            db,
            shopId,
            missing,
            version,
            ROW_VEHICLES,
            currentShopIdSql(user),
          );
    if (currentShopId !== shopId) {
      // The guess was wrong (the user chose another shop or lost this one): ask as other calls do.
      hints.delete(user.id);
      shopId = await shopIdOf(deps, user);
      checked = true;
      continue;
    }
    checked = true;
    rememberShop(hints, user.id, shopId);
    if (stale || rows.length !== missing.length) {
      await shop.refresh();
      continue;
    }
    shop.keepRows(rows, version);
    for (const row of rows) byId.set(row.id, row);
    return {
      content: found.ids.map((id) => {
        const row = byId.get(id)!;
        return presentSearchRow(row, row.vehicles, row.vehicleCount);
      }),
      page: query.page,
      size: query.size,
      totalElements: found.totalElements,
    };
  }
  if (!checked) shopId = await shopIdOf(deps, user);
  return sqlSearch(deps, shopId, words, query);
}

/**
 * The search in SQL (the shop's terms table), for shops without an in-memory index. Two plans,
 * chosen per query from a bounded count of each word's terms (one statement).
 */
export async function sqlSearch(
  { db }: Deps,
  shopId: number,
  words: string[],
  query: z.output<typeof CustomerSearchQuerySchema>,
): Promise<CustomerSearchResult> {
  const filter = { shopId, words, includeArchived: query.includeArchived };
  const page = { limit: query.size, offset: query.page * query.size };
  const empty = { content: [], page: query.page, size: query.size, totalElements: 0 };

  let rows: CustomerRow[];
  let count: (cap: number) => Promise<number>;
  const counts = await countTermMatches(db, shopId, words, RARE_WORD_TERMS + 1);
  // No words (the whole list): Infinity, a walk.
  const fewest = Math.min(...counts);
  if (fewest === 0) return empty;
  if (fewest <= RARE_WORD_TERMS) {
    const rarest = counts.indexOf(fewest);
    const isOther = (_: string, i: number) => i !== rarest;
    const rare = {
      ...filter,
      rareWord: words[rarest]!,
      words: words.filter((w, i) => isOther(w, i) && counts[i]! <= RARE_WORD_TERMS),
      commonWords: words.filter((w, i) => isOther(w, i) && counts[i]! > RARE_WORD_TERMS),
    };
    rows = await findRareWordPage(db, rare, page);
    count = (cap) => countRareWordCustomers(db, rare, cap);
  } else {
    rows = await findCustomerPage(db, filter, page);
    count = (cap) => countCustomers(db, filter, cap);
  }
  // A short page that has rows tells the total; otherwise count, up to the cap (on PostgreSQL
  // at the same time as the rows' vehicles are read, on another connection of the pool).
  const [totalElements, vehicles] = await Promise.all([
    rows.length > 0 && rows.length < query.size
      ? page.offset + rows.length
      : count(page.offset + CUSTOMER_COUNT_CAP + 1),
    findNewestCustomerVehicles(
      db,
      rows.map((r) => r.id),
      ROW_VEHICLES,
    ),
  ]);
  return {
    content: rows.map((row) => {
      const own = vehicles.filter((v) => v.customerId === row.id);
      return presentSearchRow(row, own, own[0]?.vehicleCount ?? 0);
    }),
    page: query.page,
    size: query.size,
    totalElements,
  };
}

// Customers ---------------------------------------------------------------------------------------

/** GET /customers/{id}. */
export async function getCustomer(deps: Deps, user: AuthUser, id: number): Promise<Customer> {
  return readCustomer(deps.db, await shopIdOf(deps, user), id);
}

/** POST /customers: a new customer of the shop, without vehicles. */
export async function createCustomer(
  deps: Deps,
  user: AuthUser,
  input: z.output<typeof CustomerInputSchema>,
): Promise<Customer> {
  const shopId = await shopIdOf(deps, user);
  const carAccountShopId = await resolveCarAccount(deps, input.carAccountNumber);
  const id = await inTransaction(deps, async ({ db }) => {
    const row = await insertCustomer(db, {
      shopId,
      createdBy: user.id,
      ...customerFields(input),
      carAccountShopId,
    });
    await replaceCustomerSearchTerms(
      db,
      row.id,
      customerSearchTermRows({ ...row, archived: false, vehicles: [] }),
    );
    return row.id;
  });
  return readCustomer(deps.db, shopId, id);
}

/** PUT /customers/{id}: every field as given (archived or not, the customer stays so). */
export async function updateShopCustomer(
  deps: Deps,
  user: AuthUser,
  id: number,
  input: z.output<typeof CustomerInputSchema>,
): Promise<Customer> {
  const shopId = await shopIdOf(deps, user);
  const carAccountShopId = await resolveCarAccount(deps, input.carAccountNumber);
  await inTransaction(deps, async ({ db }) => {
    const row = await lockCustomer(db, shopId, id);
    const fields = customerFields(input);
    await updateCustomer(db, row.id, { ...fields, carAccountShopId });
    await rewriteSearchTerms(db, { ...row, ...fields });
  });
  return readCustomer(deps.db, shopId, id);
}

/**
 * DELETE /customers/{id}: a customer no quote names is deleted with their vehicles; one a quote
 * names is archived (hidden from the search, kept on the quotes). The customer's row is locked
 * first, so a quote naming them meanwhile (which holds the row) is seen.
 */
export async function removeCustomer(
  deps: Deps,
  user: AuthUser,
  id: number,
): Promise<CustomerDeleteResult> {
  const shopId = await shopIdOf(deps, user);
  return inTransaction(deps, async ({ db, clock }) => {
    const row = await lockCustomer(db, shopId, id);
    if (await isCustomerOnAnyQuote(db, row.id)) {
      if (row.archivedAt === null) await setCustomerArchivedAt(db, row.id, clock.now());
      return { outcome: 'ARCHIVED' as const };
    }
    await deleteCustomer(db, row.id);
    return { outcome: 'DELETED' as const };
  });
}

/** POST /customers/{id}/restore: an archived customer is listed again (any other stays as is). */
export async function restoreCustomer(deps: Deps, user: AuthUser, id: number): Promise<Customer> {
  const shopId = await shopIdOf(deps, user);
  await inTransaction(deps, async ({ db }) => {
    const row = await lockCustomer(db, shopId, id);
    if (row.archivedAt !== null) await setCustomerArchivedAt(db, row.id, null);
  });
  return readCustomer(deps.db, shopId, id);
}

// Merging -----------------------------------------------------------------------------------------

const isBlank = (value: string) => value.trim() === '';

/** Notes of two records joined, cut to the notes limit (the record must stay editable). */
function joinNotes(kept: string, merged: string): string {
  if (isBlank(merged) || kept.includes(merged)) return kept;
  if (isBlank(kept)) return merged;
  return `${kept}\n\n${merged}`.slice(0, CUSTOMER_LIMITS.notes).trimEnd();
}

/**
 * The kept customer's columns after a merge: phones it lacks, blanks filled, notes joined, the
 * kept one's car-account link, else the merged one's.
 */
export function mergedCustomerFields(
  keep: CustomerRow,
  merged: CustomerRow,
): Partial<CustomerFields> & { archivedAt: Date | null; carAccountShopId: number | null } {
  const phones = [...keep.phones];
  const known = new Set(phones.map((p) => phoneDigits(p.number)));
  for (const phone of merged.phones) {
    const digits = phoneDigits(phone.number);
    if (phones.length >= CUSTOMER_LIMITS.phones || known.has(digits)) continue;
    phones.push(phone);
    known.add(digits);
  }
  const keepHasAddress = [
    keep.addressLine1,
    keep.addressLine2,
    keep.city,
    keep.state,
    keep.zip,
  ].some((part) => !isBlank(part));
  const address = keepHasAddress ? keep : merged;
  return {
    phones,
    company: isBlank(keep.company) ? merged.company : keep.company,
    email: isBlank(keep.email) ? merged.email : keep.email,
    // An address is taken whole: the parts of two addresses do not make one.
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    notes: joinNotes(keep.notes, merged.notes),
    carAccountShopId: keep.carAccountShopId ?? merged.carAccountShopId,
    // Listed if either was.
    archivedAt: keep.archivedAt && merged.archivedAt ? keep.archivedAt : null,
  };
}

/** What a vehicle of the same VIN on the merged record adds to the kept one's vehicle. */
function filledVehicleFields(
  kept: CustomerVehicleRow,
  other: CustomerVehicleRow,
): Partial<CustomerVehicleFields> | undefined {
  const fill: Partial<CustomerVehicleFields> = {};
  if (kept.plate === null && other.plate !== null) {
    fill.plate = other.plate;
    fill.state = other.state;
  }
  if (
    other.mileage !== null &&
    (kept.mileage === null || (other.mileageDate ?? '') > (kept.mileageDate ?? ''))
  ) {
    fill.mileage = other.mileage;
    fill.mileageDate = other.mileageDate;
  }
  const notes = joinNotes(kept.notes, other.notes);
  if (notes !== kept.notes) fill.notes = notes.slice(0, CUSTOMER_LIMITS.vehicleNotes).trimEnd();
  return Object.keys(fill).length > 0 ? fill : undefined;
}

/**
 * POST /customers/merge: the merged customer's vehicles go to the kept one (one per VIN: a VIN the
 * kept one has already stays theirs, with the plate, newer mileage and notes only the other knew),
 * with the phones it lacks (up to the limit), its blank fields filled, both notes, and the quotes
 * naming the merged one; then the merged one is deleted. One transaction, both rows locked in id
 * order.
 */
export async function mergeCustomers(
  deps: Deps,
  user: AuthUser,
  body: z.output<typeof CustomerMergeBodySchema>,
): Promise<Customer> {
  const shopId = await shopIdOf(deps, user);
  await inTransaction(deps, async ({ db }) => {
    const locked = await lockShopCustomers(db, shopId, [body.keepId, body.mergeId]);
    const keep = locked.find((c) => c.id === body.keepId);
    const merged = locked.find((c) => c.id === body.mergeId);
    if (!keep || !merged) throw noSuchCustomer();

    const byVin = new Map<string, CustomerVehicleRow>();
    for (const vehicle of await findCustomerVehicleRows(db, keep.id)) {
      if (vehicle.vin && !byVin.has(vehicle.vin)) byVin.set(vehicle.vin, vehicle);
    }
    const moving: number[] = [];
    for (const vehicle of await findCustomerVehicleRows(db, merged.id)) {
      const same = vehicle.vin ? byVin.get(vehicle.vin) : undefined;
      if (!same) {
        moving.push(vehicle.id);
        if (vehicle.vin) byVin.set(vehicle.vin, vehicle);
        continue;
      }
      const fill = filledVehicleFields(same, vehicle);
      if (fill) {
        await updateCustomerVehicle(db, same.id, fill);
        Object.assign(same, fill);
      }
    }
    await moveCustomerVehicles(db, moving, keep.id);

    const fields = mergedCustomerFields(keep, merged);
    await updateCustomer(db, keep.id, fields);
    await repointQuoteCustomer(db, merged.id, keep.id);
    // Its vehicles left behind (the same VIN as one of the kept's) and terms go with it.
    await deleteCustomer(db, merged.id);
    await rewriteSearchTerms(db, { ...keep, ...fields });
  });
  return readCustomer(deps.db, shopId, body.keepId);
}

// Vehicles ----------------------------------------------------------------------------------------

const attributeMismatch = (problems: { path: string; message: string }[]) =>
  new AppError(422, 'VEHICLE_ATTRIBUTE_MISMATCH', problems[0]!.message, { details: problems });

/**
 * Why an engine and submodel cannot be this catalog vehicle's (each with its path), or []: not
 * one of its engines or submodels, or a pair the catalog does not tie together.
 */
export function attributeProblems(
  catalog: CatalogVehicle,
  engineId: number | null,
  submodelId: number | null,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (engineId !== null && !catalog.engines.has(engineId)) {
    problems.push({ path: 'engineId', message: 'Not an engine of this vehicle' });
  }
  if (submodelId !== null && !catalog.submodels.has(submodelId)) {
    problems.push({ path: 'submodelId', message: 'Not a submodel of this vehicle' });
  }
  if (problems.length === 0 && !goTogether(catalog, engineId, submodelId)) {
    problems.push({ path: 'submodelId', message: 'This submodel does not go with the engine' });
  }
  return problems;
}

/**
 * The columns of a vehicle as the contract's input gives them, checked against the catalog: 400
 * for a base vehicle it does not have (as the select calls), 422 VEHICLE_ATTRIBUTE_MISMATCH for an
 * engine or submodel not of it; a mileage is read today unless a day is given, never after today
 * (400), and a day needs a mileage (400).
 */
async function vehicleFields(
  deps: Deps,
  input: z.output<typeof CustomerVehicleInputSchema>,
): Promise<CustomerVehicleFields> {
  const catalog = await findCatalogVehicle(deps, input.baseVehicleId);
  if (!catalog) {
    throw validationFailed([{ path: 'baseVehicleId', message: 'Not a vehicle of the catalog' }]);
  }
  const problems = attributeProblems(catalog, input.engineId, input.submodelId);
  if (problems.length > 0) throw attributeMismatch(problems);
  const today = dayOf(deps.clock.now());
  if (input.mileage === null && input.mileageDate !== null) {
    throw validationFailed([{ path: 'mileage', message: MESSAGE_KEYS.required }]);
  }
  const mileageDate = input.mileage === null ? null : (input.mileageDate ?? today);
  if (mileageDate !== null && mileageDate > today) {
    throw validationFailed([
      { path: 'mileageDate', message: 'The mileage cannot be read after today' },
    ]);
  }
  return {
    baseVehicleId: catalog.id,
    engineId: input.engineId,
    submodelId: input.submodelId,
    vin: input.vin || null,
    plate: input.plate ? normalizePlate(input.plate) : null,
    state: input.state || null,
    mileage: input.mileage,
    mileageDate,
    notes: input.notes,
  };
}

/** One vehicle of the customer as answered. */
async function readVehicle(db: Database, customerId: number, vehicleId: number) {
  const vehicle = (await findCustomerVehicleViews(db, [customerId])).find(
    (v) => v.id === vehicleId,
  );
  if (!vehicle) throw noSuchVehicle();
  return presentCustomerVehicle(vehicle);
}

/**
 * A customer vehicle of the shop by its id alone (the vehicle documents' calls), with its
 * customer's name; undefined for another shop's vehicle or none, which the caller answers 404.
 */
export async function findShopCustomerVehicle(
  deps: Deps,
  shopId: number,
  vehicleId: number,
): Promise<{ vehicle: CustomerVehicle; customerName: string } | undefined> {
  const owner = await findShopVehicleOwner(deps.db, shopId, vehicleId);
  if (!owner) return undefined;
  const view = (await findCustomerVehicleViews(deps.db, [owner.customerId])).find(
    (v) => v.id === vehicleId,
  );
  if (!view) return undefined;
  const customerName = [owner.firstName, owner.lastName].filter(Boolean).join(' ');
  return { vehicle: presentCustomerVehicle(view), customerName };
}

/** POST /customers/{id}/vehicles: a vehicle of the catalog for the customer. */
export async function addCustomerVehicle(
  deps: Deps,
  user: AuthUser,
  customerId: number,
  input: z.output<typeof CustomerVehicleInputSchema>,
): Promise<CustomerVehicle> {
  const shopId = await shopIdOf(deps, user);
  if (!(await findShopCustomer(deps.db, shopId, customerId))) throw noSuchCustomer();
  const fields = await vehicleFields(deps, input);
  const vehicleId = await inTransaction(deps, async ({ db }) => {
    const customer = await lockCustomer(db, shopId, customerId);
    const vehicle = await insertCustomerVehicle(db, { ...fields, customerId: customer.id });
    await updateCustomer(db, customer.id, {});
    await rewriteSearchTerms(db, customer);
    return vehicle.id;
  });
  const saved = await readVehicle(deps.db, customerId, vehicleId);
  await linkCurrentVehicleToSaved(deps, await getQuoteScope(deps, user), { ...saved, customerId });
  return saved;
}

/** The customer locked and their vehicle; 404 for either missing (or another shop's). */
async function lockCustomerVehicle(db: Database, shopId: number, id: number, vehicleId: number) {
  const customer = await lockCustomer(db, shopId, id);
  const vehicle = await findCustomerVehicle(db, customer.id, vehicleId);
  if (!vehicle) throw noSuchVehicle();
  return { customer, vehicle };
}

/** PUT /customers/{id}/vehicles/{vehicleId}: every field as given. */
export async function updateShopCustomerVehicle(
  deps: Deps,
  user: AuthUser,
  customerId: number,
  vehicleId: number,
  input: z.output<typeof CustomerVehicleInputSchema>,
): Promise<CustomerVehicle> {
  const shopId = await shopIdOf(deps, user);
  if (!(await findShopCustomer(deps.db, shopId, customerId))) throw noSuchCustomer();
  const fields = await vehicleFields(deps, input);
  await inTransaction(deps, async ({ db }) => {
    const { customer, vehicle } = await lockCustomerVehicle(db, shopId, customerId, vehicleId);
    await updateCustomerVehicle(db, vehicle.id, fields);
    await updateCustomer(db, customer.id, {});
    await rewriteSearchTerms(db, customer);
  });
  return readVehicle(deps.db, customerId, vehicleId);
}

/** DELETE /customers/{id}/vehicles/{vehicleId}. */
export async function removeCustomerVehicle(
  deps: Deps,
  user: AuthUser,
  customerId: number,
  vehicleId: number,
): Promise<void> {
  const shopId = await shopIdOf(deps, user);
  await inTransaction(deps, async ({ db }) => {
    const { customer, vehicle } = await lockCustomerVehicle(db, shopId, customerId, vehicleId);
    await deleteCustomerVehicles(db, [vehicle.id]);
    await updateCustomer(db, customer.id, {});
    await rewriteSearchTerms(db, customer);
  });
}

/**
 * POST /customers/{id}/vehicles/{vehicleId}/select?quote=: the vehicle becomes the current vehicle
 * as every select does (chooseVehicle: the quote choice, the recent vehicles), with its VIN, plate,
 * state, engine and submodel (those the catalog still has), and the customer the quote's
 * customer, in one transaction; the vehicle's last selection is now.
 */
export async function selectCustomerVehicle(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  customerId: number,
  vehicleId: number,
  quote: boolean,
): Promise<CurrentVehicle> {
  const scope = await getQuoteScope(deps, user);
  if (!(await findShopCustomer(deps.db, scope.shopId, customerId))) throw noSuchCustomer();
  const vehicle = await findCustomerVehicle(deps.db, customerId, vehicleId);
  if (!vehicle) throw noSuchVehicle();
  const catalog = await findCatalogVehicle(deps, vehicle.baseVehicleId);
  if (!catalog) throw noSuchVehicle();
  const engineId =
    vehicle.engineId !== null && catalog.engines.has(vehicle.engineId) ? vehicle.engineId : null;
  const submodelId =
    vehicle.submodelId !== null &&
    catalog.submodels.has(vehicle.submodelId) &&
    goTogether(catalog, engineId, vehicle.submodelId)
      ? vehicle.submodelId
      : null;
  return chooseVehicle(
    deps,
    scope,
    locale,
    {
      baseVehicleId: catalog.id,
      engineId,
      submodelId,
      vin: vehicle.vin,
      plate: vehicle.plate,
      state: vehicle.state,
    },
    quote,
    async (tx, worksheetVehicle) => {
      // Held until the select commits: a delete of the customer meanwhile waits, then archives.
      const customer = await findCustomerForQuote(tx, scope.shopId, customerId);
      if (!customer) throw noSuchCustomer();
      await nameVehicleCustomer(tx, worksheetVehicle.id, customer, vehicle.id);
      await markCustomerVehicleSelected(tx.db, vehicle.id, tx.clock.now());
    },
  );
}
