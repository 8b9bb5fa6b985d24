import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import type { AuthTokens } from '@procounter/shared/contracts/auth';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  baseVehicles,
  brands,
  kitComponents,
  kits,
  partTypes,
  products,
  shopPackageJobs,
  storeStock,
  vehicleDocuments,
  vehicleEngines,
} from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { createCustomer, createRecentVehicle } from '../../src/db/seed/factories';
import { findCatalogBaseVehicleId } from '../helpers/catalog';
import type { HttpAnswer, HttpSend } from './http-client';

export interface CatalogPart {
  id: number;
  lineCode: string;
  partNumber: string;
}

/** Catalog rows the requests are built from, read from the database as the tests' own oracle. */
export interface CatalogFixtures {
  /** Two priced products that are not kits, with more than 5 on hand at store 512. */
  parts: [CatalogPart, CatalogPart];
  /** A kit, one of its components, and all of them with the quantity one kit holds. */
  kit: { id: number; componentId: number; components: { id: number; quantity: number }[] };
  year: number;
  makeId: number;
  baseVehicleId: number;
  engineId: number;
  /** The 'Disc Brake Pad' part type (a leaf) and its parent node. */
  padPartTypeId: string;
  padParentId: string;
  /** A brake pad that is no kit (a job's part). */
  padProductId: number;
}

export async function loadCatalogFixtures(db: Database): Promise<CatalogFixtures> {
  const year = 2013;
  const baseVehicleId = await findCatalogBaseVehicleId(db, year, 'Ford', 'F-150');
  if (!baseVehicleId) throw new Error('the catalog has no 2013 Ford F-150');
  const [vehicle] = await db
    .select({ makeId: baseVehicles.makeId })
    .from(baseVehicles)
    .where(eq(baseVehicles.id, baseVehicleId));
  const [engine] = await db
    .select({ engineId: vehicleEngines.engineId })
    .from(vehicleEngines)
    .where(eq(vehicleEngines.baseVehicleId, baseVehicleId))
    .orderBy(asc(vehicleEngines.engineId))
    .limit(1);
  const [pad] = await db
    .select({ id: partTypes.id, parentId: partTypes.parentId })
    .from(partTypes)
    .where(and(eq(partTypes.name, 'Disc Brake Pad'), eq(partTypes.leaf, true)));
  const parts = await db
    .select({ id: products.id, lineCode: brands.lineCode, partNumber: products.partNumber })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(storeStock, and(eq(storeStock.productId, products.id), eq(storeStock.storeId, 512)))
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(
      and(
        isNull(kits.productId),
        isNotNull(products.customerPrice),
        gt(storeStock.quantityOnHand, 5),
      ),
    )
    .orderBy(asc(products.id))
    .limit(2);
  const [padProduct] = pad
    ? await db
        .select({ id: products.id })
        .from(products)
        .leftJoin(kits, eq(kits.productId, products.id))
        .where(and(eq(products.partTypeId, pad.id), isNull(kits.productId)))
        .orderBy(asc(products.id))
        .limit(1)
    : [];
  const [kit] = await db
    .select({ id: kits.productId, componentId: kitComponents.componentProductId })
    .from(kits)
    .innerJoin(kitComponents, eq(kitComponents.kitProductId, kits.productId))
    .orderBy(asc(kits.productId))
    .limit(1);
  if (!vehicle || !engine || !pad?.parentId || !padProduct || parts.length < 2 || !kit) {
    throw new Error('the demo catalog lacks the rows the security tests need');
  }
  const components = await db
    .select({ id: kitComponents.componentProductId, quantity: kitComponents.quantity })
    .from(kitComponents)
    .where(eq(kitComponents.kitProductId, kit.id))
    .orderBy(asc(kitComponents.componentProductId));
  return {
    parts: [parts[0]!, parts[1]!],
    kit: { ...kit, components },
    year,
    makeId: vehicle.makeId,
    baseVehicleId,
    engineId: engine.engineId,
    padPartTypeId: pad.id,
    padParentId: pad.parentId,
    padProductId: padProduct.id,
  };
}

export async function loginOver(send: HttpSend, loginName: string): Promise<AuthTokens> {
  const answer = await send({
    method: 'POST',
    path: `${API_PREFIX}${API.login}`,
    json: { loginName, password: DEMO_PASSWORD },
  });
  expect(answer.status, `login ${loginName}: ${answer.text}`).toBe(200);
  return answer.body as AuthTokens;
}

/** Resources a login owns in its shop: what the id-taking routes are called with. */
export interface OwnResources {
  shopId: number;
  worksheetId: number;
  worksheetVehicleId: number;
  /** An OTHER line of the current quote (deleteitem takes it). */
  otherLineId: number;
  stockOrderId: number;
  stockOrderName: string;
  stockOrderDetailIds: number[];
  recentVehicleId: number;
  /** A customer record of the shop with one vehicle, and a second customer (merge takes it). */
  customerId: number;
  customerLastName: string;
  customerVehicleId: number;
  spareCustomerId: number;
  /** Set once the login has ordered a quote. */
  confirmationNumber: string | null;
  /** An approval link of the quote (which names a customer by typed names) and its token. */
  approvalLinkId: number;
  approvalToken: string;
  /** A job of the caller's shop (customPackageJob GET and DELETE take it), and its name. */
  shopJobId: number;
  shopJobName: string;
  /** A document of the customer's vehicle (the vehicle documents' download and delete take it). */
  vehicleDocumentId: number;
}

let recentSerial = 1;

/** The smallest PDF: a vehicle document of each login's shop. */
const SECURITY_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

