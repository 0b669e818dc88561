import { messages, msg } from '@honora/contract';
import type { CompanyModule } from '@honora/domain';
import type { Tx } from '@honora/db';
import { sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { RequestAccess } from '../../http/guard';

/** The most rows an Excel export of a registry carries (docs/decisions/013-registries.md). */
export const EXPORT_CAP = 50_000;

/**
 * Refuses a change to a record the request may see but not change — a filial reading its
 * matriz's registries (docs/decisions/013-registries.md): 403 'Acesso Negado' naming the
 * module and action, with the reason as the message.
 */
export function assertWritable(access: RequestAccess, companyId: string, module: CompanyModule): void {
  if (!access.writableCompanyIds.includes(companyId)) {
    throw new AppError('permissionDenied', {
      message: msg(messages.screens.registry.record, 'otherCompany'),
      params: { module, action: access.action },
    });
  }
}

/** A PostgreSQL unique violation (23505), as node-postgres or PGlite (wrapped by Drizzle) report it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const err = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const pg = err?.code === '23505' ? err : err?.cause?.code === '23505' ? err.cause : null;
  return pg !== null && (constraint === undefined || pg.constraint === undefined || pg.constraint === constraint);
}

/**
 * Serializes the writes of one company on one rule (e.g. its filterable custom fields) until
 * the transaction ends, so a count-then-insert check cannot be raced: the second request
 * waits, then counts the first one's committed row.
 */
export async function lockCompanyRule(tx: Tx, rule: string, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`honora:${rule}:${companyId}`}))::text as locked`);
}
