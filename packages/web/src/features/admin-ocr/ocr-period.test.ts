import { describe, expect, it } from 'vitest';
import { changeOcrPeriod, defaultOcrPeriod, ocrPeriodFromParams, writeOcrPeriod } from './ocr-period';

const TODAY = '2025-03-18';

describe('the OCR dashboard period', () => {
  it('defaults to the 12 months up to the current one', () => {
    expect(defaultOcrPeriod(TODAY)).toEqual({ from: '2024-04', to: '2025-03' });
  });

  it.each([
    ['from=2025-01&to=2025-02', { from: '2025-01', to: '2025-02' }],
    ['from=2025-01', { from: '2025-01', to: '2025-03' }],
    ['from=2025-13&to=2025-02', { from: '2024-04', to: '2025-02' }],
    ['from=2025-03&to=2025-01', { from: '2024-04', to: '2025-03' }],
    ['to=abc', { from: '2024-04', to: '2025-03' }],
  ])('reads %s from the address', (query, expected) => {
    expect(ocrPeriodFromParams(new URLSearchParams(query), TODAY)).toEqual(expected);
  });

  it('moves the other end when one passes it', () => {
    const current = { from: '2025-01', to: '2025-02' };
    expect(changeOcrPeriod(current, { from: '2025-03' })).toEqual({ from: '2025-03', to: '2025-03' });
    expect(changeOcrPeriod(current, { to: '2024-12' })).toEqual({ from: '2024-12', to: '2024-12' });
    expect(changeOcrPeriod(current, { to: '2025-05' })).toEqual({ from: '2025-01', to: '2025-05' });
  });

  it('writes nothing for the default period and keeps the rest of the address', () => {
    const params = new URLSearchParams('x=1&from=2025-01&to=2025-02');
    expect(writeOcrPeriod(params, defaultOcrPeriod(TODAY), TODAY).toString()).toBe('x=1');
    expect(writeOcrPeriod(params, { from: '2024-06', to: '2025-02' }, TODAY).toString()).toBe(
      'x=1&from=2024-06&to=2025-02',
    );
  });
});
