import { fmt, type ScheduleVacation, type ScheduleVacationBody } from '@honora/contract';
import { scheduleVacationsScreenMessages as t } from '@honora/contract/screen-texts/schedule-absences';
import { formatDate } from '@honora/domain';

/** The vacation form's inputs as typed (dates 'YYYY-MM-DD' once real). */
export type VacationFormValues = { doctorId: string; startsOn: string; endsOn: string; notes: string };

export function initialVacationValues(vacation: ScheduleVacation | null): VacationFormValues {
  return {
    doctorId: vacation?.doctorId ?? '',
    startsOn: vacation?.startsOn ?? '',
    endsOn: vacation?.endsOn ?? '',
    notes: vacation?.notes ?? '',
  };
}

/** The request body; the contract's schema then judges it (platform.md §5 start before end). */
export const vacationBodyOf = (values: VacationFormValues): ScheduleVacationBody => ({
  doctorId: values.doctorId,
  startsOn: values.startsOn,
  endsOn: values.endsOn,
  notes: values.notes,
});

/** Where a vacation stands on `today` ('YYYY-MM-DD'): one that ended is read-only. */
export function vacationStatus(vacation: ScheduleVacation, today: string): 'ended' | 'ongoing' | 'upcoming' {
  if (vacation.endsOn < today) return 'ended';
  return vacation.startsOn <= today ? 'ongoing' : 'upcoming';
}

/** The names a row's buttons and the removal question use. */
export const rowParams = (vacation: ScheduleVacation) => ({
  doctor: vacation.doctorName,
  start: formatDate(vacation.startsOn),
  end: formatDate(vacation.endsOn),
});

/** "10/03/2027 a 24/03/2027" (platform.md §9: dates DD/MM/AAAA). */
export const periodText = (vacation: ScheduleVacation): string =>
  fmt(t.periodText, { start: formatDate(vacation.startsOn), end: formatDate(vacation.endsOn) });

/** The cap as typed → the API's value: blank is no cap, whole digits a number, anything else stays invalid. */
export function capOf(typed: string): number | null {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}
