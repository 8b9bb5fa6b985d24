/**
 * A sticky bar (top 0) is stuck once the empty sentinel placed right above it has left the
 * viewport through its top edge. Leaving through the bottom (the bar is below the fold) is not
 * stuck.
 */
export function isStuck(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect'>,
): boolean {
  return !entry.isIntersecting && entry.boundingClientRect.top < 0;
}

/**
 * Turns the sentinel's observations into "became stuck" events: `onStuck` runs on each change
 * from not stuck to stuck, never twice in a row, and `onChange` on every change.
 */
export function createStuckTracker(onChange: (stuck: boolean) => void) {
  let stuck = false;
  return (
    entries: readonly Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect'>[],
  ) => {
    for (const entry of entries) {
      const now = isStuck(entry);
      if (now !== stuck) {
        stuck = now;
        onChange(now);
      }
    }
  };
}
