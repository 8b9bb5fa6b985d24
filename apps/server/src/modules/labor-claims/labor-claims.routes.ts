import fastifyMultipart from '@fastify/multipart';
import { API } from '@procounter/shared/contracts/api-paths';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  ApproveLaborClaimBodySchema,
  DenyLaborClaimBodySchema,
  LABOR_CLAIM_LIMITS,
  LaborClaimDetailSchema,
  LaborClaimFieldsSchema,
  LaborClaimFileParamsSchema,
  LaborClaimIdParamsSchema,
  LaborClaimLineSearchQuerySchema,
  LaborClaimLineSearchResultSchema,
  LaborClaimListQuerySchema,
  LaborClaimPageSchema,
  SupportLaborClaimQuerySchema,
} from '@procounter/shared/contracts/labor-claim';
import { userCanAccessSupport, userCanViewLaborClaims } from '@procounter/shared/domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { sendStoredFile } from '../../lib/stored-files';
import {
  type Actor,
  type ClaimFileContent,
  fileLaborClaim,
  getShopClaim,
  getShopClaimFile,
  getSupportClaim,
  getSupportClaimFile,
  listShopClaims,
  listSupportClaims,
  reviewLaborClaim,
  searchClaimableLines,
  type UploadedClaimFile,
} from './labor-claims.service';

const SHOP_ONLY =
  "404 NOT_FOUND for a claim, line or file that is not the current shop's, as for one that does " +
  'not exist.';
const FILE_ANSWER =
  'The bytes with the media type read from them when filed, Content-Disposition (inline for ' +
  'photos, attachment for PDFs) and X-Content-Type-Options: nosniff.';

const ClaimStateConflictSchema = ErrorBodySchema.extend({ status: z.string().optional() });

const actorOf = (request: FastifyRequest): Actor => ({
  user: request.auth.user,
  realUserId: request.auth.realUserId,
});

/** A file, sent so a browser never renders it as a page of ours (DESIGN.md 6b). */
function sendFile(reply: FastifyReply, file: ClaimFileContent) {
  return sendStoredFile(reply, file, file.mediaType.startsWith('image/') ? 'inline' : 'attachment');
}

/**
 * The parts of the claim's multipart body: its text fields, and its files in the field `files`.
 * 415 unless multipart; @fastify/multipart answers 413 past 5 files or 5 MB a file (the scope's
 * limits); a body cut off is 400.
 */
async function readClaimUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the claim as multipart/form-data: its fields, and its files in the field "files"',
    );
  }
  const fields: Record<string, string> = {};
  const files: UploadedClaimFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          throw validationFailed([{ path: part.fieldname, message: 'Attach files as "files"' }]);
        }
        files.push({ fileName: part.filename, bytes: await part.toBuffer() });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status < 500)) throw error;
    throw validationFailed([
      { path: 'files', message: 'The upload is not a complete multipart/form-data body' },
    ]);
  }
  const parsed = LaborClaimFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return { fields: parsed.data, files };
}

