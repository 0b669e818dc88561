import { isExclusiveSlotCategory, type SlotCategory } from '@honora/contract';
import {
  addDays,
  checkAssignment,
  isNightShift,
  shiftTimes,
  zonedDay,
  zonedInstant,
  type DoctorLimits,
  type DoctorRules,
  type RosterContext,
  type ScheduleSlot,
  type TimeSpan,
  type Unavailability,
} from '@honora/domain';

/**
 * The demo's on-call roster built by rule (decision 043): every cell of the given days gets a
 * doctor the domain's `checkAssignment` accepts against the roster as it grows, so the month
 * never breaks a rule — overlap, the company's least rest, absences, limits, a resident never
 * alone. Pure: the seed reads nothing here.
 */

/** A line of the roster with its shift's times ('HH:mm') and kind. */
export interface DemoLine {
  id: string;
  workplaceId: string;
  shiftId: string;
  start: string;
  end: string;
  slotCategory: SlotCategory;
  positions: number;
}

/** A filled cell, shaped as the server stores a slot (its instants and kind as the shift is now). */
export interface DemoSlot {
  lineId: string;
  workplaceId: string;
  shiftId: string;
  day: string;
  position: number;
  doctorId: string;
  startsAt: Date;
  endsAt: Date;
  slotCategory: SlotCategory;
  exclusive: boolean;
  night: boolean;
}

/** What the rules read besides the slots, as stored (the inputs of the server's rosterContext). */
export interface DemoRosterInputs {
  minRestMinutes: number;
  doctors: readonly { id: string; isResident: boolean }[];
  limits: readonly ({ doctorId: string } & DoctorLimits)[];
  vacations: readonly { doctorId: string; startsOn: string; endsOn: string }[];
  doctorExceptions: readonly { doctorId: string; startsOn: string; endsOn: string }[];
}

/** Whole days in São Paulo as a half-open span of instants. */
const daysSpan = (p: { startsOn: string; endsOn: string }): TimeSpan => ({
  start: zonedInstant(p.startsOn, 0),
  end: zonedInstant(addDays(p.endsOn, 1), 0),
});

/** The context the server builds (roster-rules.ts `rosterContext`) from the same stored facts. */
export function demoRosterContext(inputs: DemoRosterInputs): RosterContext {
  const limits = new Map(inputs.limits.map(({ doctorId, ...own }) => [doctorId, own]));
  const doctors = new Map<string, DoctorRules>(
    inputs.doctors.map((d) => [d.id, { isResident: d.isResident, limits: limits.get(d.id) ?? {} }]),
  );
  const unavailability = new Map<string, Unavailability[]>();
  const absent = (doctorId: string, span: Unavailability) =>
    unavailability.set(doctorId, [...(unavailability.get(doctorId) ?? []), span]);
  for (const v of inputs.vacations) absent(v.doctorId, { ...daysSpan(v), reason: 'vacation' });
  for (const e of inputs.doctorExceptions) absent(e.doctorId, { ...daysSpan(e), reason: 'exception' });
  return {
    minRestMinutes: inputs.minRestMinutes,
    doctors,
    unavailability,
    closedWorkplaces: new Map(),
    dayOf: zonedDay,
  };
}

/** A stored slot as the domain sees it (the server's `domainSlot`). */
export const demoDomainSlot = (slot: DemoSlot): ScheduleSlot => ({
  id: `${slot.lineId}|${slot.day}|${slot.position}`,
  doctorId: slot.doctorId,
  workplaceId: slot.workplaceId,
  start: slot.startsAt.getTime(),
  end: slot.endsAt.getTime(),
  exclusive: slot.exclusive,
  night: slot.night,
});

/** The cells of the days, by start, then the lines' order, then position (a day's lead before its resident). */
function cellsOf(lines: readonly DemoLine[], days: readonly string[]): Omit<DemoSlot, 'doctorId'>[] {
  const cells = days.flatMap((day) =>
    lines.flatMap((line, order) => {
      const span = shiftTimes(day, line.start, line.end, zonedInstant);
      return Array.from({ length: line.positions }, (_, position) => ({
        order,
        lineId: line.id,
        workplaceId: line.workplaceId,
        shiftId: line.shiftId,
        day,
        position,
        startsAt: new Date(span.start),
        endsAt: new Date(span.end),
        slotCategory: line.slotCategory,
        exclusive: isExclusiveSlotCategory(line.slotCategory),
        night: isNightShift(line.start, line.end),
      }));
    }),
  );
  cells.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.order - b.order || a.position - b.position);
  return cells.map(({ order: _order, ...cell }) => cell);
}

/**
 * Fills every cell of `days` on `lines`, `before` (slots already stored) taken into the rules.
 * Each cell takes, among the doctors the rules accept, the one with the fewest minutes of that
 * kind so far (presential work, or sobreaviso), the doctors' order turning day by day on ties;
 * a sobreaviso goes first to an anesthetist with no presential slot meanwhile. Throws when a
 * cell has no doctor: the demo's data would then be wrong.
 */
export function buildDemoRoster(
  lines: readonly DemoLine[],
  days: readonly string[],
  inputs: DemoRosterInputs,
  before: readonly DemoSlot[] = [],
): DemoSlot[] {
  const context = demoRosterContext(inputs);
  const placed: ScheduleSlot[] = before.map(demoDomainSlot);
  const built: DemoSlot[] = [];
  const minutes = new Map<string, number>();
  const load = (doctorId: string, exclusive: boolean) => minutes.get(`${exclusive}|${doctorId}`) ?? 0;
  const doctors = inputs.doctors;
  for (const cell of cellsOf(lines, days)) {
    const turn = days.indexOf(cell.day);
    const start = cell.startsAt.getTime();
    const end = cell.endsAt.getTime();
    const onDuty = cell.exclusive
      ? new Set<string>()
      : new Set(placed.filter((s) => s.exclusive && s.start < end && start < s.end).map((s) => s.doctorId));
    const rank = (doctorId: string, index: number): number[] => {
      const resident = context.doctors.get(doctorId)?.isResident === true;
      const onCallPenalty = cell.exclusive ? 0 : Number(onDuty.has(doctorId)) + Number(resident) * 2;
      return [
        onCallPenalty,
        load(doctorId, cell.exclusive),
        (((index - turn) % doctors.length) + doctors.length) % doctors.length,
      ];
    };
    const chosen = doctors
      .map((d, index) => ({ id: d.id, rank: rank(d.id, index) }))
      .sort((a, b) => compareRanks(a.rank, b.rank))
      .find(({ id }) => checkAssignment(candidateOf(cell, id), placed, context).length === 0);
    if (!chosen) throw new Error(`Demo roster: no doctor for ${cell.lineId} on ${cell.day}, place ${cell.position}`);
    const slot = { ...cell, doctorId: chosen.id };
    placed.push(demoDomainSlot(slot));
    built.push(slot);
    const key = `${cell.exclusive}|${chosen.id}`;
    minutes.set(key, (minutes.get(key) ?? 0) + (cell.endsAt.getTime() - cell.startsAt.getTime()) / 60_000);
  }
  return built;
}

const candidateOf = (cell: Omit<DemoSlot, 'doctorId'>, doctorId: string): ScheduleSlot =>
  demoDomainSlot({ ...cell, doctorId });

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
