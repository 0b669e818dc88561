import { messages, type CompanyData, type updateCompanyBodySchema, msg } from '@honora/contract';
import { isValidCnpj } from '@honora/domain';
import { companies, withTenant, type Queryable } from '@honora/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { TenantScope } from '../../http/tenant';

export function toCompanyData(row: typeof companies.$inferSelect, filiaisIds: string[]): CompanyData {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    legalName: row.legalName,
    cnpj: row.cnpj,
    cnes: row.cnes,
    isMatriz: row.isMatriz,
    isFilial: row.isFilial,
    matrizId: row.matrizId,
    filiaisIds,
    billingType: row.billingType,
    isPayer: row.isPayer,
    registrationType: row.registrationType,
    agendaDisplay: row.agendaDisplay,
    flags: {
      filialHiddenMatrizData: false,
      hidePricesFromResidents: false,
      eventsByBranch: false,
      eventsByHeadquarters: false,
      surgeonVisibleToAll: false,
      receiveOnlyByCollections: false,
      disableDuplicateGuideCheck: false,
      notChangeProcedureProportionInReportEvents: false,
      closeBatchSendsAndLocks: false,
      ...row.flags,
    },
  };
}

async function findCompanyRow(q: Queryable, id: string) {
  const [row] = await q
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return row;
}

/** Ids of a matriz's filiais: structure the session may know even when their data is out of its scope. */
async function listFiliaisIds(q: Queryable, matrizId: string): Promise<string[]> {
  const rows = await q
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.matrizId, matrizId), isNull(companies.deletedAt)));
  return rows.map((r) => r.id);
}

export async function getCompanyData(ctx: AppContext, tenant: TenantScope, companyId: string): Promise<CompanyData> {
  // Two steps, not nested: PGlite has one connection, so a query outside an open transaction would wait for it.
  const row = await withTenant(ctx.db, tenant, (tx) => findCompanyRow(tx, companyId));
  if (!row) throw new AppError('notFound', { message: msg(messages.errors, 'companyNotFound') });
  return toCompanyData(row, await listFiliaisIds(ctx.db, companyId));
}

/**
 * Company update (platform.md §5): the id must be the current company's ('id inválido')
 * unless a super admin is acting; the CNPJ must be a valid one.
 */
export async function updateCompanyData(
  ctx: AppContext,
  auth: AuthSession,
  tenant: TenantScope,
  input: z.output<typeof updateCompanyBodySchema>,
): Promise<CompanyData> {
  if (input.id !== auth.companyId && !auth.isSuperAdmin) {
    throw AppError.field('inputError', 'id', msg(messages.errors, 'idInvalid'));
  }
  if (input.cnpj && !isValidCnpj(input.cnpj))
    throw AppError.field('inputError', 'cnpj', msg(messages.validation, 'cnpj'));
  const { id, ...values } = input;
  const updated = await withTenant(ctx.db, tenant, (tx) =>
    tx
      .update(companies)
      .set(values)
      .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
      .returning({ id: companies.id }),
  );
  if (updated.length === 0) throw AppError.field('notFound', 'id', msg(messages.errors, 'idNotFound'));
  return getCompanyData(ctx, tenant, id);
}
