import {
  messages,
  type CbhpmEdition,
  type CbhpmProcedureRow,
  type CbhpmValuation,
  type cbhpmProcedureQuerySchema,
  msg,
} from '@honora/contract';
import { withActor, withTenant, type Tx } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { actorOf } from '../../http/actor';
import * as repo from './cbhpm.repository';

const m = messages.screens.cbhpm.errors;

/**
 * The CBHPM tables are platform data (no company), read by every workspace. Only the count of
 * negotiations that name a version touches company data: the admin workspace sees every
 * company's (it decides deletes), any other session only its own companies' (row-level
 * security through withTenant).
 */
function readScope<T>(ctx: AppContext, auth: AuthSession, access: RequestAccess, fn: (tx: Tx) => Promise<T>) {
  return auth.workspace === 'ADMIN'
    ? withActor(ctx.db, actorOf(auth), fn)
    : withTenant(ctx.db, tenantOf(auth, access), fn);
}

/** numeric → decimal text without superfluous zeros ("0.1000" → "0.1", "2.0000" → "2"). */
export function trimDecimal(value: string | null): string | null {
  if (value === null || !value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

export async function listEditions(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
): Promise<{ items: CbhpmEdition[] }> {
  const rows = await readScope(ctx, auth, access, (tx) => repo.listEditions(tx));
  return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

export async function listValuations(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
): Promise<{ items: CbhpmValuation[] }> {
  const rows = await readScope(ctx, auth, access, (tx) => repo.listValuations(tx));
  return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** A page of an edition's procedures (by code), found by code prefix, description words or exact codes. */
export async function listProcedures(
  ctx: AppContext,
  editionId: string,
  query: z.output<typeof cbhpmProcedureQuerySchema>,
): Promise<{ items: CbhpmProcedureRow[]; total: number }> {
  if (!(await repo.versionExists(ctx.db, 'edition', editionId))) {
    throw new AppError('notFound', { message: msg(m, 'editionNotFound') });
  }
  const { items, total } = await repo.listProcedures(ctx.db, editionId, query);
  return {
    items: items.map((row) => ({
      ...row,
      porte: row.porte as CbhpmProcedureRow['porte'],
      porteFraction: trimDecimal(row.porteFraction),
      uco: trimDecimal(row.uco),
      film: trimDecimal(row.film),
    })),
    total,
  };
}

/** A PostgreSQL foreign-key violation (23503), as node-postgres or PGlite (wrapped by Drizzle) report it. */
function isForeignKeyViolation(error: unknown): boolean {
  const err = error as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23503' || err?.cause?.code === '23503';
}

/**
 * Deletes an edition (with its procedures) or a valuation that no negotiation names. The count
 * refuses with the number of negotiations; the foreign key (ON DELETE RESTRICT) is the second
 * wall against a negotiation saved meanwhile.
 */
export async function removeVersion(
  ctx: AppContext,
  auth: AuthSession,
  kind: repo.CbhpmVersionKind,
  id: string,
): Promise<{ ok: true }> {
  try {
    await withActor(ctx.db, actorOf(auth), async (tx) => {
      if (!(await repo.versionExists(tx, kind, id))) {
        throw new AppError('notFound', {
          message: msg(m, kind === 'edition' ? 'editionNotFound' : 'valuationNotFound'),
        });
      }
      const inUse = await repo.countNegotiations(tx, kind, id);
      if (inUse > 0) {
        throw new AppError('statusError', {
          message: msg(m, kind === 'edition' ? 'editionInUse' : 'valuationInUse', { count: inUse }),
        });
      }
      await repo.deleteVersion(tx, kind, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('statusError', { message: msg(m, 'inUse') });
    throw error;
  }
  return { ok: true };
}
