CREATE TABLE "changelog_reads" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"build_number" integer NOT NULL,
	"released_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
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
	CONSTRAINT "releases_build_number_positive" CHECK ("releases"."build_number" > 0),
	CONSTRAINT "releases_notes_length" CHECK (char_length("releases"."notes") <= 20000)
);
--> statement-breakpoint
ALTER TABLE "changelog_reads" ADD CONSTRAINT "changelog_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_version_key" ON "releases" USING btree ("version") WHERE "releases"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_build_number_key" ON "releases" USING btree ("build_number") WHERE "releases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "releases_published_build_idx" ON "releases" USING btree ("published","build_number");--> statement-breakpoint
-- Platform-level tables (no company_id, decision 055): like cbhpm_editions and platform_settings they get no row-level security.
CREATE TRIGGER releases_record_meta BEFORE INSERT OR UPDATE ON releases FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER releases_change_log AFTER INSERT OR UPDATE ON releases FOR EACH ROW EXECUTE FUNCTION honora_change_log();
