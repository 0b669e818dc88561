-- The ledger's own writes leave the change history (decision 031): an entry is an immutable
-- record of who posted what and when (its cancellation, an update, is still logged), and the
-- totals of events and procedure rows are derived from the entries in the same transaction —
-- the ledger marks those writes (honora.ledger_derived) and the history skips them. A collection
-- of 5,000 events settled wrote 30,000 history rows of nothing a person changed.
DROP TRIGGER transactions_change_log ON transactions;
--> statement-breakpoint
ALTER TRIGGER transactions_change_log_update ON transactions RENAME TO transactions_change_log;
--> statement-breakpoint
DROP TRIGGER events_change_log ON events;
--> statement-breakpoint
CREATE TRIGGER events_change_log AFTER INSERT OR UPDATE ON events FOR EACH ROW
  WHEN (current_setting('honora.ledger_derived', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
DROP TRIGGER event_procedures_change_log ON event_procedures;
--> statement-breakpoint
CREATE TRIGGER event_procedures_change_log AFTER INSERT OR UPDATE ON event_procedures FOR EACH ROW
  WHEN (current_setting('honora.ledger_derived', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION honora_change_log();
