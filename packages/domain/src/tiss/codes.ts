/**
 * Code mappings from the app's values to TISS codes (billing.md §9, NOTES.md §8).
 */
import { UF_BY_IBGE_CODE } from '../reference/ibge';
import type { TissProcedureItem } from './types';

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
