import {
  eventListQuerySchema,
  fmt,
  jobStepText,
  messages,
  transactionReportQuerySchema,
  type ExportJobStarted,
  type Job,
} from '@honora/contract';
import { jobs, systemActor, transactions, users, withActor, type Actor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import { eventExportSource } from '../src/modules/events/event-export-sheet';
import { startExport } from '../src/modules/exports/start-export';
import { transactionExportSource } from '../src/modules/money/transaction-export-sheet';
import { insertEvent } from './event-rows';
import { createEventsWorld, type EventsWorld } from './events-world';
import type { TestClient } from './helpers';
import { readSheet } from './xlsx-sheet';

/**
 * Exports over EXPORT_JOB_ROWS rows go through the job runner (decision 019): the export route
 * answers 202 with the job, the job writes the same sheet page by page and stores it, and only
 * its starter downloads it at /api/jobs/:id/file. EXPORT_JOB_ROWS is lowered to 2 here, so the
 * three events and three entries of the fixture are "large".
 */
const ev = messages.screens.events;
const m = messages.screens.money;
const j = messages.screens.jobs;

let w: EventsWorld;
let billerActor: Actor;
const GUIDES = ['EXP-1', 'EXP-2', 'EXP-3'];
const MARCH = { healthInsuranceIds: '', from: '2025-03-01', to: '2025-04-01' };

beforeAll(async () => {
  w = await createEventsWorld({ EXPORT_JOB_ROWS: '2' });
  const db = w.t.database.db;
  MARCH.healthInsuranceIds = w.insurers.valued;
  const ids: string[] = [];
  for (const [i, numGuide] of GUIDES.entries()) {
    ids.push(
      await insertEvent(db, {
        companyId: w.matrizId,
        patientId: w.patientId,
        healthInsuranceId: w.insurers.valued,
        numGuide,
        dtProcedure: `2025-03-0${i + 1}`,
        status: 'WaitPayment',
      }),
    );
  }
  await withActor(db, systemActor, (tx) =>
    tx.insert(transactions).values(
      ids.map((eventId, i) => ({
        eventId,
        companyId: w.matrizId,
        healthInsuranceId: w.insurers.valued,
        receiverId: w.anesthetistId,
        action: 'Received' as const,
        type: 'PROCEDURE' as const,
        date: `2025-03-1${i}`,
        value: `${i + 1}0.00`,
        userId: 'u-faturista',
        userName: 'Faturista',
      })),
    ),
  );
  const [biller] = await db.select().from(users).where(eq(users.email, 'faturista@eventos.dev'));
  billerActor = { id: biller!.id, name: biller!.name, env: 'web' };
});
afterAll(() => w.t.close());

/** Asks for the job until it ends (bounded). */
async function ended(client: TestClient, id: string): Promise<Job> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await client.get(`/api/jobs/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json() as Job;
    if (job.status !== 'NOT_STARTED' && job.status !== 'RUNNING') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function started(res: { statusCode: number; body: string; json(): unknown }): ExportJobStarted {
  expect(res.statusCode, res.body).toBe(202);
  const job = res.json() as ExportJobStarted;
  expect(job.status).toBe('NOT_STARTED');
  return job;
}

/** The app's context for calling the export service with lowered limits (the same database and files). */
const ctxOf = (): AppContext => ({ db: w.t.database.db, config: w.t.config }) as unknown as AppContext;
const tenant = () => ({ actor: billerActor, companyIds: [w.matrizId, w.filialId] });

describe('the events export over EXPORT_JOB_ROWS', () => {
  it('answers 202 with the job, which builds the same sheet and stores it for its starter', async () => {
    const job = started(await w.biller.get('/api/events/export?sort=numGuide&dir=asc'));
    const done = await ended(w.biller, job.id);
    expect(done).toMatchObject({ kind: 'export', status: 'FINISH', progress: 100 });
    expect(jobStepText('exportRows', { done: '5.000', total: '12.000' })).toBe(
      'Gerando planilha: 5.000 de 12.000 linhas',
    );

    const sheet = await readSheet(await w.biller.get(`/api/jobs/${job.id}/file`));
    expect(sheet.name).toBe(ev.exportSheetName);
    expect(sheet.rows[0]).toEqual(
      ['numGuide', 'dtProcedure', 'patient', 'insurer', 'hospital', 'surgeon', 'anesthetist', 'status', 'procedures']
        .concat(['totalProduced', 'totalReceived', 'totalGlosado'])
        .map((id) => ev.exportColumns[id as keyof typeof ev.exportColumns]),
    );
    expect(sheet.column(ev.exportColumns.numGuide)).toEqual(GUIDES);
    expect(sheet.totals[0]?.[0]).toBe(ev.exportTotal);
  });

  it('keeps answering the file itself up to EXPORT_JOB_ROWS rows', async () => {
    const res = await w.biller.get('/api/events/export?numGuide=EXP-1');
    expect((await readSheet(res)).column(ev.exportColumns.numGuide)).toEqual(['EXP-1']);
  });

  it('refuses bad input before any job: an unknown column, a bad filter, a hidden company', async () => {
    const before = await w.t.database.db.select({ id: jobs.id }).from(jobs);
    const unknown = await w.biller.get('/api/events/export?columns=numGuide,secret');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toMatchObject([
      { path: 'columns', message: fmt(ev.listErrors.exportUnknownColumn, { column: 'secret' }) },
    ]);
    expect((await w.biller.get('/api/events/export?from=ontem')).statusCode).toBe(400);
    expect((await w.biller.get(`/api/events/export?companyIds=${w.otherId}`)).statusCode).toBe(403);
    expect((await w.resident.get('/api/events/export')).statusCode).toBe(403);
    expect(await w.t.database.db.select({ id: jobs.id }).from(jobs)).toHaveLength(before.length);
  });

  it('writes every page in the list order (one row a page here) and keeps the cap with its message', async () => {
    const plan = {
      scope: { companyIds: [w.matrizId], ownerUserId: null, surgeonHiddenFrom: null },
      filters: eventListQuerySchema.omit({ page: true, pageSize: true }).parse({ sort: 'numGuide', dir: 'desc' }),
      columns: ['numGuide' as const, 'insurer' as const],
    };
    await expect(
      startExport(ctxOf(), tenant(), w.matrizId, eventExportSource, plan, { jobRows: 1, maxRows: 2 }),
    ).rejects.toThrow(fmt(ev.listErrors.exportTooLarge, { count: '3', max: '2' }));
    const answer = await startExport(ctxOf(), tenant(), w.matrizId, eventExportSource, plan, {
      jobRows: 1,
      maxRows: 100,
      pageRows: 1,
    });
    if (!('job' in answer)) throw new Error('expected a job');
    expect(await ended(w.biller, answer.job.id)).toMatchObject({ status: 'FINISH' });
    const sheet = await readSheet(await w.biller.get(`/api/jobs/${answer.job.id}/file`));
    expect(sheet.rows[0]).toEqual([ev.exportColumns.numGuide, ev.exportColumns.insurer]);
    expect(sheet.column(ev.exportColumns.numGuide)).toEqual([...GUIDES].reverse());
  });
});

describe('the transactions report export over EXPORT_JOB_ROWS', () => {
  it('answers 202 and the job stores the report sheet with its totals by action', async () => {
    const job = started(await w.biller.get(`/api/transactions/report/export?${new URLSearchParams(MARCH)}`));
    expect(await ended(w.biller, job.id)).toMatchObject({ status: 'FINISH', progress: 100 });
    const sheet = await readSheet(await w.biller.get(`/api/jobs/${job.id}/file`));
    expect(sheet.name).toBe(m.report.title);
    expect(sheet.column(m.report.columns.numGuide)).toEqual([...GUIDES].reverse());
    expect(sheet.column(m.report.columns.value)).toEqual([30, 20, 10]);
    expect(sheet.totals[0]).toContain(60);
  });

  it('keeps the report rules: none to export, narrowing first, the cap', async () => {
    const none = await w.biller.get(
      `/api/transactions/report/export?${new URLSearchParams({ ...MARCH, from: '2030-01-01', to: '2030-02-01' })}`,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(m.errors.needEventsToExport);
    expect((await w.biller.get('/api/transactions/report/export')).statusCode).toBe(400);
    const filters = transactionReportQuerySchema
      .omit({ page: true, pageSize: true, companyIds: true })
      .parse({ healthInsuranceIds: w.insurers.valued });
    const plan = { companyIds: [w.matrizId], filters, canSeeValues: true };
    await expect(
      startExport(ctxOf(), tenant(), w.matrizId, transactionExportSource, plan, { jobRows: 1, maxRows: 2 }),
    ).rejects.toThrow(fmt(m.errors.exportTooLarge, { count: '3', max: '2' }));
  });
});

describe('GET /api/jobs/:id/file', () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = started(await w.biller.get('/api/events/export')).id;
    await ended(w.biller, jobId);
  });

  it("is the starter's only: another user of the company, another company, nobody signed in", async () => {
    expect((await w.biller.get(`/api/jobs/${jobId}/file`)).statusCode).toBe(200);
    const manager = await w.manager.get(`/api/jobs/${jobId}/file`);
    expect(manager.statusCode).toBe(404);
    expect(manager.json().message).toBe(j.errors.notFound);
    expect((await w.outsider.get(`/api/jobs/${jobId}/file`)).statusCode).toBe(404);
    expect((await w.anonymous.get(`/api/jobs/${jobId}/file`)).statusCode).toBe(401);
  });

  it('refuses a bad id, an unknown job, a job of another kind, and one not finished yet', async () => {
    expect((await w.biller.get('/api/jobs/nao-e-id/file')).statusCode).toBe(400);
    expect((await w.biller.get(`/api/jobs/${crypto.randomUUID()}/file`)).statusCode).toBe(404);
    const [other, running] = await withActor(w.t.database.db, billerActor, (tx) =>
      tx
        .insert(jobs)
        .values([
          { companyId: w.matrizId, kind: 'tissXml', status: 'FINISH' },
          { companyId: w.matrizId, kind: 'export', status: 'RUNNING', payload: { source: 'events' } },
        ])
        .returning({ id: jobs.id }),
    );
    expect((await w.biller.get(`/api/jobs/${other!.id}/file`)).statusCode).toBe(404);
    const notReady = await w.biller.get(`/api/jobs/${running!.id}/file`);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toBe(j.errors.fileNotReady);
  });
});
