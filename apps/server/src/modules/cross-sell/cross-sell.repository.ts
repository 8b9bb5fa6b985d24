import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// What the orders say about part types bought together: every ordered quote's part types, in pairs.

/** Changes whenever an order is placed: how many there are and the newest's id. */
export async function findOrdersFingerprint(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`select count(*)::int as n, coalesce(max(id), 0)::int as last from worksheet_orders`,
  )) as unknown as { rows: { n: number; last: number }[] };
  const row = result.rows[0];
  return `${row?.n ?? 0}:${row?.last ?? 0}`;
}

export interface PartTypePair {
  a: string;
  b: string;
  /** Ordered quotes that held both. */
  orders: number;
}

/**
 * Every pair of part types two lines of one ordered quote (a quote with an order) carry, with the
 * number of such orders: a quote holding pads twice counts once.
 */
export async function findOrderedPartTypePairs(db: Database): Promise<PartTypePair[]> {
  const result = (await db.execute(sql`
    with ordered as (
      select distinct wi.worksheet_id, p.part_type_id
      from worksheet_orders o
      join worksheet_items wi on wi.worksheet_id = o.worksheet_id
      join products p on p.id = wi.product_id
    )
    select x.part_type_id as a, y.part_type_id as b, count(*)::int as orders
    from ordered x
    join ordered y on y.worksheet_id = x.worksheet_id and y.part_type_id <> x.part_type_id
    group by x.part_type_id, y.part_type_id`)) as unknown as { rows: PartTypePair[] };
  return result.rows.map((r) => ({ a: r.a, b: r.b, orders: Number(r.orders) }));
}
