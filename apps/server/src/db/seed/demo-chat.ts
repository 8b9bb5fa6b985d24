import { inArray } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import type { Database } from '../client';
import { chatMessages, chatSessions, users } from '../schema/index';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The demo's finished chat: tech asks, support answers (from: minutes after the start). */
export const DEMO_CHAT_MESSAGES = [
  {
    fromSupport: false,
    minute: 0,
    body: 'Hi, the F-150 on my quote needs front pads. Which ones fit?',
  },
  {
    fromSupport: true,
    minute: 2,
    body: 'Good morning! For the 2013 F-150 with the 3.5L the ceramic front pads fit; they are in stock at store 512.',
  },
  { fromSupport: false, minute: 3, body: 'Great, adding two sets to the quote. Thanks!' },
  { fromSupport: true, minute: 4, body: 'You are welcome. Have a good day.' },
] as const;

/**
 * The chat's demo data (issue 24 part 4), after the demo data: a finished chat of tech (shop 1001,
 * about the F-150 of the demo plate) with support, two days ago, read by both, so /support shows a
 * history on a fresh start. Nothing when there is a chat already or the demo logins are not
 * there. Answers the rows written.
 */
export async function seedDemoChat(db: Database, clock: Clock): Promise<number> {
  const [existing] = await db.select({ id: chatSessions.id }).from(chatSessions).limit(1);
  if (existing) return 0;
  const logins = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, ['tech', 'support']));
  const techId = logins.find((u) => u.loginName === 'tech')?.id;
  const supportId = logins.find((u) => u.loginName === 'support')?.id;
  if (techId === undefined || supportId === undefined) return 0;

  const start = clock.now().getTime() - 2 * DAY_MS;
  const at = (minute: number) => new Date(start + minute * MINUTE_MS);
  const [session] = await db
    .insert(chatSessions)
    .values({
      userId: techId,
      shopId: 1001,
      status: 'CLOSED',
      supportUserId: supportId,
      vehicle: '2013 Ford F-150',
      vin: '1FTFW1ET9DFC10312',
      createdAt: at(0),
      takenAt: at(1),
      closedAt: at(5),
    })
    .returning({ id: chatSessions.id });
  const rows = await db
    .insert(chatMessages)
    .values(
      DEMO_CHAT_MESSAGES.map((m, i) => ({
        sessionId: session!.id,
        authorUserId: m.fromSupport ? supportId : techId,
        fromSupport: m.fromSupport,
        clientId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
        body: m.body,
        createdAt: at(m.minute),
      })),
    )
    .returning({ id: chatMessages.id });
  const lastId = Math.max(...rows.map((r) => r.id));
  await db
    .update(chatSessions)
    .set({ userReadMessageId: lastId, supportReadMessageId: lastId })
    .where(inArray(chatSessions.id, [session!.id]));
  return 1 + rows.length;
}
