import { describe, expect, it } from 'vitest';
import { formatDate } from './format';
import { parseDate } from './parse-date';

describe('parseDate (DD/MM/YYYY → YYYY-MM-DD)', () => {
  it.each<[string, string | null]>([
    ['10/01/2026', '2026-01-10'],
    [' 1/2/2026 ', '2026-02-01'],
    ['29/02/2024', '2024-02-29'],
    ['31/12/1999', '1999-12-31'],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['00/01/2026', null],
    ['10/13/2026', null],
    ['2026-01-10', null],
    ['10/01/26', null],
    ['10-01-2026', null],
    ['01/01/1800', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseDate(text)).toBe(expected);
  });

  it('reads back what formatDate shows', () => {
    expect(parseDate(formatDate('2026-03-07'))).toBe('2026-03-07');
  });
});
