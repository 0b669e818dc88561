import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';

/**
 * A report of the generator saved by name for its company (billing.md §2 ReportsGenerator;
 * decision 036): its definition — columns, filters, grouping, sorts — as the contract's
 * `reportDefinitionSchema` reads it, checked again against the whitelist whenever it runs.
 * A name is unique among the company's live reports; a delete keeps the row (`deleted_at`).
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('saved_reports_company_name_key')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The groupings of the production summaries: each active event counts once in each (decision 037). */
export const PRODUCTION_SUMMARY_KINDS = ['status', 'insurer', 'hospital', 'doctor'] as const;
export type ProductionSummaryKind = (typeof PRODUCTION_SUMMARY_KINDS)[number];

const summaryColumns = () => ({
  companyId: uuid('company_id').notNull(),
  /** First day of the procedure's month; null for an event without a procedure date. */
  month: date('month', { mode: 'string' }),
  kind: text('kind', { enum: PRODUCTION_SUMMARY_KINDS }).notNull(),
  /** The status code, or the insurer's, hospital's or doctor's id; '' when the event has none. */
  key: text('key').notNull(),
  count: integer('count').notNull(),
  produced: numeric('produced').notNull(),
  received: numeric('received').notNull(),
  glosado: numeric('glosado').notNull(),
  inProcessing: numeric('in_processing').notNull(),
  byAppeal: numeric('by_appeal').notNull(),
});

/**
 * BigData's summaries (billing.md §2 BigData; decision 037): the active events' count and stored
 * totals per company, procedure month and grouping. Written only by the database: the events'
 * statement triggers append their net change to `production_deltas` in the writing transaction,
 * and the compaction folds the deltas in here. Summaries plus deltas always equal the events.
 */
export const productionSummaries = pgTable('production_summaries', summaryColumns(), (t) => [
  unique('production_summaries_key').on(t.companyId, t.month, t.kind, t.key).nullsNotDistinct(),
]);

/** Net changes not yet folded into `production_summaries` (append-only; decision 037). */
export const productionDeltas = pgTable(
  'production_deltas',
  { id: bigserial('id', { mode: 'number' }).primaryKey(), ...summaryColumns() },
  (t) => [index('production_deltas_company_idx').on(t.companyId)],
);
