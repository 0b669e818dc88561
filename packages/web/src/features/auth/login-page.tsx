import { apiErrorCodes, authErrorCodes, messageForCode, messages } from '@honora/contract';
import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { afterAuthPath } from '../../shared/routing/after-login';
import { paths } from '../../shared/routing/paths';
import { PasswordLoginForm } from './password-login-form';
import { PhoneLoginForm } from './phone-login-form';
import { SocialLoginButtons } from './social-login-buttons';

const t = messages.screens.login;

/** The message of an `?error=` code a social sign-in came back with; unknown codes get the generic one. */
function errorMessage(code: string): string {
  if (code === 'permissionDenied') return messages.errors.accessDenied;
  const isKnown =
    (authErrorCodes as readonly string[]).includes(code) || (apiErrorCodes as readonly string[]).includes(code);
  return isKnown ? messageForCode(code) : messages.auth.generic;
}

interface Props {
  workspace: 'CLIENT' | 'COMPANY';
}

/**
 * /client/login and /company/login: e-mail and password, phone (SMS code) or a social
 * provider. A signed-in visitor goes on to the redirect or home.
 */
export function LoginPage({ workspace }: Props) {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const error = searchParams.get('error');
  const [mode, setMode] = useState<'password' | 'phone'>('password');

  if (session) return <Navigate to={afterAuthPath(redirect, session)} replace />;

  const search = searchParams.toString() ? `?${searchParams.toString()}` : '';
  const isClient = workspace === 'CLIENT';
  return (
    <Paper withBorder p="xl" shadow="sm">
      <Stack>
        <div>
          <Title order={1} id="login-title">
            {t.title}
          </Title>
          <Text c="dimmed" size="sm">
            {isClient ? t.clientSubtitle : t.companySubtitle}
          </Text>
        </div>
        {error && (
          <Alert color="red" title={t.errorTitle} role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        {mode === 'password' ? <PasswordLoginForm workspace={workspace} /> : <PhoneLoginForm workspace={workspace} />}
        <Divider label={t.otherWays} labelPosition="center" />
        <Button variant="default" fullWidth onClick={() => setMode(mode === 'password' ? 'phone' : 'password')}>
          {mode === 'password' ? t.phoneMode : t.passwordMode}
        </Button>
        <SocialLoginButtons workspace={workspace} redirect={redirect} />
        <Group justify="space-between">
          <Anchor component={Link} to={paths.resetPassword} size="sm">
            {t.forgotPassword}
          </Anchor>
          {isClient && (
            <Anchor component={Link} to={`${paths.clientRegister}${search}`} size="sm">
              {t.register}
            </Anchor>
          )}
        </Group>
        <Anchor component={Link} to={isClient ? paths.companyLogin : paths.clientLogin} size="sm" ta="center">
          {isClient ? t.goToCompanyLogin : t.goToClientLogin}
        </Anchor>
      </Stack>
    </Paper>
  );
}
