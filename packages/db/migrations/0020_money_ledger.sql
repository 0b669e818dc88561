CREATE TABLE "events_auto_fix_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"company_id" uuid,
	"fixed" boolean NOT NULL,
	"error" text,
	"differences" jsonb NOT NULL,
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
CREATE TABLE "idempotency_keys" (
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"matriz_id" uuid,
	"is_matriz" boolean DEFAULT false NOT NULL,
	"action" text NOT NULL,
	"type" text DEFAULT 'PROCEDURE' NOT NULL,
	"procedure_row_id" uuid,
	"row_id_additional_data" text,
	"date" date NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"type_of_payment_id" uuid,
	"transfer_id" uuid,
	"appeal_id" uuid,
	"cobranca_id" uuid,
	"canceled_by_id" uuid,
	"canceled_id" uuid,
	"receiver_id" text,
	"receiver_type" text DEFAULT 'anesthetist' NOT NULL,
	"health_insurance_id" uuid,
	"batches_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"batch_id" uuid,
	"hospital_id" uuid,
	"dt_procedure" date,
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
	CONSTRAINT "transactions_value_not_negative" CHECK ("transactions"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_auto_fix_log_created_idx" ON "events_auto_fix_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_event_idx" ON "transactions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "transactions_company_insurer_date_idx" ON "transactions" USING btree ("company_id","health_insurance_id","date");--> statement-breakpoint
CREATE INDEX "transactions_company_date_idx" ON "transactions" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "transactions_company_creation_idx" ON "transactions" USING btree ("company_id","creation_date");--> statement-breakpoint
CREATE INDEX "transactions_cobranca_idx" ON "transactions" USING btree ("cobranca_id");--> statement-breakpoint
CREATE INDEX "transactions_transfer_idx" ON "transactions" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "transactions_batches_idx" ON "transactions" USING gin ("batches_ids");