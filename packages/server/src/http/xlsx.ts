import { XLSX_MIME } from '@honora/contract';
import { centsText, sumCents, toCents, type Cents } from '@honora/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { sendDownload } from './download';

/**
 * How a column's cells are written, so that a spreadsheet sorts, filters and adds them:
 * - `text` (the default): always a text cell — codes, guide numbers and CPFs keep their zeros;
 * - `integer`: a number cell;
 * - `money`: a number cell in reais ("R$ 1.234,56"); decimal text in, never floating point sums;
 * - `date`: a calendar day ("YYYY-MM-DD" or a Date) as a date cell shown dd/mm/aaaa;
 * - `dateTime`: an instant (Date or ISO text) as a date cell of its São Paulo wall clock, dd/mm/aaaa hh:mm;
 * - `month`: a month ("YYYY-MM") as the date cell of its first day, shown mm/aaaa;
 * - `percent`: a fraction (0.159) as a number cell shown 15,9%;
 * - `decimal`: a number cell with one decimal (12,5);
 * - `number`: a number cell as Excel's General shows it, every decimal kept (the query console, decision 061).
 */
export type CellKind = 'text' | 'integer' | 'money' | 'date' | 'dateTime' | 'month' | 'percent' | 'decimal' | 'number';

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
export const MONTH_FORMAT = 'mm/yyyy';
export const PERCENT_FORMAT = '0.0%';
export const DECIMAL_FORMAT = '#,##0.0';

const FORMATS: Record<CellKind, string | undefined> = {
  text: '@',
  integer: INTEGER_FORMAT,
  money: MONEY_FORMAT,
  date: DATE_FORMAT,
  dateTime: DATE_TIME_FORMAT,
  month: MONTH_FORMAT,
  percent: PERCENT_FORMAT,
  decimal: DECIMAL_FORMAT,
  number: 'General',
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
    case 'month':
      return dayCell(typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value);
    case 'percent':
    case 'decimal':
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
  }
}

/** The money sums of each totals group, kept while rows are written (integer cents, never floats). */
class TotalsTally<T> {
  private readonly money: number[];
  private readonly sums = new Map<string, bigint[]>();
  constructor(
    private readonly columns: readonly SheetColumn<T>[],
    private readonly totals: SheetTotals<T>,
  ) {
    this.money = columns.flatMap((column, index) => (column.kind === 'money' ? [index] : []));
    for (const group of totals.groups)
      this.sums.set(
        group.key,
        this.money.map(() => 0n),
      );
  }

  add(row: T): void {
    if (this.money.length === 0 || this.totals.groups.length === 0) return;
    const key = this.totals.groupOf ? this.totals.groupOf(row) : this.totals.groups[0]!.key;
    const sums = key === null ? undefined : this.sums.get(key);
    if (!sums) return;
    this.money.forEach((index, i) => {
      sums[i] = sumCents([sums[i]!, moneyCents(this.columns[index]!.value(row)) ?? 0n]);
    });
  }

  /** One bold row per group under an empty row (nothing when the sheet has no money column). */
  write(sheet: ExcelJS.Worksheet): void {
    if (this.money.length === 0 || this.totals.groups.length === 0) return;
    sheet.addRow([]).commit();
    for (const group of this.totals.groups) {
      const cells: ExcelJS.CellValue[] = this.columns.map(() => null);
      cells[0] = group.label;
      const sums = this.sums.get(group.key)!;
      this.money.forEach((index, i) => (cells[index] = Number(centsText(sums[i]!))));
      const written = sheet.addRow(cells);
      written.font = { bold: true };
      for (const index of this.money) written.getCell(index + 1).numFmt = MONEY_FORMAT;
      written.commit();
    }
  }
}

/** A sheet written a page of rows at a time (an export job's pages); `finish` answers the file. */
export interface SheetWriter<T> {
  add(rows: readonly T[]): void;
  /** Rows written so far. */
  readonly count: number;
  finish(): Promise<Buffer>;
}

/**
 * Starts one sheet: the pt-BR headers bold and frozen, each cell typed by its column's kind
 * (text, number, R$, date), then — at `finish` — the totals rows when asked for. Rows go out to
 * the zipped file as they are added (exceljs's streaming writer), so an export of many pages
 * never holds every row in memory; only their totals are kept.
 */
export function startXlsx<T>(
  sheetName: string,
  columns: readonly SheetColumn<T>[],
  totals?: SheetTotals<T>,
): SheetWriter<T> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((done, fail) => {
    output.on('end', done);
    output.on('error', fail);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
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
  header.commit();
  const tally = totals ? new TotalsTally(columns, totals) : null;
  // One style object a column, shared by its data cells: exceljs looks a cell's style up by the
  // object (a WeakMap) and otherwise renders it to XML for every cell — about a quarter of the
  // time of a 100,000-row sheet. Only the data rows take them, and nothing changes them after.
  const cellStyles = columns.map((column): Partial<ExcelJS.Style> => ({ numFmt: FORMATS[column.kind ?? 'text'] }));
  let count = 0;
  return {
    add(rows) {
      for (const row of rows) {
        const written = sheet.addRow(columns.map((column) => cellOf(column.kind ?? 'text', column.value(row))));
        for (let i = 0; i < cellStyles.length; i++) written.getCell(i + 1).style = cellStyles[i]!;
        written.commit();
        tally?.add(row);
      }
      count += rows.length;
    },
    get count() {
      return count;
    },
    async finish() {
      tally?.write(sheet);
      sheet.commit();
      await workbook.commit();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

/** One sheet of every row at once (the exports that are never large). */
export async function buildXlsx<T>(
  sheetName: string,
  columns: readonly SheetColumn<T>[],
  rows: Iterable<T>,
  totals?: SheetTotals<T>,
): Promise<Buffer> {
  const sheet = startXlsx(sheetName, columns, totals);
  sheet.add([...rows]);
  return sheet.finish();
}

/** Sends a workbook as a download; `fileName` without extension (pt-BR, any characters). */
export function sendXlsx(reply: FastifyReply, fileName: string, content: Buffer): FastifyReply {
  return sendDownload(reply, { fileName: `${fileName}.xlsx`, mime: XLSX_MIME, content });
}
