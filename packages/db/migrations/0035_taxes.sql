CREATE TABLE "tax_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tax_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"base" text NOT NULL,
	"calculation" text NOT NULL,
	"rate_percent" numeric(8, 4),
	"amount" numeric(14, 2),
	"person_type" text DEFAULT 'ALL' NOT NULL,
	"receiver_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"health_insurance_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"withheld_by_payer" boolean DEFAULT false NOT NULL,
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
	CONSTRAINT "tax_versions_first_of_month" CHECK (extract(day from "tax_versions"."valid_from") = 1),
	CONSTRAINT "tax_versions_rate_range" CHECK ("tax_versions"."rate_percent" is null or ("tax_versions"."rate_percent" > 0 and "tax_versions"."rate_percent" <= 100)),
	CONSTRAINT "tax_versions_amount_positive" CHECK ("tax_versions"."amount" is null or "tax_versions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"identifier" text NOT NULL,
	"kind" text NOT NULL,
	"order" smallint DEFAULT 0 NOT NULL,
	"valid_until" date,
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
	CONSTRAINT "taxes_valid_until_first_of_month" CHECK ("taxes"."valid_until" is null or extract(day from "taxes"."valid_until") = 1)
);
--> statement-breakpoint
ALTER TABLE "tax_versions" ADD CONSTRAINT "tax_versions_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_versions" ADD CONSTRAINT "tax_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_versions_tax_month_idx" ON "tax_versions" USING btree ("tax_id","valid_from") WHERE "tax_versions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tax_versions_company_idx" ON "tax_versions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "taxes_company_idx" ON "taxes" USING btree ("company_id","order");--> statement-breakpoint
-- Record metadata, change history and tenant isolation of the tax registry (decision 010).
CREATE TRIGGER taxes_record_meta BEFORE INSERT OR UPDATE ON taxes FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER taxes_change_log AFTER INSERT OR UPDATE ON taxes FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE taxes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE taxes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON taxes TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON taxes TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER tax_versions_record_meta BEFORE INSERT OR UPDATE ON tax_versions FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER tax_versions_change_log AFTER INSERT OR UPDATE ON tax_versions FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE tax_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tax_versions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tax_versions TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON tax_versions TO CURRENT_USER USING (true) WITH CHECK (true);
