import { messages, type Appeal, type AppealItem, type AppealSummary } from '@honora/contract';
import { appealDueColour, type IsoDate, type TransactionType } from '@honora/domain';
import type { Queryable } from '@honora/db';
import { glosaReasonTexts } from '../reference-tables';
import * as repo from './appeals.repository';

/** An appeal as the API answers it: its totals and colours, and each item named for people. */

const types = messages.screens.money.types;

export function appealSummary(
  row: repo.AppealRow,
  insurerName: string,
  eventCount: number,
  today: IsoDate,
): AppealSummary {
  return {
    id: row.id,
    companyId: row.companyId,
    code: row.code,
    healthInsuranceId: row.healthInsuranceId,
    healthInsuranceName: insurerName,
    status: row.status,
    responseStage: row.responseStage,
    dueColour: appealDueColour(row, today),
    lotNumber: row.lotNumber,
    protocolNumber: row.protocolNumber,
    operatorNumber: row.operatorNumber,
    identifiedOn: row.identifiedOn,
    deadlineOn: row.deadlineOn,
    sentOn: row.sentOn,
    answeredOn: row.answeredOn,
    finishedOn: row.finishedOn,
    transactionSequence: row.transactionSequence,
    totalGlosado: row.totalGlosado,
    totalAppealed: row.totalAppealed,
    totalAccepted: row.totalAccepted,
    totalReceived: row.totalReceived,
    eventCount,
    observation: row.observation,
  };
}

export async function appealView(q: Queryable, row: repo.AppealRow, today: IsoDate): Promise<Appeal> {
  const items = await repo.itemsOf(q, row.id);
  const eventIds = [...new Set(items.map((i) => i.eventId))];
  const [labels, procedures, insurer, texts] = await Promise.all([
    repo.eventLabels(q, eventIds),
    repo.loadProcedureRows(q, eventIds),
    repo.insurerOf(q, row.healthInsuranceId),
    glosaReasonTexts(
      q,
      items.flatMap((i) => i.glosaCodes),
    ),
  ]);
  const eventOf = new Map(labels.map((l) => [l.id, l]));
  const procedureOf = new Map(procedures.map((p) => [p.id, p]));
  const view: AppealItem[] = items.map((item) => {
    const event = eventOf.get(item.eventId);
    const procedure = item.procedureRowId ? procedureOf.get(item.procedureRowId) : undefined;
    return {
      id: item.id,
      eventId: item.eventId,
      numGuide: event?.numGuide ?? null,
      patientName: event?.patientName ?? null,
      dtProcedure: event?.dtProcedure ?? null,
      type: item.type,
      procedureRowId: item.procedureRowId,
      label: procedure ? `${procedure.idProc} - ${procedure.name}` : types[item.type as TransactionType],
      glosaCodes: item.glosaCodes.map((code) => ({ code, description: texts.get(code) ?? null })),
      valueGlosado: item.valueGlosado,
      valueAppealed: item.valueAppealed,
      justification: item.justification,
      answer: item.answer,
      valueAccepted: item.valueAccepted,
      answerReason: item.answerReason,
      valueReceived: item.valueReceived,
    };
  });
  return {
    ...appealSummary(row, insurer?.name ?? '', eventIds.length, today),
    items: view,
    isElectronic: insurer?.flags?.appealByXml === true,
  };
}