function ok(answer: HttpAnswer, what: string) {
  expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(300);
  return answer.body as Record<string, unknown>;
}

/**
 * Builds a login's own quote (with a vehicle, a part and an OTHER line), a stock order with two
 * lines and a recent vehicle, all through the API as that login.
 */
export async function createOwnResources(
  db: Database,
  send: HttpSend,
  token: string,
  catalog: CatalogFixtures,
  label: string,
): Promise<OwnResources> {
  const api = (method: string, path: string, json?: unknown) =>
    send({ method, path: `${API_PREFIX}${path}`, token, json });

  const shop = ok(await api('GET', API.currentShop), `${label} current shop`);
  ok(
    await api('POST', API.selectVehicle, { baseVehicleId: catalog.baseVehicleId }),
    `${label} select vehicle`,
  );
  ok(
    await api('POST', `${API.addProduct}?quantity=1`, { productId: catalog.parts[0].id }),
    `${label} add product`,
  );
  const summary = ok(
    await api('POST', API.nonProductItem, {
      type: 'OTHER',
      description: 'Shop supplies',
      customerPrice: 4.5,
      quantity: 1,
    }),
    `${label} add other line`,
  ) as {
    quoteProducts: { id: number; itemType: string }[];
    quoteDetails: { worksheetHeaderId: number };
  };
  const worksheetId = summary.quoteDetails.worksheetHeaderId;
  const otherLine = summary.quoteProducts.find((p) => p.itemType === 'OTHER');
  const worksheet = ok(await api('GET', API.worksheet(worksheetId)), `${label} worksheet`) as {
    currentVehicle: { worksheetVehicleId: number } | null;
  };
  // The quote names its customer (typed names), so it can be sent for approval (issue 22).
  ok(
    await api('POST', API.vehicleCustomer, {
      shopCustomerFirst: 'Dana',
      shopCustomerLast: 'Approver',
    }),
    `${label} quote customer`,
  );
  const approval = ok(
    await api('POST', API.approvalLinks(worksheetId), { days: 7 }),
    `${label} approval link`,
  ) as { link: { id: number }; url: string };
  const stockOrderName = `Security ${label} ${Date.now()}`;
  const order = ok(
    await api('POST', API.stockOrderCreate, {
      name: stockOrderName,
      po: '',
      lines: catalog.parts.map((p, i) => ({
        lineCode: p.lineCode,
        partNumber: p.partNumber,
        quantity: i + 2,
      })),
    }),
    `${label} stock order`,
  ) as { id: number; stockOrderDetails: { id: number }[] };
  // A recent vehicle of its own (a plate no other login uses), so removing it leaves the others'.
  const recent = await createRecentVehicle(db, {
    shopId: shop.id as number,
    baseVehicleId: catalog.baseVehicleId,
    plate: `SEC${label
      .replace(/[^a-z0-9]/gi, '')
      .toUpperCase()
      .slice(0, 5)}${recentSerial++}`,
    state: 'TX',
  });
  // Customer records of its shop, written directly: logins that may not manage customers (non-web
  // users) are given ids to be refused on too.
  const customerLastName = `Sec${label.replace(/[^a-z]/gi, '')}-Kowalczyk`;
  const customer = await createCustomer(db, {
    shopId: shop.id as number,
    firstName: 'Dana',
    lastName: customerLastName,
    phones: [{ kind: 'MOBILE', number: '(512) 555-0177' }],
    vehicles: [{ baseVehicleId: catalog.baseVehicleId, plate: 'SECCUST1', state: 'TX' }],
  });
  const spare = await createCustomer(db, {
    shopId: shop.id as number,
    firstName: 'Dana',
    lastName: customerLastName,
    email: 'dana@example.com',
  });
  // A job of its shop, written directly, so logins that may not keep jobs have one to read.
  const shopJobName = `Security job ${label} ${recentSerial++}`;
  const [shopJob] = await db
    .insert(shopPackageJobs)
    .values({
      shopId: shop.id as number,
      name: shopJobName,
      laborHours: 1,
      partTypes: [{ partTypeId: catalog.padPartTypeId, position: 'Front', quantity: 1 }],
    })
    .returning({ id: shopPackageJobs.id });
  // A document of the customer's vehicle, written directly (the caller may not add one).
  const [vehicleDocument] = await db
    .insert(vehicleDocuments)
    .values({
      shopId: shop.id as number,
      customerVehicleId: customer.vehicles[0]!.id,
      kind: 'PDF',
      fileName: `security ${label}.pdf`,
      mediaType: 'application/pdf',
      sizeBytes: SECURITY_PDF.length,
      content: SECURITY_PDF,
    })
    .returning({ id: vehicleDocuments.id });
  if (!otherLine || !worksheet.currentVehicle || !shopJob || !vehicleDocument) {
    throw new Error(`${label}: the quote or recent vehicles are not as set up`);
  }
  return {
    shopId: shop.id as number,
    worksheetId,
    worksheetVehicleId: worksheet.currentVehicle.worksheetVehicleId,
    otherLineId: otherLine.id,
    stockOrderId: order.id,
    stockOrderName,
    stockOrderDetailIds: order.stockOrderDetails.map((d) => d.id),
    recentVehicleId: recent.id,
    customerId: customer.customer.id,
    customerLastName,
    customerVehicleId: customer.vehicles[0]!.id,
    spareCustomerId: spare.customer.id,
    confirmationNumber: null,
    approvalLinkId: approval.link.id,
    approvalToken: approval.url.split('/').pop()!,
    shopJobId: shopJob.id,
    shopJobName,
    vehicleDocumentId: vehicleDocument.id,
  };
}
