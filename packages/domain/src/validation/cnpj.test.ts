import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';

/** Independent oracle: the weights of the Receita Federal's rule written out. */
const W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const valueOf = (c: string): number => c.charCodeAt(0) - 48;
function oracleDigit(chars: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += valueOf(chars.charAt(i)) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
function oracleCnpj(base: string): string {
  const first = oracleDigit(base, W1);
  return base + String(first) + String(oracleDigit(base + String(first), W2));
}

const digitArb = fc.constantFrom(...'0123456789'.split(''));
const alnumArb = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const numericCnpjArb = fc
  .array(digitArb, { minLength: 12, maxLength: 12 })
  .map((chars) => oracleCnpj(chars.join('')))
  .filter((cnpj) => !/^(.)\1*$/.test(cnpj));
const alnumCnpjArb = fc
  .array(alnumArb, { minLength: 12, maxLength: 12 })
  .map((chars) => oracleCnpj(chars.join('')))
  .filter((cnpj) => !/^(.)\1*$/.test(cnpj));

function replaceAt(text: string, index: number, char: string): string {
  return text.slice(0, index) + char + text.slice(index + 1);
}

describe('isValidCnpj', () => {
  it.each([
    ['12.345.678/0001-95'],
    ['12345678000195'],
    ['11.222.333/0001-81'],
    ['00.000.000/0001-91'], // Banco do Brasil: a zero base is real
    ['33.000.167/0001-01'],
    ['00.360.305/0001-04'],
    ['60.701.190/0001-04'],
    [' 11.222.333/0001-81 '],
    ['11222333/0001-81'],
    // Receita Federal's published alphanumeric example (checked by hand below)
    ['12ABC34501DE35'],
    ['12.ABC.345/01DE-35'],
    ['12abc34501de35'],
  ])('accepts %j', (value) => {
    expect(isValidCnpj(value)).toBe(true);
  });

  it.each([
    ['12.345.678/0001-05', 'first check digit wrong'],
    ['12.345.678/0001-96', 'second check digit wrong'],
    ['12.345.678/0001-59', 'check digits swapped'],
    ['12ABC34501DE36', 'alphanumeric, second check digit wrong'],
    ['12ABC34501DE45', 'alphanumeric, first check digit wrong'],
    ['12ABC34501DE3A', 'letter in a check digit'],
    ['12ABC34501DEAB', 'letters in the check digits'],
    ['00.000.000/0000-00', 'all zeros (passes the arithmetic)'],
    ['00000000000000', 'all zeros bare'],
    ['11.111.111/1111-11', 'all ones'],
    ['1234567800019', '13 characters'],
    ['123456780001955', '15 characters'],
    ['12.345.678/0001-9', 'short formatted'],
    ['', 'empty'],
    ['   ', 'blank'],
    ['12-345-678/0001-95', 'wrong separators'],
    ['12ABC34501DÉ35', 'accented letter'],
    ['12AB_34501DE35', 'underscore'],
  ])('refuses %j (%s)', (value) => {
    expect(isValidCnpj(value)).toBe(false);
  });

  it('computes the Receita Federal example 12ABC34501DE35 step by step', () => {
    // values: 1 2 A=17 B=18 C=19 3 4 5 0 1 D=20 E=21
    const values = [1, 2, 17, 18, 19, 3, 4, 5, 0, 1, 20, 21];
    const sum1 = values.reduce((s, v, i) => s + v * (W1[i] ?? 0), 0);
    expect(sum1).toBe(459);
    expect(11 - (sum1 % 11)).toBe(3);
    const sum2 = [...values, 3].reduce((s, v, i) => s + v * (W2[i] ?? 0), 0);
    expect(11 - (sum2 % 11)).toBe(5);
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('accepts every numeric and alphanumeric CNPJ built by the independent oracle', () => {
    fc.assert(fc.property(numericCnpjArb, (cnpj) => isValidCnpj(cnpj) && isValidCnpj(formatCnpj(cnpj))));
    fc.assert(fc.property(alnumCnpjArb, (cnpj) => isValidCnpj(cnpj) && isValidCnpj(cnpj.toLowerCase())));
  });

  it('refuses a change to either check digit', () => {
    fc.assert(
      fc.property(
        numericCnpjArb,
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, i, shift) => {
          return !isValidCnpj(replaceAt(cnpj, i, String((Number(cnpj[i]) + shift) % 10)));
        },
      ),
    );
  });

  it('refuses a change to any single digit when the check digits are not 00', () => {
    fc.assert(
      fc.property(
        numericCnpjArb.filter((cnpj) => cnpj.slice(12) !== '00'),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, i, shift) => !isValidCnpj(replaceAt(cnpj, i, String((Number(cnpj[i]) + shift) % 10))),
      ),
    );
  });

  // Limits of mod 11: remainders 0 and 1 both give 0, so with check digits 00 a few
  // single-digit changes survive; and characters whose values differ by 11 (6/A, 7/B,
  // 8/C, 9/D, A/L, B/M …) are interchangeable in an alphanumeric CNPJ.
  it.each([
    ['37101884006200', '57101884006200'],
    ['37101884006200', '37107884006200'],
    ['12ABC34501DE35', '12LBC34501DE35'],
    ['12ABC34501DE35', '12ABC34501OE35'],
  ])('known limit of the scheme: %s and %s differ in one character and are both valid', (a, b) => {
    expect(isValidCnpj(a)).toBe(true);
    expect(isValidCnpj(b)).toBe(true);
  });
});

describe('cnpjCheckDigits', () => {
  it.each([
    ['123456780001', '95'],
    ['112223330001', '81'],
    ['000000000001', '91'],
    ['12ABC34501DE', '35'],
  ])('%s → %s', (base, digits) => {
    expect(cnpjCheckDigits(base)).toBe(digits);
  });

  it.each([['12345678000'], ['1234567800011'], ['12abc34501de'], ['12.345.678/0']])('throws on base %j', (base) => {
    expect(() => cnpjCheckDigits(base)).toThrow(RangeError);
  });

  it('agrees with the independent oracle', () => {
    fc.assert(
      fc.property(fc.array(alnumArb, { minLength: 12, maxLength: 12 }), (chars) => {
        const base = chars.join('');
        return base + cnpjCheckDigits(base) === oracleCnpj(base);
      }),
    );
  });
});

describe('normalizeCnpj and formatCnpj', () => {
  it.each([
    ['12.345.678/0001-95', '12345678000195'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    [' 12 345 678 0001 95 ', '12345678000195'],
    ['', ''],
  ])('normalizeCnpj(%j) → %j', (value, expected) => {
    expect(normalizeCnpj(value)).toBe(expected);
  });

  it.each([
    ['12345678000195', '12.345.678/0001-95'],
    ['12.345.678/0001-95', '12.345.678/0001-95'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['1234567800019', '1234567800019'],
    ['12.345', '12.345'],
    ['', ''],
  ])('formatCnpj(%j) → %j', (value, expected) => {
    expect(formatCnpj(value)).toBe(expected);
  });

  it('round-trips valid CNPJs between the bare and the 18-character formatted form', () => {
    fc.assert(
      fc.property(fc.oneof(numericCnpjArb, alnumCnpjArb), (bare) => {
        const formatted = formatCnpj(bare);
        return (
          formatted.length === 18 &&
          normalizeCnpj(formatted) === bare &&
          formatCnpj(normalizeCnpj(formatted)) === formatted
        );
      }),
    );
  });
});
