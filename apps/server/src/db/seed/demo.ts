import { computeCustomerTotals } from '@procounter/shared/domain/customer-totals';
import type { Role } from '@procounter/shared/domain/roles';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import {
  hashApprovalToken,
  readQuoteForApproval,
} from '../../modules/quote-approvals/quote-approvals.service';
import { findBaseVehicleByNames } from '../../modules/vehicles/vehicles.repository';
import { nextConfirmationNumber } from '../../modules/worksheets/worksheet-orders.repository';
import type { Database } from '../client';
import {
  brands,
  customers,
  customerTypes,
  groups,
  kits,
  products,
  quoteApprovalDecisions,
  quoteApprovalLinks,
  recentVehicles,
  shops,
  storeStock,
  users,
  vehicleEngines,
  vehicleSubmodels,
  worksheetItems,
  worksheets,
  worksheetVehicles,
} from '../schema/index';
import { withTransaction } from '../transaction';
import {
  createBroadcastMessage,
  createCompany,
  createCustomer,
  createFeature,
  createPlateRegistration,
  createQuote,
  createRecentVehicle,
  createShop,
  createShopRequest,
  createStockOrder,
  createStore,
  createTsm,
  createUser,
  DEMO_PASSWORD,
  setStoreFeature,
  type UserFactoryValues,
} from './factories';
import { ensureReferenceData } from './reference';

export { DEMO_PASSWORD } from './factories';

export const DEMO_FEATURES = [
  'entsearch',
  'entsearch_kits',
  'usage_tracking',
  'ptv_data_warning_maryland',
  'customer_dashboard_feature',
] as const;

/** DESIGN.md section 4: the plates the default plate-to-VIN provider knows. */
export const DEMO_PLATES = [
  { state: 'TX', plate: 'SHOP123', vin: '1FTFW1ET9DFC10312' },
  { state: 'CA', plate: '2FAST4U', vin: '1HGCM82633A004352' },
  { state: 'CA', plate: '2FAST4U', vin: 'WBA3A5C57CF256651' },
  { state: 'MD', plate: 'MDX2024', vin: '1G1ZT53826F109149' },
] as const;

const DAY_MS = 86_400_000;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo data of DESIGN.md section 4, written in one transaction. Callers check emptiness first
 * (seedDemoIfEmpty) so restarts never duplicate it.
 */
