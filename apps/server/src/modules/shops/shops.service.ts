import type {
  Company,
  Shop,
  ShopRequest,
  StickySessionInfo,
  Tsm,
} from '@procounter/shared/contracts/shop';
import { type PricingRule, pricingRuleOf } from '@procounter/shared/domain/shop-pricing';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { findShopRates, type ShopRates } from './shop-rates';
import { hasDealerControlOrIsDemo } from './shops.policy';
import {
  type CompanyRow,
  findAccessibleShop,
  findAccessibleShops,
  findCarCustomerShopByAccountNumber,
  findCurrentShopFacts,
  findFirstAccessibleShop,
  findShopAccount,
  findShopRequestsOfCompany,
  findTsmOfStore,
  findStore as queryStore,
  type ShopContext,
  type StoreRow,
} from './shops.repository';

export { type ShopRates, shopRatesJsonSql, shopRatesOfJson } from './shop-rates';
export type { ShopContext, StoreRow } from './shops.repository';
export { actsForShopSql, currentShopIdSql } from './shops.repository';

type Deps = Pick<ServiceDeps, 'db'>;

export function presentShop({ shop, homeStore }: ShopContext): Shop {
  return {
    id: shop.id,
    shopName: shop.shopName,
    shopNameAndAccount: `${shop.shopName} (${shop.accountNumber})`,
    accountNumber: shop.accountNumber,
    shopPhone: shop.shopPhone,
    zip: shop.zip,
    state: shop.state,
    hideCosts: shop.hideCosts,
    motorData: shop.motorData,
    carCustomer: shop.carCustomer,
    companyId: shop.companyId,
    homeStore: homeStore && {
      storeId: homeStore.id,
      storeName: homeStore.name,
      city: homeStore.city,
      state: homeStore.state,
      address: homeStore.address,
      address2: homeStore.address2,
      zipCode: homeStore.zipCode,
      phoneNumber: homeStore.phone,
    },
  };
}

export function presentCompany(company: CompanyRow): Company {
  return {
    id: company.id,
    demo: company.demo,
    accountName: company.accountName,
    accountStatus: company.accountStatus,
    arGroupCode: company.arGroupCode,
    paymentMethod: company.paymentMethod,
    partsPayoffVisible: company.partsPayoffVisible,
    shopReferralEligible: company.shopReferralEligible,
    address: {
      street1: company.street1,
      street2: company.street2,
      city: company.city,
      state: company.state,
      zip: company.zip,
    },
    companyPreference: {
      garageBayIdVisible: company.garageBayIdVisible,
      garageBayIdRequired: company.garageBayIdRequired,
      vehicleFleetIdVisible: company.vehicleFleetIdVisible,
      vehicleFleetIdRequired: company.vehicleFleetIdRequired,
      poVisible: company.poVisible,
      poRequired: company.poRequired,
      poValidationMask: company.poValidationMask,
    },
  };
}

/** The user's selected shop while they may still act for it, else their first shop (by number). */
export async function findCurrentShop(
  { db }: Deps,
  user: AuthUser,
): Promise<ShopContext | undefined> {
  if (user.selectedShopId !== null) {
    const selected = await findAccessibleShop(db, user, user.selectedShopId);
    if (selected) return selected;
  }
  return findFirstAccessibleShop(db, user);
}

/** What /current/user tells of the user's current shop (shops.repository findCurrentShopFacts). */
export function findCurrentShopFactsOf({ db }: Deps, user: AuthUser) {
  return findCurrentShopFacts(db, user);
}

/** The 403 of a user who may act for no shop at all. */
export const noShop = () => forbidden('You have no shop to act for');

/** The current shop of findCurrentShop; 403 when the user may act for no shop at all. */
export async function requireCurrentShop(deps: Deps, user: AuthUser): Promise<ShopContext> {
  const current = await findCurrentShop(deps, user);
  if (!current) throw noShop();
  return current;
}

export async function listShops({ db }: Deps, user: AuthUser): Promise<Shop[]> {
  return (await findAccessibleShops(db, user)).map(presentShop);
}

/**
 * A shop the user asks about by number. Users tied to shops get 403 for any other number (whether it
 * exists or not, so numbers cannot be probed); all-shops users get 404 for a number that does not exist.
 */
export async function getAccessibleShop(
  { db }: Deps,
  user: AuthUser,
  shopId: number,
): Promise<ShopContext> {
  const context = await findAccessibleShop(db, user, shopId);
  if (context) return context;
  if (user.allShops) throw notFound('No such shop');
  throw forbidden('You may not act for this shop');
}

