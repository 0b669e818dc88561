CREATE TABLE "production_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"month" date,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"produced" numeric NOT NULL,
	"received" numeric NOT NULL,
	"glosado" numeric NOT NULL,
	"in_processing" numeric NOT NULL,
	"by_appeal" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_summaries" (
	"company_id" uuid NOT NULL,
	"month" date,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"produced" numeric NOT NULL,
	"received" numeric NOT NULL,
	"glosado" numeric NOT NULL,
	"in_processing" numeric NOT NULL,
	"by_appeal" numeric NOT NULL,
	CONSTRAINT "production_summaries_key" UNIQUE NULLS NOT DISTINCT("company_id","month","kind","key")
);
--> statement-breakpoint
CREATE INDEX "production_deltas_company_idx" ON "production_deltas" USING btree ("company_id");--> statement-breakpoint
-- BigData's summaries (decision 037). Each active event counts once per grouping (its status,
-- insurer, hospital and doctor) in its company and procedure month. The events' statement
-- triggers append the net change of each write to production_deltas in the same transaction
-- (append-only: concurrent writers never wait on a shared summary row); the compaction folds the
-- deltas into production_summaries in one statement. Summaries plus deltas equal the events at
-- every snapshot.
CREATE INDEX production_summaries_empty_idx ON production_summaries (company_id) WHERE count = 0;
--> statement-breakpoint
CREATE TYPE production_fact AS (
  company_id uuid, month date, status text, insurer text, hospital text, doctor text, sign integer,
  produced numeric, received numeric, glosado numeric, in_processing numeric, by_appeal numeric);
--> statement-breakpoint
-- An event's place in the summaries and its stored totals, counted with `sign` (+1 or -1).
CREATE FUNCTION honora_production_fact(e events, sign integer) RETURNS production_fact
LANGUAGE sql IMMUTABLE AS $$
  SELECT row(e.company_id, date_trunc('month', e.dt_procedure)::date, e.status,
    coalesce(e.health_insurance_id::text, ''), coalesce(e.hospital_id::text, ''), coalesce(e.anesthetist_id::text, ''),
    sign, e.total_produced, e.total_received, e.total_glosado, e.total_in_processing,
    e.total_received_by_appeal)::production_fact
$$;
--> statement-breakpoint
-- The net change of signed facts per company, month, grouping and key, leaving out the nulls.
CREATE FUNCTION honora_production_net(facts production_fact[]) RETURNS TABLE (
  company_id uuid, month date, kind text, key text, count integer, produced numeric, received numeric,
  glosado numeric, in_processing numeric, by_appeal numeric)
LANGUAGE sql IMMUTABLE AS $$
  SELECT f.company_id, f.month, k.kind, k.key, sum(f.sign)::int, sum(f.sign * f.produced), sum(f.sign * f.received),
    sum(f.sign * f.glosado), sum(f.sign * f.in_processing), sum(f.sign * f.by_appeal)
  FROM unnest(facts) f
  CROSS JOIN LATERAL (VALUES ('status', f.status), ('insurer', f.insurer), ('hospital', f.hospital), ('doctor', f.doctor)) k(kind, key)
  GROUP BY 1, 2, 3, 4
  HAVING sum(f.sign) <> 0 OR sum(f.sign * f.produced) <> 0 OR sum(f.sign * f.received) <> 0
    OR sum(f.sign * f.glosado) <> 0 OR sum(f.sign * f.in_processing) <> 0 OR sum(f.sign * f.by_appeal) <> 0
