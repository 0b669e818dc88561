import { messages } from '@honora/contract';
import type { Workspace } from '@honora/domain';
import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '../auth/auth-store';
import { useCan } from '../auth/use-can';
import { visibleNavItems } from '../routing/navigation';

interface Props {
  workspace: Workspace;
  onNavigate: () => void;
}

/** The workspace's screens the user may open (the route rules' permissions against session.permissions). */
export function AppNavbar({ workspace, onNavigate }: Props) {
  const { pathname } = useLocation();
  const can = useCan();
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  return (
    <nav aria-label={messages.screens.shell.mainNavigation}>
      {visibleNavItems(workspace, can, isSuperAdmin).map((item) => {
        const isActive = pathname.toLowerCase() === item.path.toLowerCase();
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
