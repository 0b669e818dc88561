import {
  messages,
  scheduleShiftBodySchema,
  scheduleShiftRoutes,
  shiftLengthOf,
  SLOT_CATEGORIES,
  type ScheduleShift,
} from '@honora/contract';
import { scheduleShiftsScreenMessages as t } from '@honora/contract/screen-texts/schedule-shifts';
import { schedulesScreenMessages as s } from '@honora/contract/screen-texts/schedules';
import { maxLengthRule, parseTimeOfDay, requiredRule, type Rule } from '@honora/domain';
import { Button, Checkbox, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { moneyShown, moneyText } from '../../shared/forms/decimal-text';
import { useFormState, type FieldRules } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { shiftLengthText } from './shift-length';
import { SCHEDULE_SHIFTS_KEY } from './schedule-shifts-list';

const record = messages.screens.registry.record;

type Values = {
  name: string;
  start: string;
  end: string;
  slotCategory: string;
  workplaceId: string;
  valuePerHour: string;
  active: string;
};

/** platform.md §5: "HH:mm" from 00:00 to 23:59, with the catalog's message (as the API answers). */
const timeRule: Rule = (value) =>
  typeof value !== 'string' || value.trim() === '' || parseTimeOfDay(value) !== null
    ? true
    : messages.validation.invalidTime;

const rules: FieldRules<Values> = {
  name: [requiredRule, maxLengthRule(80)],
  start: [requiredRule, timeRule],
  end: [requiredRule, timeRule],
  slotCategory: [requiredRule],
};

function initialValues(shift: ScheduleShift | null): Values {
  return {
    name: shift?.name ?? '',
    start: shift?.start ?? '',
    end: shift?.end ?? '',
    slotCategory: shift?.slotCategory ?? '',
    workplaceId: shift?.workplaceId ?? '',
    valuePerHour: moneyShown(shift?.valuePerHour),
    active: String(shift?.active ?? true),
  };
}

/** The company's live workplaces for the select, and the shift's own even if removed since. */
function useWorkplaceOptions(shift: ScheduleShift | null) {
  const companyId = useSession()?.company?.id;
  const query = useQuery({
    queryKey: [SCHEDULE_SHIFTS_KEY, companyId, 'workplaces'],
    queryFn: ({ signal }) => call(scheduleShiftRoutes.workplaces, { signal }),
  });
  const options = (query.data?.items ?? []).map((place) => ({ value: place.id, label: place.name }));
  if (shift?.workplaceId && shift.workplaceName && !options.some((o) => o.value === shift.workplaceId)) {
    options.push({ value: shift.workplaceId, label: shift.workplaceName });
  }
  return options;
}

interface Props {
  shift: ScheduleShift | null;
  isReadOnly: boolean;
  onSaved: (saved: ScheduleShift) => Promise<unknown> | void;
}

/**
 * A shift template's form (decision 042): its clock times "HH:mm", whose length shows live and
 * is never typed (platform.md §5: an end at or before the start is the next day; equal times
 * are 24 h), its kind of slot, its workplace (else any) and its value per hour.
 */
export function ScheduleShiftForm({ shift, isReadOnly, onSaved }: Props) {
  const form = useFormState(initialValues(shift), rules);
  const [isSaving, setIsSaving] = useState(false);
  const workplaceOptions = useWorkplaceOptions(shift);
  const { values } = form;
  const length = shiftLengthOf(values.start, values.end);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(scheduleShiftBodySchema, {
      name: values.name,
      start: values.start,
      end: values.end,
      slotCategory: values.slotCategory || undefined,
      workplaceId: values.workplaceId || null,
      valuePerHour: moneyText(values.valuePerHour) || null,
      active: values.active === 'true',
    });
    if (!body) return;
    setIsSaving(true);
    try {
      const saved = shift
        ? await call(scheduleShiftRoutes.update, { params: { id: shift.id }, body })
        : await call(scheduleShiftRoutes.create, { body });
      toast.success(record.saved);
      await onSaved(saved);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput {...form.field('name')} label={t.name} required maxLength={80} disabled={isReadOnly} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t.slotCategory}
              data={SLOT_CATEGORIES.map((value) => ({ value, label: s.slotCategories[value] }))}
              value={values.slotCategory || null}
              onChange={(value) => form.setValue('slotCategory', value ?? '')}
              error={form.errors.slotCategory}
              allowDeselect={false}
              required
              disabled={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <TextInput
              {...form.field('start')}
              label={t.start}
              placeholder={t.timePlaceholder}
              inputMode="numeric"
              maxLength={5}
              required
              disabled={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <TextInput
              {...form.field('end')}
              label={t.end}
              placeholder={t.timePlaceholder}
              inputMode="numeric"
              maxLength={5}
              required
              disabled={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Text size="sm" fw={500}>
              {t.hours}
            </Text>
            <Text aria-live="polite" data-testid="shift-length" mt={6}>
              {length ? shiftLengthText(length) : '—'}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Select
              label={t.workplace}
              placeholder={t.anyWorkplace}
              data={workplaceOptions}
              value={values.workplaceId || null}
              onChange={(value) => form.setValue('workplaceId', value ?? '')}
              error={form.errors.workplaceId}
              clearable
              searchable
              disabled={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              {...form.field('valuePerHour')}
              label={t.valuePerHour}
              description={t.valuePerHourHint}
              inputMode="decimal"
              maxLength={20}
              disabled={isReadOnly}
            />
          </Grid.Col>
        </Grid>
        <Checkbox
          label={t.active}
          checked={values.active === 'true'}
          onChange={(event) => form.setValue('active', String(event.currentTarget.checked))}
          disabled={isReadOnly}
        />
        {!isReadOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              {record.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
