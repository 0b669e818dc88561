/**
 * The rows of a reference-table file (TUSS 22, IBGE municipalities, CBO, TISS table 38 of glosa
 * reasons): which column is which (by the header names the official files use, case and accents
 * ignored), and whether each row can go into the table — or why not. Pure: the server feeds it
 * the cells of a CSV or XLSX file (or the records of the ANS schema) and writes the accepted rows.
 */
import { parseDate } from '../format/parse-date';
import { foldText } from '../format/search-text';
import { ibgeCodeProblem, UF_BY_IBGE_CODE } from './ibge';
import type { CsvRecord } from './csv';

export const referenceTableKinds = ['tuss22', 'ibgeMunicipalities', 'cbo', 'glosaReasons'] as const;
export type ReferenceTableKind = (typeof referenceTableKinds)[number];

export interface TussTermRow {
  code: string;
  term: string;
  /** YYYY-MM-DD */
  startsOn: string;
  endsOn: string | null;
  implantationEndsOn: string | null;
}

export interface MunicipalityRow {
  code: string;
  name: string;
  uf: string;
  ufCode: string;
  isCapital: boolean;
}

export interface CboOccupationRow {
  code: string;
  title: string;
}

/** A glosa reason of TISS table 38 (Mensagens/glosas): a 4-digit code and its text. */
export interface GlosaReasonRow {
  code: string;
  description: string;
}

export interface ReferenceRowOf {
  tuss22: TussTermRow;
  ibgeMunicipalities: MunicipalityRow;
  cbo: CboOccupationRow;
  glosaReasons: GlosaReasonRow;
}

/** The columns a file may have; `code` is the table's key column (TUSS, IBGE, CBO or glosa code). */
export type ReferenceField = 'code' | TussField | MunicipalityField | 'title' | 'description';
type TussField = 'term' | 'startsOn' | 'endsOn' | 'implantationEndsOn';
type MunicipalityField = 'name' | 'uf' | 'ufCode' | 'capital';

/** Why a row was not accepted; the server turns it into the pt-BR reason of the report. */
export type RowProblem =
  | { code: 'required'; field: ReferenceField }
  | { code: 'digits'; field: ReferenceField; digits: number }
  | { code: 'date'; field: ReferenceField }
  | { code: 'endBeforeStart' }
  | { code: 'unknownUf'; ufCode: string }
  | { code: 'checkDigit' }
  | { code: 'ufMismatch'; field: ReferenceField; expected: string }
  | { code: 'capital' }
  | { code: 'duplicate'; line: number }
  | { code: 'superseded'; line: number };

export interface RowRejection {
  /** Line of the file (the header is line 1; in a spreadsheet, the row number). */
  row: number;
  problem: RowProblem;
}

/** One column a file may have, found in the header by any of its names. */
export interface ColumnSpec<F extends string = ReferenceField> {
  field: F;
  isRequired: boolean;
  /** Header names as the known files write them (compared case-, accent- and punctuation-insensitively). */
  aliases: readonly string[];
}

const COLUMNS: Record<ReferenceTableKind, readonly ColumnSpec[]> = {
  tuss22: [
    { field: 'code', isRequired: true, aliases: ['Código do Termo', 'Código', 'Código TUSS', 'Cod Termo'] },
    { field: 'term', isRequired: true, aliases: ['Termo', 'Descrição', 'Descrição do Termo'] },
    {
      field: 'startsOn',
      isRequired: true,
      aliases: ['Data de início de vigência', 'Início de vigência', 'Início vigência', 'Data início vigência'],
    },
    {
      field: 'endsOn',
      isRequired: false,
      aliases: ['Data de fim de vigência', 'Fim de vigência', 'Fim vigência', 'Data fim vigência'],
    },
    {
      field: 'implantationEndsOn',
      isRequired: false,
      aliases: ['Data de fim de implantação', 'Fim de implantação', 'Fim implantação', 'Data fim implantação'],
    },
  ],
  ibgeMunicipalities: [
    {
      field: 'code',
      isRequired: true,
      aliases: ['codigo_ibge', 'Código IBGE', 'Cod IBGE', 'IBGE', 'Código', 'Código do município', 'Cod município'],
    },
    { field: 'name', isRequired: true, aliases: ['nome', 'Município', 'Nome do município', 'Nome município'] },
    { field: 'capital', isRequired: false, aliases: ['capital'] },
    { field: 'ufCode', isRequired: false, aliases: ['codigo_uf', 'Código UF', 'Código da UF', 'Cod UF'] },
    { field: 'uf', isRequired: false, aliases: ['uf', 'Sigla UF', 'Sigla da UF'] },
  ],
  cbo: [
    { field: 'code', isRequired: true, aliases: ['CODIGO', 'CBO', 'Código CBO', 'Código da ocupação'] },
    { field: 'title', isRequired: true, aliases: ['TITULO', 'Título da ocupação', 'Ocupação', 'Descrição', 'Nome'] },
  ],
  glosaReasons: [
    { field: 'code', isRequired: true, aliases: ['Código', 'Código do Termo', 'Código da glosa', 'codigo_glosa'] },
    { field: 'description', isRequired: true, aliases: ['Descrição', 'Termo', 'Mensagem', 'Descrição da glosa'] },
  ],
};

