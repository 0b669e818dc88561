import {
  AGING_BUCKETS,
  DASHBOARD_TOP,
  type DashboardGlosa,
  type DashboardGroup,
  type DashboardResponse,
} from '@honora/contract';
import { centsText, EVENT_STATUSES, toCents } from '@honora/domain';
import type { FigureKind, FigureRow } from './dashboard.repository';

type Figures = Pick<DashboardGroup, 'count' | 'totalProduced' | 'totalReceived' | 'totalGlosado' | 'totalInProcessing'>;

/** The sums of a row as the answer carries them; without values, the count alone (billing.md §3). */
export function figuresOf(row: FigureRow | undefined, showsValues: boolean): Figures {
  if (!row) return figuresOf({ ...ZERO, kind: 'month', key: null }, showsValues);
  if (!showsValues) return { count: row.count };
  return {
    count: row.count,
    totalProduced: centsText(toCents(row.produced)),
    totalReceived: centsText(toCents(row.received)),
    totalGlosado: centsText(toCents(row.glosado)),
    totalInProcessing: centsText(toCents(row.inProcessing)),
  };
}

const ZERO = { count: 0, produced: '0', received: '0', glosado: '0', inProcessing: '0', byAppeal: '0' };

/** Adds rows up (the "others" group), in cents. */
function addRows(rows: readonly FigureRow[]): FigureRow {
  const add = (field: 'produced' | 'received' | 'glosado' | 'inProcessing' | 'byAppeal') =>
    centsText(rows.reduce((sum, row) => sum + toCents(row[field]), 0n));
  return {
    kind: rows[0]?.kind ?? 'insurer',
    key: null,
    count: rows.reduce((sum, row) => sum + row.count, 0),
    produced: add('produced'),
    received: add('received'),
    glosado: add('glosado'),
    inProcessing: add('inProcessing'),
    byAppeal: add('byAppeal'),
  };
}

/**
 * The top DASHBOARD_TOP groups — by produced value, or by count when values are hidden (so the
 * order itself tells nothing of the money) — then one "others" row with the rest, if any.
 */
export function topWithOthers(
  rows: readonly FigureRow[],
  showsValues: boolean,
): { top: FigureRow[]; rest: FigureRow | null } {
  const ranked = [...rows].sort((a, b) => {
    const byValue = showsValues ? Number(toCents(b.produced) - toCents(a.produced)) : 0;
    return byValue || b.count - a.count || String(a.key).localeCompare(String(b.key));
  });
  const top = ranked.slice(0, DASHBOARD_TOP);
  const rest = ranked.slice(DASHBOARD_TOP);
  return { top, rest: rest.length > 0 ? addRows(rest) : null };
}

/** A ratio to four decimals, null when the divisor is zero. */
function ratio(part: string, whole: string): number | null {
  const divisor = toCents(whole);
  if (divisor === 0n) return null;
  return Math.round((Number(toCents(part)) / Number(divisor)) * 10_000) / 10_000;
}

type Names = ReadonlyMap<string, string>;

function groupsOf(rows: readonly FigureRow[], names: Names, showsValues: boolean): DashboardGroup[] {
  const { top, rest } = topWithOthers(rows, showsValues);
  const named = top.map((row) => ({
    id: row.key,
    name: row.key ? (names.get(row.key) ?? null) : null,
    isOthers: false,
    ...figuresOf(row, showsValues),
  }));
  return rest ? [...named, { id: null, name: null, isOthers: true, ...figuresOf(rest, showsValues) }] : named;
}

/** Glosa rate (glosado / produced) and recovery (received by appeal / glosado) of the top insurers. */
function glosaOf(rows: readonly FigureRow[], names: Names, showsValues: boolean): DashboardGlosa[] {
  const { top, rest } = topWithOthers(rows, showsValues);
  return [...top, ...(rest ? [rest] : [])].map((row) => {
    const head = {
      id: row.key,
      name: row.key ? (names.get(row.key) ?? null) : null,
      isOthers: row === rest,
      count: row.count,
    };
    if (!showsValues) return head;
    return {
      ...head,
      totalProduced: centsText(toCents(row.produced)),
      totalGlosado: centsText(toCents(row.glosado)),
      totalReceivedByAppeal: centsText(toCents(row.byAppeal)),
      glosaRate: ratio(row.glosado, row.produced),
      recoveryRate: ratio(row.byAppeal, row.glosado),
    };
  });
}

export interface FigureNames {
  insurers: Names;
  hospitals: Names;
  doctors: Names;
}

/**
 * The figures by month, insurer, hospital, doctor and status, and the glosa by insurer, from the
 * grouped rows (the dashboard's one statement, decision 033; BigData's summaries, decision 037).
 */
export function productionFigures(rows: readonly FigureRow[], names: FigureNames, showsValues: boolean) {
  const of = (kind: FigureKind) => rows.filter((row) => row.kind === kind);
  const statuses = new Map(of('status').map((row) => [row.key, row]));
  return {
    months: of('month')
      .sort((a, b) => String(a.key).localeCompare(String(b.key)))
      .map((row) => ({ month: row.key ?? '', ...figuresOf(row, showsValues) })),
    insurers: groupsOf(of('insurer'), names.insurers, showsValues),
    hospitals: groupsOf(of('hospital'), names.hospitals, showsValues),
    doctors: groupsOf(of('doctor'), names.doctors, showsValues),
    statuses: EVENT_STATUSES.filter((status) => statuses.has(status)).map((status) => ({
      status,
      ...figuresOf(statuses.get(status), showsValues),
    })),
    glosa: glosaOf(of('insurer'), names.insurers, showsValues),
  };
}

/** The answer of GET /api/dashboard from the grouped rows (decision 033). */
export function dashboardAnswer(
  rows: readonly FigureRow[],
  names: FigureNames,
  head: Pick<DashboardResponse, 'companyIds' | 'showsValues' | 'isOwnOnly' | 'asOf'>,
): DashboardResponse {
  const values = head.showsValues;
  const aging = new Map(rows.filter((row) => row.kind === 'aging').map((row) => [row.key, row]));
  const notBilled = rows.find((row) => row.kind === 'notBilled');
  return {
    ...head,
    ...productionFigures(rows, names, values),
    aging: AGING_BUCKETS.map((bucket) => {
      const row = aging.get(bucket);
      return values
        ? { bucket, count: row?.count ?? 0, totalInProcessing: centsText(toCents(row?.inProcessing ?? '0')) }
        : { bucket, count: row?.count ?? 0 };
    }),
    notBilled: values
      ? { count: notBilled?.count ?? 0, totalProduced: centsText(toCents(notBilled?.produced ?? '0')) }
      : { count: notBilled?.count ?? 0 },
  };
}

/** The ids each named group needs a name for. */
export function idsToName(rows: readonly FigureRow[], kind: FigureKind, showsValues: boolean): string[] {
  return topWithOthers(
    rows.filter((row) => row.kind === kind),
    showsValues,
  ).top.flatMap((row) => (row.key ? [row.key] : []));
}
