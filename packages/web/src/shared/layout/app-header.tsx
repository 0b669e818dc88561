import { messages, type SessionView } from '@honora/contract';
import { Badge, Burger, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { CompanyKindBadge } from '../ui/company-kind-badge';
import { ColorSchemeToggle } from '../ui/color-scheme-toggle';
import { SearchButton } from '../search/search-button';
import { UserMenu } from './user-menu';

const t = messages.screens.shell;
/** The screen's "Ajuda" (decision 056) loads after the shell, outside the first load (decision 021). */
const HelpLink = lazy(() => import('../help/help-link').then((m) => ({ default: m.HelpLink })));

interface Props {
  session: SessionView;
  isNavOpen: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ session, isNavOpen, onToggleNav }: Props) {
  const { company } = session;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger opened={isNavOpen} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label={t.openNavigation} />
        <Text fw={700} size="xl" c="teal">
          {messages.ui.appName}
        </Text>
        {company && (
          <Group
            gap="xs"
            wrap="nowrap"
            miw={0}
            aria-label={t.selectedCompany}
            role="group"
            data-testid="header-company"
          >
            <Text truncate="end" fw={500}>
              {company.name}
            </Text>
            <CompanyKindBadge company={company} />
          </Group>
        )}
        {session.isSuperAdmin && session.workspace !== 'ADMIN' && (
          <Badge color="red" variant="filled">
            {t.superAdminBadge}
          </Badge>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Suspense fallback={null}>
          <HelpLink />
        </Suspense>
        <SearchButton />
        <ColorSchemeToggle />
        <UserMenu session={session} />
      </Group>
    </Group>
  );
}