$$;
--> statement-breakpoint
-- The events' statement trigger: the rows that left (old, active) count -1, the rows that came
-- (new, active) +1; an update whose rows kept their place and totals adds nothing.
CREATE FUNCTION honora_production_record() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  facts production_fact[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    facts := array(SELECT honora_production_fact(n, 1) FROM new_rows n WHERE n.active);
  ELSIF TG_OP = 'UPDATE' THEN
    facts := array(
      SELECT v.fact FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (VALUES (honora_production_fact(o, -1), o.active), (honora_production_fact(n, 1), n.active)) v(fact, live)
      WHERE v.live AND (o.active IS DISTINCT FROM n.active
        OR honora_production_fact(o, 1) IS DISTINCT FROM honora_production_fact(n, 1)));
  ELSE
    facts := array(SELECT honora_production_fact(o, -1) FROM old_rows o WHERE o.active);
  END IF;
  IF cardinality(facts) > 0 THEN
    INSERT INTO production_deltas (company_id, month, kind, key, count, produced, received, glosado, in_processing, by_appeal)
      SELECT * FROM honora_production_net(facts);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_production_insert AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION honora_production_record();
--> statement-breakpoint
CREATE TRIGGER events_production_update AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION honora_production_record();
--> statement-breakpoint
CREATE TRIGGER events_production_delete AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION honora_production_record();
--> statement-breakpoint
CREATE FUNCTION honora_production_truncate() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM production_deltas;
  DELETE FROM production_summaries;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_production_truncate AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION honora_production_truncate();
--> statement-breakpoint
-- Folds up to `batch` of the oldest deltas into the summaries (in key order, so two
-- compactions never wait on each other crosswise) and drops the groups left empty. Returns the
-- deltas folded, or -1 when another compaction holds the lock.
CREATE FUNCTION honora_production_compact(batch integer) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  folded integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7037037) THEN
    RETURN -1;
  END IF;
  WITH moved AS (
    DELETE FROM production_deltas WHERE id IN (SELECT id FROM production_deltas ORDER BY id LIMIT batch) RETURNING *
  ), net AS (
    SELECT company_id, month, kind, key, sum(count)::int AS count, sum(produced) AS produced, sum(received) AS received,
      sum(glosado) AS glosado, sum(in_processing) AS in_processing, sum(by_appeal) AS by_appeal, count(*) AS deltas
    FROM moved GROUP BY 1, 2, 3, 4
  ), folded_rows AS (
    INSERT INTO production_summaries AS s (company_id, month, kind, key, count, produced, received, glosado, in_processing, by_appeal)
      SELECT company_id, month, kind, key, count, produced, received, glosado, in_processing, by_appeal FROM net ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT production_summaries_key DO UPDATE SET count = s.count + excluded.count,
      produced = s.produced + excluded.produced, received = s.received + excluded.received,
      glosado = s.glosado + excluded.glosado, in_processing = s.in_processing + excluded.in_processing,
      by_appeal = s.by_appeal + excluded.by_appeal
  )
  SELECT coalesce(sum(deltas), 0)::int INTO folded FROM net;
  DELETE FROM production_summaries WHERE count = 0;
  RETURN folded;
END $$;
--> statement-breakpoint
-- The events' own aggregation, the truth the summaries are checked against (`company` null: all).
CREATE FUNCTION honora_production_raw(company uuid) RETURNS TABLE (
  company_id uuid, month date, kind text, key text, count integer, produced numeric, received numeric,
  glosado numeric, in_processing numeric, by_appeal numeric)
LANGUAGE sql STABLE AS $$
  SELECT e.company_id, date_trunc('month', e.dt_procedure)::date, k.kind, k.key, count(*)::int, sum(e.total_produced),
    sum(e.total_received), sum(e.total_glosado), sum(e.total_in_processing), sum(e.total_received_by_appeal)
  FROM events e
  CROSS JOIN LATERAL (VALUES ('status', e.status), ('insurer', coalesce(e.health_insurance_id::text, '')),
    ('hospital', coalesce(e.hospital_id::text, '')), ('doctor', coalesce(e.anesthetist_id::text, ''))) k(kind, key)
  WHERE e.active AND (company IS NULL OR e.company_id = company)
  GROUP BY 1, 2, 3, 4
$$;
--> statement-breakpoint
-- What the summaries and the pending deltas say together (`company` null: all).
CREATE FUNCTION honora_production_stored(company uuid) RETURNS TABLE (
  company_id uuid, month date, kind text, key text, count integer, produced numeric, received numeric,
  glosado numeric, in_processing numeric, by_appeal numeric)
