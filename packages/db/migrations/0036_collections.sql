CREATE TABLE "cobrancas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" integer NOT NULL,
	"health_insurance_id" uuid NOT NULL,
	"date" date NOT NULL,
	"dt_billing" date,
	"dt_baixa" date,
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"charged" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cut" numeric(14, 2) DEFAULT '0' NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"batch_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_allow_transfer" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
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
	CONSTRAINT "cobrancas_values_not_negative" CHECK ("cobrancas"."value" >= 0 and "cobrancas"."charged" >= 0 and "cobrancas"."paid" >= 0 and "cobrancas"."cut" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_health_insurance_id_health_insurers_id_fk" FOREIGN KEY ("health_insurance_id") REFERENCES "public"."health_insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cobrancas_company_date_idx" ON "cobrancas" USING btree ("company_id","date","code");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_company_code_key" ON "cobrancas" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "events_cobranca_idx" ON "events" USING btree ("cobranca_id") WHERE "events"."cobranca_id" is not null;--> statement-breakpoint
-- Record metadata, change history and tenant isolation of collections (decision 010).
CREATE TRIGGER cobrancas_record_meta BEFORE INSERT OR UPDATE ON cobrancas FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER cobrancas_change_log AFTER INSERT OR UPDATE ON cobrancas FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE cobrancas ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE cobrancas FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON cobrancas TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON cobrancas TO CURRENT_USER USING (true) WITH CHECK (true);
