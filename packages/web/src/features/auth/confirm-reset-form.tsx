import { authRoutes, messages, passwordResetConfirmBodySchema } from '@honora/contract';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toApiError } from '../../shared/api/api-error';
import { call } from '../../shared/api/api-client';
import type { FormErrors } from '../../shared/forms/form-errors';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';

const t = messages.screens.resetPassword;
const v = messages.validation;

/** New password from the e-mailed link; a used or expired link offers a new request. */
export function ConfirmResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useFormState({ password: '', passwordConfirmation: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { password, passwordConfirmation } = form.values;
    const mismatch: FormErrors = passwordConfirmation !== password ? { passwordConfirmation: v.passwordsDiffer } : {};
    const body = form.validate(passwordResetConfirmBodySchema, { token, password }, mismatch);
    if (!body) {
      if (passwordResetConfirmBodySchema.shape.token.safeParse(token).success === false) {
        setTokenError(messages.errors.invalidToken);
      }
      return;
    }
    setIsSubmitting(true);
    try {
      await call(authRoutes.confirmPasswordReset, { body });
      toast.success(t.confirmed);
      void navigate(paths.clientLogin, { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'invalidToken') setTokenError(apiError.message);
      else form.showApiError(apiError);
    } finally {
      setIsSubmitting(false);
    }
  }

  if (tokenError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs">
          <Text size="sm">{tokenError}</Text>
          <Anchor component={Link} to={paths.resetPassword} size="sm">
            {t.requestNewLink}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t.confirmHint}
        </Text>
        <PasswordInput {...form.field('password')} label={t.password} autoComplete="new-password" required autoFocus />
        <PasswordInput
          {...form.field('passwordConfirmation')}
          label={t.passwordConfirmation}
          autoComplete="new-password"
          required
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t.confirmSubmit}
        </Button>
      </Stack>
    </form>
  );
}
