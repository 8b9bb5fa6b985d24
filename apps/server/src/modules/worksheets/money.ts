// Quote arithmetic: exact on cents. Quantities and prices have 2 decimals, so a line's total is a
// whole number of ten-thousandths of a dollar; sums are rounded to cents once, at the end, the
// way PostgreSQL's round(sum(quantity * price), 2) does it.

/** Quantity x price in ten-thousandths of a dollar; 0 without a price (or a price of 0 or less). */
export const lineTotal = (quantity: number, price: number | null) =>
  price !== null && price > 0 ? Math.round(quantity * 100) * Math.round(price * 100) : 0;

export const toDollars = (tenThousandths: number) => Math.round(tenThousandths / 100) / 100;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50'. */
export const formatMoney = (dollars: number) => usd.format(dollars);

export interface PricedLine {
  itemType: string;
  quantity: number;
  itemCost: number | null;
  customerPrice: number | null;
  parentItemId: number | null;
}

/** Subtotals of lines, and how many count: every line but warnings, a kit once. */
export function sumLines(lines: readonly PricedLine[]) {
  let cost = 0;
  let price = 0;
  for (const line of lines) {
    cost += lineTotal(line.quantity, line.itemCost);
    price += lineTotal(line.quantity, line.customerPrice);
  }
  return {
    cost: toDollars(cost),
    price: toDollars(price),
    items: lines.filter((l) => l.itemType !== 'WARNING' && l.parentItemId === null).length,
  };
}
