CREATE TABLE "integration_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"integration_id" uuid,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"product_id" uuid NOT NULL,
	"axreg_id" bigint NOT NULL,
	"user_id" uuid,
	"visible" boolean DEFAULT true NOT NULL,
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
	CONSTRAINT "integration_mappings_type" CHECK ("integration_mappings"."type" in ('surgeon', 'anesthetist', 'healthInsurance', 'hospital')),
	CONSTRAINT "integration_mappings_axreg_id" CHECK ("integration_mappings"."axreg_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"base_url" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"token_encrypted" text,
	"token_expires_at" timestamp with time zone,
	"institution_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"sync_activated_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_sync_report" jsonb,
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
	CONSTRAINT "integrations_provider" CHECK ("integrations"."provider" in ('AXREG'))
);
--> statement-breakpoint
ALTER TABLE "integration_calls" ADD CONSTRAINT "integration_calls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_calls" ADD CONSTRAINT "integration_calls_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_mappings" ADD CONSTRAINT "integration_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_mappings" ADD CONSTRAINT "integration_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_calls_company_created_idx" ON "integration_calls" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_mappings_axreg_key" ON "integration_mappings" USING btree ("company_id","type","axreg_id") WHERE "integration_mappings"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_mappings_product_key" ON "integration_mappings" USING btree ("company_id","type","product_id") WHERE "integration_mappings"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_company_provider_key" ON "integrations" USING btree ("company_id","provider") WHERE "integrations"."deleted_at" is null;--> statement-breakpoint
CREATE TRIGGER integrations_record_meta BEFORE INSERT OR UPDATE ON integrations FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER integrations_change_log AFTER INSERT OR UPDATE ON integrations FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
CREATE TRIGGER integration_mappings_record_meta BEFORE INSERT OR UPDATE ON integration_mappings FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER integration_mappings_change_log AFTER INSERT OR UPDATE ON integration_mappings FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE integrations ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE integrations FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON integrations TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON integrations TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE integration_mappings ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE integration_mappings FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON integration_mappings TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON integration_mappings TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE integration_calls ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE integration_calls FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON integration_calls TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON integration_calls TO CURRENT_USER USING (true) WITH CHECK (true);
