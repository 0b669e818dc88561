CREATE TRIGGER company_web_configs_record_meta BEFORE INSERT OR UPDATE ON company_web_configs FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
