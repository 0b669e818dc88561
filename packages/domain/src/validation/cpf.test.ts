import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cpfCheckDigits, formatCpf, isValidCpf, normalizeCpf } from './cpf';

/** Independent oracle: the Receita Federal weights written out, not derived. */
const W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
function oracleDigit(digits: number[], weights: number[]): number {
  const rest = digits.reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}
function oracleCpf(base: number[]): string {
  const first = oracleDigit(base, W1);
  const second = oracleDigit([...base, first], W2);
  return [...base, first, second].join('');
}

const baseArb = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });
const validCpfArb = baseArb.map(oracleCpf).filter((cpf) => !/^(\d)\1*$/.test(cpf));

function replaceAt(text: string, index: number, char: string): string {
  return text.slice(0, index) + char + text.slice(index + 1);
}

describe('isValidCpf', () => {
  it.each([
    ['123.456.789-09'],
    ['12345678909'],
    ['529.982.247-25'],
    ['52998224725'],
    ['111.444.777-35'],
    ['935.411.347-80'],
    ['390.533.447-05'],
    [' 529.982.247-25 '],
    ['529982247-25'],
  ])('accepts %j', (value) => {
    expect(isValidCpf(value)).toBe(true);
  });

  it.each([
    ['123.456.789-19', 'first check digit wrong'],
    ['123.456.789-00', 'second check digit wrong'],
    ['123.456.789-90', 'check digits swapped'],
    ['529.982.247-35', 'first check digit wrong'],
    ['529.982.247-24', 'second check digit wrong'],
    ['000.000.000-00', 'all zeros (passes the arithmetic)'],
    ['111.111.111-11', 'all ones (passes the arithmetic)'],
    ['99999999999', 'all nines (passes the arithmetic)'],
    ['1234567890', '10 digits'],
    ['123456789091', '12 digits'],
    ['123.456.789-0', 'short formatted'],
    ['', 'empty'],
    ['   ', 'blank'],
    ['123.456.789/09', 'wrong separator'],
    ['123-456-789-09', 'wrong separators'],
    ['12.345.678-909', 'dots in the wrong places'],
    ['abc.def.ghi-jk', 'letters'],
    ['１２３４５６７８９０９', 'full-width digits'],
  ])('refuses %j (%s)', (value) => {
    expect(isValidCpf(value)).toBe(false);
  });

  it('refuses every repeated-digit sequence although each passes the check-digit arithmetic', () => {
    for (let d = 0; d <= 9; d++) {
      const same = String(d).repeat(11);
      expect(cpfCheckDigits(same.slice(0, 9))).toBe(same.slice(9));
      expect(isValidCpf(same)).toBe(false);
    }
  });

  it('accepts every CPF built by the independent oracle (not repeated digits)', () => {
    fc.assert(fc.property(validCpfArb, (cpf) => isValidCpf(cpf) && isValidCpf(formatCpf(cpf))));
  });

  it('refuses a change to either check digit', () => {
    fc.assert(
      fc.property(validCpfArb, fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 }), (cpf, i, shift) => {
        const changed = String((Number(cpf[i]) + shift) % 10);
        return !isValidCpf(replaceAt(cpf, i, changed));
      }),
    );
  });

  it('refuses a change to any single digit when the first check digit is not 0', () => {
    fc.assert(
      fc.property(
        validCpfArb.filter((cpf) => cpf[9] !== '0'),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, i, shift) => !isValidCpf(replaceAt(cpf, i, String((Number(cpf[i]) + shift) % 10))),
      ),
    );
  });

  // Mod 11 maps remainders 0 and 1 both to check digit 0, and the first digit has weight
  // 11 ≡ 0 in the second sum, so a few single-digit changes (≈0.2 %) keep a CPF valid.
  it.each([
    ['41105588408', '31105588408'],
    ['60258839201', '50258839201'],
  ])('known limit of the scheme: %s and %s differ in one digit and are both valid', (a, b) => {
    expect(isValidCpf(a)).toBe(true);
    expect(isValidCpf(b)).toBe(true);
  });
});

describe('cpfCheckDigits', () => {
  it.each([
    ['123456789', '09'],
    ['529982247', '25'],
    ['111444777', '35'],
    ['000000000', '00'],
  ])('%s → %s', (base, digits) => {
    expect(cpfCheckDigits(base)).toBe(digits);
  });

  it.each([['12345678'], ['1234567890'], ['12345678a'], ['']])('throws on base %j', (base) => {
    expect(() => cpfCheckDigits(base)).toThrow(RangeError);
  });

  it('agrees with the independent oracle', () => {
    fc.assert(fc.property(baseArb, (base) => cpfCheckDigits(base.join('')) === oracleCpf(base).slice(9)));
  });
});

describe('normalizeCpf and formatCpf', () => {
  it.each([
    ['123.456.789-09', '12345678909'],
    ['12345678909', '12345678909'],
    [' 123 456 789 09 ', '12345678909'],
    ['', ''],
  ])('normalizeCpf(%j) → %j', (value, expected) => {
    expect(normalizeCpf(value)).toBe(expected);
  });

  it.each([
    ['12345678909', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['123456789-09', '123.456.789-09'],
    ['1234567890', '1234567890'],
    ['123.456', '123.456'],
    ['', ''],
  ])('formatCpf(%j) → %j', (value, expected) => {
    expect(formatCpf(value)).toBe(expected);
  });

  it('round-trips valid CPFs between the bare and the formatted form', () => {
    fc.assert(
      fc.property(validCpfArb, (bare) => {
        const formatted = formatCpf(bare);
        return (
          /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(formatted) &&
          formatCpf(normalizeCpf(formatted)) === formatted &&
          normalizeCpf(formatted) === bare
        );
      }),
    );
  });
});
