import { PART_SEARCH_ID } from '@/lib/shortcuts';

/**
 * The info bar's search box, by id (the one the '/' shortcut focuses): a page that leads the user
 * to search next (the start page, once a vehicle is chosen) moves the focus there without
 * importing the search feature.
 */
export const SEARCH_BOX_ID = PART_SEARCH_ID;

/** Focuses the search box; answers whether it was there to focus. */
export function focusSearchBox(): boolean {
  const box = document.getElementById(SEARCH_BOX_ID);
  if (!(box instanceof HTMLElement)) return false;
  box.focus();
  return true;
}
