import { randomUUID } from 'node:crypto';
import {
  messages,
  msg,
  type ReceiverTypeValue,
  type TransactionActionValue,
  type TransactionTypeValue,
} from '@honora/contract';
import type { Tx } from '@honora/db';
import { brazilDate, missingTransactionFields, toCents, TRANSACTION_ACTIONS, TRANSACTION_TYPES } from '@honora/domain';
import { AppError } from '../../errors';
import * as repo from './ledger.repository';
import type { TransactionChange } from './transaction-feed';
import {
  groupBy,
  recompute,
  recomputeEventTotals,
  sameMoney,
  type EventLedger,
  type FinishRule,
} from './ledger-recompute';

export { withIdempotency } from './idempotency';
export {
  finishBalanced,
  loadLedgers,
  recomputeEventTotals,
  type EventLedger,
  type FinishRule,
} from './ledger-recompute';

const m = messages.screens.money.errors;
const c = messages.screens.collections.errors;

/**
 * The ledger (decision 016; billing.md §3 Transaction, §4): entries are posted and cancelled
 * here, and every write recomputes the touched events' totals and procedure columns from their
 * ACTIVE entries in the same database transaction — never incrementally. The REST money routes
 * and the GraphQL mutations both go through these functions; callers publish the answered
 * `changes` on the transaction feed after their transaction commits.
 */

/** Who posts (the transaction's userId / userName). */
export interface LedgerActor {
  userId: string;
  userName: string;
}

/** One entry to post; the event lends it the denormalized fields (company, insurer, batches…). */
export interface NewEntry {
  /** A client-chosen id: posting it again with the same content is a no-op. */
  id?: string;
  eventId: string;
  action: TransactionActionValue;
  type: TransactionTypeValue;
  /** The procedure row (PROCEDURE entries); ignored for the other kinds. */
  procedureRowId: string | null;
  rowIdAdditionalData?: string | null;
  /** Decimal text, never negative. */
  value: string;
  /** The payment date, YYYY-MM-DD. */
  date: string;
  typeOfPaymentId?: string | null;
  /** Default: the event's anesthetist. */
  receiverId?: string | null;
  /** Default: anesthetist. */
  receiverType?: ReceiverTypeValue;
  appealId?: string | null;
  cobrancaId?: string | null;
  /** A glosa's table-38 codes and free-text reason (Glosado entries). */
  glosaCodes?: readonly string[];
  glosaReason?: string | null;
  /** The insurer statement line the entry books. */
  statementLineId?: string | null;
}

export interface LedgerWrite {
  /** The transactions written (postEntries: in the order of the input; cancelEntries: the counter-entries). */
  ids: string[];
  changes: TransactionChange[];
  /** The touched events' ledgers after the write (callers decide finishing from them). */
  ledgers: Map<string, EventLedger>;
}

const notFound = () => new AppError('notFound', { message: msg(messages.screens.events.errors, 'notFound') });

/** Refuses posting on (or cancelling in) an event that is removed or locked. */
function assertOpen(event: repo.LedgerEventFacts): void {
  if (!event.active) throw new AppError('statusError', { message: msg(m, 'inactive') });
  if (event.isLocked) throw new AppError('statusError', { message: msg(m, 'locked') });
}

/** Loads and locks the events (404 when one is not visible) and refuses removed or locked ones. */
async function openEvents(tx: Tx, eventIds: readonly string[]): Promise<Map<string, repo.LedgerEventFacts>> {
  const facts = await repo.loadEventFacts(tx, eventIds, true);
  if (facts.length !== eventIds.length) throw notFound();
  for (const event of facts) assertOpen(event);
  return new Map(facts.map((f) => [f.id, f]));
}

/** The value as cents, refusing what is not money or is negative ("received value negative", billing.md §5). */
function checkedValue(value: string, path: string): bigint {
  let cents: bigint;
  try {
    cents = toCents(value);
  } catch {
    throw AppError.field('inputError', path, msg(m, 'valueInvalid'));
  }
  if (cents < 0n) throw AppError.field('inputError', path, msg(m, 'receivedValueNegative'));
  return cents;
}

/**
 * The collection an entry belongs to (decision 030): the one named, else the event's — every
 * receipt, glosa or loss on a charged event is the collection's — except an appeal's recovery,
 * which is the appeal's.
 */
const cobrancaOf = (entry: NewEntry, event: repo.LedgerEventFacts): string | null =>
  entry.cobrancaId ?? (entry.appealId ? null : event.cobrancaId);

/**
 * An entry names no collection but its event's (decision 030), and a company that receives only
 * through collections refuses a receipt outside one (billing.md §6).
 */
function assertCollected(entry: NewEntry, event: repo.LedgerEventFacts, i: number): void {
  if (entry.cobrancaId && entry.cobrancaId !== event.cobrancaId) {
    throw AppError.field('inputError', `entries.${i}.cobrancaId`, msg(c, 'entryOtherCollection'));
  }
  if (entry.action === 'Received' && !entry.appealId && !cobrancaOf(entry, event) && event.receivesOnlyByCollections) {
    throw AppError.field('inputError', `entries.${i}.action`, msg(c, 'receiveOnlyByCollections'));
  }
}

