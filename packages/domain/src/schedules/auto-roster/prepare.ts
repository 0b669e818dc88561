/**
 * The automatic roster's problem (decision 046): the open slots to fill, the doctors who may take
 * them, and the (slot, doctor) pairs that break no rule against the fixed slots alone — told by
 * `checkAssignment` itself, so the filter and the grid refuse for the same reasons. A pair it
 * refuses is out of the model, and its codes are the open slot's reasons if it stays open.
 */
import { checkAssignment } from '../check-assignment';
import { isResident, rosterOrder } from '../validate-roster';
import type { DoctorRules, RosterContext, ScheduleSlot, Violation, ViolationCode } from '../types';
import { slotFacts, type SlotFacts } from './calendar';
import type { AutoRosterInput, DayPreferences, RosterHistory } from './types';

export interface Doctor {
  id: string;
  rules: DoctorRules | undefined;
  history: RosterHistory;
  preferences: DayPreferences | undefined;
  /** Presential minutes owed in the month, if given. */
  target: number | undefined;
}

export interface Problem {
  /** Candidates that are not residents, by id. */
  doctors: Doctor[];
  /** The open slots to fill, in roster order. */
  open: SlotFacts[];
  /** Every slot of the input with its calendar facts (by slot id). */
  facts: ReadonlyMap<string, SlotFacts>;
  /** The assigned slots of the input, by doctor id (any doctor, candidate or not), in roster order. */
  fixedByDoctor: ReadonlyMap<string, ScheduleSlot[]>;
  /** For each open slot (same index), the doctors (indices) that may take it against the fixed slots. */
  allowed: number[][];
  /** For each open slot (same index), how many candidates each rule refused against the fixed slots. */
  refused: Partial<Record<ViolationCode, number>>[];
  residentsSkipped: string[];
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The slot as if `doctorId` took it. */
export const taken = (slot: ScheduleSlot, doctorId: string): ScheduleSlot => ({ ...slot, doctorId });

/**
 * The rules a doctor (not a resident) breaks taking `slot` beside `own`, the doctor's slots: for
 * someone who is not a resident, `checkAssignment` reads only the doctor's own slots (a
 * resident's cover only grows when a non-resident takes an open slot).
 */
export const breaches = (
  slot: ScheduleSlot,
  doctorId: string,
  own: readonly ScheduleSlot[],
  context: RosterContext,
): Violation[] => checkAssignment(taken(slot, doctorId), own, context);

export function prepare(input: AutoRosterInput): Problem {
  const { context } = input;
  const factsOf = slotFacts(context, input.holidays, input.month);
  const facts = new Map<string, SlotFacts>();
  for (const slot of input.slots) facts.set(slot.id, factsOf(slot));

  const fixedByDoctor = new Map<string, ScheduleSlot[]>();
  for (const slot of [...input.slots].sort(rosterOrder)) {
    if (slot.doctorId === null) continue;
    const list = fixedByDoctor.get(slot.doctorId);
    if (list) list.push(slot);
    else fixedByDoctor.set(slot.doctorId, [slot]);
  }

  const ids = [...new Set(input.candidates)].sort(byText);
  const residentsSkipped = ids.filter((id) => isResident(context, id));
  const doctors: Doctor[] = ids
    .filter((id) => !isResident(context, id))
    .map((id) => ({
      id,
      rules: context.doctors.get(id),
      history: input.history?.get(id) ?? {},
      preferences: input.preferences?.get(id),
      target: input.targets?.get(id),
    }));

  const open = input.slots
    .filter((s) => s.doctorId === null && (input.fill === undefined || input.fill.has(s.id)))
    .sort(rosterOrder)
    .map((s) => facts.get(s.id)!);

  const allowed: number[][] = [];
  const refused: Partial<Record<ViolationCode, number>>[] = [];
  for (const { slot } of open) {
    const may: number[] = [];
    const why: Partial<Record<ViolationCode, number>> = {};
    doctors.forEach((doctor, d) => {
      const found = breaches(slot, doctor.id, fixedByDoctor.get(doctor.id) ?? [], context);
      if (found.length === 0) may.push(d);
      for (const code of new Set(found.map((v) => v.code))) why[code] = (why[code] ?? 0) + 1;
    });
    allowed.push(may);
    refused.push(why);
  }
  return { doctors, open, facts, fixedByDoctor, allowed, refused, residentsSkipped };
}
