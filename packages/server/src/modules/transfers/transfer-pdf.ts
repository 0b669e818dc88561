import { fmt, messages } from '@honora/contract';
import { brazilDateTime, formatCents, formatDate, formatMonth, teamShareText } from '@honora/domain';
import { band, formDocument, section, type Canvas, type Cell } from '../tiss';
import {
  PageFlow,
  centsOf,
  documentHeading,
  money,
  note,
  percent,
  renderDocuments,
  type TableColumn,
} from './transfer-pdf-kit';
import type { StatementDocument } from './transfer-documents';

export { incomeReportPdf } from './income-report-pdf';

/**
 * The doctor's monthly statement (demonstrativo de repasse; billing.md §3 Transfer and user
 * transfer; decision 028), A4 landscape: the heading, the receiver and the transfer (month, mode,
 * code, status), every receipt the gross came from (the header row repeats on each page), the
 * summary (gross, discount, received, the bases), each tax and fee line with its base, rate and
 * value — a line withheld by the payer marked and not deducted, a capped line noted, the INSS
 * ceiling and the IRRF deduction, band and reduction from the line's detail — the totals and the
 * liquid, and the payment in parts. One document per receiver, each starting on a new page and
 * numbered on its own.
 */

const p = messages.screens.transferPdf;
const s = p.statement;
const taxes = messages.screens.taxes;
const roles: Record<string, string> = messages.screens.pricing.roles;

type Entry = StatementDocument['entries'][number];
type Line = StatementDocument['lines'][number];

const date = (value: string | null) => (value ? formatDate(value) : '');

/** An instant in the group's time zone: "15/02/2026 14:30". */
const dateTime = (iso: string): string => brazilDateTime(new Date(iso));

const ENTRY_COLUMNS: readonly (TableColumn & { value: (e: Entry) => string })[] = [
  { w: 0.07, label: s.columns.date, value: (e) => date(e.date) },
  { w: 0.08, label: s.columns.guide, value: (e) => e.numGuide ?? '' },
  { w: 0.15, label: s.columns.patient, value: (e) => e.patientName ?? '' },
  { w: 0.07, label: s.columns.procedureDate, value: (e) => date(e.dtProcedure) },
  { w: 0.12, label: s.columns.insurer, value: (e) => e.healthInsuranceName ?? '' },
  { w: 0.2, label: s.columns.procedure, value: (e) => e.procedureName ?? '' },
  { w: 0.09, label: s.columns.role, value: (e) => (e.role ? (roles[e.role] ?? e.role) : '') },
  { w: 0.06, label: s.columns.weight, align: 'right', value: (e) => teamShareText(e.weight) ?? '' },
  { w: 0.08, label: s.columns.entryValue, align: 'right', value: (e) => money(e.entryValue) },
  { w: 0.08, label: s.columns.value, align: 'right', value: (e) => money(e.value) },
];

const LINE_COLUMNS: readonly TableColumn[] = [
  { w: 0.2, label: s.lineColumns.name },
  { w: 0.06, label: s.lineColumns.kind },
  { w: 0.15, label: s.lineColumns.base },
  { w: 0.1, label: s.lineColumns.baseValue, align: 'right' },
  { w: 0.09, label: s.lineColumns.rate, align: 'right' },
  { w: 0.1, label: s.lineColumns.value, align: 'right' },
  { w: 0.3, label: s.lineColumns.note },
];

const PAYMENT_COLUMNS: readonly TableColumn[] = [
  { w: 0.15, label: s.paymentColumns.part },
  { w: 0.25, label: s.paymentColumns.date },
  { w: 0.35, label: s.paymentColumns.invoice },
  { w: 0.25, label: s.paymentColumns.value, align: 'right' },
];

/** The INSS line's explanation (ceiling, other sources, the base after the ceiling). */
function inssDetail(d: Record<string, string>): string[] {
  const i = s.inss;
  const capped = d.ceilingApplied ?? d.capped;
  return [
    d.ceiling !== undefined ? fmt(i.ceiling, { value: money(d.ceiling) }) : null,
    d.otherSources !== undefined ? fmt(i.otherSources, { value: money(d.otherSources) }) : null,
    d.cappedBase !== undefined ? fmt(i.cappedBase, { value: money(d.cappedBase) }) : null,
    capped === 'true' ? i.ceilingApplied : null,
  ].filter((x): x is string => x !== null);
}

