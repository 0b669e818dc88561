import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { reportDefinitionSchema, type ReportDefinitionInput } from '@honora/contract';
import { createDatabaseFrom, databaseUrl, dropDatabase } from '@honora/db';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { generatorExportSource } from '../packages/server/src/modules/report-generator/generator-export-source';
import { planOf } from '../packages/server/src/modules/report-generator/generator-plan';
import { rowsSql, type GeneratorQueryRow } from '../packages/server/src/modules/report-generator/generator-query';
import { rowOf } from '../packages/server/src/modules/report-generator/generator-table';
import { startSheet } from '../packages/server/src/modules/exports/export-source';
import { report, setActor, signIn, startApp, stop } from './lib';
import { DATABASE, EMAIL, PASSWORD, seededDatabase } from './money';

const SCRATCH = 'honora_bench_reports_export';
/** The targets (decision 036): under 15 s and under 200 MB of server memory growth. */
const TARGET_MS = 15_000;
const TARGET_RSS_MB = 200;
const MIN_ROWS = 100_000;
const RSS_EVERY_MS = 50;

/**
 * From January 2024 to mid-March 2025, the bench company's ledger entries (101,588 active ones,
 * of one of the money bench's 20 companies), one row an entry with its event's registries and
 * money: the report generator's transaction level, ten columns, sorted by the entry's date.
 */
const DEFINITION: ReportDefinitionInput = {
  columns: [
    'transactionDate',
    'transactionAction',
    'transactionValue',
    'typeOfPaymentName',
    'numGuide',
    'dtProcedure',
    'patientName',
    'insurerName',
    'hospitalName',
    'anesthetistName',
  ],
  from: '2024-01-01',
  until: '2025-03-15',
  sort: [{ field: 'transactionDate', direction: 'asc' }],
};

/** The resident set of a process in MB (VmRSS of /proc/<pid>/status). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kb / 1024;
}

/** Samples a process's RSS every RSS_EVERY_MS until `stop`, answering the largest seen. */
function rssPeak(pid: number) {
  let peak = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, await rssMb(pid));
      await new Promise((done) => setTimeout(done, RSS_EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await sampling;
      return Math.max(peak, await rssMb(pid));
    },
  };
}

/** The last row number of a downloaded workbook, read with exceljs's streaming reader. */
async function lastRow(file: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  let last = 0;
  for await (const sheet of reader)
    for await (const row of sheet as AsyncIterable<{ number: number }>) last = Math.max(last, row.number);
  return last;
}

/**
 * reports.export_100k.ms and reports.export_100k.rss_mb (decision 036: "a 100,000-row Excel
 * export in under 15 s with server memory growth under 200 MB"). On a scratch copy of the
 * money bench's database (5,000,000 entries, seeded once and kept; the export writes a job row,
 * so it never runs on the kept one) the bench biller — given values on the copy, so the money
 * column and its total are written — asks POST /api/report-generator/export for DEFINITION in
 * Excel, follows the 202's job at /api/jobs/:id until FINISH and downloads /api/jobs/:id/file;
 * the sheet is read back and must hold every row. One run, wall time from the request to the
 * last byte of the download. The server's RSS is sampled every 50 ms from /proc during the
 * export; the figure is its peak minus the RSS just before the request.
 *
 * Baselines: for the time, the same rows as one SQL statement (the generator's own, built by the
 * same code) read directly by the owner — no HTTP, session, row-level security, job or pages —
 * and written by the same streaming sheet writer in the bench's process; for the memory, the
 * target's 200 MB (the ratio is the share of the budget used).
 */
