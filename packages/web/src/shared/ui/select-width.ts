/**
 * The width of a filter's select that shows its choice whole, never cut at the end: a `ch` of
 * the input's text per character (the input's text is 7/8 of the field's font, hence 0.875ch),
 * plus the paddings and the chevron or clear button, at least `min` px and at most its row.
 * The labels come from the catalog (which the admin's Language tool can change) or from the
 * data, so the width follows them instead of a number fitted to today's text.
 */
export function selectWidth(labels: readonly (string | null | undefined)[], min: number): string {
  const longest = Math.max(0, ...labels.map((label) => [...(label ?? '')].length));
  return `clamp(${min}px, calc(${longest * 0.875}ch + 3.5rem), 100%)`;
}
