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
