import { messages, msg, readInsurerSettings, type BatchEventResult, type EventBulkResult } from '@honora/contract';
import { events, withTenant } from '@honora/db';
import {
  BATCH_SEND_GUIDE_STATUSES,
  batchAddWarning,
  batchMaxEvents,
  batchRemoveWarning,
  type BatchEventFacts,
  type BatchEventWarning,
  type BatchFacts,
  type EventStatus,
} from '@honora/domain';
import { asc, desc } from 'drizzle-orm';
import { eventBulkResult, lockTargets, runBulk, type BulkDecision } from '../../bulk/run-bulk';
import type { AppContext } from '../../context';
import { AppError, localized } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { loadActionTargets, actOnTargets, checkRequest, eventScope } from '../events';
import * as repo from './batches.repository';
import { batchNotFound, loadSummary, writableBatch } from './batches.service';

const w = messages.screens.batches.warnings;
const ev = messages.screens.events.errors;

type Target = Awaited<ReturnType<typeof repo.loadBatchTargets>>[number];

/** An event kept out of (or in) the batch: its warning (billing.md §8 batch warnings). */
const warned = (warning: BatchEventWarning): BulkDecision<{ target: Target }, BatchEventWarning> => ({
  ok: false,
  refusal: { result: warning, message: msg(w, warning) },
});

function factsOf(
  target: Target,
  current: Map<string, { status: BatchFacts['status']; active: boolean }>,
): BatchEventFacts {
  // events.batches_ids holds the current batch only (decision 017); a removed batch holds nothing.
  const currentBatchId = target.batchesIds.find((id) => current.get(id)?.active) ?? null;
  return {
    active: target.active,
    status: target.status as EventStatus,
    type: target.type,
    healthInsuranceId: target.healthInsuranceId,
    hasTransactions: target.hasTransactions === true,
    currentBatchId,
    currentBatchStatus: currentBatchId ? (current.get(currentBatchId)?.status ?? null) : null,
  };
}

/**
 * The events of a request, locked, in the request's order. An id the user cannot see refuses
 * the whole request (the screens only offer visible events).
 */
async function targetsOf(
  tx: Parameters<typeof repo.loadBatchTargets>[0],
  auth: AuthSession,
  access: RequestAccess,
  ids: string[],
) {
  return lockTargets(
    ids,
    (sorted) => repo.loadBatchTargets(tx, eventScope(auth, access), sorted),
    () => new AppError('notFound', { message: msg(ev, 'notFound') }),
  );
}

/**
 * An event of a company whose events the session may not manipulate (the matriz's flags
 * eventsByBranch / eventsByHeadquarters, platform.md §6) neither enters nor leaves a batch.
 */
const entryRefusal = (access: RequestAccess, target: Target): BatchEventWarning | null =>
  access.eventWritableCompanyIds.includes(target.companyId) ? null : 'notWritable';

/**
 * POST /api/batches/:id/events (billing.md §4 Batch, §5, §8): each event goes in or comes back
 * with its warning. The batch row is locked FOR UPDATE first, so concurrent requests fill it
 * one after the other and never beyond its room. An event in another (OPEN) batch moves here.
 */
export async function addBatchEvents(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: { eventIds: string[] },
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const batch = await writableBatch(tx, access, id);
    if (!batch.active) throw batchNotFound();
    const insurer = await repo.findInsurer(tx, batch.companyId, batch.healthInsuranceId);
    const settings = readInsurerSettings({ configs: insurer?.configs ?? {}, flags: insurer?.flags ?? {} });
    const maxEvents = batchMaxEvents(settings.configs.autoBatchMaxEvents);
    let activeCount = await repo.activeEventCount(tx, id);
    const targets = await targetsOf(tx, auth, access, body.eventIds);
    const current = await repo.batchStatuses(
      tx,
      targets.flatMap((t) => t.batchesIds),
    );
    const facts: BatchFacts = {
      id,
      status: batch.status,
      type: batch.type,
      healthInsuranceId: insurer ? batch.healthInsuranceId : null,
    };
    const run = await runBulk(ctx, tx, {
      label: 'batch.addEvents',
      targets,
      decide: (target) => {
        const warning =
          entryRefusal(access, target) ?? batchAddWarning(facts, factsOf(target, current), { activeCount, maxEvents });
        if (warning) return warned(warning);
        if (target.active) activeCount++;
        return { ok: true, decision: { target } };
      },
      write: (sp, decisions) =>
        repo.setEventsBatch(
          sp,
          decisions.map((d) => d.target.id),
          { id, userId: auth.userId },
        ),
      failures: {},
    });
    const results: BatchEventResult[] = run.outcomes.map(eventBulkResult);
    return { results, batch: await loadSummary(tx, access, id) };
  });
}

/** POST /api/batches/:id/events/remove — the events leave the (OPEN) batch when their status and transactions allow. */
export async function removeBatchEvents(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: { eventIds: string[] },
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const batch = await writableBatch(tx, access, id);
    if (!batch.active) throw batchNotFound();
    const targets = await targetsOf(tx, auth, access, body.eventIds);
    const current = await repo.batchStatuses(
      tx,
      targets.flatMap((t) => t.batchesIds),
    );
    const facts: BatchFacts = {
      id,
      status: batch.status,
      type: batch.type,
      healthInsuranceId: batch.healthInsuranceId,
    };
    const run = await runBulk(ctx, tx, {
      label: 'batch.removeEvents',
      targets,
      decide: (target) => {
        const warning = entryRefusal(access, target) ?? batchRemoveWarning(facts, factsOf(target, current));
        return warning ? warned(warning) : { ok: true, decision: { target } };
      },
      write: (sp, decisions) =>
        repo.setEventsBatch(
          sp,
          decisions.map((d) => d.target.id),
          null,
        ),
      failures: {},
    });
    const results: BatchEventResult[] = run.outcomes.map(eventBulkResult);
    return { results, batch: await loadSummary(tx, access, id) };
  });
}

/**
 * POST /api/batches/:id/send-guides (billing.md §4): the events' own sendGuia transition on the
 * batch's active events in AwaitingCheck, Pending or WaitSendGuia; every other event of the
 * batch comes back as a warning (invalidStatus, or invalidState for a removed one).
 */
export async function sendBatchGuides(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const request = { action: 'sendGuia' as const };
  checkRequest(access, request);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const batch = await writableBatch(tx, access, id);
    if (!batch.active) throw batchNotFound();
    const ids = (
      await tx
        .select({ id: events.id })
        .from(events)
        .where(repo.inBatch(id))
        .orderBy(desc(events.active), asc(events.numGuide), asc(events.id))
    ).map((r) => r.id);
    const order = new Map(ids.map((eventId, i) => [eventId, i]));
    const targets = (await loadActionTargets(tx, eventScope(auth, access), ids, true)).sort(
      (x, y) => order.get(x.id)! - order.get(y.id)!,
    );
    const sendable = targets.filter((t) => t.state.active && BATCH_SEND_GUIDE_STATUSES.includes(t.state.status));
    const sent = new Map((await actOnTargets(ctx, tx, auth, access, sendable, request)).map((r) => [r.eventId, r]));
    const results: EventBulkResult[] = targets.map(
      (t) =>
        sent.get(t.id) ?? {
          eventId: t.id,
          numGuide: t.numGuide,
          result: t.state.active ? 'invalidStatus' : 'invalidState',
          ...localized(msg(ev, t.state.active ? 'statusInvalidSendGuia' : 'inactive')),
        },
    );
    return { results };
  });
}
