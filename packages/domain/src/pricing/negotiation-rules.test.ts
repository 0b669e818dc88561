import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNegotiationChange,
  checkNegotiationProcedures,
  hasStarted,
  negotiationTableCodes,
  validitiesOverlap,
  validityStatus,
  type NegotiationCandidate,
  type SavedValidity,
} from './negotiation-rules';
import { addDays } from './validity';

const TODAY = '2026-05-10';
const terms = { name: 'CBHPM 2022 +10%', proportion: '0.1', packages: [{ id: 'p', codes: ['1', '2'] }] };
const saved = (id: string, start: string | null, end: string | null, extra = {}) => ({
  id,
  start,
  end,
  ...terms,
  ...extra,
});

describe('hasStarted and validityStatus', () => {
  it.each([
    [null, null, true, 'CURRENT'],
    ['2026-05-10', null, true, 'CURRENT'],
    ['2026-05-11', null, false, 'FUTURE'],
    ['2026-01-01', '2026-05-09', true, 'ENDED'],
    [null, '2026-05-10', true, 'CURRENT'],
  ] as const)('start %s end %s: started %s, %s', (start, end, started, status) => {
    expect(hasStarted({ start }, TODAY)).toBe(started);
    expect(validityStatus({ start, end }, TODAY)).toBe(status);
  });
});

describe('checkNegotiationChange: creating', () => {
  const create = (existing: SavedValidity[], next: NegotiationCandidate) =>
    checkNegotiationChange({ existing, current: null, next, today: TODAY });

  it.each<[string, SavedValidity[], NegotiationCandidate, { path: string; code: string; otherId?: string }[]]>([
    ['the first without start', [], { start: null, end: null }, []],
    ['the first without start, ending today', [], { start: null, end: TODAY }, []],
    [
      'the first without start, ending in the past',
      [],
      { start: null, end: '2026-05-09' },
      [{ path: 'end', code: 'endInPast' }],
    ],
    [
      'a second without start',
      [saved('a', null, '2026-06-30')],
      { start: null, end: null },
      [{ path: 'start', code: 'startRequired' }],
    ],
    [
      'a second without start after a dated one',
      [saved('a', '2026-06-01', null)],
      { start: null, end: null },
      [{ path: 'start', code: 'startRequired' }],
    ],
    [
      'a start-less one ending before the others',
      [saved('a', '2026-07-01', null)],
      { start: null, end: '2026-06-30' },
      [],
    ],
    // A new negotiation may start in the past (billing.md §5 refuses only editing a started one).
    ['a start in the past', [], { start: '2026-05-09', end: null }, []],
    ['a past validity, start and end', [], { start: '2026-01-01', end: '2026-03-31' }, []],
    [
      'a past start closes the open-ended one the day before',
      [saved('open', '2025-01-01', null)],
      { start: '2026-04-01', end: null },
      [],
    ],
    [
      'a past start still may not overlap a closed validity',
      [saved('a', '2026-01-01', '2026-12-31')],
      { start: '2026-04-01', end: null },
      [{ path: 'start', code: 'overlap', otherId: 'a' }],
    ],
    ['a start today', [], { start: TODAY, end: TODAY }, []],
    [
      'an end before the start',
      [],
      { start: '2026-06-01', end: '2026-05-31' },
      [{ path: 'end', code: 'endBeforeStart' }],
    ],
    [
      'an overlap with a closed one',
      [saved('a', null, '2026-06-30')],
      { start: '2026-06-01', end: null },
      [{ path: 'start', code: 'overlap', otherId: 'a' }],
    ],
    [
      'an overlap with a later one',
      [saved('b', '2026-08-01', null)],
      { start: '2026-07-01', end: null },
      [{ path: 'end', code: 'overlap', otherId: 'b' }],
    ],
    [
      'an overlap with a later one, with an end',
      [saved('b', '2026-08-01', '2026-08-31')],
      { start: '2026-07-01', end: '2026-08-01' },
      [{ path: 'end', code: 'overlap', otherId: 'b' }],
    ],
    [
      'an open-ended one starting the same day',
      [saved('b', '2026-07-01', null)],
      { start: '2026-07-01', end: null },
      [{ path: 'start', code: 'overlap', otherId: 'b' }],
    ],
    ['right after a closed one', [saved('a', null, '2026-06-30')], { start: '2026-07-01', end: null }, []],
  ])('%s', (_label, existing, next, problems) => {
    expect(create(existing, next).problems).toEqual(problems);
  });

  it('closes the open-ended negotiation that began before the new start, the day before', () => {
    const existing = [saved('old', '2025-01-01', '2025-12-31'), saved('open', '2026-01-01', null)];
    expect(create(existing, { start: '2026-07-01', end: null })).toEqual({
      problems: [],
      closes: [{ id: 'open', end: '2026-06-30' }],
    });
    expect(create([saved('first', null, null)], { start: TODAY, end: null }).closes).toEqual([
      { id: 'first', end: '2026-05-09' },
    ]);
  });

  it('does not close an open-ended one that begins later: that is an overlap', () => {
    const check = create([saved('later', '2026-09-01', null)], { start: '2026-07-01', end: null });
    expect(check.closes).toEqual([]);
    expect(check.problems).toEqual([{ path: 'end', code: 'overlap', otherId: 'later' }]);
  });
});

