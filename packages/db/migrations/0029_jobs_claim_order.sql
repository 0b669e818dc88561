-- The claim reads the oldest due jobs in (run_after, created_at) order: an index over the queued
-- jobs alone, in that order, lets it stop after the rows it takes instead of sorting every due job
-- (honora_due_jobs below turns sorting off, so a burst the statistics have not seen yet reads it too).
-- The stale sweep reads the RUNNING jobs by heartbeat. Both replace (status, run_after).
DROP INDEX "jobs_claim_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_after","created_at") WHERE "jobs"."status" = 'NOT_STARTED';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("heartbeat_at") WHERE "jobs"."status" = 'RUNNING';--> statement-breakpoint
-- The jobs' change history keeps what a job came to (FINISH, FAILED, CANCELLED, back to the
-- queue with its error) and the cancellation requests; a claim (to RUNNING) is not recorded: the
-- row itself carries its attempts and started_at, and a history row per claim doubled the
-- trigger's work on every job. The record metadata (who/when) is still written on every update.
DROP TRIGGER jobs_change_log ON jobs;
--> statement-breakpoint
CREATE TRIGGER jobs_change_log AFTER UPDATE OF status, cancel_requested ON jobs FOR EACH ROW
  WHEN ((OLD.status IS DISTINCT FROM NEW.status AND NEW.status <> 'RUNNING')
    OR OLD.cancel_requested IS DISTINCT FROM NEW.cancel_requested)
  EXECUTE FUNCTION honora_change_log();
--> statement-breakpoint
-- The jobs a claim takes: the oldest due of the given kinds, locked, skipping those another
-- worker is taking. Sorting is off inside so the read follows jobs_due_idx and stops at `take`
-- whatever the statistics say (a burst of thousands queued since the last ANALYZE would
-- otherwise be sorted whole on every claim); the claim itself is one statement around it.
CREATE FUNCTION honora_due_jobs(kinds text[], take integer) RETURNS SETOF uuid LANGUAGE sql VOLATILE
  SET enable_sort = off
AS $$
  SELECT id FROM jobs
  WHERE status = 'NOT_STARTED' AND run_after <= now() AND kind = ANY (kinds)
  ORDER BY run_after, created_at
  LIMIT take
  FOR UPDATE SKIP LOCKED
$$;
