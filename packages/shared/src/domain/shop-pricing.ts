/**
 * A shop's pricing agreement (its newest APPROVED shop request, issue 23): how the customer price
 * of a part added to a quote follows it, and who may read it. The one definition, used by the
 * server where products get their customer price; pages never recompute it.
 */

import { fromCents, toCents } from './quote-totals';
import { type CapabilityUser, userCanEditShop, userCanViewCompanyDashboard } from './roles';

/**
 * Who may read a shop's pricing agreement (GET /api/shop/{id}/company/shopRequests and the
 * dashboard's requests): those who may view the company dashboard or edit the shop. Not SMS,
 * RO writer or plain shop employees: what the shop pays and charges is the managers'.
 */
export function userCanReadShopPricing(user: CapabilityUser): boolean {
  return userCanViewCompanyDashboard(user) || userCanEditShop(user);
}

/** An agreement's pricing method with its percent (up to 2 decimals). */
export interface PricingRule {
  method: 'COST_PLUS' | 'LIST_MINUS' | 'LIST';
  percent: number;
}

/**
 * The rule of an agreement, or null when it changes nothing: no agreement, LIST, an unknown method,
 * or COST_PLUS / LIST_MINUS without a percent.
 */
export function pricingRuleOf(rates: {
  pricingMethod: string | null;
  pricingPercent: number | null;
}): PricingRule | null {
  const { pricingMethod, pricingPercent } = rates;
  if (pricingMethod !== 'COST_PLUS' && pricingMethod !== 'LIST_MINUS') return null;
  if (pricingPercent === null || pricingPercent < 0) return null;
  return { method: pricingMethod, percent: pricingPercent };
}

/** cents x (10,000 ± basis points) / 10,000, rounded half up in integers. */
function scaleCents(cents: number, basisPoints: number): number {
  const scaled = cents * basisPoints;
  const whole = Math.floor(scaled / 10_000);
  return scaled - whole * 10_000 >= 5_000 ? whole + 1 : whole;
}

/**
 * A product's customer price under the shop's rule, rounded half up to the cent:
 * - COST_PLUS: cost + percent of cost;
 * - LIST_MINUS: list price - percent of list price (never below 0);
 * - no rule (or LIST), or the base the rule needs is missing (no cost, no list price): the
 *   catalog's customer price as it is. A product without any price stays 'Call for Pricing' (null).
 */
export function customerPriceFor(
  product: { cost: number | null; listPrice: number | null; customerPrice: number | null },
  rule: PricingRule | null,
): number | null {
  if (!rule) return product.customerPrice;
  const basisPoints = Math.round(rule.percent * 100);
  if (rule.method === 'COST_PLUS') {
    if (product.cost === null || product.cost <= 0) return product.customerPrice;
    return fromCents(scaleCents(toCents(product.cost), 10_000 + basisPoints));
  }
  if (product.listPrice === null || product.listPrice <= 0) return product.customerPrice;
  return fromCents(scaleCents(toCents(product.listPrice), Math.max(0, 10_000 - basisPoints)));
}

/**
 * The product with its customer price under the rule: what every place that prices a product for
 * a quote (a single part, a kit and each of its components) starts from.
 */
export function pricedUnder<
  T extends { cost: number | null; listPrice: number | null; customerPrice: number | null },
>(product: T, rule: PricingRule | null): T {
  return rule ? { ...product, customerPrice: customerPriceFor(product, rule) } : product;
}
