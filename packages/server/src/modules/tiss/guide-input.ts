import {
  ANESTHESIA_TEAM_ROLES,
  NOT_BILLED_GRAU_PART_VALUE,
  readInsurerSettings,
  type InsurerSettings,
} from '@honora/contract';
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
import {
  TISS_GUIDE_DATA_KEYS,
  TISS_GUIDE_DEFAULTS,
  splitCrm,
  tissItemValuesOfRow,
  type TissExpenseLine,
  type TissGuideInput,
  type TissGuideType,
  type TissInsurerSettings,
  type TissParty,
  type TissProcedureItem,
  type TissProfessional,
  type TissVersion,
  type TissHashEncoding,
} from '@honora/domain';
import { and, asc, inArray, isNull } from 'drizzle-orm';

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

/** The anesthesiologist's CBO-S (NOTES.md §8), for anesthetists registered without one. */
export const ANESTHETIST_CBO = '225151';
/** Table 26: CRM. */
const CRM_COUNCIL = '06';
/** Groups and hospitals without their own CNES send 9999999 (NOTES.md §3, convention). */
export const NO_CNES = TISS_GUIDE_DEFAULTS.cnes;

const EXPENSE_FIELDS: readonly (keyof TissExpenseLine)[] = [
  'expenseCode',
  'tableCode',
  'itemCode',
  'description',
  'realizedDate',
  'startTime',
  'endTime',
  'amountRealized',
  'unityOfMeasurement',
  'reductOrAcresc',
  'unityValue',
  'totalValue',
  'anvisaRegister',
  'manufacturerRefCode',
  'functionAuthorizationNumber',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface RevenueLineRow {
  actorId?: unknown;
  role?: unknown;
  order?: unknown;
  grauPart?: unknown;
}

type Person = {
  id: string;
  name: string;
  crm: string | null;
  crmState: string | null;
  cbo: string | null;
  kind: 'surgeon' | 'anesthetist';
};

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;

/** Cents of a decimal text (2 decimals at most, as money is stored). */
function cents(text: string | null | undefined): bigint {
  if (!text) return 0n;
  const negative = text.trim().startsWith('-');
  const [int = '0', frac = ''] = text.trim().replace(/^[-+]/, '').split('.');
  const value = BigInt(int || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -value : value;
}
function moneyText(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

function professional(person: Person | undefined, grauPart: string | null, anesthetist: boolean): TissProfessional {
  // A user's CRM is kept as "123456/SP": the number and the state go to their own elements.
  const crm = splitCrm(person?.crm);
  return {
    name: person?.name ?? null,
    council: CRM_COUNCIL,
    councilNumber: crm.crm,
    uf: textOrNull(person?.crmState) ?? crm.crmState,
    cbo: person?.cbo ?? (anesthetist ? ANESTHETIST_CBO : null),
    // No CPF is kept for anesthetists and surgeons: the CRM number identifies the professional.
    codeAtOperator: crm.crm,
    grauPart,
    personId: person?.id ?? null,
    personKind: person?.kind ?? null,
  };
}

/** Grau de participação (table 35) of the anesthesia team: anesthetist 06, assistant 07. */
const ANESTHESIA_GRAUS = new Set(['06', '07']);
const ANESTHESIA_ROLES: ReadonlySet<string> = ANESTHESIA_TEAM_ROLES;

const partyOf = (
  row: { id: string; cnpj: string | null; name: string; cnes: string | null } | undefined,
): TissParty => ({
  id: row?.id ?? null,
  codeAtOperator: null,
  cnpj: row?.cnpj ?? null,
  name: row?.name ?? null,
  cnes: row?.cnes ?? NO_CNES,
});

/** The insurer's XML settings for one guide type. */
export function tissSettingsOf(
  insurer: { registerAns: string | null; versionXml: string; hashEncoding: string },
  settings: InsurerSettings,
  type: TissGuideType,
): TissInsurerSettings {
  return {
    registerANS: insurer.registerAns ?? '',
    version: insurer.versionXml as TissVersion,
    hashEncoding: insurer.hashEncoding as TissHashEncoding,
    xmlFields: settings.xmlFields[type] ?? {},
    replaceDataBy: settings.configs.replaceDataBy,
    padGuideNumber: settings.flags.padGuideNumber,
    guideNumberPadding: settings.configs.guideNumberPadding,
  };
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
  const procedureRows = await tx
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
    .where(and(inArray(eventProcedures.eventId, ids), isNull(eventProcedures.deletedAt)))
    .orderBy(asc(eventProcedures.eventId), asc(eventProcedures.order), asc(eventProcedures.createdAt));

  const collect = (pick: (e: (typeof eventRows)[number]) => (string | null)[]) => [
    ...new Set(eventRows.flatMap(pick).filter((id): id is string => !!id && UUID.test(id))),
  ];
  const actorIds = procedureRows.flatMap((p) =>
    (p.revenueTeam as RevenueLineRow[]).map((l) => (typeof l.actorId === 'string' ? l.actorId : null)),
  );
  const patientIds = collect((e) => [e.patientId]);
  const hospitalIds = collect((e) => [e.hospitalId]);
  const personIds = [
    ...new Set(
      [
        ...collect((e) => [e.surgeonId, e.anesthetistId, e.secondaryAnesthetistId, e.thirdAnesthetistId, e.residentId]),
        ...actorIds,
      ].filter((id): id is string => !!id && UUID.test(id)),
    ),
  ];
  const companyIds = collect((e) => [e.companyId]);
  const insurerIds = collect((e) => [e.healthInsuranceId]);

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

  const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));
  const patientById = byId(patientRows);
  const hospitalById = byId(hospitalRows);
  const userById = byId(userRows.map((row) => ({ ...row, kind: 'anesthetist' as const })));
  const surgeonById = byId(surgeonRows.map((row) => ({ ...row, kind: 'surgeon' as const })));
  const companyById = byId(companyRows);
  const insurerById = byId(insurerRows);
  const proceduresOf = new Map<string, typeof procedureRows>();
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
    const insurer = insurerById.get(event.healthInsuranceId);
    const company = companyById.get(event.companyId);
    if (!insurer || !company) continue;
    const key = `${event.companyId}:${insurer.id}`;
    let group = groups.get(key);
    if (!group) {
      const settings = readInsurerSettings(insurer);
      group = {
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
      groups.set(key, group);
    }
    group.guides.push(guideOf(event, proceduresOf.get(id) ?? []));
  }
  return [...groups.values()];

  function guideOf(event: (typeof eventRows)[number], rows: typeof procedureRows): TissGuideInput {
    const patient = event.patientId ? patientById.get(event.patientId) : undefined;
    const hospital = event.hospitalId ? hospitalById.get(event.hospitalId) : undefined;
    const surgeon = event.surgeonId ? surgeonById.get(event.surgeonId) : undefined;
    const anesthetist = event.anesthetistId ? userById.get(event.anesthetistId) : undefined;
    const guideData = event.guideData;
    const data: TissGuideInput['data'] = {};
    for (const field of TISS_GUIDE_DATA_KEYS) {
      const value = textOrNull(guideData[field]);
      if (value !== null) data[field] = value;
    }
    const expenses = (Array.isArray(guideData.expenses) ? (guideData.expenses as Record<string, unknown>[]) : []).map(
      (line) => Object.fromEntries(EXPENSE_FIELDS.map((f) => [f, textOrNull(line[f])])) as unknown as TissExpenseLine,
    );
    const mainAnesthetist = anesthetist ? professional(anesthetist, null, true) : null;
    const procedures: TissProcedureItem[] = rows.map((row) => ({
      rowId: row.id,
      date: event.dtProcedure ?? '',
      startTime: event.anesthesiaStart ?? event.procedureStart ?? null,
      endTime: event.anesthesiaEnd ?? event.procedureEnd ?? null,
      tableCode: textOrNull(row.tableCode),
      code: row.idProc,
      description: row.name,
      quantity: 1,
      proportion: row.proportion,
      technique: row.techniqueUsed as TissProcedureItem['technique'],
      // valorUnitario, reducaoAcrescimo and valorTotal that multiply out (decision 018 "TISS").
      ...tissItemValuesOfRow(row),
      team: teamOf(row.revenueTeam as RevenueLineRow[], mainAnesthetist),
    }));
    const procedureCents = rows.reduce((acc, row) => acc + cents(row.value), 0n);
    const expenseCents = expenses.reduce((acc, line) => acc + cents(line.totalValue), 0n);
    const total = event.type === 'SPSADT' ? moneyText(procedureCents + expenseCents) : moneyText(procedureCents);
    const wallet =
      event.healthInsuranceWallet ??
      (patient && patient.healthInsuranceId === event.healthInsuranceId ? patient.wallet : null);
    return {
      eventId: event.id,
      type: event.type,
      numGuide: event.numGuide,
      data,
      wallet,
      patientName: patient?.name ?? null,
      patientId: patient?.id ?? null,
      dtProcedure: event.dtProcedure ?? '',
      isEmergency: event.isEmergency,
      hospital: partyOf(hospital),
      requester: surgeon ? professional(surgeon, null, false) : mainAnesthetist,
      executor: mainAnesthetist,
      procedures,
      expenses: event.type === 'SPSADT' ? expenses : [],
      observation: null,
      total,
    };
  }

  /**
   * The revenue lines that bill by the ANS, each once (actor + role + order), in the engine's
   * order; only the anesthesia team when the item is theirs.
   */
  function teamOf(lines: readonly RevenueLineRow[], fallback: TissProfessional | null): TissProfessional[] {
    const team: TissProfessional[] = [];
    const seen = new Set<string>();
    const isAnesthesia = (line: RevenueLineRow) =>
      ANESTHESIA_GRAUS.has(textOrNull(line.grauPart) ?? '') || ANESTHESIA_ROLES.has(String(line.role));
    const anesthesiaItem = lines.some(isAnesthesia);
    for (const line of lines) {
      if (anesthesiaItem && !isAnesthesia(line)) continue;
      const grauPart = textOrNull(line.grauPart);
      const actorId = textOrNull(line.actorId);
      if (!grauPart || grauPart === NOT_BILLED_GRAU_PART_VALUE || !actorId) continue;
      const key = `${actorId}:${String(line.role)}:${String(line.order)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const role = String(line.role);
      const isSurgeonSide = role === 'surgeon' || role === 'assistantSurgeon' || role === 'residentSurgeon';
      const person = isSurgeonSide
        ? (surgeonById.get(actorId) ?? userById.get(actorId))
        : (userById.get(actorId) ?? surgeonById.get(actorId));
      team.push(professional(person, grauPart, ANESTHESIA_ROLES.has(role)));
    }
    if (team.length === 0 && fallback) team.push(fallback);
    return team;
  }
}