/** The row to insert for one entry: the event's denormalized fields, the receiver defaulting to its anesthetist. */
function rowOf(entry: NewEntry, event: repo.LedgerEventFacts, actor: LedgerActor, at: Date): repo.TransactionValues {
  const batchesIds = event.batchesIds ?? [];
  return {
    id: entry.id ?? randomUUID(),
    eventId: event.id,
    companyId: event.companyId,
    matrizId: event.matrizId,
    isMatriz: event.isMatriz,
    action: entry.action,
    type: entry.type,
    procedureRowId: entry.type === 'PROCEDURE' ? entry.procedureRowId : null,
    rowIdAdditionalData: entry.rowIdAdditionalData ?? null,
    date: entry.date,
    creationDate: at,
    value: entry.value.trim(),
    userId: actor.userId,
    userName: actor.userName,
    typeOfPaymentId: entry.typeOfPaymentId ?? null,
    appealId: entry.appealId ?? null,
    cobrancaId: cobrancaOf(entry, event),
    glosaCodes: entry.action === 'Glosado' ? [...(entry.glosaCodes ?? [])] : [],
    glosaReason: entry.action === 'Glosado' ? (entry.glosaReason ?? null) : null,
    statementLineId: entry.statementLineId ?? null,
    receiverId: entry.receiverId ?? event.anesthetistId,
    receiverType: entry.receiverType ?? 'anesthetist',
    healthInsuranceId: event.healthInsuranceId,
    batchesIds,
    batchId: batchesIds.at(-1) ?? null,
    hospitalId: event.hospitalId,
    dtProcedure: event.dtProcedure,
  };
}

/** Checks an entry by itself (no database): vocabulary, value, the fields the SQL copy requires. */
function checkEntry(entry: NewEntry, i: number): void {
  if (!(TRANSACTION_ACTIONS as readonly string[]).includes(entry.action)) {
    throw AppError.field('inputError', `entries.${i}.action`, msg(m, 'unknownAction'));
  }
  if (!(TRANSACTION_TYPES as readonly string[]).includes(entry.type)) {
    throw AppError.field('inputError', `entries.${i}.type`, msg(m, 'itemNotFound'));
  }
  checkedValue(entry.value, `entries.${i}.value`);
}

type MoneyContent = Pick<repo.TransactionValues, 'eventId' | 'action' | 'type' | 'procedureRowId' | 'value'>;

/** The money an entry moves (a non-PROCEDURE entry names no row). */
const contentOf = (entry: NewEntry): MoneyContent => ({
  eventId: entry.eventId,
  action: entry.action,
  type: entry.type,
  procedureRowId: entry.type === 'PROCEDURE' ? entry.procedureRowId : null,
  value: entry.value,
});

/** Two entries move the same money: same event, action, kind, item and value. */
const sameContent = (row: MoneyContent, entry: MoneyContent) =>
  row.eventId === entry.eventId &&
  row.action === entry.action &&
  row.type === entry.type &&
  (row.procedureRowId ?? null) === (entry.procedureRowId ?? null) &&
  sameMoney(row.value, entry.value);

/**
 * Posts entries (billing.md §3 Transaction, §5): every value not negative, every item one the
 * event has (a live procedure row for PROCEDURE), every field the SQL copy requires present, the
 * event active and not locked. The event lends each entry its company, matriz, insurer,
 * batches, hospital and procedure date; the receiver defaults to the event's anesthetist. All
 * new entries go in ONE insert; the touched events are then recomputed (and move to their next
 * version), and those `finish` gives a final status are finished in the same write. An entry whose `id` is already stored (or repeated in the input) with the same
 * content is a no-op — checked before anything else, so a retried post of entries already
 * stored answers their ids even once the event is locked; with other content it is refused.
 */
