import { messages, type EventBulkResult } from '@honora/contract';
import type { Tx } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';

/** One event a bulk operation acts on. */
export interface BulkTarget {
  id: string;
  numGuide: string | null;
}

/** Why one event is left as it was: its result type (billing.md §8 bulk results) and pt-BR reason. */
export interface BulkRefusal {
  result: Exclude<EventBulkResult['result'], 'success'>;
  message: string;
}

export type BulkDecision<D> = { ok: true; decision: D } | { ok: false; refusal: BulkRefusal };

export function bulkResultOf(target: BulkTarget, refusal: BulkRefusal | null): EventBulkResult {
  return {
    eventId: target.id,
    numGuide: target.numGuide,
    result: refusal ? refusal.result : 'success',
    message: refusal ? refusal.message : null,
  };
}

function unknownResult(ctx: AppContext, target: BulkTarget, label: string, error: unknown): EventBulkResult {
  ctx.log.error({ err: error, eventId: target.id, label }, 'bulk event operation: unexpected failure');
  return { eventId: target.id, numGuide: target.numGuide, result: 'unknown', message: messages.errors.unknown };
}

/**
 * The bulk loop of the event operations (billing.md §8: each event answers its own result):
 * every target is decided first (a refusal or an unexpected error is that event's result); the
 * decisions are written together in one savepoint; should that fail, each is retried in its own
 * savepoint so one bad event does not stop the others (a pt-BR AppError there is that event's
 * invalidState). Answers one result per target, in their order.
 */
export async function settleInBulk<T extends BulkTarget, D extends { target: T }>(
  ctx: AppContext,
  tx: Tx,
  label: string,
  targets: readonly T[],
  decide: (target: T) => BulkDecision<D> | Promise<BulkDecision<D>>,
  write: (sp: Tx, decisions: readonly D[]) => Promise<void>,
): Promise<EventBulkResult[]> {
  const outcome = new Map<string, EventBulkResult>();
  const decisions: D[] = [];
  for (const target of targets) {
    try {
      const decided = await decide(target);
      if (decided.ok) decisions.push(decided.decision);
      else outcome.set(target.id, bulkResultOf(target, decided.refusal));
    } catch (error) {
      outcome.set(target.id, unknownResult(ctx, target, label, error));
    }
  }
  try {
    await tx.transaction((sp) => write(sp, decisions));
    for (const d of decisions) outcome.set(d.target.id, bulkResultOf(d.target, null));
  } catch (error) {
    ctx.log.warn({ err: error, label }, 'bulk event operation: batch write failed, retrying one by one');
    for (const d of decisions) {
      try {
        await tx.transaction((sp) => write(sp, [d]));
        outcome.set(d.target.id, bulkResultOf(d.target, null));
      } catch (single) {
        outcome.set(
          d.target.id,
          single instanceof AppError
            ? bulkResultOf(d.target, { result: 'invalidState', message: single.message })
            : unknownResult(ctx, d.target, label, single),
        );
      }
    }
  }
  return targets.map((t) => outcome.get(t.id) ?? unknownResult(ctx, t, label, null));
}
