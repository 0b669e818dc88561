import { createDatabase, createDatabaseFrom, databaseUrl, dropDatabase, migrate, withAdminClient } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { hashPassword } from '@honora/server';
import pg from 'pg';
import { dropIndexes, report, setActor, signedInPoster, startApp, stop } from './lib';

interface Computed {
  id: string;
  computedAt: string;
  entryCount: number;
  receiverCount: number;
}

const DOCTORS = 500;
const EVENTS = 500_000;
/** Two procedure rows per event, two receipts on each: 2,000,000 transactions over twelve months. */
const TRANSACTIONS = EVENTS * 4;
const INSURERS = 8;
const PASSWORD = 'bench-transfers-1';
const EMAIL = 'gestor@bench-repasses.honora.dev';
/** The seed is kept between runs (a few minutes to build); a new layout gets a new name. */
const DATABASE = 'honora_bench_transfers_v1';
/** The month computed; the entries of the months before it were passed on by an earlier transfer. */
const MONTH = '2026-10';
const FIRST_MONTH = '2025-11-01';

/**
 * The registries and the ledger, as a restore would load them (record triggers off): one
 * cooperative, 500 anesthetists, eight insurers, 500,000 events of two procedure rows whose
 * revenue team is their anesthetist (a third with an assistant anesthetist, a twentieth with a
 * nurse, whose part the group keeps), two receipts on each row spread over the twelve months up
 * to November 2026, the receipts before October stamped with an earlier locked transfer; its taxes
 * (an 8 % administration fee, INSS 20 % for PF, the IRRF table) and a tenth of the doctors PJ.
 */
