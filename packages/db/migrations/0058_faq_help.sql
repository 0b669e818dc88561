CREATE TABLE "help_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"audience" text DEFAULT 'SIGNED_IN' NOT NULL,
	"screen_path" text,
	"position" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "help_articles_kind" CHECK ("help_articles"."kind" in ('FAQ', 'HELP')),
	CONSTRAINT "help_articles_audience" CHECK ("help_articles"."audience" in ('PUBLIC', 'SIGNED_IN')),
	CONSTRAINT "help_articles_title_length" CHECK (char_length("help_articles"."title") between 1 and 200),
	CONSTRAINT "help_articles_body_length" CHECK (char_length("help_articles"."body") <= 20000),
	CONSTRAINT "help_articles_screen_path" CHECK ("help_articles"."screen_path" is null or "help_articles"."screen_path" ~ '^/[A-Za-z0-9_/-]{1,120}$')
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name_search" text GENERATED ALWAYS AS (lower(public.honora_unaccent("help_categories"."name"))) STORED NOT NULL,
	"sort_key" text GENERATED ALWAYS AS (public.honora_sort_key("help_categories"."name")) STORED NOT NULL,
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
	CONSTRAINT "help_categories_name_length" CHECK (char_length("help_categories"."name") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_category_idx" ON "help_articles" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "help_articles_screen_idx" ON "help_articles" USING btree ("screen_path") WHERE "help_articles"."deleted_at" is null and "help_articles"."published";--> statement-breakpoint
CREATE UNIQUE INDEX "help_categories_name_key" ON "help_categories" USING btree ("name_search") WHERE "help_categories"."deleted_at" is null;--> statement-breakpoint
-- Platform-level tables (no company_id, decision 056): like cbhpm_editions and platform_settings they get no row-level security.
CREATE TRIGGER help_categories_record_meta BEFORE INSERT OR UPDATE ON help_categories FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER help_categories_change_log AFTER INSERT OR UPDATE ON help_categories FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
CREATE TRIGGER help_articles_record_meta BEFORE INSERT OR UPDATE ON help_articles FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER help_articles_change_log AFTER INSERT OR UPDATE ON help_articles FOR EACH ROW EXECUTE FUNCTION honora_change_log();