/** The IRRF table line's explanation (deduction and its kind, base, band, reduction). */
function irrfDetail(d: Record<string, string>): string[] {
  const i = s.irrf;
  const kind =
    d.deductionKind === 'legal' || d.deductionKind === 'simplified' ? i.deductionKinds[d.deductionKind] : null;
  const dependants = Number(d.dependants ?? '0');
  return [
    d.income !== undefined ? fmt(i.income, { value: money(d.income) }) : null,
    kind !== null ? fmt(i.deduction, { kind, value: money(d.deductionValue) }) : null,
    dependants > 0 ? fmt(i.dependants, { count: dependants }) : null,
    d.base !== undefined ? fmt(i.base, { value: money(d.base) }) : null,
    d.bracketRatePercent !== undefined
      ? fmt(i.band, { rate: percent(d.bracketRatePercent), value: money(d.bracketDeduction ?? '0') })
      : null,
    d.tableTax !== undefined ? fmt(i.tableTax, { value: money(d.tableTax) }) : null,
    d.reduction !== undefined && centsOf(d.reduction) > 0n ? fmt(i.reduction, { value: money(d.reduction) }) : null,
    d.validFrom ? fmt(i.table, { month: formatMonth(d.validFrom) }) : null,
  ].filter((x): x is string => x !== null);
}

/** The text under a line: its INSS or IRRF detail, by the keys it has. */
function detailOf(line: Line): string | undefined {
  const d = line.detail;
  if (!d) return undefined;
  const parts = 'ceiling' in d ? inssDetail(d) : 'bracketRatePercent' in d || 'deductionKind' in d ? irrfDetail(d) : [];
  return parts.length ? parts.join('; ') : undefined;
}

function rateOf(line: Line): string {
  if (line.ratePercent) return percent(line.ratePercent);
  if (line.amount) return money(line.amount);
  const band = line.detail?.bracketRatePercent;
  return band ? fmt(s.bandRate, { rate: percent(band) }) : '';
}

function lineRow(line: Line) {
  const notes = [line.withheldByPayer ? s.withheld : null, line.capped ? s.capped : null].filter(Boolean);
  return {
    values: [
      line.name,
      taxes.kinds[line.kind],
      (taxes.bases as Record<string, string>)[line.base] ?? line.base,
      money(line.baseValue),
      rateOf(line),
      money(line.value),
      notes.join('; '),
    ],
    detail: detailOf(line),
  };
}

function statusOf(doc: StatementDocument): string {
  if (doc.status === 'OPEN') return s.statuses.OPEN;
  return doc.lockedAt ? fmt(s.statuses.lockedAt, { date: dateTime(doc.lockedAt) }) : s.statuses.LOCKED;
}

function receiverBands(canvas: Canvas, y: number, doc: StatementDocument): number {
  const f = s.fields;
  const cnpj: Cell[] = doc.personType === 'PJ' ? [{ w: 0.2, label: f.cnpj, value: formDocument(doc.cnpj) }] : [];
  const next = band(canvas, y, 20, [
    { w: cnpj.length ? 0.46 : 0.66, label: f.receiver, value: doc.receiverName },
    { w: 0.18, label: f.personType, value: p.personTypes[doc.personType] },
    ...cnpj,
    { w: 0.16, label: f.month, value: formatMonth(doc.month) },
  ]);
  return band(canvas, next, 20, [
    { w: 0.3, label: f.mode, value: p.modes[doc.mode] },
    { w: 0.16, label: f.code, value: String(doc.code) },
    { w: 0.54, label: f.status, value: statusOf(doc) },
  ]);
}

