import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the media query matches, from the first render on, and after every change. Mantine's
 * useMediaQuery answers false on the first render and the real value after it has mounted (for
 * server rendering, which this app does not do): a phone would render the desktop variant first,
 * then everything again.
 */
export function useMediaQueryNow(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
