-- Record metadata and change history for the CBHPM tables and negotiations (issue 5), and tenant isolation of negotiations.
--> statement-breakpoint
CREATE TRIGGER cbhpm_editions_record_meta BEFORE INSERT OR UPDATE ON cbhpm_editions FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER cbhpm_editions_change_log AFTER INSERT OR UPDATE ON cbhpm_editions FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER cbhpm_valuations_record_meta BEFORE INSERT OR UPDATE ON cbhpm_valuations FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER cbhpm_valuations_change_log AFTER INSERT OR UPDATE ON cbhpm_valuations FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER negotiations_record_meta BEFORE INSERT OR UPDATE ON negotiations FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER negotiations_change_log AFTER INSERT OR UPDATE ON negotiations FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE negotiations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE negotiations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON negotiations TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON negotiations TO CURRENT_USER USING (true) WITH CHECK (true);
