/**
 * Decimal numbers as people type them (pt-BR: "1.234,56", "1,3", "10") ↔ the DECIMAL TEXT the
 * API carries ("1234.56", "1.3", "0.1"). Only string manipulation: money and factors never go
 * through a JavaScript float (docs/decisions/014-pricing.md). Text that is not a number is
 * handed on as typed, so the contract's schema answers with its own message.
 */

interface Decimal {
  isNegative: boolean;
  /** Digits before the point, without leading zeros ("" for zero). */
  whole: string;
  /** Digits after the point, without trailing zeros. */
  fraction: string;
}

const GROUPED_THOUSANDS = /^\d{1,3}(\.\d{3})+$/;

/**
 * Reads "1.234,56", "1234,56", "1234.56", "-1,5". With `dotGroupsThousands`, "1.500" is one
 * thousand five hundred (money typed the pt-BR way); without it a lone dot is the decimal point.
 */
function readDecimal(typed: string, dotGroupsThousands: boolean): Decimal | null {
  let text = typed.trim().replace(/^R\$\s*/, '');
  const isNegative = text.startsWith('-');
  if (isNegative) text = text.slice(1).trim();
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (dotGroupsThousands && GROUPED_THOUSANDS.test(text)) text = text.replace(/\./g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return null;
  return {
    isNegative,
    whole: (match[1] ?? '').replace(/^0+/, ''),
    fraction: (match[2] ?? '').replace(/0+$/, ''),
  };
}

function writeDecimal({ isNegative, whole, fraction }: Decimal, point: '.' | ','): string {
  const body = `${whole || '0'}${fraction ? `${point}${fraction}` : ''}`;
  return isNegative && body !== '0' ? `-${body}` : body;
}

/** Moves the decimal point `places` to the right (negative: to the left): ×100 / ÷100 without floats. */
function shift(value: Decimal, places: number): Decimal {
  const digits = value.whole + value.fraction;
  const point = value.whole.length + places;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  return {
    isNegative: value.isNegative,
    whole: padded.slice(0, at).replace(/^0+/, ''),
    fraction: padded.slice(at).replace(/0+$/, ''),
  };
}

/** R$ typed pt-BR ("1.234,56", "R$ 10") → "1234.56"; blank stays blank. */
export function moneyText(typed: string): string {
  const value = readDecimal(typed, true);
  return value ? writeDecimal(value, '.') : typed.trim();
}

/** "1234.5" → "1.234,50" (always two decimals, thousands grouped); not a number: as it is. */
export function moneyShown(text: string | null | undefined): string {
  if (text === null || text === undefined || text.trim() === '') return '';
  const value = readDecimal(text, false);
  if (!value) return text;
  const whole = (value.whole || '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = value.fraction.length <= 2 ? value.fraction.padEnd(2, '0') : value.fraction;
  return `${value.isNegative ? '-' : ''}${whole},${cents}`;
}

/** A factor typed pt-BR ("1,3") → "1.3"; a dot is the decimal point too ("1.3"). */
export function decimalText(typed: string): string {
  const value = readDecimal(typed, false);
  return value ? writeDecimal(value, '.') : typed.trim();
}

/** "1.3" → "1,3". */
export function decimalShown(text: string | null | undefined): string {
  if (text === null || text === undefined || text.trim() === '') return '';
  const value = readDecimal(text, false);
  return value ? writeDecimal(value, ',') : text;
}

/** A percent as shown (×100, pt-BR) → the stored fraction: "10" → "0.1", "-2,5" → "-0.025". */
export function percentToFraction(typed: string): string {
  const value = readDecimal(typed, false);
  return value ? writeDecimal(shift(value, -2), '.') : typed.trim();
}

/** A stored fraction → the percent shown: "0.1" → "10", "-0.025" → "-2,5". */
export function fractionToPercent(text: string | null | undefined): string {
  if (text === null || text === undefined || text.trim() === '') return '';
  const value = readDecimal(text, false);
  return value ? writeDecimal(shift(value, 2), ',') : text;
}

/** How many decimals a typed number has after its comma or point (to cap percents at 3). */
export function typedDecimals(typed: string, dotGroupsThousands = false): number {
  const value = readDecimal(typed, dotGroupsThousands);
  return value ? value.fraction.length : 0;
}
