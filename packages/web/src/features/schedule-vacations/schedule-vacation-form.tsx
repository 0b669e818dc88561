import {
  fmt,
  scheduleVacationBodySchema,
  scheduleVacationRoutes,
  VACATION_NOTES_MAX,
  type AbsenceDoctor,
  type ScheduleVacation,
} from '@honora/contract';
import { scheduleVacationsScreenMessages as t } from '@honora/contract/screen-texts/schedule-absences';
import { Button, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { DateInput } from '../../shared/forms/date-input';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { initialVacationValues, vacationBodyOf, type VacationFormValues } from './vacation-form-values';

interface Props {
  /** The vacation being changed, or null for a new one. */
  vacation: ScheduleVacation | null;
  doctors: readonly AbsenceDoctor[];
  onSaved: () => Promise<unknown> | void;
  onCancel: () => void;
}

const doctorLabel = (d: AbsenceDoctor) =>
  d.initials ? fmt(t.doctorOption, { initials: d.initials, name: d.name }) : d.name;

/**
 * A doctor's vacation (platform.md §2 VacationConfig): from a day to a day, both included
 * (DD/MM/AAAA; §5 start before end). The server refuses one that meets another of the doctor's
 * or would put more doctors away at once than the company's cap, naming the day.
 */
export function ScheduleVacationForm({ vacation, doctors, onSaved, onCancel }: Props) {
  const form = useFormState<VacationFormValues>(initialVacationValues(vacation));
  const [isSaving, setIsSaving] = useState(false);
  const { values, errors } = form;
  const options = doctors.map((d) => ({ value: d.id, label: doctorLabel(d) }));
  if (vacation && !options.some((o) => o.value === vacation.doctorId))
    options.push({ value: vacation.doctorId, label: vacation.doctorName });
  const title = vacation ? t.editTitle : t.newTitle;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(scheduleVacationBodySchema, vacationBodyOf(values));
    if (!body) return;
    setIsSaving(true);
    try {
      if (vacation) await call(scheduleVacationRoutes.update, { params: { id: vacation.id }, body });
      else await call(scheduleVacationRoutes.create, { body });
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
          data={options}
          value={values.doctorId || null}
          onChange={(id) => form.setValue('doctorId', id ?? '')}
          error={errors.doctorId}
          nothingFoundMessage={t.noDoctors}
          searchable
          allowDeselect={false}
          required
          data-autofocus
        />
        <SimpleGrid cols={2}>
          <DateInput
            label={t.startsOn}
            value={values.startsOn}
            onChange={(day) => form.setValue('startsOn', day)}
            error={errors.startsOn}
            required
          />
          <DateInput
            label={t.endsOn}
            value={values.endsOn}
            onChange={(day) => form.setValue('endsOn', day)}
            error={errors.endsOn}
            required
          />
        </SimpleGrid>
        <Textarea
          {...form.field('notes')}
          onChange={(event) => form.setValue('notes', event.currentTarget.value)}
          label={t.notes}
          description={t.notesHint}
          maxLength={VACATION_NOTES_MAX}
          autosize
          minRows={2}
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