/** "Data de início de vigência" → "datadeiniciodevigencia": how headers are compared. */
export function headerKey(header: string): string {
  return foldText(header).replace(/[^a-z0-9]/g, '');
}

export interface ColumnMap<F extends string = ReferenceField> {
  /** The index of each field's column in the header. */
  indexes: Partial<Record<F, number>>;
  /** Required fields with no column in the header. */
  missing: F[];
}

/** Finds each field's column in the header row (the first column with a known name wins). */
export function mapColumns(table: ReferenceTableKind, header: readonly string[]): ColumnMap {
  return mapColumnSpecs(COLUMNS[table], header);
}

/** Finds each spec's column in the header row: the first column not yet taken with one of its names. */
export function mapColumnSpecs<F extends string>(
  specs: readonly ColumnSpec<F>[],
  header: readonly string[],
): ColumnMap<F> {
  const keys = header.map(headerKey);
  const indexes: Partial<Record<F, number>> = {};
  const taken = new Set<number>();
  const missing: F[] = [];
  for (const spec of specs) {
    const aliases = new Set(spec.aliases.map(headerKey));
    const index = keys.findIndex((key, i) => !taken.has(i) && aliases.has(key));
    if (index >= 0) {
      indexes[spec.field] = index;
      taken.add(index);
    } else if (spec.isRequired) {
      missing.push(spec.field);
    }
  }
  return { indexes, missing };
}

/**
 * A date of the TUSS files → YYYY-MM-DD: "13/02/2009" (the ANS file), "2009-02-13", or
 * "2009-02" (the re-saved file: the first day of the month). Null when it is none of these or not a real date.
 */
export function parseReferenceDate(text: string): string | null {
  const value = text.trim();
  if (value.includes('/')) return parseDate(value);
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3] ?? '1')];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isReal || year < 1900) return null;
  return `${match[1]}-${match[2]}-${String(day).padStart(2, '0')}`;
}

/** A code cell: digits, allowing the dots and dashes of formatted codes ("2251-51"). */
export function codeDigits(text: string): string {
  return text.replace(/[.\-\s]/g, '');
}

/** Whether a code is exactly so many digits. */
export const isCodeOf = (code: string, digits: number) => code.length === digits && /^\d+$/.test(code);

/** How many digits each table's code has (TUSS 8, IBGE 7, CBO 6, glosa 4). */
export const REFERENCE_CODE_DIGITS: Record<ReferenceTableKind, number> = {
  tuss22: 8,
  ibgeMunicipalities: 7,
  cbo: 6,
  glosaReasons: 4,
};

/**
 * A record's cells with the zeros of its code restored: a spreadsheet that stored a code as a
 * number dropped its leading zeros (CBO 010105 → 10105), so a numeric code cell with fewer
 * digits than the code has is padded back to them. A code written as text is kept as written
 * (too short is then the user's error, reported as such).
 */
export function withCodeZeros(record: CsvRecord, index: number | undefined, digits: number): readonly string[] {
  const text = index === undefined ? '' : (record.cells[index] ?? '').trim();
  if (index === undefined || !record.numeric?.[index] || !/^\d+$/.test(text) || text.length >= digits) {
    return record.cells;
  }
  const cells = [...record.cells];
  cells[index] = text.padStart(digits, '0');
  return cells;
}

