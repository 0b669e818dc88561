/**
 * Numbers in the cells of imported tables, as people and spreadsheets write them: "3,267",
 * "3.267", "1.234,56", "0,10". The result is decimal text with a dot ("3.267"), never a float.
 */

export interface DecimalLimits {
  /** Most digits after the decimal separator. */
  decimals: number;
  /** Most digits before it (the numeric column's precision minus its scale). */
  integerDigits: number;
}

/**
 * A non-negative decimal cell → decimal text with a dot and no superfluous zeros ("0,10" →
 * "0.1", "1.234,50" → "1234.5"), or null when it is not such a number within the limits.
 * With both separators, the last one is the decimal separator and the other groups
 * thousands; a lone `,` is decimal; a lone `.` is decimal too (the CSVs write "3.267" for
 * 3,267 UCO), unless it repeats ("1.234.567").
 */
export function parseDecimalCell(text: string, limits: DecimalLimits): string | null {
  const value = text.replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(value) && !/^[.,]\d+$/.test(value)) return null;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  let integer: string;
  let fraction: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const separator = lastComma > lastDot ? ',' : '.';
    const grouping = separator === ',' ? '.' : ',';
    const at = value.lastIndexOf(separator);
    integer = value.slice(0, at);
    fraction = value.slice(at + 1);
    if (!isGrouped(integer, grouping)) return null;
    integer = integer.split(grouping).join('');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? ',' : '.';
    const parts = value.split(separator);
    if (parts.length === 2) {
      [integer, fraction] = parts as [string, string];
    } else if (isGrouped(value, separator)) {
      integer = parts.join('');
      fraction = '';
    } else {
      return null;
    }
  } else {
    integer = value;
    fraction = '';
  }
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || integer + fraction === '') return null;
  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  if (decimals.length > limits.decimals || whole.length > limits.integerDigits) return null;
  return decimals ? `${whole}.${decimals}` : whole;
}

/** "1.234.567" grouped by `.`: 1–3 digits, then groups of exactly 3. */
function isGrouped(text: string, separator: string): boolean {
  const [first, ...groups] = text.split(separator);
  return /^\d{1,3}$/.test(first ?? '') && groups.every((group) => /^\d{3}$/.test(group));
}

/** Decimal text with exactly `decimals` digits after the dot: money "27" → "27.00". */
export function padDecimals(text: string, decimals: number): string {
  const [whole, fraction = ''] = text.split('.');
  return decimals === 0 ? (whole ?? text) : `${whole}.${fraction.padEnd(decimals, '0')}`;
}

/** A whole number cell between min and max ("2", or "2,0" / "2.0" as spreadsheets write it), or null. */
export function parseIntegerCell(text: string, min: number, max: number): number | null {
  const match = /^(\d{1,4})(?:[.,]0+)?$/.exec(text.replace(/\s/g, ''));
  if (!match) return null;
  const value = Number(match[1]);
  return value >= min && value <= max ? value : null;
}
