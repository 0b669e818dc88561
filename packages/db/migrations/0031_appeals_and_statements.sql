CREATE TABLE "appeal_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"procedure_row_id" uuid,
	"glosa_transaction_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"glosa_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"value_glosado" numeric(14, 2) DEFAULT '0' NOT NULL,
	"value_appealed" numeric(14, 2) DEFAULT '0' NOT NULL,
	"justification" text NOT NULL,
	"answer" text DEFAULT 'pending' NOT NULL,
	"value_accepted" numeric(14, 2) DEFAULT '0' NOT NULL,
	"answer_reason" text,
	"value_received" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT current_setting('honora.actor_id', true) NOT NULL,
	"created_by_name" text DEFAULT current_setting('honora.actor_name', true) NOT NULL,
	"created_env" text DEFAULT current_setting('honora.actor_env', true) NOT NULL,
	"created_version" text DEFAULT current_setting('honora.actor_version', true) NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	"updated_by_name" text,
	"updated_env" text,
	"updated_by_admin" boolean,
	"updated_version" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "appeal_items_values" CHECK ("appeal_items"."value_appealed" > 0 and "appeal_items"."value_appealed" <= "appeal_items"."value_glosado" and "appeal_items"."value_accepted" >= 0 and "appeal_items"."value_accepted" <= "appeal_items"."value_appealed" and "appeal_items"."value_received" >= 0)
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"health_insurance_id" uuid NOT NULL,
	"code" integer NOT NULL,
	"status" text DEFAULT 'WaitSend' NOT NULL,
	"response_stage" text DEFAULT 'waitingAnalysis' NOT NULL,
	"scope" text DEFAULT 'item' NOT NULL,
	"batch_id" uuid,
	"lot_number" text,
	"protocol_number" text,
	"operator_number" text,
	"protocol_glosa_code" text,
	"protocol_justification" text,
	"identified_on" date NOT NULL,
	"deadline_on" date,
	"sent_on" date,
	"answered_on" date,
	"finished_on" date,
	"transaction_sequence" integer,
	"total_glosado" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_appealed" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_accepted" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_received" numeric(14, 2) DEFAULT '0' NOT NULL,
	"observation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT current_setting('honora.actor_id', true) NOT NULL,
	"created_by_name" text DEFAULT current_setting('honora.actor_name', true) NOT NULL,
	"created_env" text DEFAULT current_setting('honora.actor_env', true) NOT NULL,
	"created_version" text DEFAULT current_setting('honora.actor_version', true) NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	"updated_by_name" text,
	"updated_env" text,
	"updated_by_admin" boolean,
	"updated_version" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "appeals_totals_not_negative" CHECK ("appeals"."total_appealed" >= 0 and "appeals"."total_accepted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "glosa_reasons" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"description_search" text GENERATED ALWAYS AS (lower(public.honora_unaccent("glosa_reasons"."description"))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"lot_number" text,
	"protocol_number" text,
	"guide_number" text,
	"item_sequence" text,
	"procedure_code" text,
	"participation" text,
	"performed_on" date,
	"paid_on" date,
	"value_informed" numeric(14, 2) DEFAULT '0' NOT NULL,
	"value_processed" numeric(14, 2) DEFAULT '0' NOT NULL,
	"value_released" numeric(14, 2) DEFAULT '0' NOT NULL,
	"value_glosa" numeric(14, 2) DEFAULT '0' NOT NULL,
	"glosas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match" text NOT NULL,
	"event_id" uuid,
	"procedure_row_id" uuid,
	"posted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"health_insurance_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"number" text,
	"version" text,
	"issued_on" date,
	"paid_on" date,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT current_setting('honora.actor_id', true) NOT NULL,
	"created_by_name" text DEFAULT current_setting('honora.actor_name', true) NOT NULL,
	"created_env" text DEFAULT current_setting('honora.actor_env', true) NOT NULL,
	"created_version" text DEFAULT current_setting('honora.actor_version', true) NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	"updated_by_name" text,
	"updated_env" text,
	"updated_by_admin" boolean,
	"updated_version" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "glosa_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "glosa_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "statement_line_id" uuid;--> statement-breakpoint
ALTER TABLE "appeal_items" ADD CONSTRAINT "appeal_items_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_items" ADD CONSTRAINT "appeal_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_items" ADD CONSTRAINT "appeal_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_health_insurance_id_health_insurers_id_fk" FOREIGN KEY ("health_insurance_id") REFERENCES "public"."health_insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_health_insurance_id_health_insurers_id_fk" FOREIGN KEY ("health_insurance_id") REFERENCES "public"."health_insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeal_items_appeal_idx" ON "appeal_items" USING btree ("appeal_id");--> statement-breakpoint
CREATE INDEX "appeal_items_event_idx" ON "appeal_items" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_company_code_idx" ON "appeals" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_company_sequence_idx" ON "appeals" USING btree ("company_id","transaction_sequence") WHERE "appeals"."transaction_sequence" is not null;--> statement-breakpoint
CREATE INDEX "appeals_company_status_idx" ON "appeals" USING btree ("company_id","status","deadline_on");--> statement-breakpoint
CREATE INDEX "appeals_company_insurer_idx" ON "appeals" USING btree ("company_id","health_insurance_id","identified_on");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_statement_line_idx" ON "statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "statement_lines_company_match_idx" ON "statement_lines" USING btree ("company_id","match","posted_at");--> statement-breakpoint
CREATE INDEX "statement_lines_event_idx" ON "statement_lines" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_company_file_idx" ON "statements" USING btree ("company_id","file_sha256");--> statement-breakpoint
CREATE INDEX "statements_company_created_idx" ON "statements" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_appeal_idx" ON "transactions" USING btree ("appeal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_statement_line_idx" ON "transactions" USING btree ("statement_line_id","action") WHERE "transactions"."statement_line_id" is not null and "transactions"."canceled_id" is null and "transactions"."canceled_by_id" is null;
--> statement-breakpoint
-- Record metadata, change history and tenant isolation of appeals and statements (decision 010). Glosa reasons are platform reference data (no company).
CREATE TRIGGER appeals_record_meta BEFORE INSERT OR UPDATE ON appeals FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER appeals_change_log AFTER INSERT OR UPDATE ON appeals FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE appeals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE appeals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON appeals TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON appeals TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER appeal_items_record_meta BEFORE INSERT OR UPDATE ON appeal_items FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER appeal_items_change_log AFTER INSERT OR UPDATE ON appeal_items FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE appeal_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE appeal_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON appeal_items TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON appeal_items TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER statements_record_meta BEFORE INSERT OR UPDATE ON statements FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER statements_change_log AFTER INSERT OR UPDATE ON statements FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE statements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE statements FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON statements TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON statements TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE statement_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE statement_lines FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON statement_lines TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON statement_lines TO CURRENT_USER USING (true) WITH CHECK (true);
