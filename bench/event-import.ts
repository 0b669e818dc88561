import type pg from 'pg';
import { readReferenceFile } from '../packages/server/src/modules/reference-tables/reference-file';
import { readEventSheet } from '../packages/server/src/modules/event-import/read-event-sheet';
import { DATABASE, EMAIL, PASSWORD, seededDatabase } from './events';
import { percentile, report, setActor, signIn, startApp, stop, timed } from './lib';
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
 * events (updated), half are new guides (created), of whichever of the company's insurers its open
 * events have (its busiest insurer alone has fewer than 5,000 such rows), priced by the event
 * form's engine — from POST /api/event-imports until the job is FINISH, wall time.
 * A row is one procedure and the rows of one guide are one event, so the import counts events:
 * each half's 5,000 rows are the same ~1,700 events (about three procedures each), updated in the
 * first half and created under new guides in the second; the run fails unless it counts exactly
 * that (none rejected, none unchanged).
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
    const { csv, events, rows } = await fileOf(raw);
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
      `# event import: ${String(done.totalRows)} rows (${rows} changing ${events} events, ${rows} creating ${events} events), ` +
        `${String(done.status)} created ${String(done.createdEvents)}, updated ${String(done.updatedEvents)}, ` +
        `unchanged ${String(done.unchangedEvents)}, rejected rows ${String(done.rejectedRows)}`,
    );
    if (done.status !== 'FINISH' || Number(done.rejectedRows) > 0) {
      const reasons = (done.rejections as { line: number; reason: string }[]).slice(0, 5);
      throw new Error(`the import did not take every row: ${JSON.stringify(reasons)}`);
    }
    if (done.createdEvents !== events || done.updatedEvents !== events || done.unchangedEvents !== 0) {
      throw new Error(`the import did not update ${events} events and create ${events}: ${JSON.stringify(done)}`);
    }
    report('import.events_10k.ms', ms, 'ms', readMs);
  } finally {
    await stop(child);
    await raw.end();
    await dropDatabase(baseUrl, SCRATCH);
  }
}

/**
 * 5,000 rows of the company's open events (every procedure of an event, its accommodation
 * changed: updates), then the same events again under new guide numbers (5,000 rows: creates).
 * Answers the file, the events of each half and the rows of each half.
 */
async function fileOf(raw: pg.Client): Promise<{ csv: string; events: number; rows: number }> {
  const { rows: company } = await raw.query<{ id: string }>(
    `SELECT m.company_id AS id FROM company_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
    [EMAIL],
  );
  // The event form checks an event's team again on a change; the bench seeds its events' anesthetists as
  // users of another company: on the scratch copy they become members of this one, as in a real group.
  await setActor(raw);
  await raw.query(
    `INSERT INTO company_members (company_id, user_id, workspace, profiles, user_types)
     SELECT DISTINCT $1::uuid, a.id, 'CLIENT', ARRAY['b'], ARRAY['KAnesthetist']
       FROM events e, unnest(ARRAY[e.anesthetist_id, e.secondary_anesthetist_id, e.third_anesthetist_id, e.resident_id]) AS a(id)
      WHERE e.company_id = $1 AND a.id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = $1 AND m.user_id = a.id AND m.deleted_at IS NULL)`,
    [company[0]!.id],
  );
  const { rows } = await raw.query<{
    id: string;
    guide: string;
    insurer: string;
    patient: string;
    day: string;
    code: string;
    acc: string;
  }>(
    `SELECT e.id, e.num_guide AS guide, h.name AS insurer, p.name AS patient, to_char(e.dt_procedure, 'DD/MM/YYYY') AS day,
            x.id_proc AS code, e.accommodation AS acc
       FROM events e
       JOIN health_insurers h ON h.id = e.health_insurance_id
       JOIN patients p ON p.id = e.patient_id
       JOIN event_procedures x ON x.event_id = e.id AND x.deleted_at IS NULL
      WHERE e.company_id = $1 AND e.active AND NOT e.is_locked AND e.num_guide IS NOT NULL
        AND e.status IN ('AwaitingCheck', 'Filled', 'WaitFill', 'Custom', 'CustomInfo', 'InternalPending', 'WaitSendGuia', 'Imported')
        AND coalesce(cardinality(e.batches_ids), 0) = 0
        AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.event_id = e.id)

      ORDER BY e.id, x."order"`,
    [company[0]!.id],
  );
  const events: (typeof rows)[] = [];
  for (const row of rows) {
    if (events.at(-1)?.[0]?.id === row.id) events.at(-1)!.push(row);
    else events.push([row]);
  }
  const chosen: (typeof rows)[] = [];
  let count = 0;
  for (const event of events) {
    if (count + event.length > ROWS / 2) break;
    chosen.push(event);
    count += event.length;
  }
  const lines = [HEADER.join(';')];
  const line = (row: (typeof rows)[number], guide: string, acc: string) =>
    lines.push([row.patient, row.day, row.code, row.insurer, guide, acc].join(';'));
  for (const event of chosen) {
    const changed = event[0]!.acc === 'APARTMENT' ? 'Enfermaria' : 'Apartamento';
    for (const row of event) line(row, row.guide, changed);
  }
  chosen.forEach((event, i) => {
    for (const row of event) line(row, `9${String(i).padStart(8, '0')}`, '');
  });
  if (lines.length - 1 < ROWS - 10) throw new Error(`only ${lines.length - 1} rows for the import bench`);
  return { csv: lines.join('\n'), events: chosen.length, rows: count };
}
