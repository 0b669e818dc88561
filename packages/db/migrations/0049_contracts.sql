CREATE TABLE "contract_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"due_on" date NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"period_starts_on" date,
	"period_ends_on" date,
	"status" text DEFAULT 'WaitPayment' NOT NULL,
	"received_on" date,
	"receipt_note" text,
	"reversal_reason" text,
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
	CONSTRAINT "contract_installments_status" CHECK ("contract_installments"."status" in ('WaitPayment', 'Received')),
	CONSTRAINT "contract_installments_value" CHECK ("contract_installments"."value" >= 0),
	CONSTRAINT "contract_installments_receipt" CHECK (("contract_installments"."status" = 'Received') = ("contract_installments"."received_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"insurer_id" uuid,
	"hospital_id" uuid,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"billing_type" text NOT NULL,
	"billing_day" smallint NOT NULL,
	"fixed_value" boolean NOT NULL,
	"value" numeric(14, 2),
	"hours_per_period" numeric(8, 2),
	"rate_per_hour" numeric(14, 2),
	"notes" text,
	"status" text DEFAULT 'Open' NOT NULL,
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
	CONSTRAINT "contracts_billing_type" CHECK ("contracts"."billing_type" in ('Monthly', 'Biannual', 'Yearly')),
	CONSTRAINT "contracts_billing_day" CHECK ("contracts"."billing_day" between 1 and 28),
	CONSTRAINT "contracts_status" CHECK ("contracts"."status" in ('Open', 'WaitPayment', 'Closed')),
	CONSTRAINT "contracts_validity" CHECK ("contracts"."starts_on" < "contracts"."ends_on"),
	CONSTRAINT "contracts_counterpart" CHECK ("contracts"."insurer_id" is not null or "contracts"."hospital_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "contract_installments" ADD CONSTRAINT "contract_installments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_installments" ADD CONSTRAINT "contract_installments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_insurer_id_health_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."health_insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_installments_contract_idx" ON "contract_installments" USING btree ("contract_id","seq");--> statement-breakpoint
CREATE INDEX "contract_installments_company_due_idx" ON "contract_installments" USING btree ("company_id","due_on");--> statement-breakpoint
CREATE INDEX "contracts_company_starts_idx" ON "contracts" USING btree ("company_id","starts_on","id");--> statement-breakpoint
CREATE TRIGGER contracts_record_meta BEFORE INSERT OR UPDATE ON contracts FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER contracts_change_log AFTER INSERT OR UPDATE ON contracts FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE contracts ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE contracts FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON contracts TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON contracts TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER contract_installments_record_meta BEFORE INSERT OR UPDATE ON contract_installments FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER contract_installments_change_log AFTER INSERT OR UPDATE ON contract_installments FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE contract_installments ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE contract_installments FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON contract_installments TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON contract_installments TO CURRENT_USER USING (true) WITH CHECK (true);
