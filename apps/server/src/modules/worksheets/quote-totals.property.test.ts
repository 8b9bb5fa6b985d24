import { randomUUID } from 'node:crypto';
import { API } from '@procounter/shared/contracts/api-paths';
import {
  EnterpriseWorksheetSchema,
  OrderStatusSchema,
  type QuoteSummary,
  QuoteSummarySchema,
  SubmitWorksheetResultSchema,
  WorksheetSchema,
  WorksheetSearchResultSchema,
} from '@procounter/shared/contracts/worksheet';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { type ApiCaller, createShopUser, customerTypeIdOf } from '../../../test/helpers/shop-user';
import { kitComponents, kits, products, worksheetItems } from '../../db/schema/index';

// Property (issue 19): for any quote of parts, kits (prebuilt or sourced, through addkit or the
// enterprise call), labor and other lines in any quantities, every answer that shows a total
// shows the same figure, and that figure is computed from the quote's lines as stored. The oracle
// reads the rows from the database and adds them in BigInt cents from their decimal text: it
// shares no code with the server's arithmetic. Viewed by the owner (costs shown in shop 1001,
// hidden in 1002) and by an RO writer of the shop (no labor anywhere).

const RUNS = Number(process.env.QUOTE_PROPERTY_RUNS ?? 12);

let t: TestApp;
let parts: number[] = [];
const kitList: { id: number; components: { id: number; quantity: number }[] }[] = [];
const roWriters = new Map<number, ApiCaller>();

beforeAll(async () => {
  t = await buildTestApp();
  const partRows = await t.db
    .select({ id: products.id })
    .from(products)
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(and(isNull(kits.productId), isNotNull(products.customerPrice), isNotNull(products.cost)))
    .orderBy(asc(products.id))
    .limit(8);
  parts = partRows.map((r) => r.id);
  const kitRows = await t.db
    .select({ id: kits.productId })
    .from(kits)
    .innerJoin(products, eq(products.id, kits.productId))
    .where(
      and(
        isNotNull(products.customerPrice),
        sql`not exists (select 1 from ${kitComponents} join ${products} c on c.id = ${kitComponents.componentProductId} where ${kitComponents.kitProductId} = ${kits.productId} and c.customer_price is null)`,
      ),
    )
    .orderBy(asc(kits.productId))
    .limit(4);
  for (const { id } of kitRows) {
    const components = await t.db
      .select({ id: kitComponents.componentProductId, quantity: kitComponents.quantity })
      .from(kitComponents)
      .where(eq(kitComponents.kitProductId, id))
      .orderBy(asc(kitComponents.componentProductId));
    kitList.push({ id, components });
  }
  expect(parts).toHaveLength(8);
  expect(kitList).toHaveLength(4);
  const roWriter = await customerTypeIdOf(t, 'RO_WRITER');
  for (const shopId of [1001, 1002]) {
    roWriters.set(
      shopId,
      (await createShopUser(t, { shopIds: [shopId], customerTypeId: roWriter })).call,
    );
  }
}, 120_000);
afterAll(() => t.close());

// --- generated quotes ---------------------------------------------------------------------------

const cents = (max: number) => fc.integer({ min: 1, max }).map((c) => c / 100);

