/**
 * The model of one window (decision 046): a binary column per (open slot, doctor) pair that
 * breaks no rule against the doctor's slots now, the hard rules among them (hard-rows.ts), and
 * the goals as the objective, minimised:
 * - coverage: `coverage` per open slot left open (raised, if need be, above what one slot can
 *   cost all the other goals together, so it always dominates);
 * - fairness: the sum over doctors of count² for nights, weekend and holiday slots (history and
 *   the month so far), whose increase when a doctor at `count` takes one more is 2·count + 1;
 *   the model pays weight · (count − the least count) per slot, the same choice between doctors
 *   as the sum of squares. Spreading burden to the doctors with the fewest is what narrows max − min;
 * - preferences: − preferred per slot on a preferred day, + undesired per slot on a day to spare;
 * - continuity: `continuity` per doctor new to a workplace's ISO week (an indicator u ≥ Σx per clique);
 * - targets: `target` per hour off the doctor's target pro-rated to the window's end.
 */
import { slotDating } from '../limits';
import type { RosterContext, ScheduleSlot } from '../types';
import { addCounts, emptyCounts, preferenceOf, workplaceWeek, type GoalCounts } from './calendar';
import { clashCliques, clashRows, limitRows, presentialHeld, type PairColumn } from './hard-rows';
import { ModelBuilder, type LinearModel } from './linear-model';
import { breaches, type Problem } from './prepare';
import type { RosterWeights } from './types';

export interface WindowInput {
  problem: Problem;
  context: RosterContext;
  weights: RosterWeights;
  /** By doctor index: the doctor's assigned slots now (fixed and already decided), in roster order. */
  own: readonly (readonly ScheduleSlot[])[];
  /** Whether `own` holds slots decided by an earlier window (the pairs are checked again). */
  recheck: boolean;
  /** The open slots (indices) this window fills. */
  window: readonly number[];
  /** The share (0–1) of each doctor's target due by the window's end. */
  targetShare: number;
}

export interface RosterModel {
  model: LinearModel;
  pairs: PairColumn[];
}

const KINDS = ['nights', 'weekends', 'holidays'] as const;

/** Each doctor's counts in the goals' month: history plus the slots held now. */
function baseCounts(problem: Problem, own: readonly (readonly ScheduleSlot[])[]): GoalCounts[] {
  return problem.doctors.map(({ history }, d) => {
    const counts = emptyCounts();
    counts.nights = history.nights ?? 0;
    counts.weekends = history.weekends ?? 0;
    counts.holidays = history.holidays ?? 0;
    for (const slot of own[d]!) addCounts(counts, problem.facts.get(slot.id)!);
    return counts;
  });
}

function groupBy<K>(pairs: readonly PairColumn[], key: (p: PairColumn) => K): Map<K, PairColumn[]> {
  const groups = new Map<K, PairColumn[]>();
  for (const p of pairs) {
    const k = key(p);
    const list = groups.get(k);
    if (list) list.push(p);
    else groups.set(k, [p]);
  }
  return groups;
}

/** The pairs of the window, each with its goals' cost but coverage's. */
function pairColumns(input: WindowInput, builder: ModelBuilder, bases: readonly GoalCounts[]): PairColumn[] {
  const { problem, weights, own, context } = input;
  const least = Object.fromEntries(
    KINDS.map((k) => [k, bases.length ? Math.min(...bases.map((b) => b[k])) : 0]),
  ) as Record<(typeof KINDS)[number], number>;
  const pairs: PairColumn[] = [];
  for (const open of input.window) {
    const facts = problem.open[open]!;
    for (const doctor of problem.allowed[open]!) {
      const { id, preferences } = problem.doctors[doctor]!;
      if (input.recheck && breaches(facts.slot, id, own[doctor]!, context).length > 0) continue;
      const preference = preferenceOf(preferences, facts);
      let cost = (preference > 0 ? -weights.preferred : 0) + (preference < 0 ? weights.undesired : 0);
      if (facts.inMonth) {
        const base = bases[doctor]!;
        if (facts.slot.night) cost += weights.nights * (base.nights - least.nights);
        if (facts.weekend) cost += weights.weekends * (base.weekends - least.weekends);
        if (facts.holiday) cost += weights.holidays * (base.holidays - least.holidays);
      }
      pairs.push({ open, doctor, facts, column: builder.column(cost, 0, 1, true) });
    }
  }
  return pairs;
}

