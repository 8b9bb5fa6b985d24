import type {
  CompanyDashboard,
  CreateShopNoteBodySchema,
  DashboardShop,
  ReviewShopRequestBodySchema,
  SaveCompanyPreferencesBody,
  SaveCompanyPreferencesBodySchema,
  ShopNote,
  ShopRequestBodySchema,
  ShopRequestDetail,
  ShopRequestStatus,
  SupportShopRequest,
} from '@procounter/shared/contracts/company';
import { SHOP_NOTES_MAX } from '@procounter/shared/contracts/company';
import type { Company } from '@procounter/shared/contracts/shop';
import { FEATURES, isFeatureEnabled } from '@procounter/shared/domain/features';
import { userCanEditCompany, userCanEditShop } from '@procounter/shared/domain/roles';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { listGlobalFeatures, listStoreFeatures } from '../features/features.service';
import {
  findCompanyOfShops,
  findNotesOfShop,
  findPendingRequestOfShop,
  findQueue,
  findRequestOfShop,
  findRequestsOfShops,
  findRequestsWithPeople,
  findRequestWithPeople,
  insertNote,
  insertRequest,
  lockRequest,
  lockShop,
  type ShopRequestWithPeople,
  updateCompanyPreferences,
  updateRequest,
} from './company-dashboard.repository';
import { findShopRates, type ShopRates } from './shop-rates';
import { findAccessibleShop, findAccessibleShops, type ShopContext } from './shops.repository';
import { presentCompany, requireCurrentShop } from './shops.service';

// The Account Dashboard, /admin/company (issue 23 part 3). Who may do what is the routes'
// capabilities (domain/roles.ts); here: the feature flag, the caller's shops (404 for any other),
// and the requests' states.

type Deps = Pick<ServiceDeps, 'db'>;

const requestClosed = (status: string) =>
  new AppError(
    409,
    'SHOP_REQUEST_CLOSED',
    `This request is ${status.toLowerCase()}: only a pending request can change`,
  );

const requestPending = () =>
  new AppError(
    409,
    'SHOP_REQUEST_PENDING',
    'This shop already has a request waiting for review: change that one instead',
  );

/**
 * 403 unless customer_dashboard_feature is on, globally and for the shop's home store (R-SHOP-4,
 * as the nav hides the page: isAccountDashboardVisible).
 */
async function requireDashboardFeature(deps: Deps, context: ShopContext) {
  const global = await listGlobalFeatures(deps);
  const store = context.homeStore ? await listStoreFeatures(deps, context.homeStore.id) : null;
  if (!isFeatureEnabled(FEATURES.customerDashboard, { global, store, authorized: true })) {
    throw forbidden('The Account Dashboard is not available');
  }
}

/** A shop the caller may act for, with the dashboard on for it; 404 for any other shop. */
async function requireDashboardShop(deps: Deps, user: AuthUser, shopId: number) {
  const context = await findAccessibleShop(deps.db, user, shopId);
  if (!context) throw notFound('No such shop');
  await requireDashboardFeature(deps, context);
  return context;
}

const nameOf = (first: string | null, last: string | null) =>
  first === null && last === null ? null : [first, last].filter(Boolean).join(' ');

function presentRequest(row: ShopRequestWithPeople): ShopRequestDetail {
  const r = row.request;
  return {
    id: r.id,
    shopId: r.shopId,
    requestStatus: r.requestStatus as ShopRequestStatus,
    pricingMethod: r.pricingMethod,
    pricingType: r.pricingType,
    pricingPercent: r.pricingPercent,
    laborRate: r.laborRate,
    taxRateLabor: r.taxRateLabor,
    taxRateParts: r.taxRateParts,
    notes: r.notes,
    requestedBy:
      r.requestedBy === null
        ? null
        : { id: r.requestedBy, name: nameOf(row.requesterFirst, row.requesterLast) ?? '' },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    reviewedBy:
      r.reviewedBy === null
        ? null
        : { id: r.reviewedBy, name: nameOf(row.reviewerFirst, row.reviewerLast) ?? '' },
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    reviewNote: r.reviewNote,
  };
}

function presentRates(rates: ShopRates) {
  return {
    pricingMethod: rates.pricingMethod,
    pricingType: rates.pricingType,
    pricingPercent: rates.pricingPercent,
    laborRate: rates.laborRate,
    taxRateLabor: rates.taxRateLabor,
    taxRateParts: rates.taxRateParts,
  };
}

