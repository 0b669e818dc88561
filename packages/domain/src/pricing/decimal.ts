import type { DecimalText } from './types';

/**
 * Exact decimal arithmetic for pricing (billing.md §9 "money rounded to 2 decimals"): a number
 * is `units / 10^scale` with `units` a BigInt, so 1234.56 is { units: 123456n, scale: 2 }.
 * Products keep every digit (scales add); only `roundHalfUp` drops digits. Money never goes
 * through a JavaScript float.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const POWERS: bigint[] = [1n];
/** 10^n as a BigInt (cached: scales stay small). */
export function pow10(n: number): bigint {
  while (POWERS.length <= n) POWERS.push(POWERS[POWERS.length - 1]! * 10n);
  return POWERS[n]!;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };
export const ONE: Decimal = { units: 1n, scale: 0 };

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses decimal text with a dot ("1234.56", "-0.1", "1.3", "7"); throws RangeError on anything else. */
export function parseDecimal(text: DecimalText): Decimal {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal number: "${text}"`);
  const fraction = match[3] ?? '';
  const units = BigInt(match[2]! + fraction);
  return { units: match[1] ? -units : units, scale: fraction.length };
}

/** An integer as a decimal. */
export function fromInteger(n: number | bigint): Decimal {
  return { units: BigInt(n), scale: 0 };
}

/** a × b, exact (the scales add). */
export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** a + b, exact (aligned on the larger scale). */
export function add(a: Decimal, b: Decimal): Decimal {
  if (a.scale === b.scale) return { units: a.units + b.units, scale: a.scale };
  if (a.scale > b.scale) return { units: a.units + b.units * pow10(a.scale - b.scale), scale: a.scale };
  return { units: a.units * pow10(b.scale - a.scale) + b.units, scale: b.scale };
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  let x = a.units;
  let y = b.units;
  if (a.scale > b.scale) y *= pow10(a.scale - b.scale);
  else if (b.scale > a.scale) x *= pow10(b.scale - a.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Whether a equals 0. */
export function isZero(a: Decimal): boolean {
  return a.units === 0n;
}

/** Whether a equals 1 (whatever its scale: "1", "1.0"). */
export function isOne(a: Decimal): boolean {
  return a.units === pow10(a.scale);
}

/**
 * a rounded half-up to `decimals` places (result has exactly that scale). Half rounds away
 * from zero, so -0.005 → -0.01 (money is never negative in pricing; said for completeness).
 */
export function roundHalfUp(a: Decimal, decimals = 2): Decimal {
  if (a.scale <= decimals) return { units: a.units * pow10(decimals - a.scale), scale: decimals };
  const divisor = pow10(a.scale - decimals);
  const quotient = a.units / divisor; // truncates toward zero
  const remainder = a.units - quotient * divisor;
  const twice = remainder < 0n ? -remainder * 2n : remainder * 2n;
  if (twice < divisor) return { units: quotient, scale: decimals };
  return { units: a.units < 0n ? quotient - 1n : quotient + 1n, scale: decimals };
}

/** a ÷ n (n a positive integer), rounded half-up to `decimals` places (e.g. a share split among anesthetists). */
export function divideRounded(a: Decimal, n: number, decimals: number): Decimal {
  const negative = a.units < 0n;
  const units = negative ? -a.units : a.units;
  const numerator = decimals >= a.scale ? units * pow10(decimals - a.scale) : units;
  const denominator = decimals >= a.scale ? BigInt(n) : BigInt(n) * pow10(a.scale - decimals);
  let quotient = numerator / denominator;
  if ((numerator - quotient * denominator) * 2n >= denominator) quotient += 1n;
  return { units: negative ? -quotient : quotient, scale: decimals };
}

const ZEROS = '0'.repeat(64);

function digits(a: Decimal, minDecimals: number): DecimalText {
  // units < 0n implies units ≠ 0, so a negative sign is never written before a zero.
  const negative = a.units < 0n;
  let text = (negative ? -a.units : a.units).toString();
  const scale = a.scale;
  if (text.length <= scale) text = ZEROS.slice(0, scale - text.length + 1) + text;
  const point = text.length - scale;
  const minEnd = point + (minDecimals < scale ? minDecimals : scale);
  let end = text.length;
  while (end > minEnd && text.charCodeAt(end - 1) === 48) end--;
  let body = end > point ? `${text.slice(0, point)}.${text.slice(point, end)}` : text.slice(0, point);
  if (minDecimals > scale) body += (scale === 0 ? '.' : '') + ZEROS.slice(0, minDecimals - scale);
  return negative ? `-${body}` : body;
}

/** Minimal decimal text, no trailing zeros: 1.50 → "1.5", 2.0 → "2" (factors, shares). */
export function toText(a: Decimal): DecimalText {
  return digits(a, 0);
}

/** Exact decimal text with at least 2 decimals: 4091.989 → "4091.989", 12 → "12.00" (step values). */
export function toStepText(a: Decimal): DecimalText {
  return digits(a, 2);
}

/** Money text: rounded half-up to exactly 2 decimals, "1234.50". */
export function toMoneyText(a: Decimal): DecimalText {
  return digits(roundHalfUp(a, 2), 2);
}
