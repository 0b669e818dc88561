CREATE TABLE "message_override_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"old_text" text,
	"new_text" text,
	"changed_by" text NOT NULL,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_override_history_action" CHECK ("message_override_history"."action" in ('edit', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "message_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
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
	CONSTRAINT "message_overrides_text_length" CHECK (char_length("message_overrides"."text") <= 4000)
);
--> statement-breakpoint
CREATE INDEX "message_override_history_key_idx" ON "message_override_history" USING btree ("key","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_overrides_key_key" ON "message_overrides" USING btree ("key");--> statement-breakpoint
-- Platform-level tables (no company_id, decision 062): like releases they get no row-level security.
-- The history is the Language tool's own record of each edit and reset, written once, never changed.
CREATE TRIGGER message_overrides_record_meta BEFORE INSERT OR UPDATE ON message_overrides FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER message_overrides_change_log AFTER INSERT OR UPDATE ON message_overrides FOR EACH ROW EXECUTE FUNCTION honora_change_log();
