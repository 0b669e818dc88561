/**
 * CNPJ (Cadastro Nacional da Pessoa Jurídica) numbers, numeric and the alphanumeric form the
 * Receita Federal issues from July 2026: validation, normalisation and the
 * "00.000.000/0000-00" mask (platform.md §5 and §9, CNPJ field of 18 characters).
 */

/** Mask characters optional in their places; 12 letters/digits then 2 numeric check digits. */
const CNPJ_SHAPE = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/;
const CNPJ_BASE = /^[0-9A-Z]{12}$/;
const CNPJ_LENGTH = 14;

/** Value of a CNPJ character in the check-digit sum: its ASCII code minus 48 ('0' → 0, 'A' → 17). */
function charValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

/** Mod-11 check digit with weights 2..9 assigned from the right and restarting after 9. */
function mod11Digit(chars: string): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) {
    const weight = ((chars.length - 1 - i) % 8) + 2;
    sum += charValue(chars.charAt(i)) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The two numeric check digits of a CNPJ whose first twelve characters are `base`, as a
 * two-character string. Numeric CNPJ rule: mod 11 with weights 5,4,3,2,9,8,7,6,5,4,3,2 for
 * the first digit and 6,5,4,3,2,9,8,7,6,5,4,3,2 (base plus first digit) for the second; a
 * remainder below 2 gives 0, otherwise 11 − remainder. For the alphanumeric CNPJ each
 * character counts as its ASCII code minus 48 (digits keep their value, A = 17 … Z = 42),
 * as set by the Receita Federal in Instrução Normativa RFB nº 2.229/2024 and its Nota
 * Técnica COCAD/SUARA/RFB nº 49/2024 (SERPRO's "Cálculo dos dígitos verificadores do CNPJ
 * alfanumérico"). Throws a RangeError when `base` is not 12 characters of 0–9/A–Z.
 */
export function cnpjCheckDigits(base: string): string {
  if (!CNPJ_BASE.test(base)) {
    throw new RangeError(`CNPJ base must be 12 characters 0-9/A-Z, got "${base}"`);
  }
  const first = mod11Digit(base);
  const second = mod11Digit(base + String(first));
  return `${first}${second}`;
}

/**
 * A CNPJ with the mask and anything but letters and digits removed, letters upper-cased
 * ("12.abc.345/01de-35" → "12ABC34501DE35"): the form it is stored and compared in
 * (platform.md §5). The Receita Federal's alphanumeric CNPJ uses upper-case letters only,
 * so lower case typed by a person is taken as the same character. It does not validate.
 */
export function normalizeCnpj(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/**
 * Whether `value` is a valid CNPJ (platform.md §5 CNPJ field): formatted
 * ("12.345.678/0001-95") or bare, surrounding spaces ignored; 14 characters of which the first
 * 12 are digits or (the 2026 alphanumeric CNPJ, Instrução Normativa RFB nº 2.229/2024) letters
 * A–Z, and the last 2 are the numeric check digits of `cnpjCheckDigits`. One character
 * repeated fourteen times (00.000.000/0000-00 passes the arithmetic) is refused; a zero
 * base such as Banco do Brasil's 00.000.000/0001-91 is a real CNPJ and is accepted.
 */
export function isValidCnpj(value: string): boolean {
  const trimmed = value.trim().toUpperCase();
  if (!CNPJ_SHAPE.test(trimmed)) return false;
  const chars = normalizeCnpj(trimmed);
  if (chars.length !== CNPJ_LENGTH || /^(.)\1*$/.test(chars)) return false;
  return cnpjCheckDigits(chars.slice(0, 12)) === chars.slice(12);
}

/**
 * A CNPJ shown with its mask, "12345678000195" → "12.345.678/0001-95" and
 * "12abc34501de35" → "12.ABC.345/01DE-35" (platform.md §9: the masked CNPJ is 18
 * characters). Input that does not hold exactly 14 letters/digits is returned unchanged, so a
 * half-typed value is never mangled; it does not check the check digits.
 */
export function formatCnpj(value: string): string {
  const c = normalizeCnpj(value);
  if (c.length !== CNPJ_LENGTH) return value;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
