import { randomBytes } from 'node:crypto';
import type { UserStatus } from '@procounter/shared/contracts/user';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import { customerSearchTermRows, customerSortName } from '../../modules/customers/search-terms';
import { normalizePlate } from '../../modules/plate-to-vin/plate';
import type { Database } from '../client';
import {
  broadcastMessages,
  broadcastSchedules,
  companies,
  customerSearchTerms,
  customers,
  customerVehicles,
  features,
  plateRegistrations,
  recentVehicles,
  shopRequests,
  shops,
  stockOrderDetails,
  stockOrders,
  storeFeatures,
  stores,
  territorySalesManagers,
  userShops,
  users,
  worksheetItems,
  worksheets,
  worksheetVehicles,
} from '../schema/index';

// Factories write real rows with sensible defaults. The demo seed is built from them, and tests use
// them to add the rows a case needs.

const unique = () => randomBytes(4).toString('hex');

export async function createCompany(
  db: Database,
  values: Partial<typeof companies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(companies)
    .values({
      accountName: `Company ${unique()}`,
      street1: '100 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      ...values,
    })
    .returning();
  return row!;
}

export async function createTsm(
  db: Database,
  values: Partial<typeof territorySalesManagers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(territorySalesManagers)
    .values({
      tsmNumber: `TSM-${unique()}`,
      firstName: 'Terry',
      lastName: 'Sales',
      email: `tsm-${unique()}@procounter.example`,
      ...values,
    })
    .returning();
  return row!;
}

let nextStoreId = 90_000 + Math.floor(Math.random() * 9_000);
export async function createStore(db: Database, values: Partial<typeof stores.$inferInsert> = {}) {
  const [row] = await db
    .insert(stores)
    .values({
      id: nextStoreId++,
      name: 'Store',
      address: '1 Commerce Way',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      phone: '(512) 555-0100',
      ...values,
    })
    .returning();
  return row!;
}

let nextShopId = 900_000 + Math.floor(Math.random() * 90_000);
export async function createShop(
  db: Database,
  values: Partial<typeof shops.$inferInsert> & { companyId: number },
) {
  const id = values.id ?? nextShopId++;
  const [row] = await db
    .insert(shops)
    .values({
      id,
      accountNumber: String(id * 100 + 1),
      shopName: `Shop ${id}`,
      zip: '78701',
      state: 'TX',
      ...values,
    })
    .returning();
  return row!;
}

export async function createShopRequest(
  db: Database,
  values: Partial<typeof shopRequests.$inferInsert> & { companyId: number },
) {
  const [row] = await db
    .insert(shopRequests)
    .values({ requestStatus: 'PENDING', ...values })
    .returning();
  return row!;
}

export interface UserFactoryValues
  extends Partial<Omit<typeof users.$inferInsert, 'passwordHash' | 'status'>> {
  password?: string;
  /** A precomputed hash, to skip hashing when many users share one password. */
  passwordHash?: string;
  status?: UserStatus;
  shopIds?: number[];
}

/** Every demo account's password (DESIGN.md section 4), also the default of createUser. */
export const DEMO_PASSWORD = 'procounter-demo';

export async function createUser(db: Database, values: UserFactoryValues = {}) {
  const { password, passwordHash, shopIds = [], ...rest } = values;
  const [row] = await db
    .insert(users)
    .values({
      loginName: `user-${unique()}`,
      firstName: 'Test',
      lastName: 'User',
      email: null,
      ...rest,
      passwordHash: passwordHash ?? (await hashPassword(password ?? DEMO_PASSWORD)),
    })
    .returning();
  const user = row!;
  if (shopIds.length > 0) {
    await db.insert(userShops).values(shopIds.map((shopId) => ({ userId: user.id, shopId })));
  }
  return user;
}

export async function createFeature(db: Database, descriptor: string, enabled = true) {
  const [row] = await db.insert(features).values({ descriptor, enabled }).returning();
  return row!;
}

export async function setStoreFeature(
  db: Database,
  storeId: number,
  featureId: number,
  enabled: boolean,
) {
  await db
    .insert(storeFeatures)
    .values({ storeId, featureId, enabled })
    .onConflictDoUpdate({
      target: [storeFeatures.storeId, storeFeatures.featureId],
      set: { enabled },
    });
}

export async function createBroadcastMessage(
  db: Database,
  values: Partial<typeof broadcastMessages.$inferInsert> & {
    schedules: { startAt: Date; endAt: Date }[];
  },
) {
  const { schedules, ...message } = values;
  const [row] = await db
    .insert(broadcastMessages)
    .values({
      category: 'BROADCAST',
      messageKey: `message-${unique()}`,
      description: 'Notice',
      content: 'A notice for every shop.',
      ...message,
    })
    .returning();
  const created = row!;
  if (schedules.length > 0) {
    await db
      .insert(broadcastSchedules)
      .values(schedules.map((s) => ({ messageId: created.id, ...s })));
  }
  return created;
}

