import { fmt, type Demand, type DemandBody, type DemandsQuery, type ScheduleLineOptions } from '@honora/contract';
import { demandsScreenMessages as t } from '@honora/contract/screen-texts/demands';
import { addDays, formatDate, type DemandPriority, type DemandState } from '@honora/domain';
import { isDateValue } from '../../shared/forms/date-text';

/** The demand dialog's inputs as held (selects and text inputs hold strings; decision 049). */
export type DemandFormValues = {
  workplaceId: string;
  shiftId: string;
  startsOn: string;
  endsOn: string;
  doctorsNeeded: string;
  /** The tag the demand asks for, or blank for none. */
  requiredTagId: string;
  priority: string;
  description: string;
};

type ShiftOption = ScheduleLineOptions['shifts'][number];
type TagOption = ScheduleLineOptions['tags'][number];

/** A new demand starts today, for one day, one doctor, normal priority; one being changed shows its own values. */
export function initialDemandValues(demand: Demand | null, today: string): DemandFormValues {
  return {
    workplaceId: demand?.workplace.id ?? '',
    shiftId: demand?.shift.id ?? '',
    startsOn: demand?.startsOn ?? today,
    endsOn: demand?.endsOn ?? today,
    doctorsNeeded: String(demand?.doctorsNeeded ?? 1),
    requiredTagId: demand?.requiredTag?.id ?? '',
    priority: demand?.priority ?? 'NORMAL',
    description: demand?.description ?? '',
  };
}

/** "Doctors a day" as a number (a blank or a non-number stays invalid for the schema's message). */
function countOf(typed: string): number {
  const text = typed.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** The request body from the inputs; the contract's schema, then the server, judge it. */
export function demandBodyOf(values: DemandFormValues): DemandBody {
  return {
    workplaceId: values.workplaceId,
    shiftId: values.shiftId,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    doctorsNeeded: countOf(values.doctorsNeeded),
    requiredTagId: values.requiredTagId === '' ? null : values.requiredTagId,
    priority: values.priority as DemandPriority,
    description: values.description,
  };
}

/** The shifts a demand at `workplaceId` may name (decision 042): those of any workplace and those of this one. */
export function shiftsFor(shifts: readonly ShiftOption[], workplaceId: string): ShiftOption[] {
  return shifts.filter((shift) => shift.workplaceId === null || shift.workplaceId === workplaceId);
}

/** The select's value for "no tag" (a select's option cannot be blank). */
export const NO_TAG = 'none';

/** "Nenhuma", then the active tags; a demand changed while its tag is inactive keeps it as a choice. */
export function tagChoices(tags: readonly TagOption[], demand: Pick<Demand, 'requiredTag'> | null) {
  const choices: { value: string; label: string; tag: TagOption | null }[] = tags.map((tag) => ({
    value: tag.id,
    label: tag.name,
    tag,
  }));
  const own = demand?.requiredTag;
  if (own && !tags.some((tag) => tag.id === own.id)) choices.push({ value: own.id, label: own.name, tag: own });
  return [{ value: NO_TAG, label: t.noTag, tag: null }, ...choices];
}

/** "Hospital Central — Noite": how a demand is named in buttons and questions. */
export const lineText = (demand: Pick<Demand, 'workplace' | 'shift'>) =>
  fmt(t.line, { workplace: demand.workplace.name, shift: demand.shift.name });

/** "Noite (19:00–07:00)". */
export const shiftText = (shift: Pick<Demand['shift'], 'name' | 'start' | 'end'>) =>
  fmt(t.shiftWithTimes, { shift: shift.name, start: shift.start, end: shift.end });

/** "10/03/2027 a 16/03/2027", or the one day. */
export const periodText = (demand: Pick<Demand, 'startsOn' | 'endsOn'>) =>
  demand.startsOn === demand.endsOn
    ? formatDate(demand.startsOn)
    : fmt(t.range, { start: formatDate(demand.startsOn), end: formatDate(demand.endsOn) });

/** "12 de 20 plantões cobertos". */
export const coverageText = (coverage: { filled: number; needed: number }) => fmt(t.coverageText, coverage);

/** The share covered, 0–100, for the bar. */
export const coveragePercent = (coverage: { filled: number; needed: number }) =>
  coverage.needed === 0 ? 0 : Math.round((coverage.filled / coverage.needed) * 100);

/** The badges' colours: the colour repeats the text, never replaces it (WCAG 1.4.1). */
export const PRIORITY_COLORS: Record<DemandPriority, string> = {
  LOW: 'gray',
  NORMAL: 'blue',
  HIGH: 'orange',
  URGENT: 'red',
};
export const STATE_COLORS: Record<DemandState, string> = {
  OPEN: 'blue',
  COVERED: 'green',
  ENDED: 'gray',
  CLOSED: 'gray',
  CANCELLED: 'red',
};

/** The list's period by default: from today, the next quarter (the longest demand). */
export function defaultPeriod(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, 91) };
}

/** The filter's value for every state. */
export const ALL_STATES = 'ALL';

/** The list's query from the filters: a date still being typed, or blank, is left out (the server's default). */
export function demandsQueryOf(period: { from: string; to: string }, state: string): DemandsQuery {
  const day = (value: string) => value !== '' && isDateValue(value);
  return {
    ...(day(period.from) ? { from: period.from } : {}),
    ...(day(period.to) ? { to: period.to } : {}),
    ...(state === ALL_STATES ? {} : { status: state as DemandState }),
  };
}
