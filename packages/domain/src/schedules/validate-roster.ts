/**
 * The hard rules of a roster (DOMAIN.md "Schedules": no overlap, rest, unavailability, limits;
 * CFM resolution 2.174/2017 art. 1º IV: an anesthesiologist may not conduct simultaneous
 * anesthesias), checked over a whole month in O(n log n).
 *
 * Decisions the rules below share:
 * - Spans are half-open: a slot ending at 19:00 and the next starting at 19:00 do not overlap.
 * - `overlap`: two presential (exclusive) slots of a doctor that meet, or two sobreaviso slots
 *   that meet. A presential slot and a sobreaviso slot may overlap: sobreaviso is being
 *   reachable from home, and the CFM rule forbids conducting two anesthesias, not being on call
 *   while at work (who covers the call is the group's arrangement).
 * - `rest`: between presential slots only; a gap of less than `minRestMinutes` (0 = none),
 *   touching slots included (a 24-hour plantão is one slot, 07:00→07:00).
 * - `unavailable` / `workplaceClosed`: a slot meeting a vacation or exception of its doctor,
 *   or a closed period of its workplace, even partly.
 * - `missingTag`: a slot whose line asks for a tag (a competence: pediatric, cardiac
 *   anesthesia…) taken by a doctor who does not hold it (decision 044).
 * - `residentAlone`: every slot of a resident (presential or sobreaviso) lies wholly within
 *   presential slots of non-resident doctors at the same workplace — their union counts, so two
 *   back-to-back plantões cover a resident's slot spanning both.
 * - Limits: see limits.ts. A doctor missing from `context.doctors` is a non-resident without limits.
 * - Open slots (no doctor) are only checked against closed workplaces.
 * Slots are assumed to have distinct ids and start < end (`validateSlotInput`).
 */
import { hasLimits, limitViolations, slotDating, type DatedSlot } from './limits';
import { spanCover, spanIndex, type SpanIndex } from './spans';
import {
  VIOLATION_CODES,
  type RosterContext,
  type ScheduleSlot,
  type TimeSpan,
  type Unavailability,
  type Violation,
  type ViolationCode,
} from './types';

const MINUTE_MS = 60_000;

/** The order every rule walks slots in: start, then end, then id — never the input's order. */
export const rosterOrder = (a: ScheduleSlot, b: ScheduleSlot): number =>
  a.start - b.start || a.end - b.end || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const codeRank = Object.fromEntries(VIOLATION_CODES.map((code, i) => [code, i])) as Record<ViolationCode, number>;
const compareText = (a = '', b = ''): number => (a < b ? -1 : a > b ? 1 : 0);

/** Violations in a stable order: by slot, code, other slot, detail. */
export function sortViolations(violations: Violation[]): Violation[] {
  return violations.sort(
    (a, b) =>
      compareText(a.slotId, b.slotId) ||
      codeRank[a.code] - codeRank[b.code] ||
      compareText(a.otherSlotId, b.otherSlotId) ||
      compareText(a.detail, b.detail),
  );
}

export const isResident = (context: RosterContext, doctorId: string | null): boolean =>
  doctorId !== null && context.doctors.get(doctorId)?.isResident === true;

/** The rest the company asks for, in ms (0 when none). */
export const restMs = (context: RosterContext): number =>
  context.minRestMinutes > 0 ? context.minRestMinutes * MINUTE_MS : 0;

/** The doctor's vacation or exception a slot meets, or undefined. */
export const absenceIndex = (context: RosterContext, doctorId: string): SpanIndex<Unavailability> =>
  spanIndex(context.unavailability.get(doctorId) ?? [], (a, b) => compareText(a.reason, b.reason));

export const closedIndex = (context: RosterContext, workplaceId: string): SpanIndex<TimeSpan> =>
  spanIndex(context.closedWorkplaces.get(workplaceId) ?? []);

/**
 * Sweeps one doctor's slots of one kind in roster order, keeping the slot that reaches furthest:
 * a slot starting before its end overlaps it; one starting less than `rest` after it breaks the
 * rest. Each slot is told at most once, and every clashing pair at least once: on the later of the
 * two, against the slot reaching furthest before it (which clashes with it too).
 */
