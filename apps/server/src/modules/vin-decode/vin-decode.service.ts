import { z } from 'zod';
import { validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import {
  type CatalogVehicle,
  findCatalogVehicleOfModel,
  titleCaseMake,
} from '../vehicles/vehicles.service';
import { matchEngine, matchSubmodel } from './engine-match';
import { findVinDecode, saveVinDecode } from './vin-decode.repository';
import { VIN_PATTERN } from './vin-structure';
import { VpicDatabase } from './vpic-database';
import { decodeWithVpic, type VpicDecode, type VpicEngine, type VpicVehicle } from './vpic-decoder';

/**
 * Which decoder wrote a stored decode. 1 was corgi 2.0.1's own (its answers were dropped by
 * migration 0011); 2 is vpic-decoder.ts. Raise it whenever a change of the decoder could change an
 * answer: rows of another version are decoded again.
 */
export const VIN_DECODER_VERSION = 2;

const VpicEngineSchema = z.object({
  displacement: z.string().nullable(),
  cylinders: z.string().nullable(),
  fuel: z.string().nullable(),
  configuration: z.string().nullable(),
  model: z.string().nullable(),
});

/** What vin_decodes keeps: the vPIC decode, never catalog ids (the catalog may change). */
const StoredDecodeSchema = z.object({
  checkDigitValid: z.boolean(),
  year: z.number().int().nullable(),
  vehicles: z.array(
    z.object({
      modelId: z.number().int(),
      model: z.string(),
      makeId: z.number().int().nullable(),
      make: z.string().nullable(),
      engine: VpicEngineSchema,
      trim: z.string().nullable(),
      series: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<VpicDecode>;

/** A catalog vehicle a VIN may be, with the engine and submodel the VIN tells of it. */
export interface VinCandidate {
  baseVehicleId: number;
  year: number;
  make: string;
  model: string;
  engineId: number | null;
  submodelId: number | null;
}

export interface VinDecode {
  vin: string;
  /** False when position 9 does not match the VIN's check digit; the VIN may still decode. */
  checkDigitValid: boolean;
  year: number | null;
  /**
   * The vehicle, when the VIN tells one: the catalog's names when the catalog has it, else vPIC's.
   * Null when the VIN names no model, or several the data cannot tell apart.
   */
  make: string | null;
  model: string | null;
  trim: string | null;
  /** What vPIC says of that vehicle's engine (all null without one vehicle). */
  engine: VpicEngine;
  /** The catalog vehicles the VIN may be, best first: the user chooses when there are several. */
  candidates: VinCandidate[];
  /** The one catalog vehicle, with the engine and submodel the VIN tells; null otherwise. */
  baseVehicleId: number | null;
  engineId: number | null;
  submodelId: number | null;
  /** Answered from vin_decodes. */
  cached: boolean;
}

const NO_ENGINE: VpicEngine = {
  displacement: null,
  cylinders: null,
  fuel: null,
  configuration: null,
  model: null,
};

let vpic: Promise<VpicDatabase> | undefined;

/** corgi's vPIC database, opened on first use and shared by every decode of this process. */
function getVpicDatabase() {
  vpic ??= VpicDatabase.open().catch((error: unknown) => {
    vpic = undefined;
    throw error;
  });
  return vpic;
}

function candidateOf(catalog: CatalogVehicle, vehicle: VpicVehicle): VinCandidate {
  return {
    baseVehicleId: catalog.id,
    year: catalog.year,
    make: catalog.make,
    model: catalog.model,
    engineId: matchEngine(catalog.engines, vehicle.engine) ?? null,
    submodelId: matchSubmodel(catalog.submodels, [vehicle.trim, vehicle.series]) ?? null,
  };
}

/** Where a vPIC decode lands in our catalog (DESIGN.md section 3), worked out on every read. */
async function placeInCatalog(
  deps: Pick<ServiceDeps, 'db'>,
  vin: string,
  decode: VpicDecode,
): Promise<Omit<VinDecode, 'cached'>> {
  const { year, vehicles } = decode;
  const placed = await Promise.all(
    vehicles.map(async (vehicle) => {
      const catalog = year
        ? await findCatalogVehicleOfModel(deps, year, vehicle.modelId)
        : undefined;
      return { vehicle, candidate: catalog ? candidateOf(catalog, vehicle) : undefined };
    }),
  );
  const candidates = placed.flatMap((p) => (p.candidate ? [p.candidate] : []));
  // One model decoded, or one of several that the catalog has: that is the vehicle. The catalog
  // has only what a shop can order for, so a model it lacks is no vehicle the user could mean.
  const chosen =
    placed.length === 1
      ? placed[0]
      : candidates.length === 1
        ? placed.find((p) => p.candidate)
        : undefined;
  return {
    vin,
    checkDigitValid: decode.checkDigitValid,
    year,
    make:
      chosen?.candidate?.make ?? (chosen?.vehicle.make ? titleCaseMake(chosen.vehicle.make) : null),
    model: chosen?.candidate?.model ?? chosen?.vehicle.model ?? null,
    trim: chosen ? (chosen.vehicle.trim ?? chosen.vehicle.series) : null,
    engine: chosen?.vehicle.engine ?? NO_ENGINE,
    candidates,
    baseVehicleId: chosen?.candidate?.baseVehicleId ?? null,
    engineId: chosen?.candidate?.engineId ?? null,
    submodelId: chosen?.candidate?.submodelId ?? null,
  };
}

/**
 * Decodes a VIN with the vPIC data and places it in our catalog; the vPIC decode comes from the
 * vin_decodes cache when this decoder version decoded the VIN before. A VIN whose check digit is
 * wrong still decodes (plate registries hold such VINs); a malformed one is a 400.
 */
export async function decodeVin(deps: Pick<ServiceDeps, 'db'>, rawVin: string): Promise<VinDecode> {
  const vin = rawVin.trim().toUpperCase();
  if (!VIN_PATTERN.test(vin)) {
    throw validationFailed([
      { path: 'vin', message: 'Must be 17 letters and digits (no I, O, Q)' },
    ]);
  }
  const stored = StoredDecodeSchema.safeParse(
    await findVinDecode(deps.db, vin, VIN_DECODER_VERSION),
  );
  if (stored.success) return { ...(await placeInCatalog(deps, vin, stored.data)), cached: true };
  const decoded = await decodeWithVpic(await getVpicDatabase(), vin);
  await saveVinDecode(deps.db, { vin, decoderVersion: VIN_DECODER_VERSION, decoded });
  return { ...(await placeInCatalog(deps, vin, decoded)), cached: false };
}

/** The candidate of a VIN that is this catalog vehicle, if the VIN may be it. */
export async function findVinCandidate(
  deps: Pick<ServiceDeps, 'db'>,
  vin: string,
  baseVehicleId: number,
): Promise<VinCandidate | undefined> {
  const decoded = await decodeVin(deps, vin);
  return decoded.candidates.find((c) => c.baseVehicleId === baseVehicleId);
}
