import { changeLog, jobs, systemActor, withActor, type Actor, type Database } from '@honora/db';
import { createTestDatabase, currentTestEngine } from '@honora/db/testing';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as repo from '../src/jobs/jobs.repository';

/**
 * The queue's statements (decision 019, migration 0029) on the engine of the vitest project:
 * claims in index order and in batches, FINISH of many runs in one statement (each its own
 * result, only the jobs the worker still holds), and a change history of outcomes, not claims.
 */
let database: Database;
const db = () => database.db;
const enqueuer: Actor = { id: 'u-1', name: 'Quem Enfileirou', env: 'job', version: 'test' };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

beforeEach(async () => {
  await db().delete(jobs);
});

async function queue(count: number, kind = 'test.q', actor: Actor = enqueuer): Promise<string[]> {
  const rows = await withActor(db(), actor, (tx) =>
    tx
      .insert(jobs)
      .values(Array.from({ length: count }, (_, n) => ({ kind, payload: { n }, stepCode: 'queued' })))
      .returning({ id: jobs.id }),
  );
  return rows.map((row) => row.id);
}

const read = (ids: string[]) => db().select().from(jobs).where(inArray(jobs.id, ids));

describe('claimJobs', () => {
  it('claims at most the free slots, only due jobs of the kinds given, as RUNNING of the worker', async () => {
    const ids = await queue(5);
    const [other] = await queue(1, 'test.other');
    const [later] = await queue(1);
    await withActor(db(), systemActor, (tx) =>
      tx
        .update(jobs)
        .set({ runAfter: new Date(Date.now() + 60_000) })
        .where(eq(jobs.id, later!)),
    );
    const first = await repo.claimJobs(db(), 'w-1', ['test.q'], 3);
    expect(first).toHaveLength(3);
    expect(first.every((job) => job.status === 'RUNNING' && job.lockedBy === 'w-1' && job.attempts === 1)).toBe(true);
    expect(first.every((job) => job.startedAt instanceof Date && job.heartbeatAt instanceof Date)).toBe(true);
    expect(first[0]!.payload).toEqual(expect.objectContaining({ n: expect.any(Number) }));
    const second = await repo.claimJobs(db(), 'w-2', ['test.q'], 10);
    expect(second.map((job) => job.id).sort()).toEqual(ids.filter((id) => !first.some((j) => j.id === id)).sort());
    expect(await repo.claimJobs(db(), 'w-2', ['test.q'], 10)).toEqual([]);
    const [untouched, notDue] = [(await read([other!]))[0]!, (await read([later!]))[0]!];
    expect([untouched.status, notDue.status]).toEqual(['NOT_STARTED', 'NOT_STARTED']);
  });

  it('hands each job to one worker when workers claim at the same time', async () => {
    const total = currentTestEngine() === 'postgres' ? 400 : 60;
    await queue(total);
    const claims = await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        const mine: string[] = [];
        for (;;) {
          const got = await repo.claimJobs(db(), `w-${w}`, ['test.q'], 7);
          if (got.length === 0) return mine;
          mine.push(...got.map((job) => job.id));
        }
      }),
    );
    const all = claims.flat();
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
  });
});

describe('finishJobs', () => {
  it('finishes many runs in one statement, each with its own result', async () => {
    const ids = await queue(3);
    await repo.claimJobs(db(), 'w-1', ['test.q'], 3);
    const finished = await repo.finishJobs(db(), enqueuer, 'w-1', [
      { id: ids[0]!, result: { n: 0 } },
      { id: ids[1]!, result: null },
      { id: ids[2]!, result: { nested: { list: [1, 2] } } },
    ]);
    expect([...finished].sort()).toEqual([...ids].sort());
    const rows = new Map((await read(ids)).map((row) => [row.id, row]));
    expect(rows.get(ids[0]!)!.result).toEqual({ n: 0 });
    expect(rows.get(ids[1]!)!.result).toBeNull();
    expect(rows.get(ids[2]!)!.result).toEqual({ nested: { list: [1, 2] } });
    for (const row of rows.values()) {
      expect(row).toMatchObject({ status: 'FINISH', progress: 100, stepCode: 'done', lockedBy: null });
      expect(row.finishedAt).toBeInstanceOf(Date);
      // The record metadata: who the runs were stamped with, in the job environment.
      expect(row).toMatchObject({ updatedBy: 'u-1', updatedByName: 'Quem Enfileirou', updatedEnv: 'job' });
    }
  });

  it('leaves alone a job no longer held by the worker (another worker, settled, not running)', async () => {
    const [mine, stolen, ended] = await queue(3);
    await repo.claimJobs(db(), 'w-1', ['test.q'], 3);
    await withActor(db(), systemActor, async (tx) => {
      await tx.update(jobs).set({ lockedBy: 'w-2' }).where(eq(jobs.id, stolen!));
      await repo.endJob(tx, ended!, 'FAILED', { code: 'interrupted', detail: null });
    });
    const finished = await repo.finishJobs(db(), enqueuer, 'w-1', [
      { id: mine!, result: { ok: true } },
      { id: stolen!, result: { ok: true } },
      { id: ended!, result: { ok: true } },
    ]);
    expect([...finished]).toEqual([mine]);
    const rows = new Map((await read([mine!, stolen!, ended!])).map((row) => [row.id, row]));
    expect(rows.get(mine!)!.status).toBe('FINISH');
    expect(rows.get(stolen!)).toMatchObject({ status: 'RUNNING', lockedBy: 'w-2', result: null });
    expect(rows.get(ended!)).toMatchObject({ status: 'FAILED', errorCode: 'interrupted', result: null });
    expect(await repo.finishJobs(db(), enqueuer, 'w-1', [])).toEqual(new Set());
  });
});

describe('the jobs change history', () => {
  it('records what a job came to and cancellation requests, not its claim nor its beats', async () => {
    const [done, cancelled] = await queue(2);
    await repo.claimJobs(db(), 'w-1', ['test.q'], 2);
    await repo.beat(db(), enqueuer, done!, 'w-1', { percent: 50, stepCode: 'queued', params: {} });
    await withActor(db(), enqueuer, (tx) => repo.requestCancel(tx, cancelled!));
    await repo.finishJobs(db(), enqueuer, 'w-1', [{ id: done!, result: null }]);
    const history = await db()
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'jobs'), inArray(changeLog.recordId, [done!, cancelled!])));
    const of = (id: string) => history.filter((row) => row.recordId === id);
    expect(of(done!)).toHaveLength(1);
    expect(of(done!)[0]!.changes).toMatchObject({ status: { from: 'RUNNING', to: 'FINISH' } });
    expect(of(done!)[0]!.changedBy).toBe('u-1');
    expect(of(cancelled!)).toHaveLength(1);
    expect(of(cancelled!)[0]!.changes).toMatchObject({ cancel_requested: { from: false, to: true } });
  });
});
