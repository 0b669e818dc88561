import { messages, type Job } from '@honora/contract';
import { jobs, referenceImports, systemActor, withActor, type Actor } from '@honora/db';
import { addMember, createCompany, createUser, currentTestEngine } from '@honora/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { enqueue } from '../src/jobs/enqueue';
import { JobRunner } from '../src/jobs/job-runner';
import { PermanentJobError, throwIfAborted, type JobHandler } from '../src/jobs/job-types';
import { hashPassword } from '../src/modules/auth/passwords';
import { createAdminWorld } from './admin-world';
import { TestClient, type TestApp } from './helpers';

/**
 * The durable job runner (decision 019) on the engine of the vitest project: progress, retries
 * with backoff, cancellation, restart survival, idempotent re-delivery, concurrency, and the
 * /admin/Jobs and /api/jobs routes with their tenancy.
 */
const t = messages.screens.jobs;
let app: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let member: TestClient;
let matrizId: string;
let otherCompanyId: string;
const tester: Actor = { id: 'test-user', name: 'Teste', env: 'web' };

beforeAll(async () => {
  ({ t: app, superAdmin, plainAdmin, member, matrizId } = await createAdminWorld());
  otherCompanyId = (await createCompany(app.database.db, { name: 'Outra Clínica' })).id;
  await app.app.ready();
});
afterAll(() => app.close());

const db = () => app.database.db;
const payloadOf = z.object({ n: z.number().int() });
type Payload = z.infer<typeof payloadOf>;

function handler(kind: string, run: JobHandler<Payload>['run']): JobHandler<Payload> {
  const h: JobHandler<Payload> = { kind, parse: (p) => payloadOf.parse(p), run };
  app.app.jobs.register(h);
  return h;
}

async function enqueueOne(
  h: JobHandler<Payload>,
  options: { companyId?: string | null; maxAttempts?: number; n?: number } = {},
) {
  return withActor(db(), tester, (tx) =>
    enqueue(tx, {
      handler: h,
      companyId: options.companyId ?? null,
      payload: { n: options.n ?? 1 },
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    }),
  );
}

