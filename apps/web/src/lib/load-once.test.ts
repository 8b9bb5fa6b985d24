import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('shares one load between callers and answers the value once loaded', async () => {
    const load = vi.fn(async () => 'module');
    const get = loadOnce(load);
    expect(get.loaded()).toBeNull();
    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second]).toEqual(['module', 'module']);
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
    expect(get.loaded()).toBe('module');
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValueOnce('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('chunk lost');
    expect(get.loaded()).toBeNull();
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
