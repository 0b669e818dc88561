CREATE TABLE "company_opening_hours" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"hours" jsonb,
	"switches" jsonb DEFAULT '{"delivery":true,"onSite":true,"takeout":true}'::jsonb NOT NULL,
	"locks" jsonb DEFAULT '{}'::jsonb NOT NULL,
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
	CONSTRAINT "company_opening_hours_size" CHECK (pg_column_size("company_opening_hours"."hours") <= 16384)
);
--> statement-breakpoint
CREATE TABLE "verify_finding_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"problem" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"status_by" uuid,
	"status_by_name" text,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
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
	CONSTRAINT "verify_finding_statuses_status" CHECK ("verify_finding_statuses"."status" in ('pending', 'waitApproved', 'approved')),
	CONSTRAINT "verify_finding_statuses_note_length" CHECK (char_length("verify_finding_statuses"."note") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "company_opening_hours" ADD CONSTRAINT "company_opening_hours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_finding_statuses" ADD CONSTRAINT "verify_finding_statuses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verify_finding_statuses_key" ON "verify_finding_statuses" USING btree ("kind","record_id","problem","detail");--> statement-breakpoint
CREATE INDEX "verify_finding_statuses_company_idx" ON "verify_finding_statuses" USING btree ("company_id");--> statement-breakpoint
CREATE TRIGGER company_opening_hours_record_meta BEFORE INSERT OR UPDATE ON company_opening_hours FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER company_opening_hours_change_log AFTER INSERT OR UPDATE ON company_opening_hours FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE company_opening_hours ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE company_opening_hours FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON company_opening_hours TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON company_opening_hours TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER verify_finding_statuses_record_meta BEFORE INSERT OR UPDATE ON verify_finding_statuses FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER verify_finding_statuses_change_log AFTER INSERT OR UPDATE ON verify_finding_statuses FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE verify_finding_statuses ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE verify_finding_statuses FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON verify_finding_statuses TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON verify_finding_statuses TO CURRENT_USER USING (true) WITH CHECK (true);
