CREATE TABLE "schedule_demand_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"demand_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"note" text,
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
	CONSTRAINT "schedule_demand_applications_status" CHECK ("schedule_demand_applications"."status" in ('APPLIED', 'ASSIGNED', 'DECLINED', 'WITHDRAWN'))
);
--> statement-breakpoint
CREATE TABLE "schedule_demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"workplace_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"line_id" uuid,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"doctors_needed" smallint NOT NULL,
	"required_tag_id" uuid,
	"priority" text DEFAULT 'NORMAL' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"description" text,
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
	CONSTRAINT "schedule_demands_priority" CHECK ("schedule_demands"."priority" in ('LOW', 'NORMAL', 'HIGH', 'URGENT')),
	CONSTRAINT "schedule_demands_status" CHECK ("schedule_demands"."status" in ('OPEN', 'CLOSED', 'CANCELLED')),
	CONSTRAINT "schedule_demands_days" CHECK ("schedule_demands"."starts_on" <= "schedule_demands"."ends_on"),
	CONSTRAINT "schedule_demands_doctors" CHECK ("schedule_demands"."doctors_needed" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "schedule_demand_applications" ADD CONSTRAINT "schedule_demand_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_demand_applications" ADD CONSTRAINT "schedule_demand_applications_demand_id_schedule_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."schedule_demands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_demand_applications" ADD CONSTRAINT "schedule_demand_applications_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_demands" ADD CONSTRAINT "schedule_demands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_demands" ADD CONSTRAINT "schedule_demands_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_demands" ADD CONSTRAINT "schedule_demands_shift_id_schedule_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."schedule_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_demands" ADD CONSTRAINT "schedule_demands_line_id_schedule_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."schedule_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_demands" ADD CONSTRAINT "schedule_demands_required_tag_id_schedule_tags_id_fk" FOREIGN KEY ("required_tag_id") REFERENCES "public"."schedule_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_demand_applications_demand_idx" ON "schedule_demand_applications" USING btree ("demand_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_demand_applications_live_key" ON "schedule_demand_applications" USING btree ("demand_id","doctor_id","day") WHERE "schedule_demand_applications"."deleted_at" is null and "schedule_demand_applications"."status" in ('APPLIED', 'ASSIGNED');--> statement-breakpoint
CREATE INDEX "schedule_demands_company_days_idx" ON "schedule_demands" USING btree ("company_id","starts_on","ends_on");--> statement-breakpoint
CREATE TRIGGER schedule_demands_record_meta BEFORE INSERT OR UPDATE ON schedule_demands FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_demands_change_log AFTER INSERT OR UPDATE ON schedule_demands FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE schedule_demands ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_demands FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_demands TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_demands TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER schedule_demand_applications_record_meta BEFORE INSERT OR UPDATE ON schedule_demand_applications FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_demand_applications_change_log AFTER INSERT OR UPDATE ON schedule_demand_applications FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE schedule_demand_applications ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_demand_applications FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_demand_applications TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_demand_applications TO CURRENT_USER USING (true) WITH CHECK (true);
