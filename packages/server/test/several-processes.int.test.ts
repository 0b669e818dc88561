import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, rowsOf, systemActor, withActor } from '@honora/db';
import { currentTestEngine } from '@honora/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../src/jobs/enqueue';
import { probeJob } from '../src/jobs/probe-job';
import {
  call,
  until,
  graphqlSocket,
  signIn,
  startSeveralProcesses,
  type ServerProcess,
  type Session,
  type SeveralProcesses,
} from './several-processes';

/**
 * Two real server processes on one PostgreSQL (ARCHITECTURE.md "Beyond one machine"; decision
 * 020): what one process writes, a client of the other sees. The harness (several-processes.ts)
 * also serves the job runner's cross-process tests.
 */
const BILLER = 'faturista@demo.honora.dev';
const SUBSCRIPTION = `subscription($companyId: ID) { transactionChanged(companyId: $companyId) {
  companyId eventId kind transactionIds transactions { id value } } }`;
const UPSERT = `mutation($data: [TransactionInput!]!) { upsertManyTransactionInTransaction(data: $data) }`;

interface Change {
  transactionChanged: {
    companyId: string;
    eventId: string;
    kind: string;
    transactionIds: string[];
    transactions: { id: string; value: string | null }[];
  };
}

/** A demo event of the matriz that takes money, with a procedure row to receive on. */
async function eventTakingMoney(procs: SeveralProcesses) {
  const [row] = rowsOf<{ eventId: string; rowId: string; companyId: string }>(
    await procs.database.db.execute(sql`
      select e.id as "eventId", p.id as "rowId", e.company_id as "companyId"
      from events e join event_procedures p on p.event_id = e.id and p.deleted_at is null
      join companies c on c.id = e.company_id and c.is_matriz
      where e.status = 'WaitPayment' and e.active and not e.is_locked and p.value > 1
      order by e.id, p.order limit 1`),
  );
  if (!row) throw new Error('the demo has no WaitPayment event with a valued procedure');
  return row;
}

/** Posts a receipt of one cent through GraphQL over HTTP on `server`; answers the new transaction's id. */
async function postReceipt(server: ServerProcess, session: Session, event: { eventId: string; rowId: string }) {
  const date = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const data = [{ eventId: event.eventId, action: 'Received', procedureRowId: event.rowId, value: '0.01', date }];
  const answer = await call<{ data?: { upsertManyTransactionInTransaction: string[] }; errors?: unknown }>(
    server,
    session,
    'POST',
    '/graphql',
    { query: UPSERT, variables: { data } },
  );
  expect(answer.body.errors, JSON.stringify(answer.body)).toBeUndefined();
  return answer.body.data!.upsertManyTransactionInTransaction[0]!;
}

/** A demo batch of the matriz whose XML can be generated. */
async function batchToGenerate(procs: SeveralProcesses) {
  const [row] = rowsOf<{ id: string; companyId: string }>(
    await procs.database.db.execute(sql`
      select b.id, b.company_id as "companyId" from batches b join companies c on c.id = b.company_id and c.is_matriz
      where b.deleted_at is null order by b.created_at limit 1`),
  );
  if (!row) throw new Error('the demo has no batch');
  return row;
}

interface JobState {
  status: string;
  attempts: number;
  lockedBy: string | null;
  result: unknown;
}

async function jobOf(procs: SeveralProcesses, id: string): Promise<JobState> {
  const [row] = rowsOf<JobState>(
    await procs.database.db.execute(
      sql`select status, attempts, locked_by as "lockedBy", result, error_code as "errorCode", error_detail as "errorDetail" from jobs where id = ${id}`,
    ),
  );
  return row!;
}

/** Enqueues `count` probes (the queue's own no-op job) as the system would, in one transaction. */
async function enqueueProbes(procs: SeveralProcesses, count: number, holdMs: number): Promise<string[]> {
  return withActor(procs.database.db, systemActor, async (tx) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++)
      ids.push((await enqueue(tx, { handler: probeJob, companyId: null, payload: { holdMs } })).id);
    return ids;
  });
}

const inList = (ids: readonly string[]) => `(${ids.map((id) => `'${id}'`).join(',')})`;

async function probesFinished(procs: SeveralProcesses, ids: readonly string[]): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await procs.database.db.execute(
      sql`select count(*)::int as n from jobs where status = 'FINISH' and id in ${sql.raw(inList(ids))}`,
    ),
  );
  return row!.n;
}

