import { randomUUID } from 'node:crypto';
import { messages, msg } from '@honora/contract';
import type { Tx } from '@honora/db';
import { centsText, planAppealReceipt, sumCents, toCents } from '@honora/domain';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { cancelEntries, postEntries, publishChanges, typeOfPaymentExists, type NewEntry } from '../money';
import * as repo from './appeals.repository';

const m = messages.screens.money.errors;

/**
 * Receiving what an appeal recovered (decision 026; planAppealReceipt): for each item with an
 * accepted value not yet received, its contested glosa entries are cancelled, the glosa the
 * insurer keeps is booked again with the same reasons, and the recovered value is booked as a
 * receipt — both carrying the appeal's id (billing.md §3 Transaction appealId). The item then
 * contests the glosa kept, so a later receipt continues from it. Answers the total received.
 */
export async function receiveAccepted(
  tx: Tx,
  auth: AuthSession,
  access: RequestAccess,
  appeal: repo.AppealRow,
  items: readonly repo.AppealItemRow[],
  paid: { date: string; typeOfPaymentId?: string | null | undefined },
): Promise<string> {
  if (paid.typeOfPaymentId && !(await typeOfPaymentExists(tx, access.companyIds, paid.typeOfPaymentId))) {
    throw AppError.field('inputError', 'typeOfPaymentId', msg(m, 'typeOfPaymentNotFound'));
  }
  const glosas = new Map(
    (await repo.loadActiveGlosas(tx, [...new Set(items.map((i) => i.eventId))])).map((g) => [g.id, g]),
  );
  const cancel: string[] = [];
  const entries: NewEntry[] = [];
  const updates: { id: string; valueReceived: string; glosaTransactionIds: string[] }[] = [];
  for (const item of items) {
    const contested = item.glosaTransactionIds.flatMap((id) => glosas.get(id) ?? []);
    const plan = planAppealReceipt(item, contested);
    if (!plan) continue;
    const base = { eventId: item.eventId, type: item.type, procedureRowId: item.procedureRowId, appealId: appeal.id };
    const keptId = plan.glosaKept ? randomUUID() : null;
    if (plan.glosaKept) {
      entries.push({
        ...base,
        id: keptId!,
        action: 'Glosado',
        value: plan.glosaKept.value,
        date: contested[0]!.date,
        glosaCodes: plan.glosaKept.glosaCodes,
        glosaReason: plan.glosaKept.glosaReason,
      });
    }
    entries.push({
      ...base,
      action: 'Received',
      value: plan.received,
      date: paid.date,
      typeOfPaymentId: paid.typeOfPaymentId ?? null,
    });
    cancel.push(...plan.cancel);
    updates.push({
      id: item.id,
      valueReceived: centsText(toCents(item.valueReceived) + toCents(plan.received)),
      glosaTransactionIds: keptId ? [keptId] : [],
    });
  }
  // The contested glosa moved elsewhere (cancelled by hand): nothing to book against.
  if (entries.length === 0)
    throw new AppError('statusError', { message: msg(messages.screens.appeals.errors, 'nothingToReceive') });
  const actor = { userId: auth.userId, userName: auth.userName };
  const cancelled = await cancelEntries(tx, actor, cancel);
  const posted = await postEntries(tx, actor, entries);
  await publishChanges(tx, [...cancelled.changes, ...posted.changes]);
  for (const update of updates) await repo.updateItem(tx, update.id, update);
  return centsText(sumCents(entries.filter((x) => x.action === 'Received').map((x) => toCents(x.value))));
}
