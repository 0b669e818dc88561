import { transactionReportQuerySchema } from '@honora/contract';
import { createDatabase, createDatabaseFrom, databaseUrl, dropDatabase, migrate, withAdminClient } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { hashPassword } from '@honora/server';
import pg from 'pg';
import { transactionReportStatements } from '../packages/server/src/modules/money/transaction-report.repository';
import { dropIndexes, percentile, report, setActor, signIn, startApp, stop, timed } from './lib';

const COMPANIES = 20;
const EVENTS = 500_000;
/** Two procedure rows per event, four entries on each, plus a co-participation and a complementation entry. */
const ENTRIES_PER_EVENT = 10;
const INSURERS_PER_COMPANY = 8;
const PATIENTS_PER_COMPANY = 200;
const PEOPLE_PER_COMPANY = 5;
const BULK_EVENTS = 99;
const BULK_RUNS = 10;
export const PASSWORD = 'bench-money-1';
export const EMAIL = 'faturista@bench-money.honora.dev';
/** The seed is kept between runs (several minutes to build); a new layout gets a new name. */
export const DATABASE = 'honora_bench_money_v1';
/** The report's month: one insurer's entries paid in March 2025. */
const MONTH = { from: '2025-03-01', to: '2025-04-01' };
const PROCEDURE_ACTIONS = [
  'Received',
  'Received',
  'Glosado',
  'Discounted',
  'Received',
  'Received',
  'Received',
  'Losed',
];

export interface Seeded {
  companyId: string;
  /** The company's biggest insurer (30 % of its events). */
  insurerId: string;
  /** 99 events in WaitPayment with two procedure rows each and no entries (receive all). */
  bulkEventIds: string[];
}

const money = (g: string, j: string) =>
  `(10 + ((${g}::bigint * 7919 + ${j} * 104729) % 149000) / 100.0)::numeric(14,2)`;

/** Registries of every company: insurers (the first is the big one), hospitals, patients, anesthetists. */
async function loadRegistries(client: pg.Client, companyIds: string[]) {
  await client.query(
    `INSERT INTO health_insurers (company_id, name, is_particular)
     SELECT c.id, 'Convênio Money ' || c.n || '-' || k, k = 7
     FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n), generate_series(0, $2::int - 1) AS k`,
    [companyIds, INSURERS_PER_COMPANY],
  );
  await client.query(
    `INSERT INTO hospitals (company_id, name)
     SELECT c.id, 'Hospital Money ' || c.n || '-' || k
     FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n), generate_series(1, $2::int) AS k`,
    [companyIds, PEOPLE_PER_COMPANY],
  );
  await client.query(
    `INSERT INTO patients (company_id, name)
     SELECT c.id, 'Paciente Money ' || c.n || '-' || k
     FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n), generate_series(1, $2::int) AS k`,
    [companyIds, PATIENTS_PER_COMPANY],
  );
  await client.query(
    `INSERT INTO users (email, name)
     SELECT 'anestesista-' || c.n || '-' || k || '@bench-money.honora.dev', 'Anestesista Money ' || c.n || '-' || k
     FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n), generate_series(1, $2::int) AS k`,
    [companyIds, PEOPLE_PER_COMPANY],
  );
  await client.query(`CREATE TEMP TABLE bench_refs AS
    SELECT c.n - 1 AS ci, c.id AS company_id,
      (SELECT array_agg(id ORDER BY name) FROM health_insurers WHERE company_id = c.id) AS insurers,
      (SELECT array_agg(id ORDER BY name) FROM hospitals WHERE company_id = c.id) AS hospitals,
      (SELECT array_agg(id ORDER BY name) FROM patients WHERE company_id = c.id) AS patients,
      (SELECT array_agg(id ORDER BY email) FROM users
        WHERE email LIKE 'anestesista-' || c.n || '-%@bench-money.honora.dev') AS anesthetists
    FROM unnest('${`{${companyIds.join(',')}}`}'::uuid[]) WITH ORDINALITY AS c(id, n)`);
}

/**
 * Events (procedure dates over three years), two procedure rows each, and ten entries per
 * event dated from 10 to 109 days after the procedure (so one month of payments holds entries
 * of several months of procedures); one entry in 40 is cancelled.
 */
