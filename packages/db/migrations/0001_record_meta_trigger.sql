-- Text search helpers used by later registries (accent-insensitive, trigram search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Record metadata (billing.md §3) is written here, from the transaction's actor, so no
-- service can forget or forge it. The actor is set with set_config(..., true) by withActor().
CREATE OR REPLACE FUNCTION honora_record_meta() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor_id text := nullif(current_setting('honora.actor_id', true), '');
  actor_name text := coalesce(nullif(current_setting('honora.actor_name', true), ''), actor_id);
  actor_env text := coalesce(nullif(current_setting('honora.actor_env', true), ''), 'web');
  actor_version text := coalesce(nullif(current_setting('honora.actor_version', true), ''), '');
  actor_is_admin boolean := coalesce(nullif(current_setting('honora.actor_is_admin', true), '')::boolean, false);
BEGIN
  IF actor_id IS NULL THEN
    RAISE EXCEPTION 'honora: write to % without an actor (use withActor)', TG_TABLE_NAME;
  END IF;
  IF TG_OP = 'INSERT' THEN
    NEW.created_at := now();
    NEW.created_by := actor_id;
    NEW.created_by_name := actor_name;
    NEW.created_env := actor_env;
    NEW.created_version := actor_version;
    NEW.updated_at := NULL;
    NEW.updated_by := NULL;
    NEW.updated_by_name := NULL;
    NEW.updated_env := NULL;
    NEW.updated_by_admin := NULL;
    NEW.updated_version := NULL;
    NEW.deleted_at := NULL;
    NEW.deleted_by := NULL;
    RETURN NEW;
  END IF;
  NEW.created_at := OLD.created_at;
  NEW.created_by := OLD.created_by;
  NEW.created_by_name := OLD.created_by_name;
  NEW.created_env := OLD.created_env;
  NEW.created_version := OLD.created_version;
  NEW.updated_at := now();
  NEW.updated_by := actor_id;
  NEW.updated_by_name := actor_name;
  NEW.updated_env := actor_env;
  NEW.updated_by_admin := actor_is_admin;
  NEW.updated_version := actor_version;
  IF OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL THEN
    NEW.deleted_at := now();
    NEW.deleted_by := actor_id;
  ELSIF NEW.deleted_at IS NULL THEN
    NEW.deleted_by := NULL;
  ELSE
    NEW.deleted_at := OLD.deleted_at;
    NEW.deleted_by := OLD.deleted_by;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_record_meta BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER admin_users_record_meta BEFORE INSERT OR UPDATE ON admin_users FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER companies_record_meta BEFORE INSERT OR UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER company_members_record_meta BEFORE INSERT OR UPDATE ON company_members FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
