import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import { vehicleEngines, vinDecodes } from '../../db/schema/index';
import { DEMO_PLATES } from '../../db/seed/demo';
import { decodeVin, VIN_DECODER_VERSION } from './vin-decode.service';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// DESIGN.md section 4: the demo plates' vehicles.
const DEMO_VEHICLES = [
  ['1FTFW1ET9DFC10312', 2013, 'Ford', 'F-150'],
  ['1HGCM82633A004352', 2003, 'Honda', 'Accord'],
  ['WBA3A5C57CF256651', 2012, 'BMW', '328i'],
  ['1G1ZT53826F109149', 2006, 'Chevrolet', 'Malibu'],
] as const;

describe('VIN decode', () => {
  it.each(DEMO_VEHICLES)(
    'decodes %s to the %i %s %s of the catalog',
    async (vin, year, make, model) => {
      const expected = await findCatalogBaseVehicleId(t.db, year, make, model);
      expect(expected).toBeDefined();
      const decoded = await decodeVin(t, vin);
      expect(decoded).toMatchObject({ vin, year, make, model, baseVehicleId: expected });
      expect(decoded.candidates.map((c) => c.baseVehicleId)).toEqual([expected]);
    },
  );

  it('finds every demo plate VIN valid, so the VIN box takes what a plate shows', async () => {
    for (const { vin } of DEMO_PLATES) {
      expect((await decodeVin(t, vin)).checkDigitValid, vin).toBe(true);
    }
  });

  it('decodes a VIN whose check digit is wrong, and says so', async () => {
    // The 2013 F-150's VIN with a wrong position 9 (an earlier demo plate held it).
    const decoded = await decodeVin(t, '1FTFW1ET5DFC10312');
    expect(decoded).toMatchObject({ checkDigitValid: false, year: 2013, model: 'F-150' });
    expect(decoded.baseVehicleId).not.toBeNull();
  });

  it('maps the engine when the VIN tells it apart (2013 F-150: 3.5L V6)', async () => {
    const decoded = await decodeVin(t, '1FTFW1ET9DFC10312');
    expect(decoded.engine).toMatchObject({ displacement: '3.5', cylinders: '6' });
    const [engine] = await t.db
      .select({ description: vehicleEngines.description })
      .from(vehicleEngines)
      .where(
        and(
          eq(vehicleEngines.baseVehicleId, decoded.baseVehicleId!),
          eq(vehicleEngines.engineId, decoded.engineId ?? -1),
        ),
      );
    expect(engine?.description).toMatch(/^3\.5L V6\b/);
  });

  // Issue 19: both are F-150s for NHTSA; corgi 2.0.1 answered the Super Duty schema's F-550 and
  // F-450, whose single matching pattern (the body class) said nothing else of the VIN.
  it.each([
    ['1FTFW5L86RFB45612', 'F-550'],
    ['1FTFW4L86RFA86622', 'F-450'],
  ])('decodes %s to the 2024 Ford F-150, not the %s', async (vin) => {
    const f150 = await findCatalogBaseVehicleId(t.db, 2024, 'Ford', 'F-150');
    const decoded = await decodeVin(t, vin);
    expect(decoded).toMatchObject({
      year: 2024,
      make: 'Ford',
      model: 'F-150',
      baseVehicleId: f150,
    });
    expect(decoded.candidates).toHaveLength(1);
    expect(decoded.engine).toMatchObject({ displacement: '3.5', cylinders: '6', model: 'GTDI' });
  });

  // How fast a cached answer is belongs to a benchmark (issue 3's VIN figures), not to this test.
  it('answers a repeat from the vin_decodes cache, marked with the decoder version', async () => {
    const vin = '1G1ZT53826F109149';
    const first = await decodeVin(t, vin.toLowerCase());
    const rows = await t.db.select().from(vinDecodes).where(eq(vinDecodes.vin, vin));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.decoderVersion).toBe(VIN_DECODER_VERSION);
    const again = await decodeVin(t, vin);
    expect(again).toEqual({ ...first, cached: true });
  });

  it('decodes again a VIN stored by another decoder version, and replaces the row', async () => {
    const vin = '1FTFW5L86RFB45612';
    // What corgi 2.0.1 stored for this VIN before issue 19.
    await t.db
      .insert(vinDecodes)
      .values({ vin, decoderVersion: VIN_DECODER_VERSION - 1, decoded: { model: 'F-550' } })
      .onConflictDoUpdate({
        target: vinDecodes.vin,
        set: { decoderVersion: VIN_DECODER_VERSION - 1, decoded: { model: 'F-550' } },
      });
    const decoded = await decodeVin(t, vin);
    expect(decoded).toMatchObject({ model: 'F-150', cached: false });
    const [row] = await t.db.select().from(vinDecodes).where(eq(vinDecodes.vin, vin));
    expect(row!.decoderVersion).toBe(VIN_DECODER_VERSION);
  });

  it.each(['1FTFW1ET9DFC1031', '1FTFW1ET9DFC103120', 'IFTFW1ET9DFC10312', '1FTFW1ET9DFC1031!'])(
    'refuses the malformed VIN %s with 400',
    async (vin) => {
      await expect(decodeVin(t, vin)).rejects.toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
      });
    },
  );

  it('answers no vehicle for a well-formed VIN vPIC cannot place', async () => {
    const decoded = await decodeVin(t, '00000000000000000');
    expect(decoded).toMatchObject({ baseVehicleId: null, make: null, model: null, candidates: [] });
  });
});