async function loadLedger(client: pg.Client) {
  await client.query(
    `INSERT INTO events (company_id, type, num_guide, dt_procedure, health_insurance_id, hospital_id, patient_id,
       anesthetist_id, status, is_locked, accommodation, created_at)
     SELECT r.company_id, 'Honorario', lpad(s.g::text, 9, '0'), s.dt,
       r.insurers[1 + CASE WHEN s.r1 < 0.30 THEN 0 WHEN s.r1 < 0.50 THEN 1 WHEN s.r1 < 0.65 THEN 2
                           ELSE least(${INSURERS_PER_COMPANY - 1}, 3 + floor((s.r1 - 0.65) / 0.08)::int) END],
       r.hospitals[1 + s.g % ${PEOPLE_PER_COMPANY}], r.patients[1 + floor(s.r4 * ${PATIENTS_PER_COMPANY})::int],
       r.anesthetists[1 + (s.g / 25) % ${PEOPLE_PER_COMPANY}], 'Received', true, 'NURSERY',
       (s.dt + 2)::timestamp AT TIME ZONE 'America/Sao_Paulo'
     FROM (SELECT g, g % ${COMPANIES} AS ci, random() AS r1, random() AS r4,
             date '2023-01-01' + floor(random() * 1095)::int AS dt
           FROM generate_series(1, $1::int) AS g) s
     JOIN bench_refs r ON r.ci = s.ci`,
    [EVENTS],
  );
  await client.query(
    `INSERT INTO event_procedures (event_id, company_id, "order", id_proc, name, type, table_code, value, value_original)
     SELECT e.id, e.company_id, j, '3160' || lpad(((e.g * j) % 97)::text, 4, '0'), 'Procedimento money ' || ((e.g * j) % 97),
       'KCUSTOM', '22', ${money('e.g', 'j')}, ${money('e.g', 'j')}
     FROM (SELECT id, company_id, num_guide::int AS g FROM events) e, generate_series(1, 2) AS j`,
  );
  const entry = (slot: string) => `e.dt_procedure + 10 + ${slot} * 11`;
  const columns = `event_id, company_id, action, type, procedure_row_id, date, creation_date, value, user_id, user_name,
    receiver_id, receiver_type, health_insurance_id, hospital_id, dt_procedure, canceled_by_id`;
  await client.query(
    `INSERT INTO transactions (${columns})
     SELECT e.id, e.company_id, (ARRAY['${PROCEDURE_ACTIONS.join("','")}'])[(ep."order" - 1) * 4 + k], 'PROCEDURE', ep.id,
       ${entry('((ep."order" - 1) * 4 + k)')},
       (${entry('((ep."order" - 1) * 4 + k)')})::timestamp AT TIME ZONE 'America/Sao_Paulo' + make_interval(secs => k * 3607),
       ${money('e.num_guide::int', 'k')}, 'bench', 'Faturista Bench', e.anesthetist_id::text, 'anesthetist',
       e.health_insurance_id, e.hospital_id, e.dt_procedure,
       CASE WHEN (e.num_guide::int + k) % 40 = 0 THEN gen_random_uuid() END
     FROM event_procedures ep JOIN events e ON e.id = ep.event_id, generate_series(1, 4) AS k`,
  );
  await client.query(
    `INSERT INTO transactions (${columns})
     SELECT e.id, e.company_id, CASE WHEN k = 2 AND e.num_guide::int % 3 = 0 THEN 'Glosado' ELSE 'Received' END,
       CASE WHEN k = 1 THEN 'ATTENDANCEFEE' ELSE 'COMPLEMENTATION' END, NULL,
       ${entry('(8 + k)')}, (${entry('(8 + k)')})::timestamp AT TIME ZONE 'America/Sao_Paulo',
       ${money('e.num_guide::int', '(10 + k)')}, 'bench', 'Faturista Bench', e.anesthetist_id::text, 'anesthetist',
       e.health_insurance_id, e.hospital_id, e.dt_procedure, NULL
     FROM events e, generate_series(1, 2) AS k`,
  );
}

