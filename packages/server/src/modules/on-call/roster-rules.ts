import {
  messages,
  msg,
  timeOfMinute,
  type RosterViolation,
  type ScheduleTagColor,
  type SlotCategory,
} from '@honora/contract';
import {
  addDays,
  zonedDay,
  zonedInstant,
  type DoctorLimits,
  type DoctorRules,
  type RosterContext,
  type ScheduleSlot,
  type TimeSpan,
  type Unavailability,
  type Violation,
} from '@honora/domain';
import type { LocalizedText } from '@honora/contract';
import type {
  DayPeriod,
  DoctorRow,
  LineRow,
  listAbsences,
  listLimits,
  listTagHolders,
  SlotRow,
} from './roster.repository';

/**
 * The roster's rules as the domain states them (validateRoster, checkAssignment), fed from the
 * stored roster, and their breaches told in pt-BR (platform.md §5 schedule messages; decision 043).
 */

const m = messages.screens.onCallSchedule;

/** A stored slot as the domain sees it. */
export const domainSlot = (row: SlotRow): ScheduleSlot => ({
  id: row.id,
  doctorId: row.doctorId,
  workplaceId: row.workplaceId,
  start: row.startsAt.getTime(),
  end: row.endsAt.getTime(),
  exclusive: row.exclusive,
  night: row.night,
  requiredTag: row.requiredTagId,
});

/** What the rules read besides the slots, as stored. */
export interface RosterInputs {
  settings: { minRestMinutes: number; monthlyShiftsCap: number | null };
  doctors: readonly DoctorRow[];
  absences: Awaited<ReturnType<typeof listAbsences>>;
  limits: Awaited<ReturnType<typeof listLimits>>;
  tags: Awaited<ReturnType<typeof listTagHolders>>;
}

/** A period of whole days in São Paulo as a half-open span of instants. */
const daysSpan = (p: DayPeriod): TimeSpan => ({
  start: zonedInstant(p.startsOn, 0),
  end: zonedInstant(addDays(p.endsOn, 1), 0),
});

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The context of the company's roster (decision 043): the least rest (scheduleConfig); each
 * doctor's limits (SchedulesLimits), the monthly slots falling back to the cooperative's cap;
 * the tags each doctor holds (TagsSchedule, decision 044); vacations and doctor exceptions as
 * unavailability; workplace exceptions as closed periods.
 */
export function rosterContext(inputs: RosterInputs): RosterContext {
  const limits = new Map(inputs.limits.map((l) => [l.doctorId, l]));
  const cap = inputs.settings.monthlyShiftsCap;
  const held = new Map<string, Set<string>>();
  for (const tag of inputs.tags) {
    for (const doctorId of tag.doctorIds) {
      const set = held.get(doctorId);
      if (set) set.add(tag.id);
      else held.set(doctorId, new Set([tag.id]));
    }
  }
  const doctors = new Map<string, DoctorRules>();
  for (const d of inputs.doctors) {
    const own = limits.get(d.id);
    const rules: DoctorLimits = {
      ...(own?.weeklyMinutes ? { weeklyMinutes: own.weeklyMinutes } : {}),
      ...(own?.monthlyMinutes ? { monthlyMinutes: own.monthlyMinutes } : {}),
      ...((own?.monthlyShifts ?? cap) ? { monthlyShifts: (own?.monthlyShifts ?? cap) as number } : {}),
      ...(own?.consecutiveNights ? { consecutiveNights: own.consecutiveNights } : {}),
    };
    doctors.set(d.id, { isResident: d.isResident, limits: rules, tags: held.get(d.id) ?? new Set() });
  }
  const unavailability = new Map<string, Unavailability[]>();
  const closedWorkplaces = new Map<string, TimeSpan[]>();
  for (const v of inputs.absences.vacations) pushTo(unavailability, v.doctorId, { ...daysSpan(v), reason: 'vacation' });
  for (const e of inputs.absences.exceptions) {
    if (e.kind === 'DOCTOR' && e.doctorId) pushTo(unavailability, e.doctorId, { ...daysSpan(e), reason: 'exception' });
    if (e.kind === 'WORKPLACE' && e.workplaceId) pushTo(closedWorkplaces, e.workplaceId, daysSpan(e));
  }
  return { minRestMinutes: inputs.settings.minRestMinutes, doctors, unavailability, closedWorkplaces, dayOf: zonedDay };
}

/** "Hospital Central — Noite" of a line. */
export const lineLabel = (line: Pick<LineRow, 'workplaceName' | 'shiftName'>): string =>
  msg(m, 'lineLabel', { workplace: line.workplaceName, shift: line.shiftName }).text;

