import { fmt, messages } from '@honora/contract';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useChangelog } from '../app-version/use-releases';

const t = messages.screens.navigation;

/**
 * The unread releases next to Novidades (decision 055): the count in a red pill, and for screen
 * readers the same in words inside the link's name ("Novidades, 2 novidades não lidas").
 */
export function UnreadReleasesBadge() {
  const unread = useChangelog().data?.unread ?? 0;
  if (unread <= 0) return null;
  const words = unread === 1 ? t.unreadRelease : fmt(t.unreadReleases, { count: String(unread) });
  return (
    <>
      <Badge color="red" variant="filled" size="sm" aria-hidden data-testid="unread-releases">
        {unread > 99 ? '99+' : unread}
      </Badge>
      <VisuallyHidden>{words}</VisuallyHidden>
    </>
  );
}
