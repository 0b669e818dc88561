/**
 * The rows of a CBHPM edition file (issue 5; DOMAIN.md "CBHPM pricing"): one procedure per
 * row with its 8-digit code, description, porte 1A..14C, porte fraction, UCO quantity,
 * auxiliaries, porte anestésico 0..8, film (m²) and chapter. Columns are found by header name
 * (the derived CSVs of ../shared/data/cbhpm and the usual spreadsheet names); each row is
 * accepted or rejected with a reason. Pure: the server feeds it the cells and writes a NEW
 * edition version with the accepted rows.
 */
import { PORTE_GRADES, type PorteGrade } from '../pricing/types';
import type { CsvRecord } from './csv';
import { parseDecimalCell, parseIntegerCell, type DecimalLimits } from './decimal-cell';
import {
  cellReader,
  codeDigits,
  isCodeOf,
  mapColumnSpecs,
  withCodeZeros,
  type ColumnMap,
  type ColumnSpec,
} from './reference-rows';

/** A CBHPM code has 8 digits. */
export const CBHPM_CODE_DIGITS = 8;

export type CbhpmEditionField =
  'code' | 'description' | 'porte' | 'porteFraction' | 'uco' | 'auxiliaries' | 'anestheticPorte' | 'film' | 'chapter';

/** One procedure as stored (cbhpm_procedures): decimals as text with a dot; null = not applicable. */
export interface CbhpmEditionRow {
  code: string;
  description: string;
  porte: PorteGrade | null;
  porteFraction: string | null;
  uco: string | null;
  auxiliaries: number | null;
  anestheticPorte: number | null;
  film: string | null;
  chapter: number | null;
}

/** Why a row of an edition or valuation file was not accepted; the server words it in pt-BR. */
export type CbhpmRowProblem<F extends string = CbhpmEditionField> =
  | { code: 'required'; field: F }
  | { code: 'digits'; field: F; digits: number }
  | { code: 'porte'; value: string }
  | { code: 'decimal'; field: F; decimals: number }
  | { code: 'integer'; field: F; min: number; max: number }
  | { code: 'fraction' }
  | { code: 'fractionWithoutPorte' }
  | { code: 'duplicate'; line: number };

export interface CbhpmRejection<P> {
  /** Line of the file (the header is line 1; in a spreadsheet, the row number). */
  row: number;
  problem: P;
}

export const CBHPM_EDITION_COLUMNS: readonly ColumnSpec<CbhpmEditionField>[] = [
  { field: 'code', isRequired: true, aliases: ['codigo', 'código', 'code', 'cod', 'código do procedimento'] },
  {
    field: 'description',
    isRequired: true,
    aliases: ['descricao', 'descrição', 'description', 'procedimento', 'descrição do procedimento'],
  },
  { field: 'porte', isRequired: true, aliases: ['porte', 'porte do procedimento'] },
  { field: 'porteFraction', isRequired: false, aliases: ['fracao_porte', 'fração do porte', 'fracao', 'fração'] },
  { field: 'uco', isRequired: false, aliases: ['custo_operacional_uco', 'uco', 'custo operacional', 'custo'] },
  {
    field: 'auxiliaries',
    isRequired: false,
    aliases: ['num_auxiliares', 'aux', 'auxiliares', 'nº aux', 'n aux', 'número de auxiliares'],
  },
  {
    field: 'anestheticPorte',
    isRequired: false,
    aliases: ['porte_anestesico', 'anest', 'porte anestésico', 'porte anest', 'an'],
  },
  { field: 'film', isRequired: false, aliases: ['filme_m2', 'filme', 'filme m2', 'filme (m²)'] },
  { field: 'chapter', isRequired: false, aliases: ['capitulo', 'capítulo', 'chapter'] },
];

/** The limits of the numeric columns of cbhpm_procedures (precision − scale, scale). */
const FRACTION: DecimalLimits = { decimals: 4, integerDigits: 4 };
const UCO: DecimalLimits = { decimals: 4, integerDigits: 8 };
const FILM: DecimalLimits = { decimals: 4, integerDigits: 6 };
export const MAX_AUXILIARIES = 9;
export const MAX_ANESTHETIC_PORTE = 8;
export const MAX_CHAPTER = 99;

/** What the book writes for "not applicable": an empty cell, a dash or an en/em dash. */
export const isNotApplicable = (text: string) => text === '' || /^[-–—]$/.test(text);

const PORTES = new Set<string>(PORTE_GRADES);

/** "3c" → "3C"; an empty cell, a dash or "0" (billing.md §9: grade 0 = no porte) → null; else undefined (invalid). */
export function parsePorte(text: string): PorteGrade | null | undefined {
  if (isNotApplicable(text) || text === '0') return null;
  const porte = text.toUpperCase().replace(/\s/g, '');
  return PORTES.has(porte) ? (porte as PorteGrade) : undefined;
}

