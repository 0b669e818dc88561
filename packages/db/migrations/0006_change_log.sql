CREATE TABLE "change_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"company_id" uuid,
	"operation" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL,
	"changed_by_name" text NOT NULL,
	"changed_by_admin" boolean DEFAULT false NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_log_changed_at_idx" ON "change_log" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "change_log_company_idx" ON "change_log" USING btree ("company_id","changed_at");--> statement-breakpoint
CREATE INDEX "change_log_record_idx" ON "change_log" USING btree ("table_name","record_id");