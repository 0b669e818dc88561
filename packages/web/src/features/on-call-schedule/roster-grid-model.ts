import { fmt, type RosterDoctor, type RosterMonth, type RosterSlot, type RosterViolation } from '@honora/contract';
import { onCallScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { brazilDateTime, compareText } from '@honora/domain';
import { dayAndMonth } from './roster-month';

type Line = RosterMonth['lines'][number];
type Header = RosterMonth['header'];

/** The key of one cell of the grid: a line's position on a day. */
export function cellKey(lineId: string, day: string, position: number): string {
  return `${lineId}|${day}|${position}`;
}

/** The month's slots by cell, for the grid's lookups. */
export function indexSlots(slots: readonly RosterSlot[]): Map<string, RosterSlot> {
  return new Map(slots.map((slot) => [cellKey(slot.lineId, slot.day, slot.position), slot]));
}

/** The version a change of the cell must name: its slot's, or 0 when the cell was never filled. */
export function versionOf(index: ReadonlyMap<string, RosterSlot>, lineId: string, day: string, position: number) {
  return index.get(cellKey(lineId, day, position))?.version ?? 0;
}

/**
 * The slots of each day, in the response's order. A row of the grid re-renders only when one of
 * its day's slots changed: the query keeps the slots it read again unchanged as the same objects.
 */
export function slotsByDay(slots: readonly RosterSlot[]): Map<string, RosterSlot[]> {
  const byDay = new Map<string, RosterSlot[]>();
  for (const slot of slots) {
    const list = byDay.get(slot.day);
    if (list) list.push(slot);
    else byDay.set(slot.day, [slot]);
  }
  return byDay;
}

/** The breaches of each slot (a violation names the slot it is about). */
export function violationsBySlot(violations: readonly RosterViolation[]): Map<string, RosterViolation[]> {
  const bySlot = new Map<string, RosterViolation[]>();
  for (const violation of violations) {
    const list = bySlot.get(violation.slotId);
    if (list) list.push(violation);
    else bySlot.set(violation.slotId, [violation]);
  }
  return bySlot;
}

/** How many of the month's places hold a doctor, of all the lines' places on its days. */
export function filledCount(lines: readonly Line[], slots: readonly RosterSlot[], dayCount: number) {
  const positions = new Map(lines.map((line) => [line.id, line.positions]));
  const total = lines.reduce((sum, line) => sum + line.positions * dayCount, 0);
  const filled = slots.filter(
    (slot) => slot.doctorId !== null && slot.position < (positions.get(slot.lineId) ?? 0),
  ).length;
  return { filled, total };
}

export function lineLabel(line: Pick<Line, 'workplaceName' | 'shiftName'>): string {
  return fmt(t.lineLabel, { workplace: line.workplaceName, shift: line.shiftName });
}

/** A doctor as the grid shows them: "AB — Ana Beatriz", " (residente)" after a resident. */
export function doctorLabel(doctor: RosterDoctor): string {
  const name = doctor.initials ? fmt(t.doctorOption, { initials: doctor.initials, name: doctor.name }) : doctor.name;
  return doctor.isResident ? `${name}${t.residentSuffix}` : name;
}

export interface DoctorChoice {
  id: string;
  label: string;
  /** What a read-only cell shows: the initials, else the name. */
  short: string;
  name: string;
  /** False for a former doctor still named by a slot: shown, never offered. */
  active: boolean;
}

/** The doctors a cell offers, sorted by name (Brazilian collation). */
export function doctorChoices(doctors: readonly RosterDoctor[]): DoctorChoice[] {
  return [...doctors]
    .sort((a, b) => compareText(a.name, b.name))
    .map((doctor) => ({
      id: doctor.id,
      label: doctorLabel(doctor),
      short: doctor.initials ?? doctor.name,
      name: doctor.name,
      active: doctor.active,
    }));
}

/** Whether the cells of `day` take changes: the header allows it and the day is not past (platform.md §5). */
export function isDayEditable(header: Pick<Header, 'canEdit' | 'firstEditableDay'>, day: string): boolean {
  return header.canEdit && day >= header.firstEditableDay;
}

export type MonthStatus = 'draft' | 'published' | 'publishedByMe' | 'closed';

/** platform.md §4: a month is a draft, published (by someone, or by the user) or closed. */
export function monthStatus(header: Header, userId: string | undefined): MonthStatus {
  if (header.closedAt) return 'closed';
  if (!header.publishedAt) return 'draft';
  return header.publishedById !== null && header.publishedById === userId ? 'publishedByMe' : 'published';
}

/** The header's status as a sentence, with who and when (DD/MM/AAAA HH:mm in São Paulo). */
export function statusText(header: Header, userId: string | undefined): string {
  const when = (instant: string | null) => (instant ? brazilDateTime(new Date(instant)) : '');
  switch (monthStatus(header, userId)) {
    case 'closed':
      return fmt(t.closed, { name: header.closedByName ?? '', when: when(header.closedAt) });
    case 'published':
      return fmt(t.published, { name: header.publishedByName ?? '', when: when(header.publishedAt) });
    case 'publishedByMe':
      return fmt(t.publishedByMe, { when: when(header.publishedAt) });
    case 'draft':
      return t.draft;
  }
}

export interface ConflictRow {
  key: string;
  day: string;
  /** "Hospital Central — Noite de 12/03"; empty when the slot is not in the month read. */
  place: string;
  message: string;
}

/** The month's breaches for the conflicts panel, by day and line. */
export function conflictRows(month: Pick<RosterMonth, 'lines' | 'slots' | 'violations'>): ConflictRow[] {
  const slots = new Map(month.slots.map((slot) => [slot.id, slot]));
  const lines = new Map(month.lines.map((line) => [line.id, line]));
  const rows = month.violations.map((violation, i) => {
    const slot = slots.get(violation.slotId);
    const line = slot ? lines.get(slot.lineId) : undefined;
    const day = slot?.day ?? '';
    const place = line ? fmt(t.slotPlace, { line: lineLabel(line), day: dayAndMonth(day) }) : '';
    return { key: `${violation.slotId}:${violation.code}:${i}`, day, place, message: violation.message };
  });
  return rows.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : compareText(a.place, b.place)));
}
