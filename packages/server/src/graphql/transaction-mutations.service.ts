import { messages, type ReceiverTypeValue, msg } from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { toCents } from '@honora/domain';
import { AppError } from '../errors';
import type { AuthSession } from '../http/auth-context';
import type { RequestAccess } from '../http/guard';
import { tenantOf } from '../http/tenant';
import { loadTargets, type ActionTarget } from '../modules/events/event-actions.repository';
import { eventScope } from '../modules/events/event-scope';
import * as ledgerRepo from '../modules/money/ledger.repository';
import { cancelEntries, finishBalanced, postEntries, withIdempotency } from '../modules/money/ledger.service';
import { ownershipRefusal, startRefusalOf } from '../modules/money/money-decisions';
import { publishChanges, type TransactionChange } from '../modules/money/transaction-feed';
import { guard, type GraphqlContext } from './context';
import { newEntry, updateSchema, upsertSchema, uuid, type ParsedEntry } from './transaction-input';
import { inputErrorOf } from './transaction-where';
import * as repo from './transactions.repository';

const v = messages.validation;
const m = messages.screens.money.errors;
const eventNotFound = () => new AppError('notFound', { message: msg(messages.screens.events.errors, 'notFound') });

/**
 * The ledger's GraphQL mutations (billing.md §7; decision 016), with the REST money routes'
 * rules: billing write, the event locked FOR UPDATE and in a status that takes money
 * (WaitPayment, WaitRecourse, Pending; active, not locked, a company the user may change),
 * entries posted by the same ledger service (totals recomputed from the active entries in the
 * same transaction, then the auto-finish of a balanced event), cancellation by counter-entry,
 * and a bulk update that never touches money. Changes are announced inside the transaction
 * (delivered to every server process when it commits; decision 020).
 */

const actorOf = (auth: AuthSession) => ({ userId: auth.userId, userName: auth.userName });

/** The ledger service names input paths `entries.N…`; here the argument is `data`. */
function renamed(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  return new AppError(error.code, {
    ...error.options,
    message: error.message,
    fields: error.fields.map((f) => ({ ...f, path: f.path.replace(/^entries/, 'data') })),
  });
}

/**
 * A retried upsert whose every entry names an id already stored with the same money is a no-op
 * (decision 016) — even when the first one finished (and locked) the event.
 */
async function alreadyPosted(tx: Tx, entries: readonly ParsedEntry[]): Promise<boolean> {
  if (entries.some((e) => !e.id)) return false;
  const stored = new Map(
    (
      await ledgerRepo.findTransactions(
        tx,
        entries.map((e) => e.id!),
      )
    ).map((r) => [r.id, r]),
  );
  return entries.every((e) => {
    const row = stored.get(e.id!);
    return (
      row !== undefined &&
      row.eventId === e.eventId &&
      row.action === e.action &&
      row.type === e.type &&
      (row.procedureRowId ?? null) === (e.type === 'PROCEDURE' ? e.procedureRowId : null) &&
      toCents(row.value) === toCents(e.value)
    );
  });
}

/** The events locked for the write (404 when one is not visible), each refused when it may not take money now. */
async function openTargets(
  tx: Tx,
  auth: AuthSession,
  access: RequestAccess,
  eventIds: readonly string[],
  action: 'receiveAll' | 'cancel',
): Promise<Map<string, ActionTarget>> {
  const targets = await loadTargets(tx, eventScope(auth, access), eventIds, true);
  if (targets.length !== eventIds.length) throw eventNotFound();
  for (const target of targets) {
    const refused = startRefusalOf(action, auth, access, target);
    if (refused) throw refused.error;
  }
  return new Map(targets.map((t) => [t.id, t]));
}

/** Named companies must be the events'; types of payment must be live ones of the companies. */
async function checkLinks(
  tx: Tx,
  access: RequestAccess,
  targets: Map<string, ActionTarget>,
  entries: readonly ParsedEntry[],
): Promise<void> {
  entries.forEach((entry, i) => {
    if (entry.companyId && entry.companyId !== targets.get(entry.eventId)!.companyId) {
      throw AppError.field('inputError', `data.${i}.companyId`, messages.errors.inputError);
    }
  });
  for (const [i, entry] of entries.entries()) {
    const id = entry.typeOfPaymentId;
    if (id && entries.findIndex((e) => e.typeOfPaymentId === id) === i) {
      if (!(await ledgerRepo.typeOfPaymentExists(tx, access.companyIds, id))) {
        throw AppError.field('inputError', `data.${i}.typeOfPaymentId`, msg(m, 'typeOfPaymentNotFound'));
      }
    }
    const type = entry.receiverType ?? 'anesthetist';
    if (!entry.receiverId && type !== 'anesthetist') {
      throw AppError.field('inputError', `data.${i}.receiverId`, msg(v, 'required'));
    }
    const first = entries.findIndex(
      (e) => e.receiverId === entry.receiverId && (e.receiverType ?? 'anesthetist') === type,
    );
    if (entry.receiverId && first === i)
      await checkReceiver(tx, access, type, entry.receiverId, `data.${i}.receiverId`);
  }
}

