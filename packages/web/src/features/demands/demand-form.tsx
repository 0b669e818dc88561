import {
  DEMAND_DESCRIPTION_MAX,
  DEMAND_DOCTORS_MAX,
  DEMAND_PRIORITIES,
  demandBodySchema,
  demandRoutes,
  type Demand,
  type ScheduleLineOptions,
} from '@honora/contract';
import { demandsScreenMessages as t } from '@honora/contract/screen-texts/demands';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { DateInput } from '../../shared/forms/date-input';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { TagChip } from '../../shared/schedules/tag-chip';
import {
  demandBodyOf,
  initialDemandValues,
  NO_TAG,
  shiftsFor,
  shiftText,
  tagChoices,
  type DemandFormValues,
} from './demand-values';

interface Props {
  /** The demand being changed, or null for a new one. */
  demand: Demand | null;
  options: ScheduleLineOptions;
  today: string;
  title: string;
  onSaved: () => Promise<unknown> | void;
  onCancel: () => void;
}

const priorityChoices = DEMAND_PRIORITIES.map((p) => ({ value: p, label: t.priorities[p] }));

/** The selects' choices, with the demand's own workplace and shift even if removed since (the server says why). */
function choicesOf(options: ScheduleLineOptions, demand: Demand | null, workplaceId: string) {
  const workplaces = options.workplaces.map((place) => ({ value: place.id, label: place.name }));
  if (demand && !workplaces.some((w) => w.value === demand.workplace.id))
    workplaces.push({ value: demand.workplace.id, label: demand.workplace.name });
  const shifts = shiftsFor(options.shifts, workplaceId).map((shift) => ({ value: shift.id, label: shiftText(shift) }));
  if (demand && demand.workplace.id === workplaceId && !shifts.some((s) => s.value === demand.shift.id))
    shifts.push({ value: demand.shift.id, label: shiftText(demand.shift) });
  return { workplaces, shifts, tags: tagChoices(options.tags, demand) };
}

/**
 * A demand (platform.md §2 Demands; decision 049): the workplace, one of its shift templates (the
 * times come with it), the days, the doctors a day (§5: 1 to 20), the tag they must hold, the
 * priority and a description. Saving creates or raises the roster's line of the workplace and shift.
 */
export function DemandForm({ demand, options, today, title, onSaved, onCancel }: Props) {
  const form = useFormState<DemandFormValues>(initialDemandValues(demand, today));
  const [isSaving, setIsSaving] = useState(false);
  const { values } = form;
  const choices = choicesOf(options, demand, values.workplaceId);

  function chooseWorkplace(workplaceId: string) {
    form.setValue('workplaceId', workplaceId);
    if (!shiftsFor(options.shifts, workplaceId).some((shift) => shift.id === values.shiftId))
      form.setValue('shiftId', '');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(demandBodySchema, demandBodyOf(values));
    if (!body) return;
    setIsSaving(true);
    try {
      if (demand) await call(demandRoutes.update, { params: { id: demand.id }, body });
      else await call(demandRoutes.create, { body });
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
          label={t.workplace}
          data={choices.workplaces}
          value={values.workplaceId || null}
          onChange={(value) => chooseWorkplace(value ?? '')}
          error={form.errors.workplaceId}
          searchable
          allowDeselect={false}
          required
          data-autofocus
        />
        <Select
          label={t.shift}
          description={t.shiftHint}
          data={choices.shifts}
          value={values.shiftId || null}
          onChange={(value) => form.setValue('shiftId', value ?? '')}
          error={form.errors.shiftId}
          searchable
          allowDeselect={false}
          required
        />
        <SimpleGrid cols={3}>
          <DateInput
            label={t.startsOn}
            description={t.periodHint}
            value={values.startsOn}
            onChange={(value) => form.setValue('startsOn', value)}
            error={form.errors.startsOn}
            required
          />
          <DateInput
            label={t.endsOn}
            value={values.endsOn}
            onChange={(value) => form.setValue('endsOn', value)}
            error={form.errors.endsOn}
            required
          />
          <TextInput
            {...form.field('doctorsNeeded')}
            label={t.doctorsNeeded}
            inputMode="numeric"
            maxLength={String(DEMAND_DOCTORS_MAX).length}
            required
          />
        </SimpleGrid>
        <SimpleGrid cols={2}>
          <Select
            label={t.requiredTag}
            description={t.requiredTagHint}
            data={choices.tags}
            value={values.requiredTagId || NO_TAG}
            onChange={(value) => form.setValue('requiredTagId', !value || value === NO_TAG ? '' : value)}
            error={form.errors.requiredTagId}
            renderOption={({ option }) => {
              const tag = choices.tags.find((choice) => choice.value === option.value)?.tag;
              return tag ? <TagChip name={option.label} color={tag.color} /> : option.label;
            }}
            allowDeselect={false}
          />
          <Select
            label={t.priority}
            data={priorityChoices}
            value={values.priority}
            onChange={(value) => form.setValue('priority', value ?? 'NORMAL')}
            error={form.errors.priority}
            allowDeselect={false}
            required
          />
        </SimpleGrid>
        <Textarea
          label={t.description}
          value={values.description}
          onChange={(event) => form.setValue('description', event.currentTarget.value)}
          error={form.errors.description}
          maxLength={DEMAND_DESCRIPTION_MAX}
          autosize
          minRows={2}
          maxRows={4}
        />
        <Alert color="blue" variant="light">
          {t.lineNote}
        </Alert>
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
