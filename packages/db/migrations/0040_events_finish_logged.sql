-- An event finished by the ledger is logged (decision 032): a write of totals derived from the
-- entries stays out of the change history (migration 0039), but when the same write gives the
-- event its final status (billing.md §4 finishing: a settlement, a statement, a receipt that
-- balances the ledger), the history keeps it, with the totals that made it final. Inserts are
-- always logged; the WHEN of an INSERT trigger cannot read OLD, so they have a trigger of their own.
DROP TRIGGER events_change_log ON events;
--> statement-breakpoint
CREATE TRIGGER events_change_log AFTER UPDATE ON events FOR EACH ROW
  WHEN (current_setting('honora.ledger_derived', true) IS DISTINCT FROM 'on' OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
CREATE TRIGGER events_change_log_insert AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION honora_change_log();
