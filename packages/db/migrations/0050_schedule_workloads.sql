CREATE TABLE "schedule_workloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"hours_per_period" numeric(6, 2) NOT NULL,
	"period" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"notes" text,
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
	CONSTRAINT "schedule_workloads_period" CHECK ("schedule_workloads"."period" in ('WEEK', 'MONTH')),
	CONSTRAINT "schedule_workloads_hours" CHECK ("schedule_workloads"."hours_per_period" > 0),
	CONSTRAINT "schedule_workloads_validity" CHECK ("schedule_workloads"."ends_on" is null or "schedule_workloads"."starts_on" < "schedule_workloads"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "schedule_workloads" ADD CONSTRAINT "schedule_workloads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_workloads" ADD CONSTRAINT "schedule_workloads_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_workloads_company_doctor_idx" ON "schedule_workloads" USING btree ("company_id","doctor_id","starts_on");--> statement-breakpoint
CREATE TRIGGER schedule_workloads_record_meta BEFORE INSERT OR UPDATE ON schedule_workloads FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_workloads_change_log AFTER INSERT OR UPDATE ON schedule_workloads FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE schedule_workloads ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_workloads FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_workloads TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_workloads TO CURRENT_USER USING (true) WITH CHECK (true);
