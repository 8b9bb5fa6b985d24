import { describe, expect, it, vi } from 'vitest';
import { createStuckTracker, isStuck } from './stuck';

const entry = (isIntersecting: boolean, top: number) => ({
  isIntersecting,
  boundingClientRect: { top } as DOMRectReadOnly,
});

describe('isStuck', () => {
  it('is stuck once the sentinel has left through the top of the window', () => {
    expect(isStuck(entry(false, -1))).toBe(true);
  });

  it('is not stuck while the sentinel shows, or when it is below the fold', () => {
    expect(isStuck(entry(true, 120))).toBe(false);
    expect(isStuck(entry(true, 0))).toBe(false);
    expect(isStuck(entry(false, 900))).toBe(false);
  });
});

describe('createStuckTracker', () => {
  it('reports each change, and never the same state twice in a row', () => {
    const onChange = vi.fn();
    const track = createStuckTracker(onChange);
    track([entry(true, 120)]); // the first observation: not stuck, as assumed
    expect(onChange).not.toHaveBeenCalled();
    track([entry(false, -4)]);
    track([entry(false, -40)]);
    track([entry(true, 10)]);
    track([entry(false, -2)]);
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('reports a page loaded already scrolled as stuck', () => {
    const onChange = vi.fn();
    createStuckTracker(onChange)([entry(false, -300)]);
    expect(onChange.mock.calls).toEqual([[true]]);
  });
});
