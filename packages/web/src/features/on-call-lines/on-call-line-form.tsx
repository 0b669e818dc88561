import {
  fmt,
  LINE_POSITIONS_MAX,
  onCallRoutes,
  scheduleLineBodySchema,
  type ScheduleLine,
  type ScheduleLineOptions,
} from '@honora/contract';
import { onCallLinesScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { TagChip } from '../../shared/schedules/tag-chip';
import { initialLineValues, lineBodyOf, NO_TAG, shiftsFor, tagChoices, type LineFormValues } from './line-form-values';

interface Props {
  /** The line being changed, or null for a new one. */
  line: ScheduleLine | null;
  options: ScheduleLineOptions;
  onSaved: () => Promise<unknown> | void;
  onCancel: () => void;
}

const shiftLabel = (shift: { name: string; start: string; end: string }) =>
  fmt(t.shiftWithTimes, { shift: shift.name, start: shift.start, end: shift.end });

/** The selects' choices, with the line's own workplace and shift even if removed since (the server says why). */
function choicesOf(options: ScheduleLineOptions, line: ScheduleLine | null, workplaceId: string) {
  const workplaces = options.workplaces.map((place) => ({ value: place.id, label: place.name }));
  if (line && !workplaces.some((w) => w.value === line.workplaceId))
    workplaces.push({ value: line.workplaceId, label: line.workplaceName });
  const shifts = shiftsFor(options.shifts, workplaceId).map((shift) => ({ value: shift.id, label: shiftLabel(shift) }));
  if (line && line.workplaceId === workplaceId && !shifts.some((s) => s.value === line.shiftId))
    shifts.push({ value: line.shiftId, label: shiftLabel({ ...line, name: line.shiftName }) });
  return { workplaces, shifts, tags: tagChoices(options.tags, line) };
}

/**
 * A line of the on-call roster (platform.md §2 ConfigOnCallSchedule; decision 043): a workplace,
 * one of its shifts (or of any workplace), how many doctors a day (§5: 1 to 20), the on-call
 * percentage (§5: at most 100) and the tag its doctors must hold, if any (decision 044).
 */
export function OnCallLineForm({ line, options, onSaved, onCancel }: Props) {
  const form = useFormState<LineFormValues>(initialLineValues(line));
  const [isSaving, setIsSaving] = useState(false);
  const { values } = form;
  const choices = choicesOf(options, line, values.workplaceId);

  function chooseWorkplace(workplaceId: string) {
    form.setValue('workplaceId', workplaceId);
    const allowed = shiftsFor(options.shifts, workplaceId).some((shift) => shift.id === values.shiftId);
    if (!allowed) form.setValue('shiftId', '');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(scheduleLineBodySchema, lineBodyOf(values));
    if (!body) return;
    setIsSaving(true);
    try {
      if (line) await call(onCallRoutes.updateLine, { params: { id: line.id }, body });
      else await call(onCallRoutes.createLine, { body });
      toast.success(t.saved);
      await onSaved();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  const shiftHint = values.workplaceId === '' ? t.chooseWorkplaceFirst : undefined;
  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={line ? t.editTitle : t.newTitle}
    >
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
          description={shiftHint}
          data={choices.shifts}
          value={values.shiftId || null}
          onChange={(value) => form.setValue('shiftId', value ?? '')}
          error={form.errors.shiftId}
          nothingFoundMessage={t.noShiftsForWorkplace}
          searchable
          allowDeselect={false}
          required
        />
        <SimpleGrid cols={2}>
          <TextInput
            {...form.field('positions')}
            label={t.positions}
            inputMode="numeric"
            maxLength={String(LINE_POSITIONS_MAX).length}
            required
            description={t.positionsHint}
          />
          <TextInput
            {...form.field('onCallPercentage')}
            label={t.onCallPercentage}
            description={t.onCallPercentageHint}
            inputMode="decimal"
            maxLength={8}
          />
        </SimpleGrid>
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
        <Checkbox
          label={t.active}
          checked={values.active === 'true'}
          onChange={(event) => form.setValue('active', String(event.currentTarget.checked))}
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
