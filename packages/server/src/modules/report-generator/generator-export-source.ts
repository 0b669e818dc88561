import { GENERATOR_SOURCES, generatorConditionSchema, messages, msg } from '@honora/contract';
import { z } from 'zod';
import type { SheetColumn, SheetTotals } from '../../http/xlsx';
import type { ExportSource } from '../exports';
import type { GeneratorPlan } from './generator-plan';
import { countRows, orderedRowsSql, readRows, type GeneratorQueryRow } from './generator-query';
import { rowOf, type GeneratorRow } from './generator-table';

const t = messages.screens.reportsGenerator;

/**
 * A stored plan (an export job's payload outlives deployments): only this server writes it, in
 * the request that checked the definition against the whitelist; its keys are looked up in the
 * whitelist again when the SQL is built, so a tampered key cannot become SQL.
 */
const planSchema = z.object({
  companyIds: z.array(z.uuid()).min(1),
  ownUserId: z.uuid().nullable(),
  showsValues: z.boolean(),
  level: z.enum(GENERATOR_SOURCES),
  columns: z.array(z.object({ key: z.string(), label: z.string(), kind: z.enum(['text', 'date', 'money']) })).min(1),
  filters: z.object({
    from: z.string().optional(),
    until: z.string().optional(),
    healthInsuranceId: z.string().optional(),
    hospitalId: z.string().optional(),
    anesthetistId: z.string().optional(),
    statuses: z.array(z.string()),
  }),
  conditions: z.array(generatorConditionSchema),
  groupBy: z.string().nullable(),
  sort: z.array(z.object({ field: z.string(), direction: z.enum(['asc', 'desc']) })),
});

const SHEET_KIND = { text: 'text', date: 'date', money: 'money' } as const;

/** The sheet's columns: the report's, typed (R$, dd/mm/aaaa). */
const columnsOf = (plan: GeneratorPlan): SheetColumn<GeneratorRow>[] =>
  plan.columns.map((column) => ({
    header: column.label,
    kind: SHEET_KIND[column.kind],
    width: column.kind === 'text' ? 32 : 16,
    value: (row) => row.cells[column.key],
  }));

/** The grand total row: the detail rows' money, never the subtotals again. */
const totals: SheetTotals<GeneratorRow> = {
  groups: [{ key: 'total', label: t.total }],
  groupOf: (row) => (row.isSubtotal ? null : 'total'),
};

/**
 * The generator's Excel export (billing.md §2 ReportsGenerator): every row, answered in the
 * request up to EXPORT_JOB_ROWS rows, past that an export job with its progress (decision 019)
 * that reads the report's one ordered statement once, through a held cursor.
 */
export const generatorExportSource: ExportSource<GeneratorPlan, GeneratorRow> = {
  name: 'reportGenerator',
  parsePlan: (raw) => planSchema.parse(raw) as GeneratorPlan,
  sheetName: t.reportTitle,
  fileName: t.reportTitle,
  columns: columnsOf,
  totals,
  count: countRows,
  tooLarge: (count, max) => msg(t.errors, 'xlsxTooManyRows', { count, max }),
  page: async (q, plan, window) => (await readRows(q, plan, window)).map((row) => rowOf(plan, row)),
  // Every page by offset would run the whole report again (its filters and sorts are over
  // computed columns: a scan of the level's rows each time); the job reads it once instead.
  held: { statement: orderedRowsSql, rowOf: (plan, row) => rowOf(plan, row as GeneratorQueryRow) },
};
