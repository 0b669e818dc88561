import { jsonCell, type FlatCell, type YesNo } from './json-cell';
import { locateJsonError, type JsonErrorLocation } from './json-error-location';

/** Rows under the header row that one Excel sheet holds. */
export const EXCEL_MAX_ROWS = 1_048_575;
export const EXCEL_MAX_COLUMNS = 16_384;
/** Characters one Excel cell holds. */
export const EXCEL_MAX_CELL_CHARS = 32_767;
/** Objects nested deeper than this inside a row are refused (a column name would be unreadable anyway). */
export const MAX_NESTING = 100;

export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

/** Why a text is not a table; `row` counts the array's objects from 1. */
export type JsonTableError =
  | { kind: 'syntax'; location: JsonErrorLocation }
  | { kind: 'notArray'; found: JsonKind }
  | { kind: 'empty' }
  | { kind: 'notObject'; row: number; found: JsonKind }
  | { kind: 'tooManyRows'; count: number; max: number }
  | { kind: 'tooManyColumns'; count: number; max: number }
  | { kind: 'cellTooLong'; row: number; column: string; max: number }
  | { kind: 'tooDeep'; row: number; max: number };

export type JsonRecord = Record<string, unknown>;

/** An array of objects and its columns: every flattened name, in the order first seen. */
export interface JsonTable {
  rows: readonly JsonRecord[];
  columns: readonly string[];
}

export type JsonTableResult = { ok: true; table: JsonTable } | { ok: false; error: JsonTableError };

export function jsonKindOf(value: unknown): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as 'object' | 'string' | 'number' | 'boolean';
}

const isRecord = (value: unknown): value is JsonRecord => jsonKindOf(value) === 'object';

/**
 * Visits the leaves of a row: a nested object's fields under "parent.child"; an empty nested
 * object is a leaf of its own (its column stays, empty). False when nested beyond MAX_NESTING.
 */
function walk(record: JsonRecord, prefix: string, depth: number, visit: (name: string, value: unknown) => void) {
  if (depth > MAX_NESTING) return false;
  const keys = Object.keys(record);
  if (keys.length === 0 && prefix !== '') visit(prefix, null);
  for (const key of keys) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    const value = record[key];
    if (isRecord(value)) {
      if (!walk(value, name, depth + 1, visit)) return false;
    } else {
      visit(name, value);
    }
  }
  return true;
}

/**
 * A row's cells by column name (decision 034): nested objects flattened into dotted names
 * (`patient.name`), every other value through `jsonCell`. Two paths that flatten to one name
 * ({"a.b": 1, "a": {"b": 2}}) share its column; the later one in the row wins.
 */
export function flattenRow(row: JsonRecord, words: YesNo): Map<string, FlatCell> {
  const cells = new Map<string, FlatCell>();
  walk(row, '', 0, (name, value) => cells.set(name, jsonCell(value, words)));
  return cells;
}

/** A row's cells in the table's column order (an absent column is an empty cell). */
export function rowCells(row: JsonRecord, columns: readonly string[], words: YesNo): FlatCell[] {
  const cells = flattenRow(row, words);
  return columns.map((column) => cells.get(column) ?? { kind: 'empty' });
}

/** Adds a row's columns to `seen`, or says why the row cannot be a sheet's row. */
function checkRow(row: JsonRecord, index: number, words: YesNo, seen: Set<string>): JsonTableError | null {
  let tooLong: string | null = null;
  let isDeep = false;
  try {
    isDeep = !walk(row, '', 0, (name, value) => {
      seen.add(name);
      const cell = jsonCell(value, words);
      if (tooLong === null && cell.kind === 'text' && cell.value.length > EXCEL_MAX_CELL_CHARS) tooLong = name;
    });
  } catch (error) {
    // An array nested thousands deep overflows JSON.stringify's recursion.
    if (!(error instanceof RangeError)) throw error;
    isDeep = true;
  }
  if (isDeep) return { kind: 'tooDeep', row: index + 1, max: MAX_NESTING };
  if (tooLong !== null) return { kind: 'cellTooLong', row: index + 1, column: tooLong, max: EXCEL_MAX_CELL_CHARS };
  return null;
}

/** Parses a JSON text (a leading byte order mark ignored), or locates its first error. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: JsonTableError } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const location = locateJsonError(text) ?? {
      offset: 0,
      line: 1,
      column: 1,
      reason: 'unexpectedCharacter' as const,
      expected: 'value' as const,
      found: null,
    };
    return { ok: false, error: { kind: 'syntax', location } };
  }
}

/**
 * A JSON text as a table (decision 034, /tools/Json2Excel of billing.md §2): it must be an
 * array of objects, none empty of rows, within one Excel sheet (rows, columns, characters per
 * cell). The columns are the union of every row's flattened names in the order first seen.
 */
export function parseJsonTable(input: string, words: YesNo): JsonTableResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  if (!Array.isArray(value)) return { ok: false, error: { kind: 'notArray', found: jsonKindOf(value) } };
  if (value.length === 0) return { ok: false, error: { kind: 'empty' } };
  if (value.length > EXCEL_MAX_ROWS)
    return { ok: false, error: { kind: 'tooManyRows', count: value.length, max: EXCEL_MAX_ROWS } };
  const seen = new Set<string>();
  for (const [index, row] of value.entries()) {
    if (!isRecord(row)) return { ok: false, error: { kind: 'notObject', row: index + 1, found: jsonKindOf(row) } };
    const error = checkRow(row, index, words, seen);
    if (error) return { ok: false, error };
  }
  if (seen.size > EXCEL_MAX_COLUMNS)
    return { ok: false, error: { kind: 'tooManyColumns', count: seen.size, max: EXCEL_MAX_COLUMNS } };
  return { ok: true, table: { rows: value as JsonRecord[], columns: [...seen] } };
}
