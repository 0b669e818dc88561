import { fmt, messages, type GeneratorTable, type ReportRow } from '@honora/contract';
import type { GeneratorPlan } from './generator-plan';
import type { GeneratorQueryRow } from './generator-query';

const t = messages.screens.reportsGenerator;

/** A row of a built report, keyed by column; `isSubtotal` marks a group's subtotal row. */
export interface GeneratorRow {
  cells: ReportRow;
  isSubtotal: boolean;
}

/** A database row as cells by column key; a subtotal row names its group ("Subtotal: Unimed"). */
export function rowOf(plan: GeneratorPlan, row: GeneratorQueryRow): GeneratorRow {
  const cells: ReportRow = {};
  plan.columns.forEach((column, i) => {
    const value = row[`c${i}`];
    cells[column.key] = value === undefined ? null : value;
  });
  const isSubtotal = Number(row.__sub) === 1;
  if (isSubtotal && plan.groupBy) {
    const group = cells[plan.groupBy];
    cells[plan.groupBy] = fmt(t.subtotal, { group: group === null || group === '' ? t.none : String(group) });
  }
  return { cells, isSubtotal };
}

/** The grand total: each money column's sum, "Total" in the first text column. */
export function footerOf(plan: GeneratorPlan, totals: Record<string, string | number | null>): ReportRow {
  const footer: ReportRow = {};
  plan.columns.forEach((column, i) => {
    footer[column.key] = column.kind === 'money' ? (totals[`c${i}`] ?? '0') : null;
  });
  const label = plan.columns.find((column) => column.kind === 'text');
  if (label) footer[label.key] = t.total;
  return footer;
}

/** The table the screen and the PDF write (decision 036): rows, the subtotal rows' indexes, the footer. */
export function tableOf(
  plan: GeneratorPlan,
  rows: readonly GeneratorRow[],
  totals: Record<string, string | number | null> & { __n: number },
  options: { isCut: boolean },
): GeneratorTable {
  return {
    title: t.reportTitle,
    basis: plan.level === 'transaction' ? t.basis.entryDate : t.basis.procedureDate,
    columns: plan.columns.map(({ key, label, kind }) => ({ key, label, kind })),
    rows: rows.map((row) => row.cells),
    subtotalRows: rows.flatMap((row, i) => (row.isSubtotal ? [i] : [])),
    footer: footerOf(plan, totals),
    rowCount: totals.__n,
    isCut: options.isCut,
    showsValues: plan.showsValues,
    isOwnOnly: plan.ownUserId !== null,
  };
}
