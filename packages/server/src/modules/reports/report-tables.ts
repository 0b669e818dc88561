import {
  EVENT_STATUS_VALUES,
  messages,
  type ReportColumn,
  type ReportRow,
  type ReportTable,
  type StandardReport,
} from '@honora/contract';
import type { Queryable } from '@honora/db';
import { centsText, toCents } from '@honora/domain';
import type { SQL } from 'drizzle-orm';
import { glosaReasonTexts } from '../reference-tables';
import * as queries from './report-queries';

const t = messages.screens.reports;
const c = t.columns;

/**
 * A column of a report: a percent column is the ratio of two money columns' sums, a decimal one
 * an average weighted by a count column (so the footer is exact, never an average of averages).
 */
interface ColumnSpec extends ReportColumn {
  ratio?: [string, string];
  weight?: string;
}

interface Definition {
  basis: keyof typeof t.basis;
  columns: ColumnSpec[];
  load: (q: Queryable, scope: SQL, filters: queries.ReportFilters) => Promise<ReportRow[]>;
  /** The column the rows sort by, largest first (the count when it is money and hidden); none: the load's order. */
  sortBy?: string;
}

const text = (key: string, label: string): ColumnSpec => ({ key, label, kind: 'text' });
const count = (key: string, label: string): ColumnSpec => ({ key, label, kind: 'integer' });
const money = (key: string, label: string): ColumnSpec => ({ key, label, kind: 'money' });
const ratio = (key: string, label: string, of: string, over: string): ColumnSpec => ({
  key,
  label,
  kind: 'percent',
  ratio: [of, over],
});

const productionColumns = (label: string): ColumnSpec[] => [
  text('name', label),
  count('events', c.events),
  money('totalProduced', c.produced),
  money('totalReceived', c.received),
  money('totalGlosado', c.glosado),
  money('totalLoss', c.loss),
  money('totalInProcessing', c.inProcessing),
];

/** A group without a registry row (no doctor, insurer…) reads "Não informado". */
const named = (rows: queries.QueryRow[]): ReportRow[] => rows.map((row) => ({ ...row, name: row.name ?? t.none }));

const production = (group: 'doctor' | 'insurer' | 'hospital', label: string): Definition => ({
  basis: 'procedureDate',
  columns: productionColumns(label),
  load: async (q, scope, filters) => named(await queries.productionBy(q, group, scope, filters)),
  sortBy: 'totalProduced',
});

const STATUS_ORDER = new Map<string, number>(EVENT_STATUS_VALUES.map((status, i) => [status, i]));
const statusLabel = (status: string) =>
  messages.screens.events.statuses[status as keyof typeof messages.screens.events.statuses] ?? status;

export const DEFINITIONS: Record<StandardReport, Definition> = {
  productionByDoctor: production('doctor', c.doctor),
  productionByInsurer: production('insurer', c.insurer),
  productionByHospital: production('hospital', c.hospital),
  productionByProcedure: {
    basis: 'procedureDate',
    columns: [
      text('key', c.code),
      text('name', c.procedure),
      count('quantity', c.quantity),
      money('totalProduced', c.produced),
      money('totalReceived', c.received),
      money('totalGlosado', c.glosado),
    ],
    load: async (q, scope, filters) => named(await queries.productionByProcedure(q, scope, filters)),
    sortBy: 'totalProduced',
  },
  glosasByInsurer: {
    basis: 'procedureDate',
    columns: [
      text('name', c.insurer),
      count('events', c.events),
      money('totalProduced', c.produced),
      money('totalGlosado', c.glosado),
      ratio('glosaRate', c.glosaRate, 'totalGlosado', 'totalProduced'),
      money('totalReceivedByAppeal', c.recoveredByAppeal),
      ratio('recoveryRate', c.recoveryRate, 'totalReceivedByAppeal', 'totalGlosado'),
    ],
    load: async (q, scope, filters) => named(await queries.glosasByInsurer(q, scope, filters)),
    sortBy: 'totalGlosado',
  },
  glosasByReason: {
    basis: 'entryDate',
    columns: [
      text('key', c.code),
      text('name', c.reason),
      count('entries', c.entries),
      money('totalGlosado', c.glosado),
    ],
    load: async (q, scope, filters) => {
      const rows = await queries.glosasByReason(q, scope, filters);
      const texts = await glosaReasonTexts(
        q,
        rows.flatMap((row) => (row.key ? [row.key] : [])),
      );
      return rows.map((row) => ({ ...row, name: (row.key && texts.get(row.key)) || t.none }));
    },
    sortBy: 'totalGlosado',
  },
  receiptsByTypeOfPayment: {
    basis: 'entryDate',
    columns: [text('name', c.typeOfPayment), count('entries', c.entries), money('totalReceived', c.received)],
    load: async (q, scope, filters) => named(await queries.receiptsByTypeOfPayment(q, scope, filters)),
    sortBy: 'totalReceived',
  },
  eventsByStatus: {
    basis: 'procedureDate',
    columns: [
      text('name', c.status),
      count('events', c.events),
      money('totalProduced', c.produced),
      money('totalInProcessing', c.inProcessing),
      { key: 'averageAge', label: c.averageAge, kind: 'decimal', weight: 'agedEvents' },
      { key: 'oldest', label: c.oldest, kind: 'date' },
    ],
    load: async (q, scope, filters) =>
      (await queries.eventsByStatus(q, scope, filters))
        .sort((a, b) => (STATUS_ORDER.get(a.key ?? '') ?? 99) - (STATUS_ORDER.get(b.key ?? '') ?? 99))
        .map((row) => ({ ...row, name: statusLabel(row.key ?? '') })),
  },
};

