import { describe, expect, it } from 'vitest';
import { addMonths, monthOptions } from './months';

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

describe('monthOptions', () => {
  it('offers the months newest first, shown MM/YYYY', () => {
    expect(monthOptions('2026-02-10', 3)).toEqual([
      { value: '2026-02', label: '02/2026' },
      { value: '2026-01', label: '01/2026' },
      { value: '2025-12', label: '12/2025' },
    ]);
    expect(monthOptions('2026-02-10')).toHaveLength(36);
  });

  it('offers months ahead first when asked (a validity that starts next year)', () => {
    expect(monthOptions('2026-11-26', 2, 2).map((o) => o.value)).toEqual(['2027-01', '2026-12', '2026-11', '2026-10']);
  });

  it('offers the months a picker holds even outside the window, in their place', () => {
    expect(monthOptions('2026-11-26', 2, 1, ['2020-01', '2026-11', null, 'x']).map((o) => o.value)).toEqual([
      '2026-12',
      '2026-11',
      '2026-10',
      '2020-01',
    ]);
  });
});
