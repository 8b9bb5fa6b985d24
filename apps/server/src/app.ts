import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyWebsocket from '@fastify/websocket';
import { API_PREFIX } from '@procounter/shared/contracts/api-paths';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/client';
import { shareAuthCache } from './lib/auth-cache';
import { createBus } from './lib/bus';
import { type Clock, systemClock } from './lib/clock';
import type { ServiceDeps } from './lib/deps';
import { createFastSerializerCompiler, warmFastSerializers } from './lib/fast-serializer';
import { serializeRequest } from './lib/log-redaction';
import { createTokenSigner } from './lib/tokens';
import { appDataRoutes } from './modules/app-data/app-data.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { resolveJwtSecret } from './modules/auth/auth.service';
import { brandsRoutes } from './modules/brands/brands.routes';
import { carAccountsRoutes } from './modules/car-accounts/car-accounts.routes';
import { followCatalogChanges } from './modules/catalog-search/catalog-changes.service';
import { catalogSearchRoutes } from './modules/catalog-search/catalog-search.routes';
import { warmSearchIndex } from './modules/catalog-search/catalog-search.service';
import { createChatHub } from './modules/chat/chat.live';
import { chatRoutes } from './modules/chat/chat.routes';
import { crossSellRoutes } from './modules/cross-sell/cross-sell.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { startInactivitySweep } from './modules/employees/inactivity.service';
import { featuresRoutes } from './modules/features/features.routes';
import { healthRoutes } from './modules/health/health.routes';
import { helpContentRoutes } from './modules/help-content/help-content.routes';
import { interchangeRoutes } from './modules/interchange/interchange.routes';
import { laborClaimsRoutes } from './modules/labor-claims/labor-claims.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { type MailSender, smtpTransport, startMailSender } from './modules/mail/mail.service';
import { masqueradeRoutes } from './modules/masquerade/masquerade.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { metaRoutes } from './modules/meta/meta.routes';
import { packageJobsRoutes } from './modules/package-jobs/package-jobs.routes';
import { partTypesRoutes } from './modules/part-types/part-types.routes';
import { plateToVinRoutes } from './modules/plate-to-vin/plate-to-vin.routes';
import { productsRoutes } from './modules/products/products.routes';
import { warmPartsLookup } from './modules/products/products.service';
import { quoteApprovalsRoutes } from './modules/quote-approvals/quote-approvals.routes';
import { recentVehiclesRoutes } from './modules/recent-vehicles/recent-vehicles.routes';
import { shopsRoutes } from './modules/shops/shops.routes';
import { signalsRoutes } from './modules/signals/signals.routes';
import { followSignals, warmSignals } from './modules/signals/signals.service';
import { statementsRoutes } from './modules/statements/statements.routes';
import { stockOrdersRoutes } from './modules/stock-orders/stock-orders.routes';
import { supportQuestionsRoutes } from './modules/support-questions/support-questions.routes';
import { testFactoriesRoutes } from './modules/test-factories/test-factories.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { usersRoutes } from './modules/users/users.routes';
import { vehicleDocumentsRoutes } from './modules/vehicle-documents/vehicle-documents.routes';
import { vehicleSelectRoutes } from './modules/vehicle-select/vehicle-select.routes';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes';
import { worksheetsRoutes } from './modules/worksheets/worksheets.routes';
import { authPlugin, protectApiRoutes } from './plugins/auth';
import { answerClientError, errorsPlugin } from './plugins/errors';
import { inputTextPlugin } from './plugins/input-text';
import { rateLimitPlugin } from './plugins/rate-limit';
import { shutdownPlugin } from './plugins/shutdown';
import { swaggerPlugin } from './plugins/swagger';
import { webAppPlugin } from './plugins/web-app';
import { type CommonServerOptions, createTlsServer, type Http1Timeouts } from './tls';