export async function seedDemoData(database: Database, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  await withTransaction(database, async (db) => {
    await ensureReferenceData(db);
    const groupIds = new Map((await db.select().from(groups)).map((g) => [g.name, g.id]));
    const typeIds = new Map((await db.select().from(customerTypes)).map((t) => [t.name, t.id]));

    const austinTsm = await createTsm(db, {
      tsmNumber: 'TSM-0417',
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana.whitfield@procounter.example',
    });
    const roundRockTsm = await createTsm(db, {
      tsmNumber: 'TSM-0233',
      firstName: 'Marcus',
      lastName: 'Reyes',
      email: 'marcus.reyes@procounter.example',
    });

    const storeValues = [
      {
        id: 512,
        name: 'Austin - South Lamar',
        address: '3300 S Lamar Blvd',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
        phone: '(512) 555-0142',
        tsmId: austinTsm.id,
        latitude: 30.2465,
        longitude: -97.7697,
      },
      {
        id: 4031,
        name: 'Round Rock',
        address: '1201 N Mays St',
        address2: 'Suite 200',
        city: 'Round Rock',
        state: 'TX',
        zipCode: '78664',
        phone: '(512) 555-0187',
        tsmId: roundRockTsm.id,
        latitude: 30.5223,
        longitude: -97.6789,
      },
      // Store 730 has no phone number and no territory sales manager (the sidebar's fallbacks).
      {
        id: 730,
        name: 'Oakland - Broadway',
        address: '2845 Broadway',
        city: 'Oakland',
        state: 'CA',
        zipCode: '94611',
        phone: null,
        tsmId: null,
        latitude: 37.82,
        longitude: -122.2612,
      },
      {
        id: 118,
        name: 'Springfield',
        address: '400 E Monroe St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        phone: '(217) 555-0118',
        tsmId: null,
        latitude: 39.8008,
        longitude: -89.6472,
      },
      {
        id: 2210,
        name: 'Denver - Colfax',
        address: '5100 E Colfax Ave',
        city: 'Denver',
        state: 'CO',
        zipCode: '80220',
        phone: '(303) 555-0110',
        tsmId: null,
        latitude: 39.7403,
        longitude: -104.9267,
      },
    ];
    for (const store of storeValues) await createStore(db, store);

    const loneStar = await createCompany(db, {
      accountName: 'Lone Star Auto Repair LLC',
      accountStatus: 'ACTIVE',
      arGroupCode: 'TX-01',
      paymentMethod: 'ON_ACCOUNT',
      partsPayoffVisible: true,
      shopReferralEligible: true,
      street1: '1800 S Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      poVisible: true,
      garageBayIdVisible: true,
    });
    const bayArea = await createCompany(db, {
      accountName: 'Bay Area Brakes Inc',
      accountStatus: 'ACTIVE',
      paymentMethod: 'COD',
      street1: '2750 Broadway',
      city: 'Oakland',
      state: 'CA',
      zip: '94611',
    });
    const demoCompany = await createCompany(db, {
      accountName: 'Demo Garage',
      demo: true,
      accountStatus: 'ACTIVE',
      street1: '300 W Adams St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });
    const fleet = await createCompany(db, {
      accountName: 'Fleet Car Care Co',
      accountStatus: 'ACTIVE',
      paymentMethod: 'ON_ACCOUNT',
      street1: '4900 E Colfax Ave',
      city: 'Denver',
      state: 'CO',
      zip: '80220',
      vehicleFleetIdVisible: true,
      vehicleFleetIdRequired: true,
    });

    await createShop(db, {
      id: 1001,
      companyId: loneStar.id,
      accountNumber: '100001',
      shopName: 'Lone Star Auto Repair - Main St',
      shopPhone: '(512) 555-0100',
      zip: '78704',
      state: 'TX',
      homeStoreId: 512,
      motorData: true,
    });
    await createShop(db, {
      id: 1002,
      companyId: loneStar.id,
      accountNumber: '100002',
      shopName: 'Lone Star Auto Repair - North',
      shopPhone: '(512) 555-0160',
      zip: '78664',
      state: 'TX',
      homeStoreId: 4031,
      hideCosts: true,
    });
    await createShop(db, {
      id: 2001,
      companyId: bayArea.id,
      accountNumber: '200001',
      shopName: 'Bay Area Brakes',
      shopPhone: '(510) 555-0199',
      zip: '94611',
      state: 'CA',
      homeStoreId: 730,
    });
    await createShop(db, {
      id: 3001,
      companyId: demoCompany.id,
      accountNumber: '300001',
      shopName: 'Demo Garage',
      shopPhone: '(217) 555-0300',
      zip: '62701',
      state: 'IL',
      homeStoreId: 118,
    });
    await createShop(db, {
      id: 4001,
      companyId: fleet.id,
      accountNumber: '400001',
      shopName: 'Fleet Car Care',
      shopPhone: '(303) 555-0400',
      zip: '80220',
      state: 'CO',
      homeStoreId: 2210,
      carCustomer: true,
    });
    await createShopRequest(db, {
      companyId: loneStar.id,
      shopId: 1001,
      requestStatus: 'APPROVED',
      pricingMethod: 'COST_PLUS',
      pricingType: 'PARTS',
      laborRate: 125,
      taxRateLabor: 0,
      taxRateParts: 8.25,
      notes: 'Cost plus 30% on parts for fleet work orders.',
    });

    const web = typeIds.get('WEB')!;
    const account = (
      loginName: string,
      firstName: string,
      lastName: string,
      role: Role,
      extra: UserFactoryValues = {},
    ): UserFactoryValues => ({
      loginName,
      firstName,
      lastName,
      email: `${loginName}@procounter.example`,
      groupId: groupIds.get(role)!,
      customerTypeId: web,
      password: DEMO_PASSWORD,
      ...extra,
    });
    const accounts: UserFactoryValues[] = [
      account('admin', 'Alex', 'Morgan', 'SUPERUSER', { allShops: true }),
      account('support', 'Sam', 'Rivera', 'INSTALLER_SUPPORT', { allShops: true }),
      account('marketing', 'Morgan', 'Lee', 'MARKETING', { allShops: true }),
      account('manager', 'Maria', 'Gonzalez', 'COMPANY_MANAGER', {
        shopIds: [1001, 1002],
        earnbackEligible: true,
      }),
      account('shopmgr', 'Steve', 'Palmer', 'SHOP_MANAGER', { shopIds: [1001] }),
      account('tech', 'Tom', 'Becker', 'SHOP_EMPLOYEE', { shopIds: [1001] }),
      account('demo', 'Dana', 'Demo', 'DEMO_USER', { shopIds: [3001] }),
      account('mitchell', 'Mitch', 'Ellis', 'SHOP_EMPLOYEE', {
        shopIds: [1001],
        customerTypeId: typeIds.get('MITCHELL')!,
      }),
      account('rowriter', 'Rosa', 'Whitman', 'SHOP_EMPLOYEE', {
        shopIds: [1001],
        customerTypeId: typeIds.get('RO_WRITER')!,
      }),
      account('sms', 'Sid', 'Sanders', 'SMS', {
        shopIds: [1001],
        customerTypeId: typeIds.get('SMS')!,
      }),
      account('caruser', 'Carla', 'Ruiz', 'SHOP_EMPLOYEE', { shopIds: [4001] }),
      account('newhire', 'Nina', 'Hart', 'SHOP_EMPLOYEE', {
        shopIds: [1001],
        passwordChangeRequired: true,
        tempPasswordExpiresAt: new Date(now + 7 * DAY_MS),
      }),
      account('newterms', 'Ned', 'Tanner', 'SHOP_EMPLOYEE', {
        shopIds: [1001],
        termsAcceptanceRequired: true,
      }),
      account('retired', 'Rick', 'Tillman', 'SHOP_EMPLOYEE', {
        shopIds: [1001],
        status: 'DISABLED',
      }),
    ];
    for (const values of accounts) await createUser(db, values);

    for (const descriptor of DEMO_FEATURES) {
      const feature = await createFeature(db, descriptor, true);
      for (const store of storeValues) await setStoreFeature(db, store.id, feature.id, true);
    }

    for (const values of DEMO_PLATES) await createPlateRegistration(db, values);

    await createBroadcastMessage(db, {
      messageKey: 'holiday-hours',
      description: 'Holiday hours',
      content:
        'Holiday hours: our stores close at 3 PM on December 24 and December 31 and stay closed on December 25 and January 1. Orders placed after 2 PM on those days are delivered the next business day.',
      linkUrl: null,
      schedules: [{ startAt: new Date(now - 30 * DAY_MS), endAt: new Date(now + 365 * DAY_MS) }],
    });
    // Shown above part lookup results (GET /message/get/category/PRODUCT); always open.
    await createBroadcastMessage(db, {
      category: 'PRODUCT',
      messageKey: 'free-rotor-resurfacing',
      description: 'Free rotor resurfacing',
      content: 'Free rotor resurfacing at your home store with every brake pad order.',
      linkUrl: null,
      schedules: [
        { startAt: new Date(now - 30 * DAY_MS), endAt: new Date('2100-01-01T00:00:00Z') },
      ],
    });
    await createBroadcastMessage(db, {
      messageKey: 'catalog-maintenance',
      description: 'Catalog maintenance',
      content:
        'Scheduled maintenance: part lookup may be unavailable on Sunday from 2 AM to 4 AM Central.',
      linkUrl: null,
      schedules: [{ startAt: new Date(now - 60 * DAY_MS), endAt: new Date(now - 30 * DAY_MS) }],
    });
  });
}

/** Seeds the demo data when the users table is empty; answers whether it did. */
export async function seedDemoIfEmpty(db: Database, clock: Clock): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemoData(db, clock);
  return true;
}

/**
 * Shop 1001's recent vehicles: the demo plates' vehicles and one that came from a VIN scanner; an
 * engine and submodel, where given, by their catalog names.
 */
export const DEMO_RECENT_VEHICLES: readonly {
  year: number;
  make: string;
  model: string;
  vin: string;
  plate: string | null;
  state: string | null;
  sourceVinScanner?: boolean;
  vehicleNotes?: string;
  engine?: string;
  submodel?: string;
  hoursAgo: number;
}[] = [
  {
    year: 2006,
    make: 'Chevrolet',
    model: 'Malibu',
    vin: '1G1ZT53826F109149',
    plate: null,
    state: null,
    sourceVinScanner: true,
    vehicleNotes: 'Scanned at drop-off: check engine light on, customer reports rough idle',
    engine: '3.5L V6 Gas',
    hoursAgo: 1,
  },
  {
    year: 2013,
    make: 'Ford',
    model: 'F-150',
    vin: '1FTFW1ET9DFC10312',
    plate: 'SHOP123',
    state: 'TX',
    engine: '3.5L V6 Gas',
    hoursAgo: 5,
  },
  {
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    vin: '1HGCM82633A004352',
    plate: '2FAST4U',
    state: 'CA',
    engine: '2.4L L4 Gas',
    submodel: 'LX',
    hoursAgo: 26,
  },
  {
    year: 2012,
    make: 'BMW',
    model: '328i',
    vin: 'WBA3A5C57CF256651',
    plate: '2FAST4U',
    state: 'CA',
    hoursAgo: 50,
  },
];

const DEMO_RECENT_SHOP_ID = 1001;

/**
 * The demo recent vehicles point at catalog base vehicles, and the catalog loads after the demo
 * seed (it is big and loads in its own transaction), so start-up calls this right after loading
 * the catalog when it seeded the demo data. It writes nothing when shop 1001 or the catalog is
 * missing or the shop already has recent vehicles, so a second call is harmless.
 */
export async function seedDemoRecentVehicles(db: Database, clock: Clock): Promise<number> {
  const [tech] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.loginName, 'tech'))
    .limit(1);
  const [present] = await db
    .select({ n: count() })
    .from(recentVehicles)
    .where(eq(recentVehicles.shopId, DEMO_RECENT_SHOP_ID));
  if (!tech || (present?.n ?? 0) > 0) return 0;
  const now = clock.now().getTime();
  let written = 0;
  for (const {
    year,
    make,
    model,
    hoursAgo,
    engine,
    submodel,
    ...vehicle
  } of DEMO_RECENT_VEHICLES) {
    const baseVehicleId = await findBaseVehicleByNames(db, year, make, model);
    if (baseVehicleId === undefined) continue;
    const attributes = await attributeIdsByNames(db, baseVehicleId, engine, submodel);
    await createRecentVehicle(db, {
      ...vehicle,
      shopId: DEMO_RECENT_SHOP_ID,
      userId: tech.id,
      baseVehicleId,
      ...attributes,
      createdAt: new Date(now - hoursAgo * 3_600_000),
    });
    written++;
  }
  return written;
}