/** A receiver named by the client must exist in the companies the session sees ("Recebedor não encontrado"). */
async function checkReceiver(
  tx: Tx,
  access: RequestAccess,
  type: ReceiverTypeValue,
  id: string,
  path: string,
): Promise<void> {
  if (!(await repo.receiverExists(tx, access.companyIds, type, id))) {
    throw AppError.field('inputError', path, msg(m, 'receiverNotFound'));
  }
}

/** Posts the entries; every event whose ledger now balances finishes in the same write (the REST dialog's auto-finish). */
async function post(
  tx: Tx,
  auth: AuthSession,
  entries: readonly ParsedEntry[],
): Promise<{ ids: string[]; changes: TransactionChange[] }> {
  const written = await postEntries(tx, actorOf(auth), entries.map(newEntry), { finish: finishBalanced }).catch(
    (error: unknown) => {
      throw renamed(error);
    },
  );
  return { ids: written.ids, changes: written.changes };
}

/**
 * upsertManyTransactionInTransaction: all entries or none (one database transaction). An id
 * already stored with the same content is a no-op; an idempotency key replays the first answer.
 */
export async function upsertManyTransactions(
  context: GraphqlContext,
  args: { data: unknown; idempotencyKey?: string | null },
): Promise<string[]> {
  const { auth, access } = await guard(context, 'write');
  const parsed = upsertSchema.safeParse(args);
  if (!parsed.success) throw inputErrorOf(parsed.error, '');
  const { data, idempotencyKey } = parsed.data;
  return withTenant(context.app.db, tenantOf(auth, access), (tx) =>
    withIdempotency(tx, auth.companyId!, idempotencyKey, 'graphql.upsertManyTransaction', data, async () => {
      if (await alreadyPosted(tx, data)) return data.map((e) => e.id!);
      const targets = await openTargets(tx, auth, access, [...new Set(data.map((e) => e.eventId))], 'receiveAll');
      await checkLinks(tx, access, targets, data);
      const written = await post(tx, auth, data);
      await publishChanges(tx, written.changes);
      return written.ids;
    }),
  );
}

/**
 * updateManyTransaction: the non-money fields (paid, receiver, appeal, collection) of the
 * event's active entries that no transfer holds; answers how many changed. A field left out
 * stays; an explicit null clears a link. Money never changes here, and the event's state does
 * not matter (a finished event's entries are paid on later), only that the user may change it.
 */
export async function updateManyTransactions(
  context: GraphqlContext,
  args: { where: unknown; data: unknown },
): Promise<number> {
  const { auth, access } = await guard(context, 'write');
  const parsed = updateSchema.safeParse(args);
  if (!parsed.success) throw inputErrorOf(parsed.error, '');
  const { where, data } = parsed.data;
  const set = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
  return withTenant(context.app.db, tenantOf(auth, access), async (tx) => {
    const [target] = await loadTargets(tx, eventScope(auth, access), [where.eventId], true);
    if (!target) throw eventNotFound();
    const refused = ownershipRefusal(auth, access, target);
    if (refused) throw refused.error;
    if (data.receiverId) await checkReceiver(tx, access, data.receiverType!, data.receiverId, 'data.receiverId');
    // An entry carries its event's collection or none (decision 030); the collection's figures follow.
    const [facts] = await ledgerRepo.loadEventFacts(tx, [where.eventId], false);
    if (data.cobrancaId && data.cobrancaId !== facts?.cobrancaId) {
      throw AppError.field(
        'inputError',
        'data.cobrancaId',
        msg(messages.screens.collections.errors, 'entryOtherCollection'),
      );
    }
    if (Object.keys(set).length === 0) return 0;
    const ids = await repo.updateOpenEntries(tx, where.eventId, set);
    if (data.cobrancaId !== undefined && facts?.cobrancaId)
      await ledgerRepo.recomputeCollections(tx, [facts.cobrancaId]);
    const change: TransactionChange = {
      companyId: target.companyId,
      eventId: target.id,
      kind: 'updated',
      transactionIds: ids,
      at: new Date().toISOString(),
    };
    if (ids.length > 0) await publishChanges(tx, [change]);
    return ids.length;
  });
}

/**
 * deleteOneTransaction: money is never erased — the entry is cancelled by a counter-entry
 * (decision 016), as the event page's cancel does; refused while a transfer holds it
 * ("transferLocked"). Answers the id of the cancelled transaction.
 */
export async function deleteOneTransaction(context: GraphqlContext, args: { id: string }): Promise<string> {
  const { auth, access } = await guard(context, 'write');
  const parsed = uuid.safeParse(args.id);
  if (!parsed.success) throw AppError.field('inputError', 'id', msg(v, 'invalidId'));
  const id = parsed.data;
  await withTenant(context.app.db, tenantOf(auth, access), async (tx) => {
    const [entry] = await ledgerRepo.findTransactions(tx, [id]);
    if (!entry) throw new AppError('notFound', { message: msg(m, 'transactionNotFound') });
    if (entry.canceledId !== null || entry.canceledById !== null) {
      throw new AppError('statusError', { message: msg(m, 'alreadyCanceled') });
    }
    if (entry.transferId !== null) throw new AppError('statusError', { message: msg(m, 'transferLocked') });
    await openTargets(tx, auth, access, [entry.eventId], 'cancel');
    await publishChanges(tx, (await cancelEntries(tx, actorOf(auth), [id])).changes);
  });
  return id;
}
