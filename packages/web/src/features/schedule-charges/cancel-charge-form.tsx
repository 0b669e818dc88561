import { cancelScheduleChargeBodySchema, fmt, scheduleChargeRoutes, type ScheduleCharge } from '@honora/contract';
import { scheduleChargesScreenMessages as t } from '@honora/contract/screen-texts/schedule-charges';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';

interface Props {
  charge: ScheduleCharge;
  onDone: () => Promise<unknown> | void;
  onCancel: () => void;
}

/** Cancelling an issued statement, with its reason (decision 048). */
export function CancelChargeForm({ charge, onDone, onCancel }: Props) {
  const form = useFormState<{ reason: string }>({ reason: '' });
  const [isSaving, setIsSaving] = useState(false);
  const title = fmt(t.cancelTitle, { hospital: charge.hospital.name });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(cancelScheduleChargeBodySchema, form.values);
    if (!body) return;
    setIsSaving(true);
    try {
      await call(scheduleChargeRoutes.cancel, { params: { id: charge.id }, body });
      toast.success(t.cancelled);
      await onDone();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack>
        <Textarea
          label={t.cancelReason}
          description={t.cancelHint}
          value={form.values.reason}
          onChange={(event) => form.setValue('reason', event.currentTarget.value)}
          error={form.errors.reason}
          maxLength={300}
          autosize
          minRows={2}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t.back}
          </Button>
          <Button type="submit" color="red" loading={isSaving}>
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