/**
 * The counter's work in progress for the start page (R-HOME-3): per demo shop (1001 for tech, 3001
 * for demo) two open quotes, two orders and two stock orders, from catalog products and vehicles.
 * Like the recent vehicles it needs the catalogs, so start-up calls it after loading them; it
 * writes nothing when a shop already has quotes or the catalogs are missing.
 */
export async function seedDemoCounterWork(db: Database, clock: Clock): Promise<number> {
  const catalog = await db
    .select({
      id: products.id,
      lineCode: brands.lineCode,
      partNumber: products.partNumber,
      description: products.description,
      cost: products.cost,
      customerPrice: products.customerPrice,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(isNotNull(products.cost), isNotNull(products.customerPrice)))
    .orderBy(asc(products.id))
    .limit(6);
  const f150 = await findBaseVehicleByNames(db, 2013, 'Ford', 'F-150');
  const accord = await findBaseVehicleByNames(db, 2003, 'Honda', 'Accord');
  const bmw = await findBaseVehicleByNames(db, 2012, 'BMW', '328i');
  if (catalog.length < 6 || !f150 || !accord || !bmw) return 0;
  const part = (index: number, quantity: number) => {
    const product = catalog[index]!;
    return {
      itemType: 'PART' as const,
      description: product.description,
      quantity,
      itemCost: product.cost,
      customerPrice: product.customerPrice,
      productId: product.id,
      lineCode: product.lineCode,
      partNumber: product.partNumber,
      productOrigin: 'CATALOG' as const,
    };
  };
  const labor = {
    itemType: 'LABOR' as const,
    description: 'Brake inspection',
    quantity: 1,
    itemCost: null,
    customerPrice: 95,
  };
  const now = clock.now().getTime();
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);
  let written = 0;
  for (const { shopId, loginName, storeId } of [
    { shopId: 1001, loginName: 'tech', storeId: 512 },
    { shopId: 3001, loginName: 'demo', storeId: 118 },
  ]) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginName, loginName))
      .limit(1);
    const [present] = await db
      .select({ n: count() })
      .from(worksheets)
      .where(eq(worksheets.shopId, shopId));
    if (!user || (present?.n ?? 0) > 0) continue;
    const scope = { shopId, userId: user.id };
    await createQuote(db, {
      ...scope,
      vehicle: {
        baseVehicleId: f150,
        vin: '1FTFW1ET9DFC10312',
        plate: 'SHOP123',
        state: 'TX',
        shopCustomerFirst: 'Maria',
        shopCustomerLast: 'Lopez',
      },
      lines: [part(0, 2), part(1, 1)],
      updatedAt: hoursAgo(2),
    });
    await createQuote(db, {
      ...scope,
      vehicle: {
        baseVehicleId: accord,
        vin: '1HGCM82633A004352',
        plate: '2FAST4U',
        state: 'CA',
        shopCustomerFirst: 'James',
        shopCustomerLast: 'Carter',
      },
      lines: [part(2, 1), labor],
      updatedAt: hoursAgo(27),
    });
    for (const [index, order] of [
      { vehicle: bmw, customer: ['Priya', 'Shah'], hours: 52, po: 'RO-4471' },
      { vehicle: f150, customer: ['Luis', 'Ortega'], hours: 140, po: null },
    ].entries()) {
      await createQuote(db, {
        ...scope,
        vehicle: {
          baseVehicleId: order.vehicle,
          shopCustomerFirst: order.customer[0]!,
          shopCustomerLast: order.customer[1]!,
        },
        lines: [part(3 + index, 1), part(5, 2)],
        updatedAt: hoursAgo(order.hours),
        submitted: {
          confirmationNumber: await nextConfirmationNumber(db),
          storeId,
          poNumber: order.po,
        },
      });
    }
    const stockLine = (index: number, quantity: number, note = '') => ({
      productId: catalog[index]!.id,
      lineCode: catalog[index]!.lineCode,
      partNumber: catalog[index]!.partNumber,
      quantity,
      note,
    });
    await createStockOrder(db, {
      shopId,
      name: 'Weekly brakes',
      po: 'PO-2211',
      createdBy: user.id,
      updatedAt: hoursAgo(20),
      lines: [stockLine(0, 4, 'Front axle'), stockLine(1, 2)],
    });
    await createStockOrder(db, {
      shopId,
      name: 'Oil change shelf',
      po: '',
      createdBy: user.id,
      updatedAt: hoursAgo(75),
      lines: [stockLine(2, 6)],
    });
    written++;
  }
  return written;
}

