import { eventCreateBodySchema } from '@honora/contract';
import type { TeamRole } from '@honora/domain';
import type { Tx } from '@honora/db';
import type { EventInput } from './event-validation';
import * as repo from './events.repository';

/**
 * A stored event as the event form's input (what a person would send to leave it as it is):
 * its fields, its live procedure rows by rowId (their money and history stay), and the team
 * members beyond its own anesthetists, resident and surgeon. An import updates an event by
 * changing this input where the file has a value (decision 040), and an undo sends it back.
 * `procedures` are the event's live rows when the caller has read them already.
 */
export async function storedEventInput(
  tx: Tx,
  row: repo.EventRow,
  procedures?: readonly repo.ProcedureRow[],
): Promise<EventInput> {
  const rows = procedures ?? (await repo.listProcedures(tx, row.id));
  const own = new Set(
    (
      [
        [row.anesthetistId, 'anesthetist', 1],
        [row.secondaryAnesthetistId, 'anesthetist', 2],
        [row.thirdAnesthetistId, 'anesthetist', 3],
        [row.residentId, 'residentAnesthetist', 1],
        [row.surgeonId, 'surgeon', 1],
      ] as const
    )
      .filter(([id]) => id)
      .map(([id, role, order]) => `${role}:${order}:${id}`),
  );
  const actors = (row.actors as { id: string; type: TeamRole; order: number }[])
    .filter((actor) => !own.has(`${actor.type}:${actor.order}:${actor.id}`))
    .map(({ id, type, order }) => ({ id, type, order }));
  const { companyId: _companyId, ...input } = eventCreateBodySchema.parse({
    companyId: row.companyId,
    type: row.type,
    isEmergency: row.isEmergency,
    isFollowUp: row.isFollowUp,
    shouldBeFollowUp: row.shouldBeFollowUp,
    followUpById: row.followUpById,
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
    accommodation: row.accommodation,
    urgent: row.urgent,
    complementation: row.complementation ?? '0',
    attendanceFee: row.attendanceFee ?? '0',
    procedures: [...rows]
      .sort((a, b) => a.order - b.order)
      .map((p, i) => ({
        rowId: p.id,
        idProc: p.idProc,
        order: i + 1,
        proportion: p.proportion,
        techniqueUsed: p.techniqueUsed,
        userCustom: p.userCustom,
        ...(p.userCustom && p.value !== null ? { value: p.value } : {}),
        skipAppeal: p.skipAppeal,
      })),
    actors,
    guideData: row.guideData,
    customFields: row.customFields,
  });
  return input;
}
