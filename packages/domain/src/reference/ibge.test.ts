import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IBGE_CHECK_DIGIT_EXCEPTIONS, ibgeCheckDigit, ibgeCodeProblem, isValidIbgeCode, UF_BY_IBGE_CODE } from './ibge';

/** Independent oracle: the IBGE rule written out digit by digit (weights 1 2 1 2 1 2, products' digits summed). */
function oracleDigit(base: number[]): number {
  const weights = [1, 2, 1, 2, 1, 2];
  const sum = base
    .map((d, i) => d * (weights[i] ?? 0))
    .map((p) => Math.floor(p / 10) + (p % 10))
    .reduce((a, b) => a + b, 0);
  return sum % 10 === 0 ? 0 : 10 - (sum % 10);
}

describe('isValidIbgeCode', () => {
  it.each([
    ['3550308', 'São Paulo'],
    ['3509502', 'Campinas'],
    ['3304557', 'Rio de Janeiro'],
    ['5300108', 'Brasília'],
    ['1100015', "Alta Floresta D'Oeste"],
    ['5101837', 'Boa Esperança do Norte (2025)'],
    ['2201919', 'exception: Bom Princípio do Piauí'],
    ['5203962', 'exception: Buritinópolis'],
  ])('accepts %s (%s)', (code) => {
    expect(isValidIbgeCode(code)).toBe(true);
  });

  it.each<[string, string, ReturnType<typeof ibgeCodeProblem>]>([
    ['3550307', 'wrong check digit', 'checkDigit'],
    ['3550309', 'wrong check digit', 'checkDigit'],
    ['3505308', 'digits swapped', 'checkDigit'],
    ['2201918', 'an exception with another last digit', 'checkDigit'],
    ['355030', '6 digits', 'format'],
    ['35503080', '8 digits', 'format'],
    ['355030A', 'a letter', 'format'],
    ['', 'empty', 'format'],
    ['9950308', 'UF 99 does not exist', 'ufCode'],
    ['3050308', 'UF 30 does not exist', 'ufCode'],
    ['9800009', 'UF 98 (EX) is not a municipality', 'ufCode'],
  ])('refuses %j (%s)', (code, _why, problem) => {
    expect(isValidIbgeCode(code)).toBe(false);
    expect(ibgeCodeProblem(code)).toBe(problem);
  });

  it('accepts exactly the 9 official exceptions, none of which passes the arithmetic', () => {
    expect(IBGE_CHECK_DIGIT_EXCEPTIONS).toHaveLength(9);
    for (const code of IBGE_CHECK_DIGIT_EXCEPTIONS) {
      expect(ibgeCheckDigit(code.slice(0, 6))).not.toBe(Number(code[6]));
      expect(isValidIbgeCode(code)).toBe(true);
    }
  });

  it('agrees with the oracle for every 6-digit base of a known UF', () => {
    const uf = fc.constantFrom(...Object.keys(UF_BY_IBGE_CODE));
    const rest = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(uf, rest, fc.integer({ min: 0, max: 9 }), (ufCode, digits, last) => {
        const base = ufCode + digits.join('');
        const expected = oracleDigit([...base].map(Number));
        expect(ibgeCheckDigit(base)).toBe(expected);
        const code = base + last;
        if (!IBGE_CHECK_DIGIT_EXCEPTIONS.includes(code)) expect(isValidIbgeCode(code)).toBe(last === expected);
      }),
    );
  });
});

describe('UF_BY_IBGE_CODE', () => {
  it('has the 27 federative units', () => {
    expect(Object.keys(UF_BY_IBGE_CODE)).toHaveLength(27);
    expect(new Set(Object.values(UF_BY_IBGE_CODE)).size).toBe(27);
    expect(UF_BY_IBGE_CODE).toMatchObject({ '11': 'RO', '35': 'SP', '33': 'RJ', '53': 'DF', '43': 'RS' });
  });
});
