import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRosterBilling,
  eventSpan,
  spansMeet,
  tenthsOfPercent,
  type CheckEvent,
  type CheckSlot,
} from './billing-check';
import { at, toEpoch } from './roster-test-fixtures';

/** Decision 050: the roster checked against the billing. Days are of March 2025 (São Paulo, −3 h). */
const d = (n: number) => `2025-03-${String(n).padStart(2, '0')}`;
const period = { first: d(10), last: d(11) };
const H1 = 'hospital-1';
const H2 = 'hospital-2';
const roster = new Set([H1]);

const slot = (id: string, doctorId: string, day: number, from: number, to: number, over: Partial<CheckSlot> = {}) =>
  ({
    id,
    day: d(day),
    hospitalId: H1,
    doctorId,
    presential: true,
    start: at(day, from),
    end: at(day, to),
    ...over,
  }) satisfies CheckSlot;
const event = (id: string, ids: string[], day: number, from: number, to: number, over: Partial<CheckEvent> = {}) =>
  ({
    id,
    day: d(day),
    hospitalId: H1,
    anesthetistIds: ids,
    start: at(day, from),
    end: at(day, to),
    ...over,
  }) satisfies CheckEvent;

describe('eventSpan (billing.md §3: an end before its start is the next day)', () => {
  it.each([
    [{ anesthesiaStart: '08:00', anesthesiaEnd: '10:30' }, at(10, 8), at(10, 10) + 30 * 60_000, 'anesthesia'],
    [{ anesthesiaStart: '23:00', anesthesiaEnd: '01:00' }, at(10, 23), at(11, 1), 'anesthesia'],
    [{ anesthesiaStart: '09:00', anesthesiaEnd: '09:00' }, at(10, 9), at(10, 9) + 60_000, 'anesthesia'],
    [{ anesthesiaStart: '09:00', procedureStart: '10:00', procedureEnd: '11:00' }, at(10, 10), at(10, 11), 'procedure'],
    [{ anesthesiaStart: '25:00', anesthesiaEnd: '10:00' }, at(10, 0), at(11, 0), 'day'],
    [{}, at(10, 0), at(11, 0), 'day'],
  ] as const)('%j', (times, start, end, basis) => {
    expect(eventSpan(d(10), times, toEpoch)).toEqual({ start, end, basis });
  });
});

describe('checkRosterBilling', () => {
  it('matches a slot with its doctor’s event; flags a slot with none', () => {
    const check = checkRosterBilling(
      period,
      [slot('s1', 'ana', 10, 7, 19), slot('s2', 'bruno', 11, 7, 19)],
      [event('e1', ['carla', 'ana'], 10, 9, 11)],
      roster,
    );
    expect(check.slotsWithoutProduction).toEqual([{ slotId: 's2', otherEventIds: [] }]);
    expect(check.eventsWithoutDoctor).toEqual([]);
    expect(check.summary).toMatchObject({ slots: 2, slotsWithProduction: 1, coverageTenths: 500, eventsMatched: 1 });
  });

  it('another doctor’s event in a slot: the slot without production and the event of the wrong doctor', () => {
    const check = checkRosterBilling(
      period,
      [slot('s1', 'ana', 10, 7, 19)],
      [event('e1', ['bruno'], 10, 8, 9)],
      roster,
    );
    expect(check.slotsWithoutProduction).toEqual([{ slotId: 's1', otherEventIds: ['e1'] }]);
    expect(check.eventsWithoutDoctor).toEqual([{ eventId: 'e1', kind: 'wrongDoctor', slotIds: ['s1'] }]);
  });

  it('an event with nobody on the roster is off it; a hospital without workplaces is not checked', () => {
    const check = checkRosterBilling(
      period,
      [slot('s1', 'ana', 10, 7, 19)],
      [event('e1', ['ana'], 10, 20, 22), event('e2', ['ana'], 10, 8, 9, { hospitalId: H2 })],
      roster,
    );
    expect(check.eventsWithoutDoctor).toEqual([{ eventId: 'e1', kind: 'offRoster', slotIds: [] }]);
    expect(check.summary).toMatchObject({ events: 1, eventsOffRoster: 1, eventsUnchecked: 1, slotsWithProduction: 0 });
  });

  it('touching spans do not meet; a sobreaviso is never flagged and covers its doctor’s event', () => {
    const check = checkRosterBilling(
      period,
      [slot('s1', 'ana', 10, 7, 19), slot('c1', 'bruno', 10, 7, 19, { presential: false })],
      [event('e1', ['ana'], 10, 19, 20), event('e2', ['bruno'], 10, 10, 11)],
      roster,
    );
    expect(check.slotsWithoutProduction).toEqual([{ slotId: 's1', otherEventIds: ['e2'] }]);
    expect(check.eventsWithoutDoctor).toEqual([{ eventId: 'e1', kind: 'offRoster', slotIds: [] }]);
    expect(check.summary).toMatchObject({ slots: 1, eventsOnCall: 1 });
  });

  it('matches across the period’s edges but reports only its own days', () => {
    const check = checkRosterBilling(
      period,
      [slot('night', 'ana', 9, 19, 31), slot('late', 'ana', 11, 19, 31)],
      [event('early', ['ana'], 10, 2, 3), event('after', ['ana'], 12, 2, 3)],
      roster,
    );
    expect(check.summary).toMatchObject({ slots: 1, slotsWithProduction: 1, events: 1, eventsMatched: 1 });
    expect(check.eventsWithoutDoctor).toEqual([]);
  });

  it.each([
    [1, 3, 333],
    [2, 3, 667],
    [1, 8, 125],
    [0, 5, 0],
    [0, 0, null],
  ])('coverage %i of %i → %s tenths', (part, whole, tenths) => {
    expect(tenthsOfPercent(part, whole)).toBe(tenths);
  });
});

