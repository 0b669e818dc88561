import '../shared/lazy/all-styles';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toasts' host with its styles: a chunk of its own, loaded by NotificationsOnDemand. */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
