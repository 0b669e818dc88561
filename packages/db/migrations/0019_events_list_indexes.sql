-- Events list at scale (bench events.list.p95_ms; a million events in 50 companies). A page
-- picks its 100 ids first and the totals (count and five money sums) cover the whole filtered
-- set: both are one range of a company's events by procedure date, optionally of one insurer.
-- These two indexes carry every column those statements read (the status and active filters,
-- the insurer, the id tie-break and the money the totals add), so the page's ids and the
-- totals run as index-only scans instead of visiting thousands of scattered heap rows.
-- drizzle cannot express INCLUDE, so they are written here by hand (schema/events.ts).
DROP INDEX "events_company_insurer_date_idx";--> statement-breakpoint
DROP INDEX "events_company_date_idx";--> statement-breakpoint
CREATE INDEX "events_company_insurer_date_idx" ON "events" USING btree ("company_id", "health_insurance_id", "dt_procedure") INCLUDE ("id", "status", "active", "total_produced", "total_received", "total_glosado", "total_loss", "total_in_processing");--> statement-breakpoint
CREATE INDEX "events_company_date_idx" ON "events" USING btree ("company_id", "dt_procedure") INCLUDE ("id", "status", "health_insurance_id", "active", "total_produced", "total_received", "total_glosado", "total_loss", "total_in_processing");
