import { messages } from '@honora/contract';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { ConfirmResetForm } from './confirm-reset-form';
import { RequestResetForm } from './request-reset-form';

const t = messages.screens.resetPassword;

/** /ResetPassword: without ?token= asks the e-mail; with it, the new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <Paper withBorder p="xl" shadow="sm">
      <Stack>
        <Title order={1}>{t.title}</Title>
        {token ? <ConfirmResetForm token={token} /> : <RequestResetForm />}
        <Anchor component={Link} to={paths.clientLogin} size="sm" ta="center">
          {t.backToLogin}
        </Anchor>
      </Stack>
    </Paper>
  );
}