/** GET /api/company/dashboard: the current shop's company and the shops of it the caller has. */
export async function getCompanyDashboard(deps: Deps, user: AuthUser): Promise<CompanyDashboard> {
  const current = await requireCurrentShop(deps, user);
  await requireDashboardFeature(deps, current);
  const { company } = current;
  const shops = (await findAccessibleShops(deps.db, user)).filter(
    (s) => s.shop.companyId === company.id,
  );
  const requests = await findRequestsOfShops(
    deps.db,
    company.id,
    shops.map((s) => s.shop.id),
  );
  const decidedAt = (r: ShopRequestWithPeople) =>
    (r.request.reviewedAt ?? r.request.createdAt).getTime();
  const presented: DashboardShop[] = [];
  for (const { shop } of shops) {
    const own = requests.filter((r) => r.request.shopId === shop.id);
    const pending = own.find((r) => r.request.requestStatus === 'PENDING');
    const decided = own
      .filter((r) => r.request.requestStatus !== 'PENDING')
      .sort((a, b) => decidedAt(b) - decidedAt(a))[0];
    presented.push({
      id: shop.id,
      shopName: shop.shopName,
      accountNumber: shop.accountNumber,
      state: shop.state,
      zip: shop.zip,
      rates: presentRates(await findShopRates(deps.db, shop.id)),
      pendingRequest: pending ? presentRequest(pending) : null,
      lastDecision: decided ? presentRequest(decided) : null,
    });
  }
  return {
    company: presentCompany(company),
    paymentTermsDays: company.paymentMethod === 'COD' ? null : company.paymentTermsDays,
    shops: presented,
    canEditCompany: userCanEditCompany(user),
    canEditShop: userCanEditShop(user),
  };
}

/**
 * POST /api/company/savePreferencesByCompanyId: the preferences of a company one of the caller's
 * shops belongs to (all-shops users: any company); 404 otherwise. Required implies visible.
 */
export async function saveCompanyPreferences(
  deps: Deps,
  user: AuthUser,
  companyId: number,
  body: z.output<typeof SaveCompanyPreferencesBodySchema>,
): Promise<Company> {
  const current = await requireCurrentShop(deps, user);
  await requireDashboardFeature(deps, current);
  const shopIds = user.allShops
    ? null
    : (await findAccessibleShops(deps.db, user)).map((s) => s.shop.id);
  const company = await findCompanyOfShops(deps.db, companyId, shopIds);
  if (!company) throw notFound('No such company');
  const updated = await updateCompanyPreferences(deps.db, company.id, {
    garageBayIdVisible: body.garageBayIdVisible || body.garageBayIdRequired,
    garageBayIdRequired: body.garageBayIdRequired,
    vehicleFleetIdVisible: body.vehicleFleetIdVisible || body.vehicleFleetIdRequired,
    vehicleFleetIdRequired: body.vehicleFleetIdRequired,
    poVisible: body.poVisible || body.poRequired,
    poRequired: body.poRequired,
    poValidationMask: body.poValidationMask || null,
  });
  return presentCompany(updated!);
}
export type { SaveCompanyPreferencesBody };

/** GET /api/shop/{id}/shopRequest/{requestId}: a request of the shop; 404 for any other. */
export async function getShopRequest(
  deps: Deps,
  user: AuthUser,
  shopId: number,
  requestId: number,
): Promise<ShopRequestDetail> {
  await requireDashboardShop(deps, user, shopId);
  const row = await findRequestOfShop(deps.db, shopId, requestId);
  if (!row) throw notFound('No such request');
  return presentRequest(row);
}

type RequestBody = z.output<typeof ShopRequestBodySchema>;

const requestValues = (body: RequestBody) => ({
  pricingMethod: body.pricingMethod,
  pricingType: body.pricingType,
  pricingPercent: body.pricingPercent,
  laborRate: body.laborRate,
  taxRateLabor: body.taxRateLabor,
  taxRateParts: body.taxRateParts,
  notes: body.notes || null,
});

/** A shop that hides costs cannot be priced from cost: its prices would give its costs away. */
function refuseCostPlusWhereCostsHidden(shop: { hideCosts: boolean }, body: RequestBody) {
  if (shop.hideCosts && body.pricingMethod === 'COST_PLUS') {
    throw validationFailed([
      { path: 'pricingMethod', message: 'A shop that hides costs cannot be priced at cost plus' },
    ]);
  }
}

/**
 * POST /api/shop/{id}/shopRequest: a manager asks for a change (PENDING, requested by them); 409
 * SHOP_REQUEST_PENDING while the shop has one waiting (the shop row is locked, so two at once
 * cannot both pass).
 */
