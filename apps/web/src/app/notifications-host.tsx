import { Notifications } from '@mantine/notifications';

/** At most this many toasts at once; more wait their turn. */
export const TOAST_LIMIT = 3;

/**
 * Mantine's toast container; loaded only once there is a toast to show (see toast-host.tsx).
 * Bottom centre: the header's controls (shop switcher, Log out) and the info bar's mini quote
 * with its subtotal are at the top, so a toast never covers them.
 */
export function NotificationsHost() {
  return <Notifications position="bottom-center" limit={TOAST_LIMIT} />;
}
