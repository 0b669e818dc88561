import { formatMonth } from '@honora/domain';

/** How far back the month pickers go. */
export const PICKABLE_MONTHS = 36;

/** "2026-03" moved by `delta` months ("2026-03", -3 → "2025-12"). */
export function addMonths(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The months a picker offers, newest first, as choices "MM/YYYY": `ahead` months after the month
 * of `today` ("YYYY-MM-DD"), that month, and the ones before it (`count` in all from it back).
 * The months in `keep` (what the picker holds now: a record's, the address's) are offered too,
 * in their place, so a month outside the window never shows an empty picker.
 */
export function monthOptions(
  today: string,
  count = PICKABLE_MONTHS,
  ahead = 0,
  keep: readonly (string | null | undefined)[] = [],
): { value: string; label: string }[] {
  const current = today.slice(0, 7);
  const window = Array.from({ length: count + ahead }, (_, i) => addMonths(current, ahead - i));
  const kept = keep.filter((m): m is string => typeof m === 'string' && /^\d{4}-\d{2}$/.test(m));
  return [...new Set([...window, ...kept])]
    .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
    .map((value) => ({ value, label: formatMonth(value) }));
}
