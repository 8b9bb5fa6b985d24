import { API } from '@procounter/shared/contracts/api-paths';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  APPROVAL_STATES,
  ApprovalLinkCreatedSchema,
  ApprovalLinkParamsSchema,
  ApprovalWorksheetParamsSchema,
  CreateApprovalLinkBodySchema,
  PublicDecisionBodySchema,
  PublicQuoteSchema,
  QuoteApprovalStatusSchema,
} from '@procounter/shared/contracts/quote-approval';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOfRequest } from '../../lib/accept-language';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import {
  applyApproval,
  createApprovalLink,
  decidePublicQuote,
  getApprovalStatus,
  getPublicQuote,
  hashApprovalToken,
  revokeApprovalLink,
} from './quote-approvals.service';

const SHOP_ONLY = "404 NOT_FOUND unless a quote of the caller's current shop (and a link of it).";

/**
 * The public calls' token, taken loosely (any string up to 1,000 characters): a token of another
 * shape must answer 404 like an unknown one, after the same lookup, never 400. The service checks
 * APPROVAL_TOKEN_PATTERN.
 */
const PublicTokenParamsSchema = z.strictObject({ token: z.string().max(1000) });

/** 409 APPROVAL_CLOSED names the link's state, so the page can say why. */
const ApprovalClosedSchema = ErrorBodySchema.extend({ state: z.enum(APPROVAL_STATES).optional() });

export const quoteApprovalsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const shopCalls = { tags: ['worksheet'], security: bearerSecurity };

  // Shop calls: any logged-in user of the quote's shop, as GET /worksheet/rest/{id} (no capability;
  // the shop check is the service's, 404 for another shop's quote).

  app.get(
    API.approvalStatus(':worksheetId'),
    {
      schema: {
        ...shopCalls,
        summary: "A quote's approval links, newest first, with their states",
        description: SHOP_ONLY,
        params: ApprovalWorksheetParamsSchema,
        response: { 200: QuoteApprovalStatusSchema, ...errorResponses },
      },
    },
    async (request) => getApprovalStatus(deps, request.auth.user, request.params.worksheetId),
  );

  app.post(
    API.approvalLinks(':worksheetId'),
    {
      schema: {
        ...shopCalls,
        summary: 'Sends the quote as it is now to its customer: a new approval link',
        description:
          'Body: days (1 to 30, default 7), language (en | es; default the customer record’s, ' +
          "else the sender's). Answers 201 with the link and its absolute url (the only answer " +
          'that carries the token) and emailed (false: no mail outbox yet). 422 ' +
          'CUSTOMER_REQUIRED when the quote names no customer, 422 WORKSHEET_EMPTY without a ' +
          `line the customer can approve, 409 WORKSHEET_LOCKED once ordered. ${SHOP_ONLY}`,
        params: ApprovalWorksheetParamsSchema,
        body: CreateApprovalLinkBodySchema,
        response: {
          201: ApprovalLinkCreatedSchema,
          ...errorResponses,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await createApprovalLink(
        deps,
        request.auth.user,
        request.params.worksheetId,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    API.approvalLink(':worksheetId', ':linkId'),
    {
      schema: {
        ...shopCalls,
        summary: 'Revokes an approval link (its page answers 404 from now on)',
        description: `Answers the quote's approval status. ${SHOP_ONLY}`,
        params: ApprovalLinkParamsSchema,
        response: { 200: QuoteApprovalStatusSchema, ...errorResponses },
      },
    },
    async (request) =>
      revokeApprovalLink(
        deps,
        request.auth.user,
        request.params.worksheetId,
        request.params.linkId,
      ),
  );

  app.post(
    API.approvalApply(':worksheetId', ':linkId'),
    {
      schema: {
        ...shopCalls,
        summary: 'Makes the quote what the customer approved, and the current quote',
        description:
          'Removes the declined lines (a declined kit with its parts) and makes the quote the ' +
          "user's current quote. Only an APPROVED link whose version is the quote's now (else " +
          '409 APPROVAL_NOT_CURRENT); an ordered quote is 409 WORKSHEET_LOCKED; a link applied ' +
          `already changes nothing. Answers the quote's approval status. ${SHOP_ONLY}`,
        params: ApprovalLinkParamsSchema,
        response: { 200: QuoteApprovalStatusSchema, ...errorResponses, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      applyApproval(
        deps,
        request.auth.user,
        localeOfRequest(request),
        request.params.worksheetId,
        request.params.linkId,
      ),
  );

  // Public calls: the token is the only key. Rate limited per token and per client address, in
  // the rate-limit plugin's store; every answer is private to the caller and never cached.

  const { perToken, perAddress } = deps.config.publicApprovalRateLimit;
  const tokenOf = (request: FastifyRequest) =>
    String((request.params as { token?: unknown }).token ?? '');
  const limits = [
    app.createRateLimit({
      max: perAddress,
      timeWindow: 60_000,
      keyGenerator: (request) => `approval-address:${request.ip}`,
    }),
    app.createRateLimit({
      max: perToken,
      timeWindow: 60_000,
      // The token's hash: the limiter's store never holds a token.
      keyGenerator: (request) => `approval-token:${hashApprovalToken(tokenOf(request))}`,
    }),
  ];
  const limitPublicCall = async (_request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limits) {
      const outcome = await limit(_request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        reply.header('retry-after', outcome.ttlInSeconds);
        throw new AppError(
          429,
          'RATE_LIMITED',
          `Too many requests; try again in ${outcome.ttlInSeconds} seconds`,
        );
      }
    }
  };
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };
  const publicCall = { tags: ['approval'], security: [] };
  const PUBLIC_NOT_FOUND =
    'No login: the token is the only key. An unknown, malformed or revoked token answers 404 ' +
    'NOT_FOUND after the same lookup as a known one. Rate limited per token and per client ' +
    'address (429 RATE_LIMITED). Cache-Control: no-store.';

  app.get(
    API.publicApproval(':token'),
    {
      config: { auth: 'public' },
      onRequest: [noStore, limitPublicCall],
      schema: {
        ...publicCall,
        summary: 'The quote a customer was sent, as they see it (the approval page)',
        description: `The first read marks the link viewed. ${PUBLIC_NOT_FOUND}`,
        params: PublicTokenParamsSchema,
        response: { 200: PublicQuoteSchema, ...errorResponses },
      },
    },
    async (request) => getPublicQuote(deps, request.params.token),
  );

  app.post(
    API.publicApprovalDecision(':token'),
    {
      config: { auth: 'public' },
      onRequest: [noStore, limitPublicCall],
      schema: {
        ...publicCall,
        summary: "The customer's decision on each line of the quote they were sent",
        description:
          'Body: version (the one read), name, lines (every line of it exactly once, else 400). ' +
          '409 APPROVAL_CLOSED with the state when the link is not SENT or VIEWED (decided, ' +
          "expired, changed) or the version is not the link's. Records the time, the client " +
          `address and browser. Answers the quote after it. ${PUBLIC_NOT_FOUND}`,
        params: PublicTokenParamsSchema,
        body: PublicDecisionBodySchema,
        response: { 200: PublicQuoteSchema, ...errorResponses, 409: ApprovalClosedSchema },
      },
    },
    async (request) =>
      decidePublicQuote(deps, request.params.token, request.body, {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );
};
