/**
 * The rows of a CBHPM valuation file (issue 5; docs/decisions/014-pricing.md): R$ per porte
 * 1A..14C and per UCO. Two layouts are read by the same columns:
 * - long, like ../shared/data/cbhpm/cbhpm_porte_valores.csv: `cotacao`, `cotacao_descricao`,
 *   `tipo` (porte | uco | porte_anestesico), `codigo` (1A..14C | UCO | AN1..AN8), `valor_rs` —
 *   one valuation per cotação;
 * - two columns, `porte;valor`, with a `UCO` row — one valuation, named at the upload.
 * A valuation needs all 42 portes and the UCO: a cotação missing any has all its rows
 * rejected, naming what is missing. Porte-anestésico rows are read but ignored: their R$
 * comes from the equivalent porte through the negotiation's mapping (one source of truth).
 */
import { PORTE_GRADES, type PorteGrade } from '../pricing/types';
import type { CsvRecord } from './csv';
import { padDecimals, parseDecimalCell } from './decimal-cell';
import { cellReader, headerKey, mapColumnSpecs, type ColumnMap, type ColumnSpec } from './reference-rows';
import { parsePorte, type CbhpmRejection } from './cbhpm-rows';

export type CbhpmValuationField = 'reference' | 'referenceName' | 'valueType' | 'code' | 'value';

export const CBHPM_VALUATION_COLUMNS: readonly ColumnSpec<CbhpmValuationField>[] = [
  { field: 'reference', isRequired: false, aliases: ['cotacao', 'cotação', 'referencia', 'referência', 'ano'] },
  {
    field: 'referenceName',
    isRequired: false,
    aliases: ['cotacao_descricao', 'descrição da cotação', 'descricao', 'descrição', 'nome'],
  },
  { field: 'valueType', isRequired: false, aliases: ['tipo', 'tipo de valor'] },
  { field: 'code', isRequired: true, aliases: ['codigo', 'código', 'porte', 'item'] },
  {
    field: 'value',
    isRequired: true,
    aliases: ['valor_rs', 'valor', 'valor (r$)', 'valor r$', 'r$', 'valor em reais'],
  },
];

/** What a row gives a value to. */
export type ValuationItem = { kind: 'porte'; porte: PorteGrade } | { kind: 'uco' } | { kind: 'film' } | { kind: 'an' };

export const VALUATION_TYPES = ['porte', 'uco', 'porte_anestesico', 'filme'] as const;
const TYPE_OF_KIND: Record<ValuationItem['kind'], (typeof VALUATION_TYPES)[number]> = {
  porte: 'porte',
  uco: 'uco',
  film: 'filme',
  an: 'porte_anestesico',
};

export type CbhpmValuationProblem =
  | { code: 'required'; field: CbhpmValuationField }
  | { code: 'valueType'; value: string }
  | { code: 'valueCode'; value: string }
  | { code: 'typeMismatch'; value: string; type: string }
  | { code: 'money'; field: CbhpmValuationField }
  | { code: 'duplicate'; line: number }
  /** The cotação lacks these portes and/or 'UCO': its rows are not imported. */
  | { code: 'incomplete'; reference: string | null; missing: string[] };

/** Why a row was read but not stored. */
export type CbhpmValuationIgnore = { code: 'anestheticPorte' };

/** One valuation to create: a cotação of the file (or the whole two-column file). */
export interface CbhpmValuationDraft {
  /** The cotação ("2021-10"); null when the file has none (the upload's name is used). */
  reference: string | null;
  /** Its description in the file (cotacao_descricao), if any. */
  referenceName: string | null;
  portes: Record<PorteGrade, string>;
  /** R$ per UCO, 2 decimals. */
  ucoValue: string;
  /** R$ per m² of film, when the file gives it. */
  filmValue: string | null;
  /** Lines of the file it came from. */
  lines: number[];
}

export function mapCbhpmValuationColumns(header: readonly string[]): ColumnMap<CbhpmValuationField> {
  return mapColumnSpecs(CBHPM_VALUATION_COLUMNS, header);
}

/** "1A" → porte, "UCO" → uco, "AN5" → porte anestésico, "FILME" → film; null when none of these. */
export function valuationItem(code: string): ValuationItem | null {
  const key = headerKey(code);
  if (key === 'uco') return { kind: 'uco' };
  if (key === 'filme' || key === 'filmem2' || key === 'film') return { kind: 'film' };
  if (/^an[1-8]$/.test(key)) return { kind: 'an' };
  const porte = parsePorte(code);
  return porte ? { kind: 'porte', porte } : null;
}

/** 2 decimals, not negative, within numeric(14, 2). */
const MONEY = { decimals: 2, integerDigits: 12 };

