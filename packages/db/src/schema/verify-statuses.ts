import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';

/**
 * The review status of a finding of /admin/VerifyEvents and /admin/VerifyProcedures (platform.md
 * §3 "Verify status approved, pending, waitApproved"; decision 064). Findings are computed; a
 * finding is identified by its kind (event or procedure), the record it is about (event id or
 * procedure row id), the problem code and `detail` — the figures of a numeric problem — so one
 * whose figures change, or that comes back with another problem, is a new finding (pending).
 * A finding without a row here is pending. `company_id` is the record's company.
 */
export const verifyFindingStatuses = pgTable(
  'verify_finding_statuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['event', 'procedure'] }).notNull(),
    recordId: uuid('record_id').notNull(),
    problem: text('problem').notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status', { enum: ['pending', 'waitApproved', 'approved'] }).notNull(),
    note: text('note'),
    statusBy: uuid('status_by'),
    statusByName: text('status_by_name'),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('verify_finding_statuses_key').on(t.kind, t.recordId, t.problem, t.detail),
    index('verify_finding_statuses_company_idx').on(t.companyId),
    check('verify_finding_statuses_status', sql`${t.status} in ('pending', 'waitApproved', 'approved')`),
    check('verify_finding_statuses_note_length', sql`char_length(${t.note}) <= 2000`),
  ],
);
