CREATE TABLE "schedule_day_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"preferred_weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"undesired_weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"preferred_days" date[] DEFAULT '{}'::date[] NOT NULL,
	"undesired_days" date[] DEFAULT '{}'::date[] NOT NULL,
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
	CONSTRAINT "schedule_day_preferences_weekdays" CHECK ("schedule_day_preferences"."preferred_weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[] and "schedule_day_preferences"."undesired_weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[]),
	CONSTRAINT "schedule_day_preferences_days" CHECK (cardinality("schedule_day_preferences"."preferred_days") <= 62 and cardinality("schedule_day_preferences"."undesired_days") <= 62),
	CONSTRAINT "schedule_day_preferences_note" CHECK ("schedule_day_preferences"."note" is null or char_length("schedule_day_preferences"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "schedule_day_preferences" ADD CONSTRAINT "schedule_day_preferences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_day_preferences" ADD CONSTRAINT "schedule_day_preferences_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_day_preferences_company_doctor_key" ON "schedule_day_preferences" USING btree ("company_id","doctor_id");--> statement-breakpoint
CREATE TRIGGER schedule_day_preferences_record_meta BEFORE INSERT OR UPDATE ON schedule_day_preferences FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_day_preferences_change_log AFTER INSERT OR UPDATE ON schedule_day_preferences FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE schedule_day_preferences ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_day_preferences FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_day_preferences TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_day_preferences TO CURRENT_USER USING (true) WITH CHECK (true);
