// The database the API benchmarks and the load test run on, made before the server starts (PGlite
// allows one process in a data dir, so the server finds it ready): what a first start makes (demo
// data, vehicle catalog, the demo parts catalog or a generated one of any scale), plus shop users
// of the demo shops for the simulated users, and a sample of vehicle + part type pairs that have
// parts. On PostgreSQL it runs in a database of its own, made and dropped here.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KIT_PART_TYPE_IDS } from '@procounter/shared/domain/constants';
import { eq, like } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { customerTypes, groups, users } from '../apps/server/src/db/schema/index';
import { createUser, DEMO_PASSWORD } from '../apps/server/src/db/seed/factories';
import { withTransaction } from '../apps/server/src/db/transaction';
import { hashPassword } from '../apps/server/src/lib/password';
import {
  loadPartsCatalogIfEmpty,
  replacePartsCatalog,
} from '../apps/server/src/modules/parts-catalog/parts-catalog-load';
import { root } from './support';

/** The demo shops a shop employee works for (DESIGN.md section 4); the car customer is left out. */
const BENCH_USER_SHOPS = [1001, 1002, 2001, 3001] as const;
const BENCH_LOGIN_PREFIX = 'bench-user-';

export interface BenchUser {
  loginName: string;
  password: string;
  shopId: number;
}

/** A vehicle and a part type with parts for it: what one simulated job looks up. */
export interface VehicleJob {
  baseVehicleId: number;
  year: number;
  makeId: number;
  partTypeId: string;
  partTypeName: string;
}

export interface PreparedDatabase {
  /** 'PGlite 0.3.16 (PostgreSQL 17.5 ...)' or 'PostgreSQL 15.14 ...'. */
  version: string;
  /** Products in the parts catalog. */
  products: number;
  users: BenchUser[];
  jobs: VehicleJob[];
  /** How long generating a catalog took, when one was generated. */
  generatedMs?: number;
}

export interface PrepareOptions {
  /** The embedded database's folder; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  /** Generate a parts catalog of this many products; undefined: the demo scale. */
  products?: number;
  /** Shop users to make (bench-user-001...); those already there are kept. */
  users?: number;
  /** A benchmark's own data, written once the database is ready (before the server starts). */
  extra?: (handle: DatabaseHandle, log: (line: string) => void) => Promise<void>;
  log?: (line: string) => void;
}

/** Makes the database ready for a benchmark server and answers what the benchmark needs of it. */
export async function prepareBenchDatabase(options: PrepareOptions): Promise<PreparedDatabase> {
  const log = options.log ?? console.log;
  const handle = await createDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
  });
  try {
    // The server's first start (db/prepare.ts), with a parts catalog of the benchmark's scale;
    // the Help Center's content is left to the server's own start, as it always was (api-load
    // reports how long that start takes).
    let generatedMs: number | undefined;
    const generate = async (products: number) => {
      const summary = await replacePartsCatalog(handle, { products, seed: 1 });
      generatedMs = summary.milliseconds.total;
      log(
        `generated ${products.toLocaleString('en-US')} products, ` +
          `${summary.fitment.toLocaleString('en-US')} fitment rows in ` +
          `${(generatedMs / 1000).toFixed(1)} s`,
      );
      return summary;
    };
    await prepareDatabase(handle, {
      seedDemo: true,
      helpContent: false,
      partsCatalog: async () =>
        options.products !== undefined && (await countProducts(handle)) !== options.products
          ? generate(options.products)
          : loadPartsCatalogIfEmpty(handle),
    });
    const benchUsers = await ensureBenchUsers(handle, options.users ?? 0);
    await options.extra?.(handle, log);
    return {
      version: await databaseVersion(handle),
      products: await countProducts(handle),
      users: benchUsers,
      jobs: await sampleVehicleJobs(handle),
      generatedMs,
    };
  } finally {
    await handle.close();
  }
}

