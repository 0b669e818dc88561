import { messages } from '@honora/contract';
import { Box, Container, Group, Text } from '@mantine/core';
import { Outlet, useMatches } from 'react-router';
import { ColorSchemeToggle } from '../ui/color-scheme-toggle';

/** A public route whose handle asks for reading width (the FAQ, decision 056) instead of a form's. */
export interface PublicRouteHandle {
  isWide?: boolean;
}

/** Frame of the screens without a session (login, registration, reset, not found, the FAQ). */
export function PublicLayout() {
  const isWide = useMatches().some((match) => (match.handle as PublicRouteHandle | undefined)?.isWide);
  return (
    <Box mih="100vh">
      <Group component="header" justify="space-between" px="md" py="sm">
        <Text fw={700} size="xl" c="teal">
          {messages.ui.appName}
        </Text>
        <ColorSchemeToggle />
      </Group>
      <Container component="main" size={isWide ? 860 : 460} py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
