import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import {
  AuthCache,
  authCacheOf,
  forgetAuthFamilies,
  forgetAuthUser,
  shareAuthCache,
} from './auth-cache';
import { type Bus, createLocalBus } from './bus';

const TTL = 5000;

/** A load the test resolves by hand, counting its calls. */
function manualLoads<T>() {
  const pending: { resolve: (value: T | null) => void; reject: (error: Error) => void }[] = [];
  return {
    pending,
    load: () =>
      new Promise<T | null>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  };
}

describe('AuthCache', () => {
  it('answers from memory until the TTL has passed', async () => {
    const cache = new AuthCache<string>();
    let loads = 0;
    const load = async () => `user ${++loads}`;
    expect(await cache.get(1, 'f', 0, TTL, load)).toBe('user 1');
    expect(await cache.get(1, 'f', TTL - 1, TTL, load)).toBe('user 1');
    expect(await cache.get(1, 'f', TTL, TTL, load)).toBe('user 2');
    expect(await cache.get(1, 'other family', TTL, TTL, load)).toBe('user 3');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new AuthCache<string>();
    const loads = manualLoads<string>();
    const first = cache.get(1, 'f', 0, TTL, loads.load);
    const second = cache.get(1, 'f', 0, TTL, loads.load);
    expect(loads.pending).toHaveLength(1);
    loads.pending[0]!.resolve('user');
    expect(await Promise.all([first, second])).toEqual(['user', 'user']);
  });

  it('keeps neither refusals (null) nor failures', async () => {
    const cache = new AuthCache<string>();
    expect(await cache.get(1, 'f', 0, TTL, async () => null)).toBeNull();
    await expect(
      cache.get(1, 'f', 0, TTL, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get(1, 'f', 0, TTL, async () => 'user')).toBe('user');
    expect(cache.size).toBe(1);
  });

  it('forgets by user and by family', async () => {
    const cache = new AuthCache<string>();
    const fill = async () => {
      await cache.get(1, 'a', 0, TTL, async () => 'one in a');
      await cache.get(1, 'b', 0, TTL, async () => 'one in b');
      await cache.get(2, 'c', 0, TTL, async () => 'two in c');
    };
    await fill();
    cache.forgetUser(1);
    expect(cache.size).toBe(1);
    expect(await cache.get(2, 'c', 0, TTL, async () => 'reloaded')).toBe('two in c');
    await fill();
    cache.forgetFamily('b');
    expect(await cache.get(1, 'a', 0, TTL, async () => 'reloaded')).toBe('one in a');
    expect(await cache.get(1, 'b', 0, TTL, async () => 'reloaded')).toBe('reloaded');
  });

  it('does not keep a load that was in flight when the user was forgotten', async () => {
    const cache = new AuthCache<string>();
    const loads = manualLoads<string>();
    const stale = cache.get(1, 'f', 0, TTL, loads.load);
    cache.forgetUser(1);
    const fresh = cache.get(1, 'f', 0, TTL, loads.load);
    expect(loads.pending).toHaveLength(2);
    loads.pending[0]!.resolve('before the write');
    loads.pending[1]!.resolve('after the write');
    expect(await stale).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(await cache.get(1, 'f', 0, TTL, async () => 'again')).toBe('after the write');
  });

  it('reads every time with a TTL of 0', async () => {
    const cache = new AuthCache<string>();
    let loads = 0;
    const load = async () => `user ${++loads}`;
    await cache.get(1, 'f', 0, 0, load);
    expect(await cache.get(1, 'f', 0, 0, load)).toBe('user 2');
    expect(cache.size).toBe(0);
  });
});

describe('shared through the bus', () => {
  // Two app instances (two processes in production): the cache is keyed by the database handle,
  // which the cache never queries, so a plain object stands for each.
  const handles = () => [{} as Database, {} as Database] as const;
  const silent = { warn: () => {} };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  async function filled(db: Database, families: string[]) {
    const cache = authCacheOf<string>(db);
    for (const family of families) await cache.get(7, family, 0, TTL, async () => 'user 7');
    return cache;
  }

  it("forgets in every instance what one forgets, in its own at once and in the others' on receipt", async () => {
    const bus = createLocalBus();
    const [a, b] = handles();
    await shareAuthCache(a, bus, silent);
    await shareAuthCache(b, bus, silent);
    const cacheA = await filled(a, ['f1', 'f2']);
    const cacheB = await filled(b, ['f1', 'f2']);

    const published = forgetAuthFamilies(a, ['f1']);
    expect(cacheA.size).toBe(1);
    await published;
    await settle();
    expect(cacheB.size).toBe(1);
    expect(await cacheB.get(7, 'f1', 0, TTL, async () => 'read again')).toBe('read again');

    await forgetAuthUser(b, 7);
    await settle();
    expect(cacheA.size).toBe(0);
    await bus.close();
  });

  it('carries any number of families (in messages the bus takes)', async () => {
    const bus = createLocalBus();
    const [a, b] = handles();
    await shareAuthCache(a, bus, silent);
    await shareAuthCache(b, bus, silent);
    const families = Array.from(
      { length: 250 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const cacheB = await filled(b, families);
    expect(cacheB.size).toBe(250);
    await forgetAuthFamilies(a, families);
    await settle();
    expect(cacheB.size).toBe(0);
    await bus.close();
  });

  it('forgets locally and warns, without failing the request, when the bus cannot publish', async () => {
    const warnings: string[] = [];
    const broken: Bus = {
      ...createLocalBus(),
      publish: async () => {
        throw new Error('database down');
      },
    };
    const [a] = handles();
    await shareAuthCache(a, broken, { warn: (_object, message) => warnings.push(message) });
    const cache = await filled(a, ['f1']);
    await expect(forgetAuthUser(a, 7)).resolves.toBeUndefined();
    expect(cache.size).toBe(0);
    expect(warnings).toEqual(['auth cache: a forget did not reach the other processes']);
  });

  it('stops hearing the others once it has left', async () => {
    const bus = createLocalBus();
    const [a, b] = handles();
    await shareAuthCache(a, bus, silent);
    const leave = await shareAuthCache(b, bus, silent);
    const cacheB = await filled(b, ['f1']);
    await leave();
    await forgetAuthUser(a, 7);
    await settle();
    expect(cacheB.size).toBe(1);
    await bus.close();
  });
});