describe('checkNegotiationChange: updating', () => {
  const update = (current: SavedValidity & NegotiationCandidate, next: NegotiationCandidate, others = []) =>
    checkNegotiationChange({ existing: [current, ...others], current, next, today: TODAY }).problems;

  it('refuses any change but the end once started, under each changed field', () => {
    const current = saved('a', '2026-01-01', null);
    expect(update(current, { ...current, name: 'Outro', proportion: '0.2' })).toEqual([
      { path: 'name', code: 'started' },
      { path: 'proportion', code: 'started' },
    ]);
    expect(update(current, { ...current, start: '2026-06-01' })).toEqual([{ path: 'start', code: 'started' }]);
    expect(update(current, { ...current, packages: [{ codes: ['1', '2'], id: 'p' }] })).toEqual([]);
    expect(update(current, { ...current, packages: [{ id: 'p', codes: ['2', '1'] }] })).toEqual([
      { path: 'packages', code: 'started' },
    ]);
  });

  it('lets a started negotiation (with or without start) take a new end from today on', () => {
    expect(update(saved('a', '2026-01-01', null), saved('a', '2026-01-01', TODAY))).toEqual([]);
    expect(update(saved('a', null, null), saved('a', null, '2026-12-31'))).toEqual([]);
    expect(update(saved('a', null, null), saved('a', null, '2026-05-09'))).toEqual([
      { path: 'end', code: 'endInPast' },
    ]);
    expect(update(saved('a', '2026-01-01', null), saved('a', '2026-01-01', '2025-12-31'))).toEqual([
      { path: 'end', code: 'endBeforeStart' },
    ]);
  });

  it('keeps an ended negotiation as it is without complaint, and refuses reopening it into another', () => {
    const ended = saved('a', null, '2026-03-31');
    expect(update(ended, { ...ended })).toEqual([]);
    const next = saved('b', '2026-04-01', null);
    expect(
      checkNegotiationChange({ existing: [next], current: ended, next: { ...ended, end: null }, today: TODAY })
        .problems,
    ).toEqual([{ path: 'end', code: 'overlap', otherId: 'b' }]);
  });

  it('lets a future negotiation change anything, under the rules of a new one', () => {
    const future = saved('f', '2026-07-01', null);
    const open = saved('open', null, null);
    const change = (next: NegotiationCandidate) =>
      checkNegotiationChange({ existing: [open, future], current: future, next, today: TODAY });
    expect(change({ ...future, name: 'Novo nome', start: '2026-08-01' })).toEqual({
      problems: [],
      closes: [{ id: 'open', end: '2026-07-31' }],
    });
    expect(change({ ...future, start: '2026-05-01' }).problems).toEqual([{ path: 'start', code: 'startInPast' }]);
    expect(change({ ...future, start: null }).problems).toEqual([{ path: 'start', code: 'startRequired' }]);
  });
});

