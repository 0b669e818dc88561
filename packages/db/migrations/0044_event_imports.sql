CREATE TABLE "event_import_contents" (
	"import_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_import_rows" (
	"import_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"outcome" text NOT NULL,
	"event_id" uuid,
	"event_version" integer,
	"reason" text,
	"cells" jsonb NOT NULL,
	"before" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "event_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"file_name" text NOT NULL,
	"spreadsheet_config_id" uuid,
	"create_missing" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_events" integer DEFAULT 0 NOT NULL,
	"updated_events" integer DEFAULT 0 NOT NULL,
	"unchanged_events" integer DEFAULT 0 NOT NULL,
	"rejected_rows" integer DEFAULT 0 NOT NULL,
	"header" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"job_id" uuid,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by_name" text,
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
ALTER TABLE "event_import_contents" ADD CONSTRAINT "event_import_contents_import_id_event_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."event_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_import_contents" ADD CONSTRAINT "event_import_contents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_import_rows" ADD CONSTRAINT "event_import_rows_import_id_event_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."event_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_import_rows" ADD CONSTRAINT "event_import_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_import_rows" ADD CONSTRAINT "event_import_rows_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_imports" ADD CONSTRAINT "event_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_imports" ADD CONSTRAINT "event_imports_spreadsheet_config_id_spreadsheet_configs_id_fk" FOREIGN KEY ("spreadsheet_config_id") REFERENCES "public"."spreadsheet_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_imports" ADD CONSTRAINT "event_imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_import_rows_event_idx" ON "event_import_rows" USING btree ("event_id") WHERE "event_import_rows"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "event_imports_company_created_idx" ON "event_imports" USING btree ("company_id","created_at");--> statement-breakpoint
-- Record metadata, change history and tenant isolation of event imports (decisions 010 and 040).
-- The counts change as the job runs: like the jobs' (migration 0027), the history records the
-- creation and the status changes (finished, failed, undone) only.
CREATE TRIGGER event_imports_record_meta BEFORE INSERT OR UPDATE ON event_imports FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER event_imports_change_log AFTER INSERT OR UPDATE OF status ON event_imports FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE event_imports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_imports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON event_imports TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON event_imports TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE event_import_contents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_import_contents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON event_import_contents TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON event_import_contents TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE event_import_rows ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_import_rows FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON event_import_rows TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON event_import_rows TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
-- An import finds each row's patient by name (decision 040): an equality on the folded name of
-- one company's live patients, a million-patient company included. Written by hand like
-- migration 0014's list index (the schema file does not declare it).
CREATE INDEX "patients_company_name_search_idx" ON "patients" USING btree ("company_id", "name_search") WHERE "deleted_at" IS NULL;
