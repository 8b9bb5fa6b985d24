import {
  type AddKitBodySchema,
  type AddProductBodySchema,
  type EnterpriseAddKitBodySchema,
  MAX_ITEM_QUANTITY,
  type ProductOrigin,
  type QuoteSummary,
} from '@procounter/shared/contracts/worksheet';
import { kitLineValues } from '@procounter/shared/domain/quote-totals';
import { isLaborHidden } from '@procounter/shared/domain/roles';
import {
  customerPriceFor,
  type PricingRule,
  pricedUnder,
} from '@procounter/shared/domain/shop-pricing';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { forbidden, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import {
  findFittingKitId,
  findProductForQuote,
  getKitComponents,
  type QuotableProduct,
} from '../parts-catalog/parts-catalog.service';
import {
  getShopPricingRule,
  noShop,
  pricingRuleUnder,
  requireCurrentShop,
  type ShopRates,
  shopRatesJsonSql,
  shopRatesOfJson,
} from '../shops/shops.service';
import { presentQuoteSummary as presentSummary, quoteViewerOf } from './quote-presenter';
import { addProductLine, defineProductAddRead } from './quote-statements.repository';
import {
  findCurrentWorksheet,
  findProductLine,
  findWorksheetVehicle,
  insertWorksheetItem,
  setWorksheetItemQuantity,
  touchWorksheet,
  type WorksheetRow,
} from './worksheets.repository';
import {
  callerShopIdSql,
  callerValuesOf,
  lockCurrentWorksheetForEdit,
  lockShopWorksheetForEdit,
  noCurrentVehicle,
  presentQuoteSummary,
  quantityExceeded,
  worksheetLocked,
} from './worksheets.service';

// Product and kit lines of a quote (R-QUOTE-5, worksheet calls): addproduct, addkit and
// enterprise/addKit. Products are read before the transaction (the catalog does not change under
// a quote); the transaction locks the worksheet, so adds and removals of one worksheet happen one
// after the other and none is lost.

type Deps = Pick<ServiceDeps, 'db'>;

export { quantityExceeded };

function checkQuantity(quantity: number) {
  if (quantity > MAX_ITEM_QUANTITY) throw quantityExceeded();
}

/** The vehicle a line is for: the one asked for (a vehicle of the worksheet: else 404), else its current one. */
async function lineVehicleId(
  db: Database,
  worksheet: WorksheetRow,
  worksheetVehicleId: number | undefined,
): Promise<number | null> {
  if (worksheetVehicleId === undefined) return worksheet.currentVehicleId;
  const vehicle = await findWorksheetVehicle(db, worksheetVehicleId);
  if (vehicle?.worksheetId !== worksheet.id) throw notFound('No such vehicle on this quote');
  return vehicle.id;
}

const productColumns = (product: QuotableProduct) => ({
  productId: product.id,
  lineCode: product.lineCode,
  partNumber: product.partNumber,
  description: product.description,
});

/**
 * More of a product on a locked OPEN worksheet: its own PART line gains the quantity (422 past
 * 1000 in total), or a new PART line copies the product's cost and price.
 */
async function addToProductLine(
  db: Database,
  worksheetId: number,
  product: QuotableProduct,
  quantity: number,
  line: {
    productOrigin: ProductOrigin;
    productOriginDetails: string | null;
    worksheetVehicleId: number | null;
    storeId: number | null;
  },
  /** The shop's pricing agreement (issue 23): a new line's customer price follows it. */
  rule: PricingRule | null,
) {
  const existing = await findProductLine(db, worksheetId, product.id);
  if (existing) {
    const total = existing.quantity + quantity;
    checkQuantity(total);
    await setWorksheetItemQuantity(db, existing.id, total);
    return;
  }
  await insertWorksheetItem(db, {
    worksheetId,
    itemType: 'PART',
    ...productColumns(product),
    quantity,
    itemCost: product.cost,
    customerPrice: customerPriceFor(product, rule),
    ...line,
  });
}

/**
 * POST /worksheet/rest/addproduct?quantity=N: a PART line for a product on the current quote, or
 * more of it when the product is already there as a line of its own. 404 unknown product, 400 for
 * a kit product (addkit takes kits), 422 QTY_EXCEEDS_1000 when the line would hold more than 1000,
 * 409 WORKSHEET_LOCKED unless the quote is OPEN.
 */
export async function addProduct(
  deps: Deps,
  user: AuthUser,
  quantity: number,
  body: z.output<typeof AddProductBodySchema>,
): Promise<QuoteSummary> {
  checkQuantity(quantity);
  if (body.productId === undefined) return addProductByNumber(deps, user, quantity, body);
  const productId = body.productId;
  // Four round trips: BEGIN, the shop, its rates, the product and the worksheet locked in one
  // statement, the line with the lines after it in another, COMMIT (quote-statements.repository).
  return inTransaction(deps, async (tx) => {
    const read = await readProductAdd(tx.db, {
      ...callerValuesOf(user),
      productId,
      worksheetVehicleId: body.worksheetVehicleId ?? null,
    });
    const { shop, product } = read;
    if (!shop) throw noShop();
    if (!product) throw notFound('No such product');
    if (product.isKit) {
      throw validationFailed([{ path: 'productId', message: 'A kit is added with addkit' }]);
    }
    const scope = { userId: user.id, shopId: shop.id };
    // None yet, or ordered meanwhile: the existing rules make (or find) and lock the current one.
    let worksheet: Pick<WorksheetRow, 'id' | 'name' | 'currentVehicleId'> | null = read.worksheet;
    let vehicleWorksheetId = read.vehicleWorksheetId;
    if (read.worksheet?.status !== 'OPEN') {
      worksheet = await lockCurrentWorksheetForEdit(tx, scope);
      if (body.worksheetVehicleId !== undefined) {
        vehicleWorksheetId =
          (await findWorksheetVehicle(tx.db, body.worksheetVehicleId))?.worksheetId ?? null;
      }
    }
    if (!worksheet) throw worksheetLocked();
    if (body.worksheetVehicleId !== undefined && vehicleWorksheetId !== worksheet.id) {
      throw notFound('No such vehicle on this quote');
    }
    const rule = pricingRuleUnder(shopRatesOfJson(read.rates), shop);
    const written = await addProductLine(tx.db, {
      worksheetId: worksheet.id,
      productId: product.id,
      brandId: product.brandId,
      quantity,
      lineCode: product.lineCode,
      partNumber: product.partNumber,
      description: product.description,
      itemCost: product.cost,
      customerPrice: customerPriceFor(product, rule),
      productOrigin: body.productOrigin,
      productOriginDetails: body.productOriginDetails || null,
      worksheetVehicleId: body.worksheetVehicleId ?? worksheet.currentVehicleId,
      storeId: shop.homeStoreId,
    });
    if (written.exceeded) throw quantityExceeded();
    return presentSummary(worksheet, written.lines, quoteViewerOf(user, shop));
  });
}

const readProductAdd = defineProductAddRead<ShopRates>({
  shopId: callerShopIdSql,
  ratesOf: shopRatesJsonSql,
});

/** addproduct by line code and part number (no product id): read first, then one transaction. */
async function addProductByNumber(
  deps: Deps,
  user: AuthUser,
  quantity: number,
  body: z.output<typeof AddProductBodySchema>,
): Promise<QuoteSummary> {
  const { shop, homeStore } = await requireCurrentShop(deps, user);
  const scope = { userId: user.id, shopId: shop.id };
  const product = await findProductForQuote(deps, body);
  if (!product) throw notFound('No such product');
  if (product.isKit) {
    throw validationFailed([{ path: 'productId', message: 'A kit is added with addkit' }]);
  }
  const rule = await getShopPricingRule(deps, shop);
  const changed = await inTransaction(deps, async (tx) => {
    const worksheet = await lockCurrentWorksheetForEdit(tx, scope);
    await addToProductLine(
      tx.db,
      worksheet.id,
      product,
      quantity,
      {
        productOrigin: body.productOrigin,
        productOriginDetails: body.productOriginDetails || null,
        worksheetVehicleId: await lineVehicleId(tx.db, worksheet, body.worksheetVehicleId),
        storeId: homeStore?.id ?? null,
      },
      rule,
    );
    await touchWorksheet(tx.db, worksheet.id);
    return worksheet;
  });
  return presentQuoteSummary(deps, changed, quoteViewerOf(user, shop));
}

/** A labor line that comes with products (a job's): hours at a rate per hour. */
export interface LaborWithProducts {
  description: string;
  hours: number;
  rate: number;
}

/**
 * Several products onto the current quote in one transaction (a stock order's lines, a job's
 * parts): each a PART line like addProduct makes, or more of the product's own line when it is
 * already there, and a job's labor line with them when given (403 for a user who does not see
 * labor). Kit products are refused (400) before anything is written; any line over 1000 in total
 * answers 422 QTY_EXCEEDS_1000 and adds nothing.
 */
export async function addProducts(
  deps: Deps,
  user: AuthUser,
  items: readonly { product: QuotableProduct; quantity: number }[],
  origin: { productOrigin: ProductOrigin; productOriginDetails?: string },
  labor?: LaborWithProducts,
): Promise<QuoteSummary> {
  if (labor && isLaborHidden(user)) throw forbidden('Labor is not available to your account');
  if (labor) checkQuantity(labor.hours);
  const { shop, homeStore } = await requireCurrentShop(deps, user);
  const scope = { userId: user.id, shopId: shop.id };
  // One entry per product, so a repeated product is checked against its total.
  const wanted = new Map<number, { product: QuotableProduct; quantity: number }>();
  for (const { product, quantity } of items) {
    if (product.isKit) {
      throw validationFailed([{ path: 'productId', message: 'A kit is added with addkit' }]);
    }
    const seen = wanted.get(product.id);
    wanted.set(product.id, { product, quantity: (seen?.quantity ?? 0) + quantity });
  }
  for (const { quantity } of wanted.values()) checkQuantity(quantity);
  const rule = await getShopPricingRule(deps, shop);
  const changed = await inTransaction(deps, async (tx) => {
    const worksheet = await lockCurrentWorksheetForEdit(tx, scope);
    for (const { product, quantity } of wanted.values()) {
      await addToProductLine(
        tx.db,
        worksheet.id,
        product,
        quantity,
        {
          productOrigin: origin.productOrigin,
          productOriginDetails: origin.productOriginDetails || null,
          worksheetVehicleId: worksheet.currentVehicleId,
          storeId: homeStore?.id ?? null,
        },
        rule,
      );
    }
    if (labor) {
      await insertWorksheetItem(tx.db, {
        worksheetId: worksheet.id,
        itemType: 'LABOR',
        description: labor.description,
        quantity: labor.hours,
        itemCost: null,
        customerPrice: labor.rate,
        worksheetVehicleId: worksheet.currentVehicleId,
      });
    }
    await touchWorksheet(tx.db, worksheet.id);
    return worksheet;
  });
  return presentQuoteSummary(deps, changed, quoteViewerOf(user, shop));
}

interface KitLines {
  kit: QuotableProduct;
  kitQuantity: number;
  /** The kit's components in the catalog, each at component quantity x kit quantity. */
  components: { product: QuotableProduct; quantity: number; origin: ProductOrigin }[];
  prebuilt: boolean;
  origin: ProductOrigin;
}

/**
 * A KIT_SUMMARY line and its component PART lines, priced by the shared kitLineValues (the same
 * computation the part lookup shows a kit's price with). Prebuilt: the summary carries the kit's
 * cost and price, the components 0 (they come in the box); otherwise the components carry their
 * own and the summary 0. Either way the quote's totals are the sum of its lines. Every price comes
 * from the catalog under the shop's agreement, never from a request.
 */
async function insertKitLines(
  db: Database,
  worksheetId: number,
  vehicleId: number | null,
  storeId: number | null,
  { kit, kitQuantity, components, prebuilt, origin }: KitLines,
  /** The shop's pricing agreement (issue 23): the kit and each component follow it. */
  rule: PricingRule | null,
) {
  const values = kitLineValues(
    pricedUnder(kit, rule),
    components.map((c) => pricedUnder(c.product, rule)),
    prebuilt,
  );
  const summary = await insertWorksheetItem(db, {
    worksheetId,
    itemType: 'KIT_SUMMARY',
    ...productColumns(kit),
    quantity: kitQuantity,
    itemCost: values.summary.cost,
    customerPrice: values.summary.customerPrice,
    prebuilt,
    productOrigin: origin,
    worksheetVehicleId: vehicleId,
    storeId,
  });
  for (const [index, component] of components.entries()) {
    const priced = values.components[index]!;
    await insertWorksheetItem(db, {
      worksheetId,
      itemType: 'PART',
      ...productColumns(component.product),
      parentItemId: summary.id,
      quantity: component.quantity,
      itemCost: priced.cost,
      customerPrice: priced.customerPrice,
      productOrigin: component.origin,
      worksheetVehicleId: vehicleId,
      storeId,
    });
  }
}

/** 'BRK 4411 (product 55)': how a 400 names a product. */
const nameProduct = (product: QuotableProduct) =>
  `${product.lineCode} ${product.partNumber} (product ${product.id})`;

/**
 * The component lines of an enterprise kit: the kit's components in the catalog at component
 * quantity x kit quantity. The request may list them again (the enterprise search does), but only
 * exactly them: a product that is not a component, a component at another quantity, or one left
 * out while others are listed answers 400 VALIDATION_FAILED naming each product.
 */
function enterpriseKitComponents(
  kit: { product: QuotableProduct; quantity: number; origin: ProductOrigin },
  catalog: readonly { product: QuotableProduct; quantity: number }[],
  listed: readonly {
    index: number;
    product: QuotableProduct;
    quantity: number;
    origin: ProductOrigin;
  }[],
) {
  // One entry per listed product, so a product listed twice is checked against its total.
  const given = new Map<number, { index: number; quantity: number; origin: ProductOrigin }>();
  for (const l of listed) {
    const seen = given.get(l.product.id);
    given.set(l.product.id, {
      index: seen?.index ?? l.index,
      quantity: (seen?.quantity ?? 0) + l.quantity,
      origin: seen?.origin ?? l.origin,
    });
  }
  const expected = new Map(catalog.map((c) => [c.product.id, c.quantity * kit.quantity]));
  const kitName = `kit ${nameProduct(kit.product)}`;
  const problems: { path: string; message: string }[] = [];
  for (const l of listed) {
    const entry = given.get(l.product.id)!;
    if (entry.index !== l.index) continue;
    const wanted = expected.get(l.product.id);
    if (wanted === undefined) {
      problems.push({
        path: `addProductDtoList.${l.index}`,
        message: `${nameProduct(l.product)} is not a component of ${kitName}`,
      });
    } else if (entry.quantity !== wanted) {
      problems.push({
        path: `addProductDtoList.${l.index}`,
        message: `${nameProduct(l.product)}: ${kitName} holds ${wanted} at this kit quantity, not ${entry.quantity}`,
      });
    }
  }
  if (listed.length > 0) {
    for (const c of catalog) {
      if (!given.has(c.product.id)) {
        problems.push({
          path: 'addProductDtoList',
          message: `${nameProduct(c.product)} is a component of ${kitName} and is missing`,
        });
      }
    }
  }
  if (problems.length > 0) throw validationFailed(problems);
  return catalog.map((c) => ({
    product: c.product,
    quantity: c.quantity * kit.quantity,
    origin: given.get(c.product.id)?.origin ?? kit.origin,
  }));
}

/**
 * POST /worksheet/rest/addkit?quantity=N: a kit (kitId, or the first kit of partTypeId that fits
 * baseVehicleId or the current vehicle) with its components on the current quote. 404 no such
 * kit, 409 NO_CURRENT_VEHICLE for a part type without any vehicle, 422 QTY_EXCEEDS_1000 when a
 * component line would hold more than 1000.
 */
export async function addKit(
  deps: Deps,
  user: AuthUser,
  quantity: number,
  body: z.output<typeof AddKitBodySchema>,
): Promise<QuoteSummary> {
  checkQuantity(quantity);
  const { shop, homeStore } = await requireCurrentShop(deps, user);
  const scope = { userId: user.id, shopId: shop.id };
  let kitId = body.kitId;
  if (kitId === undefined && body.partTypeId !== undefined) {
    let baseVehicleId = body.baseVehicleId;
    if (baseVehicleId === undefined) {
      const current = await findCurrentWorksheet(deps.db, scope);
      const vehicle =
        current?.currentVehicleId != null
          ? await findWorksheetVehicle(deps.db, current.currentVehicleId)
          : undefined;
      if (!vehicle) throw noCurrentVehicle();
      baseVehicleId = vehicle.baseVehicleId;
    }
    kitId = await findFittingKitId(deps, body.partTypeId, baseVehicleId);
  }
  const kit =
    kitId === undefined ? undefined : await findProductForQuote(deps, { productId: kitId });
  if (!kit?.isKit) throw notFound('No such kit');
  const components = (await getKitComponents(deps, kit.id)).map((c) => ({
    product: c.product,
    quantity: c.quantity * quantity,
    origin: body.productOrigin,
  }));
  for (const component of components) checkQuantity(component.quantity);
  const rule = await getShopPricingRule(deps, shop);

  const changed = await inTransaction(deps, async (tx) => {
    const worksheet = await lockCurrentWorksheetForEdit(tx, scope);
    const vehicleId = await lineVehicleId(tx.db, worksheet, body.worksheetVehicleId);
    await insertKitLines(
      tx.db,
      worksheet.id,
      vehicleId,
      homeStore?.id ?? null,
      {
        kit,
        kitQuantity: quantity,
        components,
        prebuilt: body.prebuilt,
        origin: body.productOrigin,
      },
      rule,
    );
    await touchWorksheet(tx.db, worksheet.id);
    return worksheet;
  });
  return presentQuoteSummary(deps, changed, quoteViewerOf(user, shop));
}

/**
 * POST /worksheet/rest/enterprise/addKit: a kit as the enterprise search lists it, onto an OPEN
 * quote of the current shop. Exactly one listed product is a kit product (the summary line, its
 * quantity the kit's); its components come from the catalog, as addkit takes them, and the other
 * listed products may only repeat them (enterpriseKitComponents). 404 unknown quote, vehicle or
 * product; 400 without exactly one kit product, or a list that is not the kit's components; 409
 * WORKSHEET_LOCKED; 422 QTY_EXCEEDS_1000.
 */
export async function addEnterpriseKit(
  deps: Deps,
  user: AuthUser,
  body: z.output<typeof EnterpriseAddKitBodySchema>,
): Promise<QuoteSummary> {
  const { shop, homeStore } = await requireCurrentShop(deps, user);
  const listed: {
    index: number;
    product: QuotableProduct;
    quantity: number;
    origin: ProductOrigin;
  }[] = [];
  for (const [index, dto] of body.addProductDtoList.entries()) {
    const product = await findProductForQuote(deps, dto);
    if (!product) throw notFound(`No such product (addProductDtoList.${index})`);
    checkQuantity(dto.quantity);
    listed.push({ index, product, quantity: dto.quantity, origin: dto.productOrigin });
  }
  const kits = listed.filter((l) => l.product.isKit);
  if (kits.length !== 1) {
    throw validationFailed([
      { path: 'addProductDtoList', message: 'List exactly one kit product with its components' },
    ]);
  }
  const [kit] = kits as [(typeof listed)[number]];
  const catalogComponents = await getKitComponents(deps, kit.product.id);
  const rule = await getShopPricingRule(deps, shop);
  const changed = await inTransaction(deps, async (tx) => {
    // The quote is checked first: another shop's quote answers 404 whatever the list says.
    const worksheet = await lockShopWorksheetForEdit(tx, shop.id, body.worksheetId);
    const vehicleId = await lineVehicleId(tx.db, worksheet, body.worksheetVehicleId);
    const components = enterpriseKitComponents(
      kit,
      catalogComponents,
      listed.filter((l) => l !== kit),
    );
    for (const component of components) checkQuantity(component.quantity);
    await insertKitLines(
      tx.db,
      worksheet.id,
      vehicleId,
      homeStore?.id ?? null,
      {
        kit: kit.product,
        kitQuantity: kit.quantity,
        components,
        prebuilt: body.prebuilt,
        origin: kit.origin,
      },
      rule,
    );
    await touchWorksheet(tx.db, worksheet.id);
    return worksheet;
  });
  return presentQuoteSummary(deps, changed, quoteViewerOf(user, shop));
}
