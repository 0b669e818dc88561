import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formDate, formDocument, formFactor, formMoney, formRanges, formTime, sumMoney, toWinAnsi } from './text';

describe('guide form text', () => {
  it.each([
    ['1234.5', '1.234,50'],
    ['0', '0,00'],
    ['1234567.891', '1.234.567,89'],
    ['0.005', '0,01'],
    ['-12.3', '-12,30'],
    ['-0.001', '0,00'],
    ['', ''],
    ['abc', ''],
  ])('formMoney(%s) = %s', (value, expected) => expect(formMoney(value)).toBe(expected));

  it('formMoney agrees with pt-BR number formatting for any amount in cents', () => {
    const pt = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const text = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
        expect(formMoney(text)).toBe(pt.format(cents / 100));
      }),
    );
  });

  it('sums money exactly', () => {
    expect(sumMoney(['0.1', '0.2', null, '1000'])).toBe('1000.30');
    expect(sumMoney([null, ''])).toBeNull();
    expect(sumMoney(['-5.5', '2'])).toBe('-3.50');
  });

  it('formats dates, times, factors, documents and row references', () => {
    expect(formDate('2026-01-10')).toBe('10/01/2026');
    expect(formDate(null)).toBe('');
    expect(formTime('08:05:00')).toBe('08:05');
    expect(formFactor('0.7')).toBe('0,70');
    expect(formFactor('1.3')).toBe('1,30');
    expect(formDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formDocument('12345678901')).toBe('123.456.789-01');
    expect(formDocument('000123')).toBe('000123');
    expect(formRanges([3, 1, 2, 5, 7, 8])).toBe('1-3, 5, 7, 8');
  });

  it('keeps WinAnsi text and drops or decomposes the rest', () => {
    expect(toWinAnsi('São João — “ação” €')).toBe('São João — “ação” €');
    expect(toWinAnsi('Łódź Nguyễn 😀\ttab')).toBe('Lódz Nguyen  tab');
    expect(toWinAnsi('a\nb')).toBe('a b');
    expect(toWinAnsi('a\nb', true)).toBe('a\nb');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        for (const char of toWinAnsi(text)) {
          const code = char.codePointAt(0)!;
          expect(code >= 0x20 && code <= 0xff ? code < 0x7f || code >= 0xa0 : code < 0x2200).toBe(true);
        }
      }),
    );
  });
});
