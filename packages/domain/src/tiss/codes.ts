/**
 * Code mappings from the app's values to TISS codes (billing.md §9, NOTES.md §8).
 */
import { UF_BY_IBGE_CODE } from '../reference/ibge';
import type { TissGuideType, TissProcedureItem, TissVersion } from './types';
import { XSD_tipoAtendimento } from './xsd-domains';

/** Guide defaults of billing.md §9, written when the event's guide data has none. */
export const TISS_GUIDE_DEFAULTS = {
  consultType: '1',
  accidenteIndication: '9',
  attendanceRN: 'N',
  attendimentType: '04',
  tableCode: '22',
  grauPart: '06',
  /** regimeAtendimento (4.x, table 76) when no xmlFields entry gives one: 01 ambulatorial. */
  regimeAtendimento: '01',
  /** unidadeMedida of an expense line without one: 036 unidade. */
  unidadeMedida: '036',
  /** cnes of a party without one (NOTES.md §3, convention). */
  cnes: '9999999',
} as const;

const proportionKey = (proportion: string | number | null | undefined): string | null => {
  if (proportion === null || proportion === undefined || proportion === '') return null;
  const n = Number(proportion);
  if (!Number.isFinite(n)) return null;
  if (Math.abs(n - 1) < 1e-9) return '1';
  if (Math.abs(n - 0.7) < 1e-9) return '0.7';
  if (Math.abs(n - 0.5) < 1e-9) return '0.5';
  return null;
};

/**
 * Via de acesso (TUSS table 61, dm_viaDeAcesso) of a procedure proportion: 1 (main or single
 * procedure) → 1 única, 0.7 (another access route) → 3 diferentes vias, 0.5 (same route) →
 * 2 mesma via. Null for any other proportion (the element is optional and then omitted).
 */
export function viaAcessoOf(proportion: string | number | null | undefined): '1' | '2' | '3' | null {
  const key = proportionKey(proportion);
  return key === '1' ? '1' : key === '0.7' ? '3' : key === '0.5' ? '2' : null;
}

/**
 * The letter form of the same mapping used by older TISS layouts and printed forms
 * (billing.md §9 "or U, D, M"): 1 → U (única), 0.7 → D (diferentes vias), 0.5 → M (mesma via).
 * The XSD of every supported version only accepts the digits (`viaAcessoOf`).
 */
export function viaAcessoLetterOf(proportion: string | number | null | undefined): 'U' | 'D' | 'M' | null {
  const key = proportionKey(proportion);
  return key === '1' ? 'U' : key === '0.7' ? 'D' : key === '0.5' ? 'M' : null;
}

/** Técnica utilizada (TUSS table 48): conventional 1, video 2, robotic 3. */
export function tecnicaUtilizadaOf(technique: TissProcedureItem['technique']): '1' | '2' | '3' | null {
  return technique === 'KConventional' ? '1' : technique === 'KVideo' ? '2' : technique === 'KRobotic' ? '3' : null;
}

const IBGE_BY_UF: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(UF_BY_IBGE_CODE).map(([code, uf]) => [uf, code])),
  EX: '98',
};

/** The IBGE numeric code TISS writes for a state given as letters ("SP" → "35") or already as a code. */
export function ufToIbge(uf: string | null | undefined): string | null {
  if (!uf) return null;
  const value = uf.trim().toUpperCase();
  if (/^\d{2}$/.test(value)) return value;
  return IBGE_BY_UF[value] ?? value;
}

/** tipoAtendimento (table 50) of a consulta. */
const CONSULTA_ATTENDANCE = '04';

const pad2 = (value: string) => (/^\d$/.test(value.trim()) ? `0${value.trim()}` : value.trim());

/**
 * tipoAtendimento (table 50) of a guide whose guide data gives none (billing.md §9 default 04
 * is a consulta's): an SP/SADT whose first procedure is a consultation (TUSS 1.01.01…) is 04;
 * one of a surgical procedure (TUSS chapter 3, e.g. 3.13.09.05-4) is 02 pequena cirurgia; any
 * other procedure (exams, the endoscopies an anesthetist sedates for) is an exam: 23 in 4.x,
 * 05 in 3.05.00 (which has no 23).
 */
export function defaultAttendanceType(
  type: TissGuideType,
  firstProcedureCode: string | null | undefined,
  version: TissVersion,
): string {
  const code = (firstProcedureCode ?? '').replace(/\D/g, '');
  if (type === 'Consulta' || code === '' || code.startsWith('101')) return CONSULTA_ATTENDANCE;
  if (code.startsWith('3')) return '02';
  return XSD_tipoAtendimento[version].includes('23') ? '23' : '05';
}

/** tipoAtendimento as written: the guide data's (two digits), else the default for the guide. */
export function attendanceTypeOf(
  type: TissGuideType,
  given: string | null | undefined,
  firstProcedureCode: string | null | undefined,
  version: TissVersion,
): string {
  return given && given.trim() !== '' ? pad2(given) : defaultAttendanceType(type, firstProcedureCode, version);
}

/**
 * tipoConsulta as written: only for a consulta (a Consulta guide, or tipoAtendimento 04 on an
 * SP/SADT) — the guide data's, else billing.md §9 default 1; null otherwise (a procedure that
 * is not a consulta has no consulta type).
 */
export function consultTypeOf(attendanceType: string | null, given: string | null | undefined): string | null {
  if (attendanceType !== null && pad2(attendanceType) !== CONSULTA_ATTENDANCE) return null;
  return given && given.trim() !== '' ? given.trim() : TISS_GUIDE_DEFAULTS.consultType;
}

/** The tipoAtendimento codes an insurer's TISS version accepts (table 50 as its XSD lists it). */
export function attendanceTypesOf(version: TissVersion): readonly string[] {
  return XSD_tipoAtendimento[version];
}

/** Caráter do atendimento (table 23): urgência/emergência 2, eletivo 1. */
export const caraterAtendimentoOf = (isEmergency: boolean) => (isEmergency ? '2' : '1');

/** S/N of atendimento ao recém-nato from the values the guide data may hold. */
export function simNaoOf(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const v = value.trim().toUpperCase();
  if (v === 'S' || v === 'SIM' || v === 'TRUE' || v === '1') return 'S';
  if (v === 'N' || v === 'NAO' || v === 'NÃO' || v === 'FALSE' || v === '0') return 'N';
  return v;
}

/** Default table (87) of an expense line by its code (dm_outrasDespesas). */
export function expenseTableOf(expenseCode: string): string {
  // 01 gases, 05 diárias, 07 taxas e aluguéis → 18; 02 medicamentos → 20; 03 materiais, 08 OPME → 19.
  return expenseCode === '02' ? '20' : expenseCode === '03' || expenseCode === '08' ? '19' : '18';
}