export async function createShopRequest(
  deps: Deps,
  user: AuthUser,
  shopId: number,
  body: RequestBody,
): Promise<ShopRequestDetail> {
  const { shop } = await requireDashboardShop(deps, user, shopId);
  refuseCostPlusWhereCostsHidden(shop, body);
  const id = await inTransaction(deps, async (tx) => {
    await lockShop(tx.db, shop.id);
    if (await findPendingRequestOfShop(tx.db, shop.id)) throw requestPending();
    return insertRequest(tx.db, {
      ...requestValues(body),
      companyId: shop.companyId,
      shopId: shop.id,
      requestedBy: user.id,
    });
  });
  return presentRequest((await findRequestWithPeople(deps.db, id))!);
}

/** PUT /api/shop/{id}/shopRequest/{requestId}: changes a PENDING request (409 once decided). */
export async function updateShopRequest(
  deps: Deps,
  user: AuthUser,
  shopId: number,
  requestId: number,
  body: RequestBody,
): Promise<ShopRequestDetail> {
  const { shop } = await requireDashboardShop(deps, user, shopId);
  refuseCostPlusWhereCostsHidden(shop, body);
  await inTransaction(deps, async (tx) => {
    const row = await lockRequest(tx.db, requestId);
    if (!row || row.shopId !== shopId) throw notFound('No such request');
    if (row.requestStatus !== 'PENDING') throw requestClosed(row.requestStatus);
    await updateRequest(tx.db, requestId, { ...requestValues(body), requestedBy: user.id });
  });
  return presentRequest((await findRequestWithPeople(deps.db, requestId))!);
}

/** GET /api/shop/{id}/notes: newest first, with author and date. */
export async function listShopNotes(
  deps: Deps,
  user: AuthUser,
  shopId: number,
): Promise<ShopNote[]> {
  await requireDashboardShop(deps, user, shopId);
  const rows = await findNotesOfShop(deps.db, shopId, SHOP_NOTES_MAX);
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    authorName: nameOf(r.firstName, r.lastName),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** POST /api/shop/{id}/notes: a dated note by the caller. */
export async function addShopNote(
  deps: Deps,
  user: AuthUser,
  shopId: number,
  body: z.output<typeof CreateShopNoteBodySchema>,
): Promise<ShopNote> {
  await requireDashboardShop(deps, user, shopId);
  const id = await insertNote(deps.db, { shopId, body: body.body, createdBy: user.id });
  const note = (await listShopNotes(deps, user, shopId)).find((n) => n.id === id);
  return note!;
}

/** GET /api/support/shopRequests?status: support's queue, oldest first, across companies. */
export async function listSupportShopRequests(
  deps: Deps,
  status: ShopRequestStatus,
): Promise<SupportShopRequest[]> {
  const queue = await findQueue(deps.db, status, 200);
  const details = new Map(
    (
      await findRequestsWithPeople(
        deps.db,
        queue.map((q) => q.id),
      )
    ).map((r) => [r.request.id, r]),
  );
  const answer: SupportShopRequest[] = [];
  for (const q of queue) {
    const row = details.get(q.id)!;
    const current =
      row.request.shopId === null
        ? null
        : presentRates(await findShopRates(deps.db, row.request.shopId));
    answer.push({
      ...presentRequest(row),
      shopName: q.shopName,
      accountNumber: q.accountNumber,
      companyName: q.companyName,
      current:
        current ??
        presentRates({
          laborRate: null,
          taxRateLabor: null,
          taxRateParts: null,
          pricingMethod: null,
          pricingType: null,
          pricingPercent: null,
        }),
    });
  }
  return answer;
}

/**
 * POST /api/support/shopRequests/{id}/review: support approves or denies a PENDING request (the
 * row locked: two reviewers cannot both decide), recording who, when and the note; 409
 * SHOP_REQUEST_CLOSED once decided. An approval is the shop's agreement from now on (findShopRates).
 */
export async function reviewShopRequest(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  user: AuthUser,
  requestId: number,
  body: z.output<typeof ReviewShopRequestBodySchema>,
): Promise<ShopRequestDetail> {
  await inTransaction(deps, async (tx) => {
    const row = await lockRequest(tx.db, requestId);
    if (!row) throw notFound('No such request');
    if (row.requestStatus !== 'PENDING') throw requestClosed(row.requestStatus);
    await updateRequest(tx.db, requestId, {
      requestStatus: body.decision,
      reviewedBy: user.id,
      reviewedAt: tx.clock.now(),
      reviewNote: body.note || null,
    });
  });
  return presentRequest((await findRequestWithPeople(deps.db, requestId))!);
}
