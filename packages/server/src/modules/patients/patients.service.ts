import {
  messages,
  msg,
  type CpfCheckResult,
  type Patient,
  type PatientBodyOut,
  type PatientExportQuery,
  type PatientListQuery,
} from '@honora/contract';
import { formatBrazilianPhone, formatCpf, isValidCpf, normalizeBrazilianPhone } from '@honora/domain';
import { withTenant, type Queryable } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx, type SheetColumn } from '../../http/xlsx';
import { syncInstant, assertWritable, EXPORT_CAP, isUniqueViolation } from '../registries';
import { checkedPhoto } from './patient-photo';
import {
  cpfTaken,
  deleteStoredFile,
  exportPatientRows,
  findPatientRow,
  findStoredFile,
  insertPatient,
  insertStoredFile,
  insurerVisible,
  listPatientRows,
  patientValues,
  toPatient,
  updatePatient,
  type PatientRow,
} from './patients.repository';

const e = messages.screens.patients.errors;
const registry = messages.screens.registry;

/** What every patient operation gets from the route: who asks and what the guard allowed. */
export interface PatientRequest {
  auth: AuthSession;
  access: RequestAccess;
}

const notFound = () => new AppError('notFound', { message: msg(e, 'notFound') });

const isCpfViolation = (error: unknown) => isUniqueViolation(error, 'patients_company_cpf_key');

/** Runs a write; a CPF taken meanwhile (the unique index) becomes the same field error as the check before. */
async function mappingCpfRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isCpfViolation(error)) throw AppError.field('inputError', 'cpf', msg(e, 'cpfExists'));
    throw error;
  }
}

export async function listPatients(ctx: AppContext, { auth, access }: PatientRequest, query: PatientListQuery) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { rows, total } = await listPatientRows(tx, access.companyIds, query);
    return { items: rows.map(toPatient), total, syncedAt: await syncInstant(tx) };
  });
}

export async function getPatient(ctx: AppContext, { auth, access }: PatientRequest, id: string): Promise<Patient> {
  const row = await withTenant(ctx.db, tenantOf(auth, access), (tx) => findPatientRow(tx, access.companyIds, id));
  if (!row) throw notFound();
  return toPatient(row);
}

/**
 * platform.md §5 CPF uniqueness: invalid (fails the rule), exists (another live patient of
 * the company holds it) or ok (also for a blank CPF, which the rule accepts). The company is
 * the edited patient's (excludeId), else the selected one, where a new patient would go.
 */
export async function checkCpf(
  ctx: AppContext,
  { auth, access }: PatientRequest,
  query: { cpf: string; excludeId?: string | undefined },
): Promise<{ result: CpfCheckResult }> {
  const digits = query.cpf.replace(/\D/g, '');
  if (query.cpf.trim() === '') return { result: 'ok' };
  if (/[A-Za-z]/.test(query.cpf) || !isValidCpf(digits)) return { result: 'invalid' };
  const taken = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const edited = query.excludeId ? await findPatientRow(tx, access.companyIds, query.excludeId) : undefined;
    return cpfTaken(tx, edited?.companyId ?? auth.companyId!, digits, query.excludeId);
  });
  return { result: taken ? 'exists' : 'ok' };
}

/** The checks of a create or update, before anything is written: CPF digits, phone, CPF free, insurer visible. */
async function checkBody(
  tx: Queryable,
  access: RequestAccess,
  companyId: string,
  body: PatientBodyOut,
  exceptId?: string,
): Promise<void> {
  if (body.cpf !== null && !isValidCpf(body.cpf))
    throw AppError.field('inputError', 'cpf', msg(messages.validation, 'cpf'));
  if (body.phone !== null && normalizeBrazilianPhone(body.phone) === null) {
    throw AppError.field('inputError', 'phone', msg(e, 'phone'));
  }
  if (body.cpf !== null && (await cpfTaken(tx, companyId, body.cpf, exceptId))) {
    throw AppError.field('inputError', 'cpf', msg(e, 'cpfExists'));
  }
  if (body.healthInsuranceId !== null && !(await insurerVisible(tx, access.companyIds, body.healthInsuranceId))) {
    throw AppError.field('inputError', 'healthInsuranceId', msg(e, 'insurerNotFound'));
  }
}

/**
 * A patient the request may change: visible (else 404, whoever owns it) and of a company in
 * `writableCompanyIds` (a filial reads its matriz's patients but never changes them: 403).
 * `live` refuses deleted ones with 404.
 */
async function writablePatient(
  tx: Queryable,
  access: RequestAccess,
  id: string,
  { live }: { live: boolean },
): Promise<PatientRow> {
  const row = await findPatientRow(tx, access.companyIds, id);
  if (!row || (live && row.deletedAt !== null)) throw notFound();
  assertWritable(access, row.companyId, 'patients');
  return row;
}

async function readBack(tx: Queryable, access: RequestAccess, id: string): Promise<Patient> {
  const row = await findPatientRow(tx, access.companyIds, id);
  if (!row) throw notFound();
  return toPatient(row);
}

