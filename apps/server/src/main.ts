import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { runClusterPrimary } from './cluster-primary';
import { type Config, loadConfig } from './config';
import { createDatabase, type DatabaseLog } from './db/client';
import { prepareDatabase } from './db/prepare';
import { SHUTDOWN_DRAIN_MS } from './plugins/shutdown';

const startedAt = performance.now();
const config = loadConfig();

// WORKERS=1: this process is the server (as always). Above 1 this module runs in the cluster's
// primary, which prepares the database and forks the workers (cluster-primary.ts), and again in
// each worker, which serves on the shared port without preparing the database again.
if (config.workers > 1 && cluster.isPrimary) await runClusterPrimary(config);
else await runServer(config, { isWorker: cluster.isWorker });

async function runServer(config: Config, { isWorker }: { isWorker: boolean }) {
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
  // A cluster's worker finds it prepared by the primary.
  const prepared = isWorker
    ? undefined
    : await prepareDatabase(database, { seedDemo: config.seedDemo });
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
  // A worker closes on the primary's SIGTERM alone: the SIGINT a terminal sends to the whole group
  // is the primary's to handle (a second signal would make close-with-grace exit at once).
  if (isWorker) process.on('SIGINT', () => {});
  closeWithGrace(
    { delay: graceMs, logger: app.log, skip: isWorker ? ['SIGINT'] : [] },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an error');
      else app.log.info({ signal }, 'closing');
      await app.close();
    },
  );

  await app.listen({ port: config.port, host: config.host });
  const listeningAt = performance.now();
  app.log.info(
    {
      // performance.now() counts from the process start, so module loading is included.
      startupMs: Math.round(performance.now()),
      // Where the start-up time goes: loading modules, opening the database, migrating (and seeding).
      loadModulesMs: Math.round(startedAt),
      openDatabaseMs: Math.round(openedAt - startedAt),
      ...(prepared && {
        migrateMs: Math.round(prepared.milliseconds.migrate),
        catalogMs: Math.round(prepared.milliseconds.catalog),
        catalogLoaded: prepared.catalogLoaded,
        partsCatalogMs: Math.round(prepared.milliseconds.partsCatalog),
        partsCatalogLoaded: prepared.partsCatalog !== undefined,
        helpContentMs: Math.round(prepared.milliseconds.helpContent),
        helpContentLoaded: prepared.helpContent !== undefined,
        seeded: prepared.seeded,
      }),
      // Building the app (plugins, routes) and getting it ready and listening (onReady hooks).
      buildAppMs: Math.round(builtAt - preparedAt),
      listenMs: Math.round(listeningAt - builtAt),
      database: database.kind,
      ...(isWorker && { worker: cluster.worker?.id }),
      webApp: config.webDistDir,
    },
    'ProCounter started',
  );
}
