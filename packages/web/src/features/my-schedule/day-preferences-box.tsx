import { dayPreferencesBodySchema, DAY_PREFERENCE_NOTE_MAX, fmt, type DayPreferencesAnswer } from '@honora/contract';
import { dayPreferencesScreenMessages as t } from '@honora/contract/screen-texts/day-preferences';
import { formatDateTime, PREFERENCE_DAYS_MAX, UNDESIRED_WEEKDAYS_MAX, zonedDay } from '@honora/domain';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { toast, toastError } from '../../shared/notify/toast';
import { QueryState } from '../../shared/ui/query-state';
import {
  addDay,
  bodyOf,
  crossErrors,
  fieldOf,
  formOf,
  removeDay,
  setWeekdays,
  WEEKDAY_CHOICES,
  type DayList,
  type PreferenceForm,
  type WeekdayList,
} from './day-preferences-model';
import { PreferenceDays } from './preference-days';
import { useMyDayPreferences, useSaveMyDayPreferences } from './use-day-preferences';

/**
 * "Minhas preferências" on /client/mySchedule (decision 051): the weekdays and dates the doctor
 * prefers or asks to be spared, and a note, which the automatic fill of the roster weighs as a
 * preference, never a rule (decision 046).
 */
export function DayPreferencesBox() {
  const query = useMyDayPreferences();
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t.title}
        </Title>
        <Text size="sm">{t.hint}</Text>
        <QueryState query={query}>
          {(answer) => <PreferencesForm key={answer.updatedAt ?? 'new'} answer={answer} label={t.title} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

type Errors = Record<string, string>;

function byField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[fieldOf(issue.path.map(String).join('.'))] ??= issue.message;
  return errors;
}

function PreferencesForm({ answer, label }: { answer: DayPreferencesAnswer; label: string }) {
  const save = useSaveMyDayPreferences();
  const [form, setForm] = useState<PreferenceForm>(() => formOf(answer));
  const [errors, setErrors] = useState<Errors>({});
  const [isSaving, setIsSaving] = useState(false);
  const today = zonedDay(Date.now());

  const change = (next: PreferenceForm) => {
    setForm(next);
    setErrors({});
  };
  const weekdays = (list: WeekdayList) => (ticked: string[]) => change(setWeekdays(form, list, ticked));
  const adder = (list: DayList) => (day: string) => {
    const result = addDay(form, list, day, today);
    if ('error' in result) return result.error;
    change(result.form);
    return null;
  };
  const remover = (list: DayList) => (day: string) => change(removeDay(form, list, day));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(form);
    const parsed = dayPreferencesBodySchema.safeParse(body);
    const found = { ...(parsed.success ? {} : byField(parsed.error.issues)), ...crossErrors(form, today) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSaving(true);
    try {
      await save(body);
      toast.success(t.saved);
    } catch (error) {
      const apiError = toApiError(error);
      const fields = byField(apiError.fields.map((f) => ({ path: [f.path], message: f.message })));
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toastError(apiError);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Checkbox.Group
            label={t.preferredWeekdays}
            value={form.preferredWeekdays.map(String)}
            onChange={weekdays('preferredWeekdays')}
            error={errors.preferredWeekdays}
          >
            <WeekdayBoxes />
          </Checkbox.Group>
          <Checkbox.Group
            label={t.undesiredWeekdays}
            description={fmt(t.undesiredWeekdaysHint, { max: UNDESIRED_WEEKDAYS_MAX })}
            value={form.undesiredWeekdays.map(String)}
            onChange={weekdays('undesiredWeekdays')}
            error={errors.undesiredWeekdays}
            maxSelectedValues={UNDESIRED_WEEKDAYS_MAX}
          >
            <WeekdayBoxes />
          </Checkbox.Group>
        </SimpleGrid>
        <Text size="sm">{fmt(t.daysHint, { max: PREFERENCE_DAYS_MAX })}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <PreferenceDays
            title={t.preferredDays}
            inputLabel={t.newPreferredDay}
            addLabel={t.addPreferred}
            removeLabel={t.removePreferred}
            days={form.preferredDays}
            error={errors.preferredDays}
            onAdd={adder('preferredDays')}
            onRemove={remover('preferredDays')}
          />
          <PreferenceDays
            title={t.undesiredDays}
            inputLabel={t.newUndesiredDay}
            addLabel={t.addUndesired}
            removeLabel={t.removeUndesired}
            days={form.undesiredDays}
            error={errors.undesiredDays}
            onAdd={adder('undesiredDays')}
            onRemove={remover('undesiredDays')}
          />
        </SimpleGrid>
        <Textarea
          label={t.note}
          value={form.note}
          onChange={(event) => change({ ...form, note: event.currentTarget.value })}
          error={errors.note}
          maxLength={DAY_PREFERENCE_NOTE_MAX}
          autosize
          minRows={2}
          maxRows={4}
        />
        <Group justify="space-between">
          <Text size="sm" data-testid="day-preferences-saved">
            {answer.updatedAt ? fmt(t.savedAt, { when: formatDateTime(answer.updatedAt) }) : t.neverSaved}
          </Text>
          <Button type="submit" loading={isSaving}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function WeekdayBoxes() {
  return (
    <Group mt="xs" gap="md">
      {WEEKDAY_CHOICES.map((choice) => (
        <Checkbox key={choice.value} value={choice.value} label={choice.label} />
      ))}
    </Group>
  );
}
