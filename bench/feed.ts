import { DEMO_PASSWORD } from '@honora/db';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { percentile, report, scratchDatabase, signIn, startApp, stop } from './lib';

/**
 * feed.cross_process.p95_ms (decision 020): two server processes on one PostgreSQL; a biller
 * subscribed over WebSocket on B while receipts are posted one at a time through GraphQL on A.
 * The figure is the time from sending a receipt to A until B's subscriber has its change (with
 * the transaction read back); the baseline is the receipt's own round trip on A.
 */
const SAMPLES = 200;
const WARMUP = 20;
const SUBSCRIPTION = `subscription($companyId: ID) { transactionChanged(companyId: $companyId) {
  transactionIds transactions { id value } } }`;
const UPSERT = `mutation($data: [TransactionInput!]!) { upsertManyTransactionInTransaction(data: $data) }`;

interface Change {
  transactionChanged: { transactionIds: string[] };
}

async function demoEvent(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ eventId: string; rowId: string; companyId: string }>(`
      select e.id as "eventId", p.id as "rowId", e.company_id as "companyId"
      from events e join event_procedures p on p.event_id = e.id and p.deleted_at is null
      join companies c on c.id = e.company_id and c.is_matriz
      where e.status = 'WaitPayment' and e.active and not e.is_locked and p.value > 10
      order by e.id, p.order limit 1`);
    if (!rows[0]) throw new Error('the demo has no WaitPayment event with a valued procedure');
    return rows[0];
  } finally {
    await client.end();
  }
}

export async function benchFeed(baseUrl: string): Promise<void> {
  const database = await scratchDatabase(baseUrl, 'feed');
  const a = await startApp(database.url);
  const b = await startApp(database.url);
  try {
    const event = await demoEvent(database.url);
    const session = await signIn(a.port, 'faturista@demo.honora.dev', DEMO_PASSWORD);
    const headers = { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf };
    const chosen = await fetch(`http://127.0.0.1:${a.port}/api/auth/select-company`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ companyId: event.companyId }),
    });
    if (chosen.status !== 200) throw new Error(`select-company answered ${chosen.status}`);

    const arrivals = new Map<string, number>();
    const waiter: { onArrival: (() => void) | null } = { onArrival: null };
    class CookieSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: session.cookie } });
      }
    }
    const socket = createClient({ url: `ws://127.0.0.1:${b.port}/graphql`, webSocketImpl: CookieSocket, lazy: true });
    const stream = socket.iterate<Change>({ query: SUBSCRIPTION, variables: { companyId: event.companyId } });
    const reading = (async () => {
      for await (const result of stream) {
        const now = performance.now();
        for (const id of result.data?.transactionChanged.transactionIds ?? []) arrivals.set(id, now);
        waiter.onArrival?.();
      }
    })();

    const date = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const post = async (): Promise<{ id: string; sent: number; answered: number }> => {
      const sent = performance.now();
      const data = [{ eventId: event.eventId, action: 'Received', procedureRowId: event.rowId, value: '0.01', date }];
      const response = await fetch(`http://127.0.0.1:${a.port}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: UPSERT, variables: { data } }),
      });
      const body = (await response.json()) as { data?: { upsertManyTransactionInTransaction: string[] } };
      const id = body.data?.upsertManyTransactionInTransaction[0];
      if (!id) throw new Error(`receipt refused: ${JSON.stringify(body)}`);
      return { id, sent, answered: performance.now() };
    };
    const seen = (id: string, ms: number) =>
      new Promise<number | null>((done) => {
        const timer = setTimeout(() => done(null), ms);
        const check = () => {
          const at = arrivals.get(id);
          if (at === undefined) return;
          clearTimeout(timer);
          waiter.onArrival = null;
          done(at);
        };
        waiter.onArrival = check;
        check();
      });

    // The subscription is in place once a receipt comes through (graphql-ws sends no acknowledgement).
    for (let i = 0; ; i++) {
      if (i > 100) throw new Error('B never received a change');
      if ((await seen((await post()).id, 300)) !== null) break;
    }
    const latencies: number[] = [];
    const roundTrips: number[] = [];
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const { id, sent, answered } = await post();
      const at = await seen(id, 5_000);
      if (at === null) throw new Error(`B missed transaction ${id}`);
      if (i < WARMUP) continue;
      latencies.push(at - sent);
      roundTrips.push(answered - sent);
    }
    report('feed.cross_process.p95_ms', percentile(latencies, 95), 'ms', percentile(roundTrips, 95));
    await stream.return?.();
    await socket.dispose();
    await reading.catch(() => undefined);
  } finally {
    await Promise.all([stop(a.child), stop(b.child)]);
    await database.drop();
  }
}
