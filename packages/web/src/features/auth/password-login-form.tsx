import { authRoutes, loginBodySchema, messages } from '@honora/contract';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { queryClient } from '../../shared/api/query-client';
import { useFormState } from '../../shared/forms/use-form-state';

const t = messages.screens.login;
const ui = messages.ui;

/** Auth codes that belong to one input of this form. */
const fieldOfCode = {
  'auth/invalid-email': 'email',
  'auth/missing-email': 'email',
  'auth/missing-password': 'password',
} as const;

/** E-mail and password; a successful answer publishes the session and the page moves on. */
export function PasswordLoginForm({ workspace }: { workspace: 'CLIENT' | 'COMPANY' }) {
  const form = useFormState({ email: '', password: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);

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

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="login-title">
      <TextInput
        {...form.field('email')}
        label={ui.email}
        type="email"
        autoComplete="username"
        placeholder={t.emailPlaceholder}
        required
        autoFocus
        mb="md"
      />
      <PasswordInput {...form.field('password')} label={ui.password} autoComplete="current-password" required mb="md" />
      <Button type="submit" loading={isSubmitting} fullWidth>
        {t.submit}
      </Button>
    </form>
  );
}
