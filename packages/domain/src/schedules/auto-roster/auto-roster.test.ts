import { describe, expect, it } from 'vitest';
import { at, context, slot, type ContextShape } from '../roster-test-fixtures';
import type { ScheduleSlot } from '../types';
import { autoRoster, greedyFill, newViolations, type AutoRosterInput, type RosterProposal } from './index';

/** March 2025 in São Paulo (roster-test-fixtures): the 24th is a Monday. */
const open = (id: string, start: number, end: number, over: Partial<ScheduleSlot> = {}): ScheduleSlot =>
  slot(id, start, end, { doctorId: null, ...over });
const morning = (id: string, day: number, over: Partial<ScheduleSlot> = {}) => open(id, at(day, 7), at(day, 13), over);
const night = (id: string, day: number, over: Partial<ScheduleSlot> = {}) =>
  open(id, at(day, 19), at(day, 31), { night: true, ...over });
const plain: ContextShape['doctors'] = { d1: { isResident: false }, d2: { isResident: false } };

function input(slots: ScheduleSlot[], shape: ContextShape, over: Partial<AutoRosterInput> = {}): AutoRosterInput {
  return { slots, candidates: ['d1', 'd2'], context: context({ doctors: plain, ...shape }), ...over };
}

const doctorOf = (proposal: RosterProposal, slotId: string) =>
  proposal.assignments.find((a) => a.slotId === slotId)?.doctorId;
const reasonsOf = (proposal: RosterProposal, slotId: string) =>
  proposal.unfilled.find((u) => u.slotId === slotId)?.reasons;

describe('autoRoster — why a slot stays open', () => {
  it('a tag nobody holds: missingTag for every candidate', async () => {
    const proposal = await autoRoster(input([morning('s1', 24, { requiredTag: 'ped' })], {}));
    expect(proposal.assignments).toEqual([]);
    expect(proposal.unfilled).toEqual([{ slotId: 's1', reasons: { missingTag: 2 } }]);
  });

  it('everyone on vacation: unavailable', async () => {
    const away = { start: at(20, 0), end: at(30, 0), reason: 'vacation' as const };
    const proposal = await autoRoster(input([morning('s1', 24)], { unavailability: { d1: [away], d2: [away] } }));
    expect(proposal.unfilled).toEqual([{ slotId: 's1', reasons: { unavailable: 2 } }]);
  });

  it('a limit already reached by the fixed slots is named', async () => {
    const limits = { monthlyShifts: 1 };
    const shape = { doctors: { d1: { isResident: false, limits }, d2: { isResident: false, limits } } };
    const fixed = [morning('f1', 10, { doctorId: 'd1' }), morning('f2', 11, { doctorId: 'd2' })];
    const proposal = await autoRoster(input([...fixed, morning('s1', 24)], shape));
    expect(proposal.unfilled).toEqual([{ slotId: 's1', reasons: { monthlyShifts: 2 } }]);
  });

  it('a limit used up by the proposal itself: capacity', async () => {
    const shape = { doctors: { d1: { isResident: false, limits: { weeklyMinutes: 360 } } } };
    const proposal = await autoRoster(input([morning('s1', 24), morning('s2', 25)], shape, { candidates: ['d1'] }));
    expect(proposal.assignments).toHaveLength(1);
    expect(proposal.unfilled).toHaveLength(1);
    expect(proposal.unfilled[0]!.reasons).toEqual({ capacity: 1 });
  });

  it('a closed workplace, a clash with a fixed slot, and nobody to place', async () => {
    const slots = [morning('s1', 24, { workplaceId: 'w2' }), morning('s2', 25), morning('f', 25, { doctorId: 'd1' })];
    const proposal = await autoRoster(
      input(slots, { closedWorkplaces: { w2: [{ start: at(24, 0), end: at(25, 0) }] } }, { candidates: ['d1'] }),
    );
    expect(reasonsOf(proposal, 's1')).toEqual({ workplaceClosed: 1 });
    expect(reasonsOf(proposal, 's2')).toEqual({ overlap: 1 });
    const nobody = await autoRoster(input([morning('s1', 24)], {}, { candidates: [] }));
    expect(nobody.unfilled).toEqual([{ slotId: 's1', reasons: { noCandidates: 1 } }]);
  });

  it('never places a resident, and fills only the slots asked for', async () => {
    const shape = { doctors: { ...plain, r1: { isResident: true } } };
    const slots = [morning('s1', 24), morning('s2', 25)];
    const proposal = await autoRoster(input(slots, shape, { candidates: ['r1', 'd1'], fill: new Set(['s2']) }));
    expect(proposal.residentsSkipped).toEqual(['r1']);
    expect(proposal.assignments).toEqual([{ slotId: 's2', doctorId: 'd1' }]);
    expect(proposal.unfilled).toEqual([]);
    expect(proposal.scores.coverage).toEqual({ filled: 1, total: 1 });
  });
});