export const laborClaimsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  // The shop's claims: userCanViewLaborClaims, the caller's current shop. Never cached.
  const shop = { tags: ['labor-claim'], security: bearerSecurity };
  const shopConfig = { capability: userCanViewLaborClaims };
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };

  app.get(
    API.laborClaims,
    {
      config: shopConfig,
      onRequest: noStore,
      schema: {
        ...shop,
        summary: "The current shop's labor claims, newest first, with their state",
        description: `${LABOR_CLAIM_LIMITS.pageSize} a page (page from 1); total counts them all.`,
        querystring: LaborClaimListQuerySchema,
        response: { 200: LaborClaimPageSchema, ...errorResponses },
      },
    },
    async (request) => listShopClaims(deps, request.auth.user, request.query.page),
  );

  app.get(
    API.laborClaimInvoiceLines,
    {
      config: shopConfig,
      onRequest: noStore,
      schema: {
        ...shop,
        summary: "Lines of the current shop's invoices that a claim may name (the form's picker)",
        description:
          'query: an invoice number (IN500123 or its digits), a part number (any part of it, ' +
          'punctuation ignored) or an invoice date (YYYY-MM-DD or MM/DD/YYYY); empty: the newest. ' +
          `At most ${LABOR_CLAIM_LIMITS.searchLines} lines, newest invoice first, each with the ` +
          "order's vehicle; laborRate is the shop's labor rate (the form's default and cap; null: " +
          'none on file, no cap).',
        querystring: LaborClaimLineSearchQuerySchema,
        response: { 200: LaborClaimLineSearchResultSchema, ...errorResponses },
      },
    },
    async (request) => searchClaimableLines(deps, request.auth.user, request.query.query),
  );

  app.get(
    API.laborClaim(':id'),
    {
      config: shopConfig,
      onRequest: noStore,
      schema: {
        ...shop,
        summary: 'A claim of the current shop: its details, files and changes (who and when)',
        description: SHOP_ONLY,
        params: LaborClaimIdParamsSchema,
        response: { 200: LaborClaimDetailSchema, ...errorResponses },
      },
    },
    async (request) => getShopClaim(deps, request.auth.user, request.params.id),
  );

  app.get(
    API.laborClaimFile(':id', ':fileId'),
    {
      config: shopConfig,
      schema: {
        ...shop,
        summary: 'A file of a claim of the current shop',
        description: `${FILE_ANSWER} ${SHOP_ONLY}`,
        params: LaborClaimFileParamsSchema,
        response: { ...errorResponses },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await getShopClaimFile(deps, request.auth.user, request.params.id, request.params.fileId),
      ),
  );

  // Multipart is parsed only in this scope, for the new claim alone.
  const fileScope: FastifyPluginAsyncZod = async (upload) => {
    await upload.register(fastifyMultipart, {
      limits: {
        fileSize: LABOR_CLAIM_LIMITS.fileBytes,
        files: LABOR_CLAIM_LIMITS.files,
        fields: 10,
        parts: LABOR_CLAIM_LIMITS.files + 10,
        fieldSize: 16 * 1024,
      },
    });
    upload.post(
      API.laborClaims,
      {
        config: shopConfig,
        schema: {
          ...shop,
          summary: 'Files a warranty labor claim on a line of one of the shop’s invoices',
          description:
            'multipart/form-data: invoiceLineId, failureDate (YYYY-MM-DD, not after today nor ' +
            'before the invoice), mileage (whole, 0 to 2,000,000), laborHours (more than 0, at ' +
            'most 40, 2 decimals), laborRate (per hour, at most the shop’s labor rate: 422 ' +
            'LABOR_RATE_ABOVE_SHOP_RATE; none on file: no cap), failureDescription (at most ' +
            `2,000 characters); and up to ${LABOR_CLAIM_LIMITS.files} files in the field "files", ` +
            'each at most 5 MB (413 past either), JPEG, PNG, WebP or PDF by their bytes (422 ' +
            'FILE_TYPE_NOT_ALLOWED naming the file). 422 FAILURE_BEFORE_INVOICE; 400 for a bad ' +
            'field (details per field); 415 when not multipart. The vehicle is the order’s. ' +
            `Answers 201 with the claim (SUBMITTED). ${SHOP_ONLY}`,
          response: {
            201: LaborClaimDetailSchema,
            ...errorResponses,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            422: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { fields, files } = await readClaimUpload(request);
        const claim = await fileLaborClaim(deps, actorOf(request), fields, files);
        return reply.status(201).send(claim);
      },
    );
  };
  await app.register(fileScope);

  // Support's review: any shop's claims.
  const support = { tags: ['labor-claim-review'], security: bearerSecurity };
  const supportConfig = { capability: userCanAccessSupport };
  const reviewErrors = { ...errorResponses, 409: ClaimStateConflictSchema };

  app.get(
    API.supportLaborClaims,
    {
      config: supportConfig,
      onRequest: noStore,
      schema: {
        ...support,
        summary: "Support's queue of labor claims of every shop, oldest first",
        description: `status: only claims in that state. ${LABOR_CLAIM_LIMITS.pageSize} a page.`,
        querystring: SupportLaborClaimQuerySchema,
        response: { 200: LaborClaimPageSchema, ...errorResponses },
      },
    },
    async (request) => listSupportClaims(deps, request.query.status, request.query.page),
  );

  app.get(
    API.supportLaborClaim(':id'),
    {
      config: supportConfig,
      onRequest: noStore,
      schema: {
        ...support,
        summary: 'A labor claim of any shop, for its review',
        params: LaborClaimIdParamsSchema,
        response: { 200: LaborClaimDetailSchema, ...errorResponses },
      },
    },
    async (request) => getSupportClaim(deps, request.params.id),
  );

  app.get(
    API.supportLaborClaimFile(':id', ':fileId'),
    {
      config: supportConfig,
      schema: {
        ...support,
        summary: 'A file of a labor claim of any shop',
        description: FILE_ANSWER,
        params: LaborClaimFileParamsSchema,
        response: { ...errorResponses },
      },
    },
    async (request, reply) =>
      sendFile(reply, await getSupportClaimFile(deps, request.params.id, request.params.fileId)),
  );

  const MOVES =
    'Answers the claim. 409 CLAIM_STATE_CONFLICT (with status) when its state does not allow the ' +
    'step; every step records who made it and when.';

  app.post(
    API.supportLaborClaimAction(':id', 'review'),
    {
      config: supportConfig,
      schema: {
        ...support,
        summary: 'Starts the review of a claim (SUBMITTED to UNDER_REVIEW)',
        description: MOVES,
        params: LaborClaimIdParamsSchema,
        response: { 200: LaborClaimDetailSchema, ...reviewErrors },
      },
    },
    async (request) =>
      reviewLaborClaim(deps, actorOf(request), request.params.id, { action: 'review' }),
  );

  app.post(
    API.supportLaborClaimAction(':id', 'approve'),
    {
      config: supportConfig,
      schema: {
        ...support,
        summary: 'Approves a claim with the amount to credit (from SUBMITTED or UNDER_REVIEW)',
        description: `amount: more than 0, at most the amount claimed (422 AMOUNT_ABOVE_CLAIMED). ${MOVES}`,
        params: LaborClaimIdParamsSchema,
        body: ApproveLaborClaimBodySchema,
        response: { 200: LaborClaimDetailSchema, ...reviewErrors, 422: ErrorBodySchema },
      },
    },
    async (request) =>
      reviewLaborClaim(deps, actorOf(request), request.params.id, {
        action: 'approve',
        amount: request.body.amount,
      }),
  );

  app.post(
    API.supportLaborClaimAction(':id', 'deny'),
    {
      config: supportConfig,
      schema: {
        ...support,
        summary: 'Denies a claim with a reason the shop reads (from SUBMITTED or UNDER_REVIEW)',
        description: MOVES,
        params: LaborClaimIdParamsSchema,
        body: DenyLaborClaimBodySchema,
        response: { 200: LaborClaimDetailSchema, ...reviewErrors },
      },
    },
    async (request) =>
      reviewLaborClaim(deps, actorOf(request), request.params.id, {
        action: 'deny',
        reason: request.body.reason,
      }),
  );

  app.post(
    API.supportLaborClaimAction(':id', 'credit'),
    {
      config: supportConfig,
      schema: {
        ...support,
        summary: 'Credits an approved claim: its LABOR_CLAIM credit memo (APPROVED to CREDITED)',
        description:
          'The credit memo (the approved amount, no tax, naming the claimed invoice) is written in ' +
          `the same transaction and shows on the shop's statement of its month. ${MOVES}`,
        params: LaborClaimIdParamsSchema,
        response: { 200: LaborClaimDetailSchema, ...reviewErrors },
      },
    },
    async (request) =>
      reviewLaborClaim(deps, actorOf(request), request.params.id, { action: 'credit' }),
  );
};