describe.skipIf(currentTestEngine() !== 'postgres')('several server processes on one PostgreSQL', () => {
  let procs: SeveralProcesses;
  beforeAll(async () => {
    // A job without a heartbeat for 3 s counts as cut off (JOB_STALE_SECONDS), so the test of a
    // killed process waits seconds, not the default minute.
    procs = await startSeveralProcesses(['A', 'B'], { JOB_STALE_SECONDS: '3', JOB_POLL_MS: '250' });
  }, 320_000);
  afterAll(async () => {
    await procs?.close();
  });

  it('a GraphQL subscription on B sees a receipt posted through the API on A', async () => {
    const [a, b] = procs.servers as [ServerProcess, ServerProcess];
    // Signed in on A, the same cookie works on B: sessions live in PostgreSQL.
    const event = await eventTakingMoney(procs);
    const session = await signIn(a, BILLER, DEMO_PASSWORD, event.companyId);
    const socket = graphqlSocket(b, session);
    const stream = socket.iterate<Change>({ query: SUBSCRIPTION, variables: { companyId: event.companyId } });
    try {
      // graphql-ws does not acknowledge a subscription: post on A until B's stream answers,
      // then the receipt under test must arrive as the next change.
      let first = stream.next();
      for (;;) {
        await postReceipt(a, session, event);
        const arrived = await Promise.race([first, new Promise<null>((done) => setTimeout(() => done(null), 500))]);
        if (arrived) break;
      }
      first = stream.next();
      const id = await postReceipt(a, session, event);
      const next = await Promise.race([
        first,
        new Promise<never>((_, fail) => setTimeout(() => fail(new Error('B saw nothing within 5 s')), 5_000)),
      ]);
      expect(next.value?.errors).toBeUndefined();
      expect(next.value?.data?.transactionChanged).toEqual({
        companyId: event.companyId,
        eventId: event.eventId,
        kind: 'created',
        transactionIds: [id],
        transactions: [{ id, value: '0.01' }],
      });
    } finally {
      await stream.return?.();
      await socket.dispose();
    }
  });

  it('a write refused on A (rolled back whole) announces nothing on B', async () => {
    const [a, b] = procs.servers as [ServerProcess, ServerProcess];
    const event = await eventTakingMoney(procs);
    const session = await signIn(b, BILLER, DEMO_PASSWORD, event.companyId);
    const socket = graphqlSocket(b, session);
    const stream = socket.iterate<Change>({ query: SUBSCRIPTION, variables: { companyId: event.companyId } });
    try {
      let next = stream.next();
      for (;;) {
        await postReceipt(a, session, event);
        const arrived = await Promise.race([next, new Promise<null>((done) => setTimeout(() => done(null), 500))]);
        if (arrived) break;
      }
      next = stream.next();
      // Two entries, the second on a procedure row that does not exist: refused whole, nothing written.
      const date = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
      const entry = (procedureRowId: string) => ({
        eventId: event.eventId,
        action: 'Received',
        procedureRowId,
        value: '0.01',
        date,
      });
      const data = [entry(event.rowId), entry(randomUUID())];
      const refused = await call<{ errors?: { extensions?: { code?: string } }[] }>(a, session, 'POST', '/graphql', {
        query: UPSERT,
        variables: { data },
      });
      expect(refused.body.errors?.[0]?.extensions?.code).toBeDefined();
      const seen = await Promise.race([next, new Promise<'nothing'>((done) => setTimeout(() => done('nothing'), 600))]);
      expect(seen).toBe('nothing');
    } finally {
      await stream.return?.();
      await socket.dispose();
    }
  });

  it('a job enqueued through A runs once, on either process; many jobs run once each, spread over both', async () => {
    const [a, b] = procs.servers as [ServerProcess, ServerProcess];
    const batch = await batchToGenerate(procs);
    const session = await signIn(a, BILLER, DEMO_PASSWORD, batch.companyId);
    const started = await call<{ id: string; jobId?: string | null }>(
      a,
      session,
      'POST',
      `/api/batches/${batch.id}/xml`,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const jobId = started.body.jobId!;
    const ended = async () => !['NOT_STARTED', 'RUNNING'].includes((await jobOf(procs, jobId)).status);
    await until(ended, 60_000, 'the XML job to end');
    // Ran once (each claim counts an attempt) and ended; the generation's own outcome (a file, or
    // the problems of the demo's guides) is the TISS tests' business. B answers the same record.
    expect((await jobOf(procs, jobId)).attempts).toBe(1);
    const onB = await call<{ status: string }>(b, session, 'GET', `/api/batches/${batch.id}/xml/${started.body.id}`);
    expect(onB.status).toBe(200);
    expect(onB.body.status).not.toBe('Creating');

    const ids = await enqueueProbes(procs, 200, 0);
    await until(async () => (await probesFinished(procs, ids)) === ids.length, 60_000, '200 probes to finish');
    const runs = rowsOf<{ attempts: number; ranBy: number }>(
      await procs.database.db.execute(sql`
        select attempts, (result->>'ranBy')::int as "ranBy" from jobs where id in ${sql.raw(inList(ids))}`),
    );
    expect(runs.every((run) => run.attempts === 1)).toBe(true);
    expect(new Set(runs.map((run) => run.ranBy))).toEqual(new Set(procs.servers.map((s) => s.child.pid)));
  }, 150_000);

  it('a process killed in the middle of a job leaves it to the other, which runs it again', async () => {
    const [id] = await enqueueProbes(procs, 1, 4_000);
    let holder: ServerProcess | undefined;
    await until(
      async () => {
        const job = await jobOf(procs, id!);
        holder = procs.servers.find((s) => job.lockedBy?.includes(`:${s.child.pid}:`));
        return job.status === 'RUNNING' && holder !== undefined;
      },
      20_000,
      'a process to claim the probe',
    );
    await holder!.stop('SIGKILL');
    const survivor = procs.servers.find((s) => s !== holder)!;
    await until(async () => (await jobOf(procs, id!)).status === 'FINISH', 60_000, 'the survivor to run the probe');
    const job = await jobOf(procs, id!);
    expect(job).toMatchObject({ status: 'FINISH', attempts: 2 });
    expect(job.result).toEqual({ ranBy: survivor.child.pid });
  }, 120_000);
});
