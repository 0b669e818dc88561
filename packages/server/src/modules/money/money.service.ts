import {
  messages,
  msg,
  type bulkMoneyBodySchema,
  type BulkMoneyPreview,
  type bulkMoneyPreviewBodySchema,
  type BulkResultValue,
  type eventCancelEntryBodySchema,
  type eventEntriesBodySchema,
  type EventMoney,
  type eventMoneyActionBodySchema,
  type EventView,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { centsText, sumCents, toCents, type FinalStatus } from '@honora/domain';
import type { z } from 'zod';
import { EVENT_BULK_FAILURES, eventBulkResult, lockTargets, runBulk, type BulkDecision } from '../../bulk/run-bulk';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { loadActionTargets, eventScope, eventOrFail, loadEventView, staleVersionError } from '../events';
import * as repo from './ledger.repository';
import {
  cancelEntries,
  loadLedgers,
  postEntries,
  withIdempotency,
  type LedgerActor,
  type NewEntry,
} from './ledger.service';
import {
  decideMoneyAction,
  resultOf,
  startRefusalOf,
  statusAfter,
  unknownItemPath,
  type MoneyDecision,
  type MoneyRequest,
} from './money-decisions';
import { toEventMoney } from './money-view';
import { publishChanges, type TransactionChange } from './transaction-feed';

const m = messages.screens.money.errors;
const ev = messages.screens.events.errors;

type ActionBody = z.output<typeof eventMoneyActionBodySchema>;
type EntriesBody = z.output<typeof eventEntriesBodySchema>;
type CancelBody = z.output<typeof eventCancelEntryBodySchema>;
type BulkBody = z.output<typeof bulkMoneyBodySchema>;
type BulkPreviewBody = z.output<typeof bulkMoneyPreviewBodySchema>;

/**
 * Money on events through REST (billing.md §4; decision 016): the receive dialog, the money
 * actions, the cancellation of an entry and the bulk actions. Every write needs billing access,
 * names the event's version (a stale one → otherUser; the event row is locked FOR UPDATE first,
 * so of two concurrent writers one wins and the other finds the new version), may carry an
 * idempotency key, and announces its ledger changes in its transaction (delivered on commit; decision 020).
 */

/** Billing access (module billing, action write) — money moves only with it (billing.md §4 flags). */
export function requireBillingAccess(access: RequestAccess): void {
  if (!access.allows('billing', 'write')) {
    throw new AppError('permissionDenied', {
      params: { module: 'billing', action: 'write' },
      message: msg(ev, 'billingAccess'),
    });
  }
}

const actorOf = (auth: AuthSession): LedgerActor => ({ userId: auth.userId, userName: auth.userName });

/** The selected company keeps the idempotency keys (every money route needs one selected). */
const keyCompany = (auth: AuthSession): string => auth.companyId!;

/** A type of payment must be one of the visible companies' live, active types. */
async function checkTypeOfPayment(tx: Tx, access: RequestAccess, id: string | null): Promise<void> {
  if (id && !(await repo.typeOfPaymentExists(tx, access.companyIds, id))) {
    throw AppError.field('inputError', 'typeOfPaymentId', msg(m, 'typeOfPaymentNotFound'));
  }
}

/** The event locked for the write, at the version the screen read (404 when not visible; otherUser when stale). */
async function lockedTarget(tx: Tx, auth: AuthSession, access: RequestAccess, id: string, version: number) {
  const [target] = await loadActionTargets(tx, eventScope(auth, access), [id], true);
  if (!target) throw new AppError('notFound', { message: msg(ev, 'notFound') });
  if (target.version !== version) throw await staleVersionError(tx, id);
  return target;
}

/** The payment of a money write, and the reasons of the glosa it books. */
interface Paid {
  date: string;
  typeOfPaymentId: string | null;
  glosaCodes?: readonly string[] | undefined;
  glosaReason?: string | null | undefined;
}

/** A planned entry with the reasons the receive dialog gave its own glosa. */
type DecidedEntry = MoneyDecision['entries'][number] & { glosaCodes?: readonly string[]; glosaReason?: string | null };

const entriesOf = (decisions: readonly MoneyDecision[], paid: Paid): NewEntry[] =>
  decisions.flatMap((d) =>
    d.entries.map((entry: DecidedEntry) => ({
      eventId: d.target.id,
      action: entry.action,
      type: entry.type,
      procedureRowId: entry.procedureRowId,
      value: entry.value,
      date: paid.date,
      typeOfPaymentId: paid.typeOfPaymentId,
      glosaCodes: entry.glosaCodes ?? paid.glosaCodes ?? [],
      glosaReason: entry.glosaReason ?? paid.glosaReason ?? null,
    })),
  );

/** The actions by which a user books a glosa by hand: they must say why (table 38; decision 026). */
const GLOSA_ACTIONS: readonly string[] = ['glosaAll', 'cutRemainder'];

function requireGlosaReason(codes: readonly string[] | undefined, path: string): void {
  if (!codes || codes.length === 0) throw AppError.field('inputError', path, msg(m, 'glosaReasonRequired'));
}

/**
 * Posts the decided events' entries in one go; the events that reach a final status (finalize's,
 * or the auto-finish of a balanced ledger) are finished in the same write as their totals. An
 * event that posted nothing (finalize with nothing open) is finished apart, one statement per
 * status, and still moves to its next version.
 */
async function writeDecisions(
  tx: Tx,
  actor: LedgerActor,
  decisions: readonly MoneyDecision[],
  paid: Paid,
): Promise<TransactionChange[]> {
  const decisionOf = new Map(decisions.map((d) => [d.target.id, d]));
  const written = await postEntries(tx, actor, entriesOf(decisions, paid), {
    finish: (ledger) => statusAfter(decisionOf.get(ledger.eventId)!, ledger),
  });
  const unposted = new Map<FinalStatus, string[]>();
  for (const decision of decisions) {
    const status = decision.entries.length === 0 ? statusAfter(decision, undefined) : null;
    if (status) unposted.set(status, [...(unposted.get(status) ?? []), decision.target.id]);
  }
  for (const [status, ids] of unposted) await repo.finishEvents(tx, ids, status, true);
  return written.changes;
}

/** Runs one single-event money write and announces its changes in its transaction (delivered on commit). */
async function singleWrite(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  operation: string,
  request: { id: string; idempotencyKey?: string | undefined } & Record<string, unknown>,
  write: (tx: Tx) => Promise<TransactionChange[]>,
): Promise<EventView> {
  requireBillingAccess(access);
  const { idempotencyKey, ...rest } = request;
  return withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    withIdempotency(tx, keyCompany(auth), idempotencyKey, operation, rest, async () => {
      await publishChanges(tx, await write(tx));
      return loadEventView(tx, auth, access, request.id);
    }),
  );
}

