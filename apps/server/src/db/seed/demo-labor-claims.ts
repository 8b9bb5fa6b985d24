import { deflateSync } from 'node:zlib';
import { accountDay } from '@procounter/shared/domain/account-money';
import { laborClaimAmount } from '@procounter/shared/domain/labor-claim-money';
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import {
  findOrderVehicle,
  insertClaim,
  insertClaimEvent,
  insertClaimFiles,
  updateClaim,
} from '../../modules/labor-claims/labor-claims.repository';
import { createCreditMemo } from '../../modules/statements/credit-memos';
import { createOrderInvoice } from '../../modules/statements/order-invoices';
import { describeVehicleNames } from '../../modules/worksheets/worksheets.service';
import type { Database } from '../client';
import { invoiceLines, laborClaims, users, worksheets } from '../schema/index';
import { withTransaction } from '../transaction';

// The demo's warranty labor claims (issue 23, part 2): shop 1001's tech filed one claim in each
// state on lines of the shop's two oldest orders' invoices, and support reviewed them, so
// /admin/labor-claims and support's queue show every state on a fresh start. Each claim carries
// a small generated PNG (the failed part's "photo").

const HOUR_MS = 3_600_000;

/** The claims, in the order filed: how far between the orders and now each step happened. */
const DEMO_CLAIMS = [
  {
    status: 'CREDITED',
    hours: 1.5,
    rate: 125,
    mileage: 61_240,
    failure: 'Water pump seal leaking coolant at the weep hole; pump replaced again.',
    steps: [0.1, 0.15, 0.2, 0.3],
    approved: 187.5,
  },
  {
    status: 'DENIED',
    hours: 2,
    rate: 110,
    mileage: 88_015,
    failure: 'Brake pads worn to the indicator within two weeks of installation.',
    steps: [0.25, 0.35, 0.45],
    reason:
      'The rotors were not replaced or resurfaced with the pads, which the warranty requires. ' +
      'Please see the installation note on the invoice.',
  },
  {
    status: 'APPROVED',
    hours: 0.8,
    rate: 125,
    mileage: 43_900,
    failure: 'Oil filter gasket leaking after the first 300 miles; filter replaced.',
    steps: [0.4, 0.5, 0.6],
    approved: 90,
  },
  {
    status: 'UNDER_REVIEW',
    hours: 1.25,
    rate: 118.4,
    mileage: 120_400,
    failure: 'Ignition coil misfiring on cylinder 3 (P0303) after two days.',
    steps: [0.55, 0.7],
  },
  {
    status: 'SUBMITTED',
    hours: 3.5,
    rate: 125,
    mileage: 25_130,
    failure: 'Front strut mount noise over bumps; strut assembly replaced under warranty.',
    steps: [0.8],
  },
] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A small RGB PNG (48 x 32), a grey part on a tinted background, the same bytes for the same seed:
 * what a claim's photo is in the demo (and the end-to-end spec's upload).
 */
