-- A public response is an immutable insert (decision 057): its row already says who sent it (the
-- actor `public`) and when (created_at, submitted_at), and the change history's INSERT entry only
-- copied the whole answers a second time — about 45% of the database's work for each response
-- under a burst of respondents. The history keeps what would change a stored response (an
-- update, a removal, a restore), as jobs_change_log keeps a job's outcomes but not its claims (0029).
DROP TRIGGER form_responses_change_log ON form_responses;
--> statement-breakpoint
CREATE TRIGGER form_responses_change_log AFTER UPDATE ON form_responses FOR EACH ROW EXECUTE FUNCTION honora_change_log();
