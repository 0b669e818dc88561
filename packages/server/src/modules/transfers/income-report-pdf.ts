import { fmt, messages } from '@honora/contract';
import { formatMonth } from '@honora/domain';
import { band, formDocument, section, type Cell } from '../tiss';
import { PageFlow, documentHeading, money, note, renderDocuments, type TableColumn } from './transfer-pdf-kit';
import type { IncomeReportDocument, IncomeReportMonth } from './transfer-documents';

/**
 * The doctor's yearly income report (informe de rendimentos; billing.md §3 Transfer and user
 * transfer; decision 028), A4 portrait: the heading, the receiver and the year, one row per month
 * with a locked transfer (gross, fees, INSS, IRRF, other taxes, withheld by the payer, liquid) and
 * the year's totals, as the document brings them. One document per receiver, each from a new page
 * and numbered on its own.
 */

const p = messages.screens.transferPdf;
const r = p.incomeReport;

type Figures = Omit<IncomeReportMonth, 'month'>;

const FIGURES: readonly (keyof Figures)[] = [
  'gross',
  'fees',
  'inss',
  'irrf',
  'otherTaxes',
  'withheldByPayer',
  'liquid',
];

const COLUMNS: readonly TableColumn[] = [
  { w: 0.1, label: r.columns.month },
  ...FIGURES.map((key) => ({ w: 0.9 / FIGURES.length, label: r.columns[key], align: 'right' as const })),
];

const rowOf = (label: string, figures: Figures): string[] => [label, ...FIGURES.map((key) => money(figures[key]))];

function drawReport(pdf: PDFKit.PDFDocument, doc: IncomeReportDocument): void {
  const flow = new PageFlow(pdf, (canvas) =>
    documentHeading(canvas, {
      company: doc.company,
      title: r.title,
      receiver: doc.receiverName,
      period: fmt(r.headingYear, { year: String(doc.year) }),
    }),
  );
  const f = r.fields;
  const cnpj: Cell[] = doc.personType === 'PJ' ? [{ w: 0.22, label: f.cnpj, value: formDocument(doc.cnpj) }] : [];
  flow.y = band(flow.canvas, section(flow.canvas, flow.y, r.sections.receiver), 20, [
    { w: cnpj.length ? 0.46 : 0.68, label: f.receiver, value: doc.receiverName },
    { w: 0.18, label: f.personType, value: p.personTypes[doc.personType] },
    ...cnpj,
    { w: 0.14, label: f.year, value: String(doc.year) },
  ]);
  flow.y = section(flow.canvas, flow.y + 6, r.sections.months);
  if (doc.months.length === 0) flow.y = note(flow.canvas, flow.y, r.noMonths);
  else {
    flow.rows(COLUMNS, [
      ...doc.months.map((m) => ({ values: rowOf(formatMonth(m.month), m) })),
      { values: rowOf(r.totals, doc.totals), bold: true },
    ]);
  }
  flow.ensure(6 + 2 * 12);
  flow.y = note(flow.canvas, flow.y + 6, r.notes.gross, 6.5);
  flow.y = note(flow.canvas, flow.y, r.notes.withheld, 6.5);
}

/**
 * The income reports as one PDF: one document per receiver, each from a new page, numbered on its
 * own. Rejects with a RangeError on an empty list.
 */
export function incomeReportPdf(docs: IncomeReportDocument[], options: { compress?: boolean } = {}): Promise<Buffer> {
  const years = [...new Set(docs.map((d) => String(d.year)))].join(', ');
  return renderDocuments(
    docs,
    { title: fmt(r.documentTitle, { year: years }), layout: 'portrait', compress: options.compress },
    drawReport,
  );
}
