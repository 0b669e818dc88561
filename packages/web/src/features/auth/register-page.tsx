import { authRoutes, companyRegisterBodySchema, messages, ongRegisterBodySchema } from '@honora/contract';
import { Anchor, Button, Paper, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { call } from '../../shared/api/api-client';
import { queryClient } from '../../shared/api/query-client';
import { useSession } from '../../shared/auth/auth-store';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { afterAuthPath } from '../../shared/routing/after-login';
import { paths } from '../../shared/routing/paths';

const t = messages.screens.register;

type Kind = 'company' | 'ong';

const fieldOfCode = { 'auth/email-already-exists': 'email', 'auth/invalid-email': 'email' } as const;

/** Validates with the contract schema of the chosen kind; answers the request to send, or null. */
function registerRequest(form: ReturnType<typeof useRegisterForm>, kind: Kind) {
  const { companyName, ongName, ...person } = form.values;
  if (kind === 'company') {
    const body = form.validate(companyRegisterBodySchema, { ...person, companyName });
    return body && (() => call(authRoutes.companyRegister, { body }));
  }
  const body = form.validate(ongRegisterBodySchema, { ...person, ongName });
  return body && (() => call(authRoutes.ongRegister, { body }));
}

function useRegisterForm() {
  return useFormState({ name: '', email: '', password: '', companyName: '', ongName: '' });
}

/** /client/register: a company (or, switched, an organization) and its first user; then signs in. */
export function RegisterPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [kind, setKind] = useState<Kind>('company');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const form = useRegisterForm();

  if (session) return <Navigate to={afterAuthPath(searchParams.get('redirect'), session)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = registerRequest(form, kind);
    if (!request) return;
    setIsSubmitting(true);
    try {
      const { fakeMail } = await request();
      queryClient.clear();
      const { session: signedIn } = await call(authRoutes.login, {
        body: { email: fakeMail, password: form.values.password, workspace: 'CLIENT' },
      });
      if (signedIn) toast.success(t.success);
    } catch (error) {
      form.showApiError(error, fieldOfCode);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Paper withBorder p="xl" shadow="sm">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="register-title">
        <Stack>
          <div>
            <Title order={1} id="register-title">
              {t.title}
            </Title>
            <Text c="dimmed" size="sm">
              {kind === 'company' ? t.companyHint : t.ongHint}
            </Text>
          </div>
          <SegmentedControl
            aria-label={t.kindLabel}
            value={kind}
            onChange={(value) => setKind(value === 'ong' ? 'ong' : 'company')}
            data={[
              { value: 'company', label: t.kindCompany },
              { value: 'ong', label: t.kindOng },
            ]}
            fullWidth
          />
          {kind === 'company' ? (
            <TextInput {...form.field('companyName')} label={t.companyName} required autoComplete="organization" />
          ) : (
            <TextInput {...form.field('ongName')} label={t.ongName} required autoComplete="organization" />
          )}
          <TextInput {...form.field('name')} label={t.name} required autoComplete="name" />
          <TextInput {...form.field('email')} label={t.email} type="email" required autoComplete="email" />
          <PasswordInput
            {...form.field('password')}
            label={t.password}
            description={t.passwordHint}
            required
            autoComplete="new-password"
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t.submit}
          </Button>
          <Anchor component={Link} to={paths.clientLogin} size="sm" ta="center">
            {t.haveAccount}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
