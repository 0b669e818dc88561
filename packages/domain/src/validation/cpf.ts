/**
 * CPF (Cadastro de Pessoas Físicas) numbers: validation, normalisation and the
 * "000.000.000-00" mask (platform.md §5, "CPF: 11 digits, not all zeros, both check digits valid").
 */

/** The mask characters may be present in their places or left out: "123.456.789-09", "12345678909". */
const CPF_SHAPE = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CPF_LENGTH = 11;

/** Mod-11 check digit over `digits` with weights counting down from `digits.length + 1` to 2. */
function mod11Digit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[i]) * (digits.length + 1 - i);
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The two check digits of a CPF whose first nine digits are `base` (bare digits), as a
 * two-character string. Implements the Receita Federal's mod-11 rule that platform.md §5
 * refers to as "both check digits valid": the first digit weights the nine base digits
 * 10..2, the second weights the base plus the first check digit 11..2; a remainder below 2
 * gives 0, otherwise 11 − remainder. Throws a RangeError when `base` is not nine digits.
 */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError(`CPF base must be 9 digits, got "${base}"`);
  const first = mod11Digit(base);
  const second = mod11Digit(base + String(first));
  return `${first}${second}`;
}

/**
 * The digits of a CPF with everything else removed ("123.456.789-09" → "12345678909"), the
 * form it is stored and compared in (platform.md §5 speaks of the 11 digits). It does not
 * validate: pair it with `isValidCpf`.
 */
export function normalizeCpf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Whether `value` is a valid CPF (platform.md §5): formatted ("123.456.789-09") or bare
 * digits, surrounding spaces ignored; exactly 11 digits; not one digit repeated eleven
 * times; both check digits right (see `cpfCheckDigits`). The spec names only "not all
 * zeros", but every repeated-digit sequence (111.111.111-11 … 999.999.999-99) passes the
 * check-digit arithmetic and the Receita Federal issues none of them, so all are refused.
 * An empty value is not a CPF: the form rule `cpfRule` is the one that accepts empty.
 */
export function isValidCpf(value: string): boolean {
  const trimmed = value.trim();
  if (!CPF_SHAPE.test(trimmed)) return false;
  const digits = normalizeCpf(trimmed);
  if (digits.length !== CPF_LENGTH || /^(\d)\1*$/.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/**
 * A CPF shown with its mask, "12345678909" → "123.456.789-09" (platform.md §5 field shape;
 * §9 display in pt-BR). Input that does not hold exactly 11 digits is returned unchanged,
 * so a half-typed value is never mangled; it does not check the check digits.
 */
export function formatCpf(value: string): string {
  const digits = normalizeCpf(value);
  if (digits.length !== CPF_LENGTH) return value;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