describe('checkRosterBilling (property)', () => {
  const doctors = ['ana', 'bruno', 'carla'];
  const slotArb = fc.record({
    doctor: fc.constantFrom(...doctors),
    day: fc.integer({ min: 9, max: 12 }),
    from: fc.integer({ min: 0, max: 23 }),
    hours: fc.integer({ min: 1, max: 24 }),
    presential: fc.boolean(),
    hospital: fc.constantFrom(H1, H2),
  });
  const eventArb = fc.record({
    doctors: fc.subarray(doctors, { maxLength: 3 }),
    day: fc.integer({ min: 9, max: 12 }),
    from: fc.integer({ min: 0, max: 23 }),
    hours: fc.integer({ min: 1, max: 6 }),
    hospital: fc.constantFrom(H1, H2),
  });

  it('every slot and event of the period is counted once, and the flags agree with a direct reading', () => {
    fc.assert(
      fc.property(
        fc.array(slotArb, { maxLength: 12 }),
        fc.array(eventArb, { maxLength: 12 }),
        (rawSlots, rawEvents) => {
          const slots = rawSlots.map((s, i) =>
            slot(`s${i}`, s.doctor, s.day, s.from, s.from + s.hours, {
              presential: s.presential,
              hospitalId: s.hospital,
            }),
          );
          const events = rawEvents.map((e, i) =>
            event(`e${i}`, e.doctors, e.day, e.from, e.from + e.hours, { hospitalId: e.hospital }),
          );
          const check = checkRosterBilling(period, slots, events, roster);
          const within = (day: string) => day >= period.first && day <= period.last;
          const mine = slots.filter((s) => s.presential && within(s.day));
          const s = check.summary;
          expect(s.slots).toBe(mine.length);
          expect(s.slotsWithProduction + check.slotsWithoutProduction.length).toBe(s.slots);
          expect(s.eventsMatched + s.eventsOnCall + s.eventsWrongDoctor + s.eventsOffRoster).toBe(s.events);
          expect(s.events + s.eventsUnchecked).toBe(events.filter((e) => within(e.day)).length);
          for (const flagged of check.slotsWithoutProduction) {
            const sl = slots.find((x) => x.id === flagged.slotId)!;
            const own = events.some(
              (e) => e.hospitalId === sl.hospitalId && spansMeet(sl, e) && e.anesthetistIds.includes(sl.doctorId),
            );
            expect(own).toBe(false);
          }
          for (const flagged of check.eventsWithoutDoctor) {
            const ev = events.find((x) => x.id === flagged.eventId)!;
            const covering = slots.filter((x) => x.hospitalId === ev.hospitalId && spansMeet(x, ev));
            expect(covering.some((x) => ev.anesthetistIds.includes(x.doctorId))).toBe(false);
            expect(flagged.kind === 'wrongDoctor').toBe(covering.some((x) => x.presential));
          }
        },
      ),
    );
  });
});
