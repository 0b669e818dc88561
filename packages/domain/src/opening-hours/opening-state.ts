import {
  isWithinSpans,
  DAY_MINUTES,
  nextBoundaryAfter,
  weekSpans,
  type WeekSpan,
  type WeeklyHours,
} from './weekly-hours';

/**
 * Whether a company accepts outside requests now (platform.md §4: "A company's opening hours
 * automatically open or close delivery, on-site and takeout acceptance, unless a manual lock
 * time is in force; isOpen is true when any of the three is accepted"; decision 064 maps the
 * three to public form responses, visitor chat and contact requests).
 */

export const OPENING_SWITCHES = ['delivery', 'onSite', 'takeout'] as const;
export type OpeningSwitch = (typeof OPENING_SWITCHES)[number];

/** Whether each switch is in use: one that is off never accepts unless a lock opens it. */
export type OpeningSwitches = Readonly<Record<OpeningSwitch, boolean>>;

/** A manual lock: the switch is forced open or closed until `until` (an ISO instant); afterwards the hours govern. */
export interface OpeningLock {
  isOpen: boolean;
  until: string;
}
export type OpeningLocks = Readonly<Partial<Record<OpeningSwitch, OpeningLock | null>>>;

export type SwitchMode = 'automatic' | 'locked' | 'off';

export interface SwitchState {
  isOpen: boolean;
  mode: SwitchMode;
  /** When the manual lock in force ends (mode 'locked'). */
  lockedUntil: string | null;
  /** The next instant the switch's state changes (ISO), or null when it never does. */
  nextChange: string | null;
}

export type OpeningState = Record<OpeningSwitch, SwitchState> & {
  isOpen: boolean;
  /** The earliest nextChange of the three. */
  nextChange: string | null;
};

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const MAX_STEPS = 64;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const offsets = new Map<string, number>();
/** The zone's offset from UTC at an instant, ms; offsets change on whole hours, so they are kept per hour. */
function offsetAt(timeZone: string, instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  const key = `${timeZone}|${hour}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const at = hour * HOUR_MS;
  const p = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  if (offsets.size > 10_000) offsets.clear();
  offsets.set(key, wall - at);
  return wall - at;
}

/** The wall-clock minute of the week (Sunday 00:00 = 0), fractional, of an instant in the zone. */
function wallMinuteOfWeek(timeZone: string, instant: number): number {
  const wall = new Date(instant + offsetAt(timeZone, instant));
  const minutes =
    wall.getUTCHours() * 60 +
    wall.getUTCMinutes() +
    (wall.getUTCSeconds() * 1000 + wall.getUTCMilliseconds()) / MINUTE_MS;
  return wall.getUTCDay() * DAY_MINUTES + minutes;
}

/** The instant `minutes` of wall-clock time after `instant` (across an offset change the zone's rule is followed). */
function addWallMinutes(timeZone: string, instant: number, minutes: number): number {
  const wall = instant + offsetAt(timeZone, instant) + minutes * MINUTE_MS;
  const guess = wall - offsetAt(timeZone, wall - 12 * HOUR_MS);
  const result = wall - offsetAt(timeZone, guess);
  return result > instant ? result : instant + minutes * MINUTE_MS;
}

/** The hours of one switch as a function of time: null hours = always open (no hours set, decision 064). */
interface Schedule {
  timeZone: string;
  spans: WeekSpan[] | null;
  isOn: boolean;
}

function hoursOpenAt(s: Schedule, instant: number): boolean {
  if (!s.isOn) return false;
  return s.spans === null || isWithinSpans(s.spans, wallMinuteOfWeek(s.timeZone, instant));
}

/** The first instant after `instant` where the hours' answer differs from theirs at `instant`, or null. */
function nextHoursChange(s: Schedule, instant: number): number | null {
  if (!s.isOn || s.spans === null || s.spans.length === 0) return null;
  const current = hoursOpenAt(s, instant);
  let at = instant;
  for (let step = 0; step < MAX_STEPS; step++) {
    const delta = nextBoundaryAfter(s.spans, wallMinuteOfWeek(s.timeZone, at));
    if (delta === null) return null;
    at = addWallMinutes(s.timeZone, at, delta);
    if (hoursOpenAt(s, at) !== current) return at;
  }
  return null;
}

function switchState(s: Schedule, lock: OpeningLock | null | undefined, now: number): SwitchState {
  const until = lock ? Date.parse(lock.until) : NaN;
  if (lock && until > now) {
    const after = hoursOpenAt(s, until) !== lock.isOpen ? until : nextHoursChange(s, until);
    return {
      isOpen: lock.isOpen,
      mode: 'locked',
      lockedUntil: new Date(until).toISOString(),
      nextChange: after === null ? null : new Date(after).toISOString(),
    };
  }
  const next = nextHoursChange(s, now);
  return {
    isOpen: hoursOpenAt(s, now),
    mode: s.isOn ? 'automatic' : 'off',
    lockedUntil: null,
    nextChange: next === null ? null : new Date(next).toISOString(),
  };
}

/**
 * The three switches at `now` and when each next changes. `hours` null means the company set no
 * hours: every switch in use is open at all times. A lock whose time has passed is ignored.
 */
export function openingState(
  hours: WeeklyHours | null,
  switches: OpeningSwitches,
  locks: OpeningLocks,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): OpeningState {
  const spans = hours === null ? null : weekSpans(hours);
  const at = now.getTime();
  const of = (name: OpeningSwitch) => switchState({ timeZone, spans, isOn: switches[name] }, locks[name], at);
  const delivery = of('delivery');
  const onSite = of('onSite');
  const takeout = of('takeout');
  const changes = [delivery, onSite, takeout]
    .map((x) => x.nextChange)
    .filter((x): x is string => x !== null)
    .sort();
  return {
    delivery,
    onSite,
    takeout,
    isOpen: delivery.isOpen || onSite.isOpen || takeout.isOpen,
    nextChange: changes[0] ?? null,
  };
}

/** The wall-clock weekday (0 = Sunday) and 'HH:mm' of an instant in the zone, for messages ("abre {dia} às {hora}"). */
export function wallDayAndTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): { weekday: number; time: string } {
  const minute = Math.floor(wallMinuteOfWeek(timeZone, instant.getTime()));
  const weekday = Math.floor(minute / DAY_MINUTES);
  const ofDay = minute % DAY_MINUTES;
  const hh = String(Math.floor(ofDay / 60)).padStart(2, '0');
  const mm = String(ofDay % 60).padStart(2, '0');
  return { weekday, time: `${hh}:${mm}` };
}
