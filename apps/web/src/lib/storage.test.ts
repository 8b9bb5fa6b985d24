import { CACHE_LIFETIME_MS } from '@procounter/shared/domain/constants';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeTokens } from '@/testing/fixtures';
import { capturePunchoutEntry } from './punchout';
import { createQueryClient, persistedQuery } from './query-client';
import { beginSession, getSession } from './session';
import { createAppStorage, createMemoryStorage, storage } from './storage';

describe('client storage', () => {
  it('keeps each entry with its refreshed-on time', () => {
    let now = 1_000;
    const store = createAppStorage({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      now: () => now,
    });
    store.write('features', [{ descriptor: 'entsearch', enabled: true }]);
    expect(store.read('features')).toEqual({
      value: [{ descriptor: 'entsearch', enabled: true }],
      refreshedOn: 1_000,
    });
    now = 1_000 + CACHE_LIFETIME_MS.features - 1;
    expect(store.isFresh('features', CACHE_LIFETIME_MS.features)).toBe(true);
    now = 1_000 + CACHE_LIFETIME_MS.features;
    expect(store.isFresh('features', CACHE_LIFETIME_MS.features)).toBe(false);
  });

  it('uses localStorage normally and sessionStorage in a punch-out session', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    const store = createAppStorage({ local, session, now: () => 5 });
    store.write('user', { userId: 1 });
    expect(local.getItem('user')).not.toBeNull();
    expect(session.getItem('user')).toBeNull();

    store.markPunchout('buyer-cookie');
    expect(store.isPunchout()).toBe(true);
    store.write('user', { userId: 2 });
    expect(JSON.parse(session.getItem('user') ?? '{}').value).toEqual({ userId: 2 });
    expect(JSON.parse(local.getItem('user') ?? '{}').value).toEqual({ userId: 1 });
    expect(store.readValue('user')).toEqual({ userId: 2 });
  });

  it('forgets the session on logout but keeps the device choices', () => {
    const store = createAppStorage({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      now: () => 5,
    });
    store.write('auth', { access_token: 'a' });
    store.write('user', { userId: 1 });
    store.write('postLoginRedirectPath', '/quote/search');
    store.write('locale', 'es');
    store.write('mobileBannerDismissed', true);
    store.clearSession();
    expect(store.read('auth')).toBeNull();
    expect(store.read('user')).toBeNull();
    expect(store.read('postLoginRedirectPath')).toBeNull();
    expect(store.readValue('locale')).toBe('es');
    expect(store.readValue('mobileBannerDismissed')).toBe(true);
  });

  it('a punch-out entry URL switches this tab to sessionStorage and clears the buyer cookie', () => {
    localStorage.setItem('auth', JSON.stringify({ value: { access_token: 'shop-tab' } }));
    window.history.replaceState(null, '', '/catalog/browse?buyerCookie=abc123&x=1');
    expect(capturePunchoutEntry()).toBe(true);
    expect(window.location.search).toBe('?x=1');
    expect(storage.isPunchout()).toBe(true);
    // The shop's own login in localStorage is not this punch-out tab's session.
    expect(getSession().auth).toBeNull();
    beginSession(makeTokens());
    expect(sessionStorage.getItem('auth')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}').value.access_token).toBe('shop-tab');
    window.history.replaceState(null, '', '/');
  });
});

describe('persisted queries', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const featuresQuery = () =>
    persistedQuery({
      queryKey: ['features', 'global'],
      storageKey: 'features',
      lifetimeMs: CACHE_LIFETIME_MS.features,
      fetcher: async () => {
        const response = await fetch('/api/info/features/global');
        return (await response.json()) as { descriptor: string; enabled: boolean }[];
      },
    });

  it('starts from a fresh stored entry without fetching', async () => {
    const server = installFakeServer().on('GET', '/api/info/features/global', { body: [] });
    storage.write('features', [{ descriptor: 'entsearch', enabled: true }], Date.now() - 60_000);
    const client = createQueryClient();
    const observer = new QueryObserver(client, featuresQuery());
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data).toEqual([{ descriptor: 'entsearch', enabled: true }]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.requests).toHaveLength(0);
    unsubscribe();
  });

  it('refetches an entry older than its lifetime and writes the answer back', async () => {
    const fresh = [{ descriptor: 'usage_tracking', enabled: false }];
    const server = installFakeServer().on('GET', '/api/info/features/global', { body: fresh });
    storage.write(
      'features',
      [{ descriptor: 'entsearch', enabled: true }],
      Date.now() - CACHE_LIFETIME_MS.features - 1,
    );
    const client = createQueryClient();
    const observer = new QueryObserver(client, featuresQuery());
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(fresh));
    expect(server.requests).toHaveLength(1);
    const entry = storage.read('features');
    expect(entry?.value).toEqual(fresh);
    expect(Date.now() - (entry?.refreshedOn ?? 0)).toBeLessThan(5_000);
    unsubscribe();
  });
});
