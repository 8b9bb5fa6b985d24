/**
 * The vehicle picker calls, answered from a tiny catalog: 2013 Ford F-150 (two engines, two
 * submodels after -99) and 2013 Ford Focus (one engine, one submodel after -99).
 */
import type { IdValue, VehicleModel } from '@procounter/shared/contracts/vehicle';
import type { FakeServer } from '@/testing/fake-fetch';

export const SELECTOR_DATA = {
  years: [2014, 2013, 2012],
  states: [
    { code: 'CA', name: 'California' },
    { code: 'MD', name: 'Maryland' },
    { code: 'TX', name: 'Texas' },
  ],
};

const DONT_KNOW = { id: -99, value: "Don't know or show all" };

export const CATALOG = {
  makes: {
    2013: [
      { id: 7, value: 'Ford' },
      { id: 8, value: 'Honda' },
    ],
  } as Record<string, IdValue[]>,
  models: {
    '2013:7': [
      { baseVehicleId: 201301, model: { id: 1, value: 'F-150' } },
      { baseVehicleId: 201302, model: { id: 2, value: 'Focus' } },
    ],
  } as Record<string, VehicleModel[]>,
  engines: {
    201301: [
      { id: 55, value: '3.5L V6 Gas' },
      { id: 56, value: '5.0L V8 Gas' },
    ],
    201302: [{ id: 60, value: '2.0L I4 Gas' }],
  } as Record<string, IdValue[]>,
  submodels: {
    201301: [DONT_KNOW, { id: 10, value: 'Lariat' }, { id: 9, value: 'XLT' }],
    201302: [DONT_KNOW, { id: 20, value: 'SE' }],
  } as Record<string, IdValue[]>,
};

export function serveVehicleCatalog(server: FakeServer): FakeServer {
  return server
    .on('GET', '/api/vehicle/select/vehicleSelectorData', { body: SELECTOR_DATA })
    .on('GET', '/api/vehicle/select/v2/makes', (request) => ({
      body: CATALOG.makes[request.search.get('year') ?? ''] ?? [],
    }))
    .on('GET', '/api/vehicle/select/v2/models', (request) => ({
      body: CATALOG.models[`${request.search.get('year')}:${request.search.get('makeId')}`] ?? [],
    }))
    .on('GET', '/api/vehicle/select/engines', (request) => ({
      body: CATALOG.engines[request.search.get('baseVehicleId') ?? ''] ?? [],
    }))
    .on('GET', '/api/vehicle/select/submodels', (request) => ({
      body: CATALOG.submodels[request.search.get('baseVehicleId') ?? ''] ?? [DONT_KNOW],
    }));
}
