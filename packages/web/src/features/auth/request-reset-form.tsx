import { authRoutes, messages, passwordResetRequestBodySchema } from '@honora/contract';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';

const t = messages.screens.resetPassword;

/** Asks for the reset e-mail. The answer is the same whether or not the account exists. */
export function RequestResetForm() {
  const form = useFormState({ email: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSent, setIsSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(passwordResetRequestBodySchema, form.values);
    if (!body) return;
    setIsSubmitting(true);
    try {
      await call(authRoutes.requestPasswordReset, { body });
      setIsSent(true);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  if (isSent) {
    return (
      <Alert color="teal" title={t.requestSentTitle} role="status">
        {t.requestSent}
      </Alert>
    );
  }
  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t.requestHint}
        </Text>
        <TextInput {...form.field('email')} label={t.email} type="email" autoComplete="email" required autoFocus />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t.requestSubmit}
        </Button>
      </Stack>
    </form>
  );
}
