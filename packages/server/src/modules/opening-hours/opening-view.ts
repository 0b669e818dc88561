import { messages, msg, type OpeningHoursView, type PublicOpening } from '@honora/contract';
import {
  DEFAULT_TIME_ZONE,
  OPENING_SWITCHES,
  openingState,
  wallDayAndTime,
  type OpeningLocks,
  type OpeningState,
  type OpeningSwitches,
  type WeeklyHours,
} from '@honora/domain';
import { AppError } from '../../errors';

const t = messages.screens.openingHours;

/** What a company keeps of its hours (its row's columns), or null when it saved none. */
export interface OpeningConfig {
  hours: WeeklyHours | null;
  switches: OpeningSwitches;
  locks: OpeningLocks;
}

export const NO_OPENING: OpeningConfig = {
  hours: null,
  switches: { delivery: true, onSite: true, takeout: true },
  locks: {},
};

/** The three switches now, in the company's time zone (companies have no zone field: Brasília, decision 064). */
export function stateOf(config: OpeningConfig | null, now: Date): OpeningState {
  const c = config ?? NO_OPENING;
  return openingState(c.hours, c.switches, c.locks, now, DEFAULT_TIME_ZONE);
}

export function viewOf(config: OpeningConfig | null, now: Date): OpeningHoursView {
  const c = config ?? NO_OPENING;
  const locks = Object.fromEntries(OPENING_SWITCHES.map((name) => [name, c.locks[name] ?? null]));
  return {
    hours: c.hours === null ? null : c.hours.map((day) => day.map((p) => ({ start: p.start, end: p.end }))),
    switches: { ...c.switches },
    locks: locks as OpeningHoursView['locks'],
    timeZone: DEFAULT_TIME_ZONE,
    state: stateOf(c, now),
  };
}

/** The day ('hoje' or the weekday) and time a moment is, for "abre {day} às {time}". */
export function dayAndTime(at: Date, now: Date): { day: string; time: string } {
  const when = wallDayAndTime(at, DEFAULT_TIME_ZONE);
  const today = wallDayAndTime(now, DEFAULT_TIME_ZONE);
  const sameDay = when.weekday === today.weekday && at.getTime() - now.getTime() < 86_400_000;
  return { day: sameDay ? t.today : t.weekdays[when.weekday]!.toLowerCase(), time: when.time };
}

/** What the public form page shows of the hours (decision 064: form responses are the delivery switch). */
export function publicFormOpening(config: OpeningConfig | null, now: Date): PublicOpening | null {
  if (config === null) return null;
  const delivery = stateOf(config, now).delivery;
  return {
    isOpen: delivery.isOpen,
    opensAt: delivery.isOpen ? null : delivery.nextChange,
    hours: config.hours === null ? null : config.hours.map((day) => day.map((p) => ({ start: p.start, end: p.end }))),
  };
}

/** Whether the company takes form responses at `now`. */
export function acceptsFormResponses(config: OpeningConfig | null, now: Date): boolean {
  return config === null || stateOf(config, now).delivery.isOpen;
}

/** A response refused because the company is closed for forms, with when it opens (409). */
export function closedForForms(config: OpeningConfig, now: Date): AppError {
  const next = stateOf(config, now).delivery.nextChange;
  const message = next
    ? msg(t.errors, 'closedForForms', dayAndTime(new Date(next), now))
    : msg(t.errors, 'closedForFormsNoReopen');
  return new AppError('statusError', { message });
}
