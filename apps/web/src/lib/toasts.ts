/**
 * Error toasts (R-AUTH-5, R-AUTH-8, R-HELP-7, R-ORDER-1, R-ORDER-3, R-PART-1..5, R-PART-7, R-QUOTE-1, R-QUOTE-2, R-QUOTE-5..7, R-REQ-3, R-REQ-4, R-REQ-6, R-REQ-7, R-ROLE-5, R-SEARCH-1, R-SEARCH-2, R-SEARCH-6, R-SHELL-2, R-SHELL-4, R-SHELL-6, R-SHELL-7, R-SHOP-1, R-SHOP-4..6, R-STOCK-2, R-VEH-9): Mantine notifications shown for 5000 ms, throttled so the
 * same message is not shown again while it is still on screen.
 */

import { notifications } from '@mantine/notifications';
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

/** For tests: forget what is on screen. */
export function resetToasts(): void {
  visible.clear();
  notifications.clean();
}
