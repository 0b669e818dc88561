CREATE TABLE "billing_contract_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"terms" jsonb NOT NULL,
	"base_total" numeric(14, 2) NOT NULL,
	"by_percent" numeric(14, 2) NOT NULL,
	"fee" numeric(14, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"due_on" date NOT NULL,
	"notes" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"issued_by_name" text,
	"paid_on" date,
	"paid_by_name" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_name" text,
	"cancel_reason" text,
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
	CONSTRAINT "billing_contract_statements_status" CHECK ("billing_contract_statements"."status" in ('ISSUED', 'PAID', 'CANCELLED')),
	CONSTRAINT "billing_contract_statements_first_day" CHECK (extract(day from "billing_contract_statements"."month") = 1),
	CONSTRAINT "billing_contract_statements_fee" CHECK ("billing_contract_statements"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider_name" text NOT NULL,
	"provider_document" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"fee_type" text NOT NULL,
	"base" text,
	"percent" numeric(8, 4),
	"minimum_fee" numeric(14, 2),
	"fixed_fee" numeric(14, 2),
	"due_day" smallint NOT NULL,
	"notes" text,
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
	CONSTRAINT "billing_contracts_fee_type" CHECK ("billing_contracts"."fee_type" in ('PERCENT', 'FIXED')),
	CONSTRAINT "billing_contracts_base" CHECK ("billing_contracts"."base" is null or "billing_contracts"."base" in ('INVOICED', 'RECEIVED', 'PRODUCED')),
	CONSTRAINT "billing_contracts_terms" CHECK (("billing_contracts"."fee_type" = 'PERCENT' and "billing_contracts"."percent" is not null and "billing_contracts"."base" is not null and "billing_contracts"."fixed_fee" is null)
        or ("billing_contracts"."fee_type" = 'FIXED' and "billing_contracts"."fixed_fee" is not null and "billing_contracts"."percent" is null and "billing_contracts"."minimum_fee" is null)),
	CONSTRAINT "billing_contracts_due_day" CHECK ("billing_contracts"."due_day" between 1 and 28),
	CONSTRAINT "billing_contracts_validity" CHECK ("billing_contracts"."ends_on" is null or "billing_contracts"."starts_on" <= "billing_contracts"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "billing_contract_statements" ADD CONSTRAINT "billing_contract_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_contract_statements" ADD CONSTRAINT "billing_contract_statements_contract_id_billing_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."billing_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_contract_statements" ADD CONSTRAINT "billing_contract_statements_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_contracts" ADD CONSTRAINT "billing_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_contract_statements_company_month_idx" ON "billing_contract_statements" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_contract_statements_number_key" ON "billing_contract_statements" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_contract_statements_in_force_key" ON "billing_contract_statements" USING btree ("company_id","month") WHERE "billing_contract_statements"."status" <> 'CANCELLED' and "billing_contract_statements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "billing_contracts_company_starts_idx" ON "billing_contracts" USING btree ("company_id","starts_on");--> statement-breakpoint
CREATE TRIGGER billing_contracts_record_meta BEFORE INSERT OR UPDATE ON billing_contracts FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER billing_contracts_change_log AFTER INSERT OR UPDATE ON billing_contracts FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE billing_contracts ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE billing_contracts FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON billing_contracts TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON billing_contracts TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE TRIGGER billing_contract_statements_record_meta BEFORE INSERT OR UPDATE ON billing_contract_statements FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER billing_contract_statements_change_log AFTER INSERT OR UPDATE ON billing_contract_statements FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE billing_contract_statements ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE billing_contract_statements FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON billing_contract_statements TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON billing_contract_statements TO CURRENT_USER USING (true) WITH CHECK (true);
