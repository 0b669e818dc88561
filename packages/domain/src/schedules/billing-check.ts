/**
 * The roster checked against the billing (decision 050): each presential slot of a published
 * month with the anesthesia events billed at its workplace's hospital in its time, and each event
 * with the doctors on the roster then. Pure: instants are epoch ms, the time zone is the caller's
 * (America/Sao_Paulo, through `toEpoch`), and the answer is in the order it was given.
 */
import { parseTimeOfDay } from '../validation/time-of-day';
import { addDays } from '../pricing/validity';
import type { RosterDay, TimeSpan } from './types';

const MINUTE_MS = 60_000;

/** A slot with a doctor at a workplace linked to a hospital. */
export interface CheckSlot extends TimeSpan {
  id: string;
  /** The slot's São Paulo day (the roster's): only the period's days are reported. */
  day: RosterDay;
  hospitalId: string;
  doctorId: string;
  /** Plantão, eletiva, rotina; false for sobreaviso (decision 050: never expected to produce). */
  presential: boolean;
}

/** A live event of the company, its span from `eventSpan`. */
export interface CheckEvent extends TimeSpan {
  id: string;
  /** dt_procedure: only the period's days are reported. */
  day: RosterDay;
  hospitalId: string;
  /** Its anesthetists (first, second, third), the empty ones left out. */
  anesthetistIds: readonly string[];
}

/** Where an event's span came from (decision 050). */
export type EventSpanBasis = 'anesthesia' | 'procedure' | 'day';

/**
 * The span of an event on `day` (decision 050; billing.md §3: times of day on dt_procedure, an end
 * before its start is the next day): the anesthesia times when both are times of day, else the
 * procedure's, else the whole day. An end equal to its start is the minute it names.
 */
export function eventSpan(
  day: RosterDay,
  times: {
    anesthesiaStart?: string | null;
    anesthesiaEnd?: string | null;
    procedureStart?: string | null;
    procedureEnd?: string | null;
  },
  toEpoch: (day: RosterDay, minuteOfDay: number) => number,
): TimeSpan & { basis: EventSpanBasis } {
  const pair = (start?: string | null, end?: string | null) => {
    const from = start ? parseTimeOfDay(start) : null;
    const to = end ? parseTimeOfDay(end) : null;
    return from === null || to === null ? null : { from, to };
  };
  const anesthesia = pair(times.anesthesiaStart, times.anesthesiaEnd);
  const chosen = anesthesia ?? pair(times.procedureStart, times.procedureEnd);
  if (!chosen) return { start: toEpoch(day, 0), end: toEpoch(addDays(day, 1), 0), basis: 'day' };
  const start = toEpoch(day, chosen.from);
  const end =
    chosen.to > chosen.from
      ? toEpoch(day, chosen.to)
      : chosen.to < chosen.from
        ? toEpoch(addDays(day, 1), chosen.to)
        : start + MINUTE_MS;
  return { start, end, basis: anesthesia ? 'anesthesia' : 'procedure' };
}

/** Half-open spans meet when each starts before the other ends (touching ones do not). */
export const spansMeet = (a: TimeSpan, b: TimeSpan): boolean => a.start < b.end && b.start < a.end;

/** A presential slot of the period with no event of its doctor: the events of others then, if any. */
export interface SlotWithoutProduction {
  slotId: string;
  /** Events at the hospital in the slot's time without the slot's doctor ("produção de outro médico"). */
  otherEventIds: string[];
}

/** Why an event has no doctor on the roster. */
export type EventFlagKind = 'wrongDoctor' | 'offRoster';

/** An event of the period whose anesthetists have no slot at its hospital then. */
export interface EventWithoutDoctor {
  eventId: string;
  /** wrongDoctor: others were on presential slots there then (`slotIds`); offRoster: nobody. */
  kind: EventFlagKind;
  slotIds: string[];
}