export interface AppDeps {
  /** An open, migrated database; when absent the app opens one from the config and closes it. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * How long after listen the warm-up starts at the latest (the parts lookup's index, the
 * serializers, the typeahead's index): at the first answer, when one comes sooner.
 */
export const WARM_UP_DELAY_MS = 250;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
/** The zod compilers as Fastify's compiler factories (typed for ajv's and fast-json-stringify's). */
const compilersOf = (serializer: ReturnType<typeof createFastSerializerCompiler>) =>
  ({
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializer,
  }) as unknown as CompilersFactory;

/** The whole server as a Fastify instance, ready for listen() or inject(). */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const { headersTimeoutMs, requestTimeoutMs, connectionTimeoutMs } = config.httpTimeouts;
  // Answers go out through serializers compiled from their schemas (lib/fast-serializer.ts), zod's
  // until fast-json-stringify has loaded: after listen, or at once when the tests verify them.
  const serializer = createFastSerializerCompiler({ verify: config.verifySerializers });
  if (config.verifySerializers) warmFastSerializers();
  const options: CommonServerOptions = {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // Every logged URL goes through here, so a token in a query string is never logged.
      serializers: { req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Every route validates and serializes with its zod schemas (set below): given factories of
    // those, Fastify never loads its own compilers (ajv, fast-json-stringify), which took a good
    // part of a second of every start.
    schemaController: { compilersFactory: compilersOf(serializer) },
    // Requests Node cannot parse get our error body too.
    clientErrorHandler: answerClientError,
    // Fastify and Node leave a request's body and a stalled connection untimed by default.
    requestTimeout: requestTimeoutMs,
    connectionTimeout: connectionTimeoutMs,
    // plugins/shutdown answers requests during a close itself, with our error body.
    return503OnClosing: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    requestIdHeader: false,
    // A caller's (or proxy's) request id is kept so one id follows a request through every log.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
  const http1: Http1Timeouts = {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    // Node checks the headers and request timeouts this often (30 s by default).
    connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeoutMs / 4)),
  };
  const app = (
    config.tls ? createTlsServer(options, config.tls, http1) : Fastify({ ...options, http: http1 })
  ).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializer);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(shutdownPlugin, { noticeMs: config.shutdownNoticeMs });
  // API answers of 1 KB and more go out compressed when the client accepts it (the Help Center's
  // article lists are 100 KB of JSON); Brotli at quality 4 costs about what gzip does. The web app's
  // files are compressed at build time (plugins/web-app) and pass through as they are. Registered
  // before the routes: it hooks each route as it is added. Request bodies are never inflated.
  await app.register(fastifyCompress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // How long the server took, from the request's arrival to its answer: a browser's devtools show
  // it, and bench/ reads it as the server time under load.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
    return payload;
  });
  // A POST without a body but with the JSON content type (what fetch wrappers often send for
  // endMasquerade or showChatNowTooltip) counts as no body; anything else goes to the default
  // parser, which also refuses __proto__ and constructor keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  const database = deps.database ?? (await createDatabase(config, app.log));
  if (!deps.database) app.addHook('onClose', () => database.close());
  const clock = deps.clock ?? systemClock;
  const secret = await resolveJwtSecret({ db: database.db, config });
  const services: ServiceDeps = {
    db: database.db,
    config,
    clock,
    tokens: createTokenSigner(secret, config.accessTokenTtlSeconds),
  };
  // Mail goes out through SMTP when the config names a server; else it waits in the outbox.
  // Fan-out between processes (decisions/039): the chat hub hears every process's changes.
  const bus = createBus(config.databaseUrl, app.log);
  const chatDeps = { ...services, bus };
  const chatHub = createChatHub(chatDeps, app.log);
  app.addHook('onReady', () => chatHub.start());
  app.addHook('preClose', () => chatHub.stop());
  app.addHook('onClose', () => bus.close());
  // Every process's authentication cache forgets what any process forgets (a logout, a password
  // change, a disabled user, a masquerade), and drops its catalog caches when the catalog changes.
  const leaveBus: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    leaveBus.push(await shareAuthCache(database.db, bus, app.log));
    leaveBus.push(await followCatalogChanges(database.db, bus, app.log));
    leaveBus.push(await followSignals(database.db, bus, app.log));
  });
  // onClose hooks run last-registered first: this one before bus.close().
  app.addHook('onClose', async () => {
    for (const leave of leaveBus.splice(0)) await leave();
  });

  // Work that need not delay the start waits until the server listens and has answered once
  // (onListen does not hold up listen(); a request that comes first is answered as it would be
  // without it). Unused shop users become INACTIVE (employees/inactivity.service.ts): a pass now,
  // then hourly. The parts lookup's index and tables are warmed (products.service.ts
  // warmPartsLookup), then the typeahead's index, so a first lookup or typeahead does not build
  // them, and the search signals they rank by; fast-json-stringify loads for the compiled
  // serializers.
  let inactivitySweep: ReturnType<typeof startInactivitySweep> | undefined;
  let warming: Promise<void> | undefined;
  let warmTimer: NodeJS.Timeout | undefined;
  let warmed = false;
  const warmUp = () => {
    if (warmed) return;
    warmed = true;
    clearTimeout(warmTimer);
    warmFastSerializers();
    inactivitySweep = startInactivitySweep(services, app.log);
    // The lookup's part types and tables first, then the typeahead's whole index.
    warming = warmPartsLookup(services)
      .then(() => warmSearchIndex(services))
      .then(() => warmSignals(services))
      .catch((err: unknown) => {
        app.log.warn({ err }, 'warming the parts lookup failed');
      });
  };
  app.addHook('onListen', async () => {
    // The warm-up waits for the first answer, or WARM_UP_DELAY_MS: on the embedded database its
    // statements run one at a time ahead of any request, and a load balancer's first health
    // check should not wait behind them. A lookup that comes first builds what it needs itself.
    warmTimer = setTimeout(warmUp, WARM_UP_DELAY_MS);
    warmTimer.unref();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (!warmed && warmTimer !== undefined) setImmediate(warmUp);
    done();
  });
  app.addHook('preClose', async () => {
    clearTimeout(warmTimer);
    await Promise.all([inactivitySweep?.stop(), warming]);
  });

  const { smtpUrl } = config;
  if (smtpUrl) {
    let sender: MailSender | undefined;
    app.addHook('onReady', async () => {
      sender = startMailSender(services, smtpTransport(smtpUrl), app.log);
    });
    app.addHook('preClose', async () => {
      await sender?.stop();
    });
  }

  // External plugins.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Mantine sets inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // The app never frames itself (printing uses window.print), so no page may frame it.
        'frame-ancestors': ["'none'"],
        // Plain-HTTP installs (a shop's LAN) must not have their assets rewritten to https.
        'upgrade-insecure-requests': null,
      },
    },
    frameguard: { action: 'deny' },
  });
  await app.register(fastifyFormbody);
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  await app.register(swaggerPlugin);

  // App plugins.
  await app.register(errorsPlugin);
  await app.register(inputTextPlugin);
  await app.register(authPlugin, { deps: services });
  await app.register(webAppPlugin, { webDistDir: config.webDistDir });

  // Modules, all below /api and secure by default.
  await app.register(
    async (api) => {
      protectApiRoutes(api);
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(authRoutes, { deps: services });
      await api.register(masqueradeRoutes, { deps: services });
      await api.register(usersRoutes, { deps: services });
      await api.register(shopsRoutes, { deps: services });
      await api.register(employeesRoutes, { deps: services });
      await api.register(chatRoutes, { deps: chatDeps, hub: chatHub });
      await api.register(featuresRoutes, { deps: services });
      await api.register(messagesRoutes, { deps: services });
      await api.register(appDataRoutes, { deps: services });
      await api.register(metaRoutes, { deps: services });
      await api.register(vehiclesRoutes, { deps: services });
      await api.register(vehicleSelectRoutes, { deps: services });
      await api.register(recentVehiclesRoutes, { deps: services });
      await api.register(worksheetsRoutes, { deps: services });
      await api.register(plateToVinRoutes, { deps: services });
      await api.register(catalogSearchRoutes, { deps: services });
      await api.register(partTypesRoutes, { deps: services });
      await api.register(packageJobsRoutes, { deps: services });
      await api.register(crossSellRoutes, { deps: services });
      await api.register(brandsRoutes, { deps: services });
      await api.register(signalsRoutes, { deps: chatDeps });
      await api.register(trackingRoutes, { deps: services });
      await api.register(productsRoutes, { deps: services });
      await api.register(interchangeRoutes, { deps: services });
      await api.register(stockOrdersRoutes, { deps: services });
      await api.register(customersRoutes, { deps: services });
      await api.register(quoteApprovalsRoutes, { deps: services });
      await api.register(carAccountsRoutes, { deps: services });
      await api.register(statementsRoutes, { deps: services });
      await api.register(laborClaimsRoutes, { deps: services });
      await api.register(vehicleDocumentsRoutes, { deps: services });
      await api.register(supportQuestionsRoutes, { deps: services });
      await api.register(mailRoutes, { deps: services });
      await api.register(helpContentRoutes, { deps: services });
      if (config.testFactories) await api.register(testFactoriesRoutes, { deps: services });
    },
    { prefix: API_PREFIX },
  );

  return app;
}
