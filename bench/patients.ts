import { patientListQuerySchema } from '@honora/contract';
import { createDatabase } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { hashPassword } from '@honora/server';
import pg from 'pg';
import { patientListStatements } from '../packages/server/src/modules/patients/patients.repository';
import { percentile, report, scratchDatabase, startApp, stop, timed } from './lib';

const COMPANIES = 50;
const PATIENTS = 1_000_000;
const PASSWORD = 'bench-patients-1';
/** A common surname as a user types it: no accents, lower case (about 3% of the names hold it). */
const SEARCH = 'conceicao';

const FIRST_NAMES = (
  'Maria,José,João,Ana,Antônio,Francisco,Francisca,Carlos,Paulo,Pedro,Lucas,Luíza,Luiz,Marcos,' +
  'Gabriel,Rafael,Márcia,Sebastião,Conceição,Aparecida,Raimundo,Tereza,Sônia,Fátima,Inês,Cecília,' +
  'Caio,Vitória,Júlia,Letícia,Mônica,Patrícia,Débora,Estêvão,Fábio,Vinícius,Cláudio,Sérgio,Rogério,' +
  'Valéria,Helena,Beatriz,Ângela,Irene,Benedita,Joaquim,Luzia,Raí,Otávio,Vânia'
).split(',');
const SURNAMES = (
  'da Silva,dos Santos,Oliveira,Souza,Rodrigues,Ferreira,Alves,Pereira,Lima,Gomes,Ribeiro,Carvalho,' +
  'Araújo,Conceição,Gonçalves,Simões,Magalhães,Brandão,Lacerda,Assunção,Falcão,Leão,Guimarães,' +
  'Nascimento,Gonçalo,Estevão,Romão,Sampaio,Antunes,Peixoto,Mendonça,Barbosa,Cardoso,' +
  'Teixeira,Moraes,Nogueira,Brito,Cavalcânti,Aragão,Damião,Galvão,Vasconcelos,Queiróz,Monteiro,' +
  'Macêdo,Sá,Bezerra,Fontes,Prudêncio'
).split(',');

const sqlArray = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * One million patients across the companies in one INSERT … SELECT, with the record triggers
 * off (session_replication_role = replica; the metadata columns take their defaults from the
 * actor settings) and the patients indexes rebuilt after the load, as a restore would.
 */
async function loadPatients(url: string, companyIds: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET session_replication_role = replica');
    await client.query(`SELECT set_config('honora.actor_id', 'bench', false), set_config('honora.actor_name', 'Bench', false),
      set_config('honora.actor_env', 'system', false), set_config('honora.actor_version', '', false)`);
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid WHERE x.indrelid = 'patients'::regclass AND NOT x.indisprimary`,
    );
    for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
    await client.query(
      `INSERT INTO patients (company_id, name, cpf, gender, birth_date, phone, accommodation, address)
       SELECT c.ids[1 + (g % $1::int)],
              f.n[1 + floor(random() * array_length(f.n, 1))::int] || ' ' ||
              s.n[1 + floor(random() * array_length(s.n, 1))::int] || ' ' ||
              s.n[1 + floor(random() * array_length(s.n, 1))::int],
              lpad(g::text, 11, '0'),
              CASE WHEN g % 2 = 0 THEN 'FEMALE' ELSE 'MALE' END,
              date '1940-01-01' + (floor(random() * 30000))::int,
              '119' || lpad((g % 100000000)::text, 8, '0'),
              (ARRAY['NURSERY','APARTMENT','OUTPATIENT','ONE_DAY_CLINIC','NONE'])[1 + g % 5],
              jsonb_build_object('zipcode', '01310-100', 'street', 'Avenida Paulista', 'number', (g % 3000)::text,
                'complement', null, 'district', 'Bela Vista', 'city', 'São Paulo', 'state', 'SP',
                'country', 'Brasil', 'ibgeCode', '3550308')
       FROM generate_series(1, $2::int) AS g,
            (SELECT $3::uuid[] AS ids) AS c,
            (SELECT ${sqlArray(FIRST_NAMES)} AS n) AS f,
            (SELECT ${sqlArray(SURNAMES)} AS n) AS s`,
      [COMPANIES, PATIENTS, companyIds],
    );
    for (const index of indexes) await client.query(index.def);
    await client.query('VACUUM ANALYZE patients');
  } finally {
    await client.end();
  }
}

/**
 * patients.search.p95_ms and patients.list.p95_ms: a million patients in 50 companies; one
 * user of one company asks, one request at a time, for the accent-insensitive search of a
 * common surname typed without accents and for the first page. Baseline: the same two SQL
 * statements (page and total, built by the same repository code, same parameters) run
 * directly on the database, without HTTP, session check or row-level security.
 */
export async function benchPatients(baseUrl: string): Promise<void> {
  const scratch = await scratchDatabase(baseUrl, 'patients');
  const database = await createDatabase({ url: scratch.url, poolMax: 2 });
  try {
    const companyIds: string[] = [];
    for (let i = 0; i < COMPANIES; i++) {
      companyIds.push((await createCompany(database.db, { name: `Clínica Bench ${i + 1}` })).id);
    }
    const companyId = companyIds[7]!;
    const email = 'faturista@bench.honora.dev';
    const user = await createUser(database.db, {
      email,
      name: 'Faturista Bench',
      passwordHash: await hashPassword(PASSWORD),
    });
    await addMember(database.db, { companyId, userId: user.id, profiles: ['a'] });
    const loadStart = performance.now();
    await loadPatients(scratch.url, companyIds);
    console.error(
      `# patients: ${PATIENTS} pacientes carregados em ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
    );

    const raw = new pg.Client({ connectionString: scratch.url });
    await raw.connect();
    const { port, child } = await startApp(scratch.url);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

      for (const [name, query] of [
        ['patients.search.p95_ms', { search: SEARCH }],
        ['patients.list.p95_ms', {}],
      ] as const) {
        const url = `http://127.0.0.1:${port}/api/patients?${new URLSearchParams(query)}`;
        const get = async () => {
          const res = await fetch(url, { headers: { cookie } });
          if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
          const body = (await res.json()) as { items: unknown[]; total: number };
          if (body.items.length === 0) throw new Error(`${url} found nothing`);
        };
        const statements = patientListStatements(database.db, [companyId], patientListQuerySchema.parse(query));
        const page = statements.page.toSQL();
        const total = statements.total.toSQL();
        const direct = async () => {
          await raw.query(page.sql, page.params as unknown[]);
          await raw.query(total.sql, total.params as unknown[]);
        };
        const baseline = await timed(direct);
        const server = await timed(get);
        if (process.env.BENCH_EXPLAIN) {
          for (const statement of [page, total]) {
            const plan = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params as unknown[]);
            console.error(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
          }
        }
        report(name, percentile(server, 95), 'ms', percentile(baseline, 95));
      }
    } finally {
      await stop(child);
      await raw.end();
    }
  } finally {
    await database.close();
    await scratch.drop();
  }
}