export function mapCbhpmEditionColumns(header: readonly string[]): ColumnMap<CbhpmEditionField> {
  return mapColumnSpecs(CBHPM_EDITION_COLUMNS, header);
}

type Cells = (field: CbhpmEditionField) => string;
type Problem = CbhpmRowProblem;

function optionalDecimal(cells: Cells, field: CbhpmEditionField, limits: DecimalLimits): string | null | Problem {
  const text = cells(field);
  if (isNotApplicable(text)) return null;
  return parseDecimalCell(text, limits) ?? { code: 'decimal', field, decimals: limits.decimals };
}

function optionalInteger(cells: Cells, field: CbhpmEditionField, min: number, max: number): number | null | Problem {
  const text = cells(field);
  if (isNotApplicable(text)) return null;
  return parseIntegerCell(text, min, max) ?? { code: 'integer', field, min, max };
}

const isProblem = (value: unknown): value is Problem => typeof value === 'object' && value !== null;

/** A fraction of a porte is more than 0 and at most 1 ("0,10 de 1A"). */
const isFraction = (text: string) => /[1-9]/.test(text) && (text.startsWith('0') || /^1(\.0*)?$/.test(text));

/**
 * Checks one data row of an edition file on its own (no duplicate check): the procedure,
 * or the first problem found.
 */
export function checkCbhpmEditionRow(
  columns: ColumnMap<CbhpmEditionField>,
  cells: readonly string[],
): { row: CbhpmEditionRow } | { problem: Problem } {
  const read = cellReader(columns, cells);
  const rawCode = read('code');
  if (rawCode === '') return { problem: { code: 'required', field: 'code' } };
  const code = codeDigits(rawCode);
  if (!isCodeOf(code, CBHPM_CODE_DIGITS))
    return { problem: { code: 'digits', field: 'code', digits: CBHPM_CODE_DIGITS } };
  const description = read('description').replace(/\s+/g, ' ');
  if (description === '') return { problem: { code: 'required', field: 'description' } };
  const porte = parsePorte(read('porte'));
  if (porte === undefined) return { problem: { code: 'porte', value: read('porte') } };
  const porteFraction = optionalDecimal(read, 'porteFraction', FRACTION);
  if (isProblem(porteFraction)) return { problem: porteFraction };
  if (porteFraction !== null && !isFraction(porteFraction)) return { problem: { code: 'fraction' } };
  if (porteFraction !== null && porte === null) return { problem: { code: 'fractionWithoutPorte' } };
  const uco = optionalDecimal(read, 'uco', UCO);
  if (isProblem(uco)) return { problem: uco };
  const auxiliaries = optionalInteger(read, 'auxiliaries', 0, MAX_AUXILIARIES);
  if (isProblem(auxiliaries)) return { problem: auxiliaries };
  const anestheticPorte = optionalInteger(read, 'anestheticPorte', 0, MAX_ANESTHETIC_PORTE);
  if (isProblem(anestheticPorte)) return { problem: anestheticPorte };
  const film = optionalDecimal(read, 'film', FILM);
  if (isProblem(film)) return { problem: film };
  const chapter = optionalInteger(read, 'chapter', 1, MAX_CHAPTER);
  if (isProblem(chapter)) return { problem: chapter };
  return {
    row: { code, description, porte, porteFraction, uco, auxiliaries, anestheticPorte, film, chapter },
  };
}

export interface CbhpmEditionResult {
  /** Accepted procedures, in the order of the file. */
  rows: CbhpmEditionRow[];
  rejections: CbhpmRejection<Problem>[];
}

/**
 * Checks the rows of an edition file one by one (so a long file can report progress); a code
 * repeated in the file is rejected, the first row stays.
 */
export class CbhpmEditionChecker {
  private readonly rows: CbhpmEditionRow[] = [];
  private readonly lineOfCode = new Map<string, number>();
  private readonly rejections: CbhpmRejection<Problem>[] = [];
  private count = 0;

  constructor(readonly columns: ColumnMap<CbhpmEditionField>) {}

  get checked(): number {
    return this.count;
  }

  add(record: CsvRecord): void {
    this.count++;
    const cells = withCodeZeros(record, this.columns.indexes.code, CBHPM_CODE_DIGITS);
    const result = checkCbhpmEditionRow(this.columns, cells);
    if ('problem' in result) {
      this.rejections.push({ row: record.line, problem: result.problem });
      return;
    }
    const earlier = this.lineOfCode.get(result.row.code);
    if (earlier !== undefined) {
      this.rejections.push({ row: record.line, problem: { code: 'duplicate', line: earlier } });
      return;
    }
    this.lineOfCode.set(result.row.code, record.line);
    this.rows.push(result.row);
  }

  result(): CbhpmEditionResult {
    return { rows: [...this.rows], rejections: [...this.rejections] };
  }
}
