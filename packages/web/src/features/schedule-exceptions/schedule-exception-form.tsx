import {
  EXCEPTION_KINDS,
  fmt,
  EXCEPTION_REASON_MAX,
  scheduleExceptionBodySchema,
  scheduleExceptionRoutes,
  type ExceptionKind,
  type ScheduleException,
  type ScheduleExceptionList,
} from '@honora/contract';
import { scheduleExceptionsScreenMessages as t } from '@honora/contract/screen-texts/schedule-absences';
import { Button, Group, Radio, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { DateInput } from '../../shared/forms/date-input';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { exceptionBodyOf, initialExceptionValues, type ExceptionFormValues } from './exception-form-values';

interface Props {
  /** The exception being changed, or null for a new one. */
  exception: ScheduleException | null;
  choices: Pick<ScheduleExceptionList, 'doctors' | 'workplaces'>;
  onSaved: () => Promise<unknown> | void;
  onCancel: () => void;
}

const doctorLabel = (d: { name: string; initials: string | null }) =>
  d.initials ? fmt(t.doctorOption, { initials: d.initials, name: d.name }) : d.name;

/** The selects' choices, with the exception's own doctor or workplace even if no longer offered (the server says why). */
function optionsOf(choices: Props['choices'], exception: ScheduleException | null) {
  const doctors = choices.doctors.map((d) => ({ value: d.id, label: doctorLabel(d) }));
  if (exception?.doctorId && !doctors.some((d) => d.value === exception.doctorId))
    doctors.push({ value: exception.doctorId, label: exception.doctorName ?? '' });
  const workplaces = choices.workplaces.map((p) => ({ value: p.id, label: p.name }));
  if (exception?.workplaceId && !workplaces.some((p) => p.value === exception.workplaceId))
    workplaces.push({ value: exception.workplaceId, label: exception.workplaceName ?? '' });
  return { doctors, workplaces };
}

/**
 * A work exception (platform.md §2 exceptionServices; §3 exception): a doctor unavailable or a
 * workplace closed, from a day to a day (both included, DD/MM/AAAA; §5 start before end, not in
 * the past), and why.
 */
export function ScheduleExceptionForm({ exception, choices, onSaved, onCancel }: Props) {
  const form = useFormState<ExceptionFormValues>(initialExceptionValues(exception));
  const [isSaving, setIsSaving] = useState(false);
  const { values, errors } = form;
  const options = optionsOf(choices, exception);
  const title = exception ? t.editTitle : t.newTitle;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(scheduleExceptionBodySchema, exceptionBodyOf(values));
    if (!body) return;
    setIsSaving(true);
    try {
      if (exception) await call(scheduleExceptionRoutes.update, { params: { id: exception.id }, body });
      else await call(scheduleExceptionRoutes.create, { body });
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
        <Radio.Group
          label={t.kind}
          value={values.kind}
          onChange={(kind) => form.setValue('kind', kind as ExceptionKind)}
          error={errors.kind}
          required
        >
          <Group mt="xs">
            {EXCEPTION_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t.kinds[kind]} />
            ))}
          </Group>
        </Radio.Group>
        {values.kind === 'DOCTOR' ? (
          <Select
            label={t.doctor}
            data={options.doctors}
            value={values.doctorId || null}
            onChange={(id) => form.setValue('doctorId', id ?? '')}
            error={errors.doctorId}
            nothingFoundMessage={t.noDoctors}
            searchable
            allowDeselect={false}
            required
            data-autofocus
          />
        ) : (
          <Select
            label={t.workplace}
            data={options.workplaces}
            value={values.workplaceId || null}
            onChange={(id) => form.setValue('workplaceId', id ?? '')}
            error={errors.workplaceId}
            nothingFoundMessage={t.noWorkplaces}
            searchable
            allowDeselect={false}
            required
            data-autofocus
          />
        )}
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
          {...form.field('reason')}
          onChange={(event) => form.setValue('reason', event.currentTarget.value)}
          label={t.reason}
          description={t.reasonHint}
          maxLength={EXCEPTION_REASON_MAX}
          autosize
          minRows={2}
          required
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
