import { EVENT_SORT_COLUMNS, eventListQuerySchema, negotiationTermsSchema } from '@honora/contract';
import { createDatabase, createDatabaseFrom, databaseUrl, dropDatabase, migrate, withAdminClient } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { hashPassword } from '@honora/server';
import pg from 'pg';
import { eventListStatements } from '../packages/server/src/modules/events/event-list.repository';
import { dropIndexes, percentile, rebuildSummaries, report, setActor, signIn, startApp, stop, timed } from './lib';

const COMPANIES = 50;
const EVENTS = 1_000_000;
/** 1–4 procedures per event (1 + g % 4): 2,500,000 rows. */
const INSURERS_PER_COMPANY = 10;
const PATIENTS_PER_COMPANY = 200;
const PEOPLE_PER_COMPANY = 5;
const BULK_RUNS = 10;
export const PASSWORD = 'bench-events-1';
export const EMAIL = 'faturista@bench-eventos.honora.dev';
/** An administrator of the matriz (company 1), who manages its filiais (companies 2–10): the list across all ten. */
const GROUP_EMAIL = 'administrador.grupo@bench-eventos.honora.dev';
const GROUP_SIZE = 10;
/** The seed is kept between runs (a few minutes to build); a new layout gets a new name. */
export const DATABASE = 'honora_bench_events_v2';
const CUSTOM_CODES = Array.from({ length: 10 }, (_, i) => `9900${String(i + 1).padStart(4, '0')}`);

/**
 * Statuses by weight (per 100 events): most events are paid or waiting payment, a tenth wait
 * for their check, a few are not ready to bill yet.
 */
const STATUS_WEIGHTS: [string, number][] = [
  ['AwaitingCheck', 10],
  ['Custom', 1],
  ['Pending', 3],
  ['WaitSendGuia', 5],
  ['WaitPayment', 15],
  ['WaitSendRecourse', 2],
  ['WaitRecourse', 3],
  ['Finished', 10],
  ['Received', 30],
  ['PartialLosed', 2],
  ['Losed', 2],
  ['PartialCuted', 3],
  ['Cuted', 2],
  ['Released', 2],
  ['ProtocolCreated', 2],
  ['Imported', 1],
  ['WaitFill', 2],
  ['Filled', 2],
  ['CustomInfo', 1],
  ['InternalPending', 2],
];

const sqlText = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

export interface Seeded {
  companyId: string;
  /** The matriz and its nine filiais (about 200,000 events). */
  groupIds: string[];
  /** The company's biggest insurer (30 % of its events), without hasSendGuia. */
  insurerId: string;
}

/**
 * The registries and the million events, as a restore would load them: plain INSERT … SELECT
 * with the record triggers off (session_replication_role = replica: the metadata columns take
 * their defaults from the actor settings, foreign keys are not re-checked), the events indexes
 * dropped during the load and rebuilt after, then VACUUM ANALYZE.
 */
