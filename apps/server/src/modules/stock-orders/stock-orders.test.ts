import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  type StockOrder,
  StockOrderListResponseSchema,
  StockOrderSchema,
  StockOrderUploadInvalidSchema,
  StockOrderUploadResponseSchema,
} from '@procounter/shared/contracts/stock-order';
import { QuoteSummarySchema } from '@procounter/shared/contracts/worksheet';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  type ApiCaller,
  createShopUser,
  createShopWithUser,
} from '../../../test/helpers/shop-user';
import {
  brands,
  invoiceLines,
  kits,
  partInterchange,
  products,
  shops,
  stockOrderDetails,
  storeStock,
  worksheetItems,
} from '../../db/schema/index';
import { replacePartsCatalog } from '../parts-catalog/parts-catalog-load';

interface Part {
  id: number;
  lineCode: string;
  partNumber: string;
  description: string;
}

let t: TestApp;
/** Non-kit demo products, in id order. */
let parts: Part[];

beforeAll(async () => {
  t = await buildTestApp();
  parts = await t.db
    .select({
      id: products.id,
      lineCode: brands.lineCode,
      partNumber: products.partNumber,
      description: products.description,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(isNull(kits.productId))
    .orderBy(asc(products.id))
    .limit(1200);
});
afterAll(() => t.close());

const part = (index: number) => parts[index]!;

// The PUT of update is not in ApiCaller's methods.
const put = (token: string, path: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${API_PREFIX}${path}`, headers: bearer(token), payload });

async function createOrder(call: ApiCaller, body: object = {}): Promise<StockOrder> {
  const response = await call('POST', API.stockOrderCreate, { name: 'Weekly', po: '', ...body });
  expect(response.statusCode, response.body).toBe(200);
  return StockOrderSchema.parse(response.json());
}

async function getOrder(call: ApiCaller, id: number) {
  const response = await call('GET', API.stockOrder(id));
  expect(response.statusCode, response.body).toBe(200);
  return StockOrderSchema.parse(response.json());
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
function multipart(content: string | Uint8Array, filename = 'lines.csv', field = 'file') {
  const boundary = '----procounter-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(token: string | undefined, id: number, content: string | Uint8Array) {
  const body = multipart(content);
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${API.stockOrderUpload}?id=${id}`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

const csv = (rows: string[][], delimiter = ',') =>
  `${rows.map((r) => r.join(delimiter)).join('\r\n')}\r\n`;
const header = ['line code', 'part number', 'quantity', 'note'];
const row = (p: Part, quantity: number | string, note = '') => [
  p.lineCode,
  p.partNumber,
  String(quantity),
  note,
];

const linesOf = (order: StockOrder) =>
  order.stockOrderDetails.map((d) => [d.lineCode, d.partNumber, d.stockQty, d.note]);

async function lineCount(orderId: number) {
  const [{ n } = { n: 0 }] = await t.db
    .select({ n: count() })
    .from(stockOrderDetails)
    .where(eq(stockOrderDetails.stockOrderId, orderId));
  return n;
}

describe('create, read, list', () => {
  it('creates an order with lines described from the catalog, and reads it back', async () => {
    const { call } = await createShopUser(t);
    const p = part(0);
    const order = await createOrder(call, {
      name: 'Brakes',
      po: 'PO123',
      lines: [
        // Any case, dashes and spaces: the catalog's spelling is kept.
        { lineCode: p.lineCode.toLowerCase(), partNumber: ` ${p.partNumber} `, quantity: 2 },
      ],
    });
    expect(order).toMatchObject({ name: 'Brakes', po: 'PO123', lineCount: 1, totalQuantity: 2 });
    expect(order.stockOrderDetails).toEqual([
      expect.objectContaining({
        lineCode: p.lineCode,
        partNumber: p.partNumber,
        partDescription: p.description,
        stockQty: 2,
        note: '',
        productId: p.id,
      }),
    ]);
    expect(await getOrder(call, order.id)).toEqual(order);
    const details = await call('POST', API.stockOrderDetails, { id: order.id });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual(order);
  });

  it('lists the shop orders, most recently changed first, with counts', async () => {
    const { call } = await createShopWithUser(t);
    const first = await createOrder(call, { name: 'First' });
    const second = await createOrder(call, {
      name: 'Second',
      lines: [
        { lineCode: part(1).lineCode, partNumber: part(1).partNumber, quantity: 3 },
        { lineCode: part(2).lineCode, partNumber: part(2).partNumber, quantity: 4 },
      ],
    });
    const response = await call('GET', `${API.stockOrderList}?size=500&page=0`);
    expect(response.statusCode, response.body).toBe(200);
    const list = StockOrderListResponseSchema.parse(response.json());
    expect(list.totalElements).toBe(2);
    expect(list.content.map((o) => [o.id, o.lineCount, o.totalQuantity])).toEqual([
      [second.id, 2, 7],
      [first.id, 0, 0],
    ]);
    const many = await call('POST', API.stockOrdersWithLines, { ids: [first.id, second.id] });
    expect(many.statusCode).toBe(200);
    expect(many.json().map((o: StockOrder) => o.stockOrderDetails.length)).toEqual([0, 2]);
  });

  it('refuses an unknown line or part with the line named, writing nothing', async () => {
    const { call } = await createShopWithUser(t);
    const response = await call('POST', API.stockOrderCreate, {
      name: 'Bad',
      lines: [
        { lineCode: part(0).lineCode, partNumber: part(0).partNumber, quantity: 1 },
        { lineCode: 'ZZZ', partNumber: 'NOPE-1', quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'UNKNOWN_PRODUCT',
      details: [{ path: 'lines.1', message: 'No product ZZZ NOPE-1 in the catalog' }],
    });
    const list = StockOrderListResponseSchema.parse((await call('GET', API.stockOrderList)).json());
    expect(list.totalElements).toBe(0);
  });

  it.each([
    ['no name', { po: '' }],
    ['quantity 0', { name: 'x', lines: [{ lineCode: 'A', partNumber: 'B', quantity: 0 }] }],
    ['quantity 1001', { name: 'x', lines: [{ lineCode: 'A', partNumber: 'B', quantity: 1001 }] }],
    ['a PO over 22 characters', { name: 'x', po: 'P'.repeat(23) }],
    ['an unknown field', { name: 'x', colour: 'red' }],
  ])('answers 400 to %s', async (_, body) => {
    const { call } = await createShopUser(t);
    const response = await call('POST', API.stockOrderCreate, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 400 to a bad id', async () => {
    const { call } = await createShopUser(t);
    expect((await call('GET', API.stockOrder('abc'))).statusCode).toBe(400);
    expect((await call('GET', `${API.stockOrderList}?size=501`)).statusCode).toBe(400);
    expect((await call('POST', API.stockOrderDetails, {})).statusCode).toBe(400);
    expect((await call('POST', API.stockOrdersWithLines, { ids: [] })).statusCode).toBe(400);
  });
});

describe('prices and stock of the lines', () => {
  it("shows each line's cost, customer price and home-store stock; no cost to a shop that hides costs", async () => {
    // A product the home store of shop 1001 carries, and one with a price.
    const [carried] = await t.db
      .select({
        productId: storeStock.productId,
        lineCode: brands.lineCode,
        partNumber: products.partNumber,
        cost: products.cost,
        customerPrice: products.customerPrice,
        quantityOnHand: storeStock.quantityOnHand,
      })
      .from(storeStock)
      .innerJoin(shops, and(eq(shops.id, 1001), eq(shops.homeStoreId, storeStock.storeId)))
      .innerJoin(products, eq(products.id, storeStock.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(kits, eq(kits.productId, products.id))
      .where(and(isNull(kits.productId), isNotNull(products.cost)))
      .orderBy(asc(storeStock.productId))
      .limit(1);
    expect(carried).toBeDefined();
    const line = { lineCode: carried!.lineCode, partNumber: carried!.partNumber, quantity: 1 };

    const { call } = await createShopUser(t);
    const order = await createOrder(call, { lines: [line] });
    expect((await getOrder(call, order.id)).stockOrderDetails[0]).toMatchObject({
      productId: carried!.productId,
      cost: carried!.cost,
      customerPrice: carried!.customerPrice,
      quantityOnHand: carried!.quantityOnHand,
    });

    const hiding = await createShopUser(t, { shopIds: [1002] });
    const hidden = await createOrder(hiding.call, { lines: [line] });
    expect(hidden.stockOrderDetails[0]).toMatchObject({
      cost: null,
      customerPrice: carried!.customerPrice,
    });
  });
});

describe('free text', () => {
  it('stores names, PO and notes without control or bidi-override characters', async () => {
    const { call } = await createShopUser(t);
    const order = await createOrder(call, {
      name: 'Weekly\u202e order\u0007',
      po: '\u2066PO-77\u2069',
      lines: [
        {
          lineCode: part(40).lineCode,
          partNumber: part(40).partNumber,
          quantity: 1,
          note: 'For\tbay 2\u0085',
        },
      ],
    });
    expect(order).toMatchObject({ name: 'Weekly order', po: 'PO-77' });
    expect(order.stockOrderDetails.map((d) => d.note)).toEqual(['For bay 2']);
  });
});

describe('another shop and no token', () => {
  it("answers 404 for every call on another shop's order, and changes nothing", async () => {
    const owner = await createShopWithUser(t);
    const order = await createOrder(owner.call, {
      lines: [{ lineCode: part(0).lineCode, partNumber: part(0).partNumber, quantity: 1 }],
    });
    const detailId = order.stockOrderDetails[0]!.id;
    const stranger = await createShopUser(t);
    const { call, token } = stranger;
    const answers = [
      await call('GET', API.stockOrder(order.id)),
      await call('POST', API.stockOrderDetails, { id: order.id }),
      await call('DELETE', API.stockOrderDetail(order.id, detailId)),
      await call('DELETE', API.stockOrder(order.id)),
      await put(token, API.stockOrderUpdate, { id: order.id, name: 'Mine' }),
      await call('POST', API.stockOrderQuickAdd, {
        id: order.id,
        items: [{ line: part(1).lineCode, item: part(1).partNumber, quantity: 1 }],
      }),
      await call('POST', API.stockOrderAddToQuote, { id: order.id }),
      await upload(token, order.id, csv([header, row(part(1), 1)])),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    const many = await call('POST', API.stockOrdersWithLines, { ids: [order.id] });
    expect(many.json()).toEqual([]);
    expect(await getOrder(owner.call, order.id)).toEqual(order);
  });

  it('answers 401 without a token', async () => {
    const calls = [
      ['GET', API.stockOrderList],
      ['GET', API.stockOrder(1)],
      ['DELETE', API.stockOrder(1)],
      ['DELETE', API.stockOrderDetail(1, 1)],
      ['POST', API.stockOrdersWithLines],
      ['POST', API.stockOrderCreate],
      ['PUT', API.stockOrderUpdate],
      ['POST', API.stockOrderQuickAdd],
      ['POST', API.stockOrderDetails],
      ['POST', API.stockOrderAddToQuote],
    ] as const;
    for (const [method, path] of calls) {
      const response = await t.app.inject({ method, url: `${API_PREFIX}${path}` });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await upload(undefined, 1, 'line,part,qty\n')).statusCode).toBe(401);
  });
});

describe('update and delete', () => {
  it('changes name, PO and lines; merges a new line with its part; replaces lines', async () => {
    const { call, token } = await createShopUser(t);
    const [a, b, c] = [part(3), part(4), part(5)];
    const order = await createOrder(call, {
      lines: [
        { lineCode: a.lineCode, partNumber: a.partNumber, quantity: 1 },
        { lineCode: b.lineCode, partNumber: b.partNumber, quantity: 2 },
      ],
    });
    const [lineA] = order.stockOrderDetails;
    const changed = await put(token, API.stockOrderUpdate, {
      id: order.id,
      name: 'Renamed',
      po: 'PO9',
      lines: [
        { id: lineA!.id, lineCode: a.lineCode, partNumber: a.partNumber, quantity: 5, note: 'n' },
        { lineCode: b.lineCode, partNumber: b.partNumber, quantity: 3 },
        { lineCode: c.lineCode, partNumber: c.partNumber, quantity: 1 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = StockOrderSchema.parse(changed.json());
    expect(after).toMatchObject({ name: 'Renamed', po: 'PO9' });
    expect(linesOf(after)).toEqual([
      [a.lineCode, a.partNumber, 5, 'n'],
      [b.lineCode, b.partNumber, 5, ''],
      [c.lineCode, c.partNumber, 1, ''],
    ]);
    expect(after.stockOrderDetails[0]!.id).toBe(lineA!.id);

    const replaced = await put(token, API.stockOrderUpdate, {
      id: order.id,
      name: 'Renamed',
      lines: [{ lineCode: c.lineCode, partNumber: c.partNumber, quantity: 7 }],
      replaceLines: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(linesOf(StockOrderSchema.parse(replaced.json()))).toEqual([
      [c.lineCode, c.partNumber, 7, ''],
    ]);
  });

  it('answers 400 to a line id of another order and 422 past 1000', async () => {
    const { call, token } = await createShopUser(t);
    const p = part(6);
    const order = await createOrder(call, {
      lines: [{ lineCode: p.lineCode, partNumber: p.partNumber, quantity: 600 }],
    });
    const stranger = await put(token, API.stockOrderUpdate, {
      id: order.id,
      name: 'x',
      lines: [{ id: 2_000_000_000, lineCode: p.lineCode, partNumber: p.partNumber, quantity: 1 }],
    });
    expect(stranger.statusCode).toBe(400);
    const tooMany = await put(token, API.stockOrderUpdate, {
      id: order.id,
      name: 'x',
      lines: [{ lineCode: p.lineCode, partNumber: p.partNumber, quantity: 401 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().code).toBe('QTY_EXCEEDS_1000');
    expect(linesOf(await getOrder(call, order.id))).toEqual([[p.lineCode, p.partNumber, 600, '']]);
  });

  it('deletes a line, then the order', async () => {
    const { call } = await createShopUser(t);
    const order = await createOrder(call, {
      lines: [
        { lineCode: part(7).lineCode, partNumber: part(7).partNumber, quantity: 1 },
        { lineCode: part(8).lineCode, partNumber: part(8).partNumber, quantity: 1 },
      ],
    });
    const gone = await call(
      'DELETE',
      API.stockOrderDetail(order.id, order.stockOrderDetails[0]!.id),
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expect(StockOrderSchema.parse(gone.json()).stockOrderDetails.map((d) => d.productId)).toEqual([
      part(8).id,
    ]);
    const again = await call(
      'DELETE',
      API.stockOrderDetail(order.id, order.stockOrderDetails[0]!.id),
    );
    expect(again.statusCode).toBe(404);
    expect((await call('DELETE', API.stockOrder(order.id))).statusCode).toBe(204);
    expect((await call('GET', API.stockOrder(order.id))).statusCode).toBe(404);
    expect(await lineCount(order.id)).toBe(0);
  });
});

describe('quick add', () => {
  it('adds to a new order, then merges the same line + item onto its line', async () => {
    const { call } = await createShopUser(t);
    const [a, b] = [part(9), part(10)];
    const first = await call('POST', API.stockOrderQuickAdd, {
      name: 'Quick',
      po: '',
      items: [
        { line: a.lineCode, item: a.partNumber, desc: a.description, quantity: 1 },
        { line: a.lineCode.toLowerCase(), item: a.partNumber, quantity: 2 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const order = StockOrderSchema.parse(first.json());
    expect(linesOf(order)).toEqual([[a.lineCode, a.partNumber, 3, '']]);
    const second = await call('POST', API.stockOrderQuickAdd, {
      id: order.id,
      items: [
        { line: a.lineCode, item: a.partNumber, quantity: 4 },
        { line: b.lineCode, item: b.partNumber, quantity: 1 },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(linesOf(StockOrderSchema.parse(second.json()))).toEqual([
      [a.lineCode, a.partNumber, 7, ''],
      [b.lineCode, b.partNumber, 1, ''],
    ]);
  });

  it('answers 400 without id or name, and 422 for an unknown item', async () => {
    const { call } = await createShopUser(t);
    const none = await call('POST', API.stockOrderQuickAdd, {
      items: [{ line: part(0).lineCode, item: part(0).partNumber, quantity: 1 }],
    });
    expect(none.statusCode).toBe(400);
    const unknown = await call('POST', API.stockOrderQuickAdd, {
      name: 'Q',
      items: [{ line: 'ZZZ', item: '0000', quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([
      { path: 'items.0', message: 'No product ZZZ 0000 in the catalog' },
    ]);
  });
});

describe('a former number of ours (issue 25)', () => {
  /** Two non-kit products with a former number each, with the brand's line code. */
  async function formerNumbers() {
    const rows = await t.db
      .select({
        former: partInterchange.number,
        id: products.id,
        lineCode: brands.lineCode,
        partNumber: products.partNumber,
      })
      .from(partInterchange)
      .innerJoin(products, eq(products.id, partInterchange.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(kits, eq(kits.productId, products.id))
      .where(and(eq(partInterchange.kind, 'SUPERSEDED'), isNull(kits.productId)))
      .orderBy(asc(partInterchange.productId))
      .limit(2);
    expect(rows).toHaveLength(2);
    return rows;
  }

  it('a line typed by it orders the part that replaced it, and the line says which number it was', async () => {
    const { call } = await createShopUser(t);
    const [old] = await formerNumbers();
    const order = await createOrder(call, {
      lines: [{ lineCode: old!.lineCode, partNumber: old!.former.toLowerCase(), quantity: 2 }],
    });
    expect(order.stockOrderDetails).toEqual([
      expect.objectContaining({
        productId: old!.id,
        lineCode: old!.lineCode,
        partNumber: old!.partNumber,
        stockQty: 2,
        replacesNumber: old!.former,
      }),
    ]);
    // Asked again by its current number: one line, still saying which number it replaced.
    const again = await call('POST', API.stockOrderQuickAdd, {
      id: order.id,
      items: [{ line: old!.lineCode, item: old!.partNumber, quantity: 1 }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(StockOrderSchema.parse(again.json()).stockOrderDetails).toEqual([
      expect.objectContaining({ productId: old!.id, stockQty: 3, replacesNumber: old!.former }),
    ]);
  });

  it('a CSV row by it adds the replacement; a line by its own number says nothing', async () => {
    const { call, token } = await createShopUser(t);
    const [first, second] = await formerNumbers();
    const order = await createOrder(call);
    const file = csv([
      header,
      [first!.lineCode, first!.former, '4', ''],
      [second!.lineCode, second!.partNumber, '1', ''],
    ]);
    const response = await upload(token, order.id, file);
    expect(response.statusCode, response.body).toBe(200);
    const answer = StockOrderUploadResponseSchema.parse(response.json());
    expect(
      answer.order.stockOrderDetails.map((d) => [d.productId, d.stockQty, d.replacesNumber]),
    ).toEqual([
      [first!.id, 4, first!.former],
      [second!.id, 1, null],
    ]);
  });

  it("refuses a former number under another brand's line code", async () => {
    const { call } = await createShopUser(t);
    const [old] = await formerNumbers();
    const other = parts.find((p) => p.lineCode !== old!.lineCode)!;
    const response = await call('POST', API.stockOrderCreate, {
      name: 'Wrong brand',
      po: '',
      lines: [{ lineCode: other.lineCode, partNumber: old!.former, quantity: 1 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_PRODUCT' });
  });
});

describe('upload', () => {
  it('takes a good file in one go, merging by line + item within it and with the order', async () => {
    const { call, token } = await createShopUser(t);
    const [a, b, c] = [part(20), part(21), part(22)];
    const order = await createOrder(call, {
      lines: [{ lineCode: a.lineCode, partNumber: a.partNumber, quantity: 10 }],
    });
    const file = csv([
      header,
      row(a, 5, 'again'),
      row(b, 2),
      [b.lineCode.toLowerCase(), b.partNumber.toLowerCase(), '3', 'twice'],
      row(c, 1),
    ]);
    const response = await upload(token, order.id, file);
    expect(response.statusCode, response.body).toBe(200);
    const answer = StockOrderUploadResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ rowsRead: 4, linesAdded: 2, linesMerged: 2 });
    expect(linesOf(answer.order)).toEqual([
      [a.lineCode, a.partNumber, 15, 'again'],
      [b.lineCode, b.partNumber, 5, 'twice'],
      [c.lineCode, c.partNumber, 1, ''],
    ]);
    expect(await getOrder(call, order.id)).toEqual(answer.order);
  });

  it('reads semicolons, a BOM and header names in any case', async () => {
    const { call, token } = await createShopUser(t);
    const order = await createOrder(call);
    const p = part(23);
    const file = `\uFEFF${csv(
      [
        ['QTY', 'Item', 'LINE'],
        ['4', p.partNumber, p.lineCode],
      ],
      ';',
    )}`;
    const response = await upload(token, order.id, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(linesOf(StockOrderUploadResponseSchema.parse(response.json()).order)).toEqual([
      [p.lineCode, p.partNumber, 4, ''],
    ]);
  });

  it('reports the one bad row among 1,000 by its number and writes nothing', async () => {
    const { call, token } = await createShopUser(t);
    const order = await createOrder(call);
    const rows = [header, ...parts.slice(0, 1000).map((p) => row(p, 1))];
    rows[700] = [rows[700]![0]!, 'NO-SUCH-PART', '1', ''];
    const response = await upload(token, order.id, csv(rows));
    expect(response.statusCode, response.body).toBe(422);
    const answer = StockOrderUploadInvalidSchema.parse(response.json());
    expect(answer.errors).toEqual([
      { row: 701, reason: `No product ${rows[700]![0]} NO-SUCH-PART in the catalog` },
    ]);
    expect(await lineCount(order.id)).toBe(0);
  });

  it('reports every kind of bad row with its number', async () => {
    const { call, token } = await createShopUser(t);
    const p = part(24);
    const order = await createOrder(call, {
      lines: [{ lineCode: p.lineCode, partNumber: p.partNumber, quantity: 999 }],
    });
    const q = part(25);
    const file = csv([
      header,
      row(q, 'two'),
      row(q, 0),
      row(q, '1.5'),
      row(q, 1001),
      ['', q.partNumber, '1', ''],
      [q.lineCode, q.partNumber],
      row(p, 2),
      row(q, 1),
    ]);
    const response = await upload(token, order.id, file);
    expect(response.statusCode).toBe(422);
    const { errors } = StockOrderUploadInvalidSchema.parse(response.json());
    expect(errors.map((e) => e.row)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(errors[0]!.reason).toBe('Quantity "two" is not a positive whole number');
    expect(errors[3]!.reason).toBe('Quantity 1001 is over 1000');
    expect(errors[4]!.reason).toBe('Missing line code');
    expect(errors[5]!.reason).toBe('Missing quantity');
    expect(errors[6]!.reason).toMatch(/would reach 1001/);
    expect(linesOf(await getOrder(call, order.id))).toEqual([[p.lineCode, p.partNumber, 999, '']]);
  });

  it.each([
    ['an empty file', '', /empty/],
    [
      'a non-CSV file',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      /not a CSV/,
    ],
    ['a file without a header row', 'ABC,123,4\n', /first row must name the columns/],
  ])('refuses %s with a clear message', async (_, content, message) => {
    const { call, token } = await createShopUser(t);
    const order = await createOrder(call);
    const response = await upload(token, order.id, content);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'UPLOAD_INVALID',
      message: expect.stringMatching(message),
    });
  });

  it('refuses 5,001 lines and takes 5,000', async () => {
    const { call, token } = await createShopUser(t);
    const order = await createOrder(call);
    const lines = Array.from({ length: 5000 }, (_, i) => row(parts[i % parts.length]!, 1));
    const over = await upload(token, order.id, csv([header, ...lines, row(part(0), 1)]));
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'The file has 5001 lines; at most 5000 can be uploaded at once',
    );
    expect(await lineCount(order.id)).toBe(0);
    const full = await upload(token, order.id, csv([header, ...lines]));
    expect(full.statusCode, full.body).toBe(200);
    const answer = StockOrderUploadResponseSchema.parse(full.json());
    expect(answer.rowsRead).toBe(5000);
    expect(answer.order.lineCount).toBe(parts.length);
    expect(answer.order.totalQuantity).toBe(5000);
  });

  it('answers 400 without a file, 415 for JSON, 400 for a bad id', async () => {
    const { call, token } = await createShopUser(t);
    const order = await createOrder(call);
    const other = multipart('line,part,qty\n', 'x.csv', 'attachment');
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${API.stockOrderUpload}?id=${order.id}`,
      headers: { ...other.headers, ...bearer(token) },
      payload: other.payload,
    });
    expect(noFile.statusCode).toBe(400);
    const json = await call('POST', `${API.stockOrderUpload}?id=${order.id}`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    const badId = await call('POST', `${API.stockOrderUpload}?id=x`, { file: 'x' });
    expect(badId.statusCode).toBe(400);
  });
});

describe('add to quote', () => {
  it("puts the order's lines on the current quote as STOCK_ORDER lines", async () => {
    const { call } = await createShopUser(t);
    const [a, b] = [part(30), part(31)];
    const order = await createOrder(call, {
      lines: [
        { lineCode: a.lineCode, partNumber: a.partNumber, quantity: 2 },
        { lineCode: b.lineCode, partNumber: b.partNumber, quantity: 3 },
      ],
    });
    const response = await call('POST', API.stockOrderAddToQuote, { id: order.id });
    expect(response.statusCode, response.body).toBe(200);
    const quote = QuoteSummarySchema.parse(response.json());
    expect(quote.quoteDetails.totalItems).toBe(2);
    expect(quote.quoteProducts.map((p) => p.itemQuantity)).toEqual([2, 3]);
    const lines = () =>
      t.db
        .select({
          productId: worksheetItems.productId,
          quantity: worksheetItems.quantity,
          origin: worksheetItems.productOrigin,
        })
        .from(worksheetItems)
        .where(eq(worksheetItems.worksheetId, quote.quoteDetails.worksheetHeaderId))
        .orderBy(asc(worksheetItems.id));
    expect(await lines()).toEqual([
      { productId: a.id, quantity: 2, origin: 'STOCK_ORDER' },
      { productId: b.id, quantity: 3, origin: 'STOCK_ORDER' },
    ]);
    // Only the lines asked for; a product already on the quote gains the quantity.
    const again = await call('POST', API.stockOrderAddToQuote, {
      id: order.id,
      detailIds: [order.stockOrderDetails[1]!.id],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await lines()).map((l) => l.quantity)).toEqual([2, 6]);
    const mini = QuoteSummarySchema.parse((await call('GET', API.miniQuote)).json());
    expect(mini).toEqual(QuoteSummarySchema.parse(again.json()));
  });

  it('adds nothing when a line would pass 1000 on the quote', async () => {
    const { call } = await createShopUser(t);
    const [a, b] = [part(32), part(33)];
    const order = await createOrder(call, {
      lines: [
        { lineCode: a.lineCode, partNumber: a.partNumber, quantity: 1 },
        { lineCode: b.lineCode, partNumber: b.partNumber, quantity: 600 },
      ],
    });
    expect((await call('POST', API.stockOrderAddToQuote, { id: order.id })).statusCode).toBe(200);
    const over = await call('POST', API.stockOrderAddToQuote, { id: order.id });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('QTY_EXCEEDS_1000');
    const mini = QuoteSummarySchema.parse((await call('GET', API.miniQuote)).json());
    expect(mini.quoteProducts.map((p) => p.itemQuantity)).toEqual([1, 600]);
  });

  it('answers 400 for an empty order or a line of another order', async () => {
    const { call } = await createShopUser(t);
    const empty = await createOrder(call);
    expect((await call('POST', API.stockOrderAddToQuote, { id: empty.id })).statusCode).toBe(400);
    expect(
      (await call('POST', API.stockOrderAddToQuote, { id: empty.id, detailIds: [1] })).statusCode,
    ).toBe(400);
  });
});

describe('the parts catalog under stock orders', () => {
  // Last in this file: the second test replaces the catalog the tests above drew from.
  it('refuses to replace the catalog while stock order lines point at its products', async () => {
    await t.db.delete(worksheetItems).where(isNotNull(worksheetItems.productId));
    const { call } = await createShopUser(t);
    await createOrder(call, {
      lines: [{ lineCode: part(0).lineCode, partNumber: part(0).partNumber, quantity: 1 }],
    });
    const [{ n: before } = { n: 0 }] = await t.db.select({ n: count() }).from(products);
    await expect(replacePartsCatalog(t.database, { products: 50 })).rejects.toThrow(
      /Stock orders point at products/,
    );
    const [{ n: after } = { n: 0 }] = await t.db.select({ n: count() }).from(products);
    expect(after).toBe(before);
  });

  it('replaces it once no line points at a product, and keeps the key from stock order lines', async () => {
    await t.db.delete(stockOrderDetails);
    // The demo's invoices (issue 23) point at products too; their lines keep the text.
    await t.db
      .update(invoiceLines)
      .set({ productId: null })
      .where(isNotNull(invoiceLines.productId));
    const summary = await replacePartsCatalog(t.database, { products: 50 });
    expect(summary.products).toBe(50);
    const keys = (await t.db.execute(
      sql`select conname from pg_constraint where conrelid = 'stock_order_details'::regclass and confrelid = 'products'::regclass`,
    )) as unknown as { rows: { conname: string }[] };
    expect(keys.rows.map((r) => r.conname)).toEqual([
      'stock_order_details_product_id_products_id_fk',
    ]);
  });
});