/** The receive-all batch: 99 WaitPayment events of the big insurer, two rows each, totals open. */
async function loadBulkEvents(client: pg.Client, companyId: string, insurerId: string): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO events (company_id, type, num_guide, dt_procedure, health_insurance_id, status, accommodation,
       total_produced, total_procedures, total_in_processing)
     SELECT $1, 'Honorario', 'RA-' || g, date '2025-06-01', $2, 'WaitPayment', 'NURSERY', 300.00, 300.00, 300.00
     FROM generate_series(1, ${BULK_EVENTS}) AS g RETURNING id`,
    [companyId, insurerId],
  );
  const ids = rows.map((r) => r.id);
  await client.query(
    `INSERT INTO event_procedures (event_id, company_id, "order", id_proc, name, type, table_code, value, value_original)
     SELECT e, $2, j, '31602010', 'Procedimento money', 'KCUSTOM', '22', 150.00, 150.00
     FROM unnest($1::uuid[]) AS e, generate_series(1, 2) AS j`,
    [ids, companyId],
  );
  return ids;
}

/**
 * The registries, 500,000 events, 1,000,000 procedure rows and 5,000,000 transactions, as a
 * restore would load them: INSERT … SELECT from generate_series with the record triggers off
 * (session_replication_role = replica), the secondary indexes dropped during the load and
 * rebuilt after, then VACUUM ANALYZE (the visibility map lets the report's index read the
 * totals without visiting the table).
 */
async function load(client: pg.Client, companyIds: string[]): Promise<Seeded> {
  await client.query('SET session_replication_role = replica');
  await setActor(client);
  await client.query('SELECT setseed(0.17)');
  await loadRegistries(client, companyIds);
  const dropped = [
    ...(await dropIndexes(client, 'events')),
    ...(await dropIndexes(client, 'event_procedures')),
    ...(await dropIndexes(client, 'transactions')),
  ];
  await loadLedger(client);
  const companyId = companyIds[7]!;
  const { rows } = await client.query<{ id: string }>(
    `SELECT insurers[1] AS id FROM bench_refs WHERE company_id = $1`,
    [companyId],
  );
  const insurerId = rows[0]!.id;
  const bulkEventIds = await loadBulkEvents(client, companyId, insurerId);
  for (const index of dropped) await client.query(index.def);
  await client.query('SET session_replication_role = origin');
  for (const table of [
    'transactions',
    'events',
    'event_procedures',
    'health_insurers',
    'patients',
    'hospitals',
    'users',
  ]) {
    await client.query(`VACUUM ANALYZE ${table}`);
  }
  return { companyId, insurerId, bulkEventIds };
}

/** The seeded database, reused when a previous run finished its seed (BENCH_MONEY_RESEED=1 rebuilds it). */
export async function seededDatabase(baseUrl: string): Promise<{ url: string; seeded: Seeded }> {
  const url = databaseUrl(baseUrl, DATABASE);
  const exists = await withAdminClient(baseUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    return (rowCount ?? 0) > 0;
  });
  if (exists && !process.env.BENCH_MONEY_RESEED) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client
        .query<{ seeded: Seeded }>(`SELECT seeded FROM bench_seed`)
        .catch(() => ({ rows: [] as { seeded: Seeded }[] }));
      if (rows[0]) {
        const database = await createDatabase({ url, poolMax: 2 });
        await migrate(database);
        await database.close();
        await client.query('VACUUM ANALYZE transactions');
        console.error('# money: reusing the seeded database');
        return { url, seeded: rows[0].seeded };
      }
    } finally {
      await client.end();
    }
  }
  if (exists) await dropDatabase(baseUrl, DATABASE);
  await createDatabaseFrom(baseUrl, DATABASE);
  const database = await createDatabase({ url, poolMax: 2 });
  try {
    await migrate(database);
    const companyIds: string[] = [];
    for (let i = 0; i < COMPANIES; i++) {
      companyIds.push((await createCompany(database.db, { name: `Clínica Bench Money ${i + 1}` })).id);
    }
    const user = await createUser(database.db, {
      email: EMAIL,
      name: 'Faturista Bench',
      passwordHash: await hashPassword(PASSWORD),
    });
    await addMember(database.db, { companyId: companyIds[7]!, userId: user.id, profiles: ['f'] });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const start = performance.now();
      const seeded = await load(client, companyIds);
      await client.query(`CREATE TABLE bench_seed (seeded jsonb NOT NULL)`);
      await client.query(`INSERT INTO bench_seed VALUES ($1)`, [JSON.stringify(seeded)]);
      console.error(
        `# money: ${EVENTS} eventos e ${(EVENTS * ENTRIES_PER_EVENT).toLocaleString('pt-BR')} transações carregadas em ${((performance.now() - start) / 1000).toFixed(1)} s`,
      );
      return { url, seeded };
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

/**
 * money.report.p95_ms: one billing user of one of 20 companies (5,000,000 transactions in all)
 * asks, one request at a time, for the entries of its biggest insurer paid in one month, a page
 * of 100 with the totals of the whole filtered set (about 2,000 entries). Baseline: the same two
 * SQL statements (page and totals, built by the same repository code) run directly on the
 * database, without HTTP, session check or row-level security.
 *
 * money.receive_all_99.ms: POST /api/events/bulk-money receiveAll on 99 WaitPayment events with
 * two procedure rows each (median of 10 runs, the events put back between runs). Baseline: the
 * raw INSERT of the 198 entries and the UPDATE of the rows and the 99 events, in one transaction.
 */
export async function benchMoney(baseUrl: string): Promise<void> {
  const { url, seeded } = await seededDatabase(baseUrl);
  const database = await createDatabase({ url, poolMax: 2 });
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  const { port, child } = await startApp(url);
  try {
    const { cookie, csrf } = await signIn(port, EMAIL, PASSWORD);
    await benchReport(port, cookie, raw, database.db, seeded);
    await benchReceiveAll(port, cookie, csrf, raw, seeded);
  } finally {
    await stop(child);
    await raw.end();
    await database.close();
  }
}

