/**
 * The hard rules among the open slots a doctor may take (decision 046), as rows of the model.
 * Each pair (slot, doctor) already passed `checkAssignment` against the doctor's own slots, so
 * what is left is how the new slots meet one another:
 * - overlap and rest (validate-roster.ts): two presential slots clash when the gap between them
 *   is below the rest, overlapping included — so each slot is an interval [start, end + rest)
 *   and two clash exactly when their intervals meet; sobreaviso slots clash when they meet. The
 *   intervals of a doctor form an interval graph, whose maximal cliques are the slots alive at
 *   a start point: one row Σx ≤ 1 per maximal clique.
 * - the limits (limits.ts): Σ amount·x ≤ limit − what the doctor's slots already hold, per ISO
 *   week (minutes) and calendar month (minutes, slots), presential slots only;
 * - nights in a row: every window of L + 1 days holds at most L nights, the nights already held
 *   counted as 1 (a new night on such a day adds no night, so it weighs 0 there).
 */
import { limitOf, type DatedSlot } from '../limits';
import { restMs } from '../validate-roster';
import type { DoctorLimits, RosterContext, ScheduleSlot } from '../types';
import type { SlotFacts } from './calendar';
import type { ModelBuilder } from './linear-model';

/** A column of the model: doctor `doctor` takes open slot `open`. */
export interface PairColumn {
  open: number;
  doctor: number;
  column: number;
  facts: SlotFacts;
}

interface Interval {
  start: number;
  end: number;
  column: number;
}

/** The maximal cliques of an interval graph (half-open intervals), each as its columns. */
export function maximalCliques(intervals: readonly Interval[]): number[][] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start || a.end - b.end || a.column - b.column);
  const starts = [...new Set(sorted.map((i) => i.start))];
  const out: number[][] = [];
  let from = 0;
  for (let k = 0; k < starts.length; k++) {
    const t = starts[k]!;
    while (from < sorted.length && sorted[from]!.end <= t) from++;
    const alive: Interval[] = [];
    for (let i = from; i < sorted.length && sorted[i]!.start <= t; i++) if (sorted[i]!.end > t) alive.push(sorted[i]!);
    const next = starts[k + 1];
    // The clique at t is inside the next one unless one of its slots ends before the next start.
    const maximal = next === undefined || alive.some((i) => i.end <= next);
    if (maximal && alive.length >= 2) out.push(alive.map((i) => i.column));
  }
  return out;
}

/**
 * The cliques of one doctor's new slots that clash (presential and sobreaviso apart), each slot in
 * at least one (a slot that clashes with none is a clique of its own).
 */
export function clashCliques(pairs: readonly PairColumn[], context: RosterContext): number[][] {
  const rest = restMs(context);
  const interval = (p: PairColumn): Interval => ({
    start: p.facts.slot.start,
    end: p.facts.slot.end + (p.facts.slot.exclusive ? rest : 0),
    column: p.column,
  });
  const cliques = [
    ...maximalCliques(pairs.filter((p) => p.facts.slot.exclusive).map(interval)),
    ...maximalCliques(pairs.filter((p) => !p.facts.slot.exclusive).map(interval)),
  ];
  const inOne = new Set(cliques.flat());
  for (const p of pairs) if (!inOne.has(p.column)) cliques.push([p.column]);
  return cliques;
}

/** Overlap and rest among one doctor's new slots: at most one slot of each clique. */
export function clashRows(builder: ModelBuilder, pairs: readonly PairColumn[], context: RosterContext): void {
  for (const clique of clashCliques(pairs, context)) {
    if (clique.length < 2) continue;
    builder.row(
      clique,
      clique.map(() => 1),
      -Infinity,
      1,
    );
  }
}

const MINUTE_MS = 60_000;
const MEASURES: readonly {
  key: Exclude<keyof DoctorLimits, 'consecutiveNights'>;
  period: (d: DatedSlot) => string;
  amount: (d: DatedSlot) => number;
}[] = [
  { key: 'weeklyMinutes', period: (d) => d.week, amount: (d) => d.ms / MINUTE_MS },
  { key: 'monthlyMinutes', period: (d) => d.month, amount: (d) => d.ms / MINUTE_MS },
  { key: 'monthlyShifts', period: (d) => d.month, amount: () => 1 },
];

/** The doctor's limits over the new presential slots, beside `held` (the doctor's presential slots now). */
export function limitRows(
  builder: ModelBuilder,
  pairs: readonly PairColumn[],
  held: readonly DatedSlot[],
  limits: DoctorLimits | undefined,
): void {
  const presential = pairs.filter((p) => p.facts.slot.exclusive);
  if (presential.length === 0 || !limits) return;
  for (const measure of MEASURES) {
    const limit = limitOf(limits, measure.key);
    if (limit === undefined) continue;
    const used = new Map<string, number>();
    for (const d of held) used.set(measure.period(d), (used.get(measure.period(d)) ?? 0) + measure.amount(d));
    const groups = new Map<string, PairColumn[]>();
    for (const p of presential) {
      const key = measure.period(p.facts);
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    for (const [period, group] of groups) {
      const left = Math.max(0, limit - (used.get(period) ?? 0));
      const amounts = group.map((p) => measure.amount(p.facts));
      if (amounts.reduce((a, b) => a + b, 0) <= left) continue; // cannot bind
      builder.row(
        group.map((p) => p.column),
        amounts,
        -Infinity,
        left,
      );
    }
  }
  nightRows(builder, presential, held, limitOf(limits, 'consecutiveNights'));
}

function nightRows(
  builder: ModelBuilder,
  presential: readonly PairColumn[],
  held: readonly DatedSlot[],
  limit: number | undefined,
): void {
  if (limit === undefined) return;
  const heldNights = new Set(held.filter((d) => d.slot.night).map((d) => d.dayNumber));
  const byDay = new Map<number, number[]>();
  for (const p of presential) {
    if (!p.facts.slot.night || heldNights.has(p.facts.dayNumber)) continue;
    byDay.set(p.facts.dayNumber, [...(byDay.get(p.facts.dayNumber) ?? []), p.column]);
  }
  const firsts = new Set<number>();
  for (const day of byDay.keys()) for (let first = day - limit; first <= day; first++) firsts.add(first);
  for (const first of [...firsts].sort((a, b) => a - b)) {
    let heldCount = 0;
    const columns: number[] = [];
    for (let day = first; day <= first + limit; day++) {
      if (heldNights.has(day)) heldCount++;
      columns.push(...(byDay.get(day) ?? []));
    }
    if (columns.length + heldCount <= limit) continue; // cannot bind
    builder.row(
      columns,
      columns.map(() => 1),
      -Infinity,
      Math.max(0, limit - heldCount),
    );
  }
}

/** The presential slots of a doctor's own, dated. */
export const presentialHeld = (own: readonly ScheduleSlot[], dating: (slot: ScheduleSlot) => DatedSlot): DatedSlot[] =>
  own.filter((s) => s.exclusive).map(dating);
