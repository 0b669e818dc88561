import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  compareText,
  formatCents,
  formatDate,
  formatDateTime,
  formatMoney,
  formatCompactCents,
  formatMonth,
  formatNumber,
  formatPercent,
  formatTime,
  sortByText,
} from './format';

describe('formatMoney', () => {
  it.each<[number, string]>([
    [1234.5, 'R$ 1.234,50'],
    [0, 'R$ 0,00'],
    [0.1, 'R$ 0,10'],
    [0.29, 'R$ 0,29'],
    [1, 'R$ 1,00'],
    [999.999, 'R$ 1.000,00'],
    [1234567.89, 'R$ 1.234.567,89'],
    [-1234.5, '-R$ 1.234,50'],
    [-0.05, '-R$ 0,05'],
    [-0, 'R$ 0,00'],
    [-0.001, 'R$ 0,00'],
  ])('%d → %j', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('uses a normal space, never a no-break space', () => {
    expect(formatMoney(1234.5)).not.toContain('\u00a0');
    expect(formatMoney(1234.5).charCodeAt(2)).toBe(0x20);
  });

  it('agrees with formatCents for whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => formatMoney(cents / 100) === formatCents(cents)),
    );
  });
});

describe('formatCents', () => {
  it.each<[number | bigint, string]>([
    [123450, 'R$ 1.234,50'],
    [123450n, 'R$ 1.234,50'],
    [0, 'R$ 0,00'],
    [0n, 'R$ 0,00'],
    [-0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [99, 'R$ 0,99'],
    [100, 'R$ 1,00'],
    [100000, 'R$ 1.000,00'],
    [-5, '-R$ 0,05'],
    [-5n, '-R$ 0,05'],
    [-123450n, '-R$ 1.234,50'],
    [-100000000n, '-R$ 1.000.000,00'],
    [123456789012345678901234n, 'R$ 1.234.567.890.123.456.789.012,34'],
    [BigInt(Number.MAX_SAFE_INTEGER) + 2n, 'R$ 90.071.992.547.409,93'],
  ])('%s → %j', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it('refuses fractional cents', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it('is the same for a number and its bigint', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (c) => {
        const text = formatCents(c);
        return /^-?R\$ \d{1,3}(\.\d{3})*,\d{2}$/.test(text) && text.startsWith('-') === c < 0n;
      }),
    );
    fc.assert(fc.property(fc.maxSafeInteger(), (c) => formatCents(c) === formatCents(BigInt(c))));
  });
});

describe('formatNumber', () => {
  it.each<[number, string]>([
    [1234.5, '1.234,5'],
    [0, '0'],
    [-1000000, '-1.000.000'],
  ])('%d → %j', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each<[string, string]>([
    ['2024-01-31', '31/01/2024'],
    ['2024-01-01', '01/01/2024'],
    ['2023-12-31', '31/12/2023'],
    ['2024-02-29', '29/02/2024'],
    ['1999-07-04', '04/07/1999'],
  ])('calendar date %j → %j with no time zone shift', (value, expected) => {
    // `new Date('2024-01-01')` is UTC midnight, the previous day in Brazil (UTC−3):
    // the calendar-date path must not go through Date.
    expect(formatDate(value)).toBe(expected);
  });

  it('shows instants in local time', () => {
    expect(formatDate(new Date(2024, 0, 31, 23, 59))).toBe('31/01/2024');
    expect(formatDate(new Date(2024, 11, 1, 0, 0))).toBe('01/12/2024');
    expect(formatDate('2024-03-05T10:00:00')).toBe('05/03/2024');
    expect(formatDate(new Date(2024, 5, 9).getTime())).toBe('09/06/2024');
  });

  it('shows every calendar date as DD/MM/YYYY of the same day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (y, m, d) => {
          const p = (n: number) => String(n).padStart(2, '0');
          return formatDate(`${y}-${p(m)}-${p(d)}`) === `${p(d)}/${p(m)}/${y}`;
        },
      ),
    );
  });
});

describe('formatTime and formatDateTime', () => {
  it.each<[Date, string, string]>([
    [new Date(2024, 0, 31, 7, 5), '07:05', '31/01/2024 07:05'],
    [new Date(2024, 0, 31, 0, 0), '00:00', '31/01/2024 00:00'],
    [new Date(2024, 0, 31, 23, 59), '23:59', '31/01/2024 23:59'],
  ])('%s', (date, time, dateTime) => {
    expect(formatTime(date)).toBe(time);
    expect(formatDateTime(date)).toBe(dateTime);
  });
});

describe('compareText', () => {
  it.each<[string, string, '<' | '=' | '>']>([
    ['Sala 2', 'Sala 10', '<'],
    ['Sala 10', 'Sala 9', '>'],
    ['item 002', 'item 2', '='],
    ['Ávila', 'avila', '='],
    ['ação', 'acao', '='],
    ['JOÃO', 'joao', '='],
    ['Érico', 'Eduardo', '>'],
    ['Ângela', 'Bruno', '<'],
    ['abc', 'abd', '<'],
    ['Zé', 'ana', '>'],
    ['', 'a', '<'],
  ])('%j %s %j', (a, b, expected) => {
    const sign = Math.sign(compareText(a, b));
    expect(sign).toBe({ '<': -1, '=': 0, '>': 1 }[expected]);
    expect(Math.sign(compareText(b, a))).toBe(-sign || 0);
  });
});

describe('sortByText', () => {
  it('sorts accent- and case-insensitively with numbers compared as numbers', () => {
    const rooms = [
      { name: 'Sala 10' },
      { name: 'sala 2' },
      { name: 'Élcio' },
      { name: 'Zé' },
      { name: 'ana' },
      { name: 'Bruno' },
    ];
    expect(sortByText(rooms, (r) => r.name).map((r) => r.name)).toEqual([
      'ana',
      'Bruno',
      'Élcio',
      'sala 2',
      'Sala 10',
      'Zé',
    ]);
  });

  it('does not change its input', () => {
    const names = ['b', 'a'];
    sortByText(names, (n) => n);
    expect(names).toEqual(['b', 'a']);
  });
});

describe('formatPercent', () => {
  it.each<[number, string]>([
    [0.159, '15,9%'],
    [0.1234, '12,3%'],
    [1, '100%'],
    [0, '0%'],
    [12.5, '1.250%'],
  ])('%d → %j', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatCompactCents', () => {
  it.each([
    [0, 'R$ 0'],
    [95050, 'R$ 951'],
    [210000n, 'R$ 2,1 mil'],
    [350_000_000n, 'R$ 3,5 mi'],
  ])('%s → %j', (value, expected) => {
    expect(formatCompactCents(value)).toBe(expected);
  });
});

describe('formatMonth', () => {
  it.each([
    ['2026-03', '03/2026'],
    ['1999-12', '12/1999'],
    ['not a month', 'not a month'],
  ])('%j → %j', (value, expected) => {
    expect(formatMonth(value)).toBe(expected);
  });
});