export async function benchReportsExport(baseUrl: string): Promise<void> {
  const { seeded } = await seededDatabase(baseUrl);
  await dropDatabase(baseUrl, SCRATCH).catch(() => undefined);
  const copyStarted = performance.now();
  await createDatabaseFrom(baseUrl, SCRATCH, DATABASE);
  console.error(
    `# reports.export: scratch copy of ${DATABASE} in ${((performance.now() - copyStarted) / 1000).toFixed(1)} s`,
  );
  const url = databaseUrl(baseUrl, SCRATCH);
  const dataDir = await mkdtemp(join(tmpdir(), 'honora-bench-export-'));
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    await setActor(raw);
    await raw.query(
      `UPDATE company_members SET profiles = array_append(profiles, 'e')
       WHERE user_id = (SELECT id FROM users WHERE email = $1) AND NOT 'e' = ANY(profiles)`,
      [EMAIL],
    );
    const plan = planOf(reportDefinitionSchema.parse(DEFINITION), new Map(), {
      companyIds: [seeded.companyId],
      ownUserId: null,
      showsValues: true,
    });
    const everyRow = new PgDialect().sqlToQuery(rowsSql(plan, { limit: 10_000_000, offset: 0 }));
    const { rows: counted } = await raw.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${everyRow.sql}) r`,
      everyRow.params as unknown[],
    );
    const expected = counted[0]!.n;
    if (expected < MIN_ROWS) throw new Error(`reports.export: only ${expected} rows, fewer than ${MIN_ROWS}`);

    const baselineStarted = performance.now();
    const { rows } = await raw.query<GeneratorQueryRow>(everyRow.sql, everyRow.params as unknown[]);
    const sheet = startSheet(generatorExportSource, plan);
    sheet.add(rows.map((row) => rowOf(plan, row)));
    const bare = await sheet.finish();
    const baselineMs = performance.now() - baselineStarted;

    app = await startApp(url, { DATA_DIR: dataDir });
    const { cookie, csrf } = await signIn(app.port, EMAIL, PASSWORD);
    const api = `http://127.0.0.1:${app.port}`;
    const pid = app.child.pid!;
    await new Promise((done) => setTimeout(done, 500));
    const before = await rssMb(pid);
    const sampler = rssPeak(pid);
    const started = performance.now();
    const answer = await fetch(`${api}/api/report-generator/export`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'xlsx', definition: DEFINITION }),
    });
    if (answer.status !== 202) throw new Error(`export answered ${answer.status}: ${await answer.text()}`);
    const { id } = (await answer.json()) as { id: string };
    const queued = performance.now();
    let job: { status: string; stepParams: Record<string, string | number>; errorCode: string | null };
    for (;;) {
      job = (await (await fetch(`${api}/api/jobs/${id}`, { headers: { cookie } })).json()) as typeof job;
      if (job.status === 'FINISH') break;
      if (!['NOT_STARTED', 'RUNNING'].includes(job.status))
        throw new Error(`export job ${job.status}: ${job.errorCode}`);
      if (performance.now() - started > 600_000) throw new Error('export job: not finished in 10 minutes');
      await new Promise((done) => setTimeout(done, 100));
    }
    const finished = performance.now();
    const download = await fetch(`${api}/api/jobs/${id}/file`, { headers: { cookie } });
    if (download.status !== 200) throw new Error(`download answered ${download.status}: ${await download.text()}`);
    const file = Buffer.from(await download.arrayBuffer());
    const ms = performance.now() - started;
    const peak = await sampler.stop();
    const growth = peak - before;

    // The header, every row, then an empty row and the grand total row.
    const written = (await lastRow(file)) - 3;
    if (written !== expected) throw new Error(`the sheet holds ${written} rows, the report ${expected}`);
    console.error(
      `# reports.export: ${expected.toLocaleString('pt-BR')} rows (${plan.columns.length} columns), ` +
        `${(file.length / 1e6).toFixed(1)} MB xlsx (bare ${(bare.length / 1e6).toFixed(1)} MB); 202 in ` +
        `${(queued - started).toFixed(0)} ms, job done at ${(finished - started).toFixed(0)} ms, downloaded at ` +
        `${ms.toFixed(0)} ms; server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB; ` +
        `targets ${TARGET_MS / 1000} s and ${TARGET_RSS_MB} MB`,
    );
    report('reports.export_100k.ms', ms, 'ms', baselineMs);
    report('reports.export_100k.rss_mb', growth, 'MB', TARGET_RSS_MB);
  } finally {
    if (app) await stop(app.child);
    await raw.end();
    await dropDatabase(baseUrl, SCRATCH);
    await rm(dataDir, { recursive: true, force: true });
  }
}
