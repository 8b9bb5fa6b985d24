import { API } from '@procounter/shared/contracts/api-paths';
import {
  CarAccountApprovalParamsSchema,
  CarAccountOverviewSchema,
} from '@procounter/shared/contracts/car-account';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  APPROVAL_STATES,
  PublicDecisionBodySchema,
  PublicQuoteSchema,
} from '@procounter/shared/contracts/quote-approval';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import {
  decideCarAccountApproval,
  getCarAccountApproval,
  getCarAccountOverview,
} from './car-accounts.service';

/** 409 APPROVAL_CLOSED names the link's state, as the public page's decision does. */
const ApprovalClosedSchema = ErrorBodySchema.extend({ state: z.enum(APPROVAL_STATES).optional() });

const CAR_ACCOUNT_ONLY =
  "403 FORBIDDEN unless the caller's current shop is a car-customer account (car_customer).";
const ACCOUNT_LINK =
  "404 NOT_FOUND for a link whose quote's customer is not linked to the caller's account (as for " +
  'an unknown or revoked one).';

export const carAccountsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  // Any logged-in user (no capability); the car-customer check is the service's. The answers are
  // the account's own: never cached.
  const common = { tags: ['car-account'], security: bearerSecurity };
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };

  app.get(
    API.carAccountOverview,
    {
      onRequest: noStore,
      schema: {
        ...common,
        summary:
          "The car-customer account's start page: shops, vehicles, approvals, orders, documents",
        description:
          'Across the repair shops that keep the account as a customer (linked by its account ' +
          'number): its vehicles with the last order and mileage, the approval links waiting for ' +
          'its decision (SENT or VIEWED, soonest expiry first), its orders (totals at customer ' +
          'prices) and its decided approvals; each list newest first, at most ' +
          `CAR_ACCOUNT_LIST_MAX rows. ${CAR_ACCOUNT_ONLY}`,
        response: { 200: CarAccountOverviewSchema, ...errorResponses },
      },
    },
    async (request) => getCarAccountOverview(deps, request.auth.user),
  );

  app.get(
    API.carAccountApproval(':linkId'),
    {
      onRequest: noStore,
      schema: {
        ...common,
        summary: 'A quote sent to the account for approval, as sent (the public page’s read)',
        description: `The first read marks the link viewed. ${CAR_ACCOUNT_ONLY} ${ACCOUNT_LINK}`,
        params: CarAccountApprovalParamsSchema,
        response: { 200: PublicQuoteSchema, ...errorResponses },
      },
    },
    async (request) => getCarAccountApproval(deps, request.auth.user, request.params.linkId),
  );

  app.post(
    API.carAccountApprovalDecision(':linkId'),
    {
      onRequest: noStore,
      // The approval is the account's own word: not given by a support user acting for it.
      config: { ownerOnly: true },
      schema: {
        ...common,
        summary: "The account's decision on each line of a quote sent to it",
        description:
          'The public decision’s body, rules and answers (409 APPROVAL_CLOSED with the state; 400 ' +
          'unless every line once); records the deciding user, the client address and browser. ' +
          `403 MASQUERADE_FORBIDDEN in a masquerade session. ${CAR_ACCOUNT_ONLY} ${ACCOUNT_LINK}`,
        params: CarAccountApprovalParamsSchema,
        body: PublicDecisionBodySchema,
        response: { 200: PublicQuoteSchema, ...errorResponses, 409: ApprovalClosedSchema },
      },
    },
    async (request) =>
      decideCarAccountApproval(deps, request.auth.user, request.params.linkId, request.body, {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );
};
