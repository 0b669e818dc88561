-- The transactions report at scale (bench money.report.p95_ms; 5,000,000 entries): its common
-- question is one insurer's entries paid in one month, a page of 100 newest first and the
-- totals by action of the whole filtered set, active entries only. This index carries every
-- column those two statements read (the order's creation date and id, the action and value the
-- totals add, the cancellation links that decide "active"), so both run as index-only scans of
-- one range instead of visiting thousands of scattered ledger rows. It replaces the plain
-- (company, insurer, date) index of 0020. drizzle cannot express INCLUDE: written by hand
-- (schema/money.ts).
DROP INDEX "transactions_company_insurer_date_idx";--> statement-breakpoint
CREATE INDEX "transactions_company_insurer_date_idx" ON "transactions" USING btree ("company_id", "health_insurance_id", "date") INCLUDE ("creation_date", "id", "action", "value", "canceled_id", "canceled_by_id");
