-- Record metadata, change history and tenant isolation of the ledger, its idempotency keys and the auto-fix log (issue 7).
--> statement-breakpoint
CREATE TRIGGER transactions_record_meta BEFORE INSERT OR UPDATE ON transactions FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER transactions_change_log AFTER INSERT OR UPDATE ON transactions FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER events_auto_fix_log_record_meta BEFORE INSERT OR UPDATE ON events_auto_fix_log FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER events_auto_fix_log_change_log AFTER INSERT OR UPDATE ON events_auto_fix_log FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE transactions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE transactions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON transactions TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON transactions TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE idempotency_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE idempotency_keys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON idempotency_keys TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON idempotency_keys TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE events_auto_fix_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE events_auto_fix_log FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON events_auto_fix_log TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON events_auto_fix_log TO CURRENT_USER USING (true) WITH CHECK (true);
