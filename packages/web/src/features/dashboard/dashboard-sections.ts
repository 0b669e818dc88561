import { messages, type BigDataResponse, type DashboardGroup, type DashboardResponse } from '@honora/contract';
import { dashboardScreenMessages as t } from '@honora/contract/screen-texts/dashboard';
import { formatCents, formatMonth, formatNumber, formatPercent, toCents } from '@honora/domain';
import { eventsLink, type ProductionFilters, type EventsNarrowing } from '../../shared/production/production-filters';

const statusLabels = messages.screens.events.statuses;

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

export interface SectionRow {
  key: string;
  label: string;
  cells: string[];
  /** The events list with this row's events, or null when the list has no such filter. */
  link: string | null;
}

/** One chart of the panel and the same numbers as a table (decision 033). */
export interface SectionSpec {
  id: string;
  title: string;
  note?: string;
  /** Bar values by series name, one entry per row, with `label`. */
  chartData: Record<string, string | number>[];
  series: ChartSeries[];
  isMoney: boolean;
  isPercent?: boolean;
  orientation: 'horizontal' | 'vertical';
  columns: string[];
  rows: SectionRow[];
}

/** "R$ 1.234,56" from the API's decimal text, exactly (cents, never floats). */
export const brl = (text: string | undefined) => formatCents(toCents(text ?? '0'));
const reais = (text: string | undefined) => Number(text ?? '0');

const c = t.columns;
const MONEY_SERIES: ChartSeries[] = [
  { name: 'produced', label: c.produced, color: 'blue.6' },
  { name: 'received', label: c.received, color: 'teal.6' },
  { name: 'glosado', label: c.glosado, color: 'red.6' },
  { name: 'inProcessing', label: c.inProcessing, color: 'yellow.6' },
];
const COUNT_SERIES: ChartSeries[] = [{ name: 'count', label: c.count, color: 'blue.6' }];

type Figures = Pick<DashboardGroup, 'count' | 'totalProduced' | 'totalReceived' | 'totalGlosado' | 'totalInProcessing'>;

/** The bars and the cells of one set of figures: money when shown, the count otherwise. */
type Bars = Record<string, number>;

function figureParts(figures: Figures, showsValues: boolean, isSingle = false): { bars: Bars; cells: string[] } {
  if (!showsValues) return { bars: { count: figures.count }, cells: [formatNumber(figures.count)] };
  const bars: Bars = isSingle
    ? { produced: reais(figures.totalProduced) }
    : {
        produced: reais(figures.totalProduced),
        received: reais(figures.totalReceived),
        glosado: reais(figures.totalGlosado),
        inProcessing: reais(figures.totalInProcessing),
      };
  const cells = [
    formatNumber(figures.count),
    brl(figures.totalProduced),
    brl(figures.totalReceived),
    brl(figures.totalGlosado),
    brl(figures.totalInProcessing),
  ];
  return { bars, cells };
}

const figureColumns = (showsValues: boolean) =>
  showsValues ? [c.count, c.produced, c.received, c.glosado, c.inProcessing] : [c.count];

function groupSection(
  id: string,
  title: string,
  groups: DashboardGroup[],
  narrow: (id: string) => EventsNarrowing,
  ctx: Context,
): SectionSpec {
  const rows = groups.map((group) => {
    const label = group.isOthers ? t.others : (group.name ?? t.noName);
    return { group, label, parts: figureParts(group, ctx.showsValues, true) };
  });
  return {
    id,
    title,
    chartData: rows.map(({ label, parts }) => ({ label, ...parts.bars })),
    series: ctx.showsValues ? MONEY_SERIES.slice(0, 1) : COUNT_SERIES,
    isMoney: ctx.showsValues,
    orientation: 'vertical',
    columns: [c.name, ...figureColumns(ctx.showsValues)],
    rows: rows.map(({ group, label, parts }) => ({
      key: group.id ?? (group.isOthers ? 'others' : 'none'),
      label,
      cells: parts.cells,
      link: group.id ? eventsLink(ctx.filters, narrow(group.id)) : null,
    })),
  };
}

interface Context {
  filters: ProductionFilters;
  showsValues: boolean;
}

/**
 * What the charts read: the dashboard's answer (with the aging of receivables) or BigData's
 * (with the years, decision 037).
 */
export type ProductionData = Pick<
  DashboardResponse,
  'showsValues' | 'months' | 'insurers' | 'hospitals' | 'doctors' | 'statuses' | 'glosa'
> & { aging?: DashboardResponse['aging']; years?: BigDataResponse['years'] };