export async function postEntries(
  tx: Tx,
  actor: LedgerActor,
  entries: readonly NewEntry[],
  options: { finish?: FinishRule } = {},
): Promise<LedgerWrite> {
  if (entries.length === 0) return { ids: [], changes: [], ledgers: new Map() };
  entries.forEach(checkEntry);
  const ids = entries.map((e) => e.id ?? randomUUID());
  // Ids named by the caller: already stored (or repeated in the input) with the same content → no-op.
  const named = entries.flatMap((e) => (e.id ? [e.id] : []));
  const stored = new Map<string, MoneyContent>((await repo.findTransactions(tx, named)).map((r) => [r.id, r]));
  const fresh: number[] = [];
  entries.forEach((entry, i) => {
    const earlier = stored.get(ids[i]!);
    if (!earlier) {
      stored.set(ids[i]!, contentOf(entry));
      fresh.push(i);
    } else if (!sameContent(earlier, contentOf(entry))) {
      throw AppError.field('inputError', `entries.${i}.id`, msg(m, 'idempotencyMismatch'));
    }
  });
  if (fresh.length === 0) return { ids, changes: [], ledgers: new Map() };

  const touched = [...new Set(fresh.map((i) => entries[i]!.eventId))];
  const events = await openEvents(tx, touched);
  const procedures = await repo.loadProcedures(tx, touched);
  const liveRows = new Set(procedures.map((p) => `${p.eventId}:${p.id}`));
  const at = new Date();
  const rows = fresh.map((i) => {
    const entry = { ...entries[i]!, id: ids[i]! };
    if (entry.type === 'PROCEDURE' && !liveRows.has(`${entry.eventId}:${entry.procedureRowId ?? ''}`)) {
      throw AppError.field('inputError', `entries.${i}.procedureRowId`, msg(m, 'itemNotFound'));
    }
    assertCollected(entry, events.get(entry.eventId)!, i);
    const row = rowOf(entry, events.get(entry.eventId)!, actor, at);
    const missing = missingTransactionFields(row);
    if (missing.length > 0)
      throw AppError.field('inputError', `entries.${i}`, msg(m, 'missingFields', { fields: missing.join(', ') }));
    return row;
  });
  const inserted = await repo.insertTransactions(tx, rows);
  // An id stored where this session cannot see it (another company) was skipped by the insert.
  if (inserted.length !== rows.length) throw AppError.field('inputError', 'entries', msg(m, 'idempotencyMismatch'));

  const ledgers = await recompute(tx, touched, procedures, true, options.finish);
  await repo.recomputeCollections(tx, [...new Set(rows.flatMap((r) => (r.cobrancaId ? [r.cobrancaId] : [])))]);
  const rowsOf = groupBy(rows, (r) => r.eventId);
  const changes: TransactionChange[] = touched.map((eventId) => ({
    companyId: events.get(eventId)!.companyId,
    eventId,
    kind: 'created',
    transactionIds: rowsOf.get(eventId)!.map((r) => r.id!),
    at: at.toISOString(),
  }));
  return { ids, changes, ledgers };
}

/**
 * Cancels entries by counter-entries (decision 016): for each, a new row with the same action,
 * kind, item and value, canceled_id = the original and dated today; the original gets
 * canceled_by_id = the counter-entry, and both leave the ledger. Only an active entry can be
 * cancelled, never one in a transfer ("transferLocked"), never on a removed or locked event.
 * The events are locked before the entries (the order every money write takes).
 */
export async function cancelEntries(
  tx: Tx,
  actor: LedgerActor,
  transactionIds: readonly string[],
): Promise<LedgerWrite> {
  const ids = [...new Set(transactionIds)];
  if (ids.length === 0) return { ids: [], changes: [], ledgers: new Map() };
  const seen = await repo.findTransactions(tx, ids);
  if (seen.length !== ids.length) throw new AppError('notFound', { message: msg(m, 'transactionNotFound') });
  const events = await openEvents(tx, [...new Set(seen.map((t) => t.eventId))]);
  const originals = await repo.findTransactions(tx, ids, true);
  for (const t of originals) {
    if (t.canceledId !== null || t.canceledById !== null)
      throw new AppError('statusError', { message: msg(m, 'alreadyCanceled') });
    if (t.transferId !== null) throw new AppError('statusError', { message: msg(m, 'transferLocked') });
  }
  const at = new Date();
  const today = brazilDate(at);
  const counters: repo.TransactionValues[] = originals.map((t) => ({
    id: randomUUID(),
    eventId: t.eventId,
    companyId: t.companyId,
    matrizId: t.matrizId,
    isMatriz: t.isMatriz,
    action: t.action,
    type: t.type,
    procedureRowId: t.procedureRowId,
    rowIdAdditionalData: t.rowIdAdditionalData,
    date: today,
    creationDate: at,
    value: t.value,
    userId: actor.userId,
    userName: actor.userName,
    typeOfPaymentId: t.typeOfPaymentId,
    appealId: t.appealId,
    cobrancaId: t.cobrancaId,
    glosaCodes: t.glosaCodes,
    glosaReason: t.glosaReason,
    canceledId: t.id,
    receiverId: t.receiverId,
    receiverType: t.receiverType,
    healthInsuranceId: t.healthInsuranceId,
    batchesIds: t.batchesIds,
    batchId: t.batchId,
    hospitalId: t.hospitalId,
    dtProcedure: t.dtProcedure,
  }));
  await repo.insertTransactions(tx, counters);
  await repo.markCanceled(
    tx,
    originals.map((t) => t.id),
  );
  const touched = [...events.keys()];
  const ledgers = await recomputeEventTotals(tx, touched, { bumpVersion: true });
  await repo.recomputeCollections(tx, [...new Set(originals.flatMap((t) => (t.cobrancaId ? [t.cobrancaId] : [])))]);
  // Each event's originals, then its counter-entries.
  const written = groupBy([...originals, ...counters], (t) => t.eventId);
  const changes: TransactionChange[] = touched.map((eventId) => ({
    companyId: events.get(eventId)!.companyId,
    eventId,
    kind: 'canceled',
    transactionIds: written.get(eventId)!.map((t) => t.id!),
    at: at.toISOString(),
  }));
  return { ids: counters.map((c) => c.id!), changes, ledgers };
}
