import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createQuickAddBatcher,
  mergeQuickAddItems,
  type QuickAddItem,
  readQuickAddTarget,
  rememberQuickAddTarget,
} from './quick-add-batch';
import { storage } from './storage';

describe('mergeQuickAddItems', () => {
  it('merges the same line + item (any case, spaces, dashes) and keeps the first order', () => {
    expect(
      mergeQuickAddItems([
        { line: 'BRK', item: 'QC-1234', desc: 'Pads', quantity: 1 },
        { line: 'ENG', item: '77', quantity: 2 },
        { line: 'brk', item: 'qc 1234', quantity: 3 },
      ]),
    ).toEqual([
      { line: 'BRK', item: 'QC-1234', desc: 'Pads', quantity: 4 },
      { line: 'ENG', item: '77', quantity: 2 },
    ]);
  });

  it('keeps a different line with the same item apart and caps a quantity at 1000', () => {
    expect(
      mergeQuickAddItems([
        { line: 'BRK', item: '1', quantity: 900 },
        { line: 'ENG', item: '1', quantity: 1 },
        { line: 'BRK', item: '1', quantity: 200 },
      ]),
    ).toEqual([
      { line: 'BRK', item: '1', quantity: 1000 },
      { line: 'ENG', item: '1', quantity: 1 },
    ]);
  });
});

describe('createQuickAddBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the adds of one 200 ms window once, merged, with the last context', async () => {
    const sent: { items: QuickAddItem[]; context: string }[] = [];
    const batcher = createQuickAddBatcher(async (items: QuickAddItem[], context: string) => {
      sent.push({ items, context });
      return sent.length;
    });
    const first = batcher.add({ line: 'BRK', item: '1', quantity: 1 }, 'a');
    await vi.advanceTimersByTimeAsync(150);
    const second = batcher.add({ line: 'BRK', item: '1', quantity: 1 }, 'b');
    expect(second).toBe(first);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(sent).toEqual([{ items: [{ line: 'BRK', item: '1', quantity: 2 }], context: 'b' }]);
    await expect(first).resolves.toBe(1);

    const third = batcher.add({ line: 'BRK', item: '1', quantity: 1 }, 'c');
    expect(third).not.toBe(first);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent).toHaveLength(2);
    await expect(third).resolves.toBe(2);
  });

  it('rejects every add of a batch whose request failed', async () => {
    const batcher = createQuickAddBatcher(async () => {
      throw new Error('down');
    });
    const added = batcher.add({ line: 'BRK', item: '1', quantity: 1 }, null);
    const check = expect(added).rejects.toThrow('down');
    await vi.advanceTimersByTimeAsync(200);
    await check;
  });
});

describe('quick add target', () => {
  it("remembers each user's last order id, past a logout, and forgets it", () => {
    expect(readQuickAddTarget(7)).toBeNull();
    rememberQuickAddTarget(7, 42);
    rememberQuickAddTarget(8, 43);
    expect(readQuickAddTarget(7)).toBe(42);
    expect(readQuickAddTarget(8)).toBe(43);
    // Another person signing in at the same counter keeps their own.
    storage.clearSession();
    expect(readQuickAddTarget(7)).toBe(42);
    rememberQuickAddTarget(7, null);
    expect(readQuickAddTarget(7)).toBeNull();
    expect(readQuickAddTarget(8)).toBe(43);
    // No user known: nothing remembered, nothing read.
    rememberQuickAddTarget(null, 44);
    expect(readQuickAddTarget(null)).toBeNull();
  });
});
