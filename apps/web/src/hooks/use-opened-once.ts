import { useState } from 'react';

/**
 * True from the first time `opened` is true: a dialog whose code loads lazily is rendered from
 * then on (so it can also play its closing transition), and never before it is first needed.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedBefore, setOpenedBefore] = useState(opened);
  if (opened && !openedBefore) setOpenedBefore(true);
  return opened || openedBefore;
}
