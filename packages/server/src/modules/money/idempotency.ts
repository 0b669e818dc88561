import { createHash } from 'node:crypto';
import { messages, msg } from '@honora/contract';
import { idempotencyKeys, type Queryable, type Tx } from '@honora/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors';

const m = messages.screens.money.errors;

/** JSON with the keys of every object sorted: two equal requests hash the same whatever their key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (operation: string, request: unknown): string =>
  createHash('sha256')
    .update(`${operation}\n${stableJson(request)}`)
    .digest('hex');

/** Claims the key: true when this request is the first to use it (a concurrent twin waits here on the key's row). */
async function claim(q: Queryable, companyId: string, key: string, operation: string, hash: string): Promise<boolean> {
  const rows = await q
    .insert(idempotencyKeys)
    .values({ companyId, key, operation, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/**
 * Runs a money write at most once per idempotency key (decision 016; issue 7 "a retried request
 * never posts money twice"). The key row is inserted FIRST, in the caller's transaction: a
 * concurrent request with the same key blocks on its primary key until the first commits, then
 * finds the stored answer and replays it. The first request's answer is stored with its entries,
 * so both commit or neither does. The same key with another operation or request is refused
 * (inputError idempotencyMismatch). Without a key the write simply runs.
 */
export async function withIdempotency<T>(
  tx: Tx,
  companyId: string,
  key: string | undefined,
  operation: string,
  request: unknown,
  run: () => Promise<T>,
): Promise<T> {
  if (!key) return run();
  const hash = requestHash(operation, request);
  if (await claim(tx, companyId, key, operation, hash)) {
    const response = await run();
    await tx
      .update(idempotencyKeys)
      .set({ response: JSON.parse(JSON.stringify(response ?? null)) as unknown })
      .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
    return response;
  }
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
  if (!stored || stored.operation !== operation || stored.requestHash !== hash) {
    throw AppError.field('inputError', 'idempotencyKey', msg(m, 'idempotencyMismatch'));
  }
  return stored.response as T;
}
