-- Record metadata, change history and tenant isolation of events, their procedures, observations, attachments, revert copies and protocol reports (issue 6).
--> statement-breakpoint
CREATE TRIGGER events_record_meta BEFORE INSERT OR UPDATE ON events FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER events_change_log AFTER INSERT OR UPDATE ON events FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER event_procedures_record_meta BEFORE INSERT OR UPDATE ON event_procedures FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER event_procedures_change_log AFTER INSERT OR UPDATE ON event_procedures FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER event_observations_record_meta BEFORE INSERT OR UPDATE ON event_observations FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER event_observations_change_log AFTER INSERT OR UPDATE ON event_observations FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER event_attachments_record_meta BEFORE INSERT OR UPDATE ON event_attachments FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER event_attachments_change_log AFTER INSERT OR UPDATE ON event_attachments FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER events_changed_record_meta BEFORE INSERT OR UPDATE ON events_changed FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER events_changed_change_log AFTER INSERT OR UPDATE ON events_changed FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER protocols_record_meta BEFORE INSERT OR UPDATE ON protocols FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER protocols_change_log AFTER INSERT OR UPDATE ON protocols FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
ALTER TABLE events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON events TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON events TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE event_procedures ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_procedures FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON event_procedures TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON event_procedures TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE event_observations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_observations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON event_observations TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON event_observations TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE event_attachments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_attachments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON event_attachments TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON event_attachments TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE events_changed ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE events_changed FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON events_changed TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON events_changed TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE protocols ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE protocols FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON protocols TO honora_app
  USING (company_id = ANY (honora_tenant_ids())) WITH CHECK (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON protocols TO CURRENT_USER USING (true) WITH CHECK (true);
