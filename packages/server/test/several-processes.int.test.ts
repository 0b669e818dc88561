import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, rowsOf } from '@honora/db';
import { currentTestEngine } from '@honora/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
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

describe.skipIf(currentTestEngine() !== 'postgres')('several server processes on one PostgreSQL', () => {
  let procs: SeveralProcesses;
  beforeAll(async () => {
    procs = await startSeveralProcesses(['A', 'B']);
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
});
