import { messages, msg } from '@honora/contract';
import type { Tx } from '@honora/db';
import type { AppContext } from '../context';
import { AppError, localized, type ErrorMessage } from '../errors';

/**
 * The one bulk-write loop of the server (billing.md §8: in a bulk operation each target answers
 * its own result). Every operation over many records — event status actions, money actions,
 * re-pricing, adding events to a batch, and the appeals, collections and transfers to come —
 * runs the same steps:
 *
 *   1. lock the targets (`lockTargets`: ids de-duplicated, locked in ascending id order so two
 *      operations over the same records never wait on each other in a circle);
 *   2. check each target's version against the one the screen read (when the request names it);
 *   3. decide each target with the domain, in memory (a refusal is that target's result);
 *   4. write all decisions in one savepoint; should that fail, retry each decision alone in its
 *      own savepoint, so one bad target rolls back only itself;
 *   5. answer one typed result per target, in the targets' order.
 */

/** A record a bulk operation acts on. */
export interface BulkTarget {
  id: string;
}

/** Why one target is left as it was: its result type and the reason (by catalog key, or a pt-BR text). */
export interface BulkRefusal<R extends string> {
  result: R;
  message: ErrorMessage;
}

export type BulkDecision<D, R extends string> = { ok: true; decision: D } | { ok: false; refusal: BulkRefusal<R> };

/** One target's answer. */
export interface BulkOutcome<T extends BulkTarget, R extends string> {
  target: T;
  result: 'success' | R;
  message: ErrorMessage | null;
}

export interface BulkSpec<T extends BulkTarget, D extends { target: T }, R extends string, O> {
  /** Names the operation in the logs. */
  label: string;
  /** The locked targets, in the order the answer lists them. */
  targets: readonly T[];
  /**
   * Step 2: a target whose version is not the one the request read is refused with `stale`
   * (without being decided). `expected` answers undefined when the request named no version.
   */
  version?: {
    expected: (target: T) => number | undefined;
    current: (target: T) => number;
    stale: BulkRefusal<R>;
  };
  /** Step 3: the domain's decision for one target. */
  decide: (target: T) => BulkDecision<D, R> | Promise<BulkDecision<D, R>>;
  /**
   * Step 4: writes the decisions inside the savepoint `sp`; throws to roll the savepoint back.
   * What it answers (e.g. the ledger changes to publish) is kept only for committed savepoints.
   */
  write: (sp: Tx, decisions: readonly D[]) => Promise<readonly O[] | void>;
  /**
   * The results of failures: `refused`, a target whose own write threw an AppError (its
   * message is the reason); `unexpected`, a target whose decision or own write threw anything
   * else. An operation whose result vocabulary has no such value leaves it out, and then that
   * failure fails the whole request as before.
   */
  failures: { refused?: R; unexpected?: R };
}

export interface BulkRun<T extends BulkTarget, R extends string, O> {
  outcomes: BulkOutcome<T, R>[];
  /** What the committed writes answered. */
  written: O[];
}

/**
 * Step 1: the records of `ids` (de-duplicated) loaded and locked by `load`, which receives the
 * ids in ascending order and must lock them in that order (`ORDER BY id … FOR UPDATE`). An id
 * that `load` does not answer (not visible to the session) refuses the whole request with
 * `notFound()`: the screens only offer visible records. Answers them in the request's order.
 */
export async function lockTargets<T extends BulkTarget>(
  ids: readonly string[],
  load: (sortedIds: readonly string[]) => Promise<readonly T[]>,
  notFound: () => Error,
): Promise<T[]> {
  const unique = [...new Set(ids)];
  const rows = await load([...unique].sort());
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (byId.size !== unique.length || unique.some((id) => !byId.has(id))) throw notFound();
  return unique.map((id) => byId.get(id)!);
}

const outcomeOf = <T extends BulkTarget, R extends string>(
  target: T,
  refusal: BulkRefusal<R> | null,
): BulkOutcome<T, R> => ({
  target,
  result: refusal ? refusal.result : 'success',
  message: refusal ? refusal.message : null,
});

/** Steps 2 to 5 over locked targets inside the open transaction `tx`. */
export async function runBulk<T extends BulkTarget, D extends { target: T }, R extends string, O = never>(
  ctx: AppContext,
  tx: Tx,
  spec: BulkSpec<T, D, R, O>,
): Promise<BulkRun<T, R, O>> {
  const { label, failures } = spec;
  const unexpected = (target: T, error: unknown): BulkOutcome<T, R> => {
    if (failures.unexpected === undefined) throw error;
    ctx.log.error({ err: error, targetId: target.id, label }, 'bulk operation: unexpected failure');
    return outcomeOf(target, { result: failures.unexpected, message: msg(messages.errors, 'unknown') });
  };
  const outcome = new Map<string, BulkOutcome<T, R>>();
  const decisions: D[] = [];
  for (const target of spec.targets) {
    const expected = spec.version?.expected(target);
    if (spec.version && expected !== undefined && expected !== spec.version.current(target)) {
      outcome.set(target.id, outcomeOf(target, spec.version.stale));
      continue;
    }
    try {
      const decided = await spec.decide(target);
      if (decided.ok) decisions.push(decided.decision);
      else outcome.set(target.id, outcomeOf(target, decided.refusal));
    } catch (error) {
      outcome.set(target.id, unexpected(target, error));
    }
  }
  const written: O[] = [];
  if (decisions.length > 0) {
    try {
      written.push(...((await tx.transaction((sp) => spec.write(sp, decisions))) ?? []));
      for (const d of decisions) outcome.set(d.target.id, outcomeOf(d.target, null));
    } catch (error) {
      ctx.log.warn({ err: error, label }, 'bulk operation: the write failed, retrying one by one');
      for (const d of decisions) {
        try {
          written.push(...((await tx.transaction((sp) => spec.write(sp, [d]))) ?? []));
          outcome.set(d.target.id, outcomeOf(d.target, null));
        } catch (single) {
          const refused =
            single instanceof AppError && failures.refused !== undefined
              ? outcomeOf(d.target, { result: failures.refused, message: single.messageData })
              : unexpected(d.target, single);
          outcome.set(d.target.id, refused);
        }
      }
    }
  }
  return { outcomes: spec.targets.map((t) => outcome.get(t.id)!), written };
}

/**
 * An event target's outcome as the contract's bulk results (EventBulkResult, BatchEventResult;
 * billing.md §8): the reason in pt-BR with its catalog key and params (decision 025).
 */
export const eventBulkResult = <R extends string>(
  outcome: BulkOutcome<BulkTarget & { numGuide: string | null }, R>,
) => ({
  eventId: outcome.target.id,
  numGuide: outcome.target.numGuide,
  result: outcome.result,
  ...localized(outcome.message),
});

/** The failures of the event operations: a refused write is invalidState, anything else unknown. */
export const EVENT_BULK_FAILURES = { refused: 'invalidState', unexpected: 'unknown' } as const;
