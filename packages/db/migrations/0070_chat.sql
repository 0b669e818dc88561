CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talk_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_name" text NOT NULL,
	"sender_side" text NOT NULL,
	"type" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"file_name" text,
	"file_size" integer,
	"file_mime" text,
	"storage_key" text,
	"viewed_at" timestamp with time zone,
	"body_search" text GENERATED ALWAYS AS (lower(public.honora_unaccent(body || ' ' || coalesce(file_name, '')))) STORED NOT NULL,
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
	CONSTRAINT "chat_messages_type" CHECK ("chat_messages"."type" in ('text', 'image', 'file')),
	CONSTRAINT "chat_messages_sender_side" CHECK ("chat_messages"."sender_side" in ('CLIENT', 'COMPANY', 'ADMIN')),
	CONSTRAINT "chat_messages_body_length" CHECK (char_length("chat_messages"."body") <= 4000),
	CONSTRAINT "chat_messages_file" CHECK (("chat_messages"."type" = 'text') = ("chat_messages"."storage_key" is null) and ("chat_messages"."type" = 'text' or ("chat_messages"."file_name" is not null and "chat_messages"."file_size" is not null and "chat_messages"."file_mime" in ('image/png', 'image/jpeg', 'image/webp', 'application/pdf'))))
);
--> statement-breakpoint
CREATE TABLE "chat_talk_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talk_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"last_read_at" timestamp with time zone,
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
	CONSTRAINT "chat_talk_members_side" CHECK ("chat_talk_members"."side" in ('CLIENT', 'COMPANY', 'ADMIN'))
);
--> statement-breakpoint
CREATE TABLE "chat_talks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"workspace" text NOT NULL,
	"title" text,
	"pair_key" text,
	"owner_id" uuid NOT NULL,
	"last_message_id" uuid,
	"last_message_at" timestamp with time zone,
	"last_message_preview" text,
	"last_message_type" text,
	"last_sender_id" uuid,
	"last_sender_name" text,
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
	CONSTRAINT "chat_talks_kind" CHECK ("chat_talks"."kind" in ('direct', 'group', 'company', 'support')),
	CONSTRAINT "chat_talks_workspace" CHECK ("chat_talks"."workspace" in ('CLIENT', 'COMPANY')),
	CONSTRAINT "chat_talks_title" CHECK (("chat_talks"."kind" = 'group') = ("chat_talks"."title" is not null) and char_length(coalesce("chat_talks"."title", 'x')) between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_talk_id_chat_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."chat_talks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_talk_members" ADD CONSTRAINT "chat_talk_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_talk_members" ADD CONSTRAINT "chat_talk_members_talk_id_chat_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."chat_talks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_talk_members" ADD CONSTRAINT "chat_talk_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_talks" ADD CONSTRAINT "chat_talks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_talks" ADD CONSTRAINT "chat_talks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_talk_idx" ON "chat_messages" USING btree ("talk_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_talk_members_key" ON "chat_talk_members" USING btree ("talk_id","user_id","side");--> statement-breakpoint
CREATE INDEX "chat_talk_members_user_idx" ON "chat_talk_members" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_talks_pair_key" ON "chat_talks" USING btree ("company_id","kind","workspace","pair_key") WHERE "chat_talks"."pair_key" is not null and "chat_talks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "chat_talks_company_kind_idx" ON "chat_talks" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "chat_talks_support_idx" ON "chat_talks" USING btree ("last_message_at") WHERE "chat_talks"."kind" = 'support';--> statement-breakpoint
-- Company rows (decision 066): record metadata and row-level security like every company table. The
-- change history keeps what changes a talk's shape — created, renamed, people added or removed, a
-- message removed — not each message's last-message preview, read position or highlight: a message
-- is an immutable insert that already says who and when (as form responses, 0063).
CREATE TRIGGER chat_talks_record_meta BEFORE INSERT OR UPDATE ON chat_talks FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER chat_talks_change_log AFTER INSERT OR UPDATE OF title, deleted_at ON chat_talks FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE chat_talks ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE chat_talks FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON chat_talks TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON chat_talks TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE TRIGGER chat_talk_members_record_meta BEFORE INSERT OR UPDATE ON chat_talk_members FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER chat_talk_members_change_log AFTER INSERT OR UPDATE OF deleted_at ON chat_talk_members FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE chat_talk_members ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE chat_talk_members FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON chat_talk_members TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON chat_talk_members TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE TRIGGER chat_messages_record_meta BEFORE INSERT OR UPDATE ON chat_messages FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER chat_messages_change_log AFTER UPDATE OF deleted_at ON chat_messages FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE chat_messages ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE chat_messages FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON chat_messages TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON chat_messages TO CURRENT_USER USING (true) WITH CHECK (true);
