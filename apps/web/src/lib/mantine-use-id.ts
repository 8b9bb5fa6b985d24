import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), without its extra render: Mantine's starts from React's id,
 * then swaps it for a random one in a layout effect, so every input, alert and popover renders
 * twice when it mounts, synchronously, in the middle of React's commit (and React then runs the
 * whole page's passive effects in that same task). React's id is unique within the app and stable
 * across renders already. The web build puts this module in place of Mantine's
 * (build-tools/mantine-use-id.ts, decisions/024).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  // React's ids hold characters that need escaping in a CSS selector («r1», :r1:).
  return `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
