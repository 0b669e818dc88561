import type { Cents } from '../money/cents';
import { parseDecimal } from '../pricing/decimal';
import type { DecimalText } from '../pricing/types';

/**
 * A schedule charge statement's lines (platform.md §2 ScheduleCharge; decision 048): what the
 * group bills a hospital for the hours its doctors covered in a closed month, grouped by workplace,
 * shift, category, rate and share. Pure functions, money in integer cents, no float.
 */

/** One covered slot of the month, as the statement reads it. */
export interface ChargeSlot {
  workplace: string;
  shift: string;
  /** PLANTAO, SOBREAVISO, ELETIVA, ROTINA (platform.md §3 slot categories). */
  category: string;
  /** Presential work; sobreaviso is not (decision 043). */
  exclusive: boolean;
  minutes: number;
  /** The shift template's value per hour, or null when it has none. */
  valuePerHour: Cents | null;
  /** The line's on-call percentage (0–100, decision 043), or null when the line sets none. */
  onCallPercentage: DecimalText | null;
}

export interface ChargeLine {
  workplace: string;
  shift: string;
  category: string;
  /** The rate per hour applied, in cents (0 when neither the shift nor the contract gives one). */
  ratePerHour: Cents;
  /** Where the rate came from: the shift template, the contract by the hour, or none. */
  rateSource: 'shift' | 'contract' | 'none';
  /** The share of the rate paid, percent with up to 2 decimals ("100", "30.5"). */
  share: DecimalText;
  slots: number;
  minutes: number;
  /** minutes ÷ 60 × rate × share ÷ 100, rounded half-up to the cent. */
  amount: Cents;
}

const HUNDRED = '100';

/**
 * The share of a slot's rate: a presential slot is paid whole; a sobreaviso slot its line's on-call
 * percentage (the share of the shift's value per hour paid for it), whole when the line sets none.
 */
export function slotShare(slot: Pick<ChargeSlot, 'exclusive' | 'onCallPercentage'>): DecimalText {
  if (slot.exclusive || slot.onCallPercentage === null) return HUNDRED;
  return normalizePercent(slot.onCallPercentage);
}

function normalizePercent(text: DecimalText): DecimalText {
  const d = parseDecimal(text);
  const units = d.units * 10n ** BigInt(2 - Math.min(d.scale, 2));
  const whole = units / 100n;
  const frac = units % 100n;
  return frac === 0n ? String(whole) : `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}

/** minutes ÷ 60 × rate (cents) × share% ÷ 100, rounded half-up to the cent. */
export function chargeAmount(minutes: number, ratePerHour: Cents, share: DecimalText): Cents {
  const s = parseDecimal(share);
  // amount = minutes × rate × s.units / (60 × 100 × 10^scale)
  const numerator = BigInt(minutes) * ratePerHour * s.units;
  const denominator = 6000n * 10n ** BigInt(s.scale);
  return (numerator * 2n + denominator) / (2n * denominator);
}

/**
 * The statement's lines: the slots grouped by workplace, shift, category, rate and share, in that
 * order; each slot's rate is its shift's value per hour, else `contractRate` (the hospital's
 * contract by the hour in force that month), else none (a line at zero the screen points out).
 */
export function chargeLines(slots: readonly ChargeSlot[], contractRate: Cents | null): ChargeLine[] {
  const groups = new Map<string, ChargeLine>();
  for (const slot of slots) {
    const rateSource = slot.valuePerHour !== null ? 'shift' : contractRate !== null ? 'contract' : 'none';
    const ratePerHour = slot.valuePerHour ?? contractRate ?? 0n;
    const share = slotShare(slot);
    const key = JSON.stringify([slot.workplace, slot.shift, slot.category, String(ratePerHour), share]);
    const line = groups.get(key) ?? {
      workplace: slot.workplace,
      shift: slot.shift,
      category: slot.category,
      ratePerHour,
      rateSource,
      share,
      slots: 0,
      minutes: 0,
      amount: 0n,
    };
    line.slots += 1;
    line.minutes += slot.minutes;
    groups.set(key, line);
  }
  const lines = [...groups.values()].map((line) => ({
    ...line,
    amount: chargeAmount(line.minutes, line.ratePerHour, line.share),
  }));
  const text = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
  return lines.sort(
    (a, b) =>
      text(a.workplace, b.workplace) ||
      text(a.shift, b.shift) ||
      text(a.category, b.category) ||
      (a.ratePerHour < b.ratePerHour ? -1 : a.ratePerHour > b.ratePerHour ? 1 : 0) ||
      text(a.share, b.share),
  );
}

/** The statement's totals: minutes covered and the amount, the exact sum of its lines. */
export function chargeTotals(lines: readonly ChargeLine[]): { minutes: number; total: Cents } {
  let minutes = 0;
  let total = 0n;
  for (const line of lines) {
    minutes += line.minutes;
    total += line.amount;
  }
  return { minutes, total };
}
