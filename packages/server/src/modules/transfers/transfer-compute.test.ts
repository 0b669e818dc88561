import fc from 'fast-check';
import { centsText, sumCents, toCents, type ShareLine } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { computeReceiver, DEFAULT_PROFILE, shareOpenEntries } from './transfer-compute';
import type { OpenEntry } from './transfers.repository';

const DOCTORS = ['d1', 'd2', 'd3'];

const line = (actorId: string, role: ShareLine['role'], revenue: string): ShareLine => ({
  actorId,
  role,
  order: 1,
  revenue,
  basis: 'fee',
});

const entry = (over: Partial<OpenEntry>): OpenEntry => ({
  id: 'e',
  procedureRowId: null,
  receiverId: 'd1',
  receiverType: 'anesthetist',
  healthInsuranceId: 'i1',
  value: '100.00',
  ...over,
});

describe('shareOpenEntries', () => {
  it("splits each receipt over its row's team; the nurse's part and a receipt without receiver stay with the group", () => {
    const teams = new Map<string, ShareLine[]>([
      [
        'row1',
        [
          line('d1', 'anesthetist', '600.00'),
          line('d2', 'assistantAnesthetist', '300.00'),
          line('n', 'nurse', '100.00'),
        ],
      ],
    ]);
    const { receivers, companyShare } = shareOpenEntries(
      [
        entry({ id: 'a', procedureRowId: 'row1', value: '1000.00' }),
        entry({ id: 'b', value: '50.00', healthInsuranceId: 'i2' }),
        entry({ id: 'c', receiverId: null, value: '7.00' }),
      ],
      teams,
    );
    const byId = Object.fromEntries(receivers.map((r) => [r.receiverId, r]));
    expect(centsText(byId.d1!.fullValue)).toBe('650.00');
    expect(centsText(byId.d2!.fullValue)).toBe('300.00');
    expect(byId.d1!.entryCount).toBe(2);
    expect(Object.fromEntries([...byId.d1!.byInsurer].map(([k, v]) => [k, centsText(v)]))).toEqual({
      i1: '600.00',
      i2: '50.00',
    });
    expect(centsText(companyShare)).toBe('107.00');
  });

  it('never loses a cent: Σ receivers + the group = Σ receipts, and each receiver sums its insurers', () => {
    const cents = fc.integer({ min: 1, max: 5_000_000 });
    const team = fc.array(
      fc.record({
        actor: fc.constantFrom(...DOCTORS, 'nurse'),
        revenue: fc.integer({ min: 0, max: 100_000 }),
      }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ cents, team, insurer: fc.constantFrom('i1', 'i2') }), { maxLength: 30 }),
        (rows) => {
          const teams = new Map<string, ShareLine[]>();
          const entries = rows.map((r, i) => {
            teams.set(
              `row${i}`,
              r.team.map((m) =>
                line(m.actor, m.actor === 'nurse' ? 'nurse' : 'anesthetist', centsText(BigInt(m.revenue))),
              ),
            );
            return entry({
              id: `e${i}`,
              procedureRowId: `row${i}`,
              value: centsText(BigInt(r.cents)),
              healthInsuranceId: r.insurer,
            });
          });
          const { receivers, companyShare } = shareOpenEntries(entries, teams);
          const total = sumCents(entries.map((e) => toCents(e.value)));
          expect(sumCents(receivers.map((r) => r.fullValue)) + companyShare).toBe(total);
          for (const r of receivers) expect(sumCents([...r.byInsurer.values()])).toBe(r.fullValue);
        },
      ),
    );
  });
});

describe('computeReceiver', () => {
  it('caps a discount the manager set above a full value that has since shrunk', () => {
    const month = {
      receiverId: 'd1',
      receiverType: 'anesthetist' as const,
      fullValue: 10_000n,
      byInsurer: new Map([['i1', 10_000n]]),
      entryCount: 1,
    };
    const { result } = computeReceiver('2026-01', month, DEFAULT_PROFILE, 50_000n, []);
    expect(result.discount).toBe(10_000n);
    expect(result.liquid).toBe(0n);
  });
});
