import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingFee, coversMonth, overlappingMonths, statementDueOn, type BillingFeeTerms } from './billing-fee';

const percent = (p: string, minimumFee: bigint | null = null): BillingFeeTerms => ({
  feeType: 'PERCENT',
  percent: p,
  minimumFee,
  fixedFee: null,
});

describe('billingFee (billing.md §2 BillingContract; decision 052)', () => {
  it.each([
    // base cents, percent, minimum, fee, minimum applied
    [100000n, '6', null, 6000n, false],
    [123456n, '6.5', null, 8025n, false], // 80,2464 → 80,25
    [123450n, '6.5', null, 8024n, false], // 80,2425 → 80,24
    [10n, '5', null, 1n, false], // 0,005 → 0,01 (half-up)
    [9n, '5', null, 0n, false], // 0,0045 → 0,00
    [100000n, '6', 800000n, 800000n, true],
    [100000000n, '6', 800000n, 6000000n, false],
    [0n, '8', 150000n, 150000n, true],
    [0n, '8', null, 0n, false],
    [999999999999n, '0.0001', null, 1000000n, false],
    [-50000n, '10', null, 0n, false], // a month of reversals owes nothing
  ])('%s cents at %s %% (minimum %s) → %s', (base, p, minimum, fee, applied) => {
    const result = billingFee(percent(p, minimum), base);
    expect(result.fee).toBe(fee);
    expect(result.minimumApplied).toBe(applied);
  });

  it('a fixed fee ignores the base', () => {
    const terms: BillingFeeTerms = { feeType: 'FIXED', percent: null, minimumFee: null, fixedFee: 350000n };
    expect(billingFee(terms, 0n)).toEqual({ byPercent: 0n, fee: 350000n, minimumApplied: false });
    expect(billingFee(terms, 10n ** 12n).fee).toBe(350000n);
  });

  it('property: the fee is the percentage within half a cent, never under the minimum', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.bigInt({ min: 0n, max: 10n ** 9n }), { nil: null }),
        (base, tenThousandths, minimum) => {
          const p = `${Math.floor(tenThousandths / 10000)}.${String(tenThousandths % 10000).padStart(4, '0')}`;
          const { fee, byPercent, minimumApplied } = billingFee(percent(p, minimum), base);
          // byPercent × 10^6 is within half a cent of base × percent × 10^4.
          const exact = base * BigInt(tenThousandths);
          expect(byPercent * 1_000_000n - exact <= 500_000n).toBe(true);
          expect(exact - byPercent * 1_000_000n < 500_000n).toBe(true);
          expect(fee >= (minimum ?? 0n)).toBe(true);
          expect(fee).toBe(minimumApplied ? minimum : byPercent);
          expect(minimumApplied).toBe(minimum !== null && minimum > byPercent);
        },
      ),
    );
  });
});

describe('contract months', () => {
  it.each([
    ['2026-03-15', null, '2026-03', true],
    ['2026-03-15', null, '2026-02', false],
    ['2026-03-15', null, '2030-01', true],
    ['2026-03-15', '2026-06-01', '2026-06', true],
    ['2026-03-15', '2026-06-01', '2026-07', false],
  ])('%s to %s covers %s: %s', (startsOn, endsOn, month, covered) => {
    expect(coversMonth({ startsOn, endsOn }, month)).toBe(covered);
  });

  it('two contracts sharing a month overlap, even on different days', () => {
    const others = [
      { id: 'old', startsOn: '2025-01-01', endsOn: '2026-03-10' },
      { id: 'later', startsOn: '2027-01-01', endsOn: null },
    ];
    expect(overlappingMonths({ startsOn: '2026-03-20', endsOn: null }, others)?.id).toBe('old');
    expect(overlappingMonths({ startsOn: '2026-04-01', endsOn: '2026-12-31' }, others)).toBeUndefined();
    expect(overlappingMonths({ startsOn: '2026-04-01', endsOn: null }, others)?.id).toBe('later');
  });

  it.each([
    ['2026-03', 10, '2026-04-10'],
    ['2026-12', 5, '2027-01-05'],
    ['2026-01', 28, '2026-02-28'],
  ])('a statement of %s with due day %s is due on %s', (month, day, due) => {
    expect(statementDueOn(month, day)).toBe(due);
  });
});
