/**
 * One edit of the roster: the rules of `validateRoster` (validate-roster.ts, where the decisions
 * are written) for one slot placed in the month — what the server checks when a slot is taken,
 * assigned or changed, and the web for instant feedback. O(n) over the month's slots.
 */
import { candidateLimitViolations, hasLimits, slotDating } from './limits';
import type { RosterContext, ScheduleSlot, Violation } from './types';
import { spanCover, spansMeet } from './spans';
import {
  absenceIndex,
  closedIndex,
  coversResidents,
  isResident,
  missingTag,
  restMs,
  rosterOrder,
  sortViolations,
} from './validate-roster';

/**
 * The violations `candidate` brings into `slots` (the month as it is). A slot of `slots` with
 * the candidate's id is the one being edited: the candidate takes its place. Told are the
 * candidate's own breaches (overlap and rest with each slot it clashes with, unavailable, missingTag,
 * workplaceClosed, the limits of the period it falls in, residentAlone) and the residents'
 * slots that the edited slot covered and the candidate no longer does (residentAlone on the
 * resident's slot, `otherSlotId` the candidate). Clashes among the other slots are not told; a
 * limit is told whenever the candidate's period (or run of nights) is over it with the candidate in.
 *
 * Agrees with `validateRoster`: when validateRoster(slots) is empty, checkAssignment is empty
 * exactly when validateRoster of the month with the candidate in place is empty.
 */
export function checkAssignment(
  candidate: ScheduleSlot,
  slots: readonly ScheduleSlot[],
  context: RosterContext,
): Violation[] {
  const others = slots.filter((s) => s.id !== candidate.id);
  const out: Violation[] = [];
  const { id: slotId, doctorId } = candidate;
  if (closedIndex(context, candidate.workplaceId).meeting(candidate)) {
    out.push({ code: 'workplaceClosed', slotId, doctorId });
  }

  if (doctorId !== null) {
    const absence = absenceIndex(context, doctorId).meeting(candidate);
    if (absence) out.push({ code: 'unavailable', slotId, doctorId, detail: absence.reason });
    const untagged = missingTag(candidate, context);
    if (untagged) out.push(untagged);
    const rest = restMs(context);
    const own = others.filter((s) => s.doctorId === doctorId).sort(rosterOrder);
    for (const other of own) {
      if (other.exclusive !== candidate.exclusive) continue;
      if (spansMeet(candidate, other)) {
        out.push({ code: 'overlap', slotId: candidate.id, otherSlotId: other.id, doctorId });
        continue;
      }
      const gap = Math.max(other.start - candidate.end, candidate.start - other.end);
      if (candidate.exclusive && gap < rest) {
        const detail = String(Math.floor(gap / 60_000));
        out.push({ code: 'rest', slotId: candidate.id, otherSlotId: other.id, doctorId, detail });
      }
    }
    const limits = context.doctors.get(doctorId)?.limits;
    if (candidate.exclusive && limits && hasLimits(limits)) {
      const dating = slotDating(context.dayOf);
      const presential = own.filter((s) => s.exclusive).map(dating);
      out.push(...candidateLimitViolations(doctorId, dating(candidate), presential, limits));
    }
  }

  if (isResident(context, doctorId)) {
    const cover = spanCover(
      others.filter((s) => s.workplaceId === candidate.workplaceId && coversResidents(s, context)),
    );
    if (!cover.covers(candidate)) out.push({ code: 'residentAlone', slotId, doctorId });
  }
  out.push(...uncoveredResidents(candidate, slots, others, context));
  return sortViolations(out);
}

/** The residents' slots the edited slot covered that are left uncovered with the candidate in its place. */
function uncoveredResidents(
  candidate: ScheduleSlot,
  slots: readonly ScheduleSlot[],
  others: readonly ScheduleSlot[],
  context: RosterContext,
): Violation[] {
  const edited = slots.filter((s) => s.id === candidate.id);
  const wasCover = edited.filter((s) => coversResidents(s, context));
  const out: Violation[] = [];
  for (const workplaceId of new Set(wasCover.map((s) => s.workplaceId))) {
    const here = others.filter((s) => s.workplaceId === workplaceId);
    const residents = here.filter(
      (s) => isResident(context, s.doctorId) && wasCover.some((c) => c.workplaceId === workplaceId && spansMeet(c, s)),
    );
    if (residents.length === 0) continue;
    const coverOf = (list: ScheduleSlot[]) =>
      spanCover(list.filter((s) => s.workplaceId === workplaceId && coversResidents(s, context)));
    const before = coverOf([...here, ...edited]);
    const after = coverOf([...here, candidate]);
    for (const resident of residents) {
      if (before.covers(resident) && !after.covers(resident)) {
        out.push({
          code: 'residentAlone',
          slotId: resident.id,
          otherSlotId: candidate.id,
          doctorId: resident.doctorId,
        });
      }
    }
  }
  return out;
}
