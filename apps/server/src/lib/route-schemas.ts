import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import { z } from 'zod';

// Error answers every route documents in the OpenAPI page; the error handler sends exactly this shape.
export const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
} as const;

/** A 204 answer with no body. */
export const NoContentSchema = z.null().describe('No content');

/** The bearer token of a call, documented for OpenAPI (the value is checked by the auth plugin). */
export const bearerSecurity = [{ bearerAuth: [] }];
