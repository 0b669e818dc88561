ALTER TABLE "transfers" ADD COLUMN "entries_hash" text;--> statement-breakpoint
-- Stamping a transfer's id on its receipts (and freeing them on unlock) is the transfer's own
-- change, logged on the transfer (status, locked at/by): the receipts' metadata and history are
-- left as they were, so locking a month of 150,000 receipts is not 150,000 history rows (decision 031).
DROP TRIGGER transactions_record_meta ON transactions;
--> statement-breakpoint
DROP TRIGGER transactions_change_log ON transactions;
--> statement-breakpoint
CREATE TRIGGER transactions_record_meta BEFORE INSERT ON transactions FOR EACH ROW EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER transactions_record_meta_update BEFORE UPDATE ON transactions FOR EACH ROW
  WHEN (OLD.transfer_id IS NOT DISTINCT FROM NEW.transfer_id) EXECUTE FUNCTION honora_record_meta();
--> statement-breakpoint
CREATE TRIGGER transactions_change_log AFTER INSERT ON transactions FOR EACH ROW EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER transactions_change_log_update AFTER UPDATE ON transactions FOR EACH ROW
  WHEN (OLD.transfer_id IS NOT DISTINCT FROM NEW.transfer_id) EXECUTE FUNCTION honora_change_log();
