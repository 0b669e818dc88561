import { messages, type SessionView } from '@honora/contract';
import { Badge, Burger, Group, Text } from '@mantine/core';
import { CompanyKindBadge } from '../ui/company-kind-badge';
import { ColorSchemeToggle } from '../ui/color-scheme-toggle';
import { SearchButton } from '../search/search-button';
import { UserMenu } from './user-menu';

const t = messages.screens.shell;

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
        <SearchButton />
        <ColorSchemeToggle />
        <UserMenu session={session} />
      </Group>
    </Group>
  );
}
