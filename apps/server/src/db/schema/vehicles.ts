import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

// The vehicle catalog, derived from NHTSA vPIC (modules/vehicles/catalog-import.ts) and loaded from
// the committed data file at start-up when empty. Ids are vPIC's (makes, models) or derived from
// them (base vehicles), so they stay the same on every import.

export const vehicleMakes = pgTable('vehicle_makes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const vehicleModels = pgTable('vehicle_models', {
  id: integer('id').primaryKey(),
  makeId: integer('make_id')
    .notNull()
    .references(() => vehicleMakes.id),
  name: text('name').notNull(),
});

/** Year + make + model: what parts fit and what a worksheet's vehicle points at. */
export const baseVehicles = pgTable(
  'base_vehicles',
  {
    id: integer('id').primaryKey(),
    year: smallint('year').notNull(),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id),
  },
  // The make picker reads (year) and the model picker (year, make): one index serves both and
  // covers the make and model ids, so neither touches the table.
  (t) => [
    index('base_vehicles_year_make_model_idx').on(t.year, t.makeId, t.modelId),
    index('base_vehicles_make_model_idx').on(t.makeId, t.modelId, t.year),
  ],
);

export const vehicleEngines = pgTable(
  'vehicle_engines',
  {
    baseVehicleId: integer('base_vehicle_id')
      .notNull()
      .references(() => baseVehicles.id),
    engineId: integer('engine_id').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.baseVehicleId, t.engineId] })],
);

export const vehicleSubmodels = pgTable(
  'vehicle_submodels',
  {
    baseVehicleId: integer('base_vehicle_id')
      .notNull()
      .references(() => baseVehicles.id),
    submodelId: integer('submodel_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.baseVehicleId, t.submodelId] })],
);

/** Which engine goes with which submodel, where vPIC ties them; drives the cross filtering. */
export const vehicleEngineSubmodels = pgTable(
  'vehicle_engine_submodels',
  {
    baseVehicleId: integer('base_vehicle_id')
      .notNull()
      .references(() => baseVehicles.id),
    engineId: integer('engine_id').notNull(),
    submodelId: integer('submodel_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.baseVehicleId, t.engineId, t.submodelId] }),
    index('vehicle_engine_submodels_submodel_idx').on(t.baseVehicleId, t.submodelId),
  ],
);

/**
 * Decoded VINs: a repeat decode answers from here instead of reading vPIC again. Only the vPIC
 * decode is kept, not where it lands in our catalog (that is worked out on every read, so a new
 * catalog is never served old ids).
 */
export const vinDecodes = pgTable('vin_decodes', {
  vin: text('vin').primaryKey(),
  /** The decoder that wrote the row (VIN_DECODER_VERSION); a row of another one is decoded again. */
  decoderVersion: integer('decoder_version').notNull(),
  decoded: jsonb('decoded').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
