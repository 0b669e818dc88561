import { formatPercent } from '../format/format';
import type { Cents } from '../money/cents';
import type { ReceiverType } from '../money/transactions';
import { add, compare, parseDecimal, pow10, toStepText, ZERO, type Decimal } from '../pricing/decimal';
import type { RevenueLine } from '../pricing/event-types';
import type { DecimalText, TeamRole } from '../pricing/types';

/**
 * Who a receipt belongs to (decision 028 "Receiver shares"): a Received entry of a procedure row
 * is split among the row's revenue lines on the fee basis, in proportion to their revenue. The
 * surgical-porte lines ('surgical') are the surgical team's own billing and take no part.
 */

/** The revenue line's fields the split reads. */
export type ShareLine = Pick<RevenueLine, 'actorId' | 'role' | 'order' | 'revenue' | 'basis'>;

/**
 * The receiver type of each team role. The nursing team and the phonoaudiologist are not
 * members who receive a repasse: the group keeps their share ('company').
 */
export const ROLE_RECEIVER_TYPES: Readonly<Record<TeamRole, ReceiverType>> = {
  anesthetist: 'anesthetist',
  assistantAnesthetist: 'anesthetist',
  residentAnesthetist: 'resident',
  residentSurgeon: 'resident',
  surgeon: 'surgeon',
  assistantSurgeon: 'surgeon',
  scrubNurse: 'company',
  nurse: 'company',
  phonoaudiologist: 'company',
};

export interface ShareFallback {
  receiverId: string | null;
  receiverType: ReceiverType;
}

export interface ReceiverShare {
  /** null for the group's own part ('company': the caller posts it with the company's id) or a fallback without one. */
  receiverId: string | null;
  receiverType: ReceiverType;
  /** The role of the receiver's first line; null for the fallback. */
  role: TeamRole | null;
  value: Cents;
  /** The receiver's revenue (the sum of its lines'): its part is value × weight / Σ weights. "1" for the fallback. */
  weight: DecimalText;
}

interface Group {
  receiverId: string | null;
  receiverType: ReceiverType;
  role: TeamRole;
  weight: Decimal;
}

function groupLines(lines: readonly ShareLine[]): Group[] {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    if (line.basis !== 'fee') continue;
    const revenue = parseDecimal(line.revenue);
    if (compare(revenue, ZERO) <= 0) continue;
    const receiverType = ROLE_RECEIVER_TYPES[line.role];
    const receiverId = receiverType === 'company' ? null : line.actorId;
    const key = `${receiverType}\u0000${receiverId ?? ''}`;
    const group = groups.get(key);
    if (group) group.weight = add(group.weight, revenue);
    else groups.set(key, { receiverId, receiverType, role: line.role, weight: revenue });
  }
  return [...groups.values()];
}

/**
 * Splits `total` (≥ 0) in proportion to `weights` (> 0, integers) by the largest remainder: each
 * part is the floor of its exact share, and the cents left go one each to the largest remainders
 * (ties: the earlier weight), so the parts sum exactly to total and each is within 1 cent of its
 * exact share.
 */
export function largestRemainder(total: Cents, weights: readonly bigint[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  const floors = weights.map((w) => (total * w) / sum);
  const remainders = weights.map((w, i) => ({ i, rem: (total * w) % sum }));
  let left = total - floors.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    floors[i]! += 1n;
    left -= 1n;
  }
  return floors;
}

/**
 * The parts of `value` per receiver: the lines on the fee basis with revenue > 0, merged per
 * receiver, split by largest remainder (ties: the order of the lines) so the parts sum exactly to
 * `value`. No such line: the whole value to `fallback` (the entry's receiver). A negative value
 * (a counter-entry) splits as its opposite does.
 */
export function receiverShares(value: Cents, fallback: ShareFallback, lines: readonly ShareLine[]): ReceiverShare[] {
  const groups = groupLines(lines);
  if (groups.length === 0) return [{ ...fallback, role: null, value, weight: '1' }];
  const scale = Math.max(...groups.map((g) => g.weight.scale));
  const weights = groups.map((g) => g.weight.units * pow10(scale - g.weight.scale));
  const negative = value < 0n;
  const parts = largestRemainder(negative ? -value : value, weights);
  return groups.map((g, i) => ({
    receiverId: g.receiverId,
    receiverType: g.receiverType,
    role: g.role,
    value: negative ? -parts[i]! : parts[i]!,
    weight: toStepText(g.weight),
  }));
}

/** Σ of the shares' weights (the team's revenue an entry was split by), for the explanation. */
export function totalWeight(shares: readonly ReceiverShare[]): DecimalText {
  return toStepText(shares.reduce((sum, s) => add(sum, parseDecimal(s.weight)), ZERO));
}

/**
 * An entry's weight as the receiver's part of the team ("1200.00 / 1500.00" → "80%"), the same on
 * the screen and in the statement; null for an entry that was the receiver's alone (no weight).
 */
export function teamShareText(weight: string | null): string | null {
  const [mine, team] = (weight ?? '').split('/').map((part) => part.trim());
  if (!mine || !team) return null;
  let a: Decimal;
  let b: Decimal;
  try {
    a = parseDecimal(mine);
    b = parseDecimal(team);
  } catch {
    return null;
  }
  const scale = Math.max(a.scale, b.scale);
  const num = a.units * pow10(scale - a.scale);
  const den = b.units * pow10(scale - b.scale);
  if (den <= 0n) return null;
  // Tenths of a percent, rounded half-up, never through a float of the amounts.
  const permille = (num * 2000n + den) / (2n * den);
  return formatPercent(Number(permille) / 1000);
}
