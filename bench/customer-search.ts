// Customer search as you type (issue 22): GET /api/customers/search at 100,000 customers of one
// shop (the demo shop 1001, tech's), goal: the server's own p99 (Server-Timing) under 20 ms at 200
// connections, and throughput at least 0.3 of the trivial /api/health in the same run. Seeds the
// customers (deterministic names, phones, e-mails; every third with a vehicle, plate and VIN)
// through the customers module's own term builder, before the server starts, then measures the
// queries a counter types: a last name's first letters, first and last name, a phone's last
// digits, an e-mail, a plate, a VIN's ending, and the empty list.
// Usage: npm run build && npm run bench:customer-search [-- seconds connections]
// BENCH_CUSTOMERS (100000), BENCH_PORT (3216), BENCH_DATABASE_URL as api-load.ts says.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { customerSearchTerms, customers, customerVehicles } from '../apps/server/src/db/schema';
import {
  customerSearchTermRows,
  customerSortName,
} from '../apps/server/src/modules/customers/search-terms';
import { runApiLoadBench } from './api-load';

const SHOP_ID = 1001;
const COUNT = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const BATCH = 2000;

const FIRST = (
  'James Mary John Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara Richard ' +
  'Susan Joseph Jessica Thomas Sarah Charles Karen José María Juan Ana Luis Carmen Carlos Rosa ' +
  'Jorge Lucía Miguel Sofía Pedro Elena Ángel Isabel Diego Paula Raúl Marta'
).split(' ');
const LAST = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez ' +
  'Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris ' +
  'Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill ' +
  'Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gómez Díaz Reyes ' +
  'Cruz Morales Ortiz Gutiérrez Chávez Ramos Ruiz Álvarez Mendoza Castillo Jiménez Vásquez ' +
  "Romero Herrera Medina Aguilar Vargas Castro Guzmán Fernández Moreno Muñoz O'Brien Kowalski"
).split(' ');
const COMPANIES = [
  '',
  '',
  '',
  '',
  'Acme Fleet',
  'City Cabs',
  'Lone Star Plumbing',
  'Rivera Roofing',
];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** mulberry32: the same customers every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** The n-th customer (and, for every third, their vehicle), always the same. */
function customerOf(n: number, random: () => number) {
  const firstName = pick(random, FIRST);
  const lastName = pick(random, LAST);
  const phone = `(${200 + (n % 700)}) 555-${String(n % 10_000).padStart(4, '0')}`;
  const email = `${firstName}.${lastName}${n}@example.com`
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/'/g, '')
    .toLowerCase();
  const vehicle =
    n % 3 === 0
      ? {
          vin: Array.from({ length: 17 }, () => pick(random, VIN_CHARS.split(''))).join(''),
          plate: `${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + ((n >> 5) % 26))}K${String(n % 10_000).padStart(4, '0')}`,
        }
      : null;
  return {
    firstName,
    lastName,
    company: pick(random, COMPANIES),
    phones: [{ kind: 'MOBILE' as const, number: phone }],
    email,
    vehicle,
  };
}

async function seedCustomers(handle: DatabaseHandle, log: (line: string) => void) {
  const { db } = handle;
  const existing = (await db.execute(
    sql`select count(*)::int as n from customers where shop_id = ${SHOP_ID}`,
  )) as unknown as { rows: { n: number }[] };
  if ((existing.rows[0]?.n ?? 0) >= COUNT) return;
  const started = performance.now();
  const [vehicle] = (
    (await db.execute(
      sql`select id from base_vehicles where year = 2013 order by id limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const random = seeded(22);
  for (let from = 0; from < COUNT; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, COUNT - from) }, (_, i) =>
      customerOf(from + i, random),
    );
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(customers)
        .values(
          batch.map((c) => ({
            shopId: SHOP_ID,
            firstName: c.firstName,
            lastName: c.lastName,
            company: c.company,
            phones: c.phones,
            email: c.email,
            sortName: customerSortName(c.firstName, c.lastName),
          })),
        )
        .returning({ id: customers.id });
      const vehicles = batch.flatMap((c, i) =>
        c.vehicle && vehicle
          ? [
              {
                customerId: ids[i]!.id,
                baseVehicleId: vehicle.id,
                vin: c.vehicle.vin,
                plate: c.vehicle.plate,
                state: 'TX',
              },
            ]
          : [],
      );
      if (vehicles.length > 0) await tx.insert(customerVehicles).values(vehicles);
      const terms = batch.flatMap((c, i) =>
        customerSearchTermRows({
          ...c,
          id: ids[i]!.id,
          shopId: SHOP_ID,
          sortName: customerSortName(c.firstName, c.lastName),
          archived: false,
          vehicles: c.vehicle ? [c.vehicle] : [],
        }),
      );
      for (let t = 0; t < terms.length; t += 5000) {
        await tx
          .insert(customerSearchTerms)
          .values(terms.slice(t, t + 5000))
          .onConflictDoNothing();
      }
    });
  }
  await db.execute(sql`analyze customers`);
  await db.execute(sql`analyze customer_search_terms`);
  await db.execute(sql`analyze customer_vehicles`);
  log(
    `seeded ${COUNT.toLocaleString('en-US')} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

await runApiLoadBench({
  name: 'customer-search',
  defaultPort: 3216,
  extra: seedCustomers,
  async calls() {
    const sample = customerOf(3, seeded(1));
    const search = (query: string) =>
      `/api/customers/search?${new URLSearchParams({ query, size: '25' }).toString()}`;
    return [
      { call: 'health (trivial)', path: '/api/health' },
      { call: 'search: (empty, first page)', path: search('') },
      { call: "search: 'gar'", path: search('gar') },
      { call: "search: 'maria lo'", path: search('maria lo') },
      { call: "search: 'jose gonzalez'", path: search('jose gonzalez') },
      { call: "search: '0042' (phone end)", path: search('0042') },
      { call: "search: '555-004' (phone)", path: search('555-004') },
      { call: "search: 'james.smith' (e-mail)", path: search('james.smith') },
      { call: "search: 'adk0' (plate)", path: search('adk0') },
      { call: 'search: VIN end (8)', path: search(sample.vehicle?.vin.slice(-8) ?? 'x') },
    ];
  },
});
