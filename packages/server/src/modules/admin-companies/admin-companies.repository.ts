import { companies, type Queryable } from '@honora/db';
import type { StructuredCompany } from '@honora/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companySearchCondition } from '../companies';

const matriz = alias(companies, 'matriz');

const liveFiliaisCount = sql<number>`(select count(*)::int from ${companies} f
  where f.matriz_id = ${companies.id} and f.deleted_at is null)`;

export interface AdminCompanyFilters {
  search?: string | undefined;
  structure: 'all' | 'matriz' | 'filial';
  showDeleted: boolean;
}

/** Every company of the platform (the admin workspace is not a tenant), by name, with its matriz. */
export async function listAdminCompanies(
  q: Queryable,
  filters: AdminCompanyFilters,
  page: { limit: number; offset: number },
) {
  const where = and(
    filters.showDeleted ? undefined : isNull(companies.deletedAt),
    filters.structure === 'matriz' ? eq(companies.isMatriz, true) : undefined,
    filters.structure === 'filial' ? eq(companies.isFilial, true) : undefined,
    companySearchCondition(filters.search),
  );
  const [items, [total]] = await Promise.all([
    q
      .select({
        id: companies.id,
        kind: companies.kind,
        name: companies.name,
        legalName: companies.legalName,
        cnpj: companies.cnpj,
        isMatriz: companies.isMatriz,
        isFilial: companies.isFilial,
        matrizId: companies.matrizId,
        matrizName: matriz.name,
        filiaisCount: liveFiliaisCount,
        deletedAt: companies.deletedAt,
      })
      .from(companies)
      .leftJoin(matriz, eq(matriz.id, companies.matrizId))
      .where(where)
      .orderBy(sql`lower(unaccent(${companies.name}))`, companies.id)
      .limit(page.limit)
      .offset(page.offset),
    q.select({ n: count() }).from(companies).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** A company, deleted or not, with its matriz's name and its live filiais. */
export async function findAdminCompany(q: Queryable, id: string) {
  const [row] = await q
    .select({
      company: companies,
      matrizName: matriz.name,
      filiaisIds: sql<
        string[]
      >`array(select f.id::text from ${companies} f where f.matriz_id = ${companies.id} and f.deleted_at is null order by f.id)`,
    })
    .from(companies)
    .leftJoin(matriz, eq(matriz.id, companies.matrizId))
    .where(eq(companies.id, id));
  return row;
}

/**
 * Reads a company's structure and locks its row for the transaction: 'update' for the company
 * being changed or deleted, 'share' for a matriz a filial is attached to — so a matriz cannot
 * be deleted while a filial is being attached to it, nor the other way round.
 */
export async function lockStructure(
  q: Queryable,
  id: string,
  strength: 'update' | 'share',
): Promise<StructuredCompany | undefined> {
  const [row] = await q
    .select({
      id: companies.id,
      isMatriz: companies.isMatriz,
      isFilial: companies.isFilial,
      matrizId: companies.matrizId,
      isDeleted: sql<boolean>`${companies.deletedAt} is not null`,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .for(strength);
  return row;
}

export async function countLiveFiliais(q: Queryable, matrizId: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(companies)
    .where(and(eq(companies.matrizId, matrizId), isNull(companies.deletedAt)));
  return row?.n ?? 0;
}

export type CompanyValues = Omit<typeof companies.$inferInsert, 'id'>;

export async function insertCompany(q: Queryable, values: CompanyValues): Promise<string> {
  const [row] = await q.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

export async function updateCompany(q: Queryable, id: string, values: Partial<CompanyValues>): Promise<void> {
  await q.update(companies).set(values).where(eq(companies.id, id));
}

/** Soft delete (the metadata trigger stamps who and when) or restore. */
export async function setCompanyDeleted(q: Queryable, id: string, isDeleted: boolean): Promise<void> {
  await q
    .update(companies)
    .set({ deletedAt: isDeleted ? new Date() : null })
    .where(eq(companies.id, id));
}
