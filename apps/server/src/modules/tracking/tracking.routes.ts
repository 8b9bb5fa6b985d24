import { API } from '@procounter/shared/contracts/api-paths';
import {
  TRACKING_BEACON_SCHEMAS,
  TRACKING_MAX_BODY_BYTES,
  TrackingTokenQuerySchema,
  type UsageEventKind,
} from '@procounter/shared/contracts/tracking';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { errorResponses, NoContentSchema } from '../../lib/route-schemas';
import {
  authenticateTrackingToken,
  recordUsageEvent,
  type TrackingCaller,
} from './tracking.service';

/** Beacons per minute and client address: a busy counter sends a few per lookup. */
const TRACKING_RATE_LIMIT_PER_MINUTE = 1200;

const BEACONS: { kind: UsageEventKind; url: string; summary: string }[] = [
  { kind: 'LOOKUP_SUMMARY', url: API.trackingLookupSummary, summary: 'Usage tracking: a lookup' },
  {
    kind: 'LOOKUP_DETAILS',
    url: API.trackingLookupDetails,
    summary: 'Usage tracking: the part types of a lookup',
  },
  {
    kind: 'LOOKUP_ATTRIBUTES',
    url: API.trackingLookupAttributes,
    summary: 'Usage tracking: the attributes answered for a lookup',
  },
  {
    kind: 'RESULTS_SUMMARY',
    url: API.trackingResultsSummary,
    summary: 'Usage tracking: the results shown',
  },
  {
    kind: 'RESULTS_DETAILS',
    url: API.trackingResultsDetails,
    summary: 'Usage tracking: what the user did with products of the results',
  },
];

/**
 * The usage-tracking beacons (R-TRACK-2). navigator.sendBeacon sends no Authorization header
 * and often a text/plain body, so these routes take the tracking token of GET /api/current/static
 * in `?token=` (checked before the body is read) and JSON as application/json or text/plain.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  // Scoped to this plugin: everywhere else text/plain stays a plain string (or a 400).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, body.toString(), done),
  );

  const callerOf = new WeakMap<FastifyRequest, TrackingCaller>();
  const authenticateBeacon: onRequestHookHandler = async (request) => {
    const { token } = request.query as { token?: unknown };
    const caller = await authenticateTrackingToken(
      deps,
      typeof token === 'string' ? token : undefined,
    );
    callerOf.set(request, caller);
  };

  for (const beacon of BEACONS) {
    app.post(
      beacon.url,
      {
        config: {
          auth: 'tracking',
          rateLimit: { max: TRACKING_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
        },
        bodyLimit: TRACKING_MAX_BODY_BYTES,
        onRequest: authenticateBeacon,
        schema: {
          tags: ['tracking'],
          summary: beacon.summary,
          description:
            'Authenticated by the tracking token in `token` (GET /api/current/static usageTracking.auth). ' +
            'Body as application/json or text/plain. 204 also when tracking is off for the user: nothing is stored.',
          querystring: TrackingTokenQuerySchema,
          body: TRACKING_BEACON_SCHEMAS[beacon.kind],
          response: { 204: NoContentSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const caller = callerOf.get(request);
        // authenticateBeacon ran or the request never got here.
        if (!caller) throw new Error('tracking caller missing');
        await recordUsageEvent(deps, caller, beacon.kind, request.body);
        return reply.status(204).send(null);
      },
    );
  }
};