const TRUE_WORDS = new Set(['1', 'true', 'sim', 's', 'yes', 'x']);
const FALSE_WORDS = new Set(['', '0', 'false', 'nao', 'n', 'no']);

type Cells = (field: ReferenceField) => string;

/**
 * The trimmed text of a field's cell in a row ('' when the file has no such column). No-break
 * spaces (some TUSS terms have them) become plain spaces, so searches find the words.
 */
export function cellReader<F extends string>(columns: ColumnMap<F>, cells: readonly string[]): (field: F) => string {
  return (field) => {
    const index = columns.indexes[field];
    return index === undefined ? '' : (cells[index] ?? '').replace(/[\u00A0\u2007\u202F]/g, ' ').trim();
  };
}
type Check<T> = { row: T; key: string } | { problem: RowProblem };

function required(cells: Cells, field: ReferenceField): string | RowProblem {
  const value = cells(field);
  return value === '' ? { code: 'required', field } : value;
}

const isProblem = (value: unknown): value is RowProblem => typeof value === 'object' && value !== null;

function checkTuss(cells: Cells): Check<TussTermRow> {
  const rawCode = required(cells, 'code');
  if (isProblem(rawCode)) return { problem: rawCode };
  const code = codeDigits(rawCode);
  const digits = REFERENCE_CODE_DIGITS.tuss22;
  if (!isCodeOf(code, digits)) return { problem: { code: 'digits', field: 'code', digits } };
  const term = required(cells, 'term');
  if (isProblem(term)) return { problem: term };
  const startText = required(cells, 'startsOn');
  if (isProblem(startText)) return { problem: startText };
  const startsOn = parseReferenceDate(startText);
  if (!startsOn) return { problem: { code: 'date', field: 'startsOn' } };
  const optionalDate = (field: ReferenceField): string | null | RowProblem => {
    const text = cells(field);
    if (text === '') return null;
    return parseReferenceDate(text) ?? { code: 'date', field };
  };
  const endsOn = optionalDate('endsOn');
  if (isProblem(endsOn)) return { problem: endsOn };
  const implantationEndsOn = optionalDate('implantationEndsOn');
  if (isProblem(implantationEndsOn)) return { problem: implantationEndsOn };
  // The end of implantation may come before the start (the ANS files have such rows): only the validity is checked.
  if (endsOn !== null && endsOn < startsOn) return { problem: { code: 'endBeforeStart' } };
  return { row: { code, term, startsOn, endsOn, implantationEndsOn }, key: `${code}|${startsOn}` };
}

function checkMunicipality(cells: Cells): Check<MunicipalityRow> {
  const rawCode = required(cells, 'code');
  if (isProblem(rawCode)) return { problem: rawCode };
  const code = codeDigits(rawCode);
  const codeProblem = ibgeCodeProblem(code);
  if (codeProblem === 'format') {
    return { problem: { code: 'digits', field: 'code', digits: REFERENCE_CODE_DIGITS.ibgeMunicipalities } };
  }
  const ufCode = code.slice(0, 2);
  if (codeProblem === 'ufCode') return { problem: { code: 'unknownUf', ufCode } };
  if (codeProblem === 'checkDigit') return { problem: { code: 'checkDigit' } };
  const name = required(cells, 'name');
  if (isProblem(name)) return { problem: name };
  const uf = UF_BY_IBGE_CODE[ufCode] as string;
  const givenUfCode = cells('ufCode');
  if (givenUfCode !== '' && givenUfCode.padStart(2, '0') !== ufCode) {
    return { problem: { code: 'ufMismatch', field: 'ufCode', expected: ufCode } };
  }
  const givenUf = cells('uf');
  if (givenUf !== '' && givenUf.toUpperCase() !== uf) {
    return { problem: { code: 'ufMismatch', field: 'uf', expected: uf } };
  }
  const capital = foldText(cells('capital'));
  if (!TRUE_WORDS.has(capital) && !FALSE_WORDS.has(capital)) return { problem: { code: 'capital' } };
  return { row: { code, name, uf, ufCode, isCapital: TRUE_WORDS.has(capital) }, key: code };
}

