DROP INDEX "transactions_statement_line_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_statement_line_idx" ON "transactions" USING btree ("statement_line_id","action","type",coalesce("procedure_row_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "transactions"."statement_line_id" is not null and "transactions"."canceled_id" is null and "transactions"."canceled_by_id" is null;--> statement-breakpoint
-- The guide key an insurer's statement is matched by (shared/tiss/NOTES.md §7; the domain's
-- normalizeGuideNumber): trimmed, upper case, without leading zeros. The lote writes
-- numeroGuiaPrestador from the guide data's provider number or the event's number, so both are
-- indexed: a 5,000-line statement finds its events among a million with index lookups.
CREATE OR REPLACE FUNCTION honora_guide_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(upper(btrim(value)), '^0+(?=.)', '') $$;
--> statement-breakpoint
CREATE INDEX "events_company_guide_key_idx" ON "events" USING btree ("company_id", honora_guide_key("num_guide"));
--> statement-breakpoint
CREATE INDEX "events_company_provider_guide_key_idx" ON "events" USING btree ("company_id", honora_guide_key("guide_data"->>'numberProviderGuide'));