async function load(client: pg.Client, companyId: string): Promise<void> {
  await client.query('SET session_replication_role = replica');
  await setActor(client);
  await client.query('SELECT setseed(0.31)');
  await client.query(
    `INSERT INTO users (email, name)
     SELECT 'medico-' || k || '@bench-repasses.honora.dev', 'Médico Bench ' || lpad(k::text, 3, '0')
     FROM generate_series(1, $1::int) AS k`,
    [DOCTORS],
  );
  await client.query(
    `INSERT INTO company_members (company_id, user_id, workspace, profiles, user_types)
     SELECT $1, id, 'CLIENT', '{b}', '{KAnesthetist}' FROM users WHERE email LIKE 'medico-%@bench-repasses.honora.dev'`,
    [companyId],
  );
  await client.query(
    `INSERT INTO health_insurers (company_id, name) SELECT $1, 'Convênio Repasse ' || k FROM generate_series(1, $2::int) k`,
    [companyId, INSURERS],
  );
  await client.query(`INSERT INTO patients (company_id, name) VALUES ($1, 'Paciente Bench')`, [companyId]);
  await client.query(`CREATE TEMP TABLE refs AS SELECT
      (SELECT array_agg(id ORDER BY email) FROM users WHERE email LIKE 'medico-%@bench-repasses.honora.dev') AS doctors,
      (SELECT array_agg(id ORDER BY name) FROM health_insurers WHERE company_id = '${companyId}') AS insurers,
      (SELECT id FROM patients WHERE company_id = '${companyId}') AS patient`);
  const indexes = [
    ...(await dropIndexes(client, 'events')),
    ...(await dropIndexes(client, 'event_procedures')),
    ...(await dropIndexes(client, 'transactions')),
  ];
  await client.query(
    `INSERT INTO events (company_id, type, num_guide, dt_procedure, health_insurance_id, patient_id, anesthetist_id,
       status, is_locked, accommodation, total_produced, total_procedures, total_received)
     SELECT $1, 'Honorario', lpad(g::text, 9, '0'), date '${FIRST_MONTH}' + (g % 365),
       r.insurers[1 + g % ${INSURERS}], r.patient, r.doctors[1 + g % ${DOCTORS}],
       'Received', true, 'NURSERY', 1000, 1000, 1000
     FROM generate_series(1, $2::int) g, refs r`,
    [companyId, EVENTS],
  );
  // Revenue teams: the event's anesthetist; a third with an assistant (another doctor), a twentieth with a nurse.
  await client.query(
    `INSERT INTO event_procedures (event_id, company_id, "order", id_proc, name, type, table_code, value, revenue_team)
     SELECT e.id, e.company_id, j, '31009107', 'Procedimento bench', 'KCUSTOM', '22', 500,
       jsonb_build_array(jsonb_build_object('actorId', e.anesthetist_id, 'role', 'anesthetist', 'order', 1,
           'basis', 'fee', 'revenue', '500.00', 'percentRevenue', '1', 'grauPart', 'anesthetist'))
       || CASE WHEN e.g % 3 = 0 THEN jsonb_build_array(jsonb_build_object('actorId', r.doctors[1 + (e.g * 7) % ${DOCTORS}],
           'role', 'assistantAnesthetist', 'order', 2, 'basis', 'fee', 'revenue', '150.00', 'percentRevenue', '1',
           'grauPart', 'assistant')) ELSE '[]'::jsonb END
       || CASE WHEN e.g % 20 = 0 THEN jsonb_build_array(jsonb_build_object('actorId', 'nurse', 'role', 'nurse',
           'order', 3, 'basis', 'fee', 'revenue', '50.00', 'percentRevenue', '1', 'grauPart', 'nurse')) ELSE '[]'::jsonb END
     FROM (SELECT id, company_id, anesthetist_id, num_guide::int AS g FROM events) e, refs r, generate_series(1, 2) j`,
  );
  await client.query(
    `INSERT INTO transactions (event_id, company_id, action, type, procedure_row_id, date, value, user_id, user_name,
       receiver_id, receiver_type, health_insurance_id)
     SELECT p.event_id, p.company_id, 'Received', 'PROCEDURE', p.id,
       date '${FIRST_MONTH}' + ((e.num_guide::int * 37 + k * 11) % 395) - 30 * (k - 1),
       (100 + (e.num_guide::bigint * 7919 + k * 104729) % 30000 / 100.0)::numeric(14,2), 'bench', 'Bench',
       e.anesthetist_id::text, 'anesthetist', e.health_insurance_id
     FROM event_procedures p JOIN events e ON e.id = p.event_id, generate_series(1, 2) k`,
  );
  await client.query(`UPDATE transactions SET date = date '${FIRST_MONTH}' WHERE date < date '${FIRST_MONTH}'`);
  // What was passed on before the month: an earlier locked transfer holds it.
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO transfers (company_id, code, month, mode, status, locked_at) VALUES ($1, 1, '2026-09-01', 'ALL', 'LOCKED', now())
     RETURNING id`,
    [companyId],
  );
  await client.query(`UPDATE transactions SET transfer_id = $1 WHERE date < date '${MONTH}-01'`, [rows[0]!.id]);
  await client.query(
    `INSERT INTO taxes (company_id, name, identifier, kind, "order") VALUES
       ($1, 'Taxa de administração', 'TAX', 'FEE', 1), ($1, 'INSS', 'INSS', 'TAX', 2), ($1, 'IRRF', 'IR', 'TAX', 3)`,
    [companyId],
  );
  await client.query(
    `INSERT INTO tax_versions (tax_id, company_id, valid_from, base, calculation, rate_percent, person_type)
     SELECT id, company_id, '2024-02-01',
       CASE identifier WHEN 'TAX' THEN 'Received' WHEN 'INSS' THEN 'Repasse' ELSE 'BaseIRRF' END,
       CASE identifier WHEN 'IR' THEN 'TABLE' ELSE 'RATE' END,
       CASE identifier WHEN 'TAX' THEN 8 WHEN 'INSS' THEN 20 END,
       CASE identifier WHEN 'TAX' THEN 'ALL' ELSE 'PF' END
     FROM taxes WHERE company_id = $1`,
    [companyId],
  );
  await client.query(
    `INSERT INTO receiver_tax_profiles (company_id, receiver_id, person_type, cnpj, dependants)
     SELECT $1, id::text, CASE WHEN n % 10 = 0 THEN 'PJ' ELSE 'PF' END,
       CASE WHEN n % 10 = 0 THEN '11222333000181' END, CASE WHEN n % 10 = 0 THEN 0 ELSE n % 3 END
     FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users
           WHERE email LIKE 'medico-%@bench-repasses.honora.dev') d`,
    [companyId],
  );
  for (const index of indexes) await client.query(index.def);
  await client.query('SET session_replication_role = origin');
  for (const table of ['events', 'event_procedures', 'transactions', 'users', 'company_members']) {
    await client.query(`VACUUM ANALYZE ${table}`);
  }
}

/** The seeded database, reused when a previous run finished its seed (BENCH_TRANSFERS_RESEED=1 rebuilds it). */
async function seededDatabase(baseUrl: string): Promise<string> {
  const url = databaseUrl(baseUrl, DATABASE);
  const exists = await withAdminClient(baseUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    return (rowCount ?? 0) > 0;
  });
  if (exists && !process.env.BENCH_TRANSFERS_RESEED) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const done = await client.query(`SELECT 1 FROM bench_seed`).catch(() => ({ rowCount: 0 }));
    await client.end();
    if ((done.rowCount ?? 0) > 0) {
      const database = await createDatabase({ url, poolMax: 2 });
      await migrate(database);
      await database.close();
      return url;
    }
  }
  if (exists) await dropDatabase(baseUrl, DATABASE);
  await createDatabaseFrom(baseUrl, DATABASE);
  const database = await createDatabase({ url, poolMax: 2 });
  try {
    await migrate(database);
    const company = await createCompany(database.db, { name: 'Cooperativa Bench Repasses', isMatriz: true });
    const user = await createUser(database.db, {
      email: EMAIL,
      name: 'Gestor Bench',
      passwordHash: await hashPassword(PASSWORD),
    });
    await addMember(database.db, { companyId: company.id, userId: user.id, profiles: ['e'] });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const start = performance.now();
      await load(client, company.id);
      await client.query(`CREATE TABLE bench_seed (company_id uuid NOT NULL)`);
      await client.query(`INSERT INTO bench_seed VALUES ($1)`, [company.id]);
      console.error(
        `# transfers: ${TRANSACTIONS.toLocaleString('pt-BR')} lançamentos carregados em ${((performance.now() - start) / 1000).toFixed(1)} s`,
      );
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
  return url;
}

