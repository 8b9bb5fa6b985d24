import {
  type CustomerImportResult,
  CustomerInputSchema,
  CustomerVehicleInputSchema,
} from '@procounter/shared/contracts/customer';
import type { UploadRowError } from '@procounter/shared/contracts/stock-order';
import { resources } from '@procounter/shared/i18n/index';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { CsvFileError } from '../../lib/csv-table';
import type { ServiceDeps } from '../../lib/deps';
import { normalizePlate } from '../plate-to-vin/plate-to-vin.service';
import { requireCurrentShop } from '../shops/shops.service';
import { attributesFromDecode, tryDecodeVin } from '../vehicle-select/vehicle-select.service';
import {
  type CatalogVehicle,
  findCatalogVehicle,
  findCatalogVehicleByNames,
  goTogether,
} from '../vehicles/vehicles.service';
import type { VinDecode } from '../vin-decode/vin-decode.service';
import { describeVehicleNames } from '../worksheets/worksheets.service';
import { type CustomerCsvRow, readCustomerCsv } from './customer-csv';
import {
  type CustomerFields,
  type CustomerVehicleFields,
  insertCustomerSearchTerms,
  insertCustomers,
  insertCustomerVehicles,
} from './customers.repository';
import { attributeProblems, customerFields, dayOf } from './customers.service';
import { customerSearchTermRows, foldText, phoneDigits } from './search-terms';

// POST /customers/import (issue 22): a CSV file of customers and their vehicles, one row per
// vehicle. Every row is checked (the contract's field rules, then the catalog) before anything is
// written; any bad row answers 422 UPLOAD_INVALID with every bad row and its reason, and nothing
// is written. A good file is written in one transaction, a few statements per thousand rows.

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/** Rows per insert statement: PostgreSQL takes at most 65,535 parameters in one. */
const INSERT_CHUNK = 1000;

const uploadInvalid = (message: string, errors: UploadRowError[]) =>
  new AppError(422, 'UPLOAD_INVALID', message, { fields: { errors } });

/** A row that cannot be taken, with why (a short English sentence). */
class RowProblem extends Error {}

/** A zod issue's message in English: a validation message key ('validation:usPhone') translated. */
function englishMessage(message: string): string {
  const [namespace, key] = message.split(':');
  const catalog = resources.en as unknown as Record<string, Record<string, unknown>>;
  const text = namespace && key ? catalog[namespace]?.[key] : undefined;
  return typeof text === 'string' ? text : message;
}

/** Where a contract field comes from in the file. */
const COLUMN_OF_PATH: Record<string, string> = {
  'phones.0.number': 'phone',
  'address.line1': 'address1',
  'address.line2': 'address2',
  'address.city': 'city',
  'address.state': 'state',
  'address.zip': 'zip',
  state: 'plateState',
};

function fieldProblem(error: z.ZodError): RowProblem {
  const issue = error.issues[0]!;
  const path = issue.path.join('.');
  const column = COLUMN_OF_PATH[path] ?? path;
  return new RowProblem(`${column}: ${englishMessage(issue.message)}`);
}

/** The customer of a row through the contract's rules. */
function parseCustomer(cells: CustomerCsvRow['cells']) {
  const parsed = CustomerInputSchema.safeParse({
    firstName: cells.firstName,
    lastName: cells.lastName,
    company: cells.company,
    phones: cells.phone ? [{ kind: 'MOBILE', number: cells.phone }] : [],
    email: cells.email,
    language: cells.language === '' ? undefined : cells.language.toLowerCase(),
    address: {
      line1: cells.address1,
      line2: cells.address2,
      city: cells.city,
      state: cells.state,
      zip: cells.zip,
    },
    notes: cells.notes,
  });
  if (!parsed.success) throw fieldProblem(parsed.error);
  return parsed.data;
}

