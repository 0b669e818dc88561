import { isExclusiveSlotCategory, messages, msg, timeOfMinute, type SlotCategory } from '@honora/contract';
import { addDays, isNightShift, shiftTimes, zonedInstant, type RosterContext, type ScheduleSlot } from '@honora/domain';
import type { AutoRosterInput, DayPreferences, RosterHistory } from '@honora/domain/schedules/auto-roster/types';
import type { LineRow, SlotRow } from './roster.repository';
import { domainSlot, lineLabel } from './roster-rules';

/**
 * The automatic fill's input as the grid sees the month (decision 046 "In the app"): the open
 * places of the chosen lines from the first day still open to changes (platform.md §5: never in
 * the past), laid on their shift as the line gives it now — as a placement by hand would be —,
 * beside every assigned slot read around the month (rest, limits and nights in a row cross its
 * edges), which the solver keeps fixed.
 */

const m = messages.screens.onCallSchedule;

export const cellKey = (lineId: string, day: string, position: number): string => `${lineId}|${day}|${position}`;

/** A place of the grid: a line's position on a day. */
export interface Cell {
  lineId: string;
  day: string;
  position: number;
}

/** A cell's slot as its line gives it now (times, kind, night, tag), and the columns a write stores. */
export function cellSlot(line: LineRow, day: string, id: string, doctorId: string | null) {
  const start = timeOfMinute(line.startMinute);
  const end = timeOfMinute(line.endMinute);
  const span = shiftTimes(day, start, end, zonedInstant);
  const exclusive = isExclusiveSlotCategory(line.slotCategory as SlotCategory);
  const night = isNightShift(start, end);
  const slot: ScheduleSlot = {
    id,
    doctorId,
    workplaceId: line.workplaceId,
    start: span.start,
    end: span.end,
    exclusive,
    night,
    requiredTag: line.requiredTagId,
  };
  const values = {
    doctorId,
    startsAt: new Date(span.start),
    endsAt: new Date(span.end),
    slotCategory: line.slotCategory,
    exclusive,
    night,
    workplaceId: line.workplaceId,
    shiftId: line.shiftId,
  };
  return { slot, values };
}

/** The grid's name of a cell: "Hospital Central — Noite, 12/03, vaga 2". */
export function cellName(line: Pick<LineRow, 'workplaceName' | 'shiftName'>, cell: Cell): string {
  const day = `${cell.day.slice(8, 10)}/${cell.day.slice(5, 7)}`;
  return msg(m, 'cellLabel', { line: lineLabel(line), day, position: String(cell.position + 1) }).text;
}

export interface MonthRoster {
  last: string;
  slots: readonly SlotRow[];
  context: RosterContext;
}

export interface FillInputs {
  roster: MonthRoster;
  /** The lines to fill, in the grid's order. */
  lines: readonly LineRow[];
  /** The first day to fill: today, or the month's first day when it is still ahead. */
  from: string;
  month: string;
  candidates: readonly string[];
  history: ReadonlyMap<string, RosterHistory>;
  /** The national holidays of the days read ('YYYY-MM-DD'). */
  holidays: ReadonlySet<string>;
  targets: ReadonlyMap<string, number>;
  /** By doctor: the days of the month they prefer or asked to be spared (decision 051). */
  preferences: ReadonlyMap<string, DayPreferences>;
  timeLimitMs: number;
}

/**
 * The solver's input and, by the id each open place has in it, the place it stands for. A place
 * never filled has no row: it gets an id of its own here (`open:<line>:<day>:<position>`).
 */
export function autoRosterInput(inputs: FillInputs): { input: AutoRosterInput; cells: Map<string, Cell> } {
  const { roster } = inputs;
  const stored = new Map(roster.slots.map((s) => [cellKey(s.lineId, s.day, s.position), s]));
  const cells = new Map<string, Cell>();
  const open: ScheduleSlot[] = [];
  for (const line of inputs.lines) {
    for (let day = inputs.from; day <= roster.last; day = addDays(day, 1)) {
      for (let position = 0; position < line.positions; position++) {
        const row = stored.get(cellKey(line.id, day, position));
        if (row?.doctorId) continue;
        const id = row?.id ?? `open:${line.id}:${day}:${position}`;
        open.push(cellSlot(line, day, id, null).slot);
        cells.set(id, { lineId: line.id, day, position });
      }
    }
  }
  const fixed = roster.slots.filter((s) => s.doctorId !== null).map(domainSlot);
  return {
    input: {
      slots: [...fixed, ...open],
      candidates: inputs.candidates,
      context: roster.context,
      month: inputs.month,
      history: inputs.history,
      holidays: inputs.holidays,
      targets: inputs.targets,
      preferences: inputs.preferences,
      timeLimitMs: inputs.timeLimitMs,
    },
    cells,
  };
}
