import { ANESTHESIA_TEAM_ROLES, NOT_BILLED_GRAU_PART_VALUE, type InsurerSettings } from '@honora/contract';
import type { events } from '@honora/db';
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

/**
 * The pure half of loadGuideInputs (guide-input.ts): from the rows it read, one TissGuideInput
 * per event, with its team, values and totals (decision 017 "Who is who in the file", decision
 * 018 "TISS"; the rules are listed on loadGuideInputs).
 */

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

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RevenueLineRow {
  actorId?: unknown;
  role?: unknown;
  order?: unknown;
  grauPart?: unknown;
}

export type Person = {
  id: string;
  name: string;
  crm: string | null;
  crmState: string | null;
  cbo: string | null;
  kind: 'surgeon' | 'anesthetist';
};

export const textOrNull = (value: unknown): string | null =>
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

/** An event row as stored. */
export type GuideEventRow = typeof events.$inferSelect;

/** The procedure columns a guide reads (as event_procedures stores them). */
export interface GuideProcedureRow {
  id: string;
  eventId: string;
  order: number;
  idProc: string;
  name: string;
  tableCode: string;
  proportion: string;
  techniqueUsed: string;
  techniqueUsedProportion: string;
  value: string;
  valueBase: string;
  steps: Record<string, unknown>[];
  revenueTeam: Record<string, unknown>[];
}

/** The registries' rows an event's guide refers to, by id. */
export interface GuideLookups {
  patientById: ReadonlyMap<
    string,
    { id: string; name: string; healthInsuranceId: string | null; wallet: string | null }
  >;
  hospitalById: ReadonlyMap<string, { id: string; name: string; cnpj: string | null; cnes: string | null }>;
  userById: ReadonlyMap<string, Person>;
  surgeonById: ReadonlyMap<string, Person>;
}

/** One event's guide: its data, wallet, hospital, requester and executor, procedures with their team, expenses and total. */
export function guideOf(
  event: GuideEventRow,
  rows: readonly GuideProcedureRow[],
  lookups: GuideLookups,
): TissGuideInput {
  const patient = event.patientId ? lookups.patientById.get(event.patientId) : undefined;
  const hospital = event.hospitalId ? lookups.hospitalById.get(event.hospitalId) : undefined;
  const surgeon = event.surgeonId ? lookups.surgeonById.get(event.surgeonId) : undefined;
  const anesthetist = event.anesthetistId ? lookups.userById.get(event.anesthetistId) : undefined;
  const guideData = event.guideData;
  const expenses = expensesOf(guideData);
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
    team: teamOf(row.revenueTeam as RevenueLineRow[], mainAnesthetist, lookups),
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
    data: guideDataOf(guideData),
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

/** The guide-data fields the builder reads, as text (empty ones left out). */
function guideDataOf(guideData: GuideEventRow['guideData']): TissGuideInput['data'] {
  const data: TissGuideInput['data'] = {};
  for (const field of TISS_GUIDE_DATA_KEYS) {
    const value = textOrNull(guideData[field]);
    if (value !== null) data[field] = value;
  }
  return data;
}

/** The guide's expense lines, each field as text or null. */
function expensesOf(guideData: GuideEventRow['guideData']): TissExpenseLine[] {
  const lines = Array.isArray(guideData.expenses) ? (guideData.expenses as Record<string, unknown>[]) : [];
  return lines.map(
    (line) => Object.fromEntries(EXPENSE_FIELDS.map((f) => [f, textOrNull(line[f])])) as unknown as TissExpenseLine,
  );
}

/**
 * The revenue lines that bill by the ANS, each once (actor + role + order), in the engine's
 * order; only the anesthesia team when the item is theirs.
 */
function teamOf(
  lines: readonly RevenueLineRow[],
  fallback: TissProfessional | null,
  { userById, surgeonById }: GuideLookups,
): TissProfessional[] {
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
