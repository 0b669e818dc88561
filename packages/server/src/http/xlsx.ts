import { XLSX_MIME } from '@honora/contract';
import { centsText, sumCents, toCents, type Cents } from '@honora/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * How a column's cells are written, so that a spreadsheet sorts, filters and adds them:
 * - `text` (the default): always a text cell — codes, guide numbers and CPFs keep their zeros;
 * - `integer`: a number cell;
 * - `money`: a number cell in reais ("R$ 1.234,56"); decimal text in, never floating point sums;
 * - `date`: a calendar day ("YYYY-MM-DD" or a Date) as a date cell shown dd/mm/aaaa;
 * - `dateTime`: an instant (Date or ISO text) as a date cell of its São Paulo wall clock, dd/mm/aaaa hh:mm.
 */
export type CellKind = 'text' | 'integer' | 'money' | 'date' | 'dateTime';

export type CellInput = string | number | boolean | Date | null | undefined;

export interface SheetColumn<T> {
  header: string;
  /** Column width in characters. */
  width?: number;
  kind?: CellKind;
  value: (row: T) => CellInput;
}

/**
 * Totals rows under the data: one per group, each adding the money columns of the rows of its
 * group (rows in no group — a cancelled entry — add to none). Receipts and glosas are never
 * added together: a sheet that mixes them groups its rows by action.
 */
export interface SheetTotals<T> {
  /** The groups in the order their rows are written, with the label of each row. */
  groups: readonly { key: string; label: string }[];
  /** The group a row adds to; null for none. Without it every row adds to the first group. */
  groupOf?: (row: T) => string | null;
}

/** "R$ 1.234,56" in a pt-BR Excel (the currency sign quoted: letters are literal only in quotes). */
export const MONEY_FORMAT = '"R$" #,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';
export const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';
export const INTEGER_FORMAT = '0';

const FORMATS: Record<CellKind, string | undefined> = {
  text: '@',
  integer: INTEGER_FORMAT,
  money: MONEY_FORMAT,
  date: DATE_FORMAT,
  dateTime: DATE_TIME_FORMAT,
};

/** Brazil has had no daylight saving time since 2019: São Paulo is UTC−3. */
const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A calendar day as the date cell of that day (a spreadsheet's dates have no time zone: UTC midnight). */
function dayCell(value: CellInput): Date | null {
  if (value instanceof Date) return value;
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** An instant as the date cell of its São Paulo wall clock. */
function instantCell(value: CellInput): Date | null {
  const instant = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  return new Date(instant.getTime() - SAO_PAULO_OFFSET_MS);
}

const moneyCents = (value: CellInput): Cents | null =>
  typeof value === 'number'
    ? toCents(value.toFixed(2))
    : typeof value === 'string' && value !== ''
      ? toCents(value)
      : null;

/** The cell of a value in a column of a kind. */
export function cellOf(kind: CellKind, value: CellInput): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'text':
      return String(value);
    case 'integer':
      return Number(value);
    case 'money': {
      const cents = moneyCents(value);
      return cents === null ? null : Number(centsText(cents));
    }
    case 'date':
      return dayCell(value);
    case 'dateTime':
      return instantCell(value);
  }
}

function writeTotals<T>(
  sheet: ExcelJS.Worksheet,
  columns: readonly SheetColumn<T>[],
  rows: readonly T[],
  totals: SheetTotals<T>,
): void {
  const money = columns.flatMap((column, index) => (column.kind === 'money' ? [index] : []));
  if (money.length === 0 || totals.groups.length === 0) return;
  const first = totals.groups[0]!.key;
  sheet.addRow([]);
  for (const group of totals.groups) {
    const members = rows.filter((row) => (totals.groupOf ? totals.groupOf(row) : first) === group.key);
    const cells: ExcelJS.CellValue[] = columns.map(() => null);
    cells[0] = group.label;
    for (const index of money) {
      const values = members.map((row) => moneyCents(columns[index]!.value(row)) ?? 0n);
      cells[index] = Number(centsText(sumCents(values)));
    }
    const written = sheet.addRow(cells);
    written.font = { bold: true };
    for (const index of money) written.getCell(index + 1).numFmt = MONEY_FORMAT;
  }
}

/**
 * Builds one sheet: the pt-BR headers bold and frozen, each cell typed by its column's kind
 * (text, number, R$, date), then the totals rows when asked for.
 */
export async function buildXlsx<T>(
  sheetName: string,
  columns: readonly SheetColumn<T>[],
  rows: Iterable<T>,
  totals?: SheetTotals<T>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Honora';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? 20,
    style: { numFmt: FORMATS[column.kind ?? 'text'] },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.numFmt = FORMATS.text!;
  });
  const list = [...rows];
  for (const row of list) sheet.addRow(columns.map((column) => cellOf(column.kind ?? 'text', column.value(row))));
  if (totals) writeTotals(sheet, columns, list, totals);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a workbook as a download; `fileName` without extension (pt-BR, any characters). */
export function sendXlsx(reply: FastifyReply, fileName: string, content: Buffer): FastifyReply {
  const name = `${fileName}.xlsx`;
  const ascii = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/"/g, '');
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(content);
}