/** The demo's saved, named quote (issue 21, R-QUOTE-8): shown in tech's Quotes and Orders. */
export const DEMO_NAMED_QUOTE = {
  name: 'Brake job - Ana Diaz',
  year: 2013,
  make: 'Ford',
  model: 'F-150',
  plate: 'SHOP123',
  state: 'TX',
  customerFirst: 'Ana',
  customerLast: 'Diaz',
} as const;

/**
 * A saved OPEN quote of tech in shop 1001, named, for the 2013 F-150 of Ana Diaz, with two parts
 * store 512 has in stock (not tech's current quote: that stays empty). Like the recent vehicles
 * it needs the catalogs, so start-up calls it after loading them; it writes nothing when the shop,
 * the user or the vehicle is missing or a quote of that name is there already.
 */
/**
 * Catalog parts the demo's quotes are made of: in stock (4 or more) at the demo home store 512,
 * not kits, with a customer price (and a cost, `withCost`), by id.
 */
export function findDemoStockedParts(
  db: Database,
  { offset = 0, limit, withCost = false }: { offset?: number; limit: number; withCost?: boolean },
) {
  return db
    .select({
      id: products.id,
      lineCode: brands.lineCode,
      partNumber: products.partNumber,
      description: products.description,
      cost: products.cost,
      customerPrice: products.customerPrice,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(storeStock, and(eq(storeStock.productId, products.id), eq(storeStock.storeId, 512)))
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(
      and(
        isNull(kits.productId),
        withCost ? isNotNull(products.cost) : undefined,
        isNotNull(products.customerPrice),
        gte(storeStock.quantityOnHand, 4),
      ),
    )
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
}

/** A demo quote's line of one of those parts, from the home store. */
export function demoPartLine(
  part: Awaited<ReturnType<typeof findDemoStockedParts>>[number],
  quantity: number,
) {
  return {
    itemType: 'PART' as const,
    productId: part.id,
    lineCode: part.lineCode,
    partNumber: part.partNumber,
    description: part.description,
    quantity,
    itemCost: part.cost,
    customerPrice: part.customerPrice,
    productOrigin: 'CATALOG' as const,
    storeId: 512,
  };
}

export async function seedDemoNamedQuote(db: Database): Promise<boolean> {
  const q = DEMO_NAMED_QUOTE;
  const [tech] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, 'tech'));
  const [present] = await db
    .select({ n: count() })
    .from(worksheets)
    .where(and(eq(worksheets.shopId, DEMO_RECENT_SHOP_ID), eq(worksheets.name, q.name)));
  const baseVehicleId = await findBaseVehicleByNames(db, q.year, q.make, q.model);
  if (!tech || (present?.n ?? 0) > 0 || baseVehicleId === undefined) return false;
  const parts = await findDemoStockedParts(db, { limit: 2 });
  if (parts.length === 0) return false;
  await withTransaction(db, async (tx) => {
    const [worksheet] = await tx
      .insert(worksheets)
      .values({ shopId: DEMO_RECENT_SHOP_ID, userId: tech.id, name: q.name })
      .returning();
    const [vehicle] = await tx
      .insert(worksheetVehicles)
      .values({
        worksheetId: worksheet!.id,
        baseVehicleId,
        plate: q.plate,
        state: q.state,
        shopCustomerFirst: q.customerFirst,
        shopCustomerLast: q.customerLast,
      })
      .returning();
    await tx
      .update(worksheets)
      .set({ currentVehicleId: vehicle!.id })
      .where(eq(worksheets.id, worksheet!.id));
    for (const part of parts) {
      await tx.insert(worksheetItems).values({
        ...demoPartLine(part, 2),
        worksheetId: worksheet!.id,
        worksheetVehicleId: vehicle!.id,
      });
    }
  });
  return true;
}

