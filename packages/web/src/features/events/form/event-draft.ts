import type {
  Accommodation,
  EventCreateBody,
  EventType,
  EventUpdateBody,
  EventView,
  GuideDataInput,
} from '@honora/contract';
import type { PricingEvent, PricingTeamMember, Proportion, TeamRole, Technique } from '@honora/domain';
import { moneyShown, moneyText } from '../../../shared/forms/decimal-text';
import { emptyGuideDraft, guideDataInputOf, guideDraftOf, type GuideDraft } from './guide-draft';

/** A procedure row as typed. `key` names it on the screen (and in the engine); `rowId` is the server's. */
export interface ProcedureDraft {
  key: string;
  rowId: string | null;
  idProc: string;
  /** What the picker showed (code — description) or the stored name. */
  label: string;
  proportion: Proportion;
  techniqueUsed: Technique;
  userCustom: boolean;
  /** The user's value, typed pt-BR ("1.234,56"). */
  value: string;
  skipAppeal: boolean;
}

/** A team member beyond the event's anesthetists, resident and surgeon. */
export interface ActorDraft {
  key: string;
  type: TeamRole;
  id: string;
}

export type CustomFieldValue = string | number | boolean | null;

type LinkField =
  | 'healthInsuranceId'
  | 'hospitalId'
  | 'patientId'
  | 'surgeonId'
  | 'anesthetistId'
  | 'secondaryAnesthetistId'
  | 'thirdAnesthetistId'
  | 'residentId';

/** Everything the form edits; text fields are '' when empty, links null. */
export type EventDraft = {
  companyId: string;
  type: EventType;
  isEmergency: boolean;
  isFollowUp: boolean;
  shouldBeFollowUp: boolean;
  followUpById: string | null;
  urgent: boolean;
  numGuide: string;
  dtProcedure: string;
  dtRecourse: string;
  procedureStart: string;
  procedureEnd: string;
  anesthesiaStart: string;
  anesthesiaEnd: string;
  healthInsuranceWallet: string;
  accommodation: Accommodation;
  /** The complementation and the co-participation fee typed pt-BR ("1.234,56"); '' when not shown (no values). */
  complementation: string;
  attendanceFee: string;
  procedures: ProcedureDraft[];
  actors: ActorDraft[];
  guideData: GuideDraft;
  customFields: Record<string, CustomFieldValue>;
} & Record<LinkField, string | null>;

export type { GuideDraft };