function summary(flow: PageFlow, doc: StatementDocument): void {
  const m = s.summary;
  flow.ensure(9 + 20 + (doc.discountReason ? 12 : 0));
  flow.y = band(flow.canvas, section(flow.canvas, flow.y, s.sections.summary), 20, [
    { w: 0.2, label: m.fullValue, value: money(doc.fullValue), align: 'right' },
    { w: 0.2, label: m.discount, value: money(doc.discount), align: 'right' },
    { w: 0.2, label: m.value, value: money(doc.value), align: 'right' },
    { w: 0.2, label: m.valueBaseTransfer, value: money(doc.valueBaseTransfer), align: 'right' },
    { w: 0.2, label: m.valueBaseIR, value: money(doc.valueBaseIR), align: 'right' },
  ]);
  if (doc.discountReason) flow.y = note(flow.canvas, flow.y, fmt(m.discountReason, { reason: doc.discountReason }));
}

function totals(flow: PageFlow, doc: StatementDocument): void {
  const t = s.totals;
  flow.ensure(6 + 9 + 20);
  flow.y = band(flow.canvas, section(flow.canvas, flow.y + 6, s.sections.totals), 20, [
    { w: 0.25, label: t.totalTaxes, value: money(doc.totalTaxes), align: 'right' },
    { w: 0.25, label: t.totalFees, value: money(doc.totalFees), align: 'right' },
    { w: 0.25, label: t.withheldByPayer, value: money(doc.withheldByPayer), align: 'right' },
    { w: 0.25, label: t.liquid, value: money(doc.liquid), align: 'right' },
  ]);
}

function payments(flow: PageFlow, doc: StatementDocument): void {
  flow.ensure(6 + 9 + 12);
  flow.y = section(flow.canvas, flow.y + 6, s.sections.payments);
  if (doc.payments.length === 0) {
    flow.y = note(flow.canvas, flow.y, s.notPaid);
    return;
  }
  const count = doc.payments.length;
  const rows: { values: string[]; bold?: boolean }[] = doc.payments.map((part, i) => ({
    values: [fmt(s.partNumber, { n: i + 1, count }), date(part.paidDate), part.invoice ?? '', money(part.value)],
  }));
  const hidden = doc.payments.some((part) => part.value === undefined);
  if (count > 1 && !hidden) {
    const paid = doc.payments.reduce((sum, part) => sum + centsOf(part.value), 0n);
    rows.push({ values: [s.paid, '', '', formatCents(paid)], bold: true });
  }
  flow.rows(PAYMENT_COLUMNS, rows);
}

function drawStatement(pdf: PDFKit.PDFDocument, doc: StatementDocument): void {
  const flow = new PageFlow(pdf, (canvas) =>
    documentHeading(canvas, {
      company: doc.company,
      title: s.title,
      receiver: doc.receiverName,
      period: fmt(s.headingMonth, { month: formatMonth(doc.month) }),
    }),
  );
  flow.y = receiverBands(flow.canvas, section(flow.canvas, flow.y, s.sections.receiver), doc) + 6;
  flow.y = section(flow.canvas, flow.y, fmt(s.sections.entries, { count: doc.entries.length }));
  if (doc.entries.length === 0) flow.y = note(flow.canvas, flow.y, s.noEntries);
  else
    flow.rows(
      ENTRY_COLUMNS,
      doc.entries.map((e) => ({ values: ENTRY_COLUMNS.map((c) => c.value(e)) })),
    );
  flow.y += 6;
  summary(flow, doc);
  flow.ensure(6 + 9 + 12);
  flow.y = section(flow.canvas, flow.y + 6, s.sections.lines);
  if (doc.lines.length === 0) flow.y = note(flow.canvas, flow.y, s.noLines);
  else flow.rows(LINE_COLUMNS, doc.lines.map(lineRow));
  totals(flow, doc);
  payments(flow, doc);
}

/**
 * The statements as one PDF: one document per receiver, each from a new page, numbered on its own.
 * Rejects with a RangeError on an empty list.
 */
export function statementPdf(docs: StatementDocument[], options: { compress?: boolean } = {}): Promise<Buffer> {
  const months = [...new Set(docs.map((d) => formatMonth(d.month)))].join(', ');
  return renderDocuments(
    docs,
    { title: fmt(s.documentTitle, { month: months }), layout: 'landscape', compress: options.compress },
    drawStatement,
  );
}
