import { describe, expect, it } from 'vitest';
import { AuthCache } from './auth-cache';

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
