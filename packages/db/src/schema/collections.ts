import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STORED_NUMERIC } from '@honora/contract';
import { companies } from './companies';
import { recordMeta } from './meta';
import { healthInsurers } from './registries';

const money = (name: string) => numeric(name, STORED_NUMERIC.money).notNull().default('0');

/**
 * A collection (billing.md §3 Collection, §7 cobrancas; decision 030): a charge to one insurer for
 * a set of events (each event's `cobranca_id`). `value` is the events' production and `charged`
 * their open balance when they joined; `paid` and `cut` are the sums of the active entries that
 * carry its id, recomputed by every ledger write that touches them.
 */
export const cobrancas = pgTable(
  'cobrancas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    code: integer('code').notNull(),
    healthInsuranceId: uuid('health_insurance_id')
      .notNull()
      .references(() => healthInsurers.id),
    date: date('date', { mode: 'string' }).notNull(),
    dtBilling: date('dt_billing', { mode: 'string' }),
    dtBaixa: date('dt_baixa', { mode: 'string' }),
    value: money('value'),
    charged: money('charged'),
    paid: money('paid'),
    cut: money('cut'),
    eventCount: integer('event_count').notNull().default(0),
    batchIds: uuid('batch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isAllowTransfer: boolean('is_allow_transfer').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...recordMeta,
  },
  (t) => [
    // The lists: a company's collections by date, newest first (billing.md §7: ordered by date descending).
    index('cobrancas_company_date_idx').on(t.companyId, t.date, t.code),
    uniqueIndex('cobrancas_company_code_key').on(t.companyId, t.code),
    check(
      'cobrancas_values_not_negative',
      sql`${t.value} >= 0 and ${t.charged} >= 0 and ${t.paid} >= 0 and ${t.cut} >= 0`,
    ),
  ],
);
