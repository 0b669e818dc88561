import { parseDate } from '../format/parse-date';
import { foldText } from '../format/search-text';
import type { CsvRecord } from '../reference/csv';
import { padDecimals, parseDecimalCell } from '../reference/decimal-cell';

/**
 * A statement sent as a spreadsheet (CSV or XLSX) by an insurer that sends no TISS file: the
 * user says which column holds what (the mapping is kept per insurer), and each row becomes a
 * statement line — item level when it names the procedure, guide level otherwise. pt-BR numbers
 * ("1.234,56", "R$ 10,00") and dates (DD/MM/AAAA, or AAAA-MM-DD). Pure.
 */

export const STATEMENT_SHEET_FIELDS = [
  'guideNumber',
  'procedureCode',
  'performedOn',
  'valueInformed',
  'valueReleased',
  'valueGlosa',
  'glosaCodes',
  'lotNumber',
  'protocolNumber',
] as const;
export type StatementSheetField = (typeof STATEMENT_SHEET_FIELDS)[number];

/** The header (as the file writes it) of each field; guide number and value released are required. */
export type StatementSheetColumns = Partial<Record<StatementSheetField, string>> & {
  guideNumber: string;
  valueReleased: string;
};

export interface StatementSheetLine {
  line: number;
  guideNumber: string;
  procedureCode: string | null;
  performedOn: string | null;
  valueInformed: string | null;
  valueReleased: string;
  valueGlosa: string;
  glosaCodes: string[];
  lotNumber: string | null;
  protocolNumber: string | null;
}

export type StatementSheetProblem =
  | { line: number; code: 'columnNotFound'; header: string }
  | { line: number; code: 'required' | 'number' | 'negative' | 'date' | 'glosaCode'; field: StatementSheetField }
  | { line: number; code: 'duplicateLine'; first: number };

const MONEY = { decimals: 2, integerDigits: 12 };

/** A money cell: "R$ 1.234,56" → "1234.56"; null when empty; a problem code when not money. */
function moneyCell(text: string): string | null | 'number' | 'negative' {
  const value = text.replace(/R\$/gi, '').trim();
  if (!value) return null;
  if (value.startsWith('-') || /^\(.*\)$/.test(value)) return 'negative';
  const parsed = parseDecimalCell(value, MONEY);
  return parsed === null ? 'number' : padDecimals(parsed, 2);
}

const dateCell = (text: string): string | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : parseDate(text);

/** Table-38 codes in a cell: "1834", "1834; 3199", "1834/3199". */
const codesIn = (text: string): string[] | null => {
  const parts = text.split(/[\s,;/|]+/).filter(Boolean);
  return parts.every((p) => /^\d{4}$/.test(p)) ? [...new Set(parts)] : null;
};

/** Reads the rows under the header (the first record) with the mapping; every problem with its line. */
export function readStatementSheet(
  records: readonly CsvRecord[],
  columns: StatementSheetColumns,
): { lines: StatementSheetLine[]; problems: StatementSheetProblem[] } {
  const [header, ...rows] = records;
  const problems: StatementSheetProblem[] = [];
  const headers = (header?.cells ?? []).map(foldText);
  const index = new Map<StatementSheetField, number>();
  for (const field of STATEMENT_SHEET_FIELDS) {
    const name = columns[field];
    if (!name) continue;
    const at = headers.indexOf(foldText(name));
    if (at < 0) problems.push({ line: header?.line ?? 1, code: 'columnNotFound', header: name });
    else index.set(field, at);
  }
  if (problems.length > 0) return { lines: [], problems };
  const lines: StatementSheetLine[] = [];
  const seen = new Map<string, number>();
  for (const record of rows) {
    const cell = (field: StatementSheetField) => {
      const at = index.get(field);
      return at === undefined ? '' : (record.cells[at] ?? '').trim();
    };
    if (record.cells.every((c) => !c.trim())) continue;
    const before = problems.length;
    const money = (field: StatementSheetField, required: boolean) => {
      const value = moneyCell(cell(field));
      if (value === 'number' || value === 'negative') problems.push({ line: record.line, code: value, field });
      else if (value === null && required) problems.push({ line: record.line, code: 'required', field });
      return typeof value === 'string' && value !== 'number' && value !== 'negative' ? value : null;
    };
    const guideNumber = cell('guideNumber');
    if (!guideNumber) problems.push({ line: record.line, code: 'required', field: 'guideNumber' });
    const valueReleased = money('valueReleased', true);
    const valueGlosa = money('valueGlosa', false);
    const valueInformed = money('valueInformed', false);
    const performedOn = cell('performedOn') ? dateCell(cell('performedOn')) : null;
    if (cell('performedOn') && !performedOn) problems.push({ line: record.line, code: 'date', field: 'performedOn' });
    const glosaCodes = cell('glosaCodes') ? codesIn(cell('glosaCodes')) : [];
    if (glosaCodes === null) problems.push({ line: record.line, code: 'glosaCode', field: 'glosaCodes' });
    if (problems.length > before) continue;
    const procedureCode = cell('procedureCode') || null;
    const key = [guideNumber, procedureCode ?? '', performedOn ?? ''].join('|').toUpperCase();
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ line: record.line, code: 'duplicateLine', first });
      continue;
    }
    seen.set(key, record.line);
    lines.push({
      line: record.line,
      guideNumber,
      procedureCode,
      performedOn,
      valueInformed,
      valueReleased: valueReleased!,
      valueGlosa: valueGlosa ?? '0.00',
      glosaCodes: glosaCodes ?? [],
      lotNumber: cell('lotNumber') || null,
      protocolNumber: cell('protocolNumber') || null,
    });
  }
  return { lines, problems };
}
