import { and, count, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import type { Database } from '../client';
import { shopNotes, shopRequests, shops, users } from '../schema/index';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The demo's notes on shop 1001, oldest first: who wrote it (a demo login), days ago, the text. */
export const DEMO_SHOP_NOTES = [
  {
    by: 'support',
    daysAgo: 40,
    body: 'Account review with Maria: moving fleet work orders to cost plus pricing next quarter.',
  },
  {
    by: 'manager',
    daysAgo: 12,
    body: 'Bay 4 lift is down until the 15th; route brake jobs to bays 1 to 3.',
  },
  {
    by: 'shopmgr',
    daysAgo: 2,
    body: 'Ask for the PO on every Hill Country Fleet order (their AP rejects invoices without one).',
  },
] as const;

/**
 * The Account Dashboard's demo data (issue 23 part 3), after the demo data: dated notes on shop
 * 1001, and a pricing change Maria (manager) asked for shop 1002 that waits for support's review
 * (so /support has a request to decide). Shop 1001's approved agreement is the demo data's own.
 * Nothing when shop 1001 already has notes, or the shops or logins are not there. Answers the rows
 * written.
 */
export async function seedDemoCompany(db: Database, clock: Clock): Promise<number> {
  const [shop] = await db
    .select({ id: shops.id, companyId: shops.companyId })
    .from(shops)
    .where(eq(shops.id, 1002));
  if (!shop) return 0;
  const [existing] = await db
    .select({ n: count() })
    .from(shopNotes)
    .where(eq(shopNotes.shopId, 1001));
  if ((existing?.n ?? 0) > 0) return 0;
  const logins = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, ['support', 'manager', 'shopmgr']));
  const idOf = new Map(logins.map((u) => [u.loginName, u.id]));
  if (idOf.size < 3) return 0;
  const now = clock.now().getTime();
  await db.insert(shopNotes).values(
    DEMO_SHOP_NOTES.map((note) => ({
      shopId: 1001,
      body: note.body,
      createdBy: idOf.get(note.by)!,
      createdAt: new Date(now - note.daysAgo * DAY_MS),
    })),
  );
  const [pending] = await db
    .select({ n: count() })
    .from(shopRequests)
    .where(and(eq(shopRequests.shopId, shop.id), eq(shopRequests.requestStatus, 'PENDING')));
  if ((pending?.n ?? 0) > 0) return DEMO_SHOP_NOTES.length;
  const askedAt = new Date(now - 3 * DAY_MS);
  await db.insert(shopRequests).values({
    companyId: shop.companyId,
    shopId: shop.id,
    requestStatus: 'PENDING',
    pricingMethod: 'LIST_MINUS',
    pricingType: 'PARTS',
    pricingPercent: 15,
    laborRate: 119,
    taxRateParts: 8.25,
    taxRateLabor: 0,
    notes: 'North location: match the Round Rock dealer’s list-minus pricing.',
    requestedBy: idOf.get('manager')!,
    createdAt: askedAt,
    updatedAt: askedAt,
  });
  return DEMO_SHOP_NOTES.length + 1;
}
