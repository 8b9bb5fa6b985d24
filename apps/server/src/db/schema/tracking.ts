import { USAGE_EVENT_KINDS } from '@procounter/shared/contracts/tracking';
import { bigint, index, integer, jsonb, pgEnum, pgTable, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { shops } from './shops';
import { users } from './users';

// Usage tracking (R-TRACK-2, R-TRACK-3): the beacons the web app sends while a user looks up
// parts. Append-only; read by reports, never by a request path. The kinds are the shared contract's.

export const usageEventKind = pgEnum('usage_event_kind', USAGE_EVENT_KINDS);

export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: usageEventKind('kind').notNull(),
    /** The lookup's uuid from the browser's session storage: the events of one lookup share it. */
    lookupUuid: uuid('lookup_uuid').notNull(),
    /** When the browser says it happened (the session storage timestamp). */
    occurredAt: instant('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    /** The beacon's record as sent (lookup type, vehicle ids, products), validated. */
    payload: jsonb('payload').notNull(),
  },
  (t) => [
    index('usage_events_lookup_uuid_idx').on(t.lookupUuid),
    index('usage_events_shop_received_idx').on(t.shopId, t.receivedAt),
  ],
);