const cents = (value: ReportRow[string] | undefined) =>
  typeof value === 'string' && value !== '' ? toCents(value) : 0n;
const numberOf = (value: ReportRow[string] | undefined) => (typeof value === 'number' ? value : 0);

/** A ratio of two money sums, to 4 decimals (a percentage to 2); null when the divisor is zero. */
function ratioOf(of: bigint, over: bigint): number | null {
  return over === 0n ? null : Number((of * 10000n) / over) / 10000;
}

/** The footer: counts and money added up (money in cents), ratios from the sums, weighted averages, the earliest date. */
function footerOf(columns: readonly ColumnSpec[], rows: readonly ReportRow[]): ReportRow {
  const sum = (key: string) => rows.reduce((total, row) => total + cents(row[key]), 0n);
  const footer: ReportRow = {};
  for (const column of columns) {
    if (column.kind === 'integer')
      footer[column.key] = rows.reduce((total, row) => total + numberOf(row[column.key]), 0);
    else if (column.kind === 'money') footer[column.key] = centsText(sum(column.key));
    else if (column.ratio) footer[column.key] = ratioOf(sum(column.ratio[0]), sum(column.ratio[1]));
    else if (column.weight) {
      const weight = rows.reduce((total, row) => total + numberOf(row[column.weight!]), 0);
      const weighted = rows.reduce(
        (total, row) => total + numberOf(row[column.key]) * numberOf(row[column.weight!]),
        0,
      );
      footer[column.key] = weight === 0 ? null : Math.round((weighted / weight) * 10) / 10;
    } else if (column.kind === 'date') {
      const dates = rows.flatMap((row) => (typeof row[column.key] === 'string' ? [row[column.key] as string] : []));
      footer[column.key] = dates.length ? dates.sort()[0]! : null;
    } else footer[column.key] = null;
  }
  footer[columns[0]!.key] = t.total;
  return footer;
}

/** Each row's ratios from its own sums. */
const withRatios = (columns: readonly ColumnSpec[], rows: ReportRow[]): ReportRow[] =>
  rows.map((row) => {
    const out = { ...row };
    for (const column of columns) {
      if (column.ratio) out[column.key] = ratioOf(cents(row[column.ratio[0]]), cents(row[column.ratio[1]]));
    }
    return out;
  });

/**
 * A report as the table the screen, the Excel and the PDF show (decision 035). Without values
 * the money columns — and the ratios made of them — are left out, and the rows sort by count.
 */
export async function buildReportTable(
  q: Queryable,
  report: StandardReport,
  scope: SQL,
  filters: queries.ReportFilters,
  options: { showsValues: boolean; isOwnOnly: boolean },
): Promise<ReportTable> {
  const definition = DEFINITIONS[report];
  const shown = definition.columns.filter(
    (column) => options.showsValues || (column.kind !== 'money' && !column.ratio),
  );
  let rows = withRatios(definition.columns, await definition.load(q, scope, filters));
  if (definition.sortBy) {
    const countKey = definition.columns.find((column) => column.kind === 'integer')!.key;
    const by = options.showsValues ? definition.sortBy : countKey;
    const value = (row: ReportRow) => (options.showsValues ? cents(row[by]) : BigInt(numberOf(row[by])));
    rows = rows.sort((a, b) => (value(b) > value(a) ? 1 : value(b) < value(a) ? -1 : 0));
  }
  const footer = footerOf(definition.columns, rows);
  const keep = (row: ReportRow): ReportRow =>
    Object.fromEntries(shown.map((column) => [column.key, row[column.key] ?? null]));
  return {
    report,
    title: t.reports[report],
    basis: t.basis[definition.basis],
    columns: shown.map(({ key, label, kind }) => ({ key, label, kind })),
    rows: rows.map(keep),
    footer: keep(footer),
    showsValues: options.showsValues,
    isOwnOnly: options.isOwnOnly,
  };
}
