-- Background work renews a heartbeat while it runs: open work whose heartbeat went stale was cut
-- off (a restart, a killed process) and is settled as failed by any server process.
ALTER TABLE "reference_imports" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_xml_files" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions carry the selected company: tenant data like every table with company_id
-- (decision 010). Sign-in and the session look-up run as the owner before any tenant is known
-- (owner_access); under honora_app a transaction sees only the sessions of its companies.
ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sessions TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON sessions TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
-- A heartbeat is not a change of the record: the change history skips heartbeat_at (only the meta
-- list differs from 0010).
CREATE OR REPLACE FUNCTION honora_change_log() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  new_row jsonb := to_jsonb(NEW);
  old_row jsonb := CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) ELSE '{}'::jsonb END;
  diff jsonb := '{}'::jsonb;
  key text;
  value jsonb;
  operation text := TG_OP;
  meta text[] := ARRAY['created_at', 'created_by', 'created_by_name', 'created_env', 'created_version',
    'updated_at', 'updated_by', 'updated_by_name', 'updated_env', 'updated_by_admin', 'updated_version',
    'deleted_at', 'deleted_by', 'heartbeat_at'];
BEGIN
  FOR key, value IN SELECT j.key, j.value FROM jsonb_each(new_row) AS j LOOP
    CONTINUE WHEN key = ANY (meta);
    IF NOT (old_row ? key) OR (old_row -> key) IS DISTINCT FROM value THEN
      IF key ~ '(password|token|secret)' THEN
        diff := diff || jsonb_build_object(key, jsonb_build_object('from', '***', 'to', '***'));
      ELSE
        diff := diff || jsonb_build_object(key, jsonb_build_object('from', old_row -> key, 'to', value));
      END IF;
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL THEN
    operation := 'DELETE';
  END IF;
  IF diff = '{}'::jsonb AND operation = 'UPDATE' THEN
    RETURN NULL;
  END IF;
  INSERT INTO change_log (table_name, record_id, company_id, operation, changed_by, changed_by_name, changed_by_admin, changes)
  VALUES (
    TG_TABLE_NAME,
    coalesce(new_row ->> 'id', new_row ->> 'user_id', new_row ->> 'company_id', new_row ->> 'key'),
    CASE WHEN TG_TABLE_NAME = 'companies' THEN (new_row ->> 'id')::uuid ELSE (new_row ->> 'company_id')::uuid END,
    operation,
    coalesce(NEW.updated_by, NEW.created_by),
    coalesce(NEW.updated_by_name, NEW.created_by_name),
    coalesce(NEW.updated_by_admin, false),
    diff
  );
  RETURN NULL;
END;
$$;
