import { describe, expect, it } from 'vitest';
import { defaultStatsPeriod, isPeriodValid } from './stats-period';

describe('the indicators period', () => {
  it('defaults to the last six months, this one included', () => {
    expect(defaultStatsPeriod('2026-03-15')).toEqual({ from: '2025-10', to: '2026-03' });
    expect(defaultStatsPeriod('2026-06-01')).toEqual({ from: '2026-01', to: '2026-06' });
  });

  it('refuses a start after the end', () => {
    expect(isPeriodValid({ from: '2026-01', to: '2026-01' })).toBe(true);
    expect(isPeriodValid({ from: '2025-12', to: '2026-01' })).toBe(true);
    expect(isPeriodValid({ from: '2026-02', to: '2026-01' })).toBe(false);
  });
});
