/**
 * The engine's DECIMAL TEXT ("1234.565", "1.3", "-0.1") shown pt-BR ("R$ 1.234,565", "1,3",
 * "-10%") by string and BigInt work only: a value of the memória de cálculo is shown exactly as
 * the engine computed it, never through a JavaScript float (docs/decisions/014-pricing.md).
 */

interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

function parse(text: string): Scaled | null {
  const match = DECIMAL.exec(text.trim());
  if (!match || `${match[2]}${match[3] ?? ''}` === '') return null;
  const fraction = match[3] ?? '';
  const units = BigInt(`${match[2] || '0'}${fraction}`);
  return { units: match[1] ? -units : units, scale: fraction.length };
}

/** pt-BR digits: thousands grouped with dots, a comma before at least `minDecimals` decimals (trailing zeros beyond dropped). */
function write({ units, scale }: Scaled, minDecimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  let fraction = digits.slice(digits.length - scale);
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minDecimals, '0');
  const body = fraction ? `${whole},${fraction}` : whole;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** Multiplies by 100 (a fraction shown as percent) by moving the point. */
function times100({ units, scale }: Scaled): Scaled {
  return scale >= 2 ? { units, scale: scale - 2 } : { units: units * 10n ** BigInt(2 - scale), scale: 0 };
}

/** "1234.565" → "R$ 1.234,565", "12" → "R$ 12,00", "-3.5" → "-R$ 3,50"; not a number: as it is. */
export function formatMoneyText(text: string): string {
  const value = parse(text);
  if (!value) return text;
  const body = write(value, 2);
  return body.startsWith('-') ? `-R$ ${body.slice(1)}` : `R$ ${body}`;
}

/** A factor or quantity: "1.5" → "1,5", "1470.25" → "1.470,25", "2.000" → "2". */
export function formatDecimalText(text: string): string {
  const value = parse(text);
  return value ? write(value, 0) : text;
}

/** A share as percent: "0.5" → "50%", "0.333333" → "33,3333%", "1" → "100%". */
export function formatShareText(text: string): string {
  const value = parse(text);
  return value ? `${write(times100(value), 0)}%` : text;
}

/** A multiplier's change as a signed percent: "1.1" → "+10%", "0.9" → "-10%", "1" → "+0%". */
export function formatFactorChange(text: string): string {
  const value = parse(text);
  if (!value) return text;
  const change = { units: value.units - 10n ** BigInt(value.scale), scale: value.scale };
  const shown = write(times100(change), 0);
  return `${shown.startsWith('-') ? '' : '+'}${shown}%`;
}
