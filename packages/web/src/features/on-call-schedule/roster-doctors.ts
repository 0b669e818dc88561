import type { RosterMonth } from '@honora/contract';
import { compareText } from '@honora/domain';

/** One doctor's month in the grid (platform.md §2 onCallSchedule: the per-doctor view). */
export interface DoctorMonth {
  id: string;
  name: string;
  initials: string | null;
  slots: number;
  /** Hours of the doctor's slots, from their stored instants. */
  hours: number;
  nights: number;
  /** The days of the month, 'DD', in order, each once. */
  days: string[];
}

const HOUR_MS = 3_600_000;

/**
 * Each doctor's share of the month's cells: only the lines' positions (a slot beyond a line's
 * positions holds no one now), doctors without a slot last, by name (Brazilian collation).
 */
export function doctorMonths(month: Pick<RosterMonth, 'doctors' | 'lines' | 'slots'>, nights: ReadonlySet<string>) {
  const positions = new Map(month.lines.map((l) => [l.id, l.positions]));
  const byDoctor = new Map<string, { slots: number; ms: number; nights: number; days: Set<string> }>();
  for (const slot of month.slots) {
    if (!slot.doctorId || slot.position >= (positions.get(slot.lineId) ?? 0)) continue;
    const entry = byDoctor.get(slot.doctorId) ?? { slots: 0, ms: 0, nights: 0, days: new Set<string>() };
    entry.slots += 1;
    entry.ms += Date.parse(slot.endsAt) - Date.parse(slot.startsAt);
    if (nights.has(slot.lineId)) entry.nights += 1;
    entry.days.add(slot.day.slice(8));
    byDoctor.set(slot.doctorId, entry);
  }
  return month.doctors
    .filter((d) => d.active || byDoctor.has(d.id))
    .map((d): DoctorMonth => {
      const entry = byDoctor.get(d.id);
      return {
        id: d.id,
        name: d.name,
        initials: d.initials,
        slots: entry?.slots ?? 0,
        hours: Math.round(((entry?.ms ?? 0) / HOUR_MS) * 10) / 10,
        nights: entry?.nights ?? 0,
        days: [...(entry?.days ?? [])].sort(),
      };
    })
    .sort((a, b) => (b.slots > 0 ? 1 : 0) - (a.slots > 0 ? 1 : 0) || compareText(a.name, b.name));
}
