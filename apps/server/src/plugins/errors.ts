import type { Socket } from 'node:net';
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

/**
 * The answer to a request Node cannot parse (a broken request line, bad framing, headers over the
 * limit, a stalled body): it never reaches Fastify's error handler, and Fastify's default answer
 * lacks our {code, message}. Same statuses as that default, then the connection closes.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request did not arrive in time']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
        : [400, 'Bad Request', 'The request is not valid HTTP'];
  const code: ErrorCode = 'VALIDATION_FAILED';
  const body = JSON.stringify({ code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
