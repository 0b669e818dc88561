import {
  emptyAddress,
  type Address,
  type Patient,
  type PatientBodyOut,
  type PatientExportQuery,
  type PatientGender,
  type PatientListQuery,
} from '@honora/contract';
import { registryMeta } from '../../registry';
import { healthInsurers, patients, storedFiles, type Queryable } from '@honora/db';
import { normalizeCpf } from '@honora/domain';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { registryOrder, registryWhere, registryWindow, type SortColumns } from '../registries';

/** A patient row with its insurer's name, as lists, exports and the form read it. */
const patientColumns = {
  id: patients.id,
  companyId: patients.companyId,
  active: patients.active,
  name: patients.name,
  cpf: patients.cpf,
  gender: patients.gender,
  momName: patients.momName,
  birthDate: patients.birthDate,
  email: patients.email,
  phone: patients.phone,
  profileImageId: patients.profileImageId,
  healthInsuranceId: patients.healthInsuranceId,
  healthInsuranceName: healthInsurers.name,
  healthInsuranceWallet: patients.healthInsuranceWallet,
  accommodation: patients.accommodation,
  address: patients.address,
  createdAt: patients.createdAt,
  updatedAt: patients.updatedAt,
  deletedAt: patients.deletedAt,
};

export function toPatient(row: PatientRow): Patient {
  return {
    ...registryMeta(row),
    name: row.name,
    cpf: row.cpf,
    gender: row.gender as PatientGender | null,
    momName: row.momName,
    birthDate: row.birthDate,
    email: row.email,
    phone: row.phone,
    healthInsuranceId: row.healthInsuranceId,
    healthInsuranceName: row.healthInsuranceName,
    healthInsuranceWallet: row.healthInsuranceWallet,
    accommodation: row.accommodation as Patient['accommodation'],
    address: { ...emptyAddress, ...(row.address as Address | null) },
    hasPhoto: row.profileImageId !== null,
    profileImageUrl: row.profileImageId ? `/api/patients/${row.id}/photo` : null,
  };
}

const selectPatients = (q: Queryable) =>
  q
    .select(patientColumns)
    .from(patients)
    .leftJoin(healthInsurers, eq(healthInsurers.id, patients.healthInsuranceId))
    .$dynamic();

export type PatientRow = Awaited<ReturnType<ReturnType<typeof selectPatients>['execute']>>[number];

/** Sort names of the list (contract `patientSorts`); `name` is the registry default (the pt-BR sort key). */
const sorts: SortColumns = {
  cpf: patients.cpf,
  birthDate: patients.birthDate,
  createdAt: patients.createdAt,
  healthInsuranceName: sql`${healthInsurers.sortKey} collate "C"`,
};

function listWhere(companyIds: readonly string[], query: PatientExportQuery & Pick<PatientListQuery, 'updatedSince'>) {
  return registryWhere(
    patients,
    companyIds,
    query,
    query.healthInsuranceId ? eq(patients.healthInsuranceId, query.healthInsuranceId) : undefined,
    query.accommodation ? eq(patients.accommodation, query.accommodation) : undefined,
    // Stored as its 11 digits (platform.md §5); the company's unique CPF index finds it.
    query.cpf ? eq(patients.cpf, normalizeCpf(query.cpf)) : undefined,
  );
}

/**
 * The two statements of a list call, unexecuted (the benchmark times and explains the very
 * same SQL). The page picks its ids first and reads those rows after: in name order the ids
 * and the total come from an index-only scan of patients_company_live_sort_idx (name_search
 * and active are in it), so a company's page never visits the rows it skips (migration 0014).
 */
export function patientListStatements(q: Queryable, companyIds: readonly string[], query: PatientListQuery) {
  const where = listWhere(companyIds, query);
  const { limit, offset } = registryWindow(query);
  const order = registryOrder(patients, sorts, query);
  const ids = q.select({ id: patients.id }).from(patients).$dynamic();
  if (query.sort === 'healthInsuranceName') {
    ids.leftJoin(healthInsurers, eq(healthInsurers.id, patients.healthInsuranceId));
  }
  return {
    page: selectPatients(q)
      .where(
        inArray(
          patients.id,
          ids
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        ),
      )
      .orderBy(...order),
    total: q.select({ total: count() }).from(patients).where(where),
  };
}

/** A page of the list (or every change since `updatedSince`) and the total of matching patients. */
export async function listPatientRows(q: Queryable, companyIds: readonly string[], query: PatientListQuery) {
  const statements = patientListStatements(q, companyIds, query);
  const rows = await statements.page;
  const [counted] = await statements.total;
  return { rows, total: counted?.total ?? 0 };
}

/** Every matching patient in the list's order, up to `cap` rows (the export). */
export function exportPatientRows(
  q: Queryable,
  companyIds: readonly string[],
  query: PatientExportQuery,
  cap: number,
): Promise<PatientRow[]> {
  return selectPatients(q)
    .where(listWhere(companyIds, query))
    .orderBy(...registryOrder(patients, sorts, query))
    .limit(cap);
}

/** One patient of the visible companies, deleted ones included. */
export async function findPatientRow(
  q: Queryable,
  companyIds: readonly string[],
  id: string,
): Promise<PatientRow | undefined> {
  const [row] = await selectPatients(q).where(and(eq(patients.id, id), inArray(patients.companyId, [...companyIds])));
  return row;
}

/** Whether another live patient of the company holds this CPF. */
export async function cpfTaken(q: Queryable, companyId: string, cpf: string, exceptId?: string): Promise<boolean> {
  const [row] = await q
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.companyId, companyId),
        eq(patients.cpf, cpf),
        isNull(patients.deletedAt),
        exceptId ? ne(patients.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the insurer is live and belongs to one of the visible companies. */
export async function insurerVisible(q: Queryable, companyIds: readonly string[], id: string): Promise<boolean> {
  const [row] = await q
    .select({ id: healthInsurers.id })
    .from(healthInsurers)
    .where(
      and(
        eq(healthInsurers.id, id),
        inArray(healthInsurers.companyId, [...companyIds]),
        isNull(healthInsurers.deletedAt),
      ),
    );
  return row !== undefined;
}

/** The columns a create or update writes (the rest is the database's: metadata, search and sort keys). */
export function patientValues(body: PatientBodyOut) {
  return {
    active: body.active,
    name: body.name,
    cpf: body.cpf,
    gender: body.gender,
    momName: body.momName,
    birthDate: body.birthDate,
    email: body.email,
    phone: body.phone,
    healthInsuranceId: body.healthInsuranceId,
    healthInsuranceWallet: body.healthInsuranceWallet,
    accommodation: body.accommodation,
    address: body.address,
  } satisfies Partial<typeof patients.$inferInsert>;
}

export async function insertPatient(q: Queryable, companyId: string, body: PatientBodyOut): Promise<string> {
  const [row] = await q
    .insert(patients)
    .values({ companyId, ...patientValues(body) })
    .returning({ id: patients.id });
  return row!.id;
}

export async function updatePatient(q: Queryable, id: string, values: Partial<typeof patients.$inferInsert>) {
  await q.update(patients).set(values).where(eq(patients.id, id));
}

export async function insertStoredFile(
  q: Queryable,
  values: { companyId: string; mime: string; size: number; data: string },
): Promise<string> {
  const [row] = await q.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  return row!.id;
}

export async function deleteStoredFile(q: Queryable, id: string): Promise<void> {
  await q.delete(storedFiles).where(eq(storedFiles.id, id));
}

export async function findStoredFile(q: Queryable, id: string) {
  const [row] = await q.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}
