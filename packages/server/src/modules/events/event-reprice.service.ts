import {
  messages,
  msg,
  type BulkResultValue,
  type EventRepricePreviewItem,
  type LocalizedText,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { centsText, toCents } from '@honora/domain';
import {
  EVENT_BULK_FAILURES,
  eventBulkResult,
  lockTargets,
  runBulk,
  type BulkDecision,
  type BulkRefusal,
} from '../../bulk/run-bulk';
import type { AppContext } from '../../context';
import { AppError, type ErrorMessage } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { eventEditLockedByBatch } from '../batch-membership';
import { repriceStored, writeRepriced, type RepricedEvent } from './event-save';
import { assertChangeable, canWriteEvent, eventOrFail } from './events.service';
import * as repo from './events.repository';

const e = messages.screens.events.errors;

interface RepriceTarget {
  id: string;
  numGuide: string | null;
  row: repo.EventRow;
}

interface RepriceDecision {
  target: RepriceTarget;
  repriced: RepricedEvent;
}

type Refusal = BulkRefusal<BulkResultValue>;

const refusal = (message: ErrorMessage, result: BulkResultValue = 'invalidState'): Refusal => ({ result, message });

/**
 * Whether one event may be priced again, and its new price (decision 018 "Pricing"): the user
 * may change it; it is active, not locked nor finished, its batch does not lock it, and it has
 * no active transactions (billing.md §5: values do not change under recorded money); its
 * insurer has a negotiation in force on its date and every procedure has a price.
 */
async function decideReprice(
  tx: Tx,
  auth: AuthSession,
  access: RequestAccess,
  target: RepriceTarget,
): Promise<BulkDecision<RepriceDecision, BulkResultValue>> {
  const { row } = target;
  if (!canWriteEvent(auth, access, row)) return { ok: false, refusal: refusal(msg(e, 'notWritable')) };
  try {
    assertChangeable(row);
  } catch (error) {
    if (error instanceof AppError) return { ok: false, refusal: refusal(error.messageData, 'invalidStatus') };
    throw error;
  }
  if (await eventEditLockedByBatch(tx, row)) {
    return { ok: false, refusal: refusal(msg(messages.screens.batches.errors, 'eventClosedBatch')) };
  }
  if (await repo.hasActiveTransactions(tx, row.id))
    return { ok: false, refusal: refusal(msg(e, 'repriceTransactions')) };
  const insurer = row.healthInsuranceId ? await repo.findInsurer(tx, access.companyIds, row.healthInsuranceId) : null;
  if (!insurer || !row.dtProcedure)
    return { ok: false, refusal: refusal(msg(e, 'insurerNotFound'), 'healthInsuranceNotFound') };
  try {
    return { ok: true, decision: { target, repriced: await repriceStored(tx, access, row, insurer) } };
  } catch (error) {
    // A negotiation missing on the date or a procedure without price: the field errors, in pt-BR.
    if (error instanceof AppError) return { ok: false, refusal: refusal(refusalText(error)) };
    throw error;
  }
}

/** The error's message; with field errors, theirs: one by its key, several as one text joined by "; ". */
function refusalText(error: AppError): ErrorMessage {
  const fields = error.fields ?? [];
  const [only] = fields;
  if (fields.length === 0) return error.messageData;
  if (fields.length === 1 && only?.messageKey) {
    const text: LocalizedText = { key: only.messageKey, params: only.params ?? {}, text: only.message };
    return text;
  }
  return fields.map((f) => f.message).join('; ');
}

/** Re-pricing changes the values of events: it needs billing access, like the money actions. */
function requireBilling(access: RequestAccess): void {
  if (!access.allows('billing', 'write')) {
    throw new AppError('permissionDenied', {
      params: { module: 'billing', action: 'write' },
      message: msg(e, 'billingAccess'),
    });
  }
}

/** The events, each locked (in id order, run-bulk.ts) and in the session's scope (404 when one is not). */
function lockRepriceTargets(
  tx: Tx,
  auth: AuthSession,
  access: RequestAccess,
  ids: readonly string[],
): Promise<RepriceTarget[]> {
  return lockTargets(
    ids,
    async (sorted) => {
      const targets: RepriceTarget[] = [];
      for (const id of sorted) {
        const row = await eventOrFail(tx, auth, access, id, true);
        targets.push({ id, numGuide: row.numGuide, row });
      }
      return targets;
    },
    () => new AppError('notFound', { message: msg(e, 'notFound') }),
  );
}

/**
 * POST /api/events/reprice/preview — what re-pricing would change, event by event (old total,
 * new total, difference), written nowhere: the list shows it before the user applies.
 */
export async function previewReprice(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: { eventIds: string[] },
): Promise<{ items: EventRepricePreviewItem[] }> {
  requireBilling(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const targets = await lockRepriceTargets(tx, auth, access, body.eventIds);
    const items: EventRepricePreviewItem[] = [];
    for (const target of targets) {
      const decided = await decideReprice(tx, auth, access, target);
      const totalBefore = target.row.totalProcedures;
      const totalAfter = decided.ok ? decided.decision.repriced.derived.values.totalProcedures : null;
      items.push({
        ...eventBulkResult({
          target,
          result: decided.ok ? 'success' : decided.refusal.result,
          message: decided.ok ? null : decided.refusal.message,
        }),
        version: target.row.version,
        totalBefore,
        totalAfter,
        totalDifference: totalAfter === null ? null : centsText(toCents(totalAfter) - toCents(totalBefore)),
      });
    }
    return { items };
  });
}

/**
 * POST /api/events/reprice — prices the events again at the versions their preview showed, each
 * answering its own result (the bulk helper, run-bulk.ts); every re-priced event moves to its next version.
 */
export async function applyReprice(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: { events: { id: string; version: number }[] },
) {
  requireBilling(access);
  const results = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const versions = new Map<string, number>();
    for (const { id, version } of body.events) if (!versions.has(id)) versions.set(id, version);
    const targets = await lockRepriceTargets(tx, auth, access, [...versions.keys()]);
    const run = await runBulk(ctx, tx, {
      label: 'reprice',
      targets,
      // At the version the preview showed (decision 018 "Pricing").
      version: {
        expected: (t) => versions.get(t.id),
        current: (t) => t.row.version,
        stale: refusal(msg(e, 'repriceChanged')),
      },
      decide: (target) => decideReprice(tx, auth, access, target),
      write: async (sp, decisions) => {
        for (const { target, repriced } of decisions) {
          if (!(await writeRepriced(sp, target.id, target.row.version, repriced))) {
            throw new AppError('otherUser', { message: msg(e, 'repriceChanged') });
          }
        }
      },
      failures: EVENT_BULK_FAILURES,
    });
    return run.outcomes.map(eventBulkResult);
  });
  return { results };
}
