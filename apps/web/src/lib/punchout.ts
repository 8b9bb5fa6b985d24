import { reloadSessionFromStorage } from './session';
import { storage } from './storage';

/** The query parameter a cXML punch-out entry carries. */
export const BUYER_COOKIE_PARAM = 'buyerCookie';

/**
 * A punch-out entry (R-SHELL-9): the buyer cookie is read from the page URL and then
 * cleared from it; from then on this tab keeps its session in sessionStorage.
 */
export function capturePunchoutEntry(location: Location = window.location): boolean {
  const url = new URL(location.href);
  const buyerCookie = url.searchParams.get(BUYER_COOKIE_PARAM);
  if (!buyerCookie) return false;
  storage.markPunchout(buyerCookie);
  url.searchParams.delete(BUYER_COOKIE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  reloadSessionFromStorage();
  return true;
}
