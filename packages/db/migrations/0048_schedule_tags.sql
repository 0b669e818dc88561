CREATE TABLE "schedule_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"description" text,
	"doctor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"name_search" text GENERATED ALWAYS AS (lower(public.honora_unaccent("schedule_tags"."name"))) STORED NOT NULL,
	"sort_key" text GENERATED ALWAYS AS (public.honora_sort_key("schedule_tags"."name")) STORED NOT NULL,
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
	CONSTRAINT "schedule_tags_color" CHECK ("schedule_tags"."color" in ('BLUE', 'GREEN', 'ORANGE', 'PURPLE', 'RED', 'TEAL', 'PINK', 'GRAY'))
);
--> statement-breakpoint
ALTER TABLE "schedule_lines" ADD COLUMN "required_tag_id" uuid;--> statement-breakpoint
ALTER TABLE "schedule_tags" ADD CONSTRAINT "schedule_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_tags_company_sort_idx" ON "schedule_tags" USING btree ("company_id","sort_key" collate "C","id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_tags_company_name_key" ON "schedule_tags" USING btree ("company_id","name_search") WHERE "schedule_tags"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "schedule_lines" ADD CONSTRAINT "schedule_lines_required_tag_id_schedule_tags_id_fk" FOREIGN KEY ("required_tag_id") REFERENCES "public"."schedule_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER schedule_tags_record_meta BEFORE INSERT OR UPDATE ON schedule_tags FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_tags_change_log AFTER INSERT OR UPDATE ON schedule_tags FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE schedule_tags ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_tags FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_tags TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_tags TO CURRENT_USER USING (true) WITH CHECK (true);
