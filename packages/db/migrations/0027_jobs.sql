CREATE TABLE "reference_import_contents" (
	"import_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"progress" integer DEFAULT 0 NOT NULL,
	"step_code" text,
	"step_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"error_code" text,
	"error_detail" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
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
	CONSTRAINT "jobs_progress_range" CHECK ("jobs"."progress" between 0 and 100),
	CONSTRAINT "jobs_attempts_range" CHECK ("jobs"."max_attempts" >= 1 and "jobs"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reference_imports" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "batch_xml_files" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "reference_import_contents" ADD CONSTRAINT "reference_import_contents_import_id_reference_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."reference_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "reference_imports" DROP COLUMN "heartbeat_at";--> statement-breakpoint
ALTER TABLE "batch_xml_files" DROP COLUMN "heartbeat_at";--> statement-breakpoint
-- Jobs carry the record metadata; their history records the status changes and cancellation
-- requests only (progress and heartbeats are not changes of the record).
CREATE TRIGGER jobs_record_meta BEFORE INSERT OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER jobs_change_log AFTER UPDATE OF status, cancel_requested ON jobs FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
-- A company's jobs are tenant data (decision 010); platform jobs (no company) are seen only by the
-- owner role, which the runner and the admin screens use.
ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE jobs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON jobs TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON jobs TO CURRENT_USER USING (true) WITH CHECK (true);