/** 'YYYY-MM-DD' → 'DD/MM'. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** What the messages need to name people and places. */
export interface RosterNames {
  doctors: ReadonlyMap<string, DoctorRow>;
  lines: ReadonlyMap<string, LineRow>;
  slots: ReadonlyMap<string, Pick<SlotRow, 'lineId' | 'day'>>;
  minRestMinutes: number;
  /** Tag names by id. */
  tags: ReadonlyMap<string, string>;
}

/** What a loaded roster (`loadRoster`) names: its doctors, former doctors, lines, slots and tags. */
export interface NamedRoster {
  doctors: readonly DoctorRow[];
  formerDoctors: readonly DoctorRow[];
  lines: readonly LineRow[];
  slots: readonly Pick<SlotRow, 'id' | 'lineId' | 'day'>[];
  minRest: number;
  tags: readonly { id: string; name: string }[];
}

export function rosterNames(roster: NamedRoster): RosterNames {
  return {
    doctors: new Map([...roster.doctors, ...roster.formerDoctors].map((d) => [d.id, d])),
    lines: new Map(roster.lines.map((l) => [l.id, l])),
    slots: new Map(roster.slots.map((s) => [s.id, s])),
    minRestMinutes: roster.minRest,
    tags: new Map(roster.tags.map((t) => [t.id, t.name])),
  };
}

/** The pt-BR message of a breach (platform.md §5: the schedule's messages). */
export function violationText(violation: Violation, names: RosterNames): LocalizedText {
  const doctor = violation.doctorId ? (names.doctors.get(violation.doctorId)?.name ?? '') : '';
  const other = violation.otherSlotId ? names.slots.get(violation.otherSlotId) : undefined;
  const otherLine = other ? names.lines.get(other.lineId) : undefined;
  const place = other
    ? msg(m, 'slotPlace', { line: otherLine ? lineLabel(otherLine) : '', day: dayMonth(other.day) }).text
    : '';
  const minutes = violation.code === 'rest' ? (violation.detail ?? '0') : '0';
  const reason =
    violation.code === 'unavailable'
      ? m.unavailableReasons[violation.detail === 'vacation' ? 'vacation' : 'exception']
      : '';
  return msg(m.violations, violation.code, {
    doctor,
    other: place,
    minutes,
    min: String(names.minRestMinutes),
    reason,
    tag: violation.code === 'missingTag' ? (names.tags.get(violation.detail ?? '') ?? '') : '',
    ...limitParams(violation),
  });
}

/** Hours with a decimal comma when not whole: 90 minutes → "1,5". */
const hoursText = (minutes: number) => (Math.round((minutes / 60) * 10) / 10).toString().replace('.', ',');

/** A limit's detail ('<period> <total>/<limit>', minutes for the hours' limits) as the message shows it. */
function limitParams(violation: Violation): { total: string; limit: string } {
  const [, amounts = ''] = (violation.detail ?? '').split(' ');
  const [total = 0, limit = 0] = amounts.split('/').map(Number);
  const inHours = violation.code === 'weeklyLimit' || violation.code === 'monthlyLimit';
  return inHours
    ? { total: hoursText(total), limit: hoursText(limit) }
    : { total: String(total), limit: String(limit) };
}

export function describeViolations(violations: readonly Violation[], names: RosterNames): RosterViolation[] {
  return violations.map((v) => ({
    code: v.code,
    slotId: v.slotId,
    ...(v.otherSlotId ? { otherSlotId: v.otherSlotId } : {}),
    doctorId: v.doctorId,
    message: violationText(v, names).text,
  }));
}

/** A line as answered: its shift's times "HH:mm". */
export function toLine(row: LineRow) {
  return {
    id: row.id,
    workplaceId: row.workplaceId,
    workplaceName: row.workplaceName,
    shiftId: row.shiftId,
    shiftName: row.shiftName,
    start: timeOfMinute(row.startMinute),
    end: timeOfMinute(row.endMinute),
    slotCategory: row.slotCategory as SlotCategory,
    positions: row.positions,
    onCallPercentage: row.onCallPercentage,
    requiredTag:
      row.requiredTagId && row.requiredTagName
        ? { id: row.requiredTagId, name: row.requiredTagName, color: row.requiredTagColor as ScheduleTagColor }
        : null,
    active: row.active,
  };
}

export function toSlot(row: SlotRow) {
  return {
    id: row.id,
    lineId: row.lineId,
    day: row.day,
    position: row.position,
    doctorId: row.doctorId,
    version: row.version,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    changedByName: row.changedByName,
    changedAt: new Date(row.changedAt).toISOString(),
  };
}
