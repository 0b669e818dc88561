import type pg from 'pg';
import { readReferenceFile } from '../packages/server/src/modules/reference-tables/reference-file';
import { readEventSheet } from '../packages/server/src/modules/event-import/read-event-sheet';
import { DATABASE, EMAIL, PASSWORD, seededDatabase } from './events';
import { percentile, report, signIn, startApp, stop, timed } from './lib';
import { createDatabaseFrom, databaseUrl, dropDatabase } from '@honora/db';
import pgModule from 'pg';

const ROWS = 10_000;
const SCRATCH = 'honora_bench_event_import';
const HEADER = [
  'Nome do paciente',
  'Data do procedimento',
  'Código do procedimento',
  'Convênio',
  'Número da guia',
  'Acomodação',
];

/**
 * import.events_10k.ms (decision 040): a 10,000-row CSV imported into the events bench's company
 * (a million events, on a scratch copy) — half the rows change the accommodation of existing
 * events (updated), half are new guides (created), all of the company's busiest insurer, priced
 * by the event form's engine — from POST /api/event-imports until the job is FINISH, wall time.
 * Baseline: reading the same file into rows (CSV parse and cell checks, no database).
 */
export async function benchEventImport(baseUrl: string): Promise<void> {
  await seededDatabase(baseUrl);
  await dropDatabase(baseUrl, SCRATCH).catch(() => undefined);
  await createDatabaseFrom(baseUrl, SCRATCH, DATABASE);
  const raw = new pgModule.Client({ connectionString: databaseUrl(baseUrl, SCRATCH) });
  await raw.connect();
  const { port, child } = await startApp(databaseUrl(baseUrl, SCRATCH));
  try {
    const csv = await fileOf(raw);
    const bytes = new TextEncoder().encode(csv);
    const readMs = percentile(
      await timed(
        async () =>
          readEventSheet(
            await readReferenceFile('bench.csv', bytes),
            { headerRow: 1, dateFormat: 'DD/MM/YYYY', columns: null },
            [],
            '2999-12-31',
          ),
        1,
        3,
      ),
      50,
    );
    const { cookie, csrf } = await signIn(port, EMAIL, PASSWORD);
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
      return (await res.json()) as Record<string, unknown>;
    };
    const started = performance.now();
    const record = await call('POST', '/api/event-imports', {
      eventType: 'Honorario',
      fileName: 'bench.csv',
      contentBase64: Buffer.from(bytes).toString('base64'),
    });
    let done = record;
    while (done.status === 'NOT_STARTED' || done.status === 'RUNNING') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      done = await call('GET', `/api/event-imports/${String(record.id)}`);
    }
    const ms = performance.now() - started;
    console.error(
      `# event import: ${String(done.status)} created ${String(done.createdEvents)}, updated ${String(done.updatedEvents)}, ` +
        `unchanged ${String(done.unchangedEvents)}, rejected rows ${String(done.rejectedRows)}`,
    );
    if (done.status !== 'FINISH' || Number(done.rejectedRows) > 0) throw new Error('the import did not take every row');
    report('import.events_10k.ms', ms, 'ms', readMs);
  } finally {
    await stop(child);
    await raw.end();
    await dropDatabase(baseUrl, SCRATCH);
  }
}

/** 5,000 existing open events of the busiest insurer (accommodation changed) and 5,000 new guides like them. */
async function fileOf(raw: pg.Client): Promise<string> {
  const { rows: company } = await raw.query<{ id: string }>(
    `SELECT m.company_id AS id FROM company_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
    [EMAIL],
  );
  const companyId = company[0]!.id;
  const { rows } = await raw.query<{
    guide: string;
    insurer: string;
    patient: string;
    day: string;
    code: string;
    acc: string;
  }>(
    `SELECT e.num_guide AS guide, h.name AS insurer, p.name AS patient, to_char(e.dt_procedure, 'DD/MM/YYYY') AS day,
            (SELECT id_proc FROM event_procedures x WHERE x.event_id = e.id AND x.deleted_at IS NULL ORDER BY x."order" LIMIT 1) AS code,
            e.accommodation AS acc
       FROM events e JOIN health_insurers h ON h.id = e.health_insurance_id JOIN patients p ON p.id = e.patient_id
      WHERE e.company_id = $1 AND e.active AND NOT e.is_locked AND e.status = 'AwaitingCheck' AND e.num_guide IS NOT NULL
        AND (SELECT count(*) FROM event_procedures x WHERE x.event_id = e.id AND x.deleted_at IS NULL) = 1
        AND e.health_insurance_id = (SELECT health_insurance_id FROM events WHERE company_id = $1 AND status = 'AwaitingCheck'
                                     GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)
      ORDER BY e.id LIMIT $2`,
    [companyId, ROWS / 2],
  );
  if (rows.length < ROWS / 2) throw new Error(`only ${rows.length} open events for the import bench`);
  const lines = [HEADER.join(';')];
  for (const row of rows) {
    const changed = row.acc === 'APARTMENT' ? 'Enfermaria' : 'Apartamento';
    lines.push([row.patient, row.day, row.code, row.insurer, row.guide, changed].join(';'));
  }
  rows.forEach((row, i) => {
    lines.push([row.patient, row.day, row.code, row.insurer, `9${String(i).padStart(8, '0')}`, ''].join(';'));
  });
  return lines.join('\n');
}
