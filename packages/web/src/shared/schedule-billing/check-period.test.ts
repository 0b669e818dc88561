import { describe, expect, it } from 'vitest';
import { addMonths, checkDays, monthOptions } from './check-period';

describe('the check’s period (decision 050: at most 62 days)', () => {
  it.each([
    [
      { from: '2026-03', until: '2026-03' },
      { from: '2026-03-01', to: '2026-03-31' },
    ],
    [
      { from: '2026-07', until: '2026-08' },
      { from: '2026-07-01', to: '2026-08-31' },
    ],
    [
      { from: '2026-12', until: '2027-01' },
      { from: '2026-12-01', to: '2027-01-31' },
    ],
    [{ from: '2026-03', until: '2026-05' }, null],
    [{ from: '2026-03', until: '2026-02' }, null],
  ])('%j', (period, days) => {
    expect(checkDays(period)).toEqual(days);
  });

  it('offers the months around this one in pt-BR', () => {
    const options = monthOptions('2026-03');
    expect(options).toHaveLength(37);
    expect(options[24]).toEqual({ value: '2026-03', label: 'março de 2026' });
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});
