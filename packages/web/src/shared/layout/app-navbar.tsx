import { messages } from '@honora/contract';
import type { Workspace } from '@honora/domain';
import { NavLink } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { toNavigationSession, useSession } from '../auth/auth-store';
import {
  isNavItemActive,
  navMenu,
  visibleNavItems,
  withAgendaDisplay,
  type NavGroup,
  type NavItem,
} from '../routing/navigation';
import { useNavGroupsOpen } from './use-nav-groups-open';

/** The unread releases' count (decision 055) loads after the shell, outside the first load (decision 021). */
const UnreadReleasesBadge = lazy(() =>
  import('./unread-releases-badge').then((m) => ({ default: m.UnreadReleasesBadge })),
);
const UnreadChatBadge = lazy(() => import('./unread-chat-badge').then((m) => ({ default: m.UnreadChatBadge })));

interface Props {
  workspace: Workspace;
  onNavigate: () => void;
}

/**
 * The workspace's screens the user may open (the route guard's rule against the session),
 * grouped by area; a group opens and closes, and the menu remembers it (use-nav-groups-open).
 */
export function AppNavbar({ workspace, onNavigate }: Props) {
  const { pathname } = useLocation();
  const session = useSession();
  const visible = session ? visibleNavItems({ ...toNavigationSession(session), workspace }, session.isSuperAdmin) : [];
  const items = withAgendaDisplay(visible, session?.company?.agendaDisplay);
  const { isOpen, setOpen } = useNavGroupsOpen(items, pathname);
  if (!session) return null;
  const menu = navMenu(items);
  const link = (item: NavItem) => <ItemLink key={item.path} item={item} pathname={pathname} onNavigate={onNavigate} />;
  return (
    <nav aria-label={messages.screens.shell.mainNavigation}>
      {menu.top.map(link)}
      {menu.groups.map((group) => (
        <GroupLink
          key={group.area}
          group={group}
          isOpen={isOpen(group.area)}
          onToggle={(isNowOpen) => setOpen(group.area, isNowOpen)}
        >
          {group.items.map(link)}
        </GroupLink>
      ))}
      {menu.bottom.map(link)}
    </nav>
  );
}

function ItemLink({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate: () => void }) {
  const isActive = isNavItemActive(item, pathname);
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={item.label}
      rightSection={
        item.badge ? (
          <Suspense fallback={null}>
            {item.badge === 'unreadChat' ? <UnreadChatBadge /> : <UnreadReleasesBadge />}
          </Suspense>
        ) : undefined
      }
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

interface GroupLinkProps {
  group: NavGroup;
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
  children: ReactNode;
}

/** An area: a button that opens and closes its screens' links (a disclosure, aria-expanded). */
function GroupLink({ group, isOpen, onToggle, children }: GroupLinkProps) {
  return (
    <NavLink
      component="button"
      type="button"
      label={group.label}
      opened={isOpen}
      onChange={onToggle}
      aria-expanded={isOpen}
      data-nav-area={group.area}
      childrenOffset="sm"
      fw={600}
    >
      {children}
    </NavLink>
  );
}