let nextKey = 0;
/** A key for a row created on this screen (never sent: the server gives the row its rowId). */
export function newKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}-${nextKey}`;
}

export function emptyDraft(companyId: string, today: string): EventDraft {
  return {
    companyId,
    type: 'Honorario',
    isEmergency: false,
    isFollowUp: false,
    shouldBeFollowUp: false,
    followUpById: null,
    urgent: false,
    numGuide: '',
    dtProcedure: today,
    dtRecourse: '',
    procedureStart: '',
    procedureEnd: '',
    anesthesiaStart: '',
    anesthesiaEnd: '',
    healthInsuranceId: null,
    healthInsuranceWallet: '',
    hospitalId: null,
    patientId: null,
    surgeonId: null,
    anesthetistId: null,
    secondaryAnesthetistId: null,
    thirdAnesthetistId: null,
    residentId: null,
    accommodation: 'NURSERY',
    complementation: '',
    attendanceFee: '',
    procedures: [],
    actors: [],
    guideData: emptyGuideDraft(),
    customFields: {},
  };
}

/** The form's state of a stored event (procedures in their order, rows keyed by their rowId). */
export function draftOf(event: EventView): EventDraft {
  return {
    companyId: event.companyId,
    type: event.type,
    isEmergency: event.isEmergency,
    isFollowUp: event.isFollowUp,
    shouldBeFollowUp: event.shouldBeFollowUp,
    followUpById: event.followUpById,
    urgent: event.status.urgent,
    numGuide: event.numGuide ?? '',
    dtProcedure: event.dtProcedure ?? '',
    dtRecourse: event.dtRecourse ?? '',
    procedureStart: event.procedureStart ?? '',
    procedureEnd: event.procedureEnd ?? '',
    anesthesiaStart: event.anesthesiaStart ?? '',
    anesthesiaEnd: event.anesthesiaEnd ?? '',
    healthInsuranceId: event.healthInsuranceId,
    healthInsuranceWallet: event.healthInsuranceWallet ?? '',
    hospitalId: event.hospitalId,
    patientId: event.patientId,
    surgeonId: event.surgeonId,
    anesthetistId: event.anesthetistId,
    secondaryAnesthetistId: event.secondaryAnesthetistId,
    thirdAnesthetistId: event.thirdAnesthetistId,
    residentId: event.residentId,
    accommodation: event.accommodation,
    complementation: event.values ? moneyShown(event.values.complementation) : '',
    attendanceFee: event.values ? moneyShown(event.values.attendanceFee) : '',
    procedures: [...event.procedures]
      .sort((a, b) => a.order - b.order)
      .map((p) => ({
        key: p.rowId,
        rowId: p.rowId,
        idProc: p.idProc,
        label: p.name ? `${p.idProc} — ${p.name}` : p.idProc,
        proportion: p.proportion,
        techniqueUsed: p.techniqueUsed,
        userCustom: p.userCustom,
        value: p.userCustom && p.value ? moneyShown(p.value) : '',
        skipAppeal: p.skipAppeal,
      })),
    actors: extraActorsOf(event),
    guideData: guideDraftOf(event.guideData),
    customFields: { ...event.customFields },
  };
}

type OwnRoles = Pick<
  EventDraft,
  'anesthetistId' | 'secondaryAnesthetistId' | 'thirdAnesthetistId' | 'residentId' | 'surgeonId'
>;

/**
 * The members the event's own fields make (the server's team, decision 015): its anesthetists
 * (orders 1–3: a second halves the share, a third splits it in thirds), its resident and its surgeon.
 */
export function ownTeamOf(event: OwnRoles): PricingTeamMember[] {
  const team: PricingTeamMember[] = [];
  const add = (id: string | null, role: TeamRole, order: number) => {
    if (id) team.push({ id, role, order });
  };
  add(event.anesthetistId, 'anesthetist', 1);
  add(event.secondaryAnesthetistId, 'anesthetist', 2);
  add(event.thirdAnesthetistId, 'anesthetist', 3);
  add(event.residentId, 'residentAnesthetist', 1);
  add(event.surgeonId, 'surgeon', 1);
  return team;
}

/** The stored actors beyond the event's own members (the server keeps the whole team, with revenue, in `actors`). */
function extraActorsOf(event: EventView): ActorDraft[] {
  const own = new Set(ownTeamOf(event).map((m) => `${m.role}:${m.order}:${m.id}`));
  return [...event.actors]
    .filter((actor) => !own.has(`${actor.type}:${actor.order}:${actor.id}`))
    .sort((a, b) => a.order - b.order)
    .map((actor) => ({ key: newKey('membro'), type: actor.type, id: actor.id }));
}

/**
 * Each extra member's order among the members of its role, after the event's own ones (a
 * second surgeon is order 2 when the event names a surgeon), in the order of the list.
 */
export function actorsWithOrder(
  draft: Pick<EventDraft, 'actors'> & OwnRoles,
): { id: string; type: TeamRole; order: number }[] {
  const seen = new Map<TeamRole, number>();
  for (const member of ownTeamOf(draft)) seen.set(member.role, Math.max(seen.get(member.role) ?? 0, member.order));
  return draft.actors.map((actor) => {
    const order = (seen.get(actor.type) ?? 0) + 1;
    seen.set(actor.type, order);
    return { id: actor.id, type: actor.type, order };
  });
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * The complementation and the fee as decimal text; left out when blank (a user without values
 * never sees them, so the body does not name them and the stored amounts stay as they are).
 */
function extraValuesOf(draft: Pick<EventDraft, 'complementation' | 'attendanceFee'>) {
  return {
    ...(draft.complementation.trim() ? { complementation: moneyText(draft.complementation) } : {}),
    ...(draft.attendanceFee.trim() ? { attendanceFee: moneyText(draft.attendanceFee) } : {}),
  };
}

/** The fields of the create and update bodies (the schema trims, validates and fills defaults). */
function inputOf(draft: EventDraft) {
  return {
    type: draft.type,
    isEmergency: draft.isEmergency,
    isFollowUp: draft.isFollowUp,
    shouldBeFollowUp: draft.shouldBeFollowUp,
    followUpById: draft.followUpById,
    numGuide: orNull(draft.numGuide),
    dtProcedure: draft.dtProcedure,
    dtRecourse: orNull(draft.dtRecourse),
    procedureStart: orNull(draft.procedureStart),
    procedureEnd: orNull(draft.procedureEnd),
    anesthesiaStart: orNull(draft.anesthesiaStart),
    anesthesiaEnd: orNull(draft.anesthesiaEnd),
    // An empty insurer goes as '' so the schema answers its own "required" under the picker.
    healthInsuranceId: draft.healthInsuranceId ?? '',
    healthInsuranceWallet: orNull(draft.healthInsuranceWallet),
    hospitalId: draft.hospitalId,
    patientId: draft.patientId,
    surgeonId: draft.surgeonId,
    anesthetistId: draft.anesthetistId,
    secondaryAnesthetistId: draft.secondaryAnesthetistId,
    thirdAnesthetistId: draft.thirdAnesthetistId,
    residentId: draft.residentId,
    accommodation: draft.accommodation,
    ...extraValuesOf(draft),
    urgent: draft.urgent,
    procedures: draft.procedures.map((p, i) => ({
      ...(p.rowId ? { rowId: p.rowId } : {}),
      idProc: p.idProc,
      order: i + 1,
      proportion: p.proportion,
      techniqueUsed: p.techniqueUsed,
      userCustom: p.userCustom,
      ...(p.userCustom ? { value: moneyText(p.value) } : {}),
      skipAppeal: p.skipAppeal,
    })),
    actors: actorsWithOrder(draft),
    guideData: guideDataInputOf(draft.guideData) satisfies GuideDataInput,
    customFields: draft.customFields,
  };
}

export function createBodyOf(draft: EventDraft): EventCreateBody {
  return { companyId: draft.companyId, ...inputOf(draft) };
}

export function updateBodyOf(draft: EventDraft, version: number): EventUpdateBody {
  return { version, ...inputOf(draft) };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOrNull = (text: string) => (TIME.test(text) ? text : null);

/** The event's team as the engine takes it: its own members, then the extra ones (as the server builds it). */
export function pricingTeamOf(draft: EventDraft): PricingTeamMember[] {
  const extras = actorsWithOrder(draft)
    .filter((actor) => actor.id)
    .map((actor) => ({ id: actor.id, role: actor.type, order: actor.order }));
  return [...ownTeamOf(draft), ...extras];
}

/** The event the browser prices (rows keyed by `key`); half-typed times count as none. */
export function pricingEventOf(draft: EventDraft): PricingEvent {
  return {
    type: draft.type,
    dtProcedure: draft.dtProcedure,
    accommodation: draft.accommodation,
    isEmergency: draft.isEmergency,
    anesthesiaStart: timeOrNull(draft.anesthesiaStart),
    anesthesiaEnd: timeOrNull(draft.anesthesiaEnd),
    procedures: draft.procedures
      .map((p, i) => ({
        rowId: p.key,
        code: p.idProc,
        order: i + 1,
        proportion: p.proportion,
        techniqueUsed: p.techniqueUsed,
        ...(p.userCustom && /^\d{1,12}(\.\d{1,2})?$/.test(moneyText(p.value))
          ? { userCustom: true, value: moneyText(p.value) }
          : {}),
      }))
      .filter((p) => /^\d{8}$/.test(p.code)),
    team: pricingTeamOf(draft),
  };
}

/** The distinct procedure codes, sorted (the pricing context's key and `codes`). */
export function codesOf(draft: EventDraft): string[] {
  return [...new Set(draft.procedures.map((p) => p.idProc).filter((code) => /^\d{8}$/.test(code)))].sort();
}