type RowCheck =
  | { item: ValuationItem; value: string; reference: string | null; referenceName: string | null }
  | { ignored: CbhpmValuationIgnore }
  | { problem: CbhpmValuationProblem };

/** Checks one data row on its own: what it values and the value, or why not. */
export function checkCbhpmValuationRow(columns: ColumnMap<CbhpmValuationField>, cells: readonly string[]): RowCheck {
  const read = cellReader(columns, cells);
  const rawType = read('valueType');
  const type = rawType === '' ? null : VALUATION_TYPES.find((name) => headerKey(name) === headerKey(rawType));
  if (type === undefined) return { problem: { code: 'valueType', value: rawType } };
  const code = read('code');
  if (code === '') return { problem: { code: 'required', field: 'code' } };
  const item = valuationItem(code);
  if (!item) return { problem: { code: 'valueCode', value: code } };
  if (type !== null && TYPE_OF_KIND[item.kind] !== type) {
    return { problem: { code: 'typeMismatch', value: code, type: rawType } };
  }
  if (item.kind === 'an') return { ignored: { code: 'anestheticPorte' } };
  const reference = read('reference');
  // A file with a cotação column names each row's valuation by it.
  if (columns.indexes.reference !== undefined && reference === '') {
    return { problem: { code: 'required', field: 'reference' } };
  }
  const text = read('value');
  if (text === '') return { problem: { code: 'required', field: 'value' } };
  const value = parseDecimalCell(text, MONEY);
  if (value === null) return { problem: { code: 'money', field: 'value' } };
  return {
    item,
    value: padDecimals(value, 2),
    reference: reference || null,
    referenceName: read('referenceName') || null,
  };
}

interface Group {
  reference: string | null;
  referenceName: string | null;
  values: Map<string, { line: number; item: ValuationItem; value: string }>;
}

const itemKey = (item: ValuationItem) => (item.kind === 'porte' ? item.porte : item.kind);

export interface CbhpmValuationResult {
  /** One draft per complete cotação, in the order they first appear. */
  valuations: CbhpmValuationDraft[];
  /** Rows read and not stored, by design. */
  ignored: CbhpmRejection<CbhpmValuationIgnore>[];
  /** Rejected rows, by line. */
  rejections: CbhpmRejection<CbhpmValuationProblem>[];
}

/** Checks a valuation file row by row, grouping by cotação; `result()` keeps the complete ones. */
export class CbhpmValuationChecker {
  private readonly groups = new Map<string, Group>();
  private readonly ignored: CbhpmRejection<CbhpmValuationIgnore>[] = [];
  private readonly rejections: CbhpmRejection<CbhpmValuationProblem>[] = [];
  private count = 0;

  constructor(readonly columns: ColumnMap<CbhpmValuationField>) {}

  get checked(): number {
    return this.count;
  }

  add(record: CsvRecord): void {
    this.count++;
    const result = checkCbhpmValuationRow(this.columns, record.cells);
    if ('problem' in result) {
      this.rejections.push({ row: record.line, problem: result.problem });
      return;
    }
    if ('ignored' in result) {
      this.ignored.push({ row: record.line, problem: result.ignored });
      return;
    }
    const key = result.reference ?? '';
    let group = this.groups.get(key);
    if (!group) {
      group = { reference: result.reference, referenceName: null, values: new Map() };
      this.groups.set(key, group);
    }
    group.referenceName ??= result.referenceName;
    const earlier = group.values.get(itemKey(result.item));
    if (earlier) {
      this.rejections.push({ row: record.line, problem: { code: 'duplicate', line: earlier.line } });
      return;
    }
    group.values.set(itemKey(result.item), { line: record.line, item: result.item, value: result.value });
  }

  result(): CbhpmValuationResult {
    const valuations: CbhpmValuationDraft[] = [];
    const rejections = [...this.rejections];
    for (const group of this.groups.values()) {
      const missing: string[] = PORTE_GRADES.filter((porte) => !group.values.has(porte));
      if (!group.values.has('uco')) missing.push('UCO');
      const lines = [...group.values.values()].map((entry) => entry.line);
      if (missing.length > 0) {
        const problem = { code: 'incomplete', reference: group.reference, missing } as const;
        rejections.push(...lines.map((row) => ({ row, problem })));
        continue;
      }
      const value = (key: string) => group.values.get(key)?.value;
      valuations.push({
        reference: group.reference,
        referenceName: group.referenceName,
        portes: Object.fromEntries(PORTE_GRADES.map((porte) => [porte, value(porte) as string])) as Record<
          PorteGrade,
          string
        >,
        ucoValue: value('uco') as string,
        filmValue: value('film') ?? null,
        lines,
      });
    }
    return { valuations, ignored: [...this.ignored], rejections: rejections.sort((a, b) => a.row - b.row) };
  }
}
