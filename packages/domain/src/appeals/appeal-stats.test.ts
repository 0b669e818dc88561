import { describe, expect, it } from 'vitest';
import { appealStatsRatios, averageDaysToAnswer, statsMonthRange, statsRatio } from './appeal-stats';

describe('statsMonthRange', () => {
  it.each([
    ['2026-01', '2026-01', { first: '2026-01-01', last: '2026-01-31', months: 1 }],
    ['2024-01', '2024-02', { first: '2024-01-01', last: '2024-02-29', months: 2 }],
    ['2025-02', '2025-02', { first: '2025-02-01', last: '2025-02-28', months: 1 }],
    ['2025-11', '2026-04', { first: '2025-11-01', last: '2026-04-30', months: 6 }],
    ['2024-01', '2025-12', { first: '2024-01-01', last: '2025-12-31', months: 24 }],
  ])('%s..%s → %j', (from, to, expected) => {
    expect(statsMonthRange(from, to)).toEqual(expected);
  });

  it.each([
    ['2026-02', '2026-01', 'inverted'],
    ['2027-01', '2026-12', 'inverted'],
    ['2024-01', '2026-01', 'tooLong'],
    ['2023-12', '2025-12', 'tooLong'],
  ])('%s..%s is refused (%s)', (from, to, problem) => {
    expect(statsMonthRange(from, to)).toEqual({ problem });
  });
});

describe('the shares', () => {
  it('are fractions with 4 decimals, null without a base', () => {
    expect(statsRatio(15_900n, 100_000n)).toBe(0.159);
    expect(statsRatio(1n, 3n)).toBe(0.3333);
    expect(statsRatio(2n, 3n)).toBe(0.6667);
    expect(statsRatio(5n, 0n)).toBeNull();
    expect(statsRatio(0n, 5n)).toBe(0);
  });

  it('glosa rate over produced, appealed over glosado, recovered over appealed', () => {
    expect(appealStatsRatios({ produced: 105_000n, glosado: 25_500n, appealed: 25_500n, recovered: 20_000n })).toEqual({
      glosaRate: 0.2429,
      appealedShare: 1,
      recoveredShare: 0.7843,
    });
    expect(appealStatsRatios({ produced: 0n, glosado: 0n, appealed: 0n, recovered: 0n })).toEqual({
      glosaRate: null,
      appealedShare: null,
      recoveredShare: null,
    });
  });

  it('the average of days to the answer has one decimal', () => {
    expect(averageDaysToAnswer([])).toBeNull();
    expect(averageDaysToAnswer([10])).toBe(10);
    expect(averageDaysToAnswer([1, 2, 2])).toBe(1.7);
  });
});
