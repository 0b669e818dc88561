import { fmt, type ScheduleLimit, type ScheduleLimitBody } from '@honora/contract';
import { scheduleLimitsScreenMessages as t } from '@honora/contract/screen-texts/schedule-limits';
import { decimalShown } from '../../shared/forms/decimal-text';

/** The limit dialog's inputs as typed (text inputs hold strings; blank is no limit). */
export type LimitFormValues = Record<keyof ScheduleLimitBody, string>;

/** A number as typed → the body's value: blank is null (no limit), whole digits a number, anything else NaN (the schema's message). */
export function limitOf(typed: string): number | null {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

const shown = (value: number | null) => (value === null ? '' : decimalShown(String(value)));

/** The doctor's limits in the dialog's inputs (a stored limit shown pt-BR, none as blank). */
export function limitFormValues(limit: ScheduleLimit): LimitFormValues {
  return {
    weeklyHours: shown(limit.weeklyHours),
    monthlyHours: shown(limit.monthlyHours),
    monthlyShifts: shown(limit.monthlyShifts),
    consecutiveNights: shown(limit.consecutiveNights),
  };
}

/** The request body from the inputs; the contract's schema then judges it (ranges, week within month). */
export function limitBodyOf(values: LimitFormValues): ScheduleLimitBody {
  return {
    weeklyHours: limitOf(values.weeklyHours),
    monthlyHours: limitOf(values.monthlyHours),
    monthlyShifts: limitOf(values.monthlyShifts),
    consecutiveNights: limitOf(values.consecutiveNights),
  };
}

/** "40 h", or "Sem limite". */
export const hoursText = (hours: number | null) =>
  hours === null ? t.noLimit : fmt(t.hoursShown, { hours: shown(hours) });

/** The doctor's own shifts limit, else the cooperative's cap (platform.md §6), else "Sem limite". */
export function shiftsText(shifts: number | null, cap: number | null): string {
  if (shifts !== null) return String(shifts);
  return cap === null ? t.noLimit : fmt(t.capShown, { cap: String(cap) });
}

export const countText = (value: number | null) => (value === null ? t.noLimit : String(value));
