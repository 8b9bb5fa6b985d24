import type { BroadcastMessage } from '@procounter/shared/contracts/messages';
import { notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import {
  findCurrentMessages,
  findScheduledMessages,
  findSchedulesOf,
  insertDismissal,
  messageExists,
  findMessagesLastModified as queryMessagesLastModified,
} from './messages.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/** Messages shown now and not dismissed by the user, each with all of its schedule windows. */
export async function listCurrentMessages(
  { db, clock }: Deps,
  category: 'BROADCAST' | 'PRODUCT',
  userId: number,
): Promise<BroadcastMessage[]> {
  return presentMessages(db, await findCurrentMessages(db, category, userId, clock.now()));
}

/**
 * Messages of a category inside a schedule window now, whether or not the user dismissed them:
 * GET /message/get/category/{category} (the products page's notices, shown on every lookup;
 * dismissing is for the broadcast banner).
 */
export async function listScheduledMessages(
  { db, clock }: Deps,
  category: 'BROADCAST' | 'PRODUCT',
): Promise<BroadcastMessage[]> {
  return presentMessages(db, await findScheduledMessages(db, category, clock.now()));
}

async function presentMessages(
  db: Deps['db'],
  messages: Awaited<ReturnType<typeof findScheduledMessages>>,
): Promise<BroadcastMessage[]> {
  const schedules = await findSchedulesOf(
    db,
    messages.map((m) => m.id),
  );
  return messages.map((m) => ({
    messageId: m.id,
    description: m.description,
    content: m.content,
    linkUrl: m.linkUrl,
    schedules: schedules
      .filter((s) => s.messageId === m.id)
      .map((s) => ({ startDateTime: s.startAt.getTime(), endDateTime: s.endAt.getTime() })),
  }));
}

export async function dismissMessage({ db, clock }: Deps, userId: number, messageId: number) {
  if (!(await messageExists(db, messageId))) throw notFound('No such message');
  await insertDismissal(db, userId, messageId, clock.now());
}

export function findMessagesLastModified({ db, clock }: Deps, userId: number) {
  return queryMessagesLastModified(db, userId, clock.now());
}
