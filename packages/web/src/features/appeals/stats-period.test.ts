import { describe, expect, it } from 'vitest';
import { addMonths, defaultStatsPeriod, isPeriodValid, monthOptions } from './stats-period';

describe('addMonths', () => {
  it.each([
    ['2026-03', -3, '2025-12'],
    ['2026-03', 0, '2026-03'],
    ['2025-12', 1, '2026-01'],
    ['2026-01', -13, '2024-12'],
    ['2026-06', 18, '2027-12'],
  ])('%s %+d → %s', (month, delta, expected) => {
    expect(addMonths(month, delta)).toBe(expected);
  });
});

describe('the indicators period', () => {
  it('defaults to the last six months, this one included', () => {
    expect(defaultStatsPeriod('2026-03-15')).toEqual({ from: '2025-10', to: '2026-03' });
    expect(defaultStatsPeriod('2026-06-01')).toEqual({ from: '2026-01', to: '2026-06' });
  });

  it('offers the months newest first, shown MM/YYYY', () => {
    expect(monthOptions('2026-02-10', 3)).toEqual([
      { value: '2026-02', label: '02/2026' },
      { value: '2026-01', label: '01/2026' },
      { value: '2025-12', label: '12/2025' },
    ]);
    expect(monthOptions('2026-02-10')).toHaveLength(36);
  });

  it('refuses a start after the end', () => {
    expect(isPeriodValid({ from: '2026-01', to: '2026-01' })).toBe(true);
    expect(isPeriodValid({ from: '2025-12', to: '2026-01' })).toBe(true);
    expect(isPeriodValid({ from: '2026-02', to: '2026-01' })).toBe(false);
  });
});
