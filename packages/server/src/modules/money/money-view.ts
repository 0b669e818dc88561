import { messages, type EventMoney, type MoneyItemBalance, type Transaction } from '@honora/contract';
import type { EventLedger } from './ledger.service';
import type { TransactionRow } from './ledger.repository';

const types = messages.screens.money.types;

/** A stored transaction as the API answers it (contract transactionSchema); its value only with values. */
export function toTransaction(row: TransactionRow, canSeeValues: boolean): Transaction {
  return {
    id: row.id,
    eventId: row.eventId,
    companyId: row.companyId,
    matrizId: row.matrizId,
    isMatriz: row.isMatriz,
    action: row.action,
    type: row.type,
    isAdditional: row.type === 'COMPLEMENTATION',
    procedureRowId: row.procedureRowId,
    rowIdAdditionalData: row.rowIdAdditionalData,
    date: row.date,
    creationDate: row.creationDate.toISOString(),
    ...(canSeeValues ? { value: row.value } : {}),
    userId: row.userId,
    userName: row.userName,
    paid: row.paid,
    typeOfPaymentId: row.typeOfPaymentId,
    transferId: row.transferId,
    appealId: row.appealId,
    glosaCodes: row.glosaCodes,
    glosaReason: row.glosaReason,
    statementLineId: row.statementLineId,
    cobrancaId: row.cobrancaId,
    canceledById: row.canceledById,
    canceledId: row.canceledId,
    receiverId: row.receiverId,
    receiverType: row.receiverType,
    healthInsuranceId: row.healthInsuranceId,
    batchesIds: row.batchesIds,
    batchId: row.batchId,
    hospitalId: row.hospitalId,
    dtProcedure: row.dtProcedure,
  };
}

/**
 * GET /api/events/:id/money: each item of the event (its procedure rows by code and name, the
 * complementation, the co-participation fee, the expenses) with what settled it and what is still
 * open, and every transaction of the event newest first. Users who may not see values get the
 * items and entries without any amount.
 */
export function toEventMoney(
  event: { id: string; version: number },
  ledger: EventLedger,
  transactions: readonly TransactionRow[],
  canSeeValues: boolean,
): EventMoney {
  const procedures = new Map(ledger.procedures.map((p) => [p.id, p]));
  const items: MoneyItemBalance[] = ledger.balances.map((b) => {
    const row = b.rowId ? procedures.get(b.rowId) : undefined;
    const label = row ? `${row.idProc} - ${row.name}` : types[b.type];
    const base = { type: b.type, rowId: b.rowId, label };
    if (!canSeeValues) return base;
    return {
      ...base,
      value: b.value,
      received: b.received,
      loss: b.loss,
      glosado: b.glosado,
      discount: b.discount,
      over: b.over,
      open: b.open,
    };
  });
  return {
    eventId: event.id,
    version: event.version,
    items,
    transactions: transactions.map((t) => toTransaction(t, canSeeValues)),
  };
}