LANGUAGE sql STABLE AS $$
  SELECT x.company_id, x.month, x.kind, x.key, sum(x.count)::int, sum(x.produced), sum(x.received), sum(x.glosado),
    sum(x.in_processing), sum(x.by_appeal)
  FROM (
    SELECT s.company_id, s.month, s.kind, s.key, s.count, s.produced, s.received, s.glosado, s.in_processing, s.by_appeal
      FROM production_summaries s WHERE company IS NULL OR s.company_id = company
    UNION ALL
    SELECT d.company_id, d.month, d.kind, d.key, d.count, d.produced, d.received, d.glosado, d.in_processing, d.by_appeal
      FROM production_deltas d WHERE company IS NULL OR d.company_id = company
  ) x
  GROUP BY 1, 2, 3, 4
  HAVING sum(x.count) <> 0 OR sum(x.produced) <> 0 OR sum(x.received) <> 0 OR sum(x.glosado) <> 0
    OR sum(x.in_processing) <> 0 OR sum(x.by_appeal) <> 0
$$;
--> statement-breakpoint
-- Where the summaries differ from the events: the groups whose stored figures are not the
-- events' own (one statement, so one snapshot: a writer's events and deltas commit together).
CREATE FUNCTION honora_production_drift(company uuid) RETURNS TABLE (
  company_id uuid, month date, kind text, key text,
  count integer, produced numeric, received numeric, glosado numeric, in_processing numeric, by_appeal numeric,
  stored_count integer, stored_produced numeric, stored_received numeric, stored_glosado numeric,
  stored_in_processing numeric, stored_by_appeal numeric)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(r.company_id, s.company_id), coalesce(r.month, s.month), coalesce(r.kind, s.kind), coalesce(r.key, s.key),
    coalesce(r.count, 0), coalesce(r.produced, 0), coalesce(r.received, 0), coalesce(r.glosado, 0),
    coalesce(r.in_processing, 0), coalesce(r.by_appeal, 0),
    coalesce(s.count, 0), coalesce(s.produced, 0), coalesce(s.received, 0), coalesce(s.glosado, 0),
    coalesce(s.in_processing, 0), coalesce(s.by_appeal, 0)
  FROM honora_production_raw(company) r
  FULL JOIN honora_production_stored(company) s
    ON s.company_id = r.company_id AND s.month IS NOT DISTINCT FROM r.month AND s.kind = r.kind AND s.key = r.key
  WHERE (r.count, r.produced, r.received, r.glosado, r.in_processing, r.by_appeal)
    IS DISTINCT FROM (s.count, s.produced, s.received, s.glosado, s.in_processing, s.by_appeal)
$$;
--> statement-breakpoint
-- Sets the summaries right: each drift becomes a correcting delta, in the same statement that
-- measures it. Returns the groups corrected.
CREATE FUNCTION honora_production_fix(company uuid) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  fixed integer;
BEGIN
  INSERT INTO production_deltas (company_id, month, kind, key, count, produced, received, glosado, in_processing, by_appeal)
    SELECT d.company_id, d.month, d.kind, d.key, d.count - d.stored_count, d.produced - d.stored_produced,
      d.received - d.stored_received, d.glosado - d.stored_glosado, d.in_processing - d.stored_in_processing,
      d.by_appeal - d.stored_by_appeal
    FROM honora_production_drift(company) d;
  GET DIAGNOSTICS fixed = ROW_COUNT;
  RETURN fixed;
END $$;
--> statement-breakpoint
-- The summaries of the events already there.
INSERT INTO production_summaries SELECT * FROM honora_production_raw(NULL);
--> statement-breakpoint
ALTER TABLE production_summaries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE production_summaries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_read ON production_summaries FOR SELECT TO honora_app USING (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON production_summaries TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE production_deltas ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE production_deltas FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_read ON production_deltas FOR SELECT TO honora_app USING (company_id = ANY (honora_tenant_ids()));
--> statement-breakpoint
CREATE POLICY owner_access ON production_deltas TO CURRENT_USER USING (true) WITH CHECK (true);
