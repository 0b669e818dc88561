import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Where the host puts the toasts (NotificationsHost's position), set before the first toast: one
// shown before the host mounts is placed there at once, not moved from the store's default corner.
notificationsStore.updateState((state) => ({ ...state, defaultPosition: 'top-right' }));

const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

/**
 * The toasts' host loads with the first toast, not with the first screen (decision 021): until
 * then a toast waits in the notifications store (a small module the toast helper already holds),
 * and the host, once loaded, stays.
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