/** Throws 403 unless the user may act for the shop (the check of shop switching). */
export async function assertShopAccessible({ db }: Deps, user: AuthUser, shopId: number) {
  const context = await findAccessibleShop(db, user, shopId);
  if (!context) throw forbidden('You may not act for this shop');
  return context;
}

export async function getShopRequests(deps: Deps, user: AuthUser, shopId: number) {
  const { company } = await getAccessibleShop(deps, user, shopId);
  const rows = await findShopRequestsOfCompany(deps.db, company.id);
  return rows
    .filter((r) => r.shopId === null || r.shopId === shopId)
    .map(
      (r): ShopRequest => ({
        id: r.id,
        shopId: r.shopId,
        pricingPercent: r.pricingPercent,
        requestStatus: r.requestStatus,
        pricingMethod: r.pricingMethod,
        pricingType: r.pricingType,
        laborRate: r.laborRate,
        taxRateLabor: r.taxRateLabor,
        taxRateParts: r.taxRateParts,
        notes: r.notes,
      }),
    );
}

/**
 * The tax rates a shop charges its customers (percent; null: none): those of its rates in force
 * (shop-rates.ts findShopRates), else none. What a customer's quote adds (domain/customer-totals.ts).
 */
export async function getShopTaxRates(
  { db }: Deps,
  shopId: number,
): Promise<{ parts: number | null; labor: number | null }> {
  const rates = await findShopRates(db, shopId);
  return { parts: rates.taxRateParts, labor: rates.taxRateLabor };
}

/**
 * How the shop's agreement in force prices parts (domain/shop-pricing.ts customerPriceFor); null
 * when it changes nothing. A shop that hides costs is never priced from cost (COST_PLUS): its
 * prices would give its costs away (decision 037). One query: callers read it once per request,
 * never per product.
 */
export async function getShopPricingRule(
  { db }: Deps,
  shop: { id: number; hideCosts: boolean },
): Promise<PricingRule | null> {
  return pricingRuleUnder(await findShopRates(db, shop.id), shop);
}

/** getShopPricingRule's rule of rates already read (shopRatesJsonSql, in a hot statement). */
export function pricingRuleUnder(
  rates: ShopRates,
  shop: { hideCosts: boolean },
): PricingRule | null {
  const rule = pricingRuleOf(rates);
  return rule?.method === 'COST_PLUS' && shop.hideCosts ? null : rule;
}

/** The shop's agreement in force (shop-rates.ts): labor rate, tax rates, pricing. */
export function getShopRates({ db }: Deps, shopId: number) {
  return findShopRates(db, shopId);
}

/** The territory sales manager of the shop's home store; 404 when there is none. */
export async function getTsmOfShop(deps: Deps, user: AuthUser, shopId: number): Promise<Tsm> {
  const { homeStore } = await getAccessibleShop(deps, user, shopId);
  const tsm = homeStore ? await findTsmOfStore(deps.db, homeStore.id) : undefined;
  if (!tsm) throw new AppError(404, 'NOT_FOUND', 'This shop has no territory sales manager');
  return {
    tsmNumber: tsm.tsmNumber,
    tsmFirstName: tsm.firstName,
    tsmLastName: tsm.lastName,
    tsmEmailAddress: tsm.email,
  };
}

export async function checkDealerControl(deps: Deps, user: AuthUser): Promise<boolean> {
  const current = await findCurrentShop(deps, user);
  return hasDealerControlOrIsDemo(user, current?.company ?? null);
}

export async function getStickySessionInfo(deps: Deps, user: AuthUser): Promise<StickySessionInfo> {
  const current = await findCurrentShop(deps, user);
  // Sticky routing is for shop traffic; nothing in the data model excludes a user from it yet.
  return { excludedFromStickySession: false, userId: user.id, shopId: current?.shop.id ?? null };
}

/** A shop as a car-customer account is named: its account number and name. */
export interface CarAccountRef {
  id: number;
  accountNumber: string;
  name: string;
}

/**
 * The car-customer account (a shop flagged car_customer: a fleet or a car owner using the portal,
 * issue 22 part 3) of an account number; undefined when no car-customer shop has it.
 */
export function findCarCustomerAccount(
  { db }: Deps,
  accountNumber: string,
): Promise<CarAccountRef | undefined> {
  return findCarCustomerShopByAccountNumber(db, accountNumber);
}

/** A shop's account number and name, by its id (a customer's linked car account). */
export function findShopAccountRef(
  { db }: Deps,
  shopId: number,
): Promise<CarAccountRef | undefined> {
  return findShopAccount(db, shopId);
}

/** A store by its number, if there is one. */
export function findStore({ db }: Deps, storeId: number): Promise<StoreRow | undefined> {
  return queryStore(db, storeId);
}
