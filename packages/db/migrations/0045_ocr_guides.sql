CREATE TABLE "ocr_guide_images" (
	"guide_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"image" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ocr_guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"error" text,
	"guide_type" text,
	"layout_version" text,
	"confidence" real,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"corrections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_width" integer,
	"image_height" integer,
	"recognized_at" timestamp with time zone,
	"recognition_ms" integer,
	"event_id" uuid,
	"confirmed_at" timestamp with time zone,
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
CREATE TABLE "ocr_upload_contents" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ocr_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"total_pages" integer DEFAULT 0 NOT NULL,
	"processed_pages" integer DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" uuid,
	"finished_at" timestamp with time zone,
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
ALTER TABLE "ocr_credits" ADD COLUMN "ocr_guide_id" uuid;--> statement-breakpoint
ALTER TABLE "ocr_guide_images" ADD CONSTRAINT "ocr_guide_images_guide_id_ocr_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."ocr_guides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_guide_images" ADD CONSTRAINT "ocr_guide_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_guides" ADD CONSTRAINT "ocr_guides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_guides" ADD CONSTRAINT "ocr_guides_upload_id_ocr_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."ocr_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_guides" ADD CONSTRAINT "ocr_guides_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_upload_contents" ADD CONSTRAINT "ocr_upload_contents_upload_id_ocr_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."ocr_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_upload_contents" ADD CONSTRAINT "ocr_upload_contents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_uploads" ADD CONSTRAINT "ocr_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_uploads" ADD CONSTRAINT "ocr_uploads_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ocr_guides_upload_page_idx" ON "ocr_guides" USING btree ("upload_id","page");--> statement-breakpoint
CREATE INDEX "ocr_guides_company_created_idx" ON "ocr_guides" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "ocr_guides_recognized_idx" ON "ocr_guides" USING btree ("recognized_at") WHERE "ocr_guides"."recognized_at" is not null;--> statement-breakpoint
CREATE INDEX "ocr_guides_confirmed_idx" ON "ocr_guides" USING btree ("confirmed_at") WHERE "ocr_guides"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "ocr_guides_status_idx" ON "ocr_guides" USING btree ("status") WHERE "ocr_guides"."status" in ('NEED_SUPPORT', 'NEED_DEVELOPER', 'ON_TEST');--> statement-breakpoint
CREATE INDEX "ocr_uploads_company_created_idx" ON "ocr_uploads" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "ocr_credits" ADD CONSTRAINT "ocr_credits_ocr_guide_id_ocr_guides_id_fk" FOREIGN KEY ("ocr_guide_id") REFERENCES "public"."ocr_guides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ocr_credits_uses_idx" ON "ocr_credits" USING btree ("created_at") WHERE "ocr_credits"."amount" < 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ocr_credits_guide_idx" ON "ocr_credits" USING btree ("ocr_guide_id") WHERE "ocr_credits"."ocr_guide_id" is not null;--> statement-breakpoint
-- Record metadata, change history and tenant isolation of OCR uploads and guides (decisions 010
-- and 041). Like the imports' (migration 0044), the history records the creation and the status
-- changes; a guide's fields and corrections are kept on the guide itself, its page image apart
-- (ocr_guide_images, no history: an image is no change to tell).
CREATE TRIGGER ocr_uploads_record_meta BEFORE INSERT OR UPDATE ON ocr_uploads FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER ocr_uploads_change_log AFTER INSERT OR UPDATE OF status ON ocr_uploads FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER ocr_guides_record_meta BEFORE INSERT OR UPDATE ON ocr_guides FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER ocr_guides_change_log AFTER INSERT OR UPDATE OF status ON ocr_guides FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE ocr_uploads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ocr_uploads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ocr_uploads TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON ocr_uploads TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE ocr_upload_contents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ocr_upload_contents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ocr_upload_contents TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON ocr_upload_contents TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE ocr_guides ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ocr_guides FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ocr_guides TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON ocr_guides TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE ocr_guide_images ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ocr_guide_images FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ocr_guide_images TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON ocr_guide_images TO CURRENT_USER USING (true) WITH CHECK (true);
