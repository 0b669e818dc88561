/**
 * The proposal's last steps (decision 046):
 * - the safety net: `validateRoster` on the fixed slots with the proposal in, against the fixed
 *   slots alone; an assignment named by a violation they did not have is dropped, until none is
 *   left. The model encodes every rule, so the net never acts (the property tests hold it to 0);
 * - the top-up: an open slot still open that a doctor may take now (`checkAssignment` against
 *   the roster as proposed) is given to them, so a solver stopped by its time limit leaves no
 *   slot open that could be filled;
 * - the reasons of each open slot left open.
 */
import { rosterOrder, validateRoster } from '../validate-roster';
import type { ScheduleSlot, Violation } from '../types';
import { fillGreedily, insertOrdered, ownSlots } from './greedy';
import { taken, type Problem } from './prepare';
import type { AutoRosterInput, RosterAssignment, UnfilledReason, UnfilledSlot } from './types';

const violationKey = (v: Violation): string =>
  `${v.code} ${v.slotId} ${v.otherSlotId ?? ''} ${v.doctorId ?? ''} ${v.detail ?? ''}`;

/** The input's slots with the assignments in. */
export function withAssignments(
  slots: readonly ScheduleSlot[],
  assignments: readonly RosterAssignment[],
): ScheduleSlot[] {
  const doctorOf = new Map(assignments.map((a) => [a.slotId, a.doctorId]));
  return slots.map((s) => (doctorOf.has(s.id) ? taken(s, doctorOf.get(s.id)!) : s));
}

/** The violations of the roster with the assignments in that the input's slots alone do not have. */
export function newViolations(input: AutoRosterInput, assignments: readonly RosterAssignment[]): Violation[] {
  const before = new Set(validateRoster(input.slots, input.context).map(violationKey));
  return validateRoster(withAssignments(input.slots, assignments), input.context).filter(
    (v) => !before.has(violationKey(v)),
  );
}

/** Drops assignments until no new violation is left; answers those kept and how many were dropped. */
export function safetyNet(
  input: AutoRosterInput,
  assignments: readonly RosterAssignment[],
): { kept: RosterAssignment[]; dropped: number } {
  const slotById = new Map(input.slots.map((s) => [s.id, s]));
  let kept = [...assignments];
  for (;;) {
    const fresh = newViolations(input, kept);
    if (fresh.length === 0) return { kept, dropped: assignments.length - kept.length };
    const ours = new Map(kept.map((a) => [a.slotId, a]));
    const guilty = new Set<string>();
    for (const v of fresh) {
      const named = [v.slotId, v.otherSlotId].filter((id): id is string => id !== undefined && ours.has(id));
      // A limit told on a fixed slot: the doctor's latest proposed slot goes.
      const suspects = named.length > 0 ? named : kept.filter((a) => a.doctorId === v.doctorId).map((a) => a.slotId);
      const latest = suspects
        .map((id) => slotById.get(id)!)
        .sort(rosterOrder)
        .at(-1);
      if (latest) guilty.add(latest.id);
    }
    if (guilty.size === 0) return { kept, dropped: assignments.length - kept.length }; // not ours to mend
    kept = kept.filter((a) => !guilty.has(a.slotId));
  }
}

/** The doctors' slots (by doctor index) with the assignments in. */
export function ownWith(problem: Problem, assignments: readonly RosterAssignment[]): ScheduleSlot[][] {
  const own = ownSlots(problem);
  const index = new Map(problem.doctors.map((d, i) => [d.id, i]));
  const openById = new Map(problem.open.map((f) => [f.slot.id, f.slot]));
  for (const a of assignments) insertOrdered(own[index.get(a.doctorId)!]!, taken(openById.get(a.slotId)!, a.doctorId));
  return own;
}

/** The open slots still open that a doctor may take as the roster now stands, filled greedily. */
export function topUp(problem: Problem, input: AutoRosterInput, assignments: readonly RosterAssignment[]) {
  const filled = new Set(assignments.map((a) => a.slotId));
  const left = problem.open.flatMap((f, i) => (filled.has(f.slot.id) ? [] : [i]));
  return fillGreedily(problem, input, ownWith(problem, assignments), left);
}

/** Why each open slot left open is open: the rules that refused candidates, or `capacity`. */
export function unfilledReasons(problem: Problem, assignments: readonly RosterAssignment[]): UnfilledSlot[] {
  const filled = new Set(assignments.map((a) => a.slotId));
  const out: UnfilledSlot[] = [];
  problem.open.forEach((facts, i) => {
    if (filled.has(facts.slot.id)) return;
    const reasons: Partial<Record<UnfilledReason, number>> = { ...problem.refused[i] };
    if (problem.allowed[i]!.length > 0) reasons.capacity = problem.allowed[i]!.length;
    if (problem.doctors.length === 0) reasons.noCandidates = 1;
    out.push({ slotId: facts.slot.id, reasons });
  });
  return out.sort((a, b) => (a.slotId < b.slotId ? -1 : a.slotId > b.slotId ? 1 : 0));
}
