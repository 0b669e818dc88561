import { grantOcrCreditsBodySchema, messages, ocrCreditRoutes, ocrCreditTypeNames } from '@honora/contract';
import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../api/api-client';
import { useFormState } from '../forms/use-form-state';
import { toast } from '../notify/toast';
import { SuperAdminOnlyBadge } from '../ui/super-admin-only-badge';

const t = messages.screens.adminCompanies.ocr;

interface Props {
  companyId: string;
  /** Only super admins grant credits (the server refuses anyone else). */
  canGrant: boolean;
  onGranted: () => void;
}

/** Grants OCR credits: a type of platform.md §3, a positive amount up to 100.000, and a note. */
export function GrantCreditsForm({ companyId, canGrant, onGranted }: Props) {
  const form = useFormState({ type: 'GIFT', amount: '', note: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = form.values.amount.trim();
    const body = form.validate(grantOcrCreditsBodySchema, {
      ...form.values,
      amount: amount === '' ? undefined : Number(amount),
    });
    if (!body) return;
    setIsSubmitting(true);
    try {
      await call(ocrCreditRoutes.grant, { params: { id: companyId }, body });
      toast.success(t.granted);
      form.reset();
      onGranted();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Paper withBorder p="md">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.grantTitle}>
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={2} size="h4">
              {t.grantTitle}
            </Title>
            <SuperAdminOnlyBadge />
          </Group>
          <Group align="flex-start">
            <Select
              name="type"
              label={t.type}
              data={ocrCreditTypeNames.map((type) => ({ value: type, label: t.types[type] }))}
              value={form.values.type}
              error={form.errors.type}
              onChange={(value) => value && form.setValue('type', value)}
              allowDeselect={false}
              disabled={!canGrant}
            />
            <TextInput
              {...form.field('amount')}
              label={t.amount}
              inputMode="numeric"
              required
              w={140}
              disabled={!canGrant}
            />
            <TextInput
              {...form.field('note')}
              label={t.note}
              maxLength={500}
              style={{ flex: 1 }}
              disabled={!canGrant}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!canGrant}>
              {t.grant}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
