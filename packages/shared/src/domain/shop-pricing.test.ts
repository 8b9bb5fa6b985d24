import { describe, expect, it } from 'vitest';
import { customerPriceFor, pricingRuleOf, userCanReadShopPricing } from './shop-pricing';

const part = { cost: 40, listPrice: 80, customerPrice: 64.99 };

describe('pricingRuleOf', () => {
  it('keeps COST_PLUS and LIST_MINUS with a percent, and nothing else', () => {
    expect(pricingRuleOf({ pricingMethod: 'COST_PLUS', pricingPercent: 30 })).toEqual({
      method: 'COST_PLUS',
      percent: 30,
    });
    expect(pricingRuleOf({ pricingMethod: 'LIST_MINUS', pricingPercent: 0 })).toEqual({
      method: 'LIST_MINUS',
      percent: 0,
    });
    expect(pricingRuleOf({ pricingMethod: 'COST_PLUS', pricingPercent: null })).toBeNull();
    expect(pricingRuleOf({ pricingMethod: 'LIST', pricingPercent: 10 })).toBeNull();
    expect(pricingRuleOf({ pricingMethod: null, pricingPercent: null })).toBeNull();
  });
});

describe('customerPriceFor', () => {
  it('adds the percent to the cost for COST_PLUS, rounded half up to the cent', () => {
    expect(customerPriceFor(part, { method: 'COST_PLUS', percent: 30 })).toBe(52);
    // 10.01 x 1.125 = 11.26125 -> 11.26; 0.10 x 1.25 = 0.125 -> 0.13 (half up)
    expect(customerPriceFor({ ...part, cost: 10.01 }, { method: 'COST_PLUS', percent: 12.5 })).toBe(
      11.26,
    );
    expect(customerPriceFor({ ...part, cost: 0.1 }, { method: 'COST_PLUS', percent: 25 })).toBe(
      0.13,
    );
  });

  it('takes the percent off the list price for LIST_MINUS, never below zero', () => {
    expect(customerPriceFor(part, { method: 'LIST_MINUS', percent: 15 })).toBe(68);
    expect(customerPriceFor(part, { method: 'LIST_MINUS', percent: 100 })).toBe(0);
    expect(
      customerPriceFor({ ...part, listPrice: 19.99 }, { method: 'LIST_MINUS', percent: 10 }),
    ).toBe(17.99);
  });

  it("keeps the catalog's price without a rule or without the base the rule needs", () => {
    expect(customerPriceFor(part, null)).toBe(64.99);
    expect(customerPriceFor({ ...part, cost: null }, { method: 'COST_PLUS', percent: 30 })).toBe(
      64.99,
    );
    expect(
      customerPriceFor({ ...part, listPrice: null }, { method: 'LIST_MINUS', percent: 30 }),
    ).toBe(64.99);
    expect(
      customerPriceFor(
        { cost: null, listPrice: null, customerPrice: null },
        { method: 'COST_PLUS', percent: 30 },
      ),
    ).toBeNull();
  });
});

describe('userCanReadShopPricing', () => {
  const user = (role: string, customerType = 'WEB') => ({
    group: { name: role, internal: false },
    customerType: { name: customerType },
  });
  it('lets managers and support read pricing, not employees or SMS users', () => {
    expect(userCanReadShopPricing(user('COMPANY_MANAGER'))).toBe(true);
    expect(userCanReadShopPricing(user('SHOP_MANAGER'))).toBe(true);
    expect(userCanReadShopPricing(user('INSTALLER_SUPPORT'))).toBe(true);
    expect(userCanReadShopPricing(user('SHOP_EMPLOYEE'))).toBe(false);
    expect(userCanReadShopPricing(user('SHOP_EMPLOYEE', 'RO_WRITER'))).toBe(false);
    expect(userCanReadShopPricing(user('SMS', 'SMS'))).toBe(false);
  });
});