function glosaSection(data: ProductionData, ctx: Context): SectionSpec {
  const base = {
    id: 'glosa',
    title: t.sections.glosa,
    isMoney: false,
    isPercent: true,
    orientation: 'vertical',
  } as const;
  if (!ctx.showsValues) return { ...base, note: t.valuesHidden, chartData: [], series: [], columns: [], rows: [] };
  const rows = data.glosa.map((row) => ({ row, label: row.isOthers ? t.others : (row.name ?? t.noName) }));
  const percent = (ratio: number | null | undefined) => (ratio == null ? '—' : formatPercent(ratio));
  return {
    ...base,
    chartData: rows.map(({ row, label }) => ({
      label,
      glosaRate: row.glosaRate ?? 0,
      recoveryRate: row.recoveryRate ?? 0,
    })),
    series: [
      { name: 'glosaRate', label: c.glosaRate, color: 'red.6' },
      { name: 'recoveryRate', label: c.recoveryRate, color: 'teal.6' },
    ],
    columns: [c.name, c.produced, c.glosado, c.glosaRate, c.receivedByAppeal, c.recoveryRate],
    rows: rows.map(({ row, label }) => ({
      key: row.id ?? 'others',
      label,
      cells: [
        brl(row.totalProduced),
        brl(row.totalGlosado),
        percent(row.glosaRate),
        brl(row.totalReceivedByAppeal),
        percent(row.recoveryRate),
      ],
      link: row.id ? eventsLink(ctx.filters, { healthInsuranceId: row.id }) : null,
    })),
  };
}

function agingSection(aging: DashboardResponse['aging'], ctx: Context): SectionSpec {
  const rows = aging.map((row) => ({ row, label: t.buckets[row.bucket] }));
  return {
    id: 'aging',
    title: t.sections.aging,
    note: ctx.showsValues ? undefined : t.valuesHidden,
    chartData: rows.map(({ row, label }): Record<string, string | number> =>
      ctx.showsValues ? { label, open: reais(row.totalInProcessing) } : { label, count: row.count },
    ),
    series: ctx.showsValues ? [{ name: 'open', label: c.open, color: 'yellow.6' }] : COUNT_SERIES,
    isMoney: ctx.showsValues,
    orientation: 'horizontal',
    columns: ctx.showsValues ? [c.bucket, c.count, c.open] : [c.bucket, c.count],
    rows: rows.map(({ row, label }) => ({
      key: row.bucket,
      label,
      cells: ctx.showsValues ? [formatNumber(row.count), brl(row.totalInProcessing)] : [formatNumber(row.count)],
      // The events list has no filter by the age of the guide.
      link: null,
    })),
  };
}

function yearsSection(years: BigDataResponse['years'], ctx: Context): SectionSpec {
  const rows = years.map((year) => ({ year, parts: figureParts(year, ctx.showsValues) }));
  return {
    id: 'years',
    title: t.sections.years,
    chartData: rows.map(({ year, parts }) => ({ label: year.year, ...parts.bars })),
    series: ctx.showsValues ? MONEY_SERIES : COUNT_SERIES,
    isMoney: ctx.showsValues,
    orientation: 'horizontal',
    columns: [c.year, ...figureColumns(ctx.showsValues)],
    rows: rows.map(({ year, parts }) => ({
      key: year.year,
      label: year.year,
      cells: parts.cells,
      link: eventsLink(ctx.filters, { year: year.year }),
    })),
  };
}

/** Every chart of the panel, in reading order. */
export function sectionsOf(data: ProductionData, filters: ProductionFilters): SectionSpec[] {
  const ctx: Context = { filters, showsValues: data.showsValues };
  const months = data.months.map((month) => ({ month, parts: figureParts(month, ctx.showsValues) }));
  const statuses = data.statuses.map((row) => ({ row, parts: figureParts(row, ctx.showsValues, true) }));
  return [
    ...(data.years ? [yearsSection(data.years, ctx)] : []),
    {
      id: 'months',
      title: t.sections.months,
      chartData: months.map(({ month, parts }) => ({ label: formatMonth(month.month), ...parts.bars })),
      series: ctx.showsValues ? MONEY_SERIES : COUNT_SERIES,
      isMoney: ctx.showsValues,
      orientation: 'horizontal',
      columns: [c.month, ...figureColumns(ctx.showsValues)],
      rows: months.map(({ month, parts }) => ({
        key: month.month,
        label: formatMonth(month.month),
        cells: parts.cells,
        link: eventsLink(filters, { month: month.month }),
      })),
    },
    groupSection('insurers', t.sections.insurers, data.insurers, (id) => ({ healthInsuranceId: id }), ctx),
    groupSection('hospitals', t.sections.hospitals, data.hospitals, (id) => ({ hospitalId: id }), ctx),
    groupSection('doctors', t.sections.doctors, data.doctors, (id) => ({ anesthetistId: id }), ctx),
    {
      id: 'statuses',
      title: t.sections.statuses,
      chartData: statuses.map(({ row }) => ({ label: statusLabels[row.status], count: row.count })),
      series: COUNT_SERIES,
      isMoney: false,
      orientation: 'vertical',
      columns: [c.status, ...figureColumns(ctx.showsValues)],
      rows: statuses.map(({ row, parts }) => ({
        key: row.status,
        label: statusLabels[row.status],
        cells: parts.cells,
        link: eventsLink(filters, { status: row.status }),
      })),
    },
    glosaSection(data, ctx),
    ...(data.aging ? [agingSection(data.aging, ctx)] : []),
  ];
}