/** POST /api/events/:id/money-actions — receive / lose / glosa all, an item's remainder, or finalize. */
export function runMoneyAction(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: ActionBody,
) {
  const request: MoneyRequest = { action: body.action, item: body.item, finalizeWith: body.finalizeWith };
  if (GLOSA_ACTIONS.includes(body.action)) requireGlosaReason(body.glosaCodes, 'glosaCodes');
  return singleWrite(ctx, auth, access, 'money.action', { id, ...body }, async (tx) => {
    const target = await lockedTarget(tx, auth, access, id, body.version);
    await checkTypeOfPayment(tx, access, body.typeOfPaymentId);
    const ledger = (await loadLedgers(tx, [id])).get(id)!;
    const decided = decideMoneyAction(auth, access, target, ledger, request);
    if (!decided.ok) throw decided.refusal.error;
    return writeDecisions(tx, actorOf(auth), [decided.decision], body);
  });
}

/** POST /api/events/:id/transactions — the receive dialog's entries on the event's items (then auto-finish). */
export function postEventEntries(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: EntriesBody,
) {
  body.entries.forEach((e, i) => {
    if (e.action === 'Glosado') requireGlosaReason(e.glosaCodes, `entries.${i}.glosaCodes`);
  });
  return singleWrite(ctx, auth, access, 'money.entries', { id, ...body }, async (tx) => {
    const target = await lockedTarget(tx, auth, access, id, body.version);
    // The dialog is a money action: it starts where receive all starts.
    const refused = startRefusalOf('receiveAll', auth, access, target);
    if (refused) throw refused.error;
    await checkTypeOfPayment(tx, access, body.typeOfPaymentId);
    const ledger = (await loadLedgers(tx, [id])).get(id)!;
    const unknown = unknownItemPath(ledger, body.entries);
    if (unknown) throw AppError.field('inputError', unknown, msg(m, 'itemNotFound'));
    const decision: MoneyDecision = {
      target,
      entries: body.entries.map((e) => ({
        action: e.action,
        type: e.type,
        procedureRowId: e.type === 'PROCEDURE' ? e.rowId : null,
        value: e.value,
        glosaCodes: e.glosaCodes,
        glosaReason: e.glosaReason,
      })),
      finalStatus: null,
    };
    return writeDecisions(tx, actorOf(auth), [decision], body);
  });
}

