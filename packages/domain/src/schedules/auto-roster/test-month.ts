/**
 * The benchmark's month (decision 046), built the same way for the timing test and
 * bench/rostering.ts: June 2025 in São Paulo, 60 anesthetists, 10 workplaces × 3 shifts a day
 * (seven presential workplaces with 07–13, 13–19 and 19–07; one with 07–19, 19–07 and 07–13; two
 * on sobreaviso) — 900 slots — plus two residents' slots under their supervisors. Rest 11 h,
 * weekly, monthly and night limits, two tags, vacations and exceptions, a closed day, a tenth of
 * the slots already assigned, history, holidays, preferences and targets. Seeded: always the same.
 */
import { checkAssignment } from '../check-assignment';
import type { DoctorRules, ScheduleSlot, TimeSpan, Unavailability } from '../types';
import { zonedDay, zonedInstant } from '../zone';
import type { AutoRosterInput, DayPreferences, RosterHistory } from './types';

/** mulberry32: a small seeded generator, so the month is the same at every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MONTH = '2025-06';
const DAYS = 30;
const day = (n: number): string => `${MONTH}-${String(n).padStart(2, '0')}`;
const H = 60;

interface Line {
  workplace: number;
  from: number;
  to: number;
  exclusive: boolean;
  tag?: string;
}

function lines(): Line[] {
  const out: Line[] = [];
  for (let w = 0; w < 10; w++) {
    const exclusive = w < 8;
    const shifts: [number, number][] =
      w === 7
        ? [
            [7 * H, 19 * H],
            [19 * H, 7 * H],
            [7 * H, 13 * H],
          ]
        : [
            [7 * H, 13 * H],
            [13 * H, 19 * H],
            [19 * H, 7 * H],
          ];
    shifts.forEach(([from, to], k) => {
      const tag = w === 0 ? 'pediatria' : w === 3 && k === 2 ? 'cardiaca' : undefined;
      out.push({ workplace: w, from, to, exclusive, ...(tag ? { tag } : {}) });
    });
  }
  return out;
}

function slotOf(id: string, line: Line, n: number, doctorId: string | null = null): ScheduleSlot {
  const start = zonedInstant(day(n), line.from);
  const end = line.to > line.from ? zonedInstant(day(n), line.to) : zonedInstant(day(n + 1), line.to);
  return {
    id,
    doctorId,
    workplaceId: `w${line.workplace}`,
    start,
    end,
    exclusive: line.exclusive,
    night: line.from >= 19 * H,
    requiredTag: line.tag ?? null,
  };
}

/** The benchmark's month as the automatic roster's input (`timeLimitMs` left to the caller). */
export function benchMonth(doctors = 60): AutoRosterInput {
  const next = random(46);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const ids = Array.from({ length: doctors }, (_, i) => `d${String(i + 1).padStart(2, '0')}`);
  const rules = new Map<string, DoctorRules>();
  const unavailability = new Map<string, Unavailability[]>();
  ids.forEach((id, i) => {
    const tags = new Set<string>();
    if (i % 4 === 0) tags.add('pediatria');
    if (i % 5 === 1) tags.add('cardiaca');
    const limits = {
      weeklyMinutes: 48 * H,
      monthlyShifts: 20,
      consecutiveNights: 2,
      ...(i % 6 === 0 ? { monthlyMinutes: 120 * H } : {}),
    };
    rules.set(id, { isResident: false, limits, tags });
    if (i % 7 === 3) {
      const first = 1 + Math.floor(next() * 22);
      const vacation = { start: zonedInstant(day(first), 0), end: zonedInstant(day(first + 7), 0), reason: 'vacation' };
      unavailability.set(id, [vacation as Unavailability]);
    } else if (i % 11 === 5) {
      const one = 1 + Math.floor(next() * 29);
      unavailability.set(id, [
        { start: zonedInstant(day(one), 0), end: zonedInstant(day(one + 1), 0), reason: 'exception' },
      ]);
    }
  });
  for (const r of ['r1', 'r2']) rules.set(r, { isResident: true });
  const closedWorkplaces = new Map<string, TimeSpan[]>([
    ['w5', [{ start: zonedInstant(day(15), 0), end: zonedInstant(day(16), 0) }]],
  ]);
  const context = { minRestMinutes: 11 * H, doctors: rules, unavailability, closedWorkplaces, dayOf: zonedDay };

  const slots: ScheduleSlot[] = [];
  lines().forEach((line, l) => {
    for (let n = 1; n <= DAYS; n++) slots.push(slotOf(`s${String(l).padStart(2, '0')}-${day(n)}`, line, n));
  });
  // A tenth of the slots assigned beforehand, each only where the rules let it.
  for (const slot of slots) {
    if (next() >= 0.1) continue;
    const candidate = { ...slot, doctorId: pick(ids) };
    if (checkAssignment(candidate, slots, context).length === 0) slot.doctorId = candidate.doctorId;
  }
  // Two residents on mornings at w1, under the morning's doctor (assigned to be sure of it).
  for (const n of [2, 9, 16, 23]) {
    const cover = slots.find((s) => s.id === `s03-${day(n)}`)!;
    if (cover.doctorId === null) {
      const doctorId = ids.find((id) => checkAssignment({ ...cover, doctorId: id }, slots, context).length === 0);
      if (doctorId) cover.doctorId = doctorId;
    }
    const line = { workplace: 1, from: 8 * H, to: 12 * H, exclusive: true };
    if (cover.doctorId !== null) slots.push(slotOf(`r${n}`, line, n, n % 2 ? 'r1' : 'r2'));
  }

  const history = new Map<string, RosterHistory>(
    ids.map((id) => [
      id,
      { nights: Math.floor(next() * 8), weekends: Math.floor(next() * 6), holidays: Math.floor(next() * 3) },
    ]),
  );
  const preferences = new Map<string, DayPreferences>();
  ids.forEach((id, i) => {
    if (i % 3 === 0) preferences.set(id, { preferredWeekdays: [1 + (i % 7)], undesiredDays: [day(1 + (i % DAYS))] });
  });
  const targets = new Map<string, number>(
    ids.filter((_, i) => i % 2 === 0).map((id, i) => [id, (90 + (i % 5) * 5) * H]),
  );
  return {
    slots,
    candidates: [...ids, 'r1', 'r2'],
    context,
    month: MONTH,
    history,
    holidays: new Set([day(19)]),
    preferences,
    targets,
  };
}
