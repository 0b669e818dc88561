import { messages } from '@honora/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkField, cleanValue, decimalOfMoney, isoOfDate, isValidCns } from './field-checks';
import type { OcrFieldKind } from './layouts';

const k = messages.screens.ocr.checks;

describe('cleanValue: what a kind of field keeps of the text read', () => {
  it.each<[OcrFieldKind, string, string]>([
    ['ans', '12345 6', '123456'],
    ['ans', '1234564874', '123456'], // a neighbour read on after six digits is cut
    ['tuss', '3O6O2246', '30602246'], // O read for 0
    ['tuss', '306022461', '30602246'],
    ['table', '221', '22'],
    ['quantity', 'l', '1'],
    ['uf', '35', '35'],
    ['date', '| 10/01/2026 1', '10/01/2026'],
    ['date', '1O0l2026', '10/01/2026'],
    ['time', '0930', '09:30'],
    ['time', '9:30', '09:30'],
    ['time', '08:00 ASA', '08:00'],
    ['money', '221.234,50', '221.234,50'],
    ['money', 'R$ 1.234,50', '1.234,50'],
    ['money', '22 4.456,26', '4.456,26'],
    ['wallet', 'Ê2626229622937136', '2626229622937136'],
    ['guideNumber', '090646237É', '090646237'],
    ['guideNumber', 'AB12', 'AB12'], // short guide numbers keep their letters
    ['yesNo', 'n', 'N'],
    ['name', '| João da Silva', 'João da Silva'],
  ])('%s %j → %j', (kind, raw, clean) => {
    expect(cleanValue(kind, raw)).toBe(clean);
  });
});

describe('checkField: what is wrong with a value for its kind', () => {
  it.each<[OcrFieldKind, string, string | null]>([
    ['date', '31/02/2026', k.date],
    ['date', '29/02/2028', null],
    ['time', '24:00', k.time],
    ['money', '1234,5', k.money],
    ['money', '1.234,56', null],
    ['ans', '12345', '(6)'],
    ['cnes', '1234567', null],
    ['tuss', '3060224', k.tuss],
    ['uf', '35', null],
    ['uf', '99', k.uf],
    ['councilNumber', '12A', k.councilNumber],
    ['operatorCode', '11111111111', k.cpf],
    ['operatorCode', '52998224725', null],
    ['operatorCode', '000123', null],
    ['cns', '898001160660007', k.cns],
    ['yesNo', 'X', k.yesNo],
    ['text', '', null],
  ])('%s %j', (kind, value, problem) => {
    const found = checkField(kind, value);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem.startsWith('(') ? problem.slice(1, -1) : problem);
  });

  it('an empty required field is flagged', () => {
    expect(checkField('name', '', true)).toBe(k.required);
    expect(checkField('name', '', false)).toBeNull();
  });
});

describe('dates, amounts and CNS', () => {
  it('a date round-trips through dd/mm/aaaa', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [y, m, day] = iso.split('-');
        expect(isoOfDate(`${day}/${m}/${y}`)).toBe(iso);
      }),
    );
  });

  it('an amount written in pt-BR reads back as its decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (cents) => {
        const text = (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(Number(decimalOfMoney(text))).toBeCloseTo(cents / 100, 2);
        expect(cleanValue('money', text)).toBe(text);
      }),
    );
  });

  it('a definitive CNS checks by its sum mod 11, one changed digit does not', () => {
    // 15 digits whose weighted sum (15..1) is a multiple of 11.
    const valid = '700000000000005';
    const sum = valid.split('').reduce((acc, ch, i) => acc + Number(ch) * (15 - i), 0);
    expect(sum % 11 === 0).toBe(isValidCns(valid));
    expect(isValidCns('100000000000000')).toBe(false);
  });
});
