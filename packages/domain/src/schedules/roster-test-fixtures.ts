/** Builders for the schedule rules' tests: March 2025 in São Paulo (UTC−3, no daylight saving since 2019). */
import type { DoctorRules, RosterContext, ScheduleSlot, TimeSpan, Unavailability } from './types';

export const HOUR_MS = 3_600_000;
const SAO_PAULO_OFFSET_MS = 3 * HOUR_MS;

/** The instant of March `day`, 2025 at `hour` (may pass 24) in São Paulo. */
export const at = (day: number, hour: number): number => Date.UTC(2025, 2, day, hour) + SAO_PAULO_OFFSET_MS;

/** The São Paulo day of an instant (fixed UTC−3: exact for 2025). */
export const dayOf = (instant: number): string => new Date(instant - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);

/** A wall-clock time of São Paulo as an instant (the caller's `toEpoch`). */
export const toEpoch = (day: string, minuteOfDay: number): number =>
  Date.parse(`${day}T00:00:00Z`) + minuteOfDay * 60_000 + SAO_PAULO_OFFSET_MS;

/** A presential day slot of doctor d1 at workplace w1 unless told otherwise. */
export function slot(id: string, start: number, end: number, over: Partial<ScheduleSlot> = {}): ScheduleSlot {
  return { id, doctorId: 'd1', workplaceId: 'w1', start, end, exclusive: true, night: false, ...over };
}

/** A span of whole hours on March days. */
export const span = (day: number, fromHour: number, toHour: number): TimeSpan => ({
  start: at(day, fromHour),
  end: at(day, toHour),
});

export interface ContextShape {
  minRestMinutes?: number;
  doctors?: Record<string, DoctorRules>;
  unavailability?: Record<string, Unavailability[]>;
  closedWorkplaces?: Record<string, TimeSpan[]>;
}

export function context(shape: ContextShape = {}): RosterContext {
  return {
    minRestMinutes: shape.minRestMinutes ?? 0,
    doctors: new Map(Object.entries(shape.doctors ?? {})),
    unavailability: new Map(Object.entries(shape.unavailability ?? {})),
    closedWorkplaces: new Map(Object.entries(shape.closedWorkplaces ?? {})),
    dayOf,
  };
}
