import { validateRoster } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { demoDomainSlot, demoRosterContext, type DemoLine } from './demo-roster';
import { demoDoctors } from './doctors';
import { buildDemoMonths, demoLines, demoRosterInputs, demoShifts, monthAfter, monthBefore } from './schedules';

/** The demo's lines and people with made-up ids: the roster depends on the month, never on the ids. */
const lines: DemoLine[] = demoLines.map((l, i) => {
  const shift = demoShifts.find((s) => s.name === l.shift)!;
  return {
    id: `line-${i}`,
    workplaceId: l.workplace,
    shiftId: shift.name,
    start: shift.start,
    end: shift.end,
    slotCategory: shift.slotCategory,
    positions: l.positions,
  };
});
const emails = ['anestesista@demo.honora.dev', 'residente@demo.honora.dev', ...demoDoctors.map((d) => d.email)];
const ids = Object.fromEntries(emails.map((email) => [email, `doctor-${email}`]));
const positionsADay = demoLines.reduce((sum, l) => sum + l.positions, 0);

/** Five years of months from January 2026, every month length and weekday start among them. */
const months = Array.from(
  { length: 60 },
  (_, i) => `${2026 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
);

describe('the demo roster', () => {
  it.each(months)('fills the month before %s, it and the next first week with no breach of the rules', (month) => {
    const inputs = demoRosterInputs(month, ids);
    const { before, current, next } = buildDemoMonths(lines, month, inputs);
    expect(before.every((s) => s.day.startsWith(monthBefore(month)))).toBe(true);
    expect(before).toHaveLength(new Set(before.map((s) => s.day)).size * positionsADay);
    const days = new Set(current.map((s) => s.day));
    expect(current).toHaveLength(days.size * positionsADay);
    expect([...days].every((day) => day.startsWith(month))).toBe(true);
    expect(next).toHaveLength(7 * positionsADay);
    expect(next.every((s) => s.day.startsWith(monthAfter(month)))).toBe(true);
    const slots = [...before, ...current, ...next].map(demoDomainSlot);
    expect(validateRoster(slots, demoRosterContext(inputs))).toEqual([]);
    // Every doctor works this month, the demo's anesthetist included.
    expect(new Set(current.map((s) => s.doctorId))).toEqual(new Set(Object.values(ids)));
  });
});
