import { describe, expect, it } from 'vitest';
import { accuracyPercent, addCounts, byMonthThenName, figuresOf, zeroCounts } from './ocr-dashboard-figures';

describe('OCR accuracy by field (platform.md §2 DashboardOcr)', () => {
  it.each([
    [0, 0, null],
    [10, 0, 100],
    [10, 10, 0],
    [10, 12, 0],
    [3, 1, 66.7],
    [3, 2, 33.3],
    [8, 1, 87.5],
    // 1 − 1/16 = 93,75 %: half-up to 93,8 (floats would give 93,7 for some such cases).
    [16, 1, 93.8],
    [2000, 1, 100],
    [2000, 3, 99.9],
    [400, 1, 99.8],
  ])('reads %i fields with %i corrected as %s %%', (fieldsRead, corrected, expected) => {
    expect(accuracyPercent(fieldsRead, corrected)).toBe(expected);
  });

  it('adds counts and takes the accuracy from the confirmed guides only', () => {
    const a = { ...zeroCounts(), pages: 2, fieldsRead: 40, confirmed: 1, confirmedFieldsRead: 20, corrected: 2 };
    const b = { ...zeroCounts(), pages: 1, fieldsRead: 25, creditsUsed: 3 };
    expect(figuresOf(addCounts(a, b))).toEqual({
      pages: 3,
      confirmed: 1,
      fieldsRead: 65,
      corrected: 2,
      accuracy: 90,
      creditsUsed: 3,
    });
    expect(figuresOf(zeroCounts()).accuracy).toBeNull();
  });

  it('orders rows by month, then by name in Brazilian collation', () => {
    const rows = [
      { month: '2025-02', companyName: 'Beta' },
      { month: '2025-01', companyName: 'Ávila' },
      { month: '2025-01', companyName: 'alfa' },
    ];
    expect(rows.sort(byMonthThenName).map((r) => `${r.month} ${r.companyName}`)).toEqual([
      '2025-01 alfa',
      '2025-01 Ávila',
      '2025-02 Beta',
    ]);
  });
});