/** POST /api/events/:id/transactions/:transactionId/cancel — a counter-entry cancels one entry of the event. */
export function cancelEventEntry(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  params: { id: string; transactionId: string },
  body: CancelBody,
) {
  const { id, transactionId } = params;
  return singleWrite(ctx, auth, access, 'money.cancel', { id, transactionId, ...body }, async (tx) => {
    const target = await lockedTarget(tx, auth, access, id, body.version);
    const [entry] = await repo.findTransactions(tx, [transactionId]);
    if (!entry || entry.eventId !== id) throw new AppError('notFound', { message: msg(m, 'transactionNotFound') });
    if (entry.canceledId !== null || entry.canceledById !== null)
      throw new AppError('statusError', { message: msg(m, 'alreadyCanceled') });
    const refused = startRefusalOf('cancel', auth, access, target);
    if (refused) throw refused.error;
    return (await cancelEntries(tx, actorOf(auth), [transactionId])).changes;
  });
}

/** GET /api/events/:id/money — the event's items with their balances and its transactions. */
export async function getEventMoney(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<EventMoney> {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const event = await eventOrFail(tx, auth, access, id);
    const ledger = (await loadLedgers(tx, [id])).get(id)!;
    const transactions = await repo.listEventTransactions(tx, id);
    return toEventMoney(event, ledger, transactions, access.canSeeValues);
  });
}

/**
 * POST /api/events/bulk-money/preview — what a bulk money action would post on each event, asked
 * before it runs (billing.md §8): the same decisions as the action (decideMoneyAction: the
 * machine's start rule, then the ledger's plan — the open remainders it settles), read without a
 * lock and written nowhere. Each event answers its result type and the sum of its entries.
 */
export async function previewBulkMoney(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: BulkPreviewBody,
): Promise<BulkMoneyPreview> {
  requireBillingAccess(access);
  const ids = [...new Set(body.eventIds)];
  const request: MoneyRequest = { action: body.action, finalizeWith: body.finalizeWith };
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const targets = await loadActionTargets(tx, eventScope(auth, access), ids, false);
    if (targets.length !== ids.length) throw new AppError('notFound', { message: msg(ev, 'notFound') });
    const ledgers = await loadLedgers(tx, ids);
    const byId = new Map(
      targets.map((target) => {
        const decided = decideMoneyAction(auth, access, target, ledgers.get(target.id)!, request);
        const posted = decided.ok ? sumCents(decided.decision.entries.map((e) => toCents(e.value))) : 0n;
        return [target.id, { ...resultOf(target, decided.ok ? null : decided.refusal), cents: posted }];
      }),
    );
    const items = ids.map((id) => byId.get(id)!);
    return {
      items: items.map(({ cents, ...item }) => ({ ...item, value: centsText(cents) })),
      totalValue: centsText(sumCents(items.map((item) => item.cents))),
    };
  });
}

/**
 * POST /api/events/bulk-money — receive / lose / glosa all or finalize over many events (at most
 * 500), each answering its own result type (billing.md §8). One locked read of the events, one of
 * their items and entries; every decision in memory; then one insert of all the entries, one
 * recompute and one finishing statement per final status. Should that write fail, each event is
 * retried in its own savepoint so one bad event does not stop the others (the bulk helper, run-bulk.ts).
 */
export async function runBulkMoney(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: BulkBody) {
  requireBillingAccess(access);
  const request: MoneyRequest = { action: body.action, finalizeWith: body.finalizeWith };
  if (GLOSA_ACTIONS.includes(body.action)) requireGlosaReason(body.glosaCodes, 'glosaCodes');
  const paid: Paid = {
    date: body.date,
    typeOfPaymentId: body.typeOfPaymentId,
    glosaCodes: body.glosaCodes,
    glosaReason: body.glosaReason,
  };
  const { idempotencyKey, ...rest } = body;
  const results = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    withIdempotency(tx, keyCompany(auth), idempotencyKey, 'money.bulk', rest, async () => {
      const targets = await lockTargets(
        body.eventIds,
        (ids) => loadActionTargets(tx, eventScope(auth, access), ids, true),
        () => new AppError('notFound', { message: msg(ev, 'notFound') }),
      );
      await checkTypeOfPayment(tx, access, body.typeOfPaymentId);
      const ledgers = await loadLedgers(
        tx,
        targets.map((t) => t.id),
      );
      const run = await runBulk(ctx, tx, {
        label: body.action,
        targets,
        decide: (target): BulkDecision<MoneyDecision, BulkResultValue> => {
          const decided = decideMoneyAction(auth, access, target, ledgers.get(target.id)!, request);
          if (decided.ok) return decided;
          return { ok: false, refusal: { result: decided.refusal.result, message: decided.refusal.error.messageData } };
        },
        write: (sp, decisions) => writeDecisions(sp, actorOf(auth), decisions, paid),
        failures: EVENT_BULK_FAILURES,
      });
      await publishChanges(tx, run.written);
      return run.outcomes.map(eventBulkResult);
    }),
  );
  return { results };
}
