import {
  ANESTHESIA_TEAM_ROLES,
  EVENT_VALUE_FIELDS,
  eventRoutes,
  type EventAttachment,
  type EventObservation,
  type EventProcedure,
  type EventView,
} from '@honora/contract';
import { stripValues, type EventActionFlags } from '@honora/domain';
import { trimDecimal } from '../pricing';
import type { AttachmentRow, EventRow, ObservationRow, ProcedureRow } from './events.repository';

type Names = EventView['names'];

/** The download address of an attachment (the contract's GET route). */
export function attachmentUrl(eventId: string, attachmentId: string): string {
  return eventRoutes.downloadAttachment.path.replace(':id', eventId).replace(':attachmentId', attachmentId);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAttachment(row: AttachmentRow): EventAttachment {
  return {
    id: row.id,
    kind: row.kind as EventAttachment['kind'],
    fileName: row.fileName,
    mime: row.mime,
    size: row.size,
    url: attachmentUrl(row.eventId, row.id),
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
  };
}

export function toObservation(row: ObservationRow): EventObservation {
  return {
    id: row.id,
    text: row.text,
    date: row.createdAt.toISOString(),
    userId: row.userId,
    userName: row.userName,
    type: row.type as EventObservation['type'],
  };
}

/** A stored procedure row as answered; without values its money, memória de cálculo and revenue shares are left out. */
export function toProcedure(row: ProcedureRow, canSeeValues: boolean): EventProcedure {
  const priced = {
    rowId: row.id,
    idProc: row.idProc,
    name: row.name,
    type: row.type as EventProcedure['type'],
    order: row.order,
    tableCode: row.tableCode,
    porte: row.porte as EventProcedure['porte'],
    porteAnestesico: row.porteAnestesico,
    portePercent: trimDecimal(row.portePercent),
    proportion: row.proportion as EventProcedure['proportion'],
    techniqueUsed: row.techniqueUsed as EventProcedure['techniqueUsed'],
    techniqueUsedProportion: trimDecimal(row.techniqueUsedProportion),
    uco: trimDecimal(row.uco),
    qtdAux: row.qtdAux,
    userCustom: row.userCustom,
    skipAppeal: row.skipAppeal,
    cutReason: row.cutReason,
    cutReasonCode: row.cutReasonCode,
    cuteReasonIds: row.cuteReasonIds,
  };
  const team = row.revenueTeam as EventProcedure['revenueTeam'];
  if (!canSeeValues) {
    return {
      ...priced,
      steps: [],
      revenueTeam: team.map(({ actorId, role, order, grauPart }) => ({ actorId, role, order, grauPart })),
    };
  }
  return {
    ...priced,
    valueTable: row.valueTable,
    valueBase: row.valueBase,
    valueOriginal: row.valueOriginal,
    value: row.value,
    valueChanged: row.valueChanged,
    received: row.received,
    loss: row.loss,
    glosado: row.glosado,
    discount: row.discount,
    over: row.over,
    steps: row.steps as EventProcedure['steps'],
    revenueTeam: team,
  };
}

export interface EventParts {
  row: EventRow;
  procedures: ProcedureRow[];
  observations: ObservationRow[];
  attachments: AttachmentRow[];
  names: Names;
  actions: EventActionFlags;
  canSeeValues: boolean;
  /** Leave the surgeon and the surgeon-side team out (RequestAccess.surgeonHidden, not the user's event). */
  surgeonHidden: boolean;
  /** Its company receives only through collections and the event is in none. */
  receivesOnlyByCollections?: boolean;
}

/**
 * The event without its surgeon and the team members taken from the surgeons registry (company
 * flag surgeonVisibleToAll, decision 018 "Surgeon"): the anesthesia side stays.
 */
function withoutSurgeon(view: EventView): EventView {
  const surgeonSide = new Set(view.actors.filter((a) => !ANESTHESIA_TEAM_ROLES.has(a.type)).map((a) => a.id));
  if (view.surgeonId) surgeonSide.add(view.surgeonId);
  return {
    ...view,
    surgeonId: null,
    surgeonHidden: true,
    names: { ...view.names, surgeon: null },
    actors: view.actors.filter((a) => ANESTHESIA_TEAM_ROLES.has(a.type)),
    revenueIds: view.revenueIds.filter((id) => !surgeonSide.has(id)),
    revenueTypes: view.revenueTypes.filter((type) => ANESTHESIA_TEAM_ROLES.has(type as never)),
    procedures: view.procedures.map((p) => ({
      ...p,
      revenueTeam: p.revenueTeam.filter((line) => ANESTHESIA_TEAM_ROLES.has(line.role)),
    })),
  };
}

/** The event as the API answers it (contract eventSchema); money left out for users who may not see values. */
export function toEventView(parts: EventParts): EventView {
  const view = fullEventView(parts);
  return parts.surgeonHidden ? withoutSurgeon(view) : view;
}

function fullEventView(parts: EventParts): EventView {
  const { row, canSeeValues } = parts;
  const actors = (row.actors as EventView['actors']).map((actor) =>
    canSeeValues ? actor : { id: actor.id, type: actor.type, order: actor.order, grauPart: actor.grauPart },
  );
  const values = Object.fromEntries(EVENT_VALUE_FIELDS.map((field) => [field, row[field]])) as EventView['values'];
  return {
    id: row.id,
    companyId: row.companyId,
    matrizId: row.matrizId,
    active: row.active,
    version: row.version,
    type: row.type,
    isEmergency: row.isEmergency,
    isFollowUp: row.isFollowUp,
    shouldBeFollowUp: row.shouldBeFollowUp,
    followUpById: row.followUpById,
    protocolId: row.protocolId,
    numGuide: row.numGuide,
    dtProcedure: row.dtProcedure,
    dtRecourse: row.dtRecourse,
    procedureStart: row.procedureStart,
    procedureEnd: row.procedureEnd,
    anesthesiaStart: row.anesthesiaStart,
    anesthesiaEnd: row.anesthesiaEnd,
    healthInsuranceId: row.healthInsuranceId,
    healthInsuranceWallet: row.healthInsuranceWallet,
    hospitalId: row.hospitalId,
    patientId: row.patientId,
    surgeonId: row.surgeonId,
    anesthetistId: row.anesthetistId,
    secondaryAnesthetistId: row.secondaryAnesthetistId,
    thirdAnesthetistId: row.thirdAnesthetistId,
    residentId: row.residentId,
    batchesIds: row.batchesIds,
    invoicesIds: row.invoicesIds,
    appealsIds: row.appealsIds,
    revenueIds: row.revenueIds,
    revenueTypes: row.revenueTypes,
    cobrancaId: row.cobrancaId,
    receivesOnlyByCollections: parts.receivesOnlyByCollections ?? false,
    accommodation: row.accommodation,
    status: {
      status: row.status as EventView['status']['status'],
      customStatus: row.customStatus,
      isProcessing: row.isProcessing,
      isLocked: row.isLocked,
      received: row.received,
      guiaSent: row.guiaSent,
      recourseSent: row.recourseSent,
      recourseIdentify: row.recourseIdentify,
      hasCuted: row.hasCuted,
      hasLoss: row.hasLoss,
      hasComplementation: row.hasComplementation,
      urgent: row.urgent,
      alertSendRecourse: row.alertSendRecourse,
      alertReceive: row.alertReceive,
      alertSendGuia: row.alertSendGuia,
    },
    observationGuideSent: row.observationGuideSent,
    observationRecourse: row.observationRecourse,
    actors,
    ...(canSeeValues ? { values } : {}),
    guideData: (canSeeValues ? row.guideData : stripValues(row.guideData)) as EventView['guideData'],
    customFields: row.customFields as EventView['customFields'],
    procedures: parts.procedures.map((p) => toProcedure(p, canSeeValues)),
    observations: parts.observations.map(toObservation),
    attachments: parts.attachments.map(toAttachment),
    names: parts.names,
    actions: parts.actions,
    surgeonHidden: false,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    updatedAt: iso(row.updatedAt),
    updatedByName: row.updatedByName,
    deletedAt: iso(row.deletedAt),
  };
}
