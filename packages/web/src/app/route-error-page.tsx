import { messages } from '@honora/contract';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

const t = messages.screens.routeError;

/** Unexpected render errors end here (the router's error element). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center">
        <Title order={1}>{t.title}</Title>
        <Text>{t.hint}</Text>
        <Button onClick={() => window.location.reload()}>{t.reload}</Button>
      </Stack>
    </Center>
  );
}
