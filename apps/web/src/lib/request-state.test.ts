import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mutationRequestState, queryRequestState } from './request-state';

describe('request states', () => {
  it('reads a query', () => {
    expect(queryRequestState({ status: 'pending', fetchStatus: 'idle' })).toBe('IDLE');
    expect(queryRequestState({ status: 'pending', fetchStatus: 'fetching' })).toBe('PENDING');
    expect(queryRequestState({ status: 'success', fetchStatus: 'fetching' })).toBe('PENDING');
    expect(queryRequestState({ status: 'success', fetchStatus: 'idle' })).toBe('SUCCESS');
    expect(queryRequestState({ status: 'error', fetchStatus: 'idle' })).toBe('ERROR');
  });

  it('reads a mutation; a cancelled one is IDLE', () => {
    expect(mutationRequestState({ status: 'idle', error: null })).toBe('IDLE');
    expect(mutationRequestState({ status: 'pending', error: null })).toBe('PENDING');
    expect(mutationRequestState({ status: 'success', error: null })).toBe('SUCCESS');
    expect(mutationRequestState({ status: 'error', error: new Error('x') })).toBe('ERROR');
    expect(mutationRequestState({ status: 'error', error: new CancelledError() })).toBe('IDLE');
  });
});
