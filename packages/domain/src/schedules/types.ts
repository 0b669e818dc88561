/**
 * The vocabulary of a roster (platform.md §3 Schedule: slot, workplace, exception, on-call
 * header; DOMAIN.md "Schedules"). Instants are epoch milliseconds; the time zone is the
 * caller's (America/Sao_Paulo), given through `RosterContext.dayOf`.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type RosterDay = string;

/** A half-open span of time [start, end) in epoch ms: two spans that only touch do not meet. */
export interface TimeSpan {
  start: number;
  end: number;
}

/**
 * One slot of the roster (platform.md §3 slot). `doctorId` null is an open slot (announced,
 * not yet taken). `exclusive` is presential work (plantão, eletiva, rotina); sobreaviso, on
 * call from home, is not exclusive. `night` comes from `isNightShift` on the shift's times.
 */
export interface ScheduleSlot extends TimeSpan {
  id: string;
  doctorId: string | null;
  workplaceId: string;
  exclusive: boolean;
  night: boolean;
  /** The tag (a competence) the slot's line asks of its doctor, if any (decision 044). */
  requiredTag?: string | null;
}

/**
 * A doctor's own limits (DOMAIN.md "Schedules": rostering hard rules, limits). A limit left
 * out, or 0, is no limit (the same convention as the company's `minRestMinutes`).
 */
export interface DoctorLimits {
  /** Minutes of presential work in one ISO week (Monday to Sunday). */
  weeklyMinutes?: number;
  /** Minutes of presential work in one calendar month. */
  monthlyMinutes?: number;
  /** Presential slots in one calendar month. */
  monthlyShifts?: number;
  /** Calendar days in a row with a presential night shift. */
  consecutiveNights?: number;
}

/** A doctor absent from `RosterContext.doctors` is a non-resident without limits. */
export interface DoctorRules {
  isResident: boolean;
  limits?: DoctorLimits;
  /** The tags (competences) the doctor holds (platform.md §2 TagsSchedule; decision 044). */
  tags?: ReadonlySet<string>;
}

/** A doctor's vacation or work exception (platform.md §3 exception; §4 exception in force). */
export interface Unavailability extends TimeSpan {
  reason: 'vacation' | 'exception';
}

export interface RosterContext {
  /** Company setting: least minutes between two presential slots of a doctor; 0 = none. */
  minRestMinutes: number;
  doctors: ReadonlyMap<string, DoctorRules>;
  /** By doctor id. */
  unavailability: ReadonlyMap<string, readonly Unavailability[]>;
  /** By workplace id: periods in which the workplace takes no slot. */
  closedWorkplaces: ReadonlyMap<string, readonly TimeSpan[]>;
  /**
   * The calendar day of an instant in the company's time zone (America/Sao_Paulo). Weeks are
   * the ISO weeks and months the calendar months of these days; a slot belongs to the day it
   * starts on, whole (a Sunday 19:00 → Monday 07:00 night counts in Sunday's week).
   */
  dayOf: (instant: number) => RosterDay;
}

/** The rules a roster must obey, one code each (the pt-BR messages live in the contract's catalog). */
export const VIOLATION_CODES = [
  'overlap',
  'rest',
  'unavailable',
  'missingTag',
  'workplaceClosed',
  'weeklyLimit',
  'monthlyLimit',
  'monthlyShifts',
  'consecutiveNights',
  'residentAlone',
] as const;
export type ViolationCode = (typeof VIOLATION_CODES)[number];

/**
 * One breach. `slotId` is the slot at fault; `otherSlotId` the slot it clashes with (overlap,
 * rest) or whose change left it uncovered (residentAlone from `checkAssignment`). `doctorId`
 * is the slot's doctor (null only for a closed workplace's open slot). `detail` is data, not
 * text: the reason ('vacation' | 'exception') for `unavailable`, the tag for `missingTag`, the minutes of rest for
 * `rest`, and '<period> <total>/<limit>' for the limits (period 'YYYY-Www', 'YYYY-MM' or the
 * first day of the run of nights).
 */
export interface Violation {
  code: ViolationCode;
  slotId: string;
  otherSlotId?: string;
  doctorId: string | null;
  detail?: string;
}
