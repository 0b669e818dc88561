import { authRoutes, changePasswordBodySchema, messages } from '@honora/contract';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import type { FormErrors } from '../../shared/forms/form-errors';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';

const t = messages.screens.changePassword;

const fieldOfCode = { 'auth/wrong-current-password': 'currentPassword' } as const;

/** /client/changePassword (all workspaces). */
export function ChangePasswordPage() {
  const form = useFormState({ currentPassword: '', newPassword: '', newPasswordConfirmation: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { currentPassword, newPassword, newPasswordConfirmation } = form.values;
    const mismatch: FormErrors =
      newPasswordConfirmation !== newPassword ? { newPasswordConfirmation: messages.validation.passwordsDiffer } : {};
    const body = form.validate(changePasswordBodySchema, { currentPassword, newPassword }, mismatch);
    if (!body) return;
    setIsSubmitting(true);
    try {
      await call(authRoutes.changePassword, { body });
      form.reset();
      toast.success(t.success);
      // The server may rotate the session's CSRF token along with the password.
      await call(authRoutes.session).catch(() => undefined);
    } catch (error) {
      form.showApiError(error, fieldOfCode);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Paper withBorder p="xl" maw={480}>
      <form
        ref={form.formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="change-password-title"
      >
        <Stack>
          <div>
            <Title order={1} id="change-password-title">
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.hint}
            </Text>
          </div>
          <PasswordInput
            {...form.field('currentPassword')}
            label={t.currentPassword}
            autoComplete="current-password"
            required
          />
          <PasswordInput {...form.field('newPassword')} label={t.newPassword} autoComplete="new-password" required />
          <PasswordInput
            {...form.field('newPasswordConfirmation')}
            label={t.newPasswordConfirmation}
            autoComplete="new-password"
            required
          />
          <Button type="submit" loading={isSubmitting}>
            {t.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
