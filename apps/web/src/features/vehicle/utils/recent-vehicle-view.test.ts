import { describe, expect, it } from 'vitest';
import { fromEnterpriseRecentVehicle, fromRecentVehicle } from './recent-vehicle-view';

const common = {
  id: 7,
  createDateTime: '2026-05-04T15:30:00.000Z',
  vin: '1FTFW1ET9DFC10312',
  sourceVinScanner: true,
  vehicleNotes: 'Scanned at bay 2',
  engine: '3.5L V6 Gas',
  submodel: 'XLT',
};

describe('recent vehicle rows', () => {
  it('map both answers to the same row', () => {
    const row = {
      id: 7,
      createdAt: '2026-05-04T15:30:00.000Z',
      vin: '1FTFW1ET9DFC10312',
      plate: 'SHOP123',
      state: 'TX',
      description: '2013 Ford F-150',
      details: '3.5L V6 Gas · XLT',
      fromVinScanner: true,
      notes: 'Scanned at bay 2',
    };
    expect(
      fromRecentVehicle({
        ...common,
        licensePlate: 'SHOP123',
        licensePlateState: 'TX',
        epcVehicleYear: 2013,
        epcVehicleMake: 'Ford',
        epcVehicleModel: 'F-150',
      }),
    ).toEqual(row);
    expect(
      fromEnterpriseRecentVehicle({
        ...common,
        plate: 'SHOP123',
        state: 'TX',
        year: 2013,
        make: 'Ford',
        model: 'F-150',
      }),
    ).toEqual(row);
  });

  it('leave the details out when no engine or submodel was picked, and join what was', () => {
    const legacy = {
      ...common,
      licensePlate: null,
      licensePlateState: null,
      epcVehicleYear: 2013,
      epcVehicleMake: 'Ford',
      epcVehicleModel: 'F-150',
    };
    expect(fromRecentVehicle({ ...legacy, engine: null, submodel: null }).details).toBeNull();
    expect(fromRecentVehicle({ ...legacy, submodel: null }).details).toBe('3.5L V6 Gas');
    expect(fromRecentVehicle({ ...legacy, engine: null }).details).toBe('XLT');
  });
});
