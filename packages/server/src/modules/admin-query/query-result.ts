import type { AdminQueryResult } from '@honora/contract';
import type { CellKind, SheetColumn } from '../../http/xlsx';
import type { RawField } from './query-executor';

/** A console result's columns and cells, as the screen shows them and Excel writes them (decision 061). */

type ColumnType = AdminQueryResult['columns'][number]['type'];
export type Cell = AdminQueryResult['rows'][number][number];

/** PostgreSQL type OIDs by how the console shows them. */
const NUMBER_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const TYPE_OF_OID = new Map<number, ColumnType>([
  [16, 'boolean'],
  [1082, 'date'],
  [1184, 'dateTime'],
  [114, 'json'],
  [3802, 'json'],
]);

export function columnType(dataTypeID: number): ColumnType {
  return NUMBER_TYPES.has(dataTypeID) ? 'number' : (TYPE_OF_OID.get(dataTypeID) ?? 'text');
}

/** A number written as text (int8, numeric) as a number, when JavaScript holds it exactly; else the text. */
function numberCell(value: string): Cell {
  const trimmed = value.trim();
  const number = Number(trimmed);
  const digits = trimmed.replace(/[^0-9]/g, '').replace(/^0+/, '').length;
  return trimmed !== '' && Number.isFinite(number) && digits <= 15 ? number : value;
}

const hex = (bytes: Uint8Array) => `\\x${Buffer.from(bytes).toString('hex')}`;

/** One value from either driver as a JSON cell. */
export function cellOf(type: ColumnType, value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (type === 'number' && typeof value === 'string') return numberCell(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return numberCell(value.toString());
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (value instanceof Uint8Array) return hex(value);
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

export interface ConsoleRows {
  columns: AdminQueryResult['columns'];
  rows: Cell[][];
}

export function consoleRows(fields: readonly RawField[], rows: readonly unknown[][]): ConsoleRows {
  const columns = fields.map((f) => ({ name: f.name, type: columnType(f.dataTypeID) }));
  return { columns, rows: rows.map((row) => columns.map((c, i) => cellOf(c.type, row[i]))) };
}

const SHEET_KIND: Record<ColumnType, CellKind> = {
  number: 'number',
  text: 'text',
  boolean: 'text',
  date: 'date',
  dateTime: 'dateTime',
  json: 'text',
};

/** The Excel columns of a result: headers are the column names, numbers and dates real cells. */
export function sheetColumns(columns: ConsoleRows['columns']): SheetColumn<Cell[]>[] {
  return columns.map((column, index) => ({
    header: column.name,
    kind: SHEET_KIND[column.type],
    width: Math.min(60, Math.max(12, column.name.length + 2)),
    value: (row) => {
      const cell = row[index];
      // Excel keeps 15 significant digits, as numberCell: a longer number is rounded there too.
      return typeof cell === 'boolean' ? String(cell) : cell;
    },
  }));
}
