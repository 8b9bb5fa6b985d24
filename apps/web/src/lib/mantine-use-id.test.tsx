import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

describe("Mantine's useId as the build gives it", () => {
  it('keeps one id, usable in a CSS selector, from the first render on', () => {
    const { result, rerender } = renderHook(() => useId());
    const first = result.current;
    expect(first).toMatch(/^mantine-[\w-]+$/);
    expect(() => document.querySelector(`#${first}`)).not.toThrow();
    rerender();
    expect(result.current).toBe(first);
    expect(renderHook(() => useId()).result.current).not.toBe(first);
  });

  it('answers the id it is given', () => {
    expect(renderHook(() => useId('search-box')).result.current).toBe('search-box');
  });
});