function sweep(doctorId: string, slots: readonly ScheduleSlot[], rest: number, out: Violation[]): void {
  let furthest: ScheduleSlot | undefined;
  for (const slot of slots) {
    if (furthest && slot.start < furthest.end) {
      out.push({ code: 'overlap', slotId: slot.id, otherSlotId: furthest.id, doctorId });
    } else if (furthest && slot.start - furthest.end < rest) {
      const detail = String(Math.floor((slot.start - furthest.end) / MINUTE_MS));
      out.push({ code: 'rest', slotId: slot.id, otherSlotId: furthest.id, doctorId, detail });
    }
    if (!furthest || slot.end > furthest.end) furthest = slot;
  }
}

/** The `missingTag` breach of a taken slot whose doctor lacks the tag its line asks for, if any. */
export function missingTag(slot: ScheduleSlot, context: RosterContext): Violation | undefined {
  const { requiredTag, doctorId } = slot;
  if (!requiredTag || doctorId === null) return undefined;
  if (context.doctors.get(doctorId)?.tags?.has(requiredTag)) return undefined;
  return { code: 'missingTag', slotId: slot.id, doctorId, detail: requiredTag };
}

/** Whether a slot counts in a resident's cover: presential, of a non-resident doctor. */
export const coversResidents = (slot: ScheduleSlot, context: RosterContext): boolean =>
  slot.exclusive && slot.doctorId !== null && !isResident(context, slot.doctorId);

function groupBy<K>(slots: readonly ScheduleSlot[], key: (slot: ScheduleSlot) => K | null): Map<K, ScheduleSlot[]> {
  const groups = new Map<K, ScheduleSlot[]>();
  for (const slot of slots) {
    const k = key(slot);
    if (k === null) continue;
    const list = groups.get(k);
    if (list) list.push(slot);
    else groups.set(k, [slot]);
  }
  return groups;
}

/** `workplaceClosed` and `residentAlone` of one workplace's slots. */
function workplaceViolations(
  workplaceId: string,
  slots: readonly ScheduleSlot[],
  context: RosterContext,
  out: Violation[],
) {
  if (context.closedWorkplaces.get(workplaceId)?.length) {
    const closed = closedIndex(context, workplaceId);
    for (const slot of slots) {
      if (closed.meeting(slot)) out.push({ code: 'workplaceClosed', slotId: slot.id, doctorId: slot.doctorId });
    }
  }
  const residents = slots.filter((s) => isResident(context, s.doctorId));
  if (residents.length === 0) return;
  const cover = spanCover(slots.filter((s) => coversResidents(s, context)));
  for (const slot of residents) {
    if (!cover.covers(slot)) out.push({ code: 'residentAlone', slotId: slot.id, doctorId: slot.doctorId });
  }
}

/** `unavailable`, `missingTag`, `overlap`, `rest` and the limits of one doctor's slots. */
function doctorViolations(
  doctorId: string,
  slots: ScheduleSlot[],
  context: RosterContext,
  dating: (slot: ScheduleSlot) => DatedSlot,
  out: Violation[],
) {
  if (context.unavailability.get(doctorId)?.length) {
    const absences = absenceIndex(context, doctorId);
    for (const slot of slots) {
      const absence = absences.meeting(slot);
      if (absence) out.push({ code: 'unavailable', slotId: slot.id, doctorId, detail: absence.reason });
    }
  }
  for (const slot of slots) {
    const breach = missingTag(slot, context);
    if (breach) out.push(breach);
  }
  slots.sort(rosterOrder);
  const presential = slots.filter((s) => s.exclusive);
  sweep(doctorId, presential, restMs(context), out);
  sweep(
    doctorId,
    slots.filter((s) => !s.exclusive),
    0,
    out,
  );
  const limits = context.doctors.get(doctorId)?.limits;
  if (limits && hasLimits(limits)) out.push(...limitViolations(doctorId, presential.map(dating), limits));
}

/**
 * Every violation of the roster (a month of slots), sorted by slot id, then code, other slot and
 * detail: the same list whatever the order of `slots`. O(n log n).
 */
export function validateRoster(slots: readonly ScheduleSlot[], context: RosterContext): Violation[] {
  const out: Violation[] = [];
  for (const [workplaceId, list] of groupBy(slots, (s) => s.workplaceId)) {
    workplaceViolations(workplaceId, list, context, out);
  }
  const dating = slotDating(context.dayOf);
  for (const [doctorId, list] of groupBy(slots, (s) => s.doctorId)) {
    doctorViolations(doctorId, list, context, dating, out);
  }
  return sortViolations(out);
}
