import {
  fmt,
  messages,
  type ExceptionKind,
  type ScheduleException,
  type ScheduleExceptionBody,
} from '@honora/contract';
import { scheduleExceptionsScreenMessages as t } from '@honora/contract/screen-texts/schedule-absences';
import { formatDate } from '@honora/domain';

const v = messages.validation;

/** The exception form's inputs as typed (selects and date inputs hold strings; dates 'YYYY-MM-DD' once real). */
export type ExceptionFormValues = {
  kind: ExceptionKind;
  doctorId: string;
  workplaceId: string;
  startsOn: string;
  endsOn: string;
  reason: string;
};

/** A new exception is a doctor's, blank; one being changed shows its own values. */
export function initialExceptionValues(exception: ScheduleException | null): ExceptionFormValues {
  return {
    kind: exception?.kind ?? 'DOCTOR',
    doctorId: exception?.doctorId ?? '',
    workplaceId: exception?.workplaceId ?? '',
    startsOn: exception?.startsOn ?? '',
    endsOn: exception?.endsOn ?? '',
    reason: exception?.reason ?? '',
  };
}

/**
 * The request body from the inputs: only the kind's own target is sent (a doctor's exception
 * names no workplace, a closing no doctor), blank as null; the contract's schema then judges it.
 */
export function exceptionBodyOf(values: ExceptionFormValues): ScheduleExceptionBody {
  const isDoctor = values.kind === 'DOCTOR';
  return {
    kind: values.kind,
    doctorId: isDoctor ? values.doctorId || null : null,
    workplaceId: isDoctor ? null : values.workplaceId || null,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    reason: values.reason,
  };
}

/** Whom or what an exception is about: the doctor's or the workplace's name. */
export const targetOf = (exception: ScheduleException): string =>
  (exception.kind === 'DOCTOR' ? exception.doctorName : exception.workplaceName) ?? '';

/** "10/03/2027 a 12/03/2027" (platform.md §9: dates DD/MM/AAAA). */
export const periodText = (item: { startsOn: string; endsOn: string }): string =>
  fmt(t.periodText, { start: formatDate(item.startsOn), end: formatDate(item.endsOn) });

/** Where an exception stands today: in force and ended ones are read-only (platform.md §4). */
export function exceptionStatus(exception: ScheduleException): 'inForce' | 'past' | 'upcoming' {
  if (exception.inForce) return 'inForce';
  return exception.past ? 'past' : 'upcoming';
}

/** The names a row's buttons and the removal question use, with the target and the period. */
export const rowParams = (exception: ScheduleException) => ({
  target: targetOf(exception),
  start: formatDate(exception.startsOn),
  end: formatDate(exception.endsOn),
});

/** The list's period filter: blank or real dates, the end not before the start (platform.md §5). */
export function filterErrors(from: string, until: string): { from?: string; until?: string } {
  const isDay = (value: string) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);
  const errors: { from?: string; until?: string } = {};
  if (!isDay(from)) errors.from = v.invalidDate;
  if (!isDay(until)) errors.until = v.invalidDate;
  else if (isDay(from) && from !== '' && until !== '' && until < from) errors.until = v.dateRange;
  return errors;
}
