CREATE TRIGGER ocr_credits_record_meta BEFORE INSERT OR UPDATE ON ocr_credits FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER ocr_credits_change_log AFTER INSERT OR UPDATE ON ocr_credits FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER platform_settings_record_meta BEFORE INSERT OR UPDATE ON platform_settings FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER platform_settings_change_log AFTER INSERT OR UPDATE ON platform_settings FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE ocr_credits ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ocr_credits FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ocr_credits TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON ocr_credits TO CURRENT_USER USING (true) WITH CHECK (true);
