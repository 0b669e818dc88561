import type { Patient } from '@honora/contract';
import type { EventDraft } from './event-draft';

/** The fields of the event the user chose (typed, picked or stored): a record never overwrites them. */
export type ChosenFields = ReadonlySet<keyof EventDraft>;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * What the user has chosen when the form opens: nothing on a new event (its defaults, such as
 * the accommodation, are not choices); on a stored event every field with a value.
 */
export function chosenAtStart(draft: EventDraft, isNew: boolean): ChosenFields {
  if (isNew) return new Set();
  return new Set((Object.keys(draft) as (keyof EventDraft)[]).filter((key) => !isBlank(draft[key])));
}

/** The fields a change typed or picked by the user makes chosen. */
export function withChosen(chosen: ChosenFields, change: Partial<EventDraft>): ChosenFields {
  const keys = Object.keys(change) as (keyof EventDraft)[];
  if (keys.every((key) => chosen.has(key))) return chosen;
  return new Set([...chosen, ...keys]);
}

/**
 * Filling from a record: a field takes the record's value only when the record has one and the
 * user has not chosen the field (an empty field, a default, or what an earlier record filled).
 */
export function fillFromRecord(chosen: ChosenFields, offered: Partial<EventDraft>): Partial<EventDraft> {
  const entries = Object.entries(offered).filter(
    ([key, value]) => !isBlank(value) && !chosen.has(key as keyof EventDraft),
  );
  return Object.fromEntries(entries) as Partial<EventDraft>;
}

type PatientRecord = Pick<Patient, 'healthInsuranceId' | 'healthInsuranceWallet' | 'accommodation'>;

/**
 * What a chosen patient's record fills on the event: its insurer, accommodation and wallet —
 * the wallet only when the event ends up with the patient's insurer (a card of another insurer
 * would be wrong on the guide).
 */
export function patientFill(draft: EventDraft, chosen: ChosenFields, patient: PatientRecord): Partial<EventDraft> {
  const filled = fillFromRecord(chosen, {
    healthInsuranceId: patient.healthInsuranceId,
    accommodation: patient.accommodation,
  });
  const insurerId = filled.healthInsuranceId ?? draft.healthInsuranceId;
  if (insurerId !== patient.healthInsuranceId) return filled;
  return { ...filled, ...fillFromRecord(chosen, { healthInsuranceWallet: patient.healthInsuranceWallet ?? '' }) };
}
