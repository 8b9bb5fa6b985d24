import {
  type AddPackageJobBodySchema,
  type CreatePackageJobBodySchema,
  PACKAGE_JOB_CHOICES,
  type PackageJob,
  type PackageJobList,
  type PackageJobParts,
  type PackageJobPartType,
  SHOP_PACKAGE_JOBS_MAX,
} from '@procounter/shared/contracts/package-job';
import type { LookupProduct } from '@procounter/shared/contracts/product';
import type { Locale } from '@procounter/shared/contracts/user';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { lineExtended } from '@procounter/shared/domain/quote-totals';
import { isLaborHidden, userCanManageShopJobs } from '@procounter/shared/domain/roles';
import type { z } from 'zod';
import type { StoredJobPartType } from '../../db/schema/package-jobs';
import { inTransaction } from '../../db/transaction';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import {
  getPartTypeIndex,
  type IndexedPartType,
  type PartTypeIndex,
  partTypeName,
} from '../catalog-search/catalog-search.service';
import {
  findProductsForQuote,
  listPartTypePositions,
} from '../parts-catalog/parts-catalog.service';
import { lookUpProducts } from '../products/products.service';
import { getShopRates, requireCurrentShop } from '../shops/shops.service';
import { addProducts } from '../worksheets/worksheet-products.service';
import { PACKAGE_JOB_ID_MAX, PACKAGE_JOB_SPECS, type PackageJobSpec } from './package-job-catalog';
import {
  countShopJobs,
  deleteShopJob as deleteShopJobRow,
  findShopJob,
  findShopJobs,
  insertShopJob,
  lockShopForJobs,
  type ShopJobRow,
} from './package-jobs.repository';

// Jobs (issue 25 part 2, README): the catalog's package jobs and a shop's own, a job's parts for
// the current vehicle with the best match of each part type first, and the whole job onto the
// quote in one transaction.

type Deps = Pick<ServiceDeps, 'db'>;

/** What the Add of a job names in productOriginDetails: the tab it came from and the job. */
export const PACKAGE_JOB_ORIGIN = 'PACKAGEJOBS';

const namesOfIndex = new WeakMap<readonly IndexedPartType[], Map<string, IndexedPartType>>();

/** The leaf part types by English name, built once per catalog index (its part type list). */
function leavesByName(index: PartTypeIndex): Map<string, IndexedPartType> {
  let names = namesOfIndex.get(index.partTypes);
  if (!names) {
    names = new Map(index.partTypes.filter((p) => p.leaf).map((p) => [p.name, p]));
    namesOfIndex.set(index.partTypes, names);
  }
  return names;
}

function jobPartType(
  partType: IndexedPartType,
  position: string | null,
  quantity: number,
  locale: Locale,
): PackageJobPartType {
  return {
    partTypeId: partType.id,
    partTypeName: partTypeName(partType, locale),
    position,
    quantity,
  };
}

/** A package job with its part types resolved in the catalog (one it lacks is left out). */
function presentPackageJob(spec: PackageJobSpec, index: PartTypeIndex, locale: Locale): PackageJob {
  const byName = leavesByName(index);
  return {
    jobId: spec.id,
    shopId: null,
    name: spec.name[locale],
    laborHours: spec.laborHours,
    partTypes: spec.partTypes.flatMap((p) => {
      const partType = byName.get(p.name);
      return partType ? [jobPartType(partType, p.position ?? null, p.quantity ?? 1, locale)] : [];
    }),
    createdBy: null,
    createdAt: null,
  };
}

