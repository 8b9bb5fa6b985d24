import type { ErrorCode } from '@procounter/shared/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailableError } from '../db/errors';
import { AppError } from '../lib/app-error';

interface FieldError {
  path: string;
  message: string;
}

/** Zod issues as the [{path, message}] details of a 400; unknown keys get one entry each. */
function fieldErrors(
  validation: { instancePath: string; keyword: string; message?: string; params: object }[],
): FieldError[] {
  return validation.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = (issue.params as { keys?: unknown }).keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({
        path: path ? `${path}.${String(key)}` : String(key),
        message: 'Unknown field',
      }));
    }
    return [{ path, message: issue.message ?? 'Invalid value' }];
  });
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function send(
  reply: FastifyReply,
  status: number,
  body: { code: string; message: string; reason?: string; details?: FieldError[] } & Record<
    string,
    unknown
  >,
) {
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  return reply.status(status).send(body);
}

/**
 * The one error handler: every failure answers {code, message, reason?, details?}. Input problems are
 * 4xx with what the caller needs to fix; a 5xx never carries a stack or a driver message.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(reply, 400, {
          code: 'VALIDATION_FAILED',
          message: 'The request is not valid',
          details: fieldErrors(error.validation),
        });
      }
      if (error instanceof AppError) {
        return send(reply, error.statusCode, {
          ...error.fields,
          code: error.code,
          message: error.message,
          ...(error.reason ? { reason: error.reason } : {}),
          ...(error.details ? { details: error.details } : {}),
        });
      }
      if (isDatabaseUnavailableError(error)) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return send(reply, 503, {
          code: 'DATABASE_UNAVAILABLE',
          message: 'The database is not answering; please try again shortly',
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, empty body, too large, unsupported media type).
        return send(reply, status, {
          code: CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED',
          message: error.message,
          ...(status === 400 ? { details: [{ path: '', message: error.message }] } : {}),
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, { code: 'INTERNAL_ERROR', message: 'Internal server error' });
    });
  },
  { name: 'errors' },
);
