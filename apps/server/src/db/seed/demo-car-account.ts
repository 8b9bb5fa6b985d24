import { computeCustomerTotals } from '@procounter/shared/domain/customer-totals';
import { and, count, eq } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import {
  hashApprovalToken,
  readQuoteForApproval,
} from '../../modules/quote-approvals/quote-approvals.service';
import { findBaseVehicleByNames } from '../../modules/vehicles/vehicles.repository';
import { nextConfirmationNumber } from '../../modules/worksheets/worksheet-orders.repository';
import type { Database } from '../client';
import {
  customers,
  quoteApprovalDecisions,
  quoteApprovalLinks,
  shops,
  users,
  worksheets,
} from '../schema/index';
import { withTransaction } from '../transaction';
import { attributeIdsByNames, demoPartLine, findDemoStockedParts } from './demo';
import { createCustomer, createQuote } from './factories';

// The car-customer account's demo data (issue 22, part 3): caruser's shop 4001, Fleet Car Care
// (account 400001, car_customer), is a customer of repair shop 1001, linked by its account number,
// so caruser's /car-admin shows it.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** What the demo's car-customer account sees on /car-admin, and where it comes from. */
export const DEMO_CAR_ACCOUNT = {
  /** The car-customer account (shop 4001) and its user. */
  accountShopId: 4001,
  loginName: 'caruser',
  /** The repair shop that keeps it as a customer, and its user who quotes. */
  shopId: 1001,
  quotedBy: 'tech',
  customer: { firstName: 'Carla', lastName: 'Ruiz', company: 'Fleet Car Care Co' },
  /** Fixed tokens (demo data): /approve/{token} opens the same links as /car-admin. */
  tokens: {
    waiting: 'demo-approval-link-fleet-car-care-brakes-01',
    decided: 'demo-approval-link-fleet-car-care-oil-chg-1',
  },
  /** The waiting quote's labor line. */
  labor: { description: 'Front brake pads and rotors', hours: 1.5, rate: 125 },
} as const;

/**
 * Shop 1001's customer record of Fleet Car Care (Carla Ruiz, linked to account 400001) with two
 * vehicles (a 2020 Ford Transit, a 2013 Ford F-150), and for it, quoted by tech:
 * - an order for the F-150 eight days ago (two parts), whose approval Carla gave on /car-admin
 *   before the shop applied it (a decided approval: a document);
 * - an open quote for the Transit (two parts and the brake labor, three lines), sent for approval
 *   three hours ago and not opened yet (SENT): waiting for the account's decision.
 * Like the other demo quotes it needs the catalogs, so start-up calls it after them, and after
 * seedDemoApprovals (which writes nothing once shop 1001 has a link). Nothing when the shops, the
 * users, the vehicles or the parts are missing, or shop 1001 has a customer linked to the account
 * already. Answers whether it wrote.
 */
