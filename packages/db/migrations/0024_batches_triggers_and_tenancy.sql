-- Record metadata, change history and tenant isolation of batches, their XML files and invoices (issue 8). The XML bytes (batch_xml_contents) carry no metadata: their file record does.
CREATE TRIGGER batches_record_meta BEFORE INSERT OR UPDATE ON batches FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER batches_change_log AFTER INSERT OR UPDATE ON batches FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE batches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE batches FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON batches TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON batches TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER batch_xml_files_record_meta BEFORE INSERT OR UPDATE ON batch_xml_files FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER batch_xml_files_change_log AFTER INSERT OR UPDATE ON batch_xml_files FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE batch_xml_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE batch_xml_files FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON batch_xml_files TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON batch_xml_files TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE TRIGGER invoices_record_meta BEFORE INSERT OR UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER invoices_change_log AFTER INSERT OR UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE invoices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invoices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoices TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON invoices TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE batch_xml_contents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE batch_xml_contents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON batch_xml_contents TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON batch_xml_contents TO CURRENT_USER USING (true) WITH CHECK (true);
