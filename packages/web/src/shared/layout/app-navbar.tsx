import { messages } from '@honora/contract';
import type { Workspace } from '@honora/domain';
import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { navItemsByWorkspace } from '../routing/navigation';

interface Props {
  workspace: Workspace;
  onNavigate: () => void;
}

export function AppNavbar({ workspace, onNavigate }: Props) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={messages.screens.shell.mainNavigation}>
      {navItemsByWorkspace[workspace].map((item) => {
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
