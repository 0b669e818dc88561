import { readInsurerSettings } from '@honora/contract';
import {
  companies,
  eventProcedures,
  events,
  healthInsurers,
  hospitals,
  patients,
  surgeons,
  users,
  type Queryable,
} from '@honora/db';
import type { TissInsurerSettings, TissGuideInput, TissParty } from '@honora/domain';
import type { InsurerSettings } from '@honora/contract';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import {
  guideOf,
  NO_CNES,
  textOrNull,
  tissSettingsOf,
  UUID,
  type GuideEventRow,
  type GuideLookups,
  type GuideProcedureRow,
  type RevenueLineRow,
} from './guide-mapping';

/**
 * What the TISS builder (and the printed guides) need, read from the database for a set of
 * events (decision 017 "Who is who in the file"):
 * - provider (origem / contratado executante): codigoPrestadorNaOperadora = the insurer's
 *   `code` (the group's code at that operator); without one the builder writes the company's
 *   CNPJ in the CNPJ element; CNES = the company's, else 9999999 (NOTES.md §3);
 * - localContratado / hospital: the event's hospital (CNPJ, name, CNES else 9999999);
 * - the team of each procedure: the procedure row's revenue lines that bill by the ANS (the
 *   negotiation's grauPart: anesthetist 06, assistant 07…; lines 'nao_fatura_pela_ans' or
 *   without grauPart are left out), each with CRM (council 06), CRM state and CBO (an
 *   anesthetist without CBO is 225151); with no such line, the main anesthetist (grauPart left
 *   to the guide data / the default 06). An item the anesthesia team bills (a line of grau 06 /
 *   07 or of an anesthetist) carries only the anesthesia team: the anesthesia fee is theirs,
 *   the surgeons are not billed on it (billing.md §9 porte anestésico);
 * - the CRM number and its state apart: a user's CRM is kept as "123456/SP" (decision 012), the
 *   file writes the number in numeroConselhoProfissional / codigoPrestadorNaOperadora and the
 *   state in UF;
 * - codProfissional of each professional: codigoPrestadorNaOperadora = the CRM number (no CPF
 *   is kept for anesthetists and surgeons; an insurer wanting another code maps it in xmlFields);
 * - SP/SADT requester: the surgeon, else the main anesthetist; consulta executor: the main
 *   anesthetist;
 * - values (decision 018 "TISS"): valorTotal = the row's value as priced, quantity 1,
 *   reducaoAcrescimo = proportion × urgency × technique, valorUnitario = the value before them,
 *   so that total = quantity × unit × factor to the cent (`tissItemValuesOfRow`);
 * - total: Honorários = the procedures (totalProcedures); SP/SADT = procedures + expenses;
 *   Consulta = the procedures (the event's value; the guide data's valueProcedureConsult does
 *   not price a guide). Complementation and co-participation are not TISS items and stay out.
 *
 * Set-based: eight queries whatever the number of events (a 100-guide lote reads as fast as one).
 */

/** The guides of one company and insurer, with what the lote needs around them. */
export interface GuideInputGroup {
  companyId: string;
  healthInsuranceId: string;
  insurerName: string;
  settings: TissInsurerSettings;
  provider: TissParty;
  /** The insurer's settings documents as read (configPdf, flags.xmlAsZip…). */
  insurer: InsurerSettings;
  guides: TissGuideInput[];
}

/**
 * Reads the guides of `eventIds` (in that order) grouped by company and insurer: one group for
 * a batch or a single event. Events without an insurer, or not found (another tenant under
 * row-level security), are left out; the caller compares counts when it matters. The groups'
 * `settings` use the guide type of their first event (a batch has one type).
 */
export async function loadGuideInputs(tx: Queryable, eventIds: readonly string[]): Promise<GuideInputGroup[]> {
  const ids = [...new Set(eventIds)];
  if (ids.length === 0) return [];
  const eventRows = await tx.select().from(events).where(inArray(events.id, ids));
  if (eventRows.length === 0) return [];
  const procedureRows = await readProcedures(tx, ids);
  const refs = referencedIds(eventRows, procedureRows);
  const registries = await readRegistries(tx, refs);
  return groupGuides(ids, eventRows, procedureRows, registries);
}

/** The events' procedure rows (not removed), by event and order. */
function readProcedures(tx: Queryable, ids: readonly string[]): Promise<GuideProcedureRow[]> {
  return tx
    .select({
      id: eventProcedures.id,
      eventId: eventProcedures.eventId,
      order: eventProcedures.order,
      idProc: eventProcedures.idProc,
      name: eventProcedures.name,
      tableCode: eventProcedures.tableCode,
      proportion: eventProcedures.proportion,
      techniqueUsed: eventProcedures.techniqueUsed,
      techniqueUsedProportion: eventProcedures.techniqueUsedProportion,
      value: eventProcedures.value,
      valueBase: eventProcedures.valueBase,
      steps: eventProcedures.steps,
      revenueTeam: eventProcedures.revenueTeam,
    })
    .from(eventProcedures)
    .where(and(inArray(eventProcedures.eventId, [...ids]), isNull(eventProcedures.deletedAt)))
    .orderBy(asc(eventProcedures.eventId), asc(eventProcedures.order), asc(eventProcedures.createdAt));
}

interface ReferencedIds {
  patientIds: string[];
  hospitalIds: string[];
  /** Users and surgeons: the event's people and the procedures' revenue-line actors. */
  personIds: string[];
  companyIds: string[];
  insurerIds: string[];
}

