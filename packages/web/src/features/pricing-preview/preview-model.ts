import type { Accommodation, EventType } from '@honora/contract';
import type { PricingEvent, PricingTeamMember, Proportion, Technique } from '@honora/domain';

/** A procedure chosen on the screen; `label` is what the picker showed (code — description). */
export interface PreviewProcedure {
  rowId: string;
  code: string;
  label: string;
  proportion: Proportion;
  technique: Technique;
}

/** Everything the preview screen prices: the insurer and date pick the negotiation, the rest is the event. */
export interface PreviewState {
  insurerId: string | null;
  date: string;
  type: EventType;
  accommodation: Accommodation;
  isEmergency: boolean;
  anesthesiaStart: string;
  anesthesiaEnd: string;
  /** 1..3 anesthetists (a second halves the share, a third splits it in thirds). */
  anesthetists: number;
  /** 0..2 assistant anesthetists. */
  assistants: number;
  /** 0..1 surgeon and 0..4 assistant surgeons: priced on the surgical porte when the negotiation bills the anesthetic one. */
  surgeons: number;
  assistantSurgeons: number;
  procedures: PreviewProcedure[];
}

export const MAX_ANESTHETISTS = 3;
export const MAX_ASSISTANTS = 2;
export const MAX_SURGEONS = 1;
export const MAX_ASSISTANT_SURGEONS = 4;

export function initialPreview(insurerId: string | null, today: string): PreviewState {
  return {
    insurerId,
    date: today,
    type: 'Honorario',
    accommodation: 'NURSERY',
    isEmergency: false,
    anesthesiaStart: '',
    anesthesiaEnd: '',
    anesthetists: 1,
    assistants: 0,
    surgeons: 0,
    assistantSurgeons: 0,
    procedures: [],
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOrNull = (text: string) => (TIME.test(text) ? text : null);

function teamOf(state: PreviewState): PricingTeamMember[] {
  const members: PricingTeamMember[] = [];
  for (let order = 1; order <= state.anesthetists; order++) {
    members.push({ id: `anestesista-${order}`, role: 'anesthetist', order });
  }
  for (let order = 1; order <= state.assistants; order++) {
    members.push({ id: `auxiliar-${order}`, role: 'assistantAnesthetist', order });
  }
  for (let order = 1; order <= state.surgeons; order++) {
    members.push({ id: `cirurgiao-${order}`, role: 'surgeon', order });
  }
  for (let order = 1; order <= state.assistantSurgeons; order++) {
    members.push({ id: `auxiliar-cirurgico-${order}`, role: 'assistantSurgeon', order });
  }
  return members;
}

/** The event the engine prices (and the preview route receives); half-typed times count as none. */
export function eventOf(state: PreviewState): PricingEvent {
  return {
    type: state.type,
    dtProcedure: state.date,
    accommodation: state.accommodation,
    isEmergency: state.isEmergency,
    anesthesiaStart: timeOrNull(state.anesthesiaStart),
    anesthesiaEnd: timeOrNull(state.anesthesiaEnd),
    procedures: state.procedures.map((p, i) => ({
      rowId: p.rowId,
      code: p.code,
      order: i + 1,
      proportion: p.proportion,
      techniqueUsed: p.technique,
    })),
    team: teamOf(state),
  };
}

/** The distinct codes of the chosen procedures, sorted (the context query's key and `codes`). */
export function codesOf(state: PreviewState): string[] {
  return [...new Set(state.procedures.map((p) => p.code))].sort();
}
