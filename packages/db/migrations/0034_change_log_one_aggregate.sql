-- The change log's diff built in one aggregate over the row's columns instead of a loop that
-- appends key by key (each append copies the diff so far). The same rows are written, with the
-- same diff; a large statement's confirmation or a bulk action writes thousands of them.
CREATE OR REPLACE FUNCTION honora_change_log() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  new_row jsonb := to_jsonb(NEW);
  old_row jsonb := CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) ELSE '{}'::jsonb END;
  diff jsonb;
  operation text := TG_OP;
  meta text[] := ARRAY['created_at', 'created_by', 'created_by_name', 'created_env', 'created_version',
    'updated_at', 'updated_by', 'updated_by_name', 'updated_env', 'updated_by_admin', 'updated_version',
    'deleted_at', 'deleted_by', 'heartbeat_at',
    -- derived by the database from the name (search and sort): never a change a person made
    'name_search', 'sort_key'];
BEGIN
  SELECT coalesce(jsonb_object_agg(j.key, CASE WHEN j.key ~ '(password|token|secret)'
      THEN jsonb_build_object('from', '***', 'to', '***')
      ELSE jsonb_build_object('from', old_row -> j.key, 'to', j.value) END), '{}'::jsonb)
    INTO diff
    FROM jsonb_each(new_row) AS j
    WHERE NOT (j.key = ANY (meta)) AND (NOT (old_row ? j.key) OR (old_row -> j.key) IS DISTINCT FROM j.value);
  IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL THEN
    operation := 'DELETE';
  ELSIF TG_OP = 'UPDATE' AND OLD.deleted_at IS NOT NULL AND NEW.deleted_at IS NULL THEN
    operation := 'RESTORE';
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