/** The ids of the registries' rows the events and their procedures refer to (each once, UUIDs only). */
function referencedIds(
  eventRows: readonly GuideEventRow[],
  procedureRows: readonly GuideProcedureRow[],
): ReferencedIds {
  const unique = (values: readonly (string | null)[]) => [
    ...new Set(values.filter((id): id is string => !!id && UUID.test(id))),
  ];
  const collect = (pick: (e: GuideEventRow) => (string | null)[]) => unique(eventRows.flatMap(pick));
  const actorIds = procedureRows.flatMap((p) =>
    (p.revenueTeam as RevenueLineRow[]).map((l) => (typeof l.actorId === 'string' ? l.actorId : null)),
  );
  return {
    patientIds: collect((e) => [e.patientId]),
    hospitalIds: collect((e) => [e.hospitalId]),
    personIds: unique([
      ...collect((e) => [e.surgeonId, e.anesthetistId, e.secondaryAnesthetistId, e.thirdAnesthetistId, e.residentId]),
      ...actorIds,
    ]),
    companyIds: collect((e) => [e.companyId]),
    insurerIds: collect((e) => [e.healthInsuranceId]),
  };
}

type CompanyRow = { id: string; name: string; cnpj: string | null; cnes: string | null };
type InsurerRow = typeof healthInsurers.$inferSelect;

interface Registries extends GuideLookups {
  companyById: ReadonlyMap<string, CompanyRow>;
  insurerById: ReadonlyMap<string, InsurerRow>;
}

const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));

/** Patients, hospitals, users, surgeons, companies and insurers the guides name, by id. */
async function readRegistries(tx: Queryable, refs: ReferencedIds): Promise<Registries> {
  const { patientIds, hospitalIds, personIds, companyIds, insurerIds } = refs;
  const patientRows = patientIds.length
    ? await tx
        .select({
          id: patients.id,
          name: patients.name,
          healthInsuranceId: patients.healthInsuranceId,
          wallet: patients.healthInsuranceWallet,
        })
        .from(patients)
        .where(inArray(patients.id, patientIds))
    : [];
  const hospitalRows = hospitalIds.length
    ? await tx
        .select({ id: hospitals.id, name: hospitals.name, cnpj: hospitals.cnpj, cnes: hospitals.cnes })
        .from(hospitals)
        .where(inArray(hospitals.id, hospitalIds))
    : [];
  const personFields = { crm: users.crm, crmState: users.crmState, cbo: users.cbo };
  const userRows = personIds.length
    ? await tx
        .select({ id: users.id, name: users.name, ...personFields })
        .from(users)
        .where(inArray(users.id, personIds))
    : [];
  const surgeonRows = personIds.length
    ? await tx
        .select({
          id: surgeons.id,
          name: surgeons.name,
          crm: surgeons.crm,
          crmState: surgeons.crmState,
          cbo: surgeons.cbo,
        })
        .from(surgeons)
        .where(inArray(surgeons.id, personIds))
    : [];
  const companyRows = await tx
    .select({ id: companies.id, name: companies.name, cnpj: companies.cnpj, cnes: companies.cnes })
    .from(companies)
    .where(inArray(companies.id, companyIds));
  const insurerRows = insurerIds.length
    ? await tx.select().from(healthInsurers).where(inArray(healthInsurers.id, insurerIds))
    : [];
  return {
    patientById: byId(patientRows),
    hospitalById: byId(hospitalRows),
    userById: byId(userRows.map((row) => ({ ...row, kind: 'anesthetist' as const }))),
    surgeonById: byId(surgeonRows.map((row) => ({ ...row, kind: 'surgeon' as const }))),
    companyById: byId(companyRows),
    insurerById: byId(insurerRows),
  };
}

/** The guides in the order of `ids`, one group per company and insurer (events without either are left out). */
function groupGuides(
  ids: readonly string[],
  eventRows: readonly GuideEventRow[],
  procedureRows: readonly GuideProcedureRow[],
  registries: Registries,
): GuideInputGroup[] {
  const proceduresOf = new Map<string, GuideProcedureRow[]>();
  for (const row of procedureRows) {
    const list = proceduresOf.get(row.eventId) ?? [];
    list.push(row);
    proceduresOf.set(row.eventId, list);
  }
  const groups = new Map<string, GuideInputGroup>();
  const eventById = byId(eventRows);
  for (const id of ids) {
    const event = eventById.get(id);
    if (!event?.healthInsuranceId) continue;
    const insurer = registries.insurerById.get(event.healthInsuranceId);
    const company = registries.companyById.get(event.companyId);
    if (!insurer || !company) continue;
    const key = `${event.companyId}:${insurer.id}`;
    let group = groups.get(key);
    if (!group) {
      group = newGroup(event, insurer, company);
      groups.set(key, group);
    }
    group.guides.push(guideOf(event, proceduresOf.get(id) ?? [], registries));
  }
  return [...groups.values()];
}

/** A company and insurer's group: the insurer's settings for the first event's guide type, the group as provider. */
function newGroup(event: GuideEventRow, insurer: InsurerRow, company: CompanyRow): GuideInputGroup {
  const settings = readInsurerSettings(insurer);
  return {
    companyId: event.companyId,
    healthInsuranceId: insurer.id,
    insurerName: insurer.name,
    settings: tissSettingsOf(insurer, settings, event.type),
    provider: {
      codeAtOperator: textOrNull(insurer.code),
      cnpj: company.cnpj ?? null,
      name: company.name,
      cnes: company.cnes ?? NO_CNES,
    },
    insurer: settings,
    guides: [],
  };
}
