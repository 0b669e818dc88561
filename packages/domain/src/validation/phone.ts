/**
 * Brazilian phone numbers in E.164 ("+5511987654321"), the one form phones are compared,
 * stored and sent to an SMS provider in (platform.md §1: sign-in by phone).
 */

const COUNTRY_CODE = '55';

/** A local number: area code (DDD, two digits 1–9) and an 8-digit landline or 9-digit mobile. */
const LOCAL_NUMBER = /^[1-9]{2}(?:9\d{8}|[2-9]\d{7})$/;

/** The local part (DDD + number) of bare digits, or null when no reading fits. */
function localPart(digits: string, hasPlus: boolean): string | null {
  if (hasPlus) return digits.startsWith(COUNTRY_CODE) ? digits.slice(2) : null;
  if (LOCAL_NUMBER.test(digits)) return digits;
  // Dialled forms: 55 + local; 0 + local (trunk prefix); 0 + carrier code + local; 00 55 + local.
  if (digits.startsWith('0055')) return digits.slice(4);
  if (digits.startsWith(COUNTRY_CODE) && LOCAL_NUMBER.test(digits.slice(2))) return digits.slice(2);
  if (digits.startsWith('0')) {
    const withoutTrunk = digits.slice(1);
    return LOCAL_NUMBER.test(withoutTrunk) ? withoutTrunk : digits.slice(3);
  }
  return null;
}

/**
 * A Brazilian phone as E.164, or null when it cannot be one. Accepts what people type and
 * what lists hold: "(11) 98765-4321", "11 98765 4321", "+55 11 98765-4321", "5511987654321",
 * "011 98765-4321" (trunk prefix), "0 15 11 98765-4321" (carrier code), "0055 11 …". The
 * area code is two digits 1–9; the number is a 9-digit mobile starting with 9 or an 8-digit
 * landline starting with 2–9. Numbers of other countries ("+1 …") are refused.
 */
export function normalizeBrazilianPhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 15) return null;
  const local = localPart(digits, trimmed.startsWith('+'));
  return local !== null && LOCAL_NUMBER.test(local) ? `+${COUNTRY_CODE}${local}` : null;
}

/** Whether two phones are the same Brazilian number, however each was written. */
export function isSamePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const left = normalizeBrazilianPhone(a);
  return left !== null && left === normalizeBrazilianPhone(b);
}

/** "+5511987654321" → "(11) 98765-4321"; other input is returned unchanged. */
export function formatBrazilianPhone(value: string): string {
  const e164 = normalizeBrazilianPhone(value);
  if (!e164) return value;
  const local = e164.slice(3);
  const [ddd, number] = [local.slice(0, 2), local.slice(2)];
  return `(${ddd}) ${number.slice(0, number.length - 4)}-${number.slice(-4)}`;
}
