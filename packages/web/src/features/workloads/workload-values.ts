import { fmt, type Workload, type WorkloadBody } from '@honora/contract';
import { workloadsScreenMessages as t } from '@honora/contract/screen-texts/workloads';
import { formatDate } from '@honora/domain';
import { decimalShown, decimalText } from '../../shared/forms/decimal-text';

/** The workload dialog's inputs as held (decision 047). */
export type WorkloadFormValues = {
  doctorId: string;
  hoursPerPeriod: string;
  period: string;
  startsOn: string;
  endsOn: string;
  notes: string;
};

/**
 * A new workload starts monthly from the first day of the month on screen; one being changed shows
 * its own values. The dialog takes them once, when it opens: a list read again meanwhile never
 * fills over what the user already typed.
 */
export function initialWorkloadValues(workload: Workload | null, month: string): WorkloadFormValues {
  return {
    doctorId: workload?.doctor.id ?? '',
    hoursPerPeriod: workload ? decimalShown(workload.hoursPerPeriod) : '',
    period: workload?.period ?? 'MONTH',
    startsOn: workload?.startsOn ?? `${month}-01`,
    endsOn: workload?.endsOn ?? '',
    notes: workload?.notes ?? '',
  };
}

/** The request body from the inputs (hours typed "7,5" → "7.5"); the contract's schema then judges it. */
export function workloadBodyOf(values: WorkloadFormValues): WorkloadBody {
  return {
    doctorId: values.doctorId,
    hoursPerPeriod: decimalText(values.hoursPerPeriod),
    period: values.period as WorkloadBody['period'],
    startsOn: values.startsOn,
    endsOn: values.endsOn || null,
    notes: values.notes,
  };
}

/** Minutes as hours "36h00"; a balance carries its sign ("+2h30", "−4h00"). */
export function hoursText(minutes: number, signed = false): string {
  const abs = Math.abs(minutes);
  const text = `${Math.floor(abs / 60)}h${String(abs % 60).padStart(2, '0')}`;
  if (!signed || minutes === 0) return text;
  return `${minutes > 0 ? '+' : '−'}${text}`;
}

/** "40 h por mês", "7,5 h por semana". */
export const perPeriodText = (w: Pick<Workload, 'hoursPerPeriod' | 'period'>): string =>
  fmt(t.perPeriod[w.period], { hours: decimalShown(w.hoursPerPeriod) });

/** "01/03/2027 a 31/12/2027" or "a partir de 01/03/2027". */
export const validityText = (w: Pick<Workload, 'startsOn' | 'endsOn'>): string =>
  w.endsOn
    ? fmt(t.range, { start: formatDate(w.startsOn), end: formatDate(w.endsOn) })
    : fmt(t.openEnded, { start: formatDate(w.startsOn) });

/** The colour of a balance: red below what is owed, green above, neutral at zero or unknown. */
export function balanceColor(minutes: number | null): string | undefined {
  if (minutes === null || minutes === 0) return undefined;
  return minutes < 0 ? 'red' : 'green';
}
