import { appeals, companies, eventProcedures, type Queryable } from '@honora/db';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { AppealProcedureRow } from './appeal-xml-input';

/**
 * What the appeal's files read besides the appeal itself (the procedure rows it contests, the
 * company that signs it) and the RECURSO_GLOSA transaction sequences in use. It decides nothing.
 */

/** The contested procedure rows, live or removed (a glosa may sit on either). */
export async function procedureRowsOf(q: Queryable, rowIds: readonly string[]): Promise<AppealProcedureRow[]> {
  if (rowIds.length === 0) return [];
  return q
    .select({
      id: eventProcedures.id,
      order: eventProcedures.order,
      idProc: eventProcedures.idProc,
      name: eventProcedures.name,
      tableCode: eventProcedures.tableCode,
    })
    .from(eventProcedures)
    .where(inArray(eventProcedures.id, [...new Set(rowIds)]));
}

export async function companyOf(q: Queryable, id: string) {
  const [row] = await q
    .select({ name: companies.name, cnpj: companies.cnpj })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

/** Whether an appeal of the company already carries the transaction sequence `value`. */
export async function sequenceTaken(q: Queryable, companyId: string, value: number): Promise<boolean> {
  const [row] = await q
    .select({ id: appeals.id })
    .from(appeals)
    .where(and(eq(appeals.companyId, companyId), eq(appeals.transactionSequence, value)))
    .limit(1);
  return !!row;
}

/** The highest transaction sequence the company's appeals carry (0 for none). */
export async function maxSequence(q: Queryable, companyId: string): Promise<number> {
  const [row] = await q
    .select({ value: max(appeals.transactionSequence) })
    .from(appeals)
    .where(eq(appeals.companyId, companyId));
  return row?.value ?? 0;
}
