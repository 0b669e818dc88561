import { messages } from '@honora/contract';
import { homePathOf } from '@honora/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { paths } from '../../shared/routing/paths';

const t = messages.screens.notFound;

/** /404 and every path the app does not register. */
export function NotFoundPage() {
  const session = useSession();
  const home = session ? homePathOf(session.workspace) : paths.clientLogin;
  return (
    <Paper withBorder p="xl">
      <Stack align="flex-start">
        <Title order={1}>{t.title}</Title>
        <Text>{t.hint}</Text>
        <Button component={Link} to={home}>
          {t.goHome}
        </Button>
      </Stack>
    </Paper>
  );
}