/** A plate of the default plate-to-VIN provider's registry; the plate is stored normalised. */
export async function createPlateRegistration(
  db: Database,
  values: { state: string; plate: string; vin: string },
) {
  const [row] = await db
    .insert(plateRegistrations)
    .values({ ...values, state: values.state.toUpperCase(), plate: normalizePlate(values.plate) })
    .returning();
  return row!;
}

export async function createRecentVehicle(
  db: Database,
  values: Partial<typeof recentVehicles.$inferInsert> & { shopId: number; baseVehicleId: number },
) {
  const [row] = await db.insert(recentVehicles).values(values).returning();
  return row!;
}

/**
 * A quote (worksheet) with its vehicle and lines, as the app would have written it: OPEN, or
 * SUBMITTED with its confirmation number when `submitted` is given. Dates are the caller's.
 */
export async function createQuote(
  db: Database,
  values: {
    shopId: number;
    userId: number;
    vehicle: Omit<typeof worksheetVehicles.$inferInsert, 'worksheetId'>;
    lines: Omit<typeof worksheetItems.$inferInsert, 'worksheetId' | 'worksheetVehicleId'>[];
    updatedAt: Date;
    submitted?: { confirmationNumber: string; storeId: number; poNumber?: string | null };
  },
) {
  const { submitted } = values;
  const [worksheet] = await db
    .insert(worksheets)
    .values({
      shopId: values.shopId,
      userId: values.userId,
      createdAt: values.updatedAt,
      updatedAt: values.updatedAt,
      ...(submitted
        ? {
            status: 'SUBMITTED' as const,
            confirmationNumber: submitted.confirmationNumber,
            submittedAt: values.updatedAt,
            submittedBy: values.userId,
            storeId: submitted.storeId,
            poNumber: submitted.poNumber ?? null,
          }
        : {}),
    })
    .returning();
  const [vehicle] = await db
    .insert(worksheetVehicles)
    .values({ ...values.vehicle, worksheetId: worksheet!.id, createdAt: values.updatedAt })
    .returning();
  for (const line of values.lines) {
    await db.insert(worksheetItems).values({
      ...line,
      worksheetId: worksheet!.id,
      worksheetVehicleId: vehicle!.id,
      createdAt: values.updatedAt,
    });
  }
  // The insert's updated_at may be set by the column's own rule: the caller's date wins.
  await db
    .update(worksheets)
    .set({ currentVehicleId: vehicle!.id, updatedAt: values.updatedAt })
    .where(eq(worksheets.id, worksheet!.id));
  return worksheet!;
}

/** A stock order with its lines (each a catalog product). */
export async function createStockOrder(
  db: Database,
  values: Omit<typeof stockOrders.$inferInsert, 'id'> & {
    lines: Omit<typeof stockOrderDetails.$inferInsert, 'stockOrderId'>[];
  },
) {
  const { lines, ...order } = values;
  const [row] = await db.insert(stockOrders).values(order).returning();
  for (const line of lines) {
    await db.insert(stockOrderDetails).values({ ...line, stockOrderId: row!.id });
  }
  if (order.updatedAt) {
    await db
      .update(stockOrders)
      .set({ updatedAt: order.updatedAt })
      .where(eq(stockOrders.id, row!.id));
  }
  return row!;
}

/**
 * A customer of a shop with their vehicles and search terms, as the customers module writes them
 * (names and plate as given: the caller gives them as the contract would have them).
 */
export async function createCustomer(
  db: Database,
  values: Partial<Omit<typeof customers.$inferInsert, 'sortName'>> & {
    shopId: number;
    vehicles?: Omit<typeof customerVehicles.$inferInsert, 'customerId'>[];
  },
) {
  const { vehicles = [], ...fields } = values;
  const firstName = fields.firstName ?? 'Casey';
  const lastName = fields.lastName ?? `Customer ${unique()}`;
  const [customer] = await db
    .insert(customers)
    .values({ ...fields, firstName, lastName, sortName: customerSortName(firstName, lastName) })
    .returning();
  const written = [];
  for (const vehicle of vehicles) {
    const [row] = await db
      .insert(customerVehicles)
      .values({ ...vehicle, customerId: customer!.id })
      .returning();
    written.push(row!);
  }
  const terms = customerSearchTermRows({
    ...customer!,
    archived: customer!.archivedAt !== null,
    vehicles: written,
  });
  if (terms.length > 0) await db.insert(customerSearchTerms).values(terms);
  return { customer: customer!, vehicles: written };
}
