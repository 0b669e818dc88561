import {
  fmt,
  SCHEDULE_LIMIT_BOUNDS,
  scheduleLimitBodySchema,
  scheduleLimitRoutes,
  type ScheduleLimit,
  type ScheduleLimitField,
} from '@honora/contract';
import { scheduleLimitsScreenMessages as t } from '@honora/contract/screen-texts/schedule-limits';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { limitBodyOf, limitFormValues, type LimitFormValues } from './limit-values';

interface Props {
  limit: ScheduleLimit;
  onSaved: () => Promise<unknown> | void;
  onCancel: () => void;
}

const inputs: { field: ScheduleLimitField; label: string; hint: string }[] = [
  { field: 'weeklyHours', label: t.weeklyHours, hint: t.weeklyHoursHint },
  { field: 'monthlyHours', label: t.monthlyHours, hint: t.monthlyHoursHint },
  { field: 'monthlyShifts', label: t.monthlyShifts, hint: t.monthlyShiftsHint },
  { field: 'consecutiveNights', label: t.consecutiveNights, hint: t.consecutiveNightsHint },
];

/**
 * One doctor's limits (platform.md §2 SchedulesLimits): whole hours a week (1–168) and a month
 * (1–744), presential shifts a month (1–999), nights in a row (1–31); blank is no limit.
 */
export function ScheduleLimitForm({ limit, onSaved, onCancel }: Props) {
  const form = useFormState<LimitFormValues>(limitFormValues(limit));
  const [isSaving, setIsSaving] = useState(false);
  const title = fmt(t.editTitle, { name: limit.name });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(scheduleLimitBodySchema, limitBodyOf(form.values));
    if (!body) return;
    setIsSaving(true);
    try {
      await call(scheduleLimitRoutes.save, { params: { doctorId: limit.doctorId }, body });
      toast.success(t.saved);
      await onSaved();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t.blankHint}
        </Text>
        <SimpleGrid cols={2}>
          {inputs.map(({ field, label, hint }, index) => (
            <TextInput
              key={field}
              {...form.field(field)}
              label={label}
              description={hint}
              placeholder={t.noLimit}
              inputMode="numeric"
              maxLength={String(SCHEDULE_LIMIT_BOUNDS[field].max).length + 2}
              data-autofocus={index === 0 ? true : undefined}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