async function rows<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  const result = (await handle.db.execute(text)) as unknown as { rows: T[] };
  return result.rows;
}

async function databaseVersion(handle: DatabaseHandle): Promise<string> {
  const [row] = await rows<{ version: string }>(handle, 'select version() as version');
  const server = (row?.version ?? 'unknown').replace(/ on .*$/, '').replace(/,.*$/, '');
  if (handle.kind === 'postgres') return server;
  // PGlite's package exports no package.json, so it is read where npm installed it.
  const manifest = join(root, 'node_modules/@electric-sql/pglite/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return `PGlite ${version} (${server})`;
}

async function countProducts(handle: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ n: number }>(handle, 'select count(*)::int as n from products');
  return row?.n ?? 0;
}

/**
 * Shop employees spread over the demo shops, all with the demo password. One hash serves them
 * all: argon2 takes tens of milliseconds a hash, and the benchmark measures logins, not seeding.
 */
async function ensureBenchUsers(handle: DatabaseHandle, wanted: number): Promise<BenchUser[]> {
  const { db } = handle;
  const name = (n: number) => `${BENCH_LOGIN_PREFIX}${String(n).padStart(3, '0')}`;
  const shopOf = (n: number) => BENCH_USER_SHOPS[(n - 1) % BENCH_USER_SHOPS.length]!;
  const existing = new Set(
    (
      await db
        .select({ loginName: users.loginName })
        .from(users)
        .where(like(users.loginName, `${BENCH_LOGIN_PREFIX}%`))
    ).map((u) => u.loginName),
  );
  const missing = Array.from({ length: wanted }, (_, i) => i + 1).filter(
    (n) => !existing.has(name(n)),
  );
  if (missing.length > 0) {
    const [group] = await db.select().from(groups).where(eq(groups.name, 'SHOP_EMPLOYEE'));
    const [web] = await db.select().from(customerTypes).where(eq(customerTypes.name, 'WEB'));
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await withTransaction(db, async (tx) => {
      for (const n of missing) {
        await createUser(tx, {
          loginName: name(n),
          firstName: 'Bench',
          lastName: `User ${n}`,
          email: `${name(n)}@procounter.example`,
          groupId: group?.id,
          customerTypeId: web?.id,
          passwordHash,
          shopIds: [shopOf(n)],
        });
      }
    });
  }
  return Array.from({ length: wanted }, (_, i) => ({
    loginName: name(i + 1),
    password: DEMO_PASSWORD,
    shopId: shopOf(i + 1),
  }));
}

/**
 * Vehicle + part type pairs that have parts: 1,000 vehicles of the years shops see most, spread
 * over the catalog by a fixed hash (the same sample every run), crossed with the 30 most popular
 * part types that need a vehicle, keeping the pairs with fitment (an index probe each).
 */
async function sampleVehicleJobs(handle: DatabaseHandle): Promise<VehicleJob[]> {
  const kitTypes = Object.values(KIT_PART_TYPE_IDS)
    .map((id) => `'${id}'`)
    .join(', ');
  return rows<VehicleJob>(
    handle,
    `with vehicles as (
       select id, year, make_id from base_vehicles
        where year between 2000 and 2024
        order by md5(id::text)
        limit 1000
     ), kinds as (
       select id, name from part_types
        where leaf and application_part_type and id not in (${kitTypes})
          and popularity_rank is not null
        order by popularity_rank
        limit 30
     )
     select v.id as "baseVehicleId", v.year::int as year, v.make_id as "makeId",
            k.id as "partTypeId", k.name as "partTypeName"
       from vehicles v cross join kinds k
      where exists (select 1 from fitment f
                     where f.base_vehicle_id = v.id and f.part_type_id = k.id)
      order by md5(v.id::text || k.id)
      limit 500`,
  );
}

/**
 * A database of its own on the PostgreSQL server `serverUrl` names, for `work`, dropped afterwards
 * whatever happens: a benchmark never writes into a database someone else uses.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `procounter_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}
