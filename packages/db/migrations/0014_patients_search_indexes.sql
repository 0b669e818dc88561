-- Patients list at scale (bench patients.*): under row-level security `name_search LIKE '%…%'`
-- cannot use a trigram index (the LIKE operator is not leakproof, so it is never pushed below
-- the tenant policy), and a company's rows are scattered over the whole table. One partial
-- covering index serves a company's live patients in name order: the first page, any page,
-- the total and the accent-insensitive search filter all run as index-only scans on it.
-- drizzle cannot express INCLUDE, so this index is written here by hand (schema/registries.ts).
CREATE INDEX "patients_company_live_sort_idx" ON "patients" USING btree ("company_id", "sort_key" collate "C", "id") INCLUDE ("name_search", "active") WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "patients_company_sort_idx";--> statement-breakpoint
DROP INDEX "patients_name_trgm_idx";
