import { centsText, toCents } from '@honora/domain';
import type { FigureRow } from '../dashboard';
import type { SummaryRow } from './big-data.repository';

const MONEY = ['produced', 'received', 'glosado', 'inProcessing', 'byAppeal'] as const;

/** Adds summary rows up by a key, in cents: the groups the dashboard's answer builder reads. */
function groupBy(rows: readonly SummaryRow[], kind: FigureRow['kind'], keyOf: (row: SummaryRow) => string | null) {
  const groups = new Map<string | null, { count: number; cents: bigint[] }>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { count: 0, cents: MONEY.map(() => 0n) };
    group.count += row.count;
    MONEY.forEach((field, i) => (group.cents[i]! += toCents(row[field])));
    groups.set(key, group);
  }
  return [...groups].map(([key, group]): FigureRow => ({
    kind,
    key,
    count: group.count,
    produced: centsText(group.cents[0]!),
    received: centsText(group.cents[1]!),
    glosado: centsText(group.cents[2]!),
    inProcessing: centsText(group.cents[3]!),
    byAppeal: centsText(group.cents[4]!),
  }));
}

/**
 * The summaries as the dashboard's grouped rows (decision 037): every event is in exactly one
 * status group, so the months and years add the status groups up; the insurers, hospitals,
 * doctors and statuses add their own groups over every month. '' (no insurer, hospital or
 * doctor) is the dashboard's null key.
 */
export function figureRowsOf(rows: readonly SummaryRow[]): { rows: FigureRow[]; years: FigureRow[]; undated: number } {
  const of = (kind: SummaryRow['kind']) => rows.filter((row) => row.kind === kind);
  const statuses = of('status');
  const dated = statuses.filter((row) => row.month !== null);
  const byKey = (kind: 'insurer' | 'hospital' | 'doctor' | 'status') =>
    groupBy(of(kind), kind, (row) => row.key || null);
  return {
    rows: [
      ...groupBy(dated, 'month', (row) => row.month),
      ...byKey('insurer'),
      ...byKey('hospital'),
      ...byKey('doctor'),
      ...byKey('status'),
    ],
    years: groupBy(dated, 'month', (row) => row.month!.slice(0, 4)).sort((a, b) =>
      String(a.key).localeCompare(String(b.key)),
    ),
    undated: statuses.filter((row) => row.month === null).reduce((sum, row) => sum + row.count, 0),
  };
}