const VEHICLE_COLUMNS = [
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

/** One of the catalog's names among `names` that `wanted` is (any case), else why not. */
function nameOne(
  names: ReadonlyMap<number, string>,
  wanted: string,
  what: 'engine' | 'submodel',
  vehicle: string,
): number {
  const matches = [...names].filter(([, name]) => name.toLowerCase() === wanted.toLowerCase());
  if (matches.length === 0) throw new RowProblem(`The ${vehicle} has no ${what} "${wanted}"`);
  if (matches.length > 1) {
    throw new RowProblem(`The ${what} "${wanted}" names several ${what}s of the ${vehicle}`);
  }
  return matches[0]![0];
}

/** The importer's lookups, each done once per file. */
interface Lookups {
  decodes: Map<string, Promise<VinDecode | undefined>>;
  byNames: Map<string, Promise<CatalogVehicle | undefined>>;
}

const describeCatalog = (catalog: CatalogVehicle) => describeVehicleNames(catalog);

/** The catalog vehicle of a row's VIN: exactly one candidate, agreeing with year/make/model. */
async function vehicleOfVin(
  deps: Deps,
  lookups: Lookups,
  cells: CustomerCsvRow['cells'],
  vin: string,
) {
  let decoding = lookups.decodes.get(vin);
  if (!decoding) {
    decoding = tryDecodeVin(deps, vin);
    lookups.decodes.set(vin, decoding);
  }
  const decoded = await decoding;
  const candidates = decoded?.candidates ?? [];
  if (candidates.length === 0) {
    throw new RowProblem(`The VIN ${vin} is not a vehicle of the catalog`);
  }
  if (candidates.length > 1) {
    const names = candidates.map((c) => `${c.year} ${c.make} ${c.model}`).join(', ');
    throw new RowProblem(`The VIN ${vin} may be several vehicles (${names})`);
  }
  const catalog = await findCatalogVehicle(deps, candidates[0]!.baseVehicleId);
  if (!catalog) throw new RowProblem(`The VIN ${vin} is not a vehicle of the catalog`);
  const named = [cells.year, cells.make, cells.model];
  const agrees =
    (cells.year === '' || cells.year === String(catalog.year)) &&
    (cells.make === '' || foldText(cells.make) === foldText(catalog.make)) &&
    (cells.model === '' || foldText(cells.model) === foldText(catalog.model));
  if (!agrees) {
    throw new RowProblem(
      `The VIN ${vin} is a ${describeCatalog(catalog)}, not the ${named.filter(Boolean).join(' ')} of the row`,
    );
  }
  return { catalog, decoded };
}

/** The catalog vehicle a row's year, make and model name exactly. */
async function vehicleOfNames(deps: Deps, lookups: Lookups, cells: CustomerCsvRow['cells']) {
  if (cells.year === '' || cells.make === '' || cells.model === '') {
    throw new RowProblem('A vehicle needs its VIN, or its year, make and model');
  }
  if (!/^\d{4}$/.test(cells.year)) {
    throw new RowProblem(`The year "${cells.year}" is not a model year`);
  }
  const key = `${cells.year}\u0000${foldText(cells.make)}\u0000${foldText(cells.model)}`;
  let finding = lookups.byNames.get(key);
  if (!finding) {
    finding = findCatalogVehicleByNames(deps, Number(cells.year), cells.make, cells.model);
    lookups.byNames.set(key, finding);
  }
  const catalog = await finding;
  if (!catalog) {
    throw new RowProblem(
      `The catalog has no ${cells.year} ${cells.make} ${cells.model} (give the make and model as the catalog names them)`,
    );
  }
  return catalog;
}

/** The vehicle of a row, or undefined when its vehicle columns are all blank. */
async function parseVehicle(
  deps: Deps,
  lookups: Lookups,
  cells: CustomerCsvRow['cells'],
  today: string,
): Promise<CustomerVehicleFields | undefined> {
  if (VEHICLE_COLUMNS.every((column) => cells[column] === '')) return undefined;
  // The contract's rules first (VIN check digit, plate, state, mileage), the catalog after.
  const parsed = CustomerVehicleInputSchema.safeParse({
    baseVehicleId: 1,
    vin: cells.vin,
    plate: cells.plate,
    state: cells.plateState,
    mileage: cells.mileage === '' ? null : cells.mileage.replace(/,/g, ''),
  });
  if (!parsed.success) throw fieldProblem(parsed.error);
  const input = parsed.data;

  let catalog: CatalogVehicle;
  let fromVin = { engineId: null as number | null, submodelId: null as number | null };
  if (input.vin !== '') {
    const found = await vehicleOfVin(deps, lookups, cells, input.vin);
    catalog = found.catalog;
    fromVin = attributesFromDecode(catalog, found.decoded);
  } else {
    catalog = await vehicleOfNames(deps, lookups, cells);
  }
  const described = describeCatalog(catalog);
  const engineId =
    cells.engine === ''
      ? fromVin.engineId
      : nameOne(catalog.engines, cells.engine, 'engine', described);
  let submodelId =
    cells.submodel === ''
      ? fromVin.submodelId
      : nameOne(catalog.submodels, cells.submodel, 'submodel', described);
  // The VIN's submodel gives way to an engine the row names.
  if (cells.submodel === '' && !goTogether(catalog, engineId, submodelId)) submodelId = null;
  if (attributeProblems(catalog, engineId, submodelId).length > 0) {
    const engine = engineId === null ? '' : catalog.engines.get(engineId);
    throw new RowProblem(
      `The submodel "${cells.submodel}" does not go with the engine "${engine}" of the ${described}`,
    );
  }
  return {
    baseVehicleId: catalog.id,
    engineId,
    submodelId,
    vin: input.vin || null,
    plate: input.plate ? normalizePlate(input.plate) : null,
    state: input.state || null,
    mileage: input.mileage,
    mileageDate: input.mileage === null ? null : today,
    notes: '',
  };
}

/** Rows with the same first name, last name, phone and e-mail are one customer. */
function customerKey(cells: CustomerCsvRow['cells']) {
  return [
    foldText(cells.firstName.trim()),
    foldText(cells.lastName.trim()),
    phoneDigits(cells.phone),
    foldText(cells.email.trim()),
  ].join('\u0000');
}

interface ImportedCustomer {
  fields: CustomerFields;
  vehicles: { row: number; fields: CustomerVehicleFields }[];
}

/**
 * POST /customers/import: the file's customers and vehicles into the current shop; 422
 * UPLOAD_INVALID with every bad row (nothing written), else everything in one transaction.
 */
export async function importCustomersCsv(
  deps: Deps,
  user: AuthUser,
  bytes: Uint8Array,
): Promise<CustomerImportResult> {
  const shopId = (await requireCurrentShop(deps, user)).shop.id;
  let rows: CustomerCsvRow[];
  try {
    rows = readCustomerCsv(bytes);
  } catch (error) {
    if (error instanceof CsvFileError) {
      throw uploadInvalid(
        error.message,
        error.row === undefined ? [] : [{ row: error.row, reason: error.message }],
      );
    }
    throw error;
  }

  const today = dayOf(deps.clock.now());
  const lookups: Lookups = { decodes: new Map(), byNames: new Map() };
  const customers = new Map<string, ImportedCustomer>();
  const errors: UploadRowError[] = [];
  for (const { row, cells } of rows) {
    try {
      const customer = parseCustomer(cells);
      const vehicle = await parseVehicle(deps, lookups, cells, today);
      const key = customerKey(cells);
      const imported = customers.get(key) ?? { fields: customerFields(customer), vehicles: [] };
      if (vehicle?.vin) {
        const twin = imported.vehicles.find((v) => v.fields.vin === vehicle.vin);
        if (twin) {
          throw new RowProblem(`The VIN ${vehicle.vin} is this customer's on row ${twin.row} too`);
        }
      }
      if (vehicle) imported.vehicles.push({ row, fields: vehicle });
      customers.set(key, imported);
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      errors.push({ row, reason: error.message });
    }
  }
  if (errors.length > 0) {
    throw uploadInvalid(
      `${errors.length} row${errors.length === 1 ? '' : 's'} of the file cannot be taken; nothing was imported`,
      errors,
    );
  }

  const all = [...customers.values()];
  await inTransaction(deps, async ({ db }) => {
    for (let start = 0; start < all.length; start += INSERT_CHUNK) {
      const chunk = all.slice(start, start + INSERT_CHUNK);
      const ids = await insertCustomers(
        db,
        chunk.map((c) => ({ ...c.fields, shopId, createdBy: user.id })),
      );
      await insertCustomerVehicles(
        db,
        chunk.flatMap((c, i) => c.vehicles.map((v) => ({ ...v.fields, customerId: ids[i]! }))),
      );
      await insertCustomerSearchTerms(
        db,
        chunk.flatMap((c, i) =>
          customerSearchTermRows({
            ...c.fields,
            id: ids[i]!,
            shopId,
            archived: false,
            vehicles: c.vehicles.map((v) => v.fields),
          }),
        ),
      );
    }
  });
  return {
    rowsRead: rows.length,
    customersCreated: all.length,
    vehiclesCreated: all.reduce((sum, c) => sum + c.vehicles.length, 0),
  };
}
