import {
  CAR_ACCOUNT_LIST_MAX,
  type CarAccountApproval,
  type CarAccountDocument,
  type CarAccountOrder,
  type CarAccountOverview,
} from '@procounter/shared/contracts/car-account';
import type {
  PublicDecisionBodySchema,
  PublicQuote,
} from '@procounter/shared/contracts/quote-approval';
import type { z } from 'zod';
import { forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import {
  findCustomerTotalsOf,
  findWaitingLinks,
} from '../quote-approvals/approval-summaries.service';
import {
  type DecisionOrigin,
  decideLinkQuote,
  getLinkQuote,
} from '../quote-approvals/quote-approvals.service';
import { requireCurrentShop, type ShopContext } from '../shops/shops.service';
import { describeVehicleNames } from '../worksheets/worksheets.service';
import {
  findAccountOrders,
  findAccountShops,
  findAccountVehicles,
  findDecidedLinks,
  findUndecidedLinks,
  isLinkOfAccount,
} from './car-accounts.repository';

// The car-customer landing page, /car-admin (issue 22, part 3): a shop flagged car_customer (a
// fleet or a car owner) sees what the repair shops that keep it as a customer hold of it, and
// decides the quotes they send it for approval, logged in, with the approval's own code
// (quote-approvals.service getLinkQuote, decideLinkQuote). See README.md.

type Deps = ServiceDeps;

/** The caller's current shop, which must be a car-customer account: 403 FORBIDDEN otherwise. */
async function requireCarAccount(deps: Pick<Deps, 'db'>, user: AuthUser): Promise<ShopContext> {
  const current = await requireCurrentShop(deps, user);
  if (!current.shop.carCustomer) throw forbidden('This page is for car-customer accounts');
  return current;
}

/** A link of a quote of the account, else 404 as an unknown one. */
async function requireAccountLink(deps: Deps, user: AuthUser, linkId: number) {
  const { shop } = await requireCarAccount(deps, user);
  if (!(await isLinkOfAccount(deps.db, shop.id, linkId))) {
    throw notFound('No such approval link');
  }
}

const instant = (value: Date) => value.toISOString();
const money = (value: string | null) => (value === null ? 0 : Number(value));

/** GET /car-admin/overview: the start page's lists, each at most CAR_ACCOUNT_LIST_MAX rows. */
export async function getCarAccountOverview(
  deps: Deps,
  user: AuthUser,
): Promise<CarAccountOverview> {
  const { shop } = await requireCarAccount(deps, user);
  const now = deps.clock.now();
  const limit = CAR_ACCOUNT_LIST_MAX;
  const [shops, vehicles, undecided, orders, documents] = await Promise.all([
    findAccountShops(deps.db, shop.id, limit),
    findAccountVehicles(deps.db, shop.id, limit),
    findUndecidedLinks(deps.db, shop.id, now, limit),
    readOrders(deps, shop.id),
    findDecidedLinks(deps.db, shop.id, limit),
  ]);
  // A quote changed since it was sent waits for the shop's new link, not for a decision.
  const approvals: CarAccountApproval[] = (await findWaitingLinks(deps, undecided)).map((link) => ({
    linkId: link.linkId,
    state: link.state,
    shopName: link.shopName ?? '',
    quoteNumber: link.worksheetId,
    quoteName: link.quoteName,
    vehicle: link.vehicle,
    total: money(link.total),
    sentAt: instant(link.createdAt),
    expiresAt: instant(link.expiresAt),
  }));
  return {
    account: { name: shop.shopName, accountNumber: shop.accountNumber },
    shops: shops.map((s) => ({ id: s.id, name: s.name, phone: s.phone, address: null })),
    vehicles: vehicles.map((v) => ({
      id: v.id,
      shopName: v.shopName,
      description: describeVehicleNames(v),
      vin: v.vin,
      plate: v.plate,
      plateState: v.plateState,
      mileage: v.mileage,
      mileageDate: v.mileageDate,
      lastServiceAt: v.lastServiceAt && instant(v.lastServiceAt),
    })),
    approvals,
    orders,
    documents: documents.map(
      (d): CarAccountDocument => ({
        linkId: d.linkId,
        shopName: d.shopName ?? '',
        quoteNumber: d.worksheetId,
        quoteName: d.quoteName,
        vehicle: d.vehicle,
        decidedAt: instant(d.decidedAt),
        decidedByName: d.decidedByName,
        approvedCount: d.decisionLines.filter((l) => l.approved).length,
        lineCount: d.lineCount,
        approvedTotals: d.approvedTotals,
      }),
    ),
  };
}

/**
 * The account's orders with their totals at customer prices, taxes included: the lines the
 * customer sees under the shop's tax rates, computed as the approval computes them
 * (quote-approvals findCustomerTotalsOf, domain/customer-totals.ts). Two queries and one per shop.
 */
async function readOrders(deps: Deps, accountShopId: number): Promise<CarAccountOrder[]> {
  const orders = await findAccountOrders(deps.db, accountShopId, CAR_ACCOUNT_LIST_MAX);
  const totals = await findCustomerTotalsOf(deps, orders);
  return orders.map((order) => {
    const paid = totals.get(order.worksheetId)!;
    return {
      confirmationNumber: order.confirmationNumber ?? '',
      shopName: order.shopName,
      quoteNumber: order.worksheetId,
      vehicle: describeVehicleNames(order),
      submittedAt: instant(order.submittedAt ?? new Date(0)),
      status: 'SUBMITTED' as const,
      lineCount: paid.lineCount,
      total: paid.totals.total,
    };
  });
}

/** GET /car-admin/approvals/{linkId}: the quote as sent, as the public page reads it. */
export async function getCarAccountApproval(
  deps: Deps,
  user: AuthUser,
  linkId: number,
): Promise<PublicQuote> {
  await requireAccountLink(deps, user, linkId);
  return getLinkQuote(deps, linkId);
}

/**
 * POST /car-admin/approvals/{linkId}/decision: the public page's decision, by the account's user
 * (recorded as decided_by, with the address and browser).
 */
export async function decideCarAccountApproval(
  deps: Deps,
  user: AuthUser,
  linkId: number,
  body: z.output<typeof PublicDecisionBodySchema>,
  origin: Omit<DecisionOrigin, 'decidedBy'>,
): Promise<PublicQuote> {
  await requireAccountLink(deps, user, linkId);
  return decideLinkQuote(deps, linkId, body, { ...origin, decidedBy: user.id });
}