function presentShopJob(row: ShopJobRow, index: PartTypeIndex, locale: Locale): PackageJob {
  return {
    jobId: row.id,
    shopId: row.shopId,
    name: row.name,
    laborHours: row.laborHours,
    partTypes: row.partTypes.flatMap((p) => {
      const partType = index.partTypeById.get(p.partTypeId);
      return partType?.leaf ? [jobPartType(partType, p.position, p.quantity, locale)] : [];
    }),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

const noSuchJob = () => notFound('No such job');

/**
 * A job the caller's current shop may use: a package job, or one of the shop's own. Another
 * shop's job is 404, as one that does not exist.
 */
async function resolveJob(
  deps: Deps,
  shopId: number,
  jobId: number,
  locale: Locale,
): Promise<PackageJob> {
  const index = await getPartTypeIndex(deps);
  if (jobId <= PACKAGE_JOB_ID_MAX) {
    const spec = PACKAGE_JOB_SPECS.find((s) => s.id === jobId);
    if (!spec) throw noSuchJob();
    return presentPackageJob(spec, index, locale);
  }
  const row = await findShopJob(deps.db, shopId, jobId);
  if (!row) throw noSuchJob();
  return presentShopJob(row, index, locale);
}

/** GET /parttypes/shopjobs: the package jobs, then the shop's own by name. */
export async function listPackageJobs(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
): Promise<PackageJobList> {
  const { shop } = await requireCurrentShop(deps, user);
  const [index, rows] = await Promise.all([getPartTypeIndex(deps), findShopJobs(deps.db, shop.id)]);
  return {
    packageJobs: PACKAGE_JOB_SPECS.map((spec) => presentPackageJob(spec, index, locale)),
    shopJobs: rows.map((row) => presentShopJob(row, index, locale)),
    canManage: userCanManageShopJobs(user),
  };
}

/** GET /parttypes/customPackageJob?jobId=: one of the shop's own jobs (404 for any other). */
export async function getShopJob(
  deps: Deps,
  user: AuthUser,
  jobId: number,
  locale: Locale,
): Promise<PackageJob> {
  const { shop } = await requireCurrentShop(deps, user);
  const row = await findShopJob(deps.db, shop.id, jobId);
  if (!row) throw noSuchJob();
  return presentShopJob(row, await getPartTypeIndex(deps), locale);
}

function requireManager(user: AuthUser) {
  if (!userCanManageShopJobs(user)) throw forbidden("Only a shop's managers keep its jobs");
}

const nameTaken = () =>
  new AppError(409, 'PACKAGE_JOB_NAME_TAKEN', 'The shop has a job of this name', {
    details: [{ path: 'name', message: 'The shop has a job of this name' }],
  });

/** Leaf part types only, each position one the part type has (400 otherwise, naming the line). */
function checkPartTypes(
  index: PartTypeIndex,
  partTypes: z.output<typeof CreatePackageJobBodySchema>['partTypes'],
): StoredJobPartType[] {
  const errors: { path: string; message: string }[] = [];
  partTypes.forEach((p, i) => {
    const partType = index.partTypeById.get(p.partTypeId);
    if (!partType?.leaf) {
      errors.push({ path: `partTypes.${i}.partTypeId`, message: 'No such part type' });
    } else if (p.position !== null && !listPartTypePositions(p.partTypeId).includes(p.position)) {
      errors.push({ path: `partTypes.${i}.position`, message: 'Not a position of this part type' });
    }
  });
  if (errors.length > 0) throw validationFailed(errors);
  return partTypes.map((p) => ({
    partTypeId: p.partTypeId,
    position: p.position,
    quantity: p.quantity,
  }));
}

/**
 * POST /parttypes/customPackageJob: a job of the current shop, saved by a manager (403 for anyone
 * else). 409 PACKAGE_JOB_NAME_TAKEN for a name the shop has (case aside), 422 PACKAGE_JOB_LIMIT
 * past SHOP_PACKAGE_JOBS_MAX; the count and the insert happen under a lock of the shop's row.
 */
export async function createShopJob(
  deps: Deps,
  user: AuthUser,
  body: z.output<typeof CreatePackageJobBodySchema>,
  locale: Locale,
): Promise<PackageJob> {
  requireManager(user);
  const { shop } = await requireCurrentShop(deps, user);
  const index = await getPartTypeIndex(deps);
  const partTypes = checkPartTypes(index, body.partTypes);
  const id = await inTransaction(deps, async (tx) => {
    await lockShopForJobs(tx.db, shop.id);
    if ((await countShopJobs(tx.db, shop.id)) >= SHOP_PACKAGE_JOBS_MAX) {
      throw new AppError(
        422,
        'PACKAGE_JOB_LIMIT',
        `A shop keeps at most ${SHOP_PACKAGE_JOBS_MAX} jobs`,
      );
    }
    const inserted = await insertShopJob(tx.db, {
      shopId: shop.id,
      name: body.name,
      laborHours: body.laborHours,
      partTypes,
      createdBy: user.id,
    });
    if (inserted === undefined) throw nameTaken();
    return inserted;
  });
  const row = await findShopJob(deps.db, shop.id, id);
  if (!row) throw noSuchJob();
  return presentShopJob(row, index, locale);
}

/** DELETE /parttypes/customPackageJob?jobId=: a manager's; 404 for another shop's job. */
export async function deleteShopJob(deps: Deps, user: AuthUser, jobId: number): Promise<void> {
  requireManager(user);
  const { shop } = await requireCurrentShop(deps, user);
  if (!(await deleteShopJobRow(deps.db, shop.id, jobId))) throw noSuchJob();
}

/** A product for a job's position: one of that position ('Front Left' is for 'Front'), or of none. */
export function fitsJobPosition(product: Pick<LookupProduct, 'position'>, position: string | null) {
  if (position === null || product.position === null) return true;
  return product.position === position || product.position.startsWith(`${position} `);
}

/**
 * GET /parttypes/packageJobPartTypes?jobId=: the job's part types, each with the products that
 * fit the current vehicle (the parts lookup's, sorted by its SCORE: in stock first), for the
 * job's position, kits left out, at most PACKAGE_JOB_CHOICES; the first is the best match. The
 * labor line the job's Add makes, priced by the shared money code. 409 NO_CURRENT_VEHICLE without
 * a vehicle when a part type needs one.
 */
export async function getPackageJobParts(
  deps: Deps,
  user: AuthUser,
  jobId: number,
  locale: Locale,
): Promise<PackageJobParts> {
  const { shop } = await requireCurrentShop(deps, user);
  const job = await resolveJob(deps, shop.id, jobId, locale);
  const ids = [...new Set(job.partTypes.map((p) => p.partTypeId))];
  const lookup =
    ids.length > 0
      ? await lookUpProducts(deps, user, { partTypeId: ids, sort: 'SCORE' }, locale)
      : null;
  const groups = job.partTypes.map((partType) => {
    const products = (lookup?.products ?? [])
      .filter(
        (p) =>
          p.partTypeId === partType.partTypeId &&
          p.kitType === null &&
          fitsJobPosition(p, partType.position),
      )
      .slice(0, PACKAGE_JOB_CHOICES);
    return { ...partType, products, bestProductId: products[0]?.productId ?? null };
  });
  const labor = await laborOf(deps, user, shop.id, job);
  return {
    job,
    vehicle: lookup?.vehicle ?? null,
    homeStoreId: lookup?.homeStoreId ?? shop.homeStoreId ?? 0,
    hideCosts: shop.hideCosts,
    groups,
    labor,
    // Hours the shop has no rate for: the page says so instead of leaving the labor out silently.
    laborWithoutRate:
      labor === null && job.laborHours !== null && !isLaborHidden(user) ? job.laborHours : null,
  };
}

async function laborOf(
  deps: Deps,
  user: AuthUser,
  shopId: number,
  job: PackageJob,
): Promise<PackageJobParts['labor']> {
  if (job.laborHours === null || isLaborHidden(user)) return null;
  const { laborRate } = await getShopRates(deps, shopId);
  if (laborRate === null) return null;
  return {
    hours: job.laborHours,
    rate: laborRate,
    price: lineExtended(job.laborHours, laborRate) ?? 0,
  };
}

/**
 * POST /worksheet/rest/addPackageJob: the chosen products of a job and, with withLabor, its labor
 * line onto the current quote in one transaction (addProducts): all or nothing. Every product
 * must be one of the job's part types and no kit (400 otherwise, before anything is written); an
 * unknown product or another shop's job is 404. Nothing to add (no line, no labor) is 400.
 */
export async function addPackageJob(
  deps: Deps,
  user: AuthUser,
  body: z.output<typeof AddPackageJobBodySchema>,
  locale: Locale,
): Promise<QuoteSummary> {
  const { shop } = await requireCurrentShop(deps, user);
  const job = await resolveJob(deps, shop.id, body.jobId, locale);
  const products = await findProductsForQuote(
    deps,
    body.lines.map((line) => line.productId),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  const jobPartTypes = new Set(job.partTypes.map((p) => p.partTypeId));
  const errors: { path: string; message: string }[] = [];
  const items = body.lines.flatMap((line, i) => {
    const product = byId.get(line.productId);
    if (!product) throw notFound(`No such product: ${line.productId}`);
    if (!jobPartTypes.has(product.partTypeId) || product.isKit) {
      errors.push({ path: `lines.${i}.productId`, message: 'Not a part of this job' });
      return [];
    }
    return [{ product, quantity: line.quantity }];
  });
  if (errors.length > 0) throw validationFailed(errors);
  const labor =
    body.withLabor && !isLaborHidden(user) ? await laborOf(deps, user, shop.id, job) : null;
  if (items.length === 0 && !labor) {
    throw validationFailed([{ path: 'lines', message: 'Choose at least one part' }]);
  }
  return addProducts(
    deps,
    user,
    items,
    { productOrigin: 'CATALOG', productOriginDetails: `${PACKAGE_JOB_ORIGIN}:${job.jobId}` },
    labor ? { description: job.name, hours: labor.hours, rate: labor.rate } : undefined,
  );
}