async function stored(id: string) {
  return (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;
}

/** Polls until `check` holds (bounded). */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A promise and its resolve, for handlers the test lets go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const asSystem = <T>(fn: Parameters<typeof withActor<T>>[2]) => withActor(db(), systemActor, fn);

describe('running jobs', () => {
  it('runs an enqueued job to FINISH, with its progress and step visible while it runs', async () => {
    const release = gate();
    const h = handler('test.progress', async (ctx) => {
      await ctx.progress(50, 'checkingRows', { processed: 1, total: 2 });
      await release.opened;
      return { done: ctx.payload.n };
    });
    const job = await enqueueOne(h, { n: 7 });
    expect(job).toMatchObject({ status: 'NOT_STARTED', stepCode: 'queued', createdBy: 'test-user' });
    const running = await until(
      async () => (await superAdmin.get(`/api/admin/jobs/${job.id}`)).json() as Job,
      (j) => j.progress === 50,
    );
    expect(running).toMatchObject({
      status: 'RUNNING',
      stepCode: 'checkingRows',
      stepParams: { processed: 1, total: 2 },
      attempts: 1,
      createdByName: 'Teste',
    });
    expect(running.startedAt).not.toBeNull();
    release.open();
    const done = await until(
      () => stored(job.id),
      (j) => j.status === 'FINISH',
    );
    expect(done).toMatchObject({ progress: 100, result: { done: 7 }, lockedBy: null, errorCode: null });
    expect(done.finishedAt).not.toBeNull();
  });

  it('retries a failed run with exponential backoff, then finishes', async () => {
    let runs = 0;
    const h = handler('test.flaky', async () => {
      runs += 1;
      if (runs === 1) throw new Error('falha passageira\n    at stack frame');
      return { runs };
    });
    const job = await enqueueOne(h);
    const waiting = await until(
      () => stored(job.id),
      (j) => j.status === 'NOT_STARTED' && j.attempts === 1,
    );
    expect(waiting).toMatchObject({
      errorCode: 'failed',
      stepCode: 'retrying',
      stepParams: { attempt: 2, maxAttempts: 3 },
    });
    // The detail is the error's first line, never its stack.
    expect(waiting.errorDetail).toBe('Error: falha passageira');
    // First retry after 5 s (backoff 5, 10, 20 … s).
    const [delay] = await db()
      .select({ s: sql<number>`extract(epoch from ${jobs.runAfter} - now())::float8` })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(delay!.s).toBeGreaterThan(3);
    expect(delay!.s).toBeLessThanOrEqual(5);
    await asSystem((tx) =>
      tx
        .update(jobs)
        .set({ runAfter: sql`now()` })
        .where(eq(jobs.id, job.id)),
    );
    app.app.jobs.wake();
    const done = await until(
      () => stored(job.id),
      (j) => j.status === 'FINISH',
    );
    expect(done).toMatchObject({ attempts: 2, result: { runs: 2 }, errorCode: null, errorDetail: null });
  });

  it('ends FAILED with the error once the attempts are spent; a permanent error at once', async () => {
    const h = handler('test.broken', async () => {
      throw new Error('quebrado');
    });
    const job = await enqueueOne(h, { maxAttempts: 1 });
    const failed = await until(
      () => stored(job.id),
      (j) => j.status === 'FAILED',
    );
    expect(failed).toMatchObject({ attempts: 1, errorCode: 'failed', errorDetail: 'Error: quebrado', lockedBy: null });

    const refused = handler('test.refused', async () => {
      throw new PermanentJobError('importRefused', 'Arquivo ilegível');
    });
    const other = await enqueueOne(refused);
    expect(
      await until(
        () => stored(other.id),
        (j) => j.status === 'FAILED',
      ),
    ).toMatchObject({
      attempts: 1,
      errorCode: 'importRefused',
      errorDetail: 'Arquivo ilegível',
    });
  });

  it('cancels a queued job at once and a running one at its next step', async () => {
    const queued = await enqueueOne({
      kind: 'test.nobody',
      parse: (p) => payloadOf.parse(p),
      run: async () => undefined,
    });
    const res = await superAdmin.post(`/api/admin/jobs/${queued.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', errorCode: 'cancelled' });

    const h = handler('test.cancellable', async (ctx) => {
      for (;;) {
        throwIfAborted(ctx.signal);
        await ctx.progress(10, 'checkingRows', { processed: 0, total: 1 });
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    const job = await enqueueOne(h);
    await until(
      () => stored(job.id),
      (j) => j.status === 'RUNNING',
    );
    expect((await superAdmin.post(`/api/admin/jobs/${job.id}/cancel`)).json()).toMatchObject({ cancelRequested: true });
    expect(
      await until(
        () => stored(job.id),
        (j) => j.status === 'CANCELLED',
      ),
    ).toMatchObject({
      errorCode: 'cancelled',
      lockedBy: null,
    });
    // Ended: not cancelled again.
    expect((await superAdmin.post(`/api/admin/jobs/${job.id}/cancel`)).statusCode).toBe(409);
  });
});

describe('surviving a restart', () => {
  const orphan = (values: { attempts: number; maxAttempts: number; heartbeatAt: Date }) =>
    asSystem(async (tx) => {
      const [row] = await tx
        .insert(jobs)
        .values({ kind: 'test.orphan', status: 'RUNNING', payload: { n: 1 }, lockedBy: 'gone:1:x', ...values })
        .returning();
      return row!;
    });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  it('retries a job cut off with attempts left, and fails one without, with reason interrupted', async () => {
    const retried = await orphan({ attempts: 1, maxAttempts: 3, heartbeatAt: minutesAgo(10) });
    const spent = await orphan({ attempts: 3, maxAttempts: 3, heartbeatAt: minutesAgo(10) });
    expect(await app.app.jobs.sweep()).toBe(2);
    expect(await stored(retried.id)).toMatchObject({ status: 'NOT_STARTED', errorCode: 'interrupted', lockedBy: null });
    expect((await stored(retried.id)).runAfter.getTime()).toBeGreaterThan(Date.now());
    expect(await stored(spent.id)).toMatchObject({ status: 'FAILED', errorCode: 'interrupted' });
    await asSystem((tx) => tx.update(jobs).set({ status: 'CANCELLED' }).where(eq(jobs.id, retried.id)));
  });

  it('never fails a live process’s job at another process’s start', async () => {
    const alive = await orphan({ attempts: 1, maxAttempts: 1, heartbeatAt: new Date() });
    const stale = await orphan({ attempts: 1, maxAttempts: 1, heartbeatAt: minutesAgo(5) });
    const other = await buildApp({ db: db(), config: app.config, logger: false });
    try {
      await other.ready();
      expect(await stored(alive.id)).toMatchObject({ status: 'RUNNING', lockedBy: 'gone:1:x' });
      expect(await stored(stale.id)).toMatchObject({ status: 'FAILED', errorCode: 'interrupted' });
    } finally {
      await other.close();
      await asSystem((tx) => tx.update(jobs).set({ status: 'CANCELLED' }).where(eq(jobs.id, alive.id)));
    }
  });

  it('re-delivers a finished import without doing it twice (idempotent handler)', async () => {
    const res = await superAdmin.post('/api/admin/reference-imports', {
      table: 'cbo',
      fileName: 'cbo.csv',
      contentBase64: Buffer.from('CODIGO;TITULO\n225125;Médico clínico\n225151;Médico anestesiologista\n').toString(
        'base64',
      ),
    });
    expect(res.statusCode).toBe(200);
    const { id, jobId } = res.json() as { id: string; jobId: string };
    await until(
      () => stored(jobId),
      (j) => j.status === 'FINISH',
    );
    const before = (await db().select().from(referenceImports).where(eq(referenceImports.id, id)))[0]!;
    expect(before).toMatchObject({ status: 'FINISH', acceptedRows: 2 });
    // The FINISH write was lost (a crash right after the import): the job is delivered again.
    await asSystem((tx) =>
      tx.update(jobs).set({ status: 'NOT_STARTED', finishedAt: null, result: null }).where(eq(jobs.id, jobId)),
    );
    app.app.jobs.wake();
    const again = await until(
      () => stored(jobId),
      (j) => j.status === 'FINISH',
    );
    expect(again).toMatchObject({ attempts: 2, result: { redelivered: true } });
    const after = (await db().select().from(referenceImports).where(eq(referenceImports.id, id)))[0]!;
    expect(after).toMatchObject({ status: 'FINISH', acceptedRows: 2, finishedAt: before.finishedAt });
  });
});

describe('several runners on one database', () => {
  it('never runs the same job twice', async () => {
    const runsById = new Map<number, number>();
    const counting: JobHandler<Payload> = {
      kind: 'test.count',
      parse: (p) => payloadOf.parse(p),
      run: async (ctx) => {
        runsById.set(ctx.payload.n, (runsById.get(ctx.payload.n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 1));
      },
    };
    app.app.jobs.register(counting);
    const second = new JobRunner({ ...appContextOf(), log: app.app.log }, { concurrency: 4, pollMs: 50 });
    second.register(counting);
    await second.start();
    try {
      const total = currentTestEngine() === 'postgres' ? 300 : 100;
      await withActor(db(), tester, async (tx) => {
        for (let n = 0; n < total; n += 1) await enqueue(tx, { handler: counting, companyId: null, payload: { n } });
      });
      app.app.jobs.wake();
      second.wake();
      await until(
        async () =>
          (
            await db()
              .select({ id: jobs.id })
              .from(jobs)
              .where(and(eq(jobs.kind, 'test.count'), eq(jobs.status, 'FINISH')))
          ).length,
        (n) => n === total,
        60_000,
      );
      expect(runsById.size).toBe(total);
      expect([...runsById.values()].every((runs) => runs === 1)).toBe(true);
    } finally {
      await second.stop();
    }
  }, 90_000);
});

describe('routes', () => {
  let companyJob: string;
  let otherJob: string;
  let platformJob: string;

  beforeAll(async () => {
    const rows = await asSystem((tx) =>
      tx
        .insert(jobs)
        .values([
          {
            kind: 'tissXml',
            companyId: matrizId,
            status: 'FAILED',
            errorCode: 'failed',
            errorDetail: 'Error: x',
            payload: {},
          },
          { kind: 'tissXml', companyId: otherCompanyId, status: 'FINISH', payload: {} },
          { kind: 'referenceImport', companyId: null, status: 'FINISH', payload: {} },
        ])
        .returning(),
    );
    [companyJob, otherJob, platformJob] = rows.map((r) => r.id) as [string, string, string];
  });

  it('lists every company’s jobs for super admins, newest first, filtered by kind, status and company', async () => {
    const all = (await superAdmin.get('/api/admin/jobs')).json();
    expect(all.pageSize).toBe(100);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const created = all.items.map((j: Job) => j.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const byKind = (await superAdmin.get('/api/admin/jobs?kind=tissXml')).json();
    expect(byKind.items.map((j: Job) => j.id).sort()).toEqual([companyJob, otherJob].sort());
    const byCompany = (await superAdmin.get(`/api/admin/jobs?companyId=${otherCompanyId}`)).json();
    expect(byCompany.items).toEqual([expect.objectContaining({ id: otherJob, companyName: 'Outra Clínica' })]);
    const failed = (await superAdmin.get('/api/admin/jobs?status=FAILED&kind=tissXml')).json();
    expect(failed.items).toEqual([expect.objectContaining({ id: companyJob, errorDetail: 'Error: x' })]);
    expect((await superAdmin.get('/api/admin/jobs?kind=tissXml&page=2')).json().items).toEqual([]);
  });

  it('refuses bad filters with 400 and unknown jobs with 404', async () => {
    for (const query of ['status=DONE', 'kind=nope', 'companyId=x', 'page=0']) {
      expect((await superAdmin.get(`/api/admin/jobs?${query}`)).statusCode).toBe(400);
    }
    const missing = await superAdmin.get('/api/admin/jobs/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(t.errors.notFound);
    expect((await superAdmin.get('/api/admin/jobs/123')).statusCode).toBe(400);
    expect((await superAdmin.post('/api/admin/jobs/123/retry')).statusCode).toBe(400);
  });

  it('keeps /admin/Jobs to super admins', async () => {
    expect((await plainAdmin.get('/api/admin/jobs')).statusCode).toBe(403);
    expect((await plainAdmin.post(`/api/admin/jobs/${companyJob}/retry`)).statusCode).toBe(403);
    expect((await member.get('/api/admin/jobs')).statusCode).toBe(401);
    expect((await new TestClient(app.app).get('/api/admin/jobs')).statusCode).toBe(401);
  });

  it('retries a FAILED job as a new run and refuses to retry one that finished', async () => {
    // A kind no runner here handles: the new run stays queued for the test to see.
    const failed = await asSystem(async (tx) => {
      const [row] = await tx
        .insert(jobs)
        .values({ kind: 'test.unhandled', status: 'FAILED', attempts: 3, errorCode: 'failed', payload: {} })
        .returning();
      return row!.id;
    });
    const res = await superAdmin.post(`/api/admin/jobs/${failed}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'NOT_STARTED', attempts: 0, errorCode: null, stepCode: 'queued' });
    const refused = await superAdmin.post(`/api/admin/jobs/${otherJob}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t.errors.notRetryable);
    expect((await superAdmin.post(`/api/admin/jobs/${otherJob}/cancel`)).json().message).toBe(t.errors.notCancellable);
    await asSystem((tx) => tx.update(jobs).set({ status: 'CANCELLED' }).where(eq(jobs.id, failed)));
  });

  it('refuses to retry an import while another import of its table is open (409)', async () => {
    const { jobId, openId } = await asSystem(async (tx) => {
      const [failed] = await tx
        .insert(referenceImports)
        .values({ tableName: 'tuss22', fileName: 'antigo.csv', status: 'FAILED' })
        .returning();
      const [open] = await tx
        .insert(referenceImports)
        .values({ tableName: 'tuss22', fileName: 'novo.csv', status: 'RUNNING' })
        .returning();
      const [job] = await tx
        .insert(jobs)
        .values({ kind: 'referenceImport', status: 'FAILED', payload: { importId: failed!.id, table: 'tuss22' } })
        .returning();
      return { jobId: job!.id, openId: open!.id };
    });
    const refused = await superAdmin.post(`/api/admin/jobs/${jobId}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.screens.referenceTables.errors.alreadyRunning);
    expect(await stored(jobId)).toMatchObject({ status: 'FAILED' });
    await asSystem((tx) =>
      tx.update(referenceImports).set({ status: 'FAILED' }).where(eq(referenceImports.id, openId)),
    );
    expect((await superAdmin.post(`/api/admin/jobs/${jobId}/retry`)).statusCode).toBe(200);
  });

  it('shows a company user the jobs of the company, never another company’s nor the platform’s (404)', async () => {
    const own = await member.get(`/api/jobs/${companyJob}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: companyJob, kind: 'tissXml' });
    for (const id of [otherJob, platformJob, '00000000-0000-4000-8000-000000000000']) {
      const res = await member.get(`/api/jobs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(t.errors.notFound);
      expect((await member.post(`/api/jobs/${id}/cancel`)).statusCode).toBe(404);
    }
    expect((await member.get('/api/jobs/123')).statusCode).toBe(400);
    expect((await new TestClient(app.app).get(`/api/jobs/${companyJob}`)).statusCode).toBe(401);
  });

  it('shows a member without the work’s permission only the jobs they started', async () => {
    const email = 'recepcao@arvore.dev';
    const user = await createUser(db(), { email, name: 'Recepção', passwordHash: await hashPassword('senha-forte-1') });
    // A doctor (profile b): no access to batches.
    await addMember(db(), { companyId: matrizId, userId: user.id, profiles: ['b'] });
    const client = new TestClient(app.app);
    expect((await client.login(email, 'senha-forte-1')).statusCode).toBe(200);
    const mine = await withActor(db(), { id: user.id, name: 'Recepção' }, async (tx) => {
      const [row] = await tx
        .insert(jobs)
        .values({ kind: 'tissXml', companyId: matrizId, status: 'FINISH' })
        .returning();
      return row!.id;
    });
    expect((await client.get(`/api/jobs/${mine}`)).statusCode).toBe(200);
    expect((await client.get(`/api/jobs/${companyJob}`)).statusCode).toBe(404);
    expect((await client.post(`/api/jobs/${companyJob}/cancel`)).statusCode).toBe(404);
  });
});

function appContextOf() {
  return {
    db: db(),
    config: app.config,
    messenger: { send: async () => undefined },
  } as unknown as ConstructorParameters<typeof JobRunner>[0];
}