export function demoPhotoPng(seed: number): Buffer {
  const width = 48;
  const height = 32;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const inPart = (x - 24) ** 2 + (y - 16) ** 2 < 100;
      const at = 1 + x * 3;
      row[at] = inPart ? 150 : (40 + seed * 37) % 256;
      row[at + 1] = inPart ? 150 : (90 + x * 2) % 256;
      row[at + 2] = inPart ? 155 : (140 + y * 3) % 256;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Writes the demo claims of shop 1001 (after the demo orders: seedDemoCounterWork): the two
 * oldest orders are invoiced if they are not yet (createOrderInvoice, once per order), and each
 * claim names one of their lines. Nothing when shop 1001 has claims already, or lacks the orders
 * or the users tech and support. Answers how many claims it wrote.
 */
export async function seedDemoLaborClaims(db: Database, clock: Clock): Promise<number> {
  const shopId = 1001;
  const [existing] = await db
    .select({ n: count() })
    .from(laborClaims)
    .where(eq(laborClaims.shopId, shopId));
  if ((existing?.n ?? 0) > 0) return 0;
  const people = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, ['tech', 'support']));
  const tech = people.find((p) => p.loginName === 'tech')?.id;
  const support = people.find((p) => p.loginName === 'support')?.id;
  const orders = await db
    .select({ id: worksheets.id, submittedAt: worksheets.submittedAt })
    .from(worksheets)
    .where(
      and(
        eq(worksheets.shopId, shopId),
        eq(worksheets.status, 'SUBMITTED'),
        isNotNull(worksheets.submittedAt),
      ),
    )
    .orderBy(asc(worksheets.submittedAt), asc(worksheets.id))
    .limit(2);
  if (tech === undefined || support === undefined || orders.length === 0) return 0;

  const now = clock.now().getTime();
  return withTransaction(db, async (tx) => {
    const lines: {
      id: number;
      invoiceId: number;
      worksheetId: number;
    }[] = [];
    for (const order of orders) {
      const invoice = await createOrderInvoice(tx, {
        worksheetId: order.id,
        createdBy: tech,
        invoiceDate: accountDay(order.submittedAt!),
      });
      const rows = await tx
        .select({ id: invoiceLines.id })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice.id))
        .orderBy(asc(invoiceLines.lineNumber));
      lines.push(...rows.map((r) => ({ id: r.id, invoiceId: invoice.id, worksheetId: order.id })));
    }
    if (lines.length === 0) return 0;
    // Every step falls between the newest of the orders and now.
    const [newest] = await tx
      .select({ at: worksheets.submittedAt })
      .from(worksheets)
      .where(
        inArray(
          worksheets.id,
          orders.map((o) => o.id),
        ),
      )
      .orderBy(desc(worksheets.submittedAt))
      .limit(1);
    const start = newest!.at!.getTime() + HOUR_MS;
    const at = (fraction: number) => new Date(start + Math.floor((now - start) * fraction));

    for (const [index, demo] of DEMO_CLAIMS.entries()) {
      const line = lines[index % lines.length]!;
      const vehicle = await findOrderVehicle(tx, line.worksheetId);
      const filedAt = at(demo.steps[0]!);
      const amountClaimed = laborClaimAmount(demo.hours, demo.rate);
      const claim = await insertClaim(tx, {
        shopId,
        invoiceId: line.invoiceId,
        invoiceLineId: line.id,
        failureDate: accountDay(new Date(filedAt.getTime() - HOUR_MS)),
        mileage: demo.mileage,
        baseVehicleId: vehicle?.baseVehicleId ?? null,
        vehicleDescription: vehicle ? describeVehicleNames(vehicle) : null,
        vin: vehicle?.vin ?? null,
        laborHours: demo.hours,
        laborRate: demo.rate,
        amountClaimed,
        failureDescription: demo.failure,
        createdBy: tech,
        createdAt: filedAt,
      });
      await insertClaimFiles(tx, [
        {
          claimId: claim.id,
          fileName: `failed-part-${index + 1}.png`,
          mediaType: 'image/png',
          sizeBytes: demoPhotoPng(index).length,
          content: demoPhotoPng(index),
        },
      ]);
      const event = (status: (typeof DEMO_CLAIMS)[number]['status'], step: number) => ({
        claimId: claim.id,
        status,
        userId: step === 0 ? tech : support,
        actingUserId: null,
        amount: null as number | null,
        note: null as string | null,
        createdAt: at(demo.steps[step]!),
      });
      await insertClaimEvent(tx, { ...event('SUBMITTED', 0), amount: amountClaimed });
      const reviewed = demo.steps.length > 1 && demo.status !== 'DENIED';
      if (reviewed) await insertClaimEvent(tx, event('UNDER_REVIEW', 1));
      if (demo.status === 'DENIED') {
        await updateClaim(tx, claim.id, {
          status: 'DENIED',
          denialReason: demo.reason,
          updatedAt: at(demo.steps[1]!),
        });
        await insertClaimEvent(tx, { ...event('DENIED', 1), note: demo.reason });
        continue;
      }
      if (demo.status === 'SUBMITTED' || demo.status === 'UNDER_REVIEW') {
        await updateClaim(tx, claim.id, {
          status: demo.status,
          updatedAt: at(demo.steps.at(-1)!),
        });
        continue;
      }
      await updateClaim(tx, claim.id, {
        status: 'APPROVED',
        approvedAmount: demo.approved,
        updatedAt: at(demo.steps[2]!),
      });
      await insertClaimEvent(tx, { ...event('APPROVED', 2), amount: demo.approved });
      if (demo.status === 'CREDITED') {
        const creditedAt = at(demo.steps[3]!);
        const memo = await createCreditMemo(tx, {
          shopId,
          reason: 'LABOR_CLAIM',
          creditedInvoiceId: line.invoiceId,
          memo: `Warranty labor claim ${claim.claimNumber}`,
          createdBy: support,
          invoiceDate: accountDay(creditedAt),
          taxRate: null,
          lines: [
            {
              description: `Warranty labor, claim ${claim.claimNumber}`,
              quantity: 1,
              unitPrice: demo.approved,
            },
          ],
        });
        await updateClaim(tx, claim.id, {
          status: 'CREDITED',
          creditMemoId: memo.id,
          updatedAt: creditedAt,
        });
        await insertClaimEvent(tx, {
          ...event('CREDITED', 3),
          amount: memo.total,
          note: memo.invoiceNumber,
        });
      }
    }
    return DEMO_CLAIMS.length;
  });
}
