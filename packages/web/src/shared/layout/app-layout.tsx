import { AppShell, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useMinVersion } from '../app-version/use-min-version';
import { useSession } from '../auth/auth-store';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The logged-in shell: header (app, company, color scheme, user menu) and the workspace's navbar. */
export function AppLayout() {
  const session = useSession();
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  // platform.md §9: the selected company's minVersion clears service workers and caches (decision 055).
  useMinVersion(session?.minVersion);
  if (!session) return null;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader session={session} isNavOpen={isNavOpen} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {/* The workspace's list can be longer than the window: the navbar scrolls on its own. */}
        <AppShell.Section grow component={ScrollArea}>
          <AppNavbar workspace={session.workspace} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