/** A new patient of the selected company. */
export async function createPatient(ctx: AppContext, { auth, access }: PatientRequest, body: PatientBodyOut) {
  const companyId = auth.companyId!;
  return mappingCpfRace(() =>
    withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      await checkBody(tx, access, companyId, body);
      const id = await insertPatient(tx, companyId, body);
      return readBack(tx, access, id);
    }),
  );
}

export async function updatePatientData(
  ctx: AppContext,
  { auth, access }: PatientRequest,
  id: string,
  body: PatientBodyOut,
): Promise<Patient> {
  return mappingCpfRace(() =>
    withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      const current = await writablePatient(tx, access, id, { live: true });
      await checkBody(tx, access, current.companyId, body, id);
      await updatePatient(tx, id, patientValues(body));
      return readBack(tx, access, id);
    }),
  );
}

/** Soft delete: the patient leaves the lists and its CPF may be used again; history stays. */
export async function removePatient(ctx: AppContext, { auth, access }: PatientRequest, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await writablePatient(tx, access, id, { live: false });
    if (current.deletedAt === null) await updatePatient(tx, id, { deletedAt: new Date() });
    return readBack(tx, access, id);
  });
}

/** Restore: refused (400 on cpf) while another live patient of the company holds its CPF. */
export async function restorePatient(ctx: AppContext, { auth, access }: PatientRequest, id: string) {
  return mappingCpfRace(() =>
    withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      const current = await writablePatient(tx, access, id, { live: false });
      if (current.deletedAt === null) return toPatient(current);
      if (current.cpf !== null && (await cpfTaken(tx, current.companyId, current.cpf, id))) {
        throw AppError.field('inputError', 'cpf', msg(e, 'cpfExists'));
      }
      await updatePatient(tx, id, { deletedAt: null });
      return readBack(tx, access, id);
    }),
  );
}

/** Replaces the photo (stored_files of the patient's company); the previous file is dropped. */
export async function putPatientPhoto(
  ctx: AppContext,
  { auth, access }: PatientRequest,
  id: string,
  contentBase64: string,
): Promise<Patient> {
  const photo = checkedPhoto(contentBase64);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await writablePatient(tx, access, id, { live: true });
    const fileId = await insertStoredFile(tx, {
      companyId: current.companyId,
      mime: photo.mime,
      size: photo.size,
      data: contentBase64,
    });
    await updatePatient(tx, id, { profileImageId: fileId });
    if (current.profileImageId) await deleteStoredFile(tx, current.profileImageId);
    return readBack(tx, access, id);
  });
}

export async function getPatientPhoto(ctx: AppContext, { auth, access }: PatientRequest, id: string) {
  const file = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await findPatientRow(tx, access.companyIds, id);
    if (!row) throw notFound();
    return row.profileImageId ? findStoredFile(tx, row.profileImageId) : undefined;
  });
  if (!file) throw new AppError('notFound', { message: msg(e, 'photoMissing') });
  return { mime: file.mime as 'image/png' | 'image/jpeg', contentBase64: file.data };
}

export async function removePatientPhoto(ctx: AppContext, { auth, access }: PatientRequest, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await writablePatient(tx, access, id, { live: true });
    if (current.profileImageId) {
      await updatePatient(tx, id, { profileImageId: null });
      await deleteStoredFile(tx, current.profileImageId);
    }
    return readBack(tx, access, id);
  });
}

const t = messages.screens.patients;
const yesNo = (value: boolean) => (value ? registry.list.yes : registry.list.no);

/** The export's columns (pt-BR headers, values as people read them). */
const exportColumns: SheetColumn<Patient>[] = [
  { header: t.columns.name, width: 36, value: (p) => p.name },
  { header: t.columns.cpf, width: 16, value: (p) => (p.cpf ? formatCpf(p.cpf) : null) },
  { header: t.columns.birthDate, width: 12, kind: 'date', value: (p) => p.birthDate },
  { header: t.columns.gender, width: 12, value: (p) => (p.gender ? t.genders[p.gender] : null) },
  { header: t.columns.healthInsurance, width: 28, value: (p) => p.healthInsuranceName },
  { header: t.columns.wallet, width: 22, value: (p) => p.healthInsuranceWallet },
  { header: t.columns.accommodation, width: 16, value: (p) => registry.accommodations[p.accommodation] },
  { header: t.columns.phone, width: 18, value: (p) => (p.phone ? formatBrazilianPhone(p.phone) : null) },
  { header: t.columns.email, width: 30, value: (p) => p.email },
  { header: t.columns.city, width: 22, value: (p) => p.address.city },
  { header: t.columns.state, width: 6, value: (p) => p.address.state },
  { header: t.columns.active, width: 8, value: (p) => yesNo(p.active) },
];

/** The list's filters and order, every page (up to 50,000 rows), as an .xlsx workbook. */
export async function exportPatients(ctx: AppContext, { auth, access }: PatientRequest, query: PatientExportQuery) {
  const rows = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    exportPatientRows(tx, access.companyIds, query, EXPORT_CAP),
  );
  return buildXlsx(t.sheetName, exportColumns, rows.map(toPatient));
}
