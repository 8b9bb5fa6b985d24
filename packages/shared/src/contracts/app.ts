import { z } from 'zod';
import { META_ENTITIES } from '../domain/constants';
import { singleLineText } from '../validation/free-text';
import { INT4_MAX, META_KEYS_MAX_LENGTH } from '../validation/limits';

export const AppVersionSchema = z.object({
  fcoVersion: z.string(),
  node: z.string(),
  ocatVersion: z.string(),
});
export type AppVersion = z.infer<typeof AppVersionSchema>;

/** GET /api/current/static */
export const StaticDataSchema = z.object({
  csrf: z.object({ headerName: z.string(), parameterName: z.string(), token: z.string() }),
  mapsKey: z.string(),
  imageUrl: z.string(),
  promoUrl: z.string(),
  version: AppVersionSchema,
  supportEmail: z.string(),
  supportPhone: z.string(),
  creditPhone: z.string(),
  remoteSupport: z.object({ windows: z.string(), mac: z.string() }),
  usageTracking: z.object({
    auth: z.string(),
    applicationId: z.string(),
    paths: z.object({
      lookupSummary: z.string(),
      lookupDetails: z.string(),
      lookupAttributes: z.string(),
      resultsSummary: z.string(),
      resultsDetails: z.string(),
    }),
  }),
  /** The local-test profile shows the "connected to test resources" banner. */
  profile: z.enum(['production', 'local-test']),
});
export type StaticData = z.infer<typeof StaticDataSchema>;

export const FeatureSchema = z.object({
  descriptor: z.string(),
  enabled: z.boolean(),
});
export type Feature = z.infer<typeof FeatureSchema>;
export const FeatureListSchema = z.array(FeatureSchema);

export const StoreFeaturesQuerySchema = z.strictObject({
  storeNumber: z.coerce.number().int().positive().max(INT4_MAX),
});

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** GET /api/constants?states=true | jobTitles=true | customerTypes=true */
export const ConstantsQuerySchema = z.strictObject({
  states: flag,
  jobTitles: flag,
  customerTypes: flag,
});

export const StateSchema = z.object({ code: z.string(), name: z.string() });
export const ConstantsSchema = z.object({
  states: z.array(StateSchema).optional(),
  jobTitles: z.array(z.string()).optional(),
  customerTypes: z.array(z.object({ name: z.string(), description: z.string() })).optional(),
});
export type Constants = z.infer<typeof ConstantsSchema>;

export { META_ENTITIES, type MetaEntity } from '../domain/constants';

export const MetaQuerySchema = z.strictObject({
  keys: singleLineText()
    .max(META_KEYS_MAX_LENGTH)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(META_ENTITIES)).min(1)),
});

export const MetaEntrySchema = z.object({
  entity: z.enum(META_ENTITIES),
  lastModified: z.number().int(),
  status: z.enum(['OK', 'UNKNOWN']),
});
export const MetaListSchema = z.array(MetaEntrySchema);
export type MetaEntry = z.infer<typeof MetaEntrySchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof HealthSchema>;