/** A doctor new to a workplace's ISO week costs `continuity` once, whatever the slots taken there. */
function continuityRows(builder: ModelBuilder, byDoctor: ReadonlyMap<number, PairColumn[]>, input: WindowInput) {
  const weight = input.weights.continuity;
  if (weight <= 0) return;
  for (const [d, pairs] of byDoctor) {
    const present = new Set(
      input.own[d]!.map((s) => input.problem.facts.get(s.id)!)
        .filter((f) => f.inMonth)
        .map(workplaceWeek),
    );
    const groups = groupBy(
      pairs.filter((p) => p.facts.inMonth && !present.has(workplaceWeek(p.facts))),
      (p) => workplaceWeek(p.facts),
    );
    for (const group of groups.values()) {
      // u ≥ Σx over each clique of the doctor's clashing slots (at most one x of it is 1), so at
      // whole x, u is 1 exactly when the doctor takes a slot there. One clique: u is Σx itself.
      const cliques = clashCliques(group, input.context);
      const single = cliques.length === 1 && cliques[0]!.length === group.length;
      if (single) {
        for (const p of group) builder.addCost(p.column, weight);
        continue;
      }
      const there = builder.column(weight, 0, 1, false);
      for (const clique of cliques) {
        builder.row([...clique, there], [...clique.map(() => 1), -1], -Infinity, 0);
      }
    }
  }
}

/** |minutes − share · target| per doctor with a target, as two deviations. */
function targetRows(
  builder: ModelBuilder,
  byDoctor: ReadonlyMap<number, PairColumn[]>,
  bases: readonly GoalCounts[],
  input: WindowInput,
): void {
  const perMinute = input.weights.target / 60;
  if (perMinute <= 0) return;
  input.problem.doctors.forEach((doctor, d) => {
    if (doctor.target === undefined) return;
    const pairs = (byDoctor.get(d) ?? []).filter((p) => p.facts.inMonth && p.facts.slot.exclusive);
    if (pairs.length === 0) return;
    const over = builder.column(perMinute, 0, Infinity, false);
    const under = builder.column(perMinute, 0, Infinity, false);
    const gap = doctor.target * input.targetShare - bases[d]!.minutes;
    builder.row(
      [...pairs.map((p) => p.column), over, under],
      [...pairs.map((p) => p.facts.ms / 60_000), -1, 1],
      gap,
      gap,
    );
  });
}

/**
 * Coverage's weight in this window: the caller's, or more than the most one filled slot can
 * cost the other goals (its own cost, a new workplace-week, its hours off target).
 */
function coverageWeight(input: WindowInput, pairs: readonly PairColumn[], costs: readonly number[]): number {
  let most = 0;
  for (const p of pairs) {
    const hours = p.facts.slot.exclusive ? p.facts.ms / 3_600_000 : 0;
    most = Math.max(most, costs[p.column]! + input.weights.continuity + input.weights.target * hours);
  }
  return Math.max(input.weights.coverage, Math.ceil(most) + 1);
}

export function buildRosterModel(input: WindowInput): RosterModel {
  const { problem, context } = input;
  const builder = new ModelBuilder();
  const bases = baseCounts(problem, input.own);
  const pairs = pairColumns(input, builder, bases);
  const coverage = coverageWeight(input, pairs, builder.model.colCost);
  const bySlot = groupBy(pairs, (p) => p.open);
  builder.model.offset = coverage * bySlot.size;
  for (const p of pairs) builder.addCost(p.column, -coverage);
  for (const group of bySlot.values()) {
    if (group.length < 2) continue;
    const columns = group.map((p) => p.column);
    builder.row(
      columns,
      columns.map(() => 1),
      -Infinity,
      1,
    );
  }
  const byDoctor = groupBy(pairs, (p) => p.doctor);
  const dating = slotDating(context.dayOf);
  for (const [d, list] of byDoctor) {
    clashRows(builder, list, context);
    limitRows(builder, list, presentialHeld(input.own[d]!, dating), problem.doctors[d]!.rules?.limits);
  }
  continuityRows(builder, byDoctor, input);
  targetRows(builder, byDoctor, bases, input);
  return { model: builder.model, pairs };
}
