import { Notifications } from '@mantine/notifications';

/** Mantine's toast container; loaded only once there is a toast to show (see toast-host.tsx). */
export function NotificationsHost() {
  return <Notifications position="top-right" limit={5} />;
}