type Step =
  | { kind: 'part'; index: number; quantity: number }
  | { kind: 'kit'; index: number; quantity: number; prebuilt: boolean; enterprise: boolean }
  | { kind: 'labor' | 'other'; rate: number; quantity: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('part' as const),
    index: fc.integer({ min: 0, max: 7 }),
    quantity: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({
    kind: fc.constant('kit' as const),
    index: fc.integer({ min: 0, max: 3 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    prebuilt: fc.boolean(),
    enterprise: fc.boolean(),
  }),
  fc.record({
    kind: fc.constantFrom('labor' as const, 'other' as const),
    rate: cents(40_000),
    // Hours and units with 2 decimals: rounding happens on every such line.
    quantity: cents(1_000),
  }),
);

const quoteSpec = fc.record({
  shopId: fc.constantFrom(1001, 1002),
  steps: fc.array(step, { minLength: 1, maxLength: 6 }),
});

// --- the oracle ---------------------------------------------------------------------------------

/** Cents of quantity x price rounded half up, from the decimal text of both (BigInt). */
function lineCents(quantity: number, price: number | null): bigint {
  if (price === null || price <= 0) return 0n;
  const product =
    BigInt(quantity.toFixed(2).replace('.', '')) * BigInt(price.toFixed(2).replace('.', ''));
  return product / 100n + (product % 100n >= 50n ? 1n : 0n);
}

const dollars = (value: bigint) => Number(value) / 100;

/** The totals a viewer must see, from the stored lines. */
async function expectedTotals(
  worksheetId: number,
  viewer: { hideCosts: boolean; hideLabor: boolean },
) {
  const rows = await t.db
    .select()
    .from(worksheetItems)
    .where(eq(worksheetItems.worksheetId, worksheetId));
  const seen = rows.filter((r) => !(viewer.hideLabor && r.itemType === 'LABOR'));
  let price = 0n;
  let cost = 0n;
  for (const r of seen) {
    price += lineCents(r.quantity, r.customerPrice);
    if (r.itemType === 'PART' || r.itemType === 'KIT_SUMMARY')
      cost += lineCents(r.quantity, r.itemCost);
  }
  const items = seen.filter((r) => r.itemType !== 'WARNING' && r.parentItemId === null).length;
  const formatted = (value: bigint) =>
    `$${dollars(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return {
    items,
    price: dollars(price),
    formattedPrice: formatted(price),
    cost: viewer.hideCosts ? null : dollars(cost),
    formattedCost: viewer.hideCosts ? null : formatted(cost),
  };
}

async function ok(call: ApiCaller, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await call(method, path, body);
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
  return response.json() as unknown;
}

/** Applies a step as the enterprise search or the catalog would, answering the quote summary. */
async function apply(call: ApiCaller, worksheetId: number, s: Step): Promise<unknown> {
  switch (s.kind) {
    case 'part':
      return ok(call, 'POST', `${API.addProduct}?quantity=${s.quantity}`, {
        productId: parts[s.index],
      });
    case 'kit': {
      const kit = kitList[s.index]!;
      if (!s.enterprise) {
        return ok(call, 'POST', `${API.addKit}?quantity=${s.quantity}`, {
          kitId: kit.id,
          prebuilt: s.prebuilt,
        });
      }
      return ok(call, 'POST', API.enterpriseAddKit, {
        worksheetId,
        prebuilt: s.prebuilt,
        addProductDtoList: [
          { productId: kit.id, quantity: s.quantity },
          ...kit.components.map((c) => ({ productId: c.id, quantity: c.quantity * s.quantity })),
        ],
      });
    }
    default:
      return ok(call, 'POST', API.nonProductItem, {
        type: s.kind === 'labor' ? 'LABOR' : 'OTHER',
        description: `${s.kind} ${s.rate} x ${s.quantity}`,
        customerPrice: s.rate,
        quantity: s.quantity,
      });
  }
}

type Expected = Awaited<ReturnType<typeof expectedTotals>>;

function expectSummary(summary: QuoteSummary, expected: Expected, where: string) {
  expect(summary.quoteDetails, where).toMatchObject({
    subtotalPrice: expected.price,
    subtotalCost: expected.cost,
    totalItems: expected.items,
  });
  // The lines it lists add up to it.
  const listed = summary.quoteProducts.reduce(
    (sum, p) => sum + Math.round((p.extendedPrice ?? 0) * 100),
    0,
  );
  expect(listed / 100, `${where}: sum of the listed lines`).toBe(expected.price);
}

describe('quote totals over generated quotes', () => {
  it('show one figure per total in every answer, computed from the lines', {
    timeout: 600_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(quoteSpec, async ({ shopId, steps }) => {
        const owner = await createShopUser(t, { shopIds: [shopId] });
        const call = owner.call;
        const roWriter = roWriters.get(shopId)!;
        const hideCosts = shopId === 1002;
        const asOwner = { hideCosts, hideLabor: false };
        const asRoWriter = { hideCosts, hideLabor: true };

        const start = QuoteSummarySchema.parse(await ok(call, 'GET', API.miniQuote));
        const worksheetId = start.quoteDetails.worksheetHeaderId;
        // Every change answers the quote as it now is.
        for (const [i, s] of steps.entries()) {
          const summary = QuoteSummarySchema.parse(await apply(call, worksheetId, s));
          expectSummary(summary, await expectedTotals(worksheetId, asOwner), `step ${i} ${s.kind}`);
        }

        const mine = await expectedTotals(worksheetId, asOwner);
        const theirs = await expectedTotals(worksheetId, asRoWriter);

        expectSummary(QuoteSummarySchema.parse(await ok(call, 'GET', API.miniQuote)), mine, 'mini');

        const quote = WorksheetSchema.parse(await ok(call, 'GET', API.worksheet(worksheetId)));
        expect(quote).toMatchObject({
          totalItems: mine.items,
          totalPrice: mine.price,
          formattedTotalPrice: mine.formattedPrice,
          totalCostOrder: mine.cost,
          formattedTotalCostOrder: mine.formattedCost,
        });
        const lineSum = quote.items.reduce((sum, i) => sum + Math.round(i.extendedPrice * 100), 0);
        expect(lineSum / 100, 'the quote page adds up').toBe(mine.price);

        const enterprise = EnterpriseWorksheetSchema.parse(
          await ok(call, 'GET', API.enterpriseWorksheet(worksheetId)),
        );
        expect(enterprise.totals).toEqual({
          itemCount: mine.items,
          totalPrice: mine.price,
          formattedTotalPrice: mine.formattedPrice,
          totalCost: mine.cost,
          formattedTotalCost: mine.formattedCost,
        });

        const searchRow = async (who: ApiCaller) =>
          WorksheetSearchResultSchema.parse(
            await ok(who, 'GET', `${API.worksheetSearch}?size=100`),
          ).content.find((r) => r.worksheetId === worksheetId);
        expect(await searchRow(call)).toMatchObject({
          totalItems: mine.items,
          totalPrice: mine.price,
          formattedTotalPrice: mine.formattedPrice,
        });

        // The RO writer of the shop: the full quote, the list, and the quote as their current one.
        const seen = WorksheetSchema.parse(await ok(roWriter, 'GET', API.worksheet(worksheetId)));
        expect(seen).toMatchObject({
          totalItems: theirs.items,
          totalPrice: theirs.price,
          totalCostOrder: theirs.cost,
        });
        expect(seen.items.some((i) => i.itemType === 'LABOR')).toBe(false);
        expect(await searchRow(roWriter)).toMatchObject({
          totalItems: theirs.items,
          totalPrice: theirs.price,
        });
        await ok(roWriter, 'POST', API.selectDefault, { id: worksheetId });
        expectSummary(
          QuoteSummarySchema.parse(await ok(roWriter, 'GET', API.miniQuote)),
          theirs,
          'RO writer mini',
        );

        // The order: its answer and its status show the same figures (a quote without a part
        // is no order: 422 WORKSHEET_EMPTY).
        if (!steps.some((s) => s.kind === 'part' || s.kind === 'kit')) {
          const refused = await call('POST', API.worksheetSubmit, {
            worksheetId,
            idempotencyKey: randomUUID(),
          });
          expect(refused.statusCode).toBe(422);
          return;
        }
        const order = SubmitWorksheetResultSchema.parse(
          await ok(call, 'POST', API.worksheetSubmit, {
            worksheetId,
            idempotencyKey: randomUUID(),
            acknowledgeAvailability: true,
          }),
        );
        expect(order).toMatchObject({
          totalItems: mine.items,
          totalPrice: mine.price,
          formattedTotalPrice: mine.formattedPrice,
          totalCostOrder: mine.cost,
          formattedTotalCostOrder: mine.formattedCost,
        });
        const status = (who: ApiCaller) =>
          ok(who, 'GET', `${API.orderStatus}?confirmationNumber=${order.orderConfirmationNumber}`);
        expect(OrderStatusSchema.parse(await status(call))).toMatchObject({
          totalItems: mine.items,
          totalPrice: mine.price,
          formattedTotalPrice: mine.formattedPrice,
        });
        expect(OrderStatusSchema.parse(await status(roWriter))).toMatchObject({
          totalItems: theirs.items,
          totalPrice: theirs.price,
        });
      }),
      { numRuns: RUNS },
    );
  });
});
