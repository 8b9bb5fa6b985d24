import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase, type DatabaseLog } from './db/client';
import { prepareDatabase } from './db/prepare';
import { SHUTDOWN_DRAIN_MS } from './plugins/shutdown';

const startedAt = performance.now();
const config = loadConfig();

// The database reports through the app's logger once there is one.
let log: DatabaseLog = {
  warn: (obj, msg) => console.warn(msg, obj),
  info: (obj, msg) => console.info(msg, obj),
};
const database = await createDatabase(config, {
  warn: (obj, msg) => log.warn(obj, msg),
  info: (obj, msg) => log.info(obj, msg),
});
const openedAt = performance.now();
// A first start migrates, seeds (SEED_DEMO) and loads the catalogs and the Help Center's starter
// content; a later start finds them there and only migrates.
const prepared = await prepareDatabase(database, { seedDemo: config.seedDemo });
const preparedAt = performance.now();

const app = await buildApp(config, { database });
const builtAt = performance.now();
log = app.log;
// onClose hooks run last-registered first, and Fastify adds its own (stop listening, wait for the
// running requests) when the app gets ready in listen(), after this one: so the database closes
// once every request has been answered, and an answered write is committed before it closes.
app.addHook('onClose', () => database.close());

// SIGTERM, SIGINT: plugins/shutdown answers new requests 503 for SHUTDOWN_NOTICE_MS, stops
// listening, lets running requests finish (cut after SHUTDOWN_DRAIN_MS); then the database closes
// and the process exits 0. Past the delay close-with-grace gives up and exits 1.
const graceMs = config.shutdownNoticeMs + SHUTDOWN_DRAIN_MS + 4000;
closeWithGrace({ delay: graceMs, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
const listeningAt = performance.now();
app.log.info(
  {
    // performance.now() counts from the process start, so module loading is included.
    startupMs: Math.round(performance.now()),
    // Where the start-up time goes: loading modules, opening the database, migrating (and seeding).
    loadModulesMs: Math.round(startedAt),
    openDatabaseMs: Math.round(openedAt - startedAt),
    migrateMs: Math.round(prepared.milliseconds.migrate),
    catalogMs: Math.round(prepared.milliseconds.catalog),
    catalogLoaded: prepared.catalogLoaded,
    partsCatalogMs: Math.round(prepared.milliseconds.partsCatalog),
    partsCatalogLoaded: prepared.partsCatalog !== undefined,
    helpContentMs: Math.round(prepared.milliseconds.helpContent),
    helpContentLoaded: prepared.helpContent !== undefined,
    // Building the app (plugins, routes) and getting it ready and listening (onReady hooks).
    buildAppMs: Math.round(builtAt - preparedAt),
    listenMs: Math.round(listeningAt - builtAt),
    database: database.kind,
    seeded: prepared.seeded,
    webApp: config.webDistDir,
  },
  'ProCounter started',
);
