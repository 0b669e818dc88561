import { messages } from '@honora/contract';
import { Box, Container, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { ColorSchemeToggle } from '../ui/color-scheme-toggle';

/** Frame of the screens without a session (login, registration, reset, not found). */
export function PublicLayout() {
  return (
    <Box mih="100vh">
      <Group component="header" justify="space-between" px="md" py="sm">
        <Text fw={700} size="xl" c="teal">
          {messages.ui.appName}
        </Text>
        <ColorSchemeToggle />
      </Group>
      <Container component="main" size={460} py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
