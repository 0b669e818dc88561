import { createDatabase, jobs, rowsOf, systemActor, withActor } from '@honora/db';
import { sql } from 'drizzle-orm';
import { JOBS_CHANNEL } from '../packages/server/src/jobs/jobs.repository';
import { report, scratchDatabase, startApp, stop } from './lib';

/**
 * jobs.run_10k.ms (decision 019): two server processes (JOB_CONCURRENCY=8 each) on one
 * PostgreSQL; 10,000 of the queue's probe jobs (no work) enqueued in one transaction, timed from
 * the enqueue until the last is FINISH. Checked after: every job ran exactly once (one attempt)
 * and both processes ran some. The baseline is the enqueue alone (the rows and their NOTIFY).
 */
const JOBS = 10_000;
const CHUNK = 1_000;

export async function benchJobs(baseUrl: string): Promise<void> {
  const scratch = await scratchDatabase(baseUrl, 'jobs');
  const a = await startApp(scratch.url, { JOB_CONCURRENCY: '8' });
  const b = await startApp(scratch.url, { JOB_CONCURRENCY: '8' });
  const database = await createDatabase({ url: scratch.url, poolMax: 2 });
  try {
    const started = performance.now();
    await withActor(database.db, systemActor, async (tx) => {
      for (let i = 0; i < JOBS; i += CHUNK) {
        const rows = Array.from({ length: Math.min(CHUNK, JOBS - i) }, () => ({
          kind: 'probe',
          payload: { holdMs: 0 },
          stepCode: 'queued',
        }));
        await tx.insert(jobs).values(rows);
      }
      await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, 'probe')`);
    });
    const enqueued = performance.now() - started;
    const count = async (condition: ReturnType<typeof sql>) =>
      rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from jobs where ${condition}`))[0]!
        .n;
    for (;;) {
      if ((await count(sql`status = 'FINISH'`)) === JOBS) break;
      if (performance.now() - started > 600_000) throw new Error('jobs bench: not finished in 10 minutes');
      await new Promise((done) => setTimeout(done, 50));
    }
    const ms = performance.now() - started;
    const twice = await count(sql`attempts <> 1`);
    if (twice > 0) throw new Error(`jobs bench: ${twice} jobs ran more than once`);
    const runners = rowsOf<{ pid: number; n: number }>(
      await database.db.execute(
        sql`select (result->>'ranBy')::int as pid, count(*)::int as n from jobs group by 1 order by 1`,
      ),
    );
    console.log(`# jobs: ${JOBS} probes, runs per process ${runners.map((r) => r.n).join(' + ')}, none twice`);
    report('jobs.run_10k.ms', ms, 'ms', enqueued);
  } finally {
    await database.close();
    await Promise.all([stop(a.child), stop(b.child)]);
    await scratch.drop();
  }
}
