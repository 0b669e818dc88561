CREATE TABLE "questionnaire_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"response_id" uuid,
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
	CONSTRAINT "questionnaire_invitations_email_lower" CHECK ("questionnaire_invitations"."email" = lower("questionnaire_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
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
	CONSTRAINT "questionnaires_title_length" CHECK (char_length("questionnaires"."title") between 1 and 150),
	CONSTRAINT "questionnaires_message_length" CHECK (char_length("questionnaires"."message") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "questionnaire_invitations" ADD CONSTRAINT "questionnaire_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_invitations" ADD CONSTRAINT "questionnaire_invitations_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_invitations" ADD CONSTRAINT "questionnaire_invitations_response_id_form_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."form_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_invitations_token_key" ON "questionnaire_invitations" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_invitations_email_key" ON "questionnaire_invitations" USING btree ("questionnaire_id","email") WHERE "questionnaire_invitations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "questionnaires_company_idx" ON "questionnaires" USING btree ("company_id","form_id");--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_invitation_id_questionnaire_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."questionnaire_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_responses_invitation_key" ON "form_responses" USING btree ("invitation_id") WHERE "form_responses"."invitation_id" is not null;--> statement-breakpoint
-- Company rows (decision 060), like forms and form_responses (0059): record metadata, the change log and row-level
-- security. Invitations change (reminded, answered), so their history is kept like the forms'.
CREATE TRIGGER questionnaires_record_meta BEFORE INSERT OR UPDATE ON questionnaires FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER questionnaires_change_log AFTER INSERT OR UPDATE ON questionnaires FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE questionnaires ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE questionnaires FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON questionnaires TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON questionnaires TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE TRIGGER questionnaire_invitations_record_meta BEFORE INSERT OR UPDATE ON questionnaire_invitations FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER questionnaire_invitations_change_log AFTER INSERT OR UPDATE ON questionnaire_invitations FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE questionnaire_invitations ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE questionnaire_invitations FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON questionnaire_invitations TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON questionnaire_invitations TO CURRENT_USER USING (true) WITH CHECK (true);
