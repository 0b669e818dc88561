-- Row-level security: the second wall of tenant isolation (ARCHITECTURE.md, Data).
-- Services that touch tenant data run in withTenant(): SET LOCAL ROLE honora_app (not a
-- superuser, so policies apply) and SET LOCAL honora.company_ids to the session's companies.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'honora_app') THEN
    CREATE ROLE honora_app NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
GRANT honora_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO honora_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO honora_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO honora_app;
--> statement-breakpoint
-- The companies a transaction may see; none when the setting is absent.
CREATE OR REPLACE FUNCTION honora_tenant_ids() RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_to_array(nullif(current_setting('honora.company_ids', true), ''), ',')::uuid[], '{}'::uuid[])
$$;
--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON companies TO honora_app
  USING (id = ANY (honora_tenant_ids())) WITH CHECK (id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON companies TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE company_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE company_members FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON company_members TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON company_members TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE company_web_configs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE company_web_configs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON company_web_configs TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON company_web_configs TO CURRENT_USER USING (true) WITH CHECK (true);
