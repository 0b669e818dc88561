CREATE TABLE "ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"company_id" uuid,
	"author_kind" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
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
	CONSTRAINT "ticket_messages_body_length" CHECK (char_length("ticket_messages"."body") between 1 and 10000),
	CONSTRAINT "ticket_messages_note_by_admin" CHECK (not "ticket_messages"."is_internal" or "ticket_messages"."author_kind" = 'admin')
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "tickets_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"channel" text NOT NULL,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"requester_user_id" uuid,
	"requester_workspace" text,
	"company_id" uuid,
	"assignee_id" uuid,
	"link_user_id" uuid,
	"event_id" uuid,
	"batch_id" uuid,
	"contact_message_id" uuid,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
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
	CONSTRAINT "tickets_subject_length" CHECK (char_length("tickets"."subject") between 1 and 150),
	CONSTRAINT "tickets_requester_email_lower" CHECK ("tickets"."requester_email" = lower("tickets"."requester_email"))
);
--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_number_key" ON "tickets" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_contact_message_key" ON "tickets" USING btree ("contact_message_id") WHERE "tickets"."contact_message_id" is not null;--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "tickets_company_idx" ON "tickets" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "tickets_requester_idx" ON "tickets" USING btree ("requester_user_id","company_id");--> statement-breakpoint
CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("assignee_id");--> statement-breakpoint
-- Decision 065: the contact messages already kept open one ticket each (channel contact, the message as the first
-- of the conversation; read ones are solved), written before the triggers with the system as their author.
INSERT INTO tickets (subject, status, channel, requester_name, requester_email, contact_message_id, last_message_at,
    created_at, created_by, created_by_name, created_env, created_version)
  SELECT coalesce(nullif(left(btrim(c.subject), 150), ''), 'Mensagem de contato'),
    CASE WHEN c.read_at IS NULL THEN 'open' ELSE 'solved' END, 'contact', c.name, lower(c.email), c.id, c.created_at,
    c.created_at, 'system', 'Sistema', 'system', ''
  FROM contact_messages c ORDER BY c.created_at, c.id;--> statement-breakpoint
INSERT INTO ticket_messages (ticket_id, author_kind, author_name, body, created_at, created_by, created_by_name,
    created_env, created_version)
  SELECT t.id, 'requester', c.name, coalesce(nullif(c.message, ''), '-'), c.created_at, 'system', 'Sistema', 'system', ''
  FROM tickets t JOIN contact_messages c ON c.id = t.contact_message_id;--> statement-breakpoint
-- Company rows (decision 065), like questionnaires (0062): record metadata and row-level security; a ticket without a
-- company (a visitor's) is never a tenant's. Tickets change (status, assignee, links), so their history is kept;
-- messages are never changed, so they have none (as form responses, 0063).
CREATE TRIGGER tickets_record_meta BEFORE INSERT OR UPDATE ON tickets FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER tickets_change_log AFTER INSERT OR UPDATE ON tickets FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
ALTER TABLE tickets ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tickets FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON tickets TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON tickets TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE TRIGGER ticket_messages_record_meta BEFORE INSERT OR UPDATE ON ticket_messages FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
ALTER TABLE ticket_messages ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE ticket_messages FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON ticket_messages TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));--> statement-breakpoint
CREATE POLICY owner_access ON ticket_messages TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
-- A message is never changed after it is written: its history keeps only what would change it (as 0063's form responses).
CREATE TRIGGER ticket_messages_change_log AFTER UPDATE ON ticket_messages FOR EACH ROW EXECUTE FUNCTION honora_change_log();
