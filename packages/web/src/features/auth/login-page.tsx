import { authRoutes, loginBodySchema, messages } from '@honora/contract';
import { Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { call } from '../../shared/api/api-client';
import { queryClient } from '../../shared/api/query-client';
import { useSession } from '../../shared/auth/auth-store';
import { useFormState } from '../../shared/forms/use-form-state';
import { afterAuthPath } from '../../shared/routing/after-login';
import { paths } from '../../shared/routing/paths';

const t = messages.screens.login;
const ui = messages.ui;

/** Auth codes that belong to one input of this form. */
const fieldOfCode = {
  'auth/invalid-email': 'email',
  'auth/missing-email': 'email',
  'auth/missing-password': 'password',
} as const;

interface Props {
  workspace: 'CLIENT' | 'COMPANY';
}

/** /client/login and /company/login. A signed-in visitor goes on to the redirect or home. */
export function LoginPage({ workspace }: Props) {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const form = useFormState({ email: '', password: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);

  if (session) return <Navigate to={afterAuthPath(redirect, session)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(loginBodySchema, { ...form.values, workspace });
    if (!body) return;
    setIsSubmitting(true);
    try {
      queryClient.clear();
      await call(authRoutes.login, { body });
    } catch (error) {
      form.showApiError(error, fieldOfCode);
    } finally {
      setIsSubmitting(false);
    }
  }

  const search = searchParams.toString() ? `?${searchParams.toString()}` : '';
  const isClient = workspace === 'CLIENT';
  return (
    <Paper withBorder p="xl" shadow="sm">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="login-title">
        <Stack>
          <div>
            <Title order={1} id="login-title">
              {t.title}
            </Title>
            <Text c="dimmed" size="sm">
              {isClient ? t.clientSubtitle : t.companySubtitle}
            </Text>
          </div>
          <TextInput
            {...form.field('email')}
            label={ui.email}
            type="email"
            autoComplete="username"
            placeholder={t.emailPlaceholder}
            required
            autoFocus
          />
          <PasswordInput {...form.field('password')} label={ui.password} autoComplete="current-password" required />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t.submit}
          </Button>
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
      </form>
    </Paper>
  );
}
