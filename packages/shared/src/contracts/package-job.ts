import { z } from 'zod';
import { MAX_ITEM_QUANTITY } from '../domain/constants';
import { singleLineText } from '../validation/free-text';
import { INT4_MAX, PART_TYPE_ID_MAX_LENGTH } from '../validation/limits';
import { LookupProductSchema } from './product';

// Jobs (issue 25 part 2): a whole repair in one click. Package jobs are the catalog's ('Front
// brake job': pads, rotors, hardware, brake fluid); a shop's own jobs are saved by its managers
// under a name, with labor hours if they like, and shared by the shop. Choosing a job with a
// vehicle shows its parts grouped by part type with the best match of each preselected; one Add
// puts the chosen parts and the job's labor on the quote (the catalog browse page's PACKAGEJOBS
// tab).

/** A shop job's name: one line, at most this many characters. */
export const PACKAGE_JOB_NAME_MAX = 60;
/** Part types of a job at most. */
export const PACKAGE_JOB_PART_TYPES_MAX = 10;
/** A job's labor hours: more than 0, at most this many, 2 decimals. */
export const PACKAGE_JOB_LABOR_HOURS_MAX = 99;
/** Jobs a shop keeps at most. */
export const SHOP_PACKAGE_JOBS_MAX = 100;
/** Products offered per part type of a job, the best first. */
export const PACKAGE_JOB_CHOICES = 5;

const dbId = z.coerce.number().int().positive().max(INT4_MAX);
const PartTypeIdSchema = singleLineText().min(1).max(PART_TYPE_ID_MAX_LENGTH);
const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** One part type of a job: where on the vehicle (a position of the part type, or any), how many. */
export const PackageJobPartTypeSchema = z.object({
  partTypeId: z.string(),
  partTypeName: z.string(),
  /** 'Front', 'Rear', in English as the catalog names it; null: any position. */
  position: z.string().nullable(),
  quantity: z.number().int().positive(),
});
export type PackageJobPartType = z.infer<typeof PackageJobPartTypeSchema>;

/**
 * A job: shopId null for the catalog's package jobs (named in the caller's language), the shop's
 * id for its own jobs. laborHours null: the job adds no labor line.
 */
export const PackageJobSchema = z.object({
  jobId: z.number().int(),
  shopId: z.number().int().nullable(),
  name: z.string(),
  laborHours: z.number().nullable(),
  partTypes: z.array(PackageJobPartTypeSchema),
  /** Who saved a shop job, and when (ISO); null for package jobs. */
  createdBy: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type PackageJob = z.infer<typeof PackageJobSchema>;

/** GET /api/parttypes/shopjobs: the package jobs, then the current shop's jobs by name. */
export const PackageJobListSchema = z.object({
  packageJobs: z.array(PackageJobSchema),
  shopJobs: z.array(PackageJobSchema),
  /** The caller may save and delete the shop's jobs (a manager). */
  canManage: z.boolean(),
});
export type PackageJobList = z.infer<typeof PackageJobListSchema>;

/** ?jobId= of customPackageJob (GET, DELETE) and packageJobPartTypes. */
export const PackageJobQuerySchema = z.strictObject({ jobId: dbId });
export type PackageJobQuery = z.input<typeof PackageJobQuerySchema>;

/**
 * POST /api/parttypes/customPackageJob: a shop job (managers). Part types are leaves, each once
 * per position; a position must be one the part type has. 409 PACKAGE_JOB_NAME_TAKEN when the shop
 * has a job of that name (case aside); 422 PACKAGE_JOB_LIMIT past SHOP_PACKAGE_JOBS_MAX.
 */
export const CreatePackageJobBodySchema = z.strictObject({
  name: singleLineText().trim().min(1).max(PACKAGE_JOB_NAME_MAX),
  partTypes: z
    .array(
      z.strictObject({
        partTypeId: PartTypeIdSchema,
        position: singleLineText().min(1).max(20).nullable().default(null),
        quantity: z.number().int().positive().max(MAX_ITEM_QUANTITY).default(1),
      }),
    )
    .min(1)
    .max(PACKAGE_JOB_PART_TYPES_MAX)
    .refine(
      (parts) =>
        new Set(parts.map((p) => `${p.partTypeId}|${p.position ?? ''}`)).size === parts.length,
      { message: 'Each part type once per position' },
    ),
  laborHours: z
    .number()
    .positive()
    .max(PACKAGE_JOB_LABOR_HOURS_MAX)
    .refine(twoDecimals, { message: 'At most 2 decimals' })
    .nullable()
    .default(null),
});
export type CreatePackageJobBody = z.input<typeof CreatePackageJobBodySchema>;

/** One part type of a job with the current vehicle: the products that fit, the best first. */
export const PackageJobGroupSchema = PackageJobPartTypeSchema.extend({
  /** At most PACKAGE_JOB_CHOICES; kits are left out (they go on a quote whole, with addkit). */
  products: z.array(LookupProductSchema),
  /** The best match (the first product), preselected; null: nothing fits. */
  bestProductId: z.number().int().nullable(),
});
export type PackageJobGroup = z.infer<typeof PackageJobGroupSchema>;

/**
 * GET /api/parttypes/packageJobPartTypes?jobId=: the job's part types with the products that fit
 * the current vehicle, sorted as the parts lookup's SCORE (in stock first). 404 for another shop's
 * job; 409 NO_CURRENT_VEHICLE when a part type needs a vehicle and there is none.
 */
export const PackageJobPartsSchema = z.object({
  job: PackageJobSchema,
  vehicle: z.object({ baseVehicleId: z.number().int(), description: z.string() }).nullable(),
  homeStoreId: z.number().int(),
  hideCosts: z.boolean(),
  groups: z.array(PackageJobGroupSchema),
  /**
   * The labor line Add puts on the quote: the job's hours at the shop's labor rate; null when the
   * job has no hours, the shop no rate or the caller does not see labor (RO writer users).
   */
  labor: z.object({ hours: z.number(), rate: z.number(), price: z.number() }).nullable(),
  /**
   * The job's labor hours when the shop has no labor rate to price them, so Add puts no labor line
   * and the page says why; null otherwise.
   */
  laborWithoutRate: z.number().nullable(),
});
export type PackageJobParts = z.infer<typeof PackageJobPartsSchema>;

/**
 * POST /api/worksheet/rest/addPackageJob: the chosen products of a job (each of one of its part
 * types) and, unless withLabor is false, its labor line, onto the current quote in one
 * transaction: all or nothing. Answers the updated QuoteSummary. 404 for another shop's job or an
 * unknown product; 400 for a product of no part type of the job or a kit; 422 QTY_EXCEEDS_1000;
 * 409 WORKSHEET_LOCKED.
 */
export const AddPackageJobBodySchema = z.strictObject({
  jobId: dbId,
  lines: z
    .array(
      z.strictObject({
        productId: dbId,
        quantity: z.number().int().positive().max(MAX_ITEM_QUANTITY),
      }),
    )
    .max(PACKAGE_JOB_PART_TYPES_MAX),
  withLabor: z.boolean().default(true),
});
export type AddPackageJobBody = z.input<typeof AddPackageJobBodySchema>;
