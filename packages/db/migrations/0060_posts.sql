CREATE TABLE "post_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_search" text GENERATED ALWAYS AS (lower(public.honora_unaccent("post_categories"."name"))) STORED NOT NULL,
	"sort_key" text GENERATED ALWAYS AS (public.honora_sort_key("post_categories"."name")) STORED NOT NULL,
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
	CONSTRAINT "post_categories_name_length" CHECK (char_length("post_categories"."name") between 1 and 120),
	CONSTRAINT "post_categories_slug" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("slug") <= 120)
);
--> statement-breakpoint
CREATE TABLE "post_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
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
	CONSTRAINT "post_files_folder" CHECK ("post_files"."folder" in ('posts', 'publishers')),
	CONSTRAINT "post_files_mime" CHECK ("post_files"."mime" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "post_publishers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bio" text,
	"photo_id" uuid,
	"name_search" text GENERATED ALWAYS AS (lower(public.honora_unaccent("post_publishers"."name"))) STORED NOT NULL,
	"sort_key" text GENERATED ALWAYS AS (public.honora_sort_key("post_publishers"."name")) STORED NOT NULL,
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
	CONSTRAINT "post_publishers_name_length" CHECK (char_length("post_publishers"."name") between 1 and 120),
	CONSTRAINT "post_publishers_bio_length" CHECK (char_length("post_publishers"."bio") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "post_renders" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"etag" text NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"body" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"placement" text,
	"author_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"image_id" uuid,
	"seo_title" text,
	"seo_description" text,
	"seo_image_id" uuid,
	"canonical_url" text,
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
	CONSTRAINT "posts_title_length" CHECK (char_length("posts"."title") between 1 and 200),
	CONSTRAINT "posts_body_length" CHECK (char_length("posts"."body") <= 200000),
	CONSTRAINT "posts_slug" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("slug") <= 120),
	CONSTRAINT "posts_placement" CHECK ("posts"."placement" is null or "posts"."placement" in ('ABOUT_US', 'OLD_HOME')),
	CONSTRAINT "posts_published_at" CHECK (not "posts"."published" or "posts"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "post_publishers" ADD CONSTRAINT "post_publishers_photo_id_post_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."post_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_renders" ADD CONSTRAINT "post_renders_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_slug_redirects" ADD CONSTRAINT "post_slug_redirects_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_image_id_post_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."post_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_image_id_post_files_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."post_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_categories_name_key" ON "post_categories" USING btree ("name_search") WHERE "post_categories"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "post_categories_slug_key" ON "post_categories" USING btree ("slug") WHERE "post_categories"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_key" ON "posts" USING btree ("slug") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_placement_key" ON "posts" USING btree ("placement") WHERE "posts"."deleted_at" is null and "posts"."placement" is not null;--> statement-breakpoint
CREATE INDEX "posts_public_idx" ON "posts" USING btree ("published_at") WHERE "posts"."deleted_at" is null and "posts"."published";--> statement-breakpoint
-- Platform-level tables (no company_id, decision 058): like help_articles they get no row-level security.
-- post_renders and post_slug_redirects are derived rows (the rendered page, old addresses): no metadata, no history.
CREATE TRIGGER post_files_record_meta BEFORE INSERT OR UPDATE ON post_files FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER post_files_change_log AFTER INSERT OR UPDATE ON post_files FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
CREATE TRIGGER post_categories_record_meta BEFORE INSERT OR UPDATE ON post_categories FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER post_categories_change_log AFTER INSERT OR UPDATE ON post_categories FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
CREATE TRIGGER post_publishers_record_meta BEFORE INSERT OR UPDATE ON post_publishers FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER post_publishers_change_log AFTER INSERT OR UPDATE ON post_publishers FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
CREATE TRIGGER posts_record_meta BEFORE INSERT OR UPDATE ON posts FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER posts_change_log AFTER INSERT OR UPDATE ON posts FOR EACH ROW EXECUTE FUNCTION honora_change_log();