describe('checkNegotiationProcedures', () => {
  const inTable = new Set(['30602246', '31009107']);
  const has = (code: string) => inTable.has(code);
  const base = { cbhpmId: 'e', valuationId: 'v', useCbhpm: true, customsProcedures: [], overridesProcedures: [] };
  const custom = (code: string) => ({ code });

  it.each([
    ['a table in use', base, []],
    [
      'an edition without valuation',
      { ...base, valuationId: null },
      [{ path: 'valuationId', code: 'valuationRequired' }],
    ],
    [
      'neither table nor custom',
      { ...base, cbhpmId: null, valuationId: null },
      [{ path: 'cbhpmId', code: 'tableOrCustom' }],
    ],
    ['a table not in use, no custom', { ...base, useCbhpm: false }, [{ path: 'cbhpmId', code: 'tableOrCustom' }]],
    [
      'custom procedures only',
      { ...base, cbhpmId: null, valuationId: null, customsProcedures: [custom('99000001')] },
      [],
    ],
    [
      'a custom procedure already in the table',
      { ...base, customsProcedures: [custom('99000001'), custom('30602246')] },
      [{ path: 'customsProcedures.1.code', code: 'inTable', procedureCode: '30602246' }],
    ],
    [
      'an override of a procedure not in the table',
      { ...base, overridesProcedures: [custom('31009107'), custom('99000002')] },
      [{ path: 'overridesProcedures.1.code', code: 'notInTable', procedureCode: '99000002' }],
    ],
    [
      'an override without any table',
      {
        ...base,
        cbhpmId: null,
        valuationId: null,
        customsProcedures: [custom('99000001')],
        overridesProcedures: [custom('31009107')],
      },
      [{ path: 'overridesProcedures.0.code', code: 'notInTable', procedureCode: '31009107' }],
    ],
  ])('%s', (_label, negotiation, problems) => {
    expect(checkNegotiationProcedures(negotiation, has)).toEqual(problems);
  });

  it('asks the edition only about the codes the negotiation lists, once each', () => {
    const negotiation = { ...base, customsProcedures: [custom('1'), custom('2')], overridesProcedures: [custom('2')] };
    expect(negotiationTableCodes(negotiation)).toEqual(['1', '2']);
  });
});

describe('property: accepted changes never leave overlapping validities', () => {
  const day = fc.integer({ min: -60, max: 400 }).map((n) => addDays(TODAY, n));
  const validity = fc.record({ start: fc.option(day, { nil: null }), end: fc.option(day, { nil: null }) });
  const step = fc.record({ kind: fc.constantFrom('create', 'update'), pick: fc.nat(), validity });

  it('holds over any sequence of creates and updates', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let saved: (SavedValidity & NegotiationCandidate)[] = [];
        steps.forEach(({ kind, pick, validity: next }, i) => {
          const current = kind === 'update' && saved.length > 0 ? saved[pick % saved.length]! : null;
          const candidate: NegotiationCandidate = { ...(current ?? { name: `n${i}` }), ...next };
          const check = checkNegotiationChange({ existing: saved, current, next: candidate, today: TODAY });
          if (check.problems.length > 0) return;
          const id = current?.id ?? `n${i}`;
          saved = saved
            .filter((s) => s.id !== id)
            .map((s) => ({ ...s, end: check.closes.find((c) => c.id === s.id)?.end ?? s.end }));
          saved.push({ ...candidate, id });
        });
        for (const [i, a] of saved.entries()) {
          if (a.start !== null && a.end !== null) expect(a.end >= a.start).toBe(true);
          for (const b of saved.slice(i + 1)) expect(validitiesOverlap(a, b)).toBe(false);
        }
        expect(saved.filter((s) => s.start === null).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});
