import { messages } from '@honora/contract';
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ping } from '../api/api-client';

const t = messages.screens.lazy;
const RELOAD_KEY = 'honora-lazy-reload';
const RELOAD_GUARD_MS = 60_000;

type Phase = 'checking' | 'offline' | 'failed';

/** A reload for this page happened moments ago: reloading again would loop. */
function reloadedRecently(): boolean {
  try {
    const raw = sessionStorage.getItem(RELOAD_KEY);
    if (!raw) return false;
    const last = JSON.parse(raw) as { path?: string; at?: number };
    return last.path === location.pathname && typeof last.at === 'number' && Date.now() - last.at < RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

function reload(): void {
  try {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ path: location.pathname, at: Date.now() }));
  } catch {
    // storage unavailable: reload anyway
  }
  location.reload();
}

/**
 * A screen that failed or timed out loading (platform.md §2): ping the server; when it
 * answers, reload the page (a new deploy or a lost chunk); when not, ask whether the user is online.
 */
export function LoadErrorScreen() {
  const [phase, setPhase] = useState<Phase>('checking');
  useEffect(() => {
    let isCurrent = true;
    void ping().then((isUp) => {
      if (!isCurrent) return;
      if (!isUp) setPhase('offline');
      else if (reloadedRecently()) setPhase('failed');
      else reload();
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (phase === 'checking') {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader />
          <Text>{t.checking}</Text>
        </Stack>
      </Center>
    );
  }
  const isOffline = phase === 'offline';
  return (
    <Center py="xl">
      <Stack align="center" maw={480}>
        <Title order={1} size="h2" ta="center">
          {isOffline ? t.timeoutTitle : t.failed}
        </Title>
        {isOffline && (
          <Alert color="yellow" role="alert" w="100%">
            {t.offline}
          </Alert>
        )}
        <Button onClick={reload}>{t.retry}</Button>
      </Stack>
    </Center>
  );
}
