import {
  TISS_GUIDE_DEFAULTS,
  attendanceTypeOf,
  consultTypeOf,
  resolveGuideData,
  tecnicaUtilizadaOf,
  tissGuideNumber,
  ufToIbge,
  viaAcessoOf,
  type TissGuideInput,
  type TissInsurerSettings,
  type TissParty,
  type TissProcedureItem,
  type TissProfessional,
} from '@honora/domain';
import { formDate, formDocument, formFactor, formMoney, formRanges, formTime, sumMoney } from './text';

/**
 * What a printed guide shows, read from the same typed guide the XML is built from, with the
 * builder's own rules (decision 017: paper and file never disagree): the insurer's
 * replaceDataBy and guide number padding, the defaults of billing.md §9, the via de acesso and
 * técnica codes, the state as its IBGE code.
 */
export const GUIDE_DEFAULTS = TISS_GUIDE_DEFAULTS;

/** The insurer's settings the printed guide applies as the XML does (version: its code lists; default 4.03.00). */
export type GuideDataSettings = Pick<TissInsurerSettings, 'replaceDataBy' | 'padGuideNumber' | 'guideNumberPadding'> &
  Partial<Pick<TissInsurerSettings, 'version'>>;

export const NO_SETTINGS: GuideDataSettings = { replaceDataBy: {}, padGuideNumber: false, guideNumberPadding: 7 };

/** SP/SADT tipoAtendimento and tipoConsulta as the XML writes them (a procedure is no consulta). */
export function spSadtAttendance(
  guide: TissGuideInput,
  data: GuideData,
  settings: GuideDataSettings,
): { attendanceType: string; consultType: string } {
  const attendanceType = attendanceTypeOf(
    'SPSADT',
    data.attendimentType,
    guide.procedures[0]?.code,
    settings.version ?? '4.03.00',
  );
  return { attendanceType, consultType: consultTypeOf(attendanceType, data.consultType) ?? '' };
}

/** The guide data as the insurer wants it (replaceDataBy applied). */
export type GuideData = Record<string, string | null | undefined>;

export const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

/** The first value that is not blank, else ''. */
export function first(...values: (string | null | undefined)[]): string {
  return values.find((value) => !blank(value)) ?? '';
}

export function resolvedData(guide: TissGuideInput, settings: GuideDataSettings): GuideData {
  return resolveGuideData(guide, settings);
}

/** Expense codes (TISS table 25) by the SP/SADT total they add to. */
const EXPENSE_TOTALS = {
  gases: ['01'],
  drugs: ['02'],
  materials: ['03'],
  fees: ['05', '07'],
  opme: ['08'],
} as const;

export interface PartyFields {
  code: string;
  name: string;
  cnes: string;
}

export function partyFields(party: TissParty): PartyFields {
  return {
    code: first(party.codeAtOperator, formDocument(first(party.cnpj, party.cpf))),
    name: party.name ?? '',
    cnes: first(party.cnes, GUIDE_DEFAULTS.cnes),
  };
}

export interface ProfessionalFields {
  grauPart: string;
  code: string;
  name: string;
  council: string;
  councilNumber: string;
  uf: string;
  cbo: string;
}

export function professionalFields(
  professional: TissProfessional | null,
  defaultGrauPart: string | null,
): ProfessionalFields {
  return {
    grauPart: first(professional?.grauPart, defaultGrauPart),
    code: first(professional?.codeAtOperator, formDocument(professional?.cpf ?? null)),
    name: professional?.name ?? '',
    council: professional?.council ?? '',
    councilNumber: professional?.councilNumber ?? '',
    uf: ufToIbge(professional?.uf) ?? '',
    cbo: professional?.cbo ?? '',
  };
}

/** One procedure row as printed; values empty when they are hidden. */
export interface ProcedureRow {
  seq: string;
  date: string;
  startTime: string;
  endTime: string;
  table: string;
  code: string;
  description: string;
  quantity: string;
  via: string;
  technique: string;
  factor: string;
  unitValue: string;
  totalValue: string;
}

export function procedureRow(item: TissProcedureItem, seq: number, showValues: boolean): ProcedureRow {
  return {
    seq: String(seq),
    date: formDate(item.date),
    startTime: formTime(item.startTime),
    endTime: formTime(item.endTime),
    table: first(item.tableCode, GUIDE_DEFAULTS.tableCode),
    code: item.code,
    description: item.description,
    quantity: String(item.quantity),
    via: viaAcessoOf(item.proportion) ?? '',
    technique: tecnicaUtilizadaOf(item.technique) ?? '',
    factor: formFactor(item.reductionFactor),
    unitValue: showValues ? formMoney(item.unitValue) : '',
    totalValue: showValues ? formMoney(item.totalValue) : '',
  };
}

/** The team of the procedures on a page, each professional once with the rows they took part in. */
export interface TeamRow extends ProfessionalFields {
  seqRef: string;
}

export function teamRows(
  items: readonly { item: TissProcedureItem; seq: number }[],
  defaultGrauPart: string | null,
): TeamRow[] {
  const byKey = new Map<string, { fields: ProfessionalFields; seqs: number[] }>();
  for (const { item, seq } of items) {
    for (const member of item.team) {
      const fields = professionalFields(member, defaultGrauPart);
      const key = JSON.stringify(fields);
      const entry = byKey.get(key) ?? { fields, seqs: [] };
      entry.seqs.push(seq);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].map(({ fields, seqs }) => ({ ...fields, seqRef: formRanges(seqs) }));
}

/** The SP/SADT totals (procedures, then the expense groups, then the guide's total). */
export interface SpSadtTotals {
  procedures: string;
  fees: string;
  materials: string;
  opme: string;
  drugs: string;
  gases: string;
  total: string;
}

export function spSadtTotals(guide: TissGuideInput): SpSadtTotals {
  const expenseTotal = (codes: readonly string[]) =>
    formMoney(sumMoney(guide.expenses.filter((e) => codes.includes(e.expenseCode)).map((e) => e.totalValue)));
  return {
    procedures: formMoney(sumMoney(guide.procedures.map((p) => p.totalValue)) ?? '0'),
    fees: expenseTotal(EXPENSE_TOTALS.fees),
    materials: expenseTotal(EXPENSE_TOTALS.materials),
    opme: expenseTotal(EXPENSE_TOTALS.opme),
    drugs: expenseTotal(EXPENSE_TOTALS.drugs),
    gases: expenseTotal(EXPENSE_TOTALS.gases),
    total: formMoney(guide.total),
  };
}

/** numeroGuiaPrestador as the XML writes it (the guide data's number or the event's, padded when asked). */
export function providerGuideNumber(guide: TissGuideInput, settings: GuideDataSettings, data: GuideData): string {
  return tissGuideNumber(guide, settings, data) ?? '';
}

/** The beneficiary's wallet: the guide data's, else the event's. */
export function walletOf(guide: TissGuideInput, data: GuideData): string {
  return first(data.numberWallet, guide.wallet);
}
