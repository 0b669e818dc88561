-- Record metadata and change history for the registries (issue 4), and tenant isolation.
--> statement-breakpoint
CREATE TRIGGER patients_record_meta BEFORE INSERT OR UPDATE ON patients FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER patients_change_log AFTER INSERT OR UPDATE ON patients FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER hospitals_record_meta BEFORE INSERT OR UPDATE ON hospitals FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER hospitals_change_log AFTER INSERT OR UPDATE ON hospitals FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER surgeons_record_meta BEFORE INSERT OR UPDATE ON surgeons FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER surgeons_change_log AFTER INSERT OR UPDATE ON surgeons FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER health_insurers_record_meta BEFORE INSERT OR UPDATE ON health_insurers FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER health_insurers_change_log AFTER INSERT OR UPDATE ON health_insurers FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER types_of_payment_record_meta BEFORE INSERT OR UPDATE ON types_of_payment FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER types_of_payment_change_log AFTER INSERT OR UPDATE ON types_of_payment FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER custom_fields_record_meta BEFORE INSERT OR UPDATE ON custom_fields FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER custom_fields_change_log AFTER INSERT OR UPDATE ON custom_fields FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER mandatory_fields_record_meta BEFORE INSERT OR UPDATE ON mandatory_fields FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER mandatory_fields_change_log AFTER INSERT OR UPDATE ON mandatory_fields FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER financial_item_groups_record_meta BEFORE INSERT OR UPDATE ON financial_item_groups FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER financial_item_groups_change_log AFTER INSERT OR UPDATE ON financial_item_groups FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER spreadsheet_configs_record_meta BEFORE INSERT OR UPDATE ON spreadsheet_configs FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER spreadsheet_configs_change_log AFTER INSERT OR UPDATE ON spreadsheet_configs FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER reference_imports_record_meta BEFORE INSERT OR UPDATE ON reference_imports FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER reference_imports_change_log AFTER INSERT OR UPDATE ON reference_imports FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE stored_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE stored_files FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON stored_files TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON stored_files TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE patients ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patients FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON patients TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON patients TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE hospitals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE hospitals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON hospitals TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON hospitals TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE surgeons ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE surgeons FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON surgeons TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON surgeons TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE health_insurers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE health_insurers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON health_insurers TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON health_insurers TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE types_of_payment ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE types_of_payment FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON types_of_payment TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON types_of_payment TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE custom_fields ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE custom_fields FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON custom_fields TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON custom_fields TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE mandatory_fields ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE mandatory_fields FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON mandatory_fields TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON mandatory_fields TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE financial_item_groups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE financial_item_groups FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON financial_item_groups TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON financial_item_groups TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE spreadsheet_configs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE spreadsheet_configs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON spreadsheet_configs TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON spreadsheet_configs TO CURRENT_USER USING (true) WITH CHECK (true);
