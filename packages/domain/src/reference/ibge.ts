/**
 * IBGE codes: the 2-digit code of each state (UF) and the 7-digit municipality code, whose
 * last digit is a check digit (IBGE's mod-10 algorithm).
 */

/** The 27 federative units by IBGE code (the codes of TISS Tabela 59, without 98 = EX). */
export const UF_BY_IBGE_CODE: Readonly<Record<string, string>> = {
  '11': 'RO',
  '12': 'AC',
  '13': 'AM',
  '14': 'RR',
  '15': 'PA',
  '16': 'AP',
  '17': 'TO',
  '21': 'MA',
  '22': 'PI',
  '23': 'CE',
  '24': 'RN',
  '25': 'PB',
  '26': 'PE',
  '27': 'AL',
  '28': 'SE',
  '29': 'BA',
  '31': 'MG',
  '32': 'ES',
  '33': 'RJ',
  '35': 'SP',
  '41': 'PR',
  '42': 'SC',
  '43': 'RS',
  '50': 'MS',
  '51': 'MT',
  '52': 'GO',
  '53': 'DF',
};

/**
 * Municipalities whose official code does not follow the check-digit algorithm (created
 * after the rule, IBGE kept the codes): accepted as they are, and only these.
 */
export const IBGE_CHECK_DIGIT_EXCEPTIONS: readonly string[] = [
  '2201919',
  '2201988',
  '2202251',
  '2611533',
  '3117836',
  '3152131',
  '4305871',
  '5203939',
  '5203962',
];
const exceptions = new Set(IBGE_CHECK_DIGIT_EXCEPTIONS);

/**
 * The check digit of the first 6 digits of a municipality code: weights 1,2,1,2,1,2; a
 * product of two digits counts as the sum of its digits; the digit completes the sum to the
 * next multiple of 10.
 */
export function ibgeCheckDigit(base: string): number {
  if (!/^\d{6}$/.test(base)) throw new Error('ibgeCheckDigit expects 6 digits');
  let sum = 0;
  for (let i = 0; i < 6; i++) {
    const product = Number(base[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Why a municipality code is not valid, or null when it is. */
export type IbgeCodeProblem = 'format' | 'ufCode' | 'checkDigit';

export function ibgeCodeProblem(code: string): IbgeCodeProblem | null {
  if (!/^\d{7}$/.test(code)) return 'format';
  if (!UF_BY_IBGE_CODE[code.slice(0, 2)]) return 'ufCode';
  if (exceptions.has(code)) return null;
  return ibgeCheckDigit(code.slice(0, 6)) === Number(code[6]) ? null : 'checkDigit';
}

/** A 7-digit municipality code of a known UF with a correct check digit (or one of the 9 official exceptions). */
export function isValidIbgeCode(code: string): boolean {
  return ibgeCodeProblem(code) === null;
}
