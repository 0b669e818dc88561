/**
 * The month solved window by window (decision 046). One MILP for the whole month (≈43,000
 * columns and 14,000 rows for the benchmark's 60 doctors) does not finish even its root LP in
 * 30 s in HiGHS's WebAssembly build, and windows of a week take 49 s for the month and still stop
 * on their time limits; a window of one day (≈1,400 columns) solves to optimality in about 0.1 s. So the open slots are
 * cut by the day they start on, and the days are solved in order: what a day decides is fixed for
 * the next ones — its rest, limits, nights in a row and the goals' counts carry forward, the
 * fairness costs read the counts so far — as a coordinator fills a month day after day.
 */
import type { ScheduleSlot } from '../types';
import { fillGreedily, insertOrdered, ownSlots } from './greedy';
import { taken, type Problem } from './prepare';
import { buildRosterModel } from './roster-model';
import { solveModel } from './solve-model';
import type { AutoRosterInput, RosterAssignment, RosterSolveStatus, RosterWeights } from './types';

// The domain compiles without Node's or the DOM's types; both give `performance.now()`.
declare const performance: { now(): number };

/** Days a window spans (measured: 1 day 4.6 s for the benchmark's month, 2 days 16 s, 3 days 42 s). */
export const WINDOW_DAYS = 1;

/** The open slots (indices) by window: consecutive days of `days` each, in order. */
export function windowsOf(problem: Problem, days = WINDOW_DAYS): number[][] {
  const byDay = new Map<number, number[]>();
  problem.open.forEach((f, i) => {
    if (problem.allowed[i]!.length === 0) return;
    const list = byDay.get(f.dayNumber);
    if (list) list.push(i);
    else byDay.set(f.dayNumber, [i]);
  });
  const numbers = [...byDay.keys()].sort((a, b) => a - b);
  const out: number[][] = [];
  for (const n of numbers) {
    const first = out.at(-1);
    const firstDay = first ? problem.open[first[0]!]!.dayNumber : -Infinity;
    if (first && n - firstDay < days) first.push(...byDay.get(n)!);
    else out.push([...byDay.get(n)!]);
  }
  return out;
}

/** The share of the goals' month's presential minutes that start on or before `dayNumber`. */
function shareBy(problem: Problem): (dayNumber: number) => number {
  const minutes: [number, number][] = [];
  let total = 0;
  for (const f of problem.facts.values()) {
    if (!f.inMonth || !f.slot.exclusive) continue;
    minutes.push([f.dayNumber, f.ms]);
    total += f.ms;
  }
  return (dayNumber) =>
    total === 0 ? 1 : minutes.reduce((sum, [day, ms]) => (day <= dayNumber ? sum + ms : sum), 0) / total;
}

const RANK: Record<RosterSolveStatus, number> = { nothingToFill: 0, optimal: 1, feasible: 2, greedy: 3 };

export async function solveByWindows(
  problem: Problem,
  input: AutoRosterInput,
  weights: RosterWeights,
  timeLimitMs: number,
  days = WINDOW_DAYS,
): Promise<{ assignments: RosterAssignment[]; status: RosterSolveStatus }> {
  const started = performance.now();
  const own: ScheduleSlot[][] = ownSlots(problem);
  const share = shareBy(problem);
  const windows = windowsOf(problem, days);
  const assignments: RosterAssignment[] = [];
  let status: RosterSolveStatus = 'nothingToFill';
  for (const [k, window] of windows.entries()) {
    const left = Math.max(0, timeLimitMs - (performance.now() - started));
    const lastDay = Math.max(...window.map((i) => problem.open[i]!.dayNumber));
    const { model, pairs } = buildRosterModel({
      problem,
      context: input.context,
      weights,
      own,
      recheck: k > 0,
      window,
      targetShare: share(lastDay),
    });
    // A window may take up to four times its share of the time left, so a slow day does not starve the rest.
    const answer =
      left > 0
        ? await solveModel(model, { timeLimitMs: Math.min(left, (4 * left) / (windows.length - k)) })
        : { status: 'none' as const, values: new Float64Array() };
    let chosen: RosterAssignment[];
    if (answer.status === 'none') {
      chosen = fillGreedily(problem, input, own, window); // updates `own` itself
    } else {
      chosen = pairs
        .filter((p) => answer.values[p.column]! > 0.5)
        .map((p) => {
          const doctorId = problem.doctors[p.doctor]!.id;
          insertOrdered(own[p.doctor]!, taken(p.facts.slot, doctorId));
          return { slotId: p.facts.slot.id, doctorId };
        });
    }
    const windowStatus = answer.status === 'none' ? 'greedy' : answer.status;
    if (RANK[windowStatus] > RANK[status]) status = windowStatus;
    assignments.push(...chosen);
  }
  return { assignments, status };
}
