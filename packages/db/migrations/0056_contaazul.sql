CREATE TABLE "contaazul_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"receivable_id" text,
	"installment_id" text,
	"installment_version" integer,
	"exported_value" numeric(14, 2),
	"due_date" date,
	"settlement_id" text,
	"settlement_pending" boolean DEFAULT false NOT NULL,
	"settled_value" numeric(14, 2),
	"settled_on" date,
	"exported_at" timestamp with time zone,
	"last_error" text,
	"last_job_id" uuid,
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
	CONSTRAINT "contaazul_exports_state" CHECK ("contaazul_exports"."state" in ('PENDING', 'EXPORTED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "contaazul_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_key" text NOT NULL,
	"remote_id" text NOT NULL,
	"remote_name" text NOT NULL,
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
	CONSTRAINT "contaazul_mappings_kind" CHECK ("contaazul_mappings"."kind" in ('healthInsurance', 'hospital', 'service'))
);
--> statement-breakpoint
ALTER TABLE "integrations" DROP CONSTRAINT "integrations_provider";--> statement-breakpoint
ALTER TABLE "integration_calls" ADD COLUMN "provider" text DEFAULT 'AXREG' NOT NULL;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contaazul_exports" ADD CONSTRAINT "contaazul_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contaazul_exports" ADD CONSTRAINT "contaazul_exports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contaazul_exports" ADD CONSTRAINT "contaazul_exports_last_job_id_jobs_id_fk" FOREIGN KEY ("last_job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contaazul_mappings" ADD CONSTRAINT "contaazul_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contaazul_exports_event_key" ON "contaazul_exports" USING btree ("company_id","event_id") WHERE "contaazul_exports"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contaazul_exports_job_idx" ON "contaazul_exports" USING btree ("last_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contaazul_mappings_product_key" ON "contaazul_mappings" USING btree ("company_id","kind","product_key") WHERE "contaazul_mappings"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_provider" CHECK ("integrations"."provider" in ('AXREG', 'CONTA_AZUL'));--> statement-breakpoint
CREATE TRIGGER contaazul_mappings_record_meta BEFORE INSERT OR UPDATE ON contaazul_mappings FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER contaazul_mappings_change_log AFTER INSERT OR UPDATE ON contaazul_mappings FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
CREATE TRIGGER contaazul_exports_record_meta BEFORE INSERT OR UPDATE ON contaazul_exports FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER contaazul_exports_change_log AFTER INSERT OR UPDATE ON contaazul_exports FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE contaazul_mappings ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE contaazul_mappings FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON contaazul_mappings TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON contaazul_mappings TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE contaazul_exports ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE contaazul_exports FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON contaazul_exports TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON contaazul_exports TO CURRENT_USER USING (true) WITH CHECK (true);
