CREATE TABLE "payments_splitted" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"user_transfer_id" uuid NOT NULL,
	"receiver_id" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"paid_date" date NOT NULL,
	"invoice" text,
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
	CONSTRAINT "payments_splitted_value_positive" CHECK ("payments_splitted"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "receiver_tax_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"receiver_id" text NOT NULL,
	"person_type" text DEFAULT 'PF' NOT NULL,
	"cnpj" text,
	"dependants" smallint DEFAULT 0 NOT NULL,
	"inss_other_sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
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
	CONSTRAINT "receiver_tax_profiles_dependants" CHECK ("receiver_tax_profiles"."dependants" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" integer NOT NULL,
	"month" date NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by_name" text,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"receiver_count" integer DEFAULT 0 NOT NULL,
	"full_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"company_share" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"taxes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"liquid" numeric(14, 2) DEFAULT '0' NOT NULL,
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
	"deleted_by" text
);
--> statement-breakpoint
CREATE TABLE "user_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"receiver_id" text NOT NULL,
	"receiver_type" text NOT NULL,
	"receiver_name" text NOT NULL,
	"person_type" text NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"full_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount_reason" text,
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"value_base_transfer" numeric(14, 2) DEFAULT '0' NOT NULL,
	"value_base_ir" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_taxes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"withheld_by_payer" numeric(14, 2) DEFAULT '0' NOT NULL,
	"liquid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"by_insurer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invoice" text,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_date" date,
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
	CONSTRAINT "user_transfers_values_not_negative" CHECK ("user_transfers"."full_value" >= 0 and "user_transfers"."discount" >= 0 and "user_transfers"."discount" <= "user_transfers"."full_value" and "user_transfers"."liquid" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments_splitted" ADD CONSTRAINT "payments_splitted_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_splitted" ADD CONSTRAINT "payments_splitted_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_splitted" ADD CONSTRAINT "payments_splitted_user_transfer_id_user_transfers_id_fk" FOREIGN KEY ("user_transfer_id") REFERENCES "public"."user_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_tax_profiles" ADD CONSTRAINT "receiver_tax_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_transfers" ADD CONSTRAINT "user_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_transfers" ADD CONSTRAINT "user_transfers_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_splitted_user_transfer_idx" ON "payments_splitted" USING btree ("user_transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receiver_tax_profiles_receiver_key" ON "receiver_tax_profiles" USING btree ("company_id","receiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_company_month_mode_key" ON "transfers" USING btree ("company_id","month","mode") WHERE "transfers"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_company_code_key" ON "transfers" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "transfers_company_month_idx" ON "transfers" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "user_transfers_receiver_key" ON "user_transfers" USING btree ("transfer_id","receiver_id","receiver_type");--> statement-breakpoint
CREATE INDEX "user_transfers_company_receiver_idx" ON "user_transfers" USING btree ("company_id","receiver_id");--> statement-breakpoint
CREATE INDEX "transactions_open_for_transfer_idx" ON "transactions" USING btree ("company_id","date") WHERE "transactions"."transfer_id" is null and "transactions"."action" = 'Received' and "transactions"."canceled_id" is null and "transactions"."canceled_by_id" is null;--> statement-breakpoint
-- Record metadata, change history and tenant isolation of the transfer tables (decision 010).
CREATE TRIGGER receiver_tax_profiles_record_meta BEFORE INSERT OR UPDATE ON receiver_tax_profiles FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER receiver_tax_profiles_change_log AFTER INSERT OR UPDATE ON receiver_tax_profiles FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER transfers_record_meta BEFORE INSERT OR UPDATE ON transfers FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER transfers_change_log AFTER INSERT OR UPDATE ON transfers FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER user_transfers_record_meta BEFORE INSERT OR UPDATE ON user_transfers FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER user_transfers_change_log AFTER INSERT OR UPDATE ON user_transfers FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER payments_splitted_record_meta BEFORE INSERT OR UPDATE ON payments_splitted FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER payments_splitted_change_log AFTER INSERT OR UPDATE ON payments_splitted FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE receiver_tax_profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE receiver_tax_profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON receiver_tax_profiles TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON receiver_tax_profiles TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE transfers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE transfers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON transfers TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON transfers TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE user_transfers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_transfers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON user_transfers TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON user_transfers TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE payments_splitted ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE payments_splitted FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON payments_splitted TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON payments_splitted TO CURRENT_USER USING (true) WITH CHECK (true);