async function load(client: pg.Client, companyIds: string[]): Promise<Seeded> {
  await client.query('SET session_replication_role = replica');
  await setActor(client);
  await client.query('SELECT setseed(0.42)');
  const terms = negotiationTermsSchema.parse({
    customsProcedures: CUSTOM_CODES.map((code, i) => ({
      code,
      description: `Procedimento bench ${i + 1}`,
      value: `${100 + i * 50}.00`,
    })),
  });
  // Registries: insurers (the first of each company is the big one), hospitals, surgeons, patients, anesthetists.
  await client.query(
    `INSERT INTO health_insurers (company_id, name, has_send_guia)
     SELECT c.id, 'Convênio Bench ' || c.n || '-' || k, k = 3
     FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n), generate_series(0, $2::int - 1) AS k`,
    [companyIds, INSURERS_PER_COMPANY],
  );
  await client.query(
    `INSERT INTO negotiations (company_id, health_insurer_id, name, use_cbhpm, terms)
     SELECT company_id, id, 'Tabela própria', false, $1::jsonb FROM health_insurers`,
    [JSON.stringify(terms)],
  );
  for (const table of ['hospitals', 'surgeons']) {
    await client.query(
      `INSERT INTO ${table} (company_id, name)
       SELECT c.id, '${table === 'hospitals' ? 'Hospital' : 'Dr.'} Bench ' || c.n || '-' || k
       FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n), generate_series(1, $2::int) AS k`,
      [companyIds, PEOPLE_PER_COMPANY],
    );
  }
  await client.query(
    `INSERT INTO patients (company_id, name)
     SELECT c.id, 'Paciente ' || c.n || '-' || k
     FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n), generate_series(1, $2::int) AS k`,
    [companyIds, PATIENTS_PER_COMPANY],
  );
  await client.query(
    `INSERT INTO users (email, name)
     SELECT 'anestesista-' || c.n || '-' || k || '@bench.honora.dev', 'Anestesista Bench ' || c.n || '-' || k
     FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n), generate_series(1, $2::int) AS k`,
    [companyIds, PEOPLE_PER_COMPANY],
  );
  // Per company, its registries in a fixed order (arrays indexed by company number).
  await client.query(`CREATE TEMP TABLE bench_refs AS
    SELECT c.n - 1 AS ci, c.id AS company_id,
      (SELECT array_agg(id ORDER BY name) FROM health_insurers WHERE company_id = c.id) AS insurers,
      (SELECT array_agg(id ORDER BY name) FROM hospitals WHERE company_id = c.id) AS hospitals,
      (SELECT array_agg(id ORDER BY name) FROM surgeons WHERE company_id = c.id) AS surgeons,
      (SELECT array_agg(id ORDER BY name) FROM patients WHERE company_id = c.id) AS patients,
      (SELECT array_agg(id ORDER BY email) FROM users WHERE email LIKE 'anestesista-' || c.n || '-%@bench.honora.dev') AS anesthetists
    FROM unnest('${`{${companyIds.join(',')}}`}'::uuid[]) WITH ORDINALITY AS c(id, n)`);

  const eventIndexes = await dropIndexes(client, 'events');
  const procedureIndexes = await dropIndexes(client, 'event_procedures');
  const statuses = STATUS_WEIGHTS.flatMap(([status, weight]) => Array<string>(weight).fill(status));
  const value = (g: string, j: string) =>
    `(50 + ((${g}::bigint * 7919 + ${j} * 104729) % 150000) / 100.0)::numeric(14,2)`;
  await client.query(
    `INSERT INTO events (company_id, type, num_guide, dt_procedure, health_insurance_id, hospital_id, patient_id,
       surgeon_id, anesthetist_id, status, is_locked, accommodation, total_produced, total_procedures,
       total_received, total_glosado, total_loss, total_in_processing, created_at)
     SELECT r.company_id, 'Honorario', lpad(s.g::text, 9, '0'), s.dt,
       r.insurers[1 + CASE WHEN s.r1 < 0.30 THEN 0 WHEN s.r1 < 0.50 THEN 1 WHEN s.r1 < 0.65 THEN 2
                           ELSE least(9, 3 + floor((s.r1 - 0.65) / 0.05)::int) END],
       r.hospitals[1 + s.g % ${PEOPLE_PER_COMPANY}], r.patients[1 + floor(s.r4 * ${PATIENTS_PER_COMPANY})::int],
       r.surgeons[1 + (s.g / 5) % ${PEOPLE_PER_COMPANY}], r.anesthetists[1 + (s.g / 25) % ${PEOPLE_PER_COMPANY}],
       s.status, s.status IN ('Finished','Received','PartialLosed','Losed','PartialCuted','Cuted'),
       'NURSERY', s.produced, s.produced,
       CASE WHEN s.status IN ('Finished','Received') THEN s.produced ELSE 0 END,
       CASE WHEN s.status IN ('Cuted','PartialCuted') THEN round(s.produced * 0.3, 2) ELSE 0 END,
       CASE WHEN s.status IN ('Losed','PartialLosed') THEN round(s.produced * 0.2, 2) ELSE 0 END,
       CASE WHEN s.status IN ('Finished','Received') THEN 0
            WHEN s.status IN ('Cuted','PartialCuted') THEN s.produced - round(s.produced * 0.3, 2)
            WHEN s.status IN ('Losed','PartialLosed') THEN s.produced - round(s.produced * 0.2, 2)
            ELSE s.produced END,
       (s.dt + 2)::timestamp AT TIME ZONE 'America/Sao_Paulo' + make_interval(secs => s.g % 36000)
     FROM (
       SELECT g, g % ${COMPANIES} AS ci, random() AS r1, random() AS r4,
         date '2024-01-01' + floor(random() * 731)::int AS dt,
         (${sqlText(statuses)})[1 + floor(random() * ${statuses.length})::int] AS status,
         (SELECT sum(${value('g', 'j')}) FROM generate_series(1, 1 + g % 4) AS j) AS produced
       FROM generate_series(1, $1::int) AS g
     ) s JOIN bench_refs r ON r.ci = s.ci`,
    [EVENTS],
  );
  await client.query(
    `INSERT INTO event_procedures (event_id, company_id, "order", id_proc, name, type, table_code,
       value, value_original, value_base, value_table)
     SELECT e.id, e.company_id, j, (${sqlText(CUSTOM_CODES)})[1 + (e.g * j) % ${CUSTOM_CODES.length}],
       'Procedimento bench', 'KCUSTOM', '22', ${value('e.g', 'j')}, ${value('e.g', 'j')}, ${value('e.g', 'j')},
       ${value('e.g', 'j')}
     FROM (SELECT id, company_id, num_guide::int AS g FROM events) e, generate_series(1, 1 + e.g % 4) AS j`,
  );
  for (const index of [...eventIndexes, ...procedureIndexes]) await client.query(index.def);
  await client.query('SET session_replication_role = origin');
  await rebuildSummaries(client);
  for (const table of ['events', 'event_procedures', 'health_insurers', 'patients', 'hospitals', 'surgeons', 'users']) {
    await client.query(`VACUUM ANALYZE ${table}`);
  }
  const { rows } = await client.query<{ id: string }>(
    `SELECT insurers[1] AS id FROM bench_refs WHERE company_id = $1`,
    [companyIds[7]],
  );
  return { companyId: companyIds[7]!, groupIds: companyIds.slice(0, GROUP_SIZE), insurerId: rows[0]!.id };
}