export async function seedDemoCarAccount(db: Database, clock: Clock): Promise<boolean> {
  const demo = DEMO_CAR_ACCOUNT;
  const now = clock.now().getTime();
  const ago = (ms: number) => new Date(now - ms);
  const [shop] = await db.select().from(shops).where(eq(shops.id, demo.shopId));
  const [account] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, demo.accountShopId), eq(shops.carCustomer, true)));
  const [tech] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.loginName, demo.quotedBy));
  const [caruser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.loginName, demo.loginName));
  const [present] = await db
    .select({ n: count() })
    .from(customers)
    .where(
      and(eq(customers.shopId, demo.shopId), eq(customers.carAccountShopId, demo.accountShopId)),
    );
  if (!shop || !account || !tech || !caruser || (present?.n ?? 0) > 0) return false;
  const transit = await findBaseVehicleByNames(db, 2020, 'Ford', 'Transit');
  const f150 = await findBaseVehicleByNames(db, 2013, 'Ford', 'F-150');
  const parts = await findDemoStockedParts(db, { offset: 2, limit: 4, withCost: true });
  if (transit === undefined || f150 === undefined || parts.length < 4) return false;
  const part = (index: number, quantity: number) => demoPartLine(parts[index]!, quantity);

  await withTransaction(db, async (tx) => {
    const transitIds = await attributeIdsByNames(tx, transit, '3.5L V6 Gas', undefined);
    const { customer } = await createCustomer(tx, {
      shopId: shop.id,
      ...demo.customer,
      phones: [{ kind: 'WORK', number: '(303) 555-0400' }],
      email: 'fleet@fleetcarcare.example.com',
      addressLine1: '4900 E Colfax Ave',
      city: 'Denver',
      state: 'CO',
      zip: '80220',
      notes: 'Fleet account: quotes go to their portal (account 400001) for approval.',
      carAccountShopId: account.id,
      vehicles: [
        {
          baseVehicleId: transit,
          ...transitIds,
          plate: 'FLT2020',
          state: 'CO',
          mileage: 48_250,
          mileageDate: new Date(now - 3 * DAY_MS).toISOString().slice(0, 10),
          notes: 'Van 12: delivery route, brakes wear fast.',
          createdAt: ago(60 * DAY_MS),
        },
        {
          baseVehicleId: f150,
          plate: 'FLT0150',
          state: 'CO',
          mileage: 131_900,
          mileageDate: new Date(now - 8 * DAY_MS).toISOString().slice(0, 10),
          notes: 'Truck 4.',
          createdAt: ago(90 * DAY_MS),
        },
      ],
    });
    const names = {
      shopCustomerId: customer.id,
      shopCustomerFirst: customer.firstName,
      shopCustomerLast: customer.lastName,
    };
    const sendLink = async (worksheetId: number, token: string, sentAt: Date) => {
      // As it is now: createQuote answers the row before its current vehicle was set.
      const [worksheet] = await tx.select().from(worksheets).where(eq(worksheets.id, worksheetId));
      if (!worksheet) throw new Error(`no worksheet ${worksheetId}`);
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
          createdAt: sentAt,
          expiresAt: new Date(sentAt.getTime() + 7 * DAY_MS),
          ...content,
        })
        .returning();
      return { link: link!, snapshot: content.snapshot };
    };

    // The F-150's order: approved on /car-admin, applied, then ordered.
    const orderedAt = ago(8 * DAY_MS);
    const ordered = await createQuote(tx, {
      shopId: shop.id,
      userId: tech.id,
      vehicle: { baseVehicleId: f150, plate: 'FLT0150', state: 'CO', ...names },
      lines: [part(0, 1), part(1, 2)],
      updatedAt: new Date(orderedAt.getTime() - 6 * HOUR_MS),
    });
    const decided = await sendLink(ordered.id, demo.tokens.decided, ago(8 * DAY_MS + 5 * HOUR_MS));
    const lines = decided.snapshot.lines.map((l) => ({ lineId: l.lineId, approved: true }));
    await tx
      .update(quoteApprovalLinks)
      .set({
        viewedAt: ago(8 * DAY_MS + 4 * HOUR_MS),
        appliedAt: ago(8 * DAY_MS + HOUR_MS),
      })
      .where(eq(quoteApprovalLinks.id, decided.link.id));
    await tx.insert(quoteApprovalDecisions).values({
      linkId: decided.link.id,
      decidedAt: ago(8 * DAY_MS + 3 * HOUR_MS),
      name: `${demo.customer.firstName} ${demo.customer.lastName}`,
      address: '198.51.100.40',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
      decidedBy: caruser.id,
      lines,
      approvedTotals: computeCustomerTotals(decided.snapshot.lines, decided.snapshot.taxRates),
    });
    await tx
      .update(worksheets)
      .set({
        status: 'SUBMITTED',
        confirmationNumber: await nextConfirmationNumber(tx),
        submittedAt: orderedAt,
        submittedBy: tech.id,
        storeId: 512,
        poNumber: 'FLEET-0412',
        updatedAt: orderedAt,
      })
      .where(eq(worksheets.id, ordered.id));

    // The Transit's quote: three lines, sent three hours ago, not opened yet.
    const waiting = await createQuote(tx, {
      shopId: shop.id,
      userId: tech.id,
      vehicle: {
        baseVehicleId: transit,
        ...transitIds,
        plate: 'FLT2020',
        state: 'CO',
        ...names,
      },
      lines: [
        part(2, 1),
        part(3, 2),
        {
          itemType: 'LABOR',
          description: demo.labor.description,
          quantity: demo.labor.hours,
          itemCost: null,
          customerPrice: demo.labor.rate,
        },
      ],
      updatedAt: ago(4 * DAY_MS),
    });
    await sendLink(waiting.id, demo.tokens.waiting, ago(3 * HOUR_MS));
  });
  return true;
}
