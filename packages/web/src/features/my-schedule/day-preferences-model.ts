import { fmt, type DayPreferencesAnswer, type DayPreferencesBody } from '@honora/contract';
import { dayPreferencesScreenMessages as t } from '@honora/contract/screen-texts/day-preferences';
import { formatDate, normalizeDayPreferences, validateDayPreferences, type DayPreferenceProblem } from '@honora/domain';

/**
 * The doctor's form of preferred and undesired days (decision 051), as pure functions: the
 * weekdays ticked in one list leave the other, a date is added once and never before today nor
 * into both lists, and the rules across the lists are told as the server tells them.
 */

export interface PreferenceForm {
  preferredWeekdays: number[];
  undesiredWeekdays: number[];
  preferredDays: string[];
  undesiredDays: string[];
  note: string;
}
export type WeekdayList = 'preferredWeekdays' | 'undesiredWeekdays';
export type DayList = 'preferredDays' | 'undesiredDays';

const otherWeekdays: Record<WeekdayList, WeekdayList> = {
  preferredWeekdays: 'undesiredWeekdays',
  undesiredWeekdays: 'preferredWeekdays',
};
const otherDays: Record<DayList, DayList> = { preferredDays: 'undesiredDays', undesiredDays: 'preferredDays' };

/** The ISO weekdays (1 Monday … 7 Sunday) with their names, Monday first. */
export const WEEKDAY_CHOICES = t.weekdays.map((label, i) => ({ value: String(i + 1), label }));

export function formOf(answer: DayPreferencesAnswer): PreferenceForm {
  return {
    preferredWeekdays: [...answer.preferredWeekdays],
    undesiredWeekdays: [...answer.undesiredWeekdays],
    preferredDays: [...answer.preferredDays],
    undesiredDays: [...answer.undesiredDays],
    note: answer.note ?? '',
  };
}

/** The weekdays of a list as ticked (checkbox values); those ticked here leave the other list. */
export function setWeekdays(form: PreferenceForm, list: WeekdayList, ticked: readonly string[]): PreferenceForm {
  const weekdays = [...new Set(ticked.map(Number))].sort((a, b) => a - b);
  const other = otherWeekdays[list];
  return { ...form, [list]: weekdays, [other]: form[other].filter((w) => !weekdays.includes(w)) };
}

/** Adds a typed date to a list: refused (the message) when it is not a date, has passed or is in the other list. */
export function addDay(
  form: PreferenceForm,
  list: DayList,
  day: string,
  today: string,
): { form: PreferenceForm } | { error: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return { error: t.invalidDay };
  if (day < today) return { error: fmt(t.errors.pastDay, { day: formatDate(day) }) };
  if (form[otherDays[list]].includes(day)) return { error: t.inOtherList };
  if (form[list].includes(day)) return { form };
  return { form: { ...form, [list]: [...form[list], day].sort() } };
}

export function removeDay(form: PreferenceForm, list: DayList, day: string): PreferenceForm {
  return { ...form, [list]: form[list].filter((d) => d !== day) };
}

export function bodyOf(form: PreferenceForm): DayPreferencesBody {
  return { ...normalizeDayPreferences(form), note: form.note.trim() || null };
}

function problemText(p: DayPreferenceProblem): string {
  if (p.code === 'weekdayBoth') return fmt(t.errors.weekdayBoth, { weekday: t.weekdays[Number(p.value) - 1] ?? '' });
  return fmt(t.errors[p.code], { day: formatDate(String(p.value)) });
}

/** The rules across the lists (decision 051), the first message per list, as the server gives them. */
export function crossErrors(form: PreferenceForm, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of validateDayPreferences(form, today)) errors[p.path] ??= problemText(p);
  return errors;
}

/** A field path of the API or the schema ("preferredDays.3") as the form's field. */
export const fieldOf = (path: string): string => path.split('.')[0]!;
