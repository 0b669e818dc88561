CREATE TABLE "schedule_calendar_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_calendar_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "schedule_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"doctor_id" uuid,
	"workplace_id" uuid,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
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
	CONSTRAINT "schedule_exceptions_span" CHECK ("schedule_exceptions"."starts_on" <= "schedule_exceptions"."ends_on"),
	CONSTRAINT "schedule_exceptions_target" CHECK (("schedule_exceptions"."kind" = 'DOCTOR' and "schedule_exceptions"."doctor_id" is not null and "schedule_exceptions"."workplace_id" is null) or ("schedule_exceptions"."kind" = 'WORKPLACE' and "schedule_exceptions"."workplace_id" is not null and "schedule_exceptions"."doctor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "schedule_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"weekly_minutes" integer,
	"monthly_minutes" integer,
	"monthly_shifts" integer,
	"consecutive_nights" integer,
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
	CONSTRAINT "schedule_limits_weekly" CHECK ("schedule_limits"."weekly_minutes" is null or "schedule_limits"."weekly_minutes" between 1 and 10080),
	CONSTRAINT "schedule_limits_monthly" CHECK ("schedule_limits"."monthly_minutes" is null or "schedule_limits"."monthly_minutes" between 1 and 44640),
	CONSTRAINT "schedule_limits_shifts" CHECK ("schedule_limits"."monthly_shifts" is null or "schedule_limits"."monthly_shifts" between 1 and 999),
	CONSTRAINT "schedule_limits_nights" CHECK ("schedule_limits"."consecutive_nights" is null or "schedule_limits"."consecutive_nights" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "schedule_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"workplace_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"positions" integer DEFAULT 1 NOT NULL,
	"on_call_percentage" numeric(5, 2),
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
	CONSTRAINT "schedule_lines_positions" CHECK ("schedule_lines"."positions" between 1 and 20),
	CONSTRAINT "schedule_lines_on_call_percentage" CHECK ("schedule_lines"."on_call_percentage" is null or "schedule_lines"."on_call_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "schedule_months" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"published_by_name" text,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_by_name" text,
	"reopened_at" timestamp with time zone,
	"reopened_by_name" text,
	"reopen_observation" text,
	"version" integer DEFAULT 1 NOT NULL,
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
	CONSTRAINT "schedule_months_first_day" CHECK (extract(day from "schedule_months"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"min_rest_minutes" integer DEFAULT 0 NOT NULL,
	"swap_needs_approval" boolean DEFAULT true NOT NULL,
	"max_concurrent_vacations" integer,
	"monthly_shifts_cap" integer,
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
	CONSTRAINT "schedule_settings_min_rest" CHECK ("schedule_settings"."min_rest_minutes" between 0 and 2880),
	CONSTRAINT "schedule_settings_vacations" CHECK ("schedule_settings"."max_concurrent_vacations" is null or "schedule_settings"."max_concurrent_vacations" between 1 and 999),
	CONSTRAINT "schedule_settings_shifts_cap" CHECK ("schedule_settings"."monthly_shifts_cap" is null or "schedule_settings"."monthly_shifts_cap" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"workplace_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"day" date NOT NULL,
	"position" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"slot_category" text NOT NULL,
	"exclusive" boolean NOT NULL,
	"night" boolean NOT NULL,
	"doctor_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
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
	CONSTRAINT "schedule_slots_position" CHECK ("schedule_slots"."position" between 0 and 19),
	CONSTRAINT "schedule_slots_span" CHECK ("schedule_slots"."starts_at" < "schedule_slots"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "schedule_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"slot_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"target_doctor_id" uuid,
	"counter_slot_id" uuid,
	"justification" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"target_accepted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_name" text,
	"outcome" text,
	"version" integer DEFAULT 1 NOT NULL,
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
	CONSTRAINT "schedule_swaps_counter" CHECK (("schedule_swaps"."kind" = 'SWAP') = ("schedule_swaps"."counter_slot_id" is not null)),
	CONSTRAINT "schedule_swaps_swap_target" CHECK ("schedule_swaps"."kind" = 'HANDOVER' or "schedule_swaps"."target_doctor_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "schedule_vacations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
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
	CONSTRAINT "schedule_vacations_span" CHECK ("schedule_vacations"."starts_on" <= "schedule_vacations"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "schedule_calendar_links" ADD CONSTRAINT "schedule_calendar_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_limits" ADD CONSTRAINT "schedule_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_limits" ADD CONSTRAINT "schedule_limits_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lines" ADD CONSTRAINT "schedule_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lines" ADD CONSTRAINT "schedule_lines_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lines" ADD CONSTRAINT "schedule_lines_shift_id_schedule_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."schedule_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_months" ADD CONSTRAINT "schedule_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_months" ADD CONSTRAINT "schedule_months_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_months" ADD CONSTRAINT "schedule_months_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD CONSTRAINT "schedule_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_line_id_schedule_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."schedule_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_shift_id_schedule_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."schedule_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_swaps" ADD CONSTRAINT "schedule_swaps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_swaps" ADD CONSTRAINT "schedule_swaps_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_swaps" ADD CONSTRAINT "schedule_swaps_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_swaps" ADD CONSTRAINT "schedule_swaps_target_doctor_id_users_id_fk" FOREIGN KEY ("target_doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_swaps" ADD CONSTRAINT "schedule_swaps_counter_slot_id_schedule_slots_id_fk" FOREIGN KEY ("counter_slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_vacations" ADD CONSTRAINT "schedule_vacations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_vacations" ADD CONSTRAINT "schedule_vacations_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_exceptions_company_idx" ON "schedule_exceptions" USING btree ("company_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_limits_company_doctor_key" ON "schedule_limits" USING btree ("company_id","doctor_id") WHERE "schedule_limits"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_lines_company_place_shift_key" ON "schedule_lines" USING btree ("company_id","workplace_id","shift_id") WHERE "schedule_lines"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_months_company_month_key" ON "schedule_months" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_slots_cell_key" ON "schedule_slots" USING btree ("line_id","day","position");--> statement-breakpoint
CREATE INDEX "schedule_slots_company_day_idx" ON "schedule_slots" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "schedule_slots_doctor_idx" ON "schedule_slots" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "schedule_swaps_company_idx" ON "schedule_swaps" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "schedule_vacations_company_idx" ON "schedule_vacations" USING btree ("company_id","starts_on");--> statement-breakpoint
-- A doctor is never in two exclusive slots at once, nor in two sobreavisos at once (CFM
-- resolution 2.174/2017: no simultaneous anesthesias; decision 043): impossible at the database
-- level, not only in the service. Spans are half-open, so a shift that ends when the next starts
-- does not clash. Per company: a company cannot learn of another's roster through a refusal.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE schedule_slots ADD CONSTRAINT schedule_slots_no_double_booking EXCLUDE USING gist (
  company_id WITH =, doctor_id WITH =, exclusive WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&
) WHERE (doctor_id IS NOT NULL AND deleted_at IS NULL);--> statement-breakpoint
-- Record metadata, change history and tenant isolation (decisions 010 and 043), as every
-- registry's (migration 0013).
CREATE TRIGGER schedule_lines_record_meta BEFORE INSERT OR UPDATE ON schedule_lines FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_lines_change_log AFTER INSERT OR UPDATE ON schedule_lines FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
CREATE TRIGGER schedule_months_record_meta BEFORE INSERT OR UPDATE ON schedule_months FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_months_change_log AFTER INSERT OR UPDATE ON schedule_months FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
CREATE TRIGGER schedule_settings_record_meta BEFORE INSERT OR UPDATE ON schedule_settings FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_settings_change_log AFTER INSERT OR UPDATE ON schedule_settings FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
CREATE TRIGGER schedule_slots_record_meta BEFORE INSERT OR UPDATE ON schedule_slots FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_slots_change_log AFTER INSERT OR UPDATE ON schedule_slots FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE schedule_lines ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_lines FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_lines TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_lines TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE schedule_months ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_months FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_months TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_months TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE schedule_slots ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_slots FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_slots TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_slots TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE schedule_settings ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_settings FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_settings TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_settings TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER schedule_exceptions_record_meta BEFORE INSERT OR UPDATE ON schedule_exceptions FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_exceptions_change_log AFTER INSERT OR UPDATE ON schedule_exceptions FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE schedule_exceptions ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_exceptions FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_exceptions TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_exceptions TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER schedule_vacations_record_meta BEFORE INSERT OR UPDATE ON schedule_vacations FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_vacations_change_log AFTER INSERT OR UPDATE ON schedule_vacations FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE schedule_vacations ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_vacations FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_vacations TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_vacations TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER schedule_limits_record_meta BEFORE INSERT OR UPDATE ON schedule_limits FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_limits_change_log AFTER INSERT OR UPDATE ON schedule_limits FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE schedule_limits ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_limits FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_limits TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_limits TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER schedule_swaps_record_meta BEFORE INSERT OR UPDATE ON schedule_swaps FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_swaps_change_log AFTER INSERT OR UPDATE ON schedule_swaps FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE schedule_swaps ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_swaps FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_swaps TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_swaps TO CURRENT_USER USING (true) WITH CHECK (true);
