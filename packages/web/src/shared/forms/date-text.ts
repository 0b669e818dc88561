import { formatDate, parseDate } from '@honora/domain';

/*
 * Dates typed DD/MM/AAAA and times HH:mm (platform.md §9), whatever the browser's language: the
 * text the person types and the value the API takes ("YYYY-MM-DD", "HH:mm").
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "YYYY-MM-DD" → "DD/MM/YYYY"; anything else (blank, text being typed) as it is. */
export function dateText(value: string): string {
  return ISO_DATE.test(value) ? formatDate(value) : value;
}

/** Digits typed as a date take their slashes as they come: "2511" → "25/11", "25112026" → "25/11/2026". */
export function maskDate(typed: string): string {
  if (ISO_DATE.test(typed.trim())) return dateText(typed.trim()); // pasted from a spreadsheet or a link
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '');
  return parts.join('/');
}

/** Digits typed as a time take their colon: "0730" → "07:30". */
export function maskTime(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** The value of a typed date: "YYYY-MM-DD" when it is a real date, "" when blank, else the text as typed. */
export function dateValue(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return parseDate(trimmed) ?? trimmed;
}

/** Whether a date input's value is one the API takes (or blank): a list filter applies only those. */
export const isDateValue = (value: string): boolean => value === '' || ISO_DATE.test(value);

/** Whether a time is a real HH:mm. */
export const isTime = (value: string): boolean => TIME.test(value);
