import { authRoutes, messages, phoneRequestBodySchema, phoneVerifyBodySchema, fmt } from '@honora/contract';
import { formatBrazilianPhone, normalizeBrazilianPhone } from '@honora/domain';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { queryClient } from '../../shared/api/query-client';
import type { FormErrors } from '../../shared/forms/form-errors';
import { useFormState } from '../../shared/forms/use-form-state';

const t = messages.screens.phoneLogin;
const invalidPhone = messages.auth['auth/invalid-phone-number'];

const fieldOfCode = {
  'auth/invalid-phone-number': 'phone',
  'auth/invalid-verification-code': 'code',
} as const;

/**
 * Phone sign-in: the phone gets a one-time code by SMS, the code signs in. Whether the phone
 * has an account is not told (the server answers alike), so the hint says "if".
 */
export function PhoneLoginForm({ workspace }: { workspace: 'CLIENT' | 'COMPANY' }) {
  const form = useFormState({ phone: '', code: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setIsSubmitting(true);
    try {
      await action();
    } catch (error) {
      form.showApiError(error, fieldOfCode);
    } finally {
      setIsSubmitting(false);
    }
  }

  function requestCode(event?: FormEvent) {
    event?.preventDefault();
    const phone = form.values.phone;
    const isEmpty = phone.trim() === '';
    const extra: FormErrors = !isEmpty && !normalizeBrazilianPhone(phone) ? { phone: invalidPhone } : {};
    const body = form.validate(phoneRequestBodySchema, { phone }, extra);
    if (!body) return;
    void run(async () => {
      await call(authRoutes.phoneRequest, { body });
      form.setValue('code', '');
      setSentTo(formatBrazilianPhone(phone));
    });
  }

  function verifyCode(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(phoneVerifyBodySchema, { ...form.values, workspace });
    if (!body) return;
    void run(async () => {
      queryClient.clear();
      await call(authRoutes.phoneVerify, { body });
    });
  }

  if (!sentTo) {
    return (
      <form ref={form.formRef} onSubmit={requestCode} noValidate aria-labelledby="login-title">
        <Stack>
          <Text size="sm" c="dimmed">
            {t.hint}
          </Text>
          <TextInput
            {...form.field('phone')}
            label={t.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t.phonePlaceholder}
            required
            autoFocus
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t.sendCode}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <form ref={form.formRef} onSubmit={verifyCode} noValidate aria-labelledby="login-title">
      <Stack>
        <Text size="sm" role="status">
          {fmt(t.codeSent, { phone: sentTo })}
        </Text>
        <TextInput
          {...form.field('code')}
          label={t.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t.codePlaceholder}
          maxLength={6}
          required
          autoFocus
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t.submit}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            {t.changePhone}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => requestCode()} disabled={isSubmitting}>
            {t.resend}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
