CREATE TABLE "schedule_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"slot_category" text NOT NULL,
	"workplace_id" uuid,
	"value_per_hour" numeric(14, 2),
	"name_search" text GENERATED ALWAYS AS (lower(public.honora_unaccent("schedule_shifts"."name"))) STORED NOT NULL,
	"sort_key" text GENERATED ALWAYS AS (public.honora_sort_key("schedule_shifts"."name")) STORED NOT NULL,
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
	CONSTRAINT "schedule_shifts_start_minute" CHECK ("schedule_shifts"."start_minute" between 0 and 1439),
	CONSTRAINT "schedule_shifts_end_minute" CHECK ("schedule_shifts"."end_minute" between 0 and 1439),
	CONSTRAINT "schedule_shifts_value_per_hour" CHECK ("schedule_shifts"."value_per_hour" is null or "schedule_shifts"."value_per_hour" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workplaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"hospital_id" uuid,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"slot_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"name_search" text GENERATED ALWAYS AS (lower(public.honora_unaccent("workplaces"."name"))) STORED NOT NULL,
	"sort_key" text GENERATED ALWAYS AS (public.honora_sort_key("workplaces"."name")) STORED NOT NULL,
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
ALTER TABLE "schedule_shifts" ADD CONSTRAINT "schedule_shifts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD CONSTRAINT "schedule_shifts_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplaces" ADD CONSTRAINT "workplaces_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplaces" ADD CONSTRAINT "workplaces_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_shifts_company_sort_idx" ON "schedule_shifts" USING btree ("company_id","sort_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "workplaces_company_sort_idx" ON "workplaces" USING btree ("company_id","sort_key" collate "C","id");--> statement-breakpoint
-- Record metadata, change history and tenant isolation of the schedules' registries (decisions
-- 010 and 042), as every registry's (migration 0013).
CREATE TRIGGER workplaces_record_meta BEFORE INSERT OR UPDATE ON workplaces FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER workplaces_change_log AFTER INSERT OR UPDATE ON workplaces FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER schedule_shifts_record_meta BEFORE INSERT OR UPDATE ON schedule_shifts FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER schedule_shifts_change_log AFTER INSERT OR UPDATE ON schedule_shifts FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE workplaces ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE workplaces FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON workplaces TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON workplaces TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE schedule_shifts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE schedule_shifts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_shifts TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON schedule_shifts TO CURRENT_USER USING (true) WITH CHECK (true);
