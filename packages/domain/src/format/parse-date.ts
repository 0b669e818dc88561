/**
 * A date typed as "DD/MM/YYYY" (platform.md §9, the way dates are shown) → "YYYY-MM-DD", the
 * calendar date the API takes; null when it is not a real date ("31/02/2026"). Single-digit
 * day and month are accepted ("1/2/2026").
 */
export function parseDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isReal || year < 1900) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