/** The seeded database, reused when a previous run finished its seed (BENCH_EVENTS_RESEED=1 rebuilds it). */
export async function seededDatabase(baseUrl: string): Promise<{ url: string; seeded: Seeded }> {
  const url = databaseUrl(baseUrl, DATABASE);
  const exists = await withAdminClient(baseUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    return (rowCount ?? 0) > 0;
  });
  if (exists && !process.env.BENCH_EVENTS_RESEED) {
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
        const { rows: summaries } = await client.query('SELECT 1 FROM production_summaries LIMIT 1');
        if (summaries.length === 0) await rebuildSummaries(client);
        console.error('# events: reusing the seeded database');
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
      const group = i === 0 ? { isMatriz: true } : i < GROUP_SIZE ? { isFilial: true, matrizId: companyIds[0] } : {};
      companyIds.push((await createCompany(database.db, { name: `Clínica Bench Eventos ${i + 1}`, ...group })).id);
    }
    const user = await createUser(database.db, {
      email: EMAIL,
      name: 'Faturista Bench',
      passwordHash: await hashPassword(PASSWORD),
    });
    await addMember(database.db, { companyId: companyIds[7]!, userId: user.id, profiles: ['f'] });
    const groupUser = await createUser(database.db, {
      email: GROUP_EMAIL,
      name: 'Administrador Bench do Grupo',
      passwordHash: await hashPassword(PASSWORD),
    });
    for (const companyId of companyIds.slice(0, GROUP_SIZE)) {
      await addMember(database.db, { companyId, userId: groupUser.id, profiles: ['a'] });
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const start = performance.now();
      const seeded = await load(client, companyIds);
      await client.query(`CREATE TABLE bench_seed (seeded jsonb NOT NULL)`);
      await client.query(`INSERT INTO bench_seed VALUES ($1)`, [JSON.stringify(seeded)]);
      console.error(
        `# events: ${EVENTS} eventos e ~${(EVENTS * 2.5).toLocaleString('pt-BR')} procedimentos carregados em ${((performance.now() - start) / 1000).toFixed(1)} s`,
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
 * events.list.p95_ms: one billing user of one of 50 companies (1,000,000 events, 2,500,000
 * procedures) asks, one request at a time, for the events of its biggest insurer in the
 * finished group over a year of procedure dates, sorted by procedure date, a page of 100 with
 * the totals of the whole filtered set (about 1,500 events). Baseline: the same two SQL
 * statements (page and totals, built by the same repository code) run directly on the
 * database, without HTTP, session check or row-level security.
 *
 * events.bulk_check_99.ms: POST /api/events/bulk-actions `check` on 99 AwaitingCheck events of
 * an insurer without hasSendGuia (median of 10 runs, the events put back in AwaitingCheck
 * between runs). Baseline: one raw UPDATE of the same 99 rows to the next status, triggers on.
 */
export async function benchEvents(baseUrl: string): Promise<void> {
  const { url, seeded } = await seededDatabase(baseUrl);
  const database = await createDatabase({ url, poolMax: 2 });
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  const { port, child } = await startApp(url);
  try {
    const { cookie, csrf } = await signIn(port, EMAIL, PASSWORD);
    const query = {
      statusGroup: 'finished',
      from: '2025-01-01',
      to: '2025-12-31',
      insurerIds: seeded.insurerId,
      sort: 'dtProcedure',
      dir: 'desc',
      pageSize: '100',
    };
    const listUrl = `http://127.0.0.1:${port}/api/events?${new URLSearchParams(query)}`;
    let matched = 0;
    const get = async () => {
      const res = await fetch(listUrl, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${listUrl} answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { items: unknown[]; total: number; totals?: { totalProduced?: string } };
      if (body.items.length !== 100 || !body.totals?.totalProduced) throw new Error('the page is not full');
      matched = body.total;
    };
    const { page: pageQuery, ...filters } = eventListQuerySchema.parse(query);
    const statements = eventListStatements(
      database.db,
      { companyIds: [seeded.companyId], ownerUserId: null },
      filters,
      { limit: filters.pageSize, offset: (pageQuery - 1) * filters.pageSize },
    );
    const page = statements.page.toSQL();
    const totals = statements.totals.toSQL();
    const direct = async () => {
      await raw.query(page.sql, page.params as unknown[]);
      await raw.query(totals.sql, totals.params as unknown[]);
    };
    const baseline = await timed(direct);
    const server = await timed(get);
    console.error(
      `# events: the filter matches ${matched} events; p50 ${percentile(server, 50).toFixed(1)} ms (SQL ${percentile(baseline, 50).toFixed(1)} ms)`,
    );
    if (process.env.BENCH_EXPLAIN) {
      for (const statement of [page, totals]) {
        const plan = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params as unknown[]);
        console.error(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
    }
    report('events.list.p95_ms', percentile(server, 95), 'ms', percentile(baseline, 95));

    await benchGroupSorts(port, database, raw, seeded);

    await benchBulkCheck(port, cookie, csrf, raw, seeded);
  } finally {
    await stop(child);
    await raw.end();
    await database.close();
  }
}

async function benchBulkCheck(port: number, cookie: string, csrf: string, raw: pg.Client, seeded: Seeded) {
  const { rows } = await raw.query<{ id: string }>(
    `SELECT id FROM events WHERE company_id = $1 AND health_insurance_id = $2 AND status = 'AwaitingCheck' AND active
     ORDER BY dt_procedure DESC, id LIMIT 99`,
    [seeded.companyId, seeded.insurerId],
  );
  const eventIds = rows.map((r) => r.id);
  if (eventIds.length !== 99) throw new Error(`only ${eventIds.length} AwaitingCheck events to check`);
  await setActor(raw);
  const reset = () =>
    raw.query(
      `UPDATE events SET status = 'AwaitingCheck', is_locked = false, guia_sent = false, alert_send_guia = false,
         is_processing = false WHERE id = ANY($1::uuid[])`,
      [eventIds],
    );
  const check = async () => {
    await reset();
    const start = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/events/bulk-actions`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ eventIds, action: 'check' }),
    });
    const elapsed = performance.now() - start;
    if (res.status !== 200) throw new Error(`bulk-actions answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { results: { result: string; message: string | null }[] };
    const failed = body.results.filter((r) => r.result !== 'success');
    if (failed.length > 0) throw new Error(`bulk check: ${failed.length} not checked: ${JSON.stringify(failed[0])}`);
    return elapsed;
  };
  const update = async () => {
    await reset();
    const start = performance.now();
    await raw.query('BEGIN');
    await raw.query(`UPDATE events SET status = 'WaitPayment', version = version + 1 WHERE id = ANY($1::uuid[])`, [
      eventIds,
    ]);
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
  const baseline = await runs(update);
  const server = await runs(check);
  await reset();
  report('events.bulk_check_99.ms', percentile(server, 50), 'ms', percentile(baseline, 50));
}

/**
 * events.list.sort_<column>.p95_ms: the administrator of a matriz and its nine filiais (about
 * 200,000 events, no other filter) opens the list sorted by each sortable column in turn,
 * ascending and descending (first page of 100 with the totals; 10 timed calls per column and
 * direction after 2 untimed). The figure is the p95 over both directions; `cold_ms` is the first call of
 * the column, before anything of that sort is cached. Baseline: the same two SQL statements
 * run directly on the database.
 */
async function benchGroupSorts(
  port: number,
  database: Awaited<ReturnType<typeof createDatabase>>,
  raw: pg.Client,
  seeded: Seeded,
) {
  const { cookie, csrf } = await signIn(port, GROUP_EMAIL, PASSWORD);
  const select = await fetch(`http://127.0.0.1:${port}/api/auth/select-company`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ companyId: seeded.groupIds[0] }),
  });
  if (select.status !== 200) throw new Error(`select-company answered ${select.status}: ${await select.text()}`);
  for (const sort of EVENT_SORT_COLUMNS) {
    const server: number[] = [];
    const baseline: number[] = [];
    let cold = NaN;
    for (const dir of ['asc', 'desc'] as const) {
      const query = { companyIds: seeded.groupIds.join(','), sort, dir, pageSize: '100' };
      const url = `http://127.0.0.1:${port}/api/events?${new URLSearchParams(query)}`;
      const get = async () => {
        const res = await fetch(url, { headers: { cookie } });
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
        const body = (await res.json()) as { items: unknown[] };
        if (body.items.length !== 100) throw new Error('the page is not full');
      };
      if (dir === 'asc') {
        const start = performance.now();
        await get();
        cold = performance.now() - start;
      }
      const { page: pageNumber, ...filters } = eventListQuerySchema.parse(query);
      const statements = eventListStatements(database.db, { companyIds: seeded.groupIds, ownerUserId: null }, filters, {
        limit: filters.pageSize,
        offset: (pageNumber - 1) * filters.pageSize,
      });
      const page = statements.page.toSQL();
      const totals = statements.totals.toSQL();
      baseline.push(
        ...(await timed(
          async () => {
            await raw.query(page.sql, page.params as unknown[]);
            await raw.query(totals.sql, totals.params as unknown[]);
          },
          2,
          10,
        )),
      );
      server.push(...(await timed(get, 2, 10)));
      if (process.env.BENCH_EXPLAIN) {
        const plan = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${page.sql}`, page.params as unknown[]);
        console.error(`# ${sort} ${dir}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
      }
    }
    report(`events.list.sort_${sort}.p95_ms`, percentile(server, 95), 'ms', percentile(baseline, 95));
    report(`events.list.sort_${sort}.cold_ms`, cold, 'ms');
  }
}
