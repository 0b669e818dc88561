import { messages } from '@honora/contract';
import type { Workspace } from '@honora/domain';
import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { toNavigationSession, useSession } from '../auth/auth-store';
import { isNavItemActive, visibleNavItems } from '../routing/navigation';

interface Props {
  workspace: Workspace;
  onNavigate: () => void;
}

/** The workspace's screens the user may open (the route guard's rule against the session). */
export function AppNavbar({ workspace, onNavigate }: Props) {
  const { pathname } = useLocation();
  const session = useSession();
  if (!session) return null;
  const items = visibleNavItems({ ...toNavigationSession(session), workspace }, session.isSuperAdmin);
  return (
    <nav aria-label={messages.screens.shell.mainNavigation}>
      {items.map((item) => {
        const isActive = isNavItemActive(item, pathname);
        return (
          <NavLink
            key={item.path}
            component={Link}
            to={item.path}
            label={item.label}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </nav>
  );
}
