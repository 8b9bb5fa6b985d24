/**
 * Error toasts (R-REQ-6): Mantine notifications shown for 5000 ms, throttled so the
 * same message is not shown again while it is still on screen.
 */

import { notifications, notificationsStore } from '@mantine/notifications';
import { ERROR_TOAST_MS } from '@procounter/shared/domain/constants';

const visible = new Set<string>();

export interface ErrorToastOptions {
  /** false keeps the toast until the user closes it (the no-dealer-control error). */
  autoClose?: number | false;
  title?: string;
}

/** Shows an error toast unless the same message is showing; answers whether it was shown. */
export function showErrorToast(message: string, options: ErrorToastOptions = {}): boolean {
  const id = `error-toast:${message}`;
  if (visible.has(id)) return false;
  visible.add(id);
  notifications.show({
    id,
    title: options.title,
    message,
    color: 'red',
    withBorder: true,
    autoClose: options.autoClose ?? ERROR_TOAST_MS,
    onClose: () => visible.delete(id),
  });
  return true;
}

/**
 * The id prefix of a toast that reports an action which ends by going to another page (a saved
 * article, back on its list): it is about the page the user goes to, so leaving the page that
 * showed it does not close it.
 */
export const NEXT_PAGE_TOAST = 'next-page:';

/**
 * Toasts belong to the page that showed them: leaving it closes them and drops those still
 * waiting. A toast that stays until closed (autoClose false: the no-dealer-control notice) is about
 * the whole session, not a page, and stays; so does one for the next page (NEXT_PAGE_TOAST).
 */
export function closePageToasts(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const toast of [...shown, ...queue]) {
    if (toast.autoClose === false || !toast.id || toast.id.startsWith(NEXT_PAGE_TOAST)) continue;
    notifications.hide(toast.id);
  }
}

/** For tests: forget what is on screen. */
export function resetToasts(): void {
  visible.clear();
  notifications.clean();
}
