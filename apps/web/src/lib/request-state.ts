/**
 * The four request states of the spec (IDLE, PENDING, SUCCESS, ERROR), read off a TanStack query or
 * mutation. A cancelled or timed-out request counts as IDLE: the query reverted to its state before
 * the fetch, and a mutation that failed with a CancelledError never really failed.
 */
import type { RequestState } from '@procounter/shared/domain/constants';
import { CancelledError } from '@tanstack/react-query';

export type { RequestState };

interface QueryLike {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

interface MutationLike {
  status: 'idle' | 'pending' | 'error' | 'success';
  error: unknown;
}

export function queryRequestState(query: QueryLike): RequestState {
  if (query.fetchStatus === 'fetching') return 'PENDING';
  if (query.status === 'error') return 'ERROR';
  if (query.status === 'success') return 'SUCCESS';
  return 'IDLE';
}

export function mutationRequestState(mutation: MutationLike): RequestState {
  switch (mutation.status) {
    case 'pending':
      return 'PENDING';
    case 'success':
      return 'SUCCESS';
    case 'error':
      return mutation.error instanceof CancelledError ? 'IDLE' : 'ERROR';
    default:
      return 'IDLE';
  }
}
