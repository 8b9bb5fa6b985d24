import { type RefObject, useEffect, useEffectEvent } from 'react';
import { createStuckTracker } from '../utils/stuck';

/**
 * Watches whether the sticky bar is stuck at the top of the window, through an IntersectionObserver
 * on a sentinel right above it (no scroll listener). The bar gets `data-stuck` while stuck, and
 * `onStuck` runs each time it becomes stuck. Without IntersectionObserver (old browsers, jsdom)
 * nothing happens.
 */
export function useStuckBar(
  sentinel: RefObject<HTMLElement | null>,
  bar: RefObject<HTMLElement | null>,
  onStuck: (() => void) | undefined,
): void {
  // An effect event sees the latest onStuck (it changes when the window crosses a breakpoint)
  // without making a new observer.
  const changed = useEffectEvent((stuck: boolean) => {
    bar.current?.toggleAttribute('data-stuck', stuck);
    if (stuck) onStuck?.();
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const track = createStuckTracker((stuck) => changed(stuck));
    const observer = new IntersectionObserver((entries) => track(entries));
    observer.observe(node);
    return () => observer.disconnect();
  }, [sentinel]);
}
