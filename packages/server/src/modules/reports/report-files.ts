import { fmt, messages, type ReportColumn, type ReportRow, type ReportTable } from '@honora/contract';
import { brazilDate, brazilDateTime, formatDate, reportCellText } from '@honora/domain';
import { buildXlsx, type CellKind, type SheetColumn } from '../../http/xlsx';
import { documentHeading, PageFlow, renderDocuments, type DocumentCompany, type TableColumn } from '../transfers';

const t = messages.screens.reports;

/** The period a report covers, as people read it. */
export function periodText(from: string | undefined, until: string | undefined): string {
  if (from && until) return fmt(t.pdf.period, { from: formatDate(from), until: formatDate(until) });
  if (from) return fmt(t.pdf.periodFrom, { from: formatDate(from) });
  if (until) return fmt(t.pdf.periodUntil, { until: formatDate(until) });
  return t.pdf.periodAll;
}

/** The file's name: the report's title and today's date (dd-mm-aaaa). */
export const reportFileName = (table: ReportTable, at: Date) =>
  fmt(t.pdf.fileName, { title: table.title, date: brazilDate(at).split('-').reverse().join('-') });

const SHEET_KIND: Record<ReportColumn['kind'], CellKind> = {
  text: 'text',
  integer: 'integer',
  money: 'money',
  percent: 'percent',
  decimal: 'decimal',
  date: 'date',
};

/**
 * The report as a sheet: the same columns and rows as the screen, each cell typed (R$, dates
 * dd/mm/aaaa, percentages), and its footer as the last row — the totals row.
 */
export function reportXlsx(table: ReportTable): Promise<Buffer> {
  const columns: SheetColumn<ReportRow>[] = table.columns.map((column) => ({
    header: column.label,
    kind: SHEET_KIND[column.kind],
    width: column.kind === 'text' ? 40 : 18,
    value: (row) => row[column.key],
  }));
  return buildXlsx(table.title, columns, [...table.rows, table.footer]);
}

/** Text columns share what the numbers leave of the width, at least twice a number's. */
function pdfColumns(columns: readonly ReportColumn[]): TableColumn[] {
  const texts = columns.filter((column) => column.kind === 'text').length;
  const numbers = columns.length - texts;
  const numberWidth = 1 / (numbers + texts * 2.5);
  return columns.map((column) =>
    column.kind === 'text'
      ? { w: (1 - numberWidth * numbers) / texts, label: column.label }
      : { w: numberWidth, label: column.label, align: 'right' },
  );
}

/** What a PDF writes: a standard report's table, or a built one whose subtotal rows are bold (decision 036). */
export type ReportPdfTable = Pick<ReportTable, 'title' | 'basis' | 'columns' | 'rows' | 'footer'> & {
  subtotalRows?: readonly number[];
};

/** The report as a landscape A4 PDF: the company's heading, title, basis and period; the table with its totals row. */
export function reportPdf(
  table: ReportPdfTable,
  context: { company: DocumentCompany; period: string; at: Date },
  compress = true,
): Promise<Buffer> {
  return renderDocuments([table], { title: table.title, layout: 'landscape', compress }, (doc) => {
    const heading = {
      company: context.company,
      title: table.title,
      receiver: context.period,
      period: `${table.basis} · ${fmt(t.pdf.generatedAt, { at: brazilDateTime(context.at) })}`,
    };
    const flow = new PageFlow(doc, (canvas) => documentHeading(canvas, heading));
    const columns = pdfColumns(table.columns);
    const line = (row: ReportRow, bold = false) => ({
      values: table.columns.map((column) => reportCellText(column.kind, row[column.key])),
      bold,
    });
    const bold = new Set(table.subtotalRows);
    flow.rows(columns, [...table.rows.map((row, i) => line(row, bold.has(i))), line(table.footer, true)]);
  });
}

/** A report downloaded: its name (title and date), its format and its bytes. */
export interface ReportFile {
  fileName: string;
  format: 'xlsx' | 'pdf';
  content: Buffer;
}

/**
 * The table as the file asked for — the one path of the members' and the administrators'
 * exports (decisions 035, 039): an Excel sheet, or a PDF headed by the company (read only then).
 */
export async function reportFile(
  table: ReportTable,
  format: 'xlsx' | 'pdf',
  period: { from?: string | undefined; until?: string | undefined },
  company: () => Promise<DocumentCompany>,
): Promise<ReportFile> {
  const at = new Date();
  const fileName = reportFileName(table, at);
  if (format === 'xlsx') return { fileName, format, content: await reportXlsx(table) };
  const content = await reportPdf(table, {
    company: await company(),
    period: periodText(period.from, period.until),
    at,
  });
  return { fileName, format, content };
}
