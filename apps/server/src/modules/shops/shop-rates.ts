import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopRequests, shops } from '../../db/schema/index';

/**
 * A shop's pricing agreement: what its newest APPROVED pricing request (shop_requests) says. Percent
 * rates (8.25 = 8.25 %); the labor rate in dollars per hour; null where the request says nothing.
 */
export interface ShopRates {
  laborRate: number | null;
  taxRateParts: number | null;
  taxRateLabor: number | null;
  pricingMethod: string | null;
  pricingType: string | null;
  pricingPercent: number | null;
}

export const NO_SHOP_RATES: ShopRates = {
  laborRate: null,
  taxRateParts: null,
  taxRateLabor: null,
  pricingMethod: null,
  pricingType: null,
  pricingPercent: null,
};

/**
 * The rates in force for a shop: its newest APPROVED request (by when it was approved, else made),
 * counting the shop's own requests and its company's company-wide ones (shop_id null). A shop without
 * one has no rates (every field null). One indexed query: callers read it once per request.
 */
export async function findShopRates(db: Database, shopId: number): Promise<ShopRates> {
  const [row] = await db
    .select({
      laborRate: shopRequests.laborRate,
      taxRateParts: shopRequests.taxRateParts,
      taxRateLabor: shopRequests.taxRateLabor,
      pricingMethod: shopRequests.pricingMethod,
      pricingType: shopRequests.pricingType,
      pricingPercent: shopRequests.pricingPercent,
    })
    .from(shopRequests)
    .innerJoin(shops, eq(shops.companyId, shopRequests.companyId))
    .where(
      and(
        eq(shops.id, shopId),
        eq(shopRequests.requestStatus, 'APPROVED'),
        or(eq(shopRequests.shopId, shopId), isNull(shopRequests.shopId)),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${shopRequests.reviewedAt}, ${shopRequests.createdAt})`),
      desc(shopRequests.id),
    )
    .limit(1);
  return row ?? NO_SHOP_RATES;
}

/**
 * findShopRates as one SQL scalar, for a hot statement that reads the rates in passing (the parts
 * lookup): a JSON object of ShopRates' fields, or null when the shop has none in force. `shopId`
 * is an SQL expression (a CTE's column, a parameter). The same rule as findShopRates; the rates
 * test holds the two to the same answers.
 */
export function shopRatesJsonSql(shopId: SQL): SQL {
  return sql`(select json_build_object(
        'laborRate', r.labor_rate, 'taxRateParts', r.tax_rate_parts,
        'taxRateLabor', r.tax_rate_labor, 'pricingMethod', r.pricing_method,
        'pricingType', r.pricing_type, 'pricingPercent', r.pricing_percent)
      from ${shopRequests} r
      join ${shops} s on s.company_id = r.company_id
     where s.id = ${shopId} and r.request_status = 'APPROVED'
       and (r.shop_id = s.id or r.shop_id is null)
     order by coalesce(r.reviewed_at, r.created_at) desc, r.id desc
     limit 1)`;
}

/** The ShopRates of shopRatesJsonSql's JSON (null: none in force). */
export function shopRatesOfJson(json: ShopRates | null): ShopRates {
  return json ?? NO_SHOP_RATES;
}
