import {
  WORKLOAD_NOTES_MAX,
  WORKLOAD_PERIODS,
  workloadBodySchema,
  workloadRoutes,
  type Workload,
  type Workloads,
} from '@honora/contract';
import { workloadsScreenMessages as t } from '@honora/contract/screen-texts/workloads';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { DateInput } from '../../shared/forms/date-input';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { initialWorkloadValues, workloadBodyOf, type WorkloadFormValues } from './workload-values';

interface Props {
  /** The workload being changed, or null for a new one. */
  workload: Workload | null;
  month: string;
  doctors: Workloads['doctors'];
  title: string;
  onSaved: () => Promise<unknown> | void;
  onCancel: () => void;
}

const periodChoices = WORKLOAD_PERIODS.map((p) => ({ value: p, label: t.periods[p] }));

/** A workload (decision 047): the doctor, hours per week or month, from when and until when, notes. */
export function WorkloadForm({ workload, month, doctors, title, onSaved, onCancel }: Props) {
  const form = useFormState<WorkloadFormValues>(initialWorkloadValues(workload, month));
  const [isSaving, setIsSaving] = useState(false);
  const { values } = form;
  const doctorChoices = doctors.map((d) => ({
    value: d.id,
    label: d.isResident ? `${d.name} (${t.resident})` : d.name,
  }));
  if (workload && !doctors.some((d) => d.id === workload.doctor.id))
    doctorChoices.push({ value: workload.doctor.id, label: workload.doctor.name });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(workloadBodySchema, workloadBodyOf(values));
    if (!body) return;
    setIsSaving(true);
    try {
      if (workload) await call(workloadRoutes.update, { params: { id: workload.id }, body });
      else await call(workloadRoutes.create, { body });
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
        <Select
          label={t.doctor}
          data={doctorChoices}
          value={values.doctorId || null}
          onChange={(value) => form.setValue('doctorId', value ?? '')}
          error={form.errors.doctorId}
          searchable
          required
          data-autofocus
        />
        <Group grow align="flex-start">
          <TextInput {...form.field('hoursPerPeriod')} label={t.hoursPerPeriod} inputMode="decimal" required />
          <Select
            label={t.period}
            data={periodChoices}
            value={values.period}
            onChange={(value) => form.setValue('period', value ?? 'MONTH')}
            error={form.errors.period}
            allowDeselect={false}
            required
          />
        </Group>
        <Group grow align="flex-start">
          <DateInput
            label={t.startsOn}
            value={values.startsOn}
            onChange={(value) => form.setValue('startsOn', value)}
            error={form.errors.startsOn}
            required
          />
          <DateInput
            label={t.endsOn}
            description={t.endsOnHint}
            value={values.endsOn}
            onChange={(value) => form.setValue('endsOn', value)}
            error={form.errors.endsOn}
          />
        </Group>
        <Textarea
          label={t.notes}
          value={values.notes}
          onChange={(event) => form.setValue('notes', event.currentTarget.value)}
          error={form.errors.notes}
          maxLength={WORKLOAD_NOTES_MAX}
          autosize
          minRows={2}
          maxRows={4}
        />
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
