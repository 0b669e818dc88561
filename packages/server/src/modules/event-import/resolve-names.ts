import { fmt, messages } from '@honora/contract';
import { rowsOf, type Tx } from '@honora/db';
import { isValidCpf, normalizeCpf } from '@honora/domain';
import { sql } from 'drizzle-orm';
import type { ImportScope } from './import-group';
import type { SheetRow } from './read-event-sheet';

/**
 * The registry records an events spreadsheet names (decision 040 "Missing registry records"):
 * found by name (accents, case and spacing aside) or CPF, or created from the row when the
 * user allows it — patients, surgeons and hospitals only.
 */

const r = messages.screens.eventImport.rowErrors;
const fieldLabels = messages.screens.billingSettings.spreadsheetConfig.fields;

/** Why a group is rejected: the row and the pt-BR reason. */
export class RowRefusal extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

type NamedTable = 'patients' | 'hospitals' | 'surgeons' | 'health_insurers';

/**
 * The live record of a registry a typed name names (accents, case and spacing aside), preferring
 * the selected company's own over its matriz's or filiais' (decision 040).
 */
async function findByName(tx: Tx, table: NamedTable, scope: ImportScope, typed: string): Promise<string | null> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
    select id from ${sql.identifier(table)}
    where company_id = any(${sql.param([...scope.access.companyIds])}::uuid[])
      and deleted_at is null
      and name_search = lower(public.honora_unaccent(${typed}))
    order by (company_id = ${scope.company.id}) desc, created_at, id
    limit 1`),
  );
  return rows[0]?.id ?? null;
}

async function findPatient(tx: Tx, scope: ImportScope, name: string, cpf: string | null): Promise<string | null> {
  if (cpf) {
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
      select id from patients
      where company_id = ${scope.company.id} and deleted_at is null and cpf = ${cpf}
      limit 1`),
    );
    if (rows[0]) return rows[0].id;
  }
  return findByName(tx, 'patients', scope, name);
}

/** An anesthetist is a member user of the company (the anesthetists registry), found by name. */
async function findAnesthetist(tx: Tx, scope: ImportScope, typed: string): Promise<string | null> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
    select u.id from users u
    join company_members m on m.user_id = u.id
    where m.company_id = any(${sql.param([...scope.access.companyIds])}::uuid[])
      and m.workspace = 'CLIENT' and m.deleted_at is null and u.deleted_at is null
      and lower(public.honora_unaccent(u.name)) = lower(public.honora_unaccent(${typed}))
    order by (m.company_id = ${scope.company.id}) desc, u.id
    limit 1`),
  );
  return rows[0]?.id ?? null;
}

/** Names → ids of one import, asked once each (a month's spreadsheet repeats its hospitals and doctors). */
export class NameCache {
  private readonly known = new Map<string, string | null>();
  async get(key: string, find: () => Promise<string | null>): Promise<string | null> {
    if (this.known.has(key)) return this.known.get(key)!;
    const id = await find();
    this.known.set(key, id);
    return id;
  }
  set(key: string, id: string): void {
    this.known.set(key, id);
  }
  /** Forgets what a rolled-back transaction created (its ids no longer exist). */
  forget(keys: readonly string[]): void {
    for (const key of keys) this.known.delete(key);
  }
}

/** The insurer a typed name names, or null (insurers are never created by an import). */
export async function insurerIdOf(tx: Tx, scope: ImportScope, cache: NameCache, typed: string): Promise<string | null> {
  return cache.get(`insurer:${typed.toLowerCase()}`, () => findByName(tx, 'health_insurers', scope, typed));
}

/** The ids the rows name, creating the missing patient, surgeon or hospital when allowed. */
export async function resolveNames(tx: Tx, scope: ImportScope, cache: NameCache, row: SheetRow, created: string[]) {
  const text = row.text;
  const refuse = (reason: string) => {
    throw new RowRefusal(row.line, reason);
  };
  const insurerName = text.healthInsuranceName;
  if (!insurerName) refuse(r.missingInsurerEmpty);
  const healthInsuranceId = await insurerIdOf(tx, scope, cache, insurerName!);
  if (!healthInsuranceId) refuse(fmt(r.missingInsurer, { name: insurerName! }));

  const cpfTyped = text.patientCpf ? normalizeCpf(text.patientCpf) : null;
  if (cpfTyped && !isValidCpf(cpfTyped)) refuse(`${fieldLabels.patientCpf}: ${messages.validation.cpf}`);
  const patientName = text.patientName ?? '';
  if (!patientName) refuse(fmt(r.missingPatient, { name: '' }));
  const patientKey = `patient:${cpfTyped ?? ''}:${patientName.toLowerCase()}`;
  let patientId = await cache.get(patientKey, () => findPatient(tx, scope, patientName, cpfTyped));
  if (!patientId) {
    if (!scope.createMissing) refuse(fmt(r.missingPatient, { name: patientName }));
    patientId = await insertNamed(tx, 'patients', scope.company.id, {
      name: patientName,
      cpf: cpfTyped,
      birthDate: row.patientBirthDate,
    });
    cache.set(patientKey, patientId);
    created.push(patientKey);
  }

  const optional = async (table: 'hospitals' | 'surgeons', typed: string | undefined, missing: string) => {
    if (!typed) return null;
    const key = `${table}:${typed.toLowerCase()}`;
    const id = await cache.get(key, () => findByName(tx, table, scope, typed));
    if (id) return id;
    if (!scope.createMissing) refuse(fmt(missing, { name: typed }));
    const made = await insertNamed(tx, table, scope.company.id, { name: typed });
    cache.set(key, made);
    created.push(key);
    return made;
  };
  const hospitalId = await optional('hospitals', text.hospitalName, r.missingHospital);
  const surgeonId = await optional('surgeons', text.surgeonName, r.missingSurgeon);

  let anesthetistId: string | null = null;
  if (text.anesthetistName) {
    const typed = text.anesthetistName;
    anesthetistId = await cache.get(`anesthetist:${typed.toLowerCase()}`, () => findAnesthetist(tx, scope, typed));
    if (!anesthetistId) refuse(fmt(r.missingAnesthetist, { name: typed }));
  }
  return { healthInsuranceId: healthInsuranceId!, patientId, hospitalId, surgeonId, anesthetistId };
}

async function insertNamed(
  tx: Tx,
  table: Exclude<NamedTable, 'health_insurers'>,
  companyId: string,
  values: { name: string; cpf?: string | null; birthDate?: string | null },
): Promise<string> {
  const result =
    table === 'patients'
      ? await tx.execute(sql`
          insert into patients (company_id, name, cpf, birth_date)
          values (${companyId}, ${values.name}, ${values.cpf ?? null}, ${values.birthDate ?? null})
          returning id`)
      : await tx.execute(sql`
          insert into ${sql.identifier(table)} (company_id, name) values (${companyId}, ${values.name}) returning id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}
