import pg from 'pg';
import { EMAIL, PASSWORD, seededDatabase } from './events';
import { percentile, report, signIn, startApp, stop, timed } from './lib';

const SAMPLES = 50;
const YEAR = { from: '2025-01-01', until: '2025-12-31' };

/**
 * reports.dashboard.p95_ms: GET /api/dashboard for one of the events bench's 50 companies
 * (1,000,000 events, seeded once and kept; the dashboard only reads, so it runs on the kept
 * database) over a year of procedure dates, one request at a time, 50 samples after 5 warm-ups.
 * The user is the bench biller (counts only: the SQL is the same, the money is left out of the
 * answer). Baseline: the raw SQL of the main aggregation — the company's active events of the
 * year grouped by month with their four sums — over the base table, without HTTP, session
 * check, row-level security or the other groupings.
 */
export async function benchDashboard(baseUrl: string): Promise<void> {
  const { url, seeded } = await seededDatabase(baseUrl);
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  const { port, child } = await startApp(url);
  try {
    const { cookie } = await signIn(port, EMAIL, PASSWORD);
    const dashboardUrl = `http://127.0.0.1:${port}/api/dashboard?${new URLSearchParams(YEAR)}`;
    let events = 0;
    const get = async () => {
      const res = await fetch(dashboardUrl, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${dashboardUrl} answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { months: { count: number }[] };
      events = body.months.reduce((sum, month) => sum + month.count, 0);
    };
    const direct = () =>
      raw.query(
        `SELECT to_char(dt_procedure, 'YYYY-MM') AS month, count(*), sum(total_produced), sum(total_received),
           sum(total_glosado), sum(total_in_processing)
         FROM events WHERE company_id = $1 AND active AND dt_procedure BETWEEN $2 AND $3 GROUP BY 1`,
        [seeded.companyId, YEAR.from, YEAR.until],
      );
    const baseline = await timed(direct, 5, SAMPLES);
    const server = await timed(get, 5, SAMPLES);
    console.error(
      `# dashboard: ${events} events in the year; p50 ${percentile(server, 50).toFixed(1)} ms (SQL ${percentile(baseline, 50).toFixed(1)} ms)`,
    );
    report('reports.dashboard.p95_ms', percentile(server, 95), 'ms', percentile(baseline, 95));

    // reports.big_data.p95_ms (decision 037): GET /api/big-data, the company's whole history from
    // the summaries (with the deltas the seed or other benches left). Baseline: the same figures
    // aggregated from the events themselves (honora_production_raw, the check's truth).
    const bigDataUrl = `http://127.0.0.1:${port}/api/big-data`;
    let history = 0;
    const getBigData = async () => {
      const res = await fetch(bigDataUrl, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${bigDataUrl} answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { years: { count: number }[]; undatedCount: number };
      history = body.years.reduce((sum, year) => sum + year.count, body.undatedCount);
    };
    const rawAggregation = () => raw.query(`SELECT * FROM honora_production_raw($1)`, [seeded.companyId]);
    const rawTimes = await timed(rawAggregation, 3, SAMPLES);
    const bigData = await timed(getBigData, 5, SAMPLES);
    console.error(
      `# big data: ${history} events in the company's history; p50 ${percentile(bigData, 50).toFixed(1)} ms`,
    );
    report('reports.big_data.p95_ms', percentile(bigData, 95), 'ms', percentile(rawTimes, 95));
  } finally {
    await stop(child);
    await raw.end();
  }
}
