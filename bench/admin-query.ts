import pg from 'pg';
import { report, scratchDatabase, signIn, startApp, stop } from './lib';

const ROWS = 5_000_000;
const SAMPLES = 3;
/** The configured limit the figure is held to (ADMIN_QUERY_TIMEOUT_MS, the default). */
const TIMEOUT_MS = 5_000;

/**
 * admin.query_timeout.ms (decision 061): a super admin's query-console query that would scan
 * 5,000,000 rows (and sort them) is stopped by the statement timeout; the figure is the slowest of
 * three answers — the 400 "interrompida após 5000 ms" — measured at the client. Baseline: the
 * configured limit (ADMIN_QUERY_TIMEOUT_MS), so the ratio says how far past it the console answers.
 */
export async function benchAdminQuery(baseUrl: string): Promise<void> {
  const scratch = await scratchDatabase(baseUrl, 'query');
  try {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await client.query(`CREATE TABLE bench_query_rows AS
      SELECT n AS id, md5(n::text) AS payload FROM generate_series(1, ${ROWS}) n`);
    await client.query('ANALYZE bench_query_rows');
    await client.end();
    const app = await startApp(scratch.url, { ADMIN_QUERY_TIMEOUT_MS: String(TIMEOUT_MS) });
    try {
      const { cookie, csrf } = await signIn(app.port, 'admin@honora.dev', 'honora-demo');
      const run = async () => {
        const started = performance.now();
        const res = await fetch(`http://127.0.0.1:${app.port}/api/admin/query/run`, {
          method: 'POST',
          headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
          body: JSON.stringify({ sql: 'select count(distinct md5(md5(payload))) from bench_query_rows' }),
        });
        const body = (await res.json()) as { message?: string };
        if (res.status !== 400 || !body.message?.includes(`${TIMEOUT_MS} ms`))
          throw new Error(`the query was not stopped by the timeout: ${res.status} ${JSON.stringify(body)}`);
        return performance.now() - started;
      };
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) times.push(await run());
      console.error(`# admin-query: ${ROWS} linhas, ${SAMPLES} consultas paradas pelo tempo limite`);
      report('admin.query_timeout.ms', Math.max(...times), 'ms', TIMEOUT_MS);
    } finally {
      await stop(app.child);
    }
  } finally {
    await scratch.drop();
  }
}
