CREATE TABLE "admin_query_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"sql_text" text NOT NULL,
	"outcome" text NOT NULL,
	"kind" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"row_count" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_saved_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sql_text" text NOT NULL,
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
	CONSTRAINT "admin_saved_queries_name_length" CHECK (char_length("admin_saved_queries"."name") between 1 and 120),
	CONSTRAINT "admin_saved_queries_sql_length" CHECK (char_length("admin_saved_queries"."sql_text") <= 20000)
);
--> statement-breakpoint
ALTER TABLE "admin_query_runs" ADD CONSTRAINT "admin_query_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_query_runs_created_idx" ON "admin_query_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_saved_queries_name_key" ON "admin_saved_queries" USING btree (lower("name")) WHERE "admin_saved_queries"."deleted_at" is null;--> statement-breakpoint
-- Platform-level tables (no company_id, decision 061): like releases they get no row-level security.
-- admin_query_runs is the console's audit log: append-only, the row says who and when (no metadata, no history).
CREATE TRIGGER admin_saved_queries_record_meta BEFORE INSERT OR UPDATE ON admin_saved_queries FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER admin_saved_queries_change_log AFTER INSERT OR UPDATE ON admin_saved_queries FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
-- The query console's role (decision 061): NOLOGIN, SELECT only, so a statement that slipped past
-- the check and the READ ONLY transaction still could not write. Super admins see every company:
-- the role bypasses row-level security where the migrating user may grant that (a superuser:
-- PGlite, CI, the default install); otherwise it is created without it and sees no tenant rows.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'honora_query') THEN
    IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
      CREATE ROLE honora_query NOLOGIN BYPASSRLS;
    ELSE
      CREATE ROLE honora_query NOLOGIN;
      RAISE NOTICE 'honora_query criado sem BYPASSRLS: o console de consultas não verá linhas de empresas';
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
GRANT honora_query TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO honora_query;
--> statement-breakpoint
GRANT SELECT ON ALL TABLES IN SCHEMA public TO honora_query;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO honora_query;
--> statement-breakpoint
-- Credentials stay out of reach even of a super admin's query: sessions, reset tokens, sign-in
-- codes and flows, calendar links; and, column by column, password hashes, integration secrets
-- and questionnaire tokens (the rest of those tables stays readable).
REVOKE SELECT ON sessions, password_reset_tokens, phone_sign_in_codes, social_sign_in_flows, schedule_calendar_links FROM honora_query;
--> statement-breakpoint
DO $$
DECLARE
  secret record;
  readable text;
BEGIN
  FOR secret IN
    SELECT * FROM (VALUES
      ('users', ARRAY['password_hash']),
      ('integrations', ARRAY['secret_encrypted', 'token_encrypted']),
      ('questionnaire_invitations', ARRAY['token'])
    ) AS s(table_name, hidden)
  LOOP
    SELECT string_agg(quote_ident(c.column_name), ', ' ORDER BY c.ordinal_position) INTO readable
      FROM information_schema.columns c
     WHERE c.table_schema = 'public' AND c.table_name = secret.table_name AND c.column_name <> ALL (secret.hidden);
    EXECUTE format('REVOKE SELECT ON %I FROM honora_query', secret.table_name);
    EXECUTE format('GRANT SELECT (%s) ON %I TO honora_query', readable, secret.table_name);
  END LOOP;
END
$$;