export interface BillingCheckSummary {
  /** Presential slots of the period. */
  slots: number;
  slotsWithProduction: number;
  /** Coverage in tenths of a percent, half-up (slots with production ÷ slots); null without slots. */
  coverageTenths: number | null;
  /** Events of the period at hospitals with roster workplaces. */
  events: number;
  /** …with an anesthetist on a presential slot there then. */
  eventsMatched: number;
  /** …with an anesthetist only on a sobreaviso there then (called in: not flagged). */
  eventsOnCall: number;
  eventsWrongDoctor: number;
  eventsOffRoster: number;
  /** Events of the period at hospitals without any roster workplace: not checked. */
  eventsUnchecked: number;
}

export interface BillingCheck {
  slotsWithoutProduction: SlotWithoutProduction[];
  eventsWithoutDoctor: EventWithoutDoctor[];
  summary: BillingCheckSummary;
}

/** `part` of `whole` in tenths of a percent, half-up, in whole numbers (exact). */
export function tenthsOfPercent(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.floor((part * 2000 + whole) / (2 * whole));
}

function byHospital<T extends { hospitalId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.hospitalId);
    if (list) list.push(row);
    else map.set(row.hospitalId, [row]);
  }
  return map;
}

/**
 * The check of the period `first`..`last` (decision 050). `slots` and `events` may reach a day
 * beyond each end (a night slot of the day before, an event after midnight), so the period's own
 * are matched with them; only those of the period are reported and counted. `rosterHospitals`
 * are the hospitals with a workplace of the roster: events elsewhere are not checked.
 */
export function checkRosterBilling(
  period: { first: RosterDay; last: RosterDay },
  slots: readonly CheckSlot[],
  events: readonly CheckEvent[],
  rosterHospitals: ReadonlySet<string>,
): BillingCheck {
  const inPeriod = (day: RosterDay) => day >= period.first && day <= period.last;
  const slotsAt = byHospital(slots);
  const eventsAt = byHospital(events);
  const summary: BillingCheckSummary = {
    slots: 0,
    slotsWithProduction: 0,
    coverageTenths: null,
    events: 0,
    eventsMatched: 0,
    eventsOnCall: 0,
    eventsWrongDoctor: 0,
    eventsOffRoster: 0,
    eventsUnchecked: 0,
  };
  const slotsWithoutProduction: SlotWithoutProduction[] = [];
  for (const slot of slots) {
    if (!slot.presential || !inPeriod(slot.day)) continue;
    summary.slots += 1;
    const meeting = (eventsAt.get(slot.hospitalId) ?? []).filter((event) => spansMeet(slot, event));
    if (meeting.some((event) => event.anesthetistIds.includes(slot.doctorId))) summary.slotsWithProduction += 1;
    else slotsWithoutProduction.push({ slotId: slot.id, otherEventIds: meeting.map((event) => event.id) });
  }
  summary.coverageTenths = tenthsOfPercent(summary.slotsWithProduction, summary.slots);

  const eventsWithoutDoctor: EventWithoutDoctor[] = [];
  for (const event of events) {
    if (!inPeriod(event.day)) continue;
    if (!rosterHospitals.has(event.hospitalId)) {
      summary.eventsUnchecked += 1;
      continue;
    }
    summary.events += 1;
    const meeting = (slotsAt.get(event.hospitalId) ?? []).filter((slot) => spansMeet(slot, event));
    const own = meeting.filter((slot) => event.anesthetistIds.includes(slot.doctorId));
    if (own.some((slot) => slot.presential)) summary.eventsMatched += 1;
    else if (own.length > 0) summary.eventsOnCall += 1;
    else {
      const others = meeting.filter((slot) => slot.presential);
      const kind: EventFlagKind = others.length > 0 ? 'wrongDoctor' : 'offRoster';
      if (kind === 'wrongDoctor') summary.eventsWrongDoctor += 1;
      else summary.eventsOffRoster += 1;
      eventsWithoutDoctor.push({ eventId: event.id, kind, slotIds: others.map((slot) => slot.id) });
    }
  }
  return { slotsWithoutProduction, eventsWithoutDoctor, summary };
}