describe('autoRoster — the goals', () => {
  it('equal doctors share the nights: a spread of at most 1', async () => {
    const doctors = { d1: { isResident: false }, d2: { isResident: false }, d3: { isResident: false } };
    const slots = Array.from({ length: 10 }, (_, i) => night(`n${i}`, 20 + i));
    const proposal = await autoRoster(
      input(slots, { doctors, minRestMinutes: 660 }, { candidates: ['d1', 'd2', 'd3'] }),
    );
    expect(proposal.scores.coverage).toEqual({ filled: 10, total: 10 });
    expect(proposal.scores.nightSpread).toBeLessThanOrEqual(1);
  });

  it('history gives the nights to who had fewer', async () => {
    const slots = [night('n1', 20), night('n2', 22), night('n3', 24), night('n4', 26)];
    const history = new Map([
      ['d1', { nights: 5 }],
      ['d2', { nights: 0 }],
    ]);
    const proposal = await autoRoster(input(slots, {}, { history }));
    expect(proposal.assignments.map((a) => a.doctorId)).toEqual(['d2', 'd2', 'd2', 'd2']);
    expect(proposal.scores.nightSpread).toBe(1);
  });

  it('weekends and holidays go to who had fewer', async () => {
    // The 29th is a Saturday; the 25th a holiday.
    const slots = [morning('sat', 29), morning('hol', 25)];
    const history = new Map([
      ['d1', { weekends: 0, holidays: 3 }],
      ['d2', { weekends: 4, holidays: 0 }],
    ]);
    const proposal = await autoRoster(input(slots, {}, { history, holidays: new Set(['2025-03-25']) }));
    expect(doctorOf(proposal, 'sat')).toBe('d1');
    expect(doctorOf(proposal, 'hol')).toBe('d2');
  });

  it('preferred days are given and undesired days spared when free to do so', async () => {
    const preferences = new Map([
      ['d1', { preferredWeekdays: [1] }], // Mondays
      ['d2', { undesiredDays: ['2025-03-25'] }],
    ]);
    const slots = [morning('mon', 24), morning('tue', 25, { workplaceId: 'w2' })];
    const proposal = await autoRoster(input(slots, {}, { preferences, weights: { continuity: 0 } }));
    expect(doctorOf(proposal, 'mon')).toBe('d1');
    expect(doctorOf(proposal, 'tue')).toBe('d1');
    expect(proposal.scores.preferredTaken).toBe(1);
    expect(proposal.scores.undesiredGiven).toBe(0);
  });

  it('keeps a workplace with the same doctor through its week', async () => {
    const slots = [24, 25, 26, 27, 28].flatMap((d) => [
      morning(`a${d}`, d),
      morning(`b${d}`, d, { workplaceId: 'w2' }),
    ]);
    const proposal = await autoRoster(input(slots, {}));
    expect(proposal.scores.coverage.filled).toBe(10);
    expect(proposal.scores.workplaceWeekDoctors).toBe(2);
  });

  it('approaches each doctor’s target', async () => {
    const slots = [24, 25, 26, 27].map((d) => morning(`m${d}`, d));
    const targets = new Map([
      ['d1', 0],
      ['d2', 4 * 360],
    ]);
    const proposal = await autoRoster(input(slots, {}, { targets, month: '2025-03' }));
    expect(proposal.assignments.every((a) => a.doctorId === 'd2')).toBe(true);
    expect(proposal.scores.targetDeviationMinutes).toBe(0);
  });
});

describe('autoRoster — the answer', () => {
  const month = (): AutoRosterInput =>
    input(
      [20, 21, 22, 23, 24, 25].flatMap((d) => [
        morning(`m${d}`, d),
        night(`n${d}`, d),
        morning(`c${d}`, d, { exclusive: false, workplaceId: 'w2' }),
      ]),
      { minRestMinutes: 660, doctors: { ...plain, d3: { isResident: false, limits: { consecutiveNights: 1 } } } },
      { candidates: ['d3', 'd1', 'd2'] },
    );

  it('is the same for the same input, and breaks no rule', async () => {
    const first = await autoRoster(month());
    const again = await autoRoster({ ...month(), slots: [...month().slots].reverse() });
    expect(again.assignments).toEqual(first.assignments);
    expect(again.unfilled).toEqual(first.unfilled);
    expect({ ...again.scores, elapsedMs: 0 }).toEqual({ ...first.scores, elapsedMs: 0 });
    expect(newViolations(month(), first.assignments)).toEqual([]);
    expect(first.scores.status).toBe('optimal');
    expect(first.scores.dropped).toBe(0);
  });

  it('falls back on the greedy fill when the solver has no time', async () => {
    const proposal = await autoRoster({ ...month(), timeLimitMs: 0 });
    expect(proposal.scores.status).toBe('greedy');
    expect(newViolations(month(), proposal.assignments)).toEqual([]);
    expect(proposal.assignments.length).toBe(greedyFill(month()).length);
  });

  it('has nothing to fill in a full month', async () => {
    const proposal = await autoRoster(input([morning('f', 24, { doctorId: 'd1' })], {}));
    expect(proposal.scores.status).toBe('nothingToFill');
    expect(proposal.scores.coverage).toEqual({ filled: 0, total: 0 });
  });
});