async function benchReport(
  port: number,
  cookie: string,
  raw: pg.Client,
  db: Parameters<typeof transactionReportStatements>[0],
  seeded: Seeded,
) {
  const query = { healthInsuranceIds: seeded.insurerId, ...MONTH, pageSize: '100' };
  const reportUrl = `http://127.0.0.1:${port}/api/transactions/report?${new URLSearchParams(query)}`;
  let matched = 0;
  const get = async () => {
    const res = await fetch(reportUrl, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${reportUrl} answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { items: unknown[]; total: number; totals?: { received?: string } };
    if (body.items.length !== 100 || !body.totals?.received) throw new Error('the page is not full');
    matched = body.total;
  };
  const { page, pageSize, companyIds: _companies, ...filters } = transactionReportQuerySchema.parse(query);
  const statements = transactionReportStatements(db, [seeded.companyId], filters, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const pageSql = statements.page.toSQL();
  const totalsSql = statements.totals.toSQL();
  const direct = async () => {
    await raw.query(pageSql.sql, pageSql.params as unknown[]);
    await raw.query(totalsSql.sql, totalsSql.params as unknown[]);
  };
  const baseline = await timed(direct);
  const server = await timed(get);
  console.error(
    `# money: the report matches ${matched} entries; p50 ${percentile(server, 50).toFixed(1)} ms (SQL ${percentile(baseline, 50).toFixed(1)} ms)`,
  );
  if (process.env.BENCH_EXPLAIN) {
    for (const statement of [pageSql, totalsSql]) {
      const plan = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params as unknown[]);
      console.error(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
  }
  report('money.report.p95_ms', percentile(server, 95), 'ms', percentile(baseline, 95));
}

async function benchReceiveAll(port: number, cookie: string, csrf: string, raw: pg.Client, seeded: Seeded) {
  const eventIds = seeded.bulkEventIds;
  await setActor(raw);
  const reset = async () => {
    await raw.query('BEGIN');
    await raw.query('DELETE FROM transactions WHERE event_id = ANY($1::uuid[])', [eventIds]);
    await raw.query(
      `UPDATE event_procedures SET received = 0, loss = 0, glosado = 0, discount = 0, "over" = 0
       WHERE event_id = ANY($1::uuid[])`,
      [eventIds],
    );
    await raw.query(
      `UPDATE events SET status = 'WaitPayment', is_locked = false, custom_status = NULL, total_received = 0,
         total_procedures_received = 0, total_in_processing = total_produced, has_cuted = false, has_loss = false
       WHERE id = ANY($1::uuid[])`,
      [eventIds],
    );
    await raw.query('COMMIT');
  };
  const receiveAll = async () => {
    await reset();
    const start = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/events/bulk-money`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ eventIds, action: 'receiveAll', date: '2025-07-01' }),
    });
    const elapsed = performance.now() - start;
    if (res.status !== 200) throw new Error(`bulk-money answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { results: { result: string; message: string | null }[] };
    const failed = body.results.filter((r) => r.result !== 'success');
    if (failed.length > 0) throw new Error(`receive all: ${failed.length} not received: ${JSON.stringify(failed[0])}`);
    return elapsed;
  };
  const direct = async () => {
    await reset();
    const start = performance.now();
    await raw.query('BEGIN');
    await raw.query(
      `INSERT INTO transactions (event_id, company_id, action, type, procedure_row_id, date, value, user_id, user_name,
         receiver_id, health_insurance_id, batches_ids, hospital_id, dt_procedure)
       SELECT e.id, e.company_id, 'Received', 'PROCEDURE', ep.id, date '2025-07-01', ep.value, 'bench', 'Bench',
         e.anesthetist_id::text, e.health_insurance_id, e.batches_ids, e.hospital_id, e.dt_procedure
       FROM events e JOIN event_procedures ep ON ep.event_id = e.id AND ep.deleted_at IS NULL
       WHERE e.id = ANY($1::uuid[])`,
      [eventIds],
    );
    await raw.query(`UPDATE event_procedures SET received = value WHERE event_id = ANY($1::uuid[])`, [eventIds]);
    await raw.query(
      `UPDATE events SET total_received = total_produced, total_procedures_received = total_procedures,
         total_in_processing = 0, status = 'Received', is_locked = true, version = version + 1
       WHERE id = ANY($1::uuid[])`,
      [eventIds],
    );
    await raw.query('COMMIT');
    return performance.now() - start;
  };
  const runs = async (fn: () => Promise<number>) => {
    await fn();
    await fn();
    const out: number[] = [];
    for (let i = 0; i < BULK_RUNS; i++) out.push(await fn());
    return out;
  };
  const baseline = await runs(direct);
  const server = await runs(receiveAll);
  await reset();
  report('money.receive_all_99.ms', percentile(server, 50), 'ms', percentile(baseline, 50));
}