/**
 * transfers.month_500.ms: the month's transfer computed for 500 doctors (POST
 * /api/transfers/compute, mode ALL) over a ledger of 2,000,000 transactions: the month's open
 * receipts read, split over each row's revenue team, every doctor's taxes computed and 500 user
 * transfers written. Baseline: the bare SQL aggregation of the same receipts per receiver. Also
 * prints transfers.lock_500.ms (the same month locked: recomputed, compared and its receipts
 * stamped), informative.
 */
export async function benchTransfers(baseUrl: string): Promise<void> {
  const url = await seededDatabase(baseUrl);
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  const { port, child } = await startApp(url);
  try {
    await setActor(raw);
    await raw.query(`UPDATE transfers SET active = false WHERE month = '${MONTH}-01' AND active`);
    const post = await signedInPoster(port, EMAIL, PASSWORD);
    const baseStart = performance.now();
    await raw.query(
      `SELECT receiver_id, sum(value) FROM transactions t WHERE t.company_id = (SELECT company_id FROM bench_seed)
         AND t.transfer_id IS NULL AND t.action = 'Received' AND t.canceled_id IS NULL AND t.canceled_by_id IS NULL
         AND t.date < date '${MONTH}-01' + interval '1 month' GROUP BY 1`,
    );
    const baseline = performance.now() - baseStart;
    const started = performance.now();
    const transfer = await post<Computed>('/api/transfers/compute', { month: MONTH, mode: 'ALL' });
    const ms = performance.now() - started;
    console.error(
      `# transfers: ${transfer.entryCount} receipts of ${MONTH} over ${transfer.receiverCount} receivers computed in ${ms.toFixed(0)} ms`,
    );
    report('transfers.month_500.ms', ms, 'ms', baseline);
    const lockStart = performance.now();
    await post(`/api/transfers/${transfer.id}/lock`, { computedAt: transfer.computedAt });
    report('transfers.lock_500.ms', performance.now() - lockStart, 'ms');
    // Back as it was, without the history of it: the month's receipts free again, the transfer gone.
    await raw.query('SET session_replication_role = replica');
    await raw.query(`UPDATE transactions SET transfer_id = NULL WHERE transfer_id = $1`, [transfer.id]);
    await raw.query(`UPDATE transfers SET active = false WHERE id = $1`, [transfer.id]);
  } finally {
    await stop(child);
    await raw.end();
  }
}
