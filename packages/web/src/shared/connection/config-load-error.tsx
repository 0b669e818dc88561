import { messages } from '@honora/contract';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { loadSession } from '../auth/load-session';

const t = messages.screens.connection;

/** The config load was rejected (platform.md §4, decision 067): say so and let the user try again. */
export function ConfigLoadError() {
  const [isRetrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void loadSession().finally(() => setRetrying(false));
  };
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={480}>
        <Title order={1} size="h2" ta="center">
          {t.configFailed}
        </Title>
        <Text ta="center">{t.configFailedHint}</Text>
        <Button onClick={retry} loading={isRetrying}>
          {t.retry}
        </Button>
      </Stack>
    </Center>
  );
}
