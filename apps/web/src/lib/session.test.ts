import { describe, expect, it, vi } from 'vitest';
import { makeTokens } from '@/testing/fixtures';
import {
  beginSession,
  endSession,
  getSession,
  getStickySession,
  setStickySession,
  subscribeSession,
} from './session';

describe('the sticky session id', () => {
  it('changes no session snapshot and wakes no subscriber: only the API client reads it', () => {
    beginSession(makeTokens());
    const before = getSession();
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setStickySession('42:1001');
    expect(getStickySession()).toBe('42:1001');
    expect(getSession()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('is forgotten when another person signs in and when the session ends', () => {
    beginSession(makeTokens());
    setStickySession('42:1001');
    beginSession(makeTokens());
    expect(getStickySession()).toBeNull();
    setStickySession('43:1002');
    endSession('user');
    expect(getStickySession()).toBeNull();
  });
});