/** A demo customer's vehicle: a catalog vehicle by its names, with what the shop knows of it. */
interface DemoCustomerVehicle {
  year: number;
  make: string;
  model: string;
  engine?: string;
  submodel?: string;
  vin?: string;
  plate?: string;
  state?: string;
  mileage?: number;
  /** When the mileage was read. */
  daysAgo?: number;
  notes?: string;
}

interface DemoCustomer {
  shopId: number;
  firstName: string;
  lastName: string;
  company?: string;
  phone: string;
  email?: string;
  language?: 'en' | 'es';
  address?: { line1: string; city: string; state: string; zip: string };
  notes?: string;
  vehicles: DemoCustomerVehicle[];
}

const austin = (line1: string, zip = '78701') => ({ line1, city: 'Austin', state: 'TX', zip });

/**
 * The demo shops' customers (issue 22, DESIGN.md section 4): thirty, each with a vehicle of the
 * catalog (the demo plates' vehicles with their VINs), some preferring Spanish. The ones the demo
 * quotes and orders name (Maria Lopez, James Carter, Priya Shah, Luis Ortega, Ana Diaz) are those
 * quotes' customer records.
 */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    shopId: 1001,
    firstName: 'Maria',
    lastName: 'Lopez',
    phone: '(512) 555-0142',
    email: 'maria.lopez@example.com',
    language: 'es',
    address: austin('1402 E Cesar Chavez St', '78702'),
    notes: 'Prefiere mensajes de texto.',
    vehicles: [
      {
        year: 2013,
        make: 'Ford',
        model: 'F-150',
        engine: '3.5L V6 Gas',
        vin: '1FTFW1ET9DFC10312',
        plate: 'SHOP123',
        state: 'TX',
        mileage: 118_400,
        daysAgo: 2,
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'James',
    lastName: 'Carter',
    phone: '(512) 555-0157',
    email: 'jcarter@example.com',
    vehicles: [
      {
        year: 2003,
        make: 'Honda',
        model: 'Accord',
        engine: '2.4L L4 Gas',
        submodel: 'LX',
        vin: '1HGCM82633A004352',
        plate: '2FAST4U',
        state: 'CA',
        mileage: 212_050,
        daysAgo: 1,
        notes: 'Moved from California; still on CA plates.',
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'Priya',
    lastName: 'Shah',
    phone: '(737) 555-0118',
    email: 'priya.shah@example.com',
    vehicles: [
      {
        year: 2012,
        make: 'BMW',
        model: '328i',
        vin: 'WBA3A5C57CF256651',
        mileage: 96_300,
        daysAgo: 3,
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'Luis',
    lastName: 'Ortega',
    phone: '(512) 555-0163',
    language: 'es',
    vehicles: [
      {
        year: 2013,
        make: 'Ford',
        model: 'F-150',
        engine: '5.0L V8 Gas',
        plate: 'LUO4521',
        state: 'TX',
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'Ana',
    lastName: 'Diaz',
    phone: '(512) 555-0171',
    email: 'ana.diaz@example.com',
    language: 'es',
    vehicles: [{ year: 2013, make: 'Ford', model: 'F-150', mileage: 87_900, daysAgo: 10 }],
  },
  {
    shopId: 1001,
    firstName: 'Robert',
    lastName: 'Johnson',
    company: 'Acme Fleet Services',
    phone: '(512) 555-0110',
    email: 'fleet@acmefleet.example.com',
    address: austin('8800 Burnet Rd', '78757'),
    notes: 'Fleet account: PO required on every job.',
    vehicles: [
      {
        year: 2018,
        make: 'Ford',
        model: 'Transit',
        engine: '3.7L V6 Gas',
        plate: 'ACM1001',
        state: 'TX',
        mileage: 143_200,
        daysAgo: 30,
      },
      {
        year: 2018,
        make: 'Ford',
        model: 'Transit',
        engine: '3.5L V6 Gas',
        plate: 'ACM1002',
        state: 'TX',
        mileage: 98_750,
        daysAgo: 12,
      },
      {
        year: 2019,
        make: 'Ram',
        model: '1500',
        engine: '5.7L V8 Gas',
        plate: 'ACM1003',
        state: 'TX',
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'Carmen',
    lastName: 'Ruíz',
    phone: '(512) 555-0124',
    language: 'es',
    vehicles: [
      {
        year: 2015,
        make: 'Toyota',
        model: 'Camry',
        engine: '2.5L L4 Gas',
        plate: 'CRZ2281',
        state: 'TX',
        mileage: 74_020,
        daysAgo: 40,
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'Tom',
    lastName: 'Becker',
    phone: '(512) 555-0199',
    email: 'tom.becker@example.com',
    vehicles: [
      {
        year: 2011,
        make: 'Ford',
        model: 'Escape',
        engine: '3.0L V6 Gas',
        submodel: 'XLT',
        plate: 'TBK0911',
        state: 'TX',
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'Linda',
    lastName: 'Nguyen',
    phone: '(737) 555-0134',
    email: 'linda.nguyen@example.com',
    vehicles: [
      {
        year: 2019,
        make: 'Toyota',
        model: 'RAV4',
        engine: '2.5L L4 Gas',
        plate: 'LNG7730',
        state: 'TX',
        mileage: 41_300,
        daysAgo: 60,
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'David',
    lastName: 'Kim',
    phone: '(512) 555-0186',
    vehicles: [
      {
        year: 2018,
        make: 'Honda',
        model: 'Civic',
        engine: '1.5L L4 Gas',
        submodel: 'EX',
        plate: 'DKM4410',
        state: 'TX',
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'José',
    lastName: 'Hernández',
    phone: '(512) 555-0148',
    email: 'jose.hernandez@example.com',
    language: 'es',
    vehicles: [
      {
        year: 2017,
        make: 'Chevrolet',
        model: 'Silverado',
        engine: '5.3L V8 Gas',
        plate: 'JHZ5521',
        state: 'TX',
        mileage: 132_600,
        daysAgo: 5,
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'Sarah',
    lastName: 'Mitchell',
    phone: '(512) 555-0131',
    vehicles: [
      {
        year: 2016,
        make: 'Subaru',
        model: 'Outback',
        engine: '2.5L L4 Gas',
        plate: 'SMT3390',
        state: 'TX',
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'Kevin',
    lastName: "O'Brien",
    phone: '(512) 555-0177',
    vehicles: [
      {
        year: 2006,
        make: 'Chevrolet',
        model: 'Malibu',
        engine: '3.5L V6 Gas',
        mileage: 188_000,
        daysAgo: 90,
      },
    ],
  },
  {
    shopId: 1001,
    firstName: 'Emily',
    lastName: 'Davis',
    phone: '(737) 555-0102',
    email: 'emily.davis@example.com',
    vehicles: [
      {
        year: 2020,
        make: 'Tesla',
        model: 'Model 3',
        submodel: 'Long Range',
        plate: 'EVD2020',
        state: 'TX',
      },
    ],
  },
  {
    shopId: 1002,
    firstName: 'Michael',
    lastName: 'Brown',
    phone: '(512) 555-0211',
    vehicles: [
      {
        year: 2014,
        make: 'Jeep',
        model: 'Grand Cherokee',
        submodel: 'LAREDO',
        plate: 'MBR1414',
        state: 'TX',
      },
    ],
  },
  {
    shopId: 1002,
    firstName: 'Rosa',
    lastName: 'Martínez',
    phone: '(512) 555-0224',
    language: 'es',
    vehicles: [
      {
        year: 2010,
        make: 'Toyota',
        model: 'Corolla',
        engine: '1.8L L4 Gas',
        mileage: 201_330,
        daysAgo: 14,
      },
    ],
  },
  {
    shopId: 1002,
    firstName: 'Chris',
    lastName: 'Walker',
    phone: '(512) 555-0236',
    vehicles: [
      {
        year: 2016,
        make: 'Nissan',
        model: 'Altima',
        engine: '2.5L L4 Gas',
        plate: 'CWK6161',
        state: 'TX',
      },
    ],
  },
  {
    shopId: 1002,
    firstName: 'Patricia',
    lastName: 'Green',
    phone: '(512) 555-0248',
    email: 'pgreen@example.com',
    vehicles: [
      {
        year: 2012,
        make: 'Honda',
        model: 'CR-V',
        engine: '2.4L L4 Gas',
        submodel: 'EX',
        mileage: 119_870,
        daysAgo: 21,
      },
    ],
  },
  {
    shopId: 1002,
    firstName: 'Daniel',
    lastName: 'Reyes',
    phone: '(512) 555-0259',
    language: 'es',
    vehicles: [
      {
        year: 2017,
        make: 'Kia',
        model: 'Sorento',
        engine: '3.3L V6 Gas',
        plate: 'DRY1717',
        state: 'TX',
      },
    ],
  },
  {
    shopId: 2001,
    firstName: 'Jennifer',
    lastName: 'Lee',
    phone: '(510) 555-0312',
    email: 'jlee@example.com',
    address: { line1: '2100 Telegraph Ave', city: 'Oakland', state: 'CA', zip: '94612' },
    vehicles: [
      {
        year: 2018,
        make: 'Honda',
        model: 'Civic',
        engine: '2.0L L4 Gas',
        plate: '8ABC123',
        state: 'CA',
        mileage: 52_400,
        daysAgo: 7,
      },
    ],
  },
  {
    shopId: 2001,
    firstName: 'Miguel',
    lastName: 'Torres',
    phone: '(510) 555-0327',
    language: 'es',
    vehicles: [{ year: 2009, make: 'Volkswagen', model: 'Jetta', plate: '6MTR909', state: 'CA' }],
  },
  {
    shopId: 2001,
    firstName: 'Ashley',
    lastName: 'Chen',
    phone: '(415) 555-0338',
    vehicles: [
      {
        year: 2015,
        make: 'Hyundai',
        model: 'Elantra',
        plate: '7ACH515',
        state: 'CA',
        mileage: 88_100,
        daysAgo: 45,
      },
    ],
  },
  {
    shopId: 2001,
    firstName: 'Brian',
    lastName: 'Wilson',
    phone: '(510) 555-0349',
    vehicles: [
      {
        year: 2021,
        make: 'Ford',
        model: 'F-150',
        engine: '2.7L V6 Gas',
        plate: '9BWL021',
        state: 'CA',
      },
    ],
  },
  {
    shopId: 3001,
    firstName: 'Maria',
    lastName: 'Lopez',
    phone: '(555) 555-0142',
    language: 'es',
    vehicles: [
      {
        year: 2013,
        make: 'Ford',
        model: 'F-150',
        vin: '1FTFW1ET9DFC10312',
        plate: 'SHOP123',
        state: 'TX',
      },
    ],
  },
  {
    shopId: 3001,
    firstName: 'James',
    lastName: 'Carter',
    phone: '(555) 555-0157',
    vehicles: [
      {
        year: 2003,
        make: 'Honda',
        model: 'Accord',
        vin: '1HGCM82633A004352',
        plate: '2FAST4U',
        state: 'CA',
      },
    ],
  },
  {
    shopId: 3001,
    firstName: 'Priya',
    lastName: 'Shah',
    phone: '(555) 555-0118',
    vehicles: [{ year: 2012, make: 'BMW', model: '328i', vin: 'WBA3A5C57CF256651' }],
  },
  {
    shopId: 3001,
    firstName: 'Luis',
    lastName: 'Ortega',
    phone: '(555) 555-0163',
    language: 'es',
    vehicles: [{ year: 2013, make: 'Ford', model: 'F-150', mileage: 154_000, daysAgo: 6 }],
  },
  {
    shopId: 3001,
    firstName: 'Hannah',
    lastName: 'Scott',
    phone: '(555) 555-0190',
    vehicles: [
      {
        year: 2006,
        make: 'Chevrolet',
        model: 'Malibu',
        vin: '1G1ZT53826F109149',
        plate: 'MDX2024',
        state: 'MD',
      },
    ],
  },
  {
    shopId: 4001,
    firstName: 'Omar',
    lastName: 'Haddad',
    company: 'City Cabs',
    phone: '(512) 555-0401',
    email: 'dispatch@citycabs.example.com',
    notes: 'Cab fleet: book oil changes on Sunday nights.',
    vehicles: [
      {
        year: 2015,
        make: 'Toyota',
        model: 'Camry',
        engine: '2.5L L4 Gas',
        submodel: 'HYBRID',
        plate: 'CAB0015',
        state: 'TX',
        mileage: 286_400,
        daysAgo: 4,
      },
      {
        year: 2015,
        make: 'Toyota',
        model: 'Camry',
        engine: '2.5L L4 Gas',
        submodel: 'HYBRID',
        plate: 'CAB0016',
        state: 'TX',
        mileage: 301_150,
        daysAgo: 4,
      },
    ],
  },
  {
    shopId: 4001,
    firstName: 'Grace',
    lastName: 'Hall',
    company: 'Lone Star Plumbing',
    phone: '(512) 555-0412',
    vehicles: [
      {
        year: 2020,
        make: 'Ford',
        model: 'Transit',
        engine: '3.5L V6 Gas',
        plate: 'LSP2020',
        state: 'TX',
      },
    ],
  },
];

/** The catalog ids of an engine and a submodel of a base vehicle, by their names (null: none). */
export async function attributeIdsByNames(
  db: Database,
  baseVehicleId: number,
  engine: string | undefined,
  submodel: string | undefined,
) {
  const [engineRow] = engine
    ? await db
        .select({ id: vehicleEngines.engineId })
        .from(vehicleEngines)
        .where(
          and(
            eq(vehicleEngines.baseVehicleId, baseVehicleId),
            eq(vehicleEngines.description, engine),
          ),
        )
        .limit(1)
    : [];
  const [submodelRow] = submodel
    ? await db
        .select({ id: vehicleSubmodels.submodelId })
        .from(vehicleSubmodels)
        .where(
          and(
            eq(vehicleSubmodels.baseVehicleId, baseVehicleId),
            eq(vehicleSubmodels.name, submodel),
          ),
        )
        .limit(1)
    : [];
  return { engineId: engineRow?.id ?? null, submodelId: submodelRow?.id ?? null };
}

/**
 * The demo shops' customers (DEMO_CUSTOMERS), and the demo quotes and orders tied to the ones
 * they name (worksheet_vehicles.shop_customer_id, by first and last name). Like the recent
 * vehicles it needs the catalogs, so start-up calls it after them, and after the demo quotes; a
 * shop that has customers already (or is missing) gets none, so a second call writes nothing.
 * Answers how many customers it wrote.
 */
export async function seedDemoCustomers(db: Database, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  let written = 0;
  for (const shopId of [...new Set(DEMO_CUSTOMERS.map((c) => c.shopId))]) {
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
    const [present] = await db
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.shopId, shopId));
    if (!shop || (present?.n ?? 0) > 0) continue;
    await withTransaction(db, async (tx) => {
      for (const demo of DEMO_CUSTOMERS.filter((c) => c.shopId === shopId)) {
        const vehicles = [];
        for (const [index, vehicle] of demo.vehicles.entries()) {
          const baseVehicleId = await findBaseVehicleByNames(
            tx,
            vehicle.year,
            vehicle.make,
            vehicle.model,
          );
          if (baseVehicleId === undefined) continue;
          vehicles.push({
            baseVehicleId,
            ...(await attributeIdsByNames(tx, baseVehicleId, vehicle.engine, vehicle.submodel)),
            vin: vehicle.vin ?? null,
            plate: vehicle.plate ?? null,
            state: vehicle.state ?? null,
            mileage: vehicle.mileage ?? null,
            mileageDate:
              vehicle.mileage === undefined
                ? null
                : new Date(now - (vehicle.daysAgo ?? 0) * DAY_MS).toISOString().slice(0, 10),
            notes: vehicle.notes ?? '',
            // Newest first is the order they are listed in.
            createdAt: new Date(now - (index + 1) * 60_000),
          });
        }
        const { customer } = await createCustomer(tx, {
          shopId,
          firstName: demo.firstName,
          lastName: demo.lastName,
          company: demo.company ?? '',
          phones: [{ kind: 'MOBILE', number: demo.phone }],
          email: demo.email ?? '',
          language: demo.language ?? 'en',
          addressLine1: demo.address?.line1 ?? '',
          city: demo.address?.city ?? '',
          state: demo.address?.state ?? '',
          zip: demo.address?.zip ?? '',
          notes: demo.notes ?? '',
          vehicles,
        });
        await tx
          .update(worksheetVehicles)
          .set({ shopCustomerId: customer.id })
          .where(
            and(
              isNull(worksheetVehicles.shopCustomerId),
              eq(worksheetVehicles.shopCustomerFirst, demo.firstName),
              eq(worksheetVehicles.shopCustomerLast, demo.lastName),
              inArray(
                worksheetVehicles.worksheetId,
                tx
                  .select({ id: worksheets.id })
                  .from(worksheets)
                  .where(eq(worksheets.shopId, shopId)),
              ),
            ),
          );
        written++;
      }
    });
  }
  return written;
}

/**
 * The demo's approval links (issue 22, part 2), with fixed tokens (demo data, named in
 * modules/quote-approvals/README.md): /approve/{sent} opens Maria Lopez's quote, waiting for her
 * decision; /approve/{approved} shows Ana Diaz's named quote, where she approved the first part
 * and the labor and declined the second part, ready for the shop to apply.
 */
export const DEMO_APPROVAL_TOKENS = {
  sent: 'demo-approval-link-maria-lopez-brake-quote1',
  approved: 'demo-approval-link-ana-diaz-brake-job-quote',
} as const;

/**
 * Links on two of tech's demo quotes of shop 1001 (after seedDemoCounterWork, seedDemoNamedQuote
 * and seedDemoCustomers): an open one sent an hour ago, and one Ana Diaz decided. Ana Diaz's quote
 * gets its labor line (Front brake job, 1.5 hours) first. Nothing when the shop has a link already
 * or a quote is missing.
 */
export async function seedDemoApprovals(db: Database, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  const [shop] = await db.select().from(shops).where(eq(shops.id, DEMO_RECENT_SHOP_ID));
  const [tech] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, 'tech'));
  const [present] = await db
    .select({ n: count() })
    .from(quoteApprovalLinks)
    .where(eq(quoteApprovalLinks.shopId, DEMO_RECENT_SHOP_ID));
  if (!shop || !tech || (present?.n ?? 0) > 0) return 0;
  const quoteOf = async (first: string, last: string, name: string | null) => {
    const [row] = await db
      .select({ worksheet: worksheets })
      .from(worksheets)
      .innerJoin(worksheetVehicles, eq(worksheetVehicles.id, worksheets.currentVehicleId))
      .where(
        and(
          eq(worksheets.shopId, shop.id),
          eq(worksheets.status, 'OPEN'),
          eq(worksheetVehicles.shopCustomerFirst, first),
          eq(worksheetVehicles.shopCustomerLast, last),
          name === null ? isNull(worksheets.name) : eq(worksheets.name, name),
        ),
      )
      .orderBy(asc(worksheets.id))
      .limit(1);
    return row?.worksheet;
  };
  const maria = await quoteOf('Maria', 'Lopez', null);
  const ana = await quoteOf(
    DEMO_NAMED_QUOTE.customerFirst,
    DEMO_NAMED_QUOTE.customerLast,
    DEMO_NAMED_QUOTE.name,
  );
  if (!maria || !ana) return 0;
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);
  return withTransaction(db, async (tx) => {
    await tx.insert(worksheetItems).values({
      worksheetId: ana.id,
      itemType: 'LABOR',
      description: 'Front brake job',
      quantity: 1.5,
      itemCost: null,
      customerPrice: 125,
      worksheetVehicleId: ana.currentVehicleId,
    });
    let written = 0;
    for (const [worksheet, token, sentHoursAgo] of [
      [maria, DEMO_APPROVAL_TOKENS.sent, 1],
      [ana, DEMO_APPROVAL_TOKENS.approved, 26],
    ] as const) {
      const content = await readQuoteForApproval({ db: tx }, shop, worksheet, {
        fallbackLanguage: 'en',
      });
      const [link] = await tx
        .insert(quoteApprovalLinks)
        .values({
          worksheetId: worksheet.id,
          shopId: shop.id,
          tokenHash: hashApprovalToken(token),
          createdBy: tech.id,
          createdAt: hoursAgo(sentHoursAgo),
          expiresAt: new Date(hoursAgo(sentHoursAgo).getTime() + 7 * DAY_MS),
          ...content,
        })
        .returning();
      written++;
      if (worksheet !== ana) continue;
      // Ana approved the first part and the labor, and declined the second part.
      const lines = content.snapshot.lines.map((line, index) => ({
        lineId: line.lineId,
        approved: index !== 1,
      }));
      const approved = new Set(lines.filter((l) => l.approved).map((l) => l.lineId));
      await tx
        .update(quoteApprovalLinks)
        .set({ viewedAt: hoursAgo(sentHoursAgo - 1) })
        .where(eq(quoteApprovalLinks.id, link!.id));
      await tx.insert(quoteApprovalDecisions).values({
        linkId: link!.id,
        decidedAt: hoursAgo(sentHoursAgo - 2),
        name: 'Ana Diaz',
        address: '203.0.113.24',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148',
        lines,
        approvedTotals: computeCustomerTotals(
          content.snapshot.lines.filter((l) => approved.has(l.lineId)),
          content.snapshot.taxRates,
        ),
      });
    }
    return written;
  });
}
