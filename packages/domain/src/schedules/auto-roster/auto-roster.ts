/**
 * The automatic roster (decision 046; DOMAIN.md "Schedules"): fills the open slots of a month
 * within every hard rule of `validateRoster`, fairly, with a mixed-integer model solved by HiGHS.
 * Deterministic for the same input: slots in roster order, doctors by id, one solver thread and a
 * fixed seed (a solve stopped by its time limit is the one exception, and is told as `feasible`).
 */
import { safetyNet, topUp, unfilledReasons } from './last-check';
import { prepare } from './prepare';
import { scoreProposal } from './scores';
import { solveByWindows } from './windows';
import {
  DEFAULT_ROSTER_TIME_LIMIT_MS,
  DEFAULT_ROSTER_WEIGHTS,
  type AutoRosterInput,
  type RosterAssignment,
  type RosterProposal,
  type RosterSolveStatus,
} from './types';

// The domain compiles without Node's or the DOM's types; both give `performance.now()`.
declare const performance: { now(): number };

const bySlotId = (a: RosterAssignment, b: RosterAssignment): number =>
  a.slotId < b.slotId ? -1 : a.slotId > b.slotId ? 1 : 0;

export async function autoRoster(input: AutoRosterInput): Promise<RosterProposal> {
  const started = performance.now();
  const weights = { ...DEFAULT_ROSTER_WEIGHTS, ...input.weights };
  const problem = prepare(input);
  let status: RosterSolveStatus = 'nothingToFill';
  let assignments: RosterAssignment[] = [];

  if (problem.allowed.some((doctors) => doctors.length > 0)) {
    ({ assignments, status } = await solveByWindows(
      problem,
      input,
      weights,
      input.timeLimitMs ?? DEFAULT_ROSTER_TIME_LIMIT_MS,
    ));
  }

  const { kept, dropped } = safetyNet(input, assignments);
  const final = [...kept, ...topUp(problem, input, kept)].sort(bySlotId);
  return {
    assignments: final,
    unfilled: unfilledReasons(problem, final),
    scores: {
      ...scoreProposal(problem, final),
      status,
      elapsedMs: Math.round(performance.now() - started),
      dropped,
    },
    residentsSkipped: problem.residentsSkipped,
  };
}
