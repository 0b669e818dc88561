import { describe, expect, it } from 'vitest';
import { doctorMonths } from './roster-doctors';

const doctor = (id: string, name: string, active = true) => ({
  id,
  name,
  initials: null,
  isResident: false,
  active,
  tagIds: [],
});
const slot = (id: string, lineId: string, day: string, position: number, doctorId: string | null, hours: number) => ({
  id,
  lineId,
  day,
  position,
  doctorId,
  version: 1,
  startsAt: `${day}T10:00:00.000Z`,
  endsAt: new Date(Date.parse(`${day}T10:00:00.000Z`) + hours * 3_600_000).toISOString(),
  changedByName: 'x',
  changedAt: `${day}T00:00:00.000Z`,
});
const line = (id: string, positions: number) => ({ id, positions }) as never;

describe("each doctor's month", () => {
  it('counts slots, hours, nights and days; doctors without a slot last; former ones only when they hold one', () => {
    const rows = doctorMonths(
      {
        doctors: [doctor('a', 'Zeca'), doctor('b', 'Ana'), doctor('c', 'Élio'), doctor('d', 'Ex', false)],
        lines: [line('day', 2), line('night', 1)],
        slots: [
          slot('1', 'day', '2026-12-01', 0, 'a', 12),
          slot('2', 'night', '2026-12-01', 0, 'a', 12),
          slot('3', 'day', '2026-12-03', 1, 'b', 12),
          slot('4', 'day', '2026-12-03', 0, null, 12),
          slot('5', 'day', '2026-12-04', 2, 'c', 12), // beyond the line's positions
        ],
      },
      new Set(['night']),
    );
    expect(rows.map((r) => [r.name, r.slots, r.hours, r.nights, r.days.join(',')])).toEqual([
      ['Ana', 1, 12, 0, '03'],
      ['Zeca', 2, 24, 1, '01'],
      ['Élio', 0, 0, 0, ''],
    ]);
  });
});