function checkCbo(cells: Cells): Check<CboOccupationRow> {
  const rawCode = required(cells, 'code');
  if (isProblem(rawCode)) return { problem: rawCode };
  const code = codeDigits(rawCode);
  const digits = REFERENCE_CODE_DIGITS.cbo;
  if (!isCodeOf(code, digits)) return { problem: { code: 'digits', field: 'code', digits } };
  const title = required(cells, 'title');
  if (isProblem(title)) return { problem: title };
  return { row: { code, title }, key: code };
}

/** TISS table 38 (`dm_tipoGlosa`): exactly 4 digits and a text. */
function checkGlosaReason(cells: Cells): Check<GlosaReasonRow> {
  const rawCode = required(cells, 'code');
  if (isProblem(rawCode)) return { problem: rawCode };
  const code = codeDigits(rawCode);
  const digits = REFERENCE_CODE_DIGITS.glosaReasons;
  if (!isCodeOf(code, digits)) return { problem: { code: 'digits', field: 'code', digits } };
  const description = required(cells, 'description');
  if (isProblem(description)) return { problem: description };
  return { row: { code, description }, key: code };
}

const CHECKS: { [T in ReferenceTableKind]: (cells: Cells) => Check<ReferenceRowOf[T]> } = {
  tuss22: checkTuss,
  ibgeMunicipalities: checkMunicipality,
  cbo: checkCbo,
  glosaReasons: checkGlosaReason,
};

/** Checks one data row on its own (no duplicate check): the row to write, or why not. */
export function checkReferenceRow<T extends ReferenceTableKind>(
  table: T,
  columns: ColumnMap,
  cells: readonly string[],
): { row: ReferenceRowOf[T]; key: string } | { problem: RowProblem } {
  return CHECKS[table](cellReader(columns, cells));
}

export interface ReferenceRowsResult<T> {
  /** Accepted rows, in the order of the file. */
  rows: T[];
  /** Every rejected row, by line. */
  rejections: RowRejection[];
}

/**
 * Checks the data rows of a file one by one (so a long file can report progress) and keeps
 * the table's key unique: a repeated IBGE, CBO or glosa code is rejected (the first row stays);
 * in TUSS, whose key is code + start of validity, the later row replaces the earlier one, which
 * is reported as superseded — versions of a code with different starts are all kept.
 */
export class ReferenceRowChecker<T extends ReferenceTableKind> {
  private readonly accepted = new Map<string, { line: number; row: ReferenceRowOf[T] }>();
  private readonly rejections: RowRejection[] = [];
  private count = 0;

  constructor(
    readonly table: T,
    readonly columns: ColumnMap,
  ) {}

  /** How many rows were checked so far. */
  get checked(): number {
    return this.count;
  }

  add(record: CsvRecord): void {
    this.count++;
    const cells = withCodeZeros(record, this.columns.indexes.code, REFERENCE_CODE_DIGITS[this.table]);
    const result = checkReferenceRow(this.table, this.columns, cells);
    if ('problem' in result) {
      this.rejections.push({ row: record.line, problem: result.problem });
      return;
    }
    const earlier = this.accepted.get(result.key);
    if (!earlier) {
      this.accepted.set(result.key, { line: record.line, row: result.row });
    } else if (this.table === 'tuss22') {
      this.rejections.push({ row: earlier.line, problem: { code: 'superseded', line: record.line } });
      this.accepted.delete(result.key);
      this.accepted.set(result.key, { line: record.line, row: result.row });
    } else {
      this.rejections.push({ row: record.line, problem: { code: 'duplicate', line: earlier.line } });
    }
  }

  result(): ReferenceRowsResult<ReferenceRowOf[T]> {
    const accepted = [...this.accepted.values()].sort((a, b) => a.line - b.line);
    return {
      rows: accepted.map((entry) => entry.row),
      rejections: [...this.rejections].sort((a, b) => a.row - b.row),
    };
  }
}

/** Checks every data row at once (the header is the first record): the columns, then the rows. */
export function checkReferenceRecords<T extends ReferenceTableKind>(
  table: T,
  records: readonly CsvRecord[],
): ReferenceRowsResult<ReferenceRowOf[T]> & { missing: ReferenceField[] } {
  const [header, ...data] = records;
  const columns = mapColumns(table, header?.cells ?? []);
  if (columns.missing.length > 0) return { rows: [], rejections: [], missing: columns.missing };
  const checker = new ReferenceRowChecker(table, columns);
  for (const record of data) checker.add(record);
  return { ...checker.result(), missing: [] };
}
