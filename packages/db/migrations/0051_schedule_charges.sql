CREATE TABLE "schedule_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"month" date NOT NULL,
	"contract_id" uuid,
	"installment_id" uuid,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"minutes" numeric(12, 0) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"notes" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"issued_by_name" text,
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
	CONSTRAINT "schedule_charges_status" CHECK ("schedule_charges"."status" in ('ISSUED', 'CANCELLED')),
	CONSTRAINT "schedule_charges_first_day" CHECK (extract(day from "schedule_charges"."month") = 1),
	CONSTRAINT "schedule_charges_total" CHECK ("schedule_charges"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "schedule_charges" ADD CONSTRAINT "schedule_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_charges" ADD CONSTRAINT "schedule_charges_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_charges" ADD CONSTRAINT "schedule_charges_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_charges" ADD CONSTRAINT "schedule_charges_installment_id_contract_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."contract_installments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_charges" ADD CONSTRAINT "schedule_charges_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_charges_company_month_idx" ON "schedule_charges" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_charges_issued_key" ON "schedule_charges" USING btree ("company_id","hospital_id","month") WHERE "schedule_charges"."status" = 'ISSUED' and "schedule_charges"."deleted_at" is null;--> statement-breakpoint
CREATE TRIGGER schedule_charges_record_meta BEFORE INSERT OR UPDATE ON schedule_charges FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER schedule_charges_change_log AFTER INSERT OR UPDATE ON schedule_charges FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE schedule_charges ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE schedule_charges FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON schedule_charges TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON schedule_charges TO CURRENT_USER USING (true) WITH CHECK (true);
