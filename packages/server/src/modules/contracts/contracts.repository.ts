import type { ContractListQuery } from '@honora/contract';
import { contractInstallments, contracts, healthInsurers, hospitals, type Tx } from '@honora/db';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { searchTerm } from '../registries';

/** The queries of the contracts and their installments (platform.md §3 Contract; decision 045). */

const c = contracts;
const i = contractInstallments;
export type ContractRow = typeof contracts.$inferSelect;
export type InstallmentRow = typeof contractInstallments.$inferSelect;

/** A contract row with its counterparts' names. */
export interface NamedContractRow extends ContractRow {
  insurerName: string | null;
  hospitalName: string | null;
}

const insurer = aliasedTable(healthInsurers, 'contract_insurer');
const hospital = aliasedTable(hospitals, 'contract_hospital');

const namedColumns = { row: c, insurerName: insurer.name, hospitalName: hospital.name };

function named(rows: { row: ContractRow; insurerName: string | null; hospitalName: string | null }[]) {
  return rows.map(({ row, insurerName, hospitalName }): NamedContractRow => ({ ...row, insurerName, hospitalName }));
}

/** The filters of the list: live contracts of the company, status, current on `today`, and the search. */
function listWhere(companyId: string, query: ContractListQuery, today: string): SQL | undefined {
  const current = query.current;
  return and(
    eq(c.companyId, companyId),
    isNull(c.deletedAt),
    query.status !== 'all' ? eq(c.status, query.status) : undefined,
    current === 'true' ? and(lte(c.startsOn, today), gte(c.endsOn, today)) : undefined,
    current === 'false' ? or(sql`${c.startsOn} > ${today}`, sql`${c.endsOn} < ${today}`) : undefined,
    query.search
      ? or(
          sql`lower(public.honora_unaccent(${c.type})) like ${searchTerm(query.search)}`,
          sql`${insurer.nameSearch} like ${searchTerm(query.search)}`,
          sql`${hospital.nameSearch} like ${searchTerm(query.search)}`,
        )
      : undefined,
  );
}

/** A page of the company's contracts, the newest validity first, and the total. */
export async function listContractPage(
  tx: Tx,
  companyId: string,
  query: ContractListQuery,
  today: string,
): Promise<{ rows: NamedContractRow[]; total: number }> {
  const where = listWhere(companyId, query, today);
  const rows = await tx
    .select(namedColumns)
    .from(c)
    .leftJoin(insurer, eq(insurer.id, c.insurerId))
    .leftJoin(hospital, eq(hospital.id, c.hospitalId))
    .where(where)
    .orderBy(desc(c.startsOn), asc(c.type), asc(c.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totalRow] = await tx
    .select({ n: count() })
    .from(c)
    .leftJoin(insurer, eq(insurer.id, c.insurerId))
    .leftJoin(hospital, eq(hospital.id, c.hospitalId))
    .where(where);
  return { rows: named(rows), total: Number(totalRow?.n ?? 0) };
}

/** The contract with its counterparts' names, or null. */
export async function namedContract(tx: Tx, id: string): Promise<NamedContractRow | null> {
  const rows = await tx
    .select(namedColumns)
    .from(c)
    .leftJoin(insurer, eq(insurer.id, c.insurerId))
    .leftJoin(hospital, eq(hospital.id, c.hospitalId))
    .where(eq(c.id, id));
  return named(rows)[0] ?? null;
}

/** The stored contract, locked until the transaction ends (installment actions wait for each other). */
export async function lockContract(tx: Tx, id: string): Promise<ContractRow | null> {
  const [row] = await tx.select().from(c).where(eq(c.id, id)).for('update');
  return row ?? null;
}

/** The live installments of the contracts, in due order, by contract id. */
export async function liveInstallments(tx: Tx, contractIds: readonly string[]): Promise<Map<string, InstallmentRow[]>> {
  const byContract = new Map<string, InstallmentRow[]>();
  if (contractIds.length === 0) return byContract;
  const rows = await tx
    .select()
    .from(i)
    .where(and(inArray(i.contractId, [...contractIds]), isNull(i.deletedAt)))
    .orderBy(asc(i.contractId), asc(i.seq));
  for (const row of rows) {
    const list = byContract.get(row.contractId);
    if (list) list.push(row);
    else byContract.set(row.contractId, [row]);
  }
  return byContract;
}

/** The company's other live contracts of the type: the candidates of "the same negotiation twice" (platform.md §5). */
export function sameTypeContracts(tx: Tx, companyId: string, type: string, exceptId: string | null) {
  return tx
    .select({
      id: c.id,
      type: c.type,
      insurerId: c.insurerId,
      hospitalId: c.hospitalId,
      startsOn: c.startsOn,
      endsOn: c.endsOn,
    })
    .from(c)
    .where(
      and(eq(c.companyId, companyId), isNull(c.deletedAt), eq(c.type, type), exceptId ? ne(c.id, exceptId) : undefined),
    )
    .orderBy(asc(c.startsOn), asc(c.id));
}

/** The distinct types of the company's live contracts, for the form's suggestions. */
export async function contractTypes(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ type: c.type })
    .from(c)
    .where(and(eq(c.companyId, companyId), isNull(c.deletedAt)))
    .orderBy(asc(c.type))
    .limit(200);
  return rows.map((r) => r.type);
}

/** The company's active hospitals and insurers, by name: what a contract may name. */
export async function counterparts(tx: Tx, companyId: string) {
  const live = <T extends typeof hospitals | typeof healthInsurers>(t: T) =>
    and(eq(t.companyId, companyId), isNull(t.deletedAt), eq(t.active, true));
  const [insurers, hospitalRows] = await Promise.all([
    tx
      .select({ id: healthInsurers.id, name: healthInsurers.name })
      .from(healthInsurers)
      .where(live(healthInsurers))
      .orderBy(asc(sql`${healthInsurers.sortKey} collate "C"`)),
    tx
      .select({ id: hospitals.id, name: hospitals.name })
      .from(hospitals)
      .where(live(hospitals))
      .orderBy(asc(sql`${hospitals.sortKey} collate "C"`)),
  ]);
  return { insurers, hospitals: hospitalRows };
}

/** The installments due in [from, to] of the company's live contracts, with their contracts, by due date. */
export async function installmentsDue(tx: Tx, companyId: string, from: string, to: string, status: string) {
  const rows = await tx
    .select({ installment: i, ...namedColumns })
    .from(i)
    .innerJoin(c, eq(c.id, i.contractId))
    .leftJoin(insurer, eq(insurer.id, c.insurerId))
    .leftJoin(hospital, eq(hospital.id, c.hospitalId))
    .where(
      and(
        eq(i.companyId, companyId),
        isNull(i.deletedAt),
        isNull(c.deletedAt),
        gte(i.dueOn, from),
        lte(i.dueOn, to),
        status === 'all' ? undefined : eq(i.status, status),
      ),
    )
    .orderBy(asc(i.dueOn), asc(c.type), asc(i.seq), asc(i.id));
  return rows.map(({ installment, row, insurerName, hospitalName }) => ({
    installment,
    contract: { ...row, insurerName, hospitalName } as NamedContractRow,
  }));
}
