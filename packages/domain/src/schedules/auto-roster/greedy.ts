/**
 * The greedy fill (decision 046): the open slots in roster order, each given to the doctor with
 * the fewest nights so far (history and the month, then the fewest slots, then the id) whom
 * `checkAssignment` lets take it. The benchmark's baseline, and the proposal when the solver
 * finds none in its time.
 */
import { rosterOrder } from '../validate-roster';
import type { ScheduleSlot } from '../types';
import { addCounts, emptyCounts } from './calendar';
import { breaches, prepare, taken, type Problem } from './prepare';
import type { AutoRosterInput, RosterAssignment } from './types';

/** The doctors' slots now (by doctor index), the fixed ones to start with. */
export const ownSlots = (problem: Problem): ScheduleSlot[][] =>
  problem.doctors.map((d) => [...(problem.fixedByDoctor.get(d.id) ?? [])]);

/** Inserts a slot into a list in roster order. */
export function insertOrdered(list: ScheduleSlot[], slot: ScheduleSlot): void {
  let i = list.length;
  while (i > 0 && rosterOrder(list[i - 1]!, slot) > 0) i--;
  list.splice(i, 0, slot);
}

/** Fills `openIndices` (all open slots by default) on top of `own`, which it updates. */
export function fillGreedily(
  problem: Problem,
  input: AutoRosterInput,
  own: ScheduleSlot[][] = ownSlots(problem),
  openIndices: readonly number[] = problem.open.map((_, i) => i),
): RosterAssignment[] {
  const nights = problem.doctors.map((d) => d.history.nights ?? 0);
  const counts = own.map((list) => {
    const c = emptyCounts();
    for (const s of list) addCounts(c, problem.facts.get(s.id)!);
    return c;
  });
  const slotsHeld = own.map((list) => list.length);
  const out: RosterAssignment[] = [];
  for (const open of openIndices) {
    const facts = problem.open[open]!;
    const order = [...problem.allowed[open]!].sort(
      (a, b) =>
        nights[a]! + counts[a]!.nights - (nights[b]! + counts[b]!.nights) ||
        slotsHeld[a]! - slotsHeld[b]! ||
        (problem.doctors[a]!.id < problem.doctors[b]!.id ? -1 : 1),
    );
    const doctor = order.find((d) => breaches(facts.slot, problem.doctors[d]!.id, own[d]!, input.context).length === 0);
    if (doctor === undefined) continue;
    const { id } = problem.doctors[doctor]!;
    insertOrdered(own[doctor]!, taken(facts.slot, id));
    addCounts(counts[doctor]!, facts);
    slotsHeld[doctor]!++;
    out.push({ slotId: facts.slot.id, doctorId: id });
  }
  return out;
}

/** The greedy fill alone: its assignments for the input's open slots (`fill`, candidates and residents as `autoRoster`). */
export function greedyFill(input: AutoRosterInput): RosterAssignment[] {
  return fillGreedily(prepare(input), input);
}
