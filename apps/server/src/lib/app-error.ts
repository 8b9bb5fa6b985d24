import type { ErrorCode, ForbiddenReason } from '@procounter/shared/contracts/errors';

interface FieldError {
  path: string;
  message: string;
}

/**
 * An error answer the caller is meant to see: the error handler sends its status and
 * {code, message, reason?, details?} as they are. Anything else becomes a 500 without details.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly reason: ForbiddenReason | undefined;
  readonly details: FieldError[] | undefined;
  /** More fields of the answer, for a code whose contract has them (AVAILABILITY_CHANGED). */
  readonly fields: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    extra: {
      reason?: ForbiddenReason;
      details?: FieldError[];
      fields?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.reason = extra.reason;
    this.details = extra.details;
    this.fields = extra.fields;
  }
}

export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, 'UNAUTHORIZED', message);

export const forbidden = (message = 'You may not do this') =>
  new AppError(403, 'FORBIDDEN', message);

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);

export const validationFailed = (details: FieldError[]) =>
  new AppError(400, 'VALIDATION_FAILED', 'The request is not valid', { details });
