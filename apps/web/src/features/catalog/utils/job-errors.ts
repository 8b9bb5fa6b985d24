import { SHOP_PACKAGE_JOBS_MAX } from '@procounter/shared/contracts/package-job';
import { ApiError } from '@/lib/api-client';

/**
 * The messages of the shop job error codes (issue 25 part 2), one text per code: 409
 * PACKAGE_JOB_NAME_TAKEN (shown under the name) and 422 PACKAGE_JOB_LIMIT.
 */
export const JOB_ERROR_KEYS = {
  PACKAGE_JOB_NAME_TAKEN: 'jobs:errors.PACKAGE_JOB_NAME_TAKEN',
  PACKAGE_JOB_LIMIT: 'jobs:errors.PACKAGE_JOB_LIMIT',
} as const;

type JobErrorCode = keyof typeof JOB_ERROR_KEYS;

/** The values the texts name (the limit). */
export const JOB_ERROR_VALUES = { max: SHOP_PACKAGE_JOBS_MAX } as const;

/** The code of a shop job call's failure when it has a message of its own, else null. */
export function jobErrorCode(error: unknown): JobErrorCode | null {
  if (!(error instanceof ApiError)) return null;
  return Object.hasOwn(JOB_ERROR_KEYS, error.code) ? (error.code as JobErrorCode) : null;
}
