import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planExport, type EventFacts, type ExportedState } from './receivable-plan';

const facts = (over: Partial<EventFacts> = {}): EventFacts => ({
  value: '1500.00',
  dueDate: '2026-11-30',
  received: '0',
  receivedOn: null,
  ...over,
});
const sent = (over: Partial<ExportedState> = {}): ExportedState => ({
  receivableId: 'r1',
  attempted: true,
  exportedValue: '1500.00',
  dueDate: '2026-11-30',
  settlementId: null,
  settledValue: null,
  settledOn: null,
  ...over,
});

describe('planExport (decision 054)', () => {
  it.each([
    { name: 'never exported', state: null, facts: facts(), plan: { receivable: 'create', settlement: 'none' } },
    {
      name: 'an attempt whose answer was lost',
      state: sent({ receivableId: null }),
      facts: facts(),
      plan: { receivable: 'lookupThenCreate', settlement: 'none' },
    },
    { name: 'nothing changed', state: sent(), facts: facts(), plan: { receivable: 'keep', settlement: 'none' } },
    {
      name: 'same value written differently',
      state: sent({ exportedValue: '1500' }),
      facts: facts(),
      plan: { receivable: 'keep', settlement: 'none' },
    },
    {
      name: 'the value changed',
      state: sent(),
      facts: facts({ value: '1600.00' }),
      plan: { receivable: 'update', settlement: 'none' },
    },
    {
      name: 'the due date changed',
      state: sent(),
      facts: facts({ dueDate: '2026-12-01' }),
      plan: { receivable: 'update', settlement: 'none' },
    },
    {
      name: 'money arrived',
      state: sent(),
      facts: facts({ received: '1200.00', receivedOn: '2026-11-20' }),
      plan: { receivable: 'keep', settlement: 'create' },
    },
    {
      name: 'more money arrived',
      state: sent({ settlementId: 'b1', settledValue: '1200.00', settledOn: '2026-11-20' }),
      facts: facts({ received: '1500.00', receivedOn: '2026-11-25' }),
      plan: { receivable: 'keep', settlement: 'replace' },
    },
    {
      name: 'the receipt was undone',
      state: sent({ settlementId: 'b1', settledValue: '1200.00', settledOn: '2026-11-20' }),
      facts: facts(),
      plan: { receivable: 'keep', settlement: 'delete' },
    },
    {
      name: 'settled and unchanged',
      state: sent({ settlementId: 'b1', settledValue: '1200.00', settledOn: '2026-11-20' }),
      facts: facts({ received: '1200.00', receivedOn: '2026-11-20' }),
      plan: { receivable: 'keep', settlement: 'keep' },
    },
  ])('$name', ({ state, facts: f, plan }) => {
    expect(planExport(state, f)).toEqual(plan);
  });

  const money = fc.integer({ min: 0, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
  const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);
  const factsArb = fc.record({
    value: money,
    dueDate: day,
    received: money,
    receivedOn: fc.option(day, { nil: null }),
  });

  /** What a successful export leaves behind. */
  function apply(state: ExportedState | null, f: EventFacts): ExportedState {
    const plan = planExport(state, f);
    const settles = plan.settlement === 'create' || plan.settlement === 'replace' || plan.settlement === 'keep';
    return {
      receivableId: state?.receivableId ?? 'r',
      attempted: true,
      exportedValue: f.value,
      dueDate: f.dueDate,
      settlementId: settles ? 's' : null,
      settledValue: settles ? f.received : null,
      settledOn: settles ? f.receivedOn : null,
    };
  }

  it('property: exporting again with the same facts plans nothing', () => {
    fc.assert(
      fc.property(fc.option(factsArb, { nil: null }), factsArb, (before, now) => {
        const state = before ? apply(null, before) : null;
        const after = apply(state, now);
        const again = planExport(after, now);
        expect(again.receivable).toBe('keep');
        expect(['keep', 'none']).toContain(again.settlement);
      }),
    );
  });

  it('property: an exported receivable is never created again', () => {
    fc.assert(
      fc.property(fc.array(factsArb, { minLength: 1, maxLength: 8 }), (history) => {
        let state: ExportedState | null = null;
        let creates = 0;
        for (const f of history) {
          const plan = planExport(state, f);
          if (plan.receivable === 'create' || plan.receivable === 'lookupThenCreate') creates += 1;
          state = apply(state, f);
        }
        expect(creates).toBe(1);
      }),
    );
  });
});
