/**
 * One figure per goal of a proposal (decision 046), over the month's slots — the fixed ones and
 * the proposed ones — and the candidates (residents left out). Used for the solver's proposal,
 * the greedy fill's and the benchmark alike.
 */
import { addCounts, emptyCounts, workplaceWeek } from './calendar';
import { prepare, type Problem } from './prepare';
import type { AutoRosterInput, RosterAssignment, RosterScores } from './types';

export type GoalScores = Omit<RosterScores, 'status' | 'elapsedMs' | 'dropped'>;

const spread = (values: readonly number[]): number =>
  values.length === 0 ? 0 : Math.max(...values) - Math.min(...values);

export function scoreProposal(problem: Problem, assignments: readonly RosterAssignment[]): GoalScores {
  const index = new Map(problem.doctors.map((d, i) => [d.id, i]));
  const counts = problem.doctors.map((d) => {
    const c = emptyCounts();
    c.nights = d.history.nights ?? 0;
    c.weekends = d.history.weekends ?? 0;
    c.holidays = d.history.holidays ?? 0;
    for (const s of problem.fixedByDoctor.get(d.id) ?? []) addCounts(c, problem.facts.get(s.id)!);
    return c;
  });
  const places = new Map<string, Set<string>>();
  const place = (key: string, doctorId: string) => {
    const set = places.get(key);
    if (set) set.add(doctorId);
    else places.set(key, new Set([doctorId]));
  };
  for (const [doctorId, list] of problem.fixedByDoctor) {
    for (const s of list) {
      const facts = problem.facts.get(s.id)!;
      if (facts.inMonth) place(workplaceWeek(facts), doctorId);
    }
  }

  let preferredTaken = 0;
  let undesiredGiven = 0;
  for (const a of assignments) {
    const facts = problem.facts.get(a.slotId)!;
    const d = index.get(a.doctorId);
    if (facts.inMonth) place(workplaceWeek(facts), a.doctorId);
    if (d === undefined) continue;
    addCounts(counts[d]!, facts);
    const wish = problem.doctors[d]!.preferences;
    if (wish?.preferredDays?.includes(facts.day) || wish?.preferredWeekdays?.includes(facts.weekday)) preferredTaken++;
    if (wish?.undesiredDays?.includes(facts.day) || wish?.undesiredWeekdays?.includes(facts.weekday)) undesiredGiven++;
  }

  let targetDeviationMinutes = 0;
  problem.doctors.forEach((d, i) => {
    if (d.target !== undefined) targetDeviationMinutes += Math.abs(counts[i]!.minutes - d.target);
  });
  let workplaceWeekDoctors = 0;
  for (const set of places.values()) workplaceWeekDoctors += set.size;
  return {
    coverage: { filled: assignments.length, total: problem.open.length },
    nightSpread: spread(counts.map((c) => c.nights)),
    weekendSpread: spread(counts.map((c) => c.weekends)),
    holidaySpread: spread(counts.map((c) => c.holidays)),
    preferredTaken,
    undesiredGiven,
    workplaceWeekDoctors,
    targetDeviationMinutes: Math.round(targetDeviationMinutes),
  };
}

/** The goals' figures of any assignments of the input's open slots (the greedy fill's, for the benchmark). */
export const rosterScores = (input: AutoRosterInput, assignments: readonly RosterAssignment[]): GoalScores =>
  scoreProposal(prepare(input), assignments);
