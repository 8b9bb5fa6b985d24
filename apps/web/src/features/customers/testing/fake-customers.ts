/** The customer calls, answered like the server answers them (issue 22's contract). */

import type {
  Customer,
  CustomerImportResult,
  CustomerInput,
  CustomerVehicle,
  CustomerVehicleInput,
} from '@procounter/shared/contracts/customer';
import type { UploadRowError } from '@procounter/shared/contracts/stock-order';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import type { WorksheetSearchRow } from '@procounter/shared/contracts/worksheet';
import type { FakeServer } from '@/testing/fake-fetch';
import { makeVehicle, toCustomerSearchRow } from '@/testing/fixtures';

export interface CustomerData {
  customers?: Customer[];
  /** The customers some quote names: deleting them archives them. */
  quoted?: number[];
  /** Each customer's quotes and orders (GET /worksheet/rest/search?customerId). */
  quotes?: Record<number, WorksheetSearchRow[]>;
  /** The car-customer accounts a customer may be linked to: account number -> name. */
  carAccounts?: Record<string, string>;
}

/** What the next import answers: what it created, or (422 UPLOAD_INVALID) its bad rows. */
export type FakeImportResult = CustomerImportResult | { errors: UploadRowError[] };

/** The tiny catalog the fake names vehicles from (the vehicle selector's test catalog). */
const VEHICLES: Record<number, { year: number; make: string; model: string }> = {
  201301: { year: 2013, make: 'Ford', model: 'F-150' },
  201302: { year: 2013, make: 'Ford', model: 'Focus' },
};
const ENGINES: Record<number, string> = { 55: '3.5L V6 Gas', 56: '5.0L V8 Gas', 60: '2.0L I4 Gas' };
const SUBMODELS: Record<number, string> = { 9: 'XLT', 10: 'Lariat', 20: 'SE' };

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The search's rule: every word starts one of the customer's searchable words (a phone's digits, ending). */
function matches(customer: Customer, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const texts = [
    customer.firstName,
    customer.lastName,
    customer.company,
    customer.email,
    ...customer.vehicles.flatMap((v) => [v.plate ?? '', v.vin ?? '']),
  ]
    .flatMap((text) => fold(text).split(/\s+/))
    .filter(Boolean);
  const digits = customer.phones.map((phone) => phone.number.replace(/\D/g, ''));
  const vins = customer.vehicles.map((v) => fold(v.vin ?? ''));
  return words.every(
    (word) =>
      texts.some((text) => text.startsWith(word)) ||
      (/^\d{4,}$/.test(word) && digits.some((d) => d.endsWith(word))) ||
      (word.length >= 4 && vins.some((vin) => vin.endsWith(word))),
  );
}

/**
 * The calls under /api/customers, keeping the customers like the server: search (paged, archived
 * left out unless asked), GET, create, update, delete (archived when a quote names them), restore,
 * merge, import (the test says what the next one answers: the fake cannot read a multipart body),
 * vehicles (add, change, delete, select) and a customer's quotes. Answers the live customers.
 */
export function serveCustomers(server: FakeServer, data: CustomerData = {}) {
  const customers = new Map<number, Customer>(
    (data.customers ?? []).map((c) => [c.id, structuredClone(c)]),
  );
  const quoted = new Set(data.quoted ?? []);
  let nextId = Math.max(100, ...customers.keys()) + 1;
  let nextVehicleId = 900;
  let importResult: FakeImportResult = { rowsRead: 0, customersCreated: 0, vehiclesCreated: 0 };
  let selected: CurrentVehicle | null = null;
  const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Customer not found' } };
  /** 422 CAR_ACCOUNT_NOT_FOUND for a number that is no car-customer account, as the server. */
  const unknownCarAccount = (input: CustomerInput) =>
    input.carAccountNumber && !data.carAccounts?.[input.carAccountNumber]
      ? {
          status: 422,
          body: {
            code: 'CAR_ACCOUNT_NOT_FOUND',
            message: 'No car account has this number',
            details: [{ path: 'carAccountNumber', message: 'No car account has this number' }],
          },
        }
      : null;
  const now = () => new Date().toISOString();
  const read = <T>(body: string | null) => JSON.parse(body ?? '{}') as T;
  const customerOf = (id: string | undefined) => customers.get(Number(id));

  const toCustomer = (id: number, input: CustomerInput, before?: Customer): Customer => ({
    id,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    company: input.company ?? '',
    phones: (input.phones ?? []).map((p) => ({ kind: p.kind, number: p.number })),
    email: input.email ?? '',
    language: input.language ?? 'en',
    address: { line1: '', line2: '', city: '', state: '', zip: '', ...input.address },
    notes: input.notes ?? '',
    carAccount: input.carAccountNumber
      ? {
          accountNumber: input.carAccountNumber,
          name: data.carAccounts?.[input.carAccountNumber] ?? '',
        }
      : null,
    archived: before?.archived ?? false,
    createdAt: before?.createdAt ?? now(),
    updatedAt: now(),
    vehicles: before?.vehicles ?? [],
  });

  const toVehicle = (
    customerId: number,
    id: number,
    input: CustomerVehicleInput,
  ): CustomerVehicle => {
    const base = VEHICLES[Number(input.baseVehicleId)] ?? { year: 2013, make: 'Ford', model: '?' };
    const engine = input.engineId ? (ENGINES[Number(input.engineId)] ?? null) : null;
    const submodel = input.submodelId ? (SUBMODELS[Number(input.submodelId)] ?? null) : null;
    return {
      id,
      customerId,
      baseVehicleId: Number(input.baseVehicleId),
      engineId: input.engineId ? Number(input.engineId) : null,
      submodelId: input.submodelId ? Number(input.submodelId) : null,
      ...base,
      engine,
      submodel,
      description: [base.year, base.make, base.model, engine, submodel].filter(Boolean).join(' '),
      vin: input.vin || null,
      plate: input.plate || null,
      state: input.state || null,
      mileage: input.mileage === null || input.mileage === undefined ? null : Number(input.mileage),
      mileageDate:
        input.mileage === null || input.mileage === undefined
          ? null
          : (input.mileageDate ?? now().slice(0, 10)),
      notes: input.notes ?? '',
      createdAt: now(),
      updatedAt: now(),
    };
  };

  server
    .on('GET', '/api/customers/search', (request) => {
      const query = request.search.get('query') ?? '';
      const page = Number(request.search.get('page') ?? 0);
      const size = Number(request.search.get('size') ?? 25);
      const includeArchived = request.search.get('includeArchived') === 'true';
      const found = [...customers.values()]
        .filter((c) => includeArchived || !c.archived)
        .filter((c) => matches(c, query))
        .sort(
          (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
        );
      return {
        body: {
          content: found.slice(page * size, page * size + size).map(toCustomerSearchRow),
          page,
          size,
          totalElements: found.length,
        },
      };
    })
    .on('POST', '/api/customers', (request) => {
      const input = read<CustomerInput>(request.body);
      const refused = unknownCarAccount(input);
      if (refused) return refused;
      const customer = toCustomer(nextId++, input);
      customers.set(customer.id, customer);
      return { status: 201, body: customer };
    })
    .on('POST', '/api/customers/merge', (request) => {
      const { keepId, mergeId } = read<{ keepId: number; mergeId: number }>(request.body);
      const keep = customers.get(keepId);
      const other = customers.get(mergeId);
      if (!keep || !other) return notFound;
      const merged: Customer = {
        ...keep,
        phones: [
          ...keep.phones,
          ...other.phones.filter((p) => !keep.phones.some((k) => k.number === p.number)),
        ],
        email: keep.email || other.email,
        company: keep.company || other.company,
        notes: [keep.notes, other.notes].filter(Boolean).join('\n'),
        vehicles: [
          ...keep.vehicles,
          ...other.vehicles
            .filter((v) => !v.vin || !keep.vehicles.some((k) => k.vin === v.vin))
            .map((v) => ({ ...v, customerId: keep.id })),
        ],
        updatedAt: now(),
      };
      customers.delete(mergeId);
      customers.set(keepId, merged);
      return { body: merged };
    })
    .on('POST', '/api/customers/import', () => {
      if ('errors' in importResult) {
        return {
          status: 422,
          body: { code: 'UPLOAD_INVALID', message: 'Upload invalid', errors: importResult.errors },
        };
      }
      return { body: importResult };
    })
    .on('GET', '/api/customers/:id', (request) => {
      const customer = customerOf(request.params.id);
      return customer ? { body: customer } : notFound;
    })
    .on('PUT', '/api/customers/:id', (request) => {
      const before = customerOf(request.params.id);
      if (!before) return notFound;
      const input = read<CustomerInput>(request.body);
      const refused = unknownCarAccount(input);
      if (refused) return refused;
      const customer = toCustomer(before.id, input, before);
      customers.set(customer.id, customer);
      return { body: customer };
    })
    .on('DELETE', '/api/customers/:id', (request) => {
      const customer = customerOf(request.params.id);
      if (!customer) return notFound;
      if (quoted.has(customer.id)) {
        customers.set(customer.id, { ...customer, archived: true, updatedAt: now() });
        return { body: { outcome: 'ARCHIVED' } };
      }
      customers.delete(customer.id);
      return { body: { outcome: 'DELETED' } };
    })
    .on('POST', '/api/customers/:id/restore', (request) => {
      const customer = customerOf(request.params.id);
      if (!customer) return notFound;
      const restored = { ...customer, archived: false, updatedAt: now() };
      customers.set(customer.id, restored);
      return { body: restored };
    })
    .on('POST', '/api/customers/:id/vehicles', (request) => {
      const customer = customerOf(request.params.id);
      if (!customer) return notFound;
      const vehicle = toVehicle(
        customer.id,
        nextVehicleId++,
        read<CustomerVehicleInput>(request.body),
      );
      customer.vehicles = [vehicle, ...customer.vehicles];
      return { status: 201, body: vehicle };
    })
    .on('PUT', '/api/customers/:id/vehicles/:vehicleId', (request) => {
      const customer = customerOf(request.params.id);
      const vehicleId = Number(request.params.vehicleId);
      if (!customer?.vehicles.some((v) => v.id === vehicleId)) return notFound;
      const vehicle = toVehicle(customer.id, vehicleId, read<CustomerVehicleInput>(request.body));
      customer.vehicles = customer.vehicles.map((v) => (v.id === vehicleId ? vehicle : v));
      return { body: vehicle };
    })
    .on('DELETE', '/api/customers/:id/vehicles/:vehicleId', (request) => {
      const customer = customerOf(request.params.id);
      const vehicleId = Number(request.params.vehicleId);
      if (!customer?.vehicles.some((v) => v.id === vehicleId)) return notFound;
      customer.vehicles = customer.vehicles.filter((v) => v.id !== vehicleId);
      return { status: 204 };
    })
    .on('POST', '/api/customers/:id/vehicles/:vehicleId/select', (request) => {
      const customer = customerOf(request.params.id);
      const vehicle = customer?.vehicles.find((v) => v.id === Number(request.params.vehicleId));
      if (!customer || !vehicle) return notFound;
      selected = makeVehicle({
        vehicleId: vehicle.baseVehicleId,
        vin: vehicle.vin,
        plate: vehicle.plate,
        state: vehicle.state,
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        shopVehicleDescriptor: vehicle.description,
        shopCustomerId: customer.id,
        shopCustomerFirst: customer.firstName,
        shopCustomerLast: customer.lastName,
      });
      // The current vehicle is now this one, as the server's GET /current/vehicle answers.
      server.on('GET', '/api/current/vehicle', { body: selected });
      return { body: selected };
    })
    .on('GET', '/api/worksheet/rest/search', (request) => {
      const customerId = Number(request.search.get('customerId'));
      const rows = data.quotes?.[customerId] ?? [];
      const size = Number(request.search.get('size') ?? 25);
      return {
        body: { content: rows.slice(0, size), page: 0, size, totalElements: rows.length },
      };
    });

  return {
    customers,
    setImportResult(result: FakeImportResult) {
      importResult = result;
    },
    get selected() {
      return selected;
    },
  };
}

const DONT_KNOW = { id: -99, value: "Don't know or show all" };

/**
 * The vehicle catalog's picker calls (hooks/use-vehicle-catalog.ts) over the same tiny catalog:
 * 2013 Ford F-150 (two engines, two submodels) and Focus (one engine, one submodel).
 */
export function serveVehiclePickers(server: FakeServer): FakeServer {
  return server
    .on('GET', '/api/vehicle/select/vehicleSelectorData', {
      body: {
        years: [2014, 2013],
        states: [
          { code: 'CA', name: 'California' },
          { code: 'TX', name: 'Texas' },
        ],
      },
    })
    .on('GET', '/api/vehicle/select/v2/makes', (request) => ({
      body: request.search.get('year') === '2013' ? [{ id: 7, value: 'Ford' }] : [],
    }))
    .on('GET', '/api/vehicle/select/v2/models', (request) => ({
      body:
        request.search.get('makeId') === '7'
          ? [
              { baseVehicleId: 201301, model: { id: 1, value: 'F-150' } },
              { baseVehicleId: 201302, model: { id: 2, value: 'Focus' } },
            ]
          : [],
    }))
    .on('GET', '/api/vehicle/select/engines', (request) => ({
      body:
        request.search.get('baseVehicleId') === '201301'
          ? [
              { id: 55, value: ENGINES[55] },
              { id: 56, value: ENGINES[56] },
            ]
          : [{ id: 60, value: ENGINES[60] }],
    }))
    .on('GET', '/api/vehicle/select/submodels', (request) => ({
      body:
        request.search.get('baseVehicleId') === '201301'
          ? [DONT_KNOW, { id: 10, value: 'Lariat' }, { id: 9, value: 'XLT' }]
          : [DONT_KNOW, { id: 20, value: 'SE' }],
    }));
}
