/**
 * The values of one TISS procedure item (decision 018 "TISS"): an insurer recomputes
 * valorTotal = quantidadeExecutada × valorUnitario × reducaoAcrescimo (rounded to the cent), so
 * the three written values must multiply out exactly, and the total must be the value the event
 * holds (its procedure row's priced value — the same value the event and the batch show).
 *
 * - reducaoAcrescimo (decimal 3,2) carries the reductions and surcharges of the act: the
 *   procedure proportion (via de acesso), the urgency factor and the technique factor;
 * - valorUnitario is the value before them (the accommodation factor belongs to the unit:
 *   the apartment price is the price of the procedure for that patient);
 * - the total is never changed: when the natural unit does not give the total exactly (a value
 *   typed by the user, UCO or an accommodation value added, a factor with more than two
 *   decimals), the unit is the one (in cents) that gives it, nearest to total ÷ factor; when no
 *   unit can (a surcharge above 1 leaves gaps between reachable cents), the factor is written
 *   1.00 and the unit is the total.
 */
import { ONE, multiply, parseDecimal, toText, type Decimal } from '../pricing/decimal';

export interface TissItemValues {
  /** valorUnitario, decimal text with 2 decimals. */
  unitValue: string;
  /** reducaoAcrescimo, decimal text with 2 decimals (0.01–9.99). */
  reductionFactor: string;
  /** valorTotal, decimal text with 2 decimals: the total given. */
  totalValue: string;
}

/** Scaled integer of a non-negative decimal text rounded half-up to `frac` decimals, or null. */
function scaled(text: string | null | undefined, frac: number): bigint | null {
  const value = text?.trim() ?? '';
  const m = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!m || value === '' || value === '.') return null;
  const digits = (m[1] || '0') + (m[2] ?? '').padEnd(frac + 1, '0').slice(0, frac + 1);
  const units = BigInt(digits.slice(0, -1) || '0');
  return +digits.slice(-1) >= 5 ? units + 1n : units;
}

const text2 = (units: bigint): string => {
  const s = units.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
};

/** round(quantity × unit × factor) in cents, half-up (unit in cents, factor in hundredths). */
export function tissItemTotalCents(quantity: bigint, unitCents: bigint, factorHundredths: bigint): bigint {
  return (quantity * unitCents * factorHundredths + 50n) / 100n;
}

/** Whether written values multiply out: total = round(quantity × unit × factor) to the cent. */
export function tissItemValuesAgree(quantity: number | string, unit: string, factor: string, total: string): boolean {
  const [u, f, t] = [scaled(unit, 2), scaled(factor, 2), scaled(total, 2)];
  const q = /^\d+$/.test(String(quantity)) ? BigInt(String(quantity)) : null;
  if (u === null || f === null || t === null || q === null) return false;
  return tissItemTotalCents(q, u, f) === t;
}

/**
 * The unit (cents) nearest to total ÷ factor whose product rounds to the total, or null when
 * none does. The units that work form the range ⌈(100t − 50) / f⌉ … ⌊(100t + 49) / f⌋.
 */
function unitFor(totalCents: bigint, factor: bigint): bigint | null {
  const low = (100n * totalCents - 50n + factor - 1n) / factor;
  const high = (100n * totalCents + 49n) / factor;
  const lowest = low < 0n ? 0n : low;
  if (lowest > high) return null;
  const nearest = (100n * totalCents * 2n + factor) / (2n * factor);
  return nearest < lowest ? lowest : nearest > high ? high : nearest;
}

/**
 * valorUnitario, reducaoAcrescimo and valorTotal of an item executed once, for a total (the
 * row's value), the factor of the act (proportion × urgency × technique, any precision; null
 * for none) and the natural unit when known (the value before that factor).
 */
export function tissItemValues(total: string, factor: string | null, preferredUnit?: string | null): TissItemValues {
  const totalCents = scaled(total, 2) ?? 0n;
  let f = scaled(factor ?? '1', 2) ?? 100n;
  if (f <= 0n || f > 999n) f = 100n;
  const preferred = scaled(preferredUnit, 2);
  let unit: bigint | null =
    preferred !== null && tissItemTotalCents(1n, preferred, f) === totalCents ? preferred : unitFor(totalCents, f);
  if (unit === null) {
    f = 100n;
    unit = totalCents;
  }
  return { unitValue: text2(unit), reductionFactor: text2(f), totalValue: text2(totalCents) };
}

/** What a priced procedure row keeps (event_procedures: value, valueBase and the engine's steps). */
export interface PricedRowForTiss {
  value: string | null;
  valueBase: string | null;
  steps: readonly Record<string, unknown>[];
}

/** Steps whose factor goes to reducaoAcrescimo: via de acesso (proportion), urgency, technique. */
const ACT_FACTOR_STEPS = new Set(['proportion', 'emergency', 'technique']);

const decimalOf = (value: unknown): Decimal | null =>
  typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? parseDecimal(value) : null;

/**
 * The item values of a priced row: the factor of the act is the product of the row's
 * proportion, emergency and technique steps; the natural unit is valueBase × the accommodation
 * factor (the value before the act's factors); the total is the row's value.
 */
export function tissItemValuesOfRow(row: PricedRowForTiss): TissItemValues {
  let factor = ONE;
  let accommodation = ONE;
  for (const step of row.steps) {
    const f = decimalOf(step.factor);
    if (!f) continue;
    if (ACT_FACTOR_STEPS.has(String(step.kind))) factor = multiply(factor, f);
    else if (step.kind === 'accommodation') accommodation = multiply(accommodation, f);
  }
  const base = decimalOf(row.valueBase);
  return tissItemValues(row.value ?? '0.00', toText(factor), base ? toText(multiply(base, accommodation)) : null);
}
