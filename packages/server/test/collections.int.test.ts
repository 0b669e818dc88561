import { fmt, messages } from '@honora/contract';
import { batches, cobrancas, companies, events, rowsOf, systemActor, transactions, withActor } from '@honora/db';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMoneyWorld,
  entriesOf,
  eventRow,
  expectRefused,
  expectTotalsMatchLedger,
  moneyEvent,
  TODAY,
  type MoneyWorld,
} from './money-world';

const e = messages.screens.collections.errors;

let w: MoneyWorld;
beforeAll(async () => {
  w = await createMoneyWorld();
});
afterAll(() => w.t.close());

type Collection = {
  id: string;
  code: number;
  status: string;
  eventCount: number;
  value: string;
  valueCharged: string;
  valuePaid: string;
  valueCut: string;
  valueOpen: string;
  dtBaixa: string | null;
  isAllowTransfer: boolean;
  active: boolean;
};

const body = (over: Record<string, unknown>) => ({ healthInsuranceId: w.insurers.valued, date: TODAY, ...over });

async function create(over: Record<string, unknown>) {
  const res = await w.biller.post('/api/collections', body(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { collection: Collection; hiddenCount: number };
}

const collectionCount = async () =>
  (await w.t.database.db.select({ n: count() }).from(cobrancas).where(eq(cobrancas.companyId, w.matrizId)))[0]!.n;

describe('creating a collection', () => {
  it('charges the chosen events: their open balance, a sequential code, and each event points at it', async () => {
    const a = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    const b = await moneyEvent(w, w.biller, { values: ['150.50'] });
    const { collection, hiddenCount } = await create({ eventIds: [a.id, b.id] });
    expect(hiddenCount).toBe(0);
    expect(collection).toMatchObject({
      status: 'OPEN',
      eventCount: 2,
      value: '650.50',
      valueCharged: '650.50',
      valuePaid: '0.00',
      valueCut: '0.00',
      valueOpen: '650.50',
      active: true,
    });
    expect((await eventRow(w, a.id)).cobrancaId).toBe(collection.id);
    const next = await create({ eventIds: [(await moneyEvent(w, w.biller)).id] });
    expect(next.collection.code).toBe(collection.code + 1);
    const page = await w.biller.get(`/api/collections/${collection.id}/events`);
    expect(
      page
        .json()
        .items.map((i: { eventId: string }) => i.eventId)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('refuses an event already in an active collection, naming its guide, and writes nothing', async () => {
    const a = await moneyEvent(w, w.biller);
    await create({ eventIds: [a.id] });
    const before = await collectionCount();
    const res = await w.biller.post('/api/collections', body({ eventIds: [a.id] }));
    expectRefused(res, 409, fmt(e.alreadyExists, { guides: (await eventRow(w, a.id)).numGuide! }));
    expect(await collectionCount()).toBe(before);
  });

  it("takes a batch's events that can be charged and counts those left out because of their state", async () => {
    const ready = await moneyEvent(w, w.biller);
    const unchecked = await moneyEvent(w, w.biller, { unchecked: true });
    const batchId = await withActor(w.t.database.db, systemActor, async (tx) => {
      const [row] = await tx
        .insert(batches)
        .values({ companyId: w.matrizId, code: '9001', healthInsuranceId: w.insurers.valued, type: 'Honorario' })
        .returning({ id: batches.id });
      await tx
        .update(events)
        .set({ batchesIds: [row!.id] })
        .where(sql`${events.id} in (${ready.id}, ${unchecked.id})`);
      return row!.id;
    });
    const { collection, hiddenCount } = await create({ batchIds: [batchId] });
    expect(hiddenCount).toBe(1);
    expect(collection.eventCount).toBe(1);
    const [batch] = await w.t.database.db.select().from(batches).where(eq(batches.id, batchId));
    expect(batch!.cobrancas).toEqual([collection.id]);
    const again = await w.biller.post('/api/collections', body({ batchIds: [batchId] }));
    expect(again.statusCode).toBe(409);
  });

  it('refuses what cannot be charged: no events, another insurer, a closed event, bad input', async () => {
    const before = await collectionCount();
    const unchecked = await moneyEvent(w, w.biller, { unchecked: true });
    const other = await moneyEvent(w, w.biller, { insurer: w.insurers.particular });
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, e.eventsRequired],
      [{ eventIds: [unchecked.id] }, 400, fmt(e.eventNotOpen, { guide: (await eventRow(w, unchecked.id)).numGuide! })],
      [{ eventIds: [other.id] }, 400, fmt(e.otherInsurer, { guide: (await eventRow(w, other.id)).numGuide! })],
      [{ periodFrom: '2001-01-01', periodTo: '2001-01-31' }, 400, e.noEvents],
      [{ periodFrom: '2026-02-01', periodTo: '2026-01-01' }, 400, e.periodInverted],
      [{ eventIds: ['not-a-uuid'] }, 400, messages.validation.invalidId],
      [{ eventIds: [other.id], date: '2026-02-30' }, 400, messages.validation.invalidDate],
    ];
    for (const [over, status, message] of cases)
      expectRefused(await w.biller.post('/api/collections', body(over)), status, message);
    expect(await collectionCount()).toBe(before);
  });
});

describe('the insurer pays', () => {
  it('books receipts that carry the collection, spread over the items; paid and open follow', async () => {
    const a = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    const b = await moneyEvent(w, w.biller, { values: ['100.00'] });
    const { collection } = await create({ eventIds: [a.id, b.id] });
    const res = await w.biller.post(`/api/collections/${collection.id}/receipts`, {
      date: TODAY,
      typeOfPaymentId: w.typeOfPaymentId,
      items: [{ eventId: a.id, value: '350.00' }],
      idempotencyKey: `receive-${collection.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ valuePaid: '350.00', valueOpen: '250.00' });
    const entries = (await entriesOf(w, a.id))
      .filter((t) => t.action === 'Received')
      .sort((x, y) => Number(y.value) - Number(x.value));
    expect(entries.map((t) => [t.value, t.cobrancaId])).toEqual([
      ['300.00', collection.id],
      ['50.00', collection.id],
    ]);
    await expectTotalsMatchLedger(w, a.id);
    // The same request again (a retry) posts nothing.
    const retry = await w.biller.post(`/api/collections/${collection.id}/receipts`, {
      date: TODAY,
      typeOfPaymentId: w.typeOfPaymentId,
      items: [{ eventId: a.id, value: '350.00' }],
      idempotencyKey: `receive-${collection.id}`,
    });
    expect(retry.json().valuePaid).toBe('350.00');
    // Cancelling a receipt anywhere gives the money back to the collection's open balance.
    const view = (await w.biller.get(`/api/events/${a.id}`)).json() as { version: number };
    const cancel = await w.biller.post(`/api/events/${a.id}/transactions/${entries[1]!.id}/cancel`, {
      version: view.version,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await w.biller.get(`/api/collections/${collection.id}`)).json()).toMatchObject({
      valuePaid: '300.00',
      valueOpen: '300.00',
    });
  });

  it('refuses a receipt on an event that is not the collection’s, a negative or repeated value, and writes nothing', async () => {
    const a = await moneyEvent(w, w.biller);
    const outside = await moneyEvent(w, w.biller);
    const { collection } = await create({ eventIds: [a.id] });
    const url = `/api/collections/${collection.id}/receipts`;
    const guide = (await eventRow(w, outside.id)).numGuide!;
    expectRefused(
      await w.biller.post(url, { date: TODAY, items: [{ eventId: outside.id, value: '1.00' }] }),
      400,
      fmt(e.eventNotInCollection, { guide }),
    );
    expectRefused(
      await w.biller.post(url, { date: TODAY, items: [{ eventId: a.id, value: '-1.00' }] }),
      400,
      messages.screens.money.errors.receivedValueNegative,
    );
    expectRefused(await w.biller.post(url, { date: TODAY, items: [] }), 400, e.nothingToReceive);
    expectRefused(
      await w.biller.post(url, {
        date: TODAY,
        items: [
          { eventId: a.id, value: '1.00' },
          { eventId: a.id, value: '2.00' },
        ],
      }),
      400,
      e.repeatedEvent,
    );
    expectRefused(
      await w.biller.post(url, { date: TODAY, items: [{ eventId: a.id, value: '1e99' }] }),
      400,
      messages.screens.money.errors.valueInvalid,
    );
    expect(await entriesOf(w, a.id)).toEqual([]);
  });

  it('settles receiving the rest: every event finishes, the collection is SETTLED and takes no more payments', async () => {
    const a = await moneyEvent(w, w.biller, { values: ['300.00'] });
    const b = await moneyEvent(w, w.biller, { values: ['120.00'] });
    const { collection } = await create({ eventIds: [a.id, b.id] });
    await w.biller.post(`/api/collections/${collection.id}/receipts`, {
      date: TODAY,
      items: [{ eventId: a.id, value: '100.00' }],
    });
    const res = await w.biller.post(`/api/collections/${collection.id}/settle`, {
      dtBaixa: TODAY,
      receiveRest: true,
      isAllowTransfer: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'SETTLED',
      valuePaid: '420.00',
      valueOpen: '0.00',
      isAllowTransfer: true,
      dtBaixa: TODAY,
    });
    expect((await eventRow(w, a.id)).status).toBe('Received');
    expect((await eventRow(w, b.id)).status).toBe('Received');
    await expectTotalsMatchLedger(w, b.id);
    // The history keeps the finish, with the totals that made it final, but not the partial
    // receipt's totals: derived writes stay out of it unless they change the status.
    const logged = rowsOf<{ changes: Record<string, { to: unknown }> }>(
      await w.t.database.db.execute(
        sql`select changes from change_log where table_name = 'events' and record_id = ${a.id} and operation = 'UPDATE'
        and changes ? 'total_received'`,
      ),
    );
    expect(logged.map((r) => [r.changes.status?.to, r.changes.is_locked?.to, r.changes.total_received?.to])).toEqual([
      ['Received', true, 300],
    ]);
    const late = await w.biller.post(`/api/collections/${collection.id}/receipts`, {
      date: TODAY,
      items: [{ eventId: a.id, value: '1.00' }],
    });
    expectRefused(late, 409, e.settled);
  });

  it('cancels only a collection without payments; its events can then be charged again', async () => {
    const a = await moneyEvent(w, w.biller);
    const { collection } = await create({ eventIds: [a.id] });
    await w.biller.post(`/api/collections/${collection.id}/receipts`, {
      date: TODAY,
      items: [{ eventId: a.id, value: '10.00' }],
    });
    expectRefused(await w.biller.request('DELETE', `/api/collections/${collection.id}`), 409, e.hasEntries);
    const b = await moneyEvent(w, w.biller);
    const fresh = await create({ eventIds: [b.id] });
    const canceled = await w.biller.request('DELETE', `/api/collections/${fresh.collection.id}`);
    expect(canceled.json()).toMatchObject({ status: 'CANCELED', active: false });
    expect((await eventRow(w, b.id)).cobrancaId).toBeNull();
    expect((await create({ eventIds: [b.id] })).collection.eventCount).toBe(1);
  });
});

describe('a company that receives only through collections', () => {
  it('refuses a receipt outside a collection and books one inside it with the collection', async () => {
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(companies)
        .set({ flags: sql`${companies.flags} || '{"receiveOnlyByCollections": true}'::jsonb` })
        .where(eq(companies.id, w.matrizId)),
    );
    try {
      const outside = await moneyEvent(w, w.biller);
      // The event screen says why before anyone tries: no receive action, and the reason.
      const view = (await w.biller.get(`/api/events/${outside.id}`)).json();
      expect(view).toMatchObject({ receivesOnlyByCollections: true, actions: { receiveAll: false } });
      const refused = await w.biller.post(`/api/events/${outside.id}/money-actions`, {
        version: outside.version,
        action: 'receiveAll',
        date: TODAY,
      });
      expectRefused(refused, 400, e.receiveOnlyByCollections);
      expect(await entriesOf(w, outside.id)).toEqual([]);
      const inside = await moneyEvent(w, w.biller);
      const { collection } = await create({ eventIds: [inside.id] });
      const fresh = (await w.biller.get(`/api/events/${inside.id}`)).json() as { version: number };
      expect(fresh).toMatchObject({
        receivesOnlyByCollections: false,
        cobrancaId: collection.id,
        actions: { receiveAll: true },
      });
      const ok = await w.biller.post(`/api/events/${inside.id}/money-actions`, {
        version: fresh.version,
        action: 'receiveAll',
        date: TODAY,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await entriesOf(w, inside.id)).every((t) => t.cobrancaId === collection.id)).toBe(true);
      expect((await w.biller.get(`/api/collections/${collection.id}`)).json().valueOpen).toBe('0.00');
    } finally {
      await withActor(w.t.database.db, systemActor, (tx) =>
        tx
          .update(companies)
          .set({ flags: sql`${companies.flags} - 'receiveOnlyByCollections'` })
          .where(eq(companies.id, w.matrizId)),
      );
    }
  });
});

describe('lists, access and concurrency', () => {
  it('lists by month, insurer and state, newest first; residents and other companies see nothing', async () => {
    const a = await moneyEvent(w, w.biller);
    const { collection } = await create({ eventIds: [a.id], date: '2026-03-10' });
    const march = await w.biller.get('/api/collections?from=2026-03&to=2026-03');
    expect(march.json().items.map((c: Collection) => c.id)).toEqual([collection.id]);
    const all = (await w.biller.get('/api/collections')).json().items as (Collection & { date: string })[];
    expect(all.map((c) => c.date)).toEqual([...all.map((c) => c.date)].sort().reverse());
    expect((await w.biller.get(`/api/collections?healthInsuranceId=${w.insurers.sendsGuides}`)).json().items).toEqual(
      [],
    );
    expect((await w.biller.get('/api/collections?active=false')).json().items.every((c: Collection) => !c.active)).toBe(
      true,
    );
    expect((await w.resident.get('/api/collections')).statusCode).toBe(403);
    expect((await w.outsider.get(`/api/collections/${collection.id}`)).statusCode).toBe(404);
    expect((await w.outsider.get('/api/collections')).json().items).toEqual([]);
  });

  it('two collections of the same events at once: exactly one wins, no event in two', async () => {
    const a = await moneyEvent(w, w.biller);
    const b = await moneyEvent(w, w.biller);
    const answers = await Promise.all([
      w.biller.post('/api/collections', body({ eventIds: [a.id, b.id] })),
      w.manager.post('/api/collections', body({ eventIds: [b.id, a.id] })),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await w.t.database.db
      .select({ n: count() })
      .from(cobrancas)
      .where(
        and(
          eq(cobrancas.companyId, w.matrizId),
          sql`${cobrancas.id} in (select cobranca_id from events where id in (${a.id}, ${b.id}))`,
        ),
      );
    expect(rows[0]!.n).toBe(1);
    expect((await eventRow(w, a.id)).cobrancaId).toBe((await eventRow(w, b.id)).cobrancaId);
    expect(
      await w.t.database.db.select({ n: count() }).from(transactions).where(eq(transactions.eventId, a.id)),
    ).toEqual([{ n: 0 }]);
  });
});

describe('GraphQL entries and collections', () => {
  const UPSERT = `mutation($data: [TransactionInput!]!) { upsertManyTransactionInTransaction(data: $data) }`;
  const UPDATE = `mutation($eventId: ID!, $data: TransactionUpdateManyDataInput!) {
    updateManyTransaction(where: { eventId: $eventId }, data: $data)
  }`;
  const gql = async (query: string, variables: Record<string, unknown>) =>
    (await w.biller.post('/graphql', { query, variables })).json() as {
      data?: Record<string, unknown> | null;
      errors?: { extensions?: { fields?: { path: string; message: string }[] } }[];
    };

  it("an entry carries its event's collection or none; linking entries to it recomputes its figures", async () => {
    const a = await moneyEvent(w, w.biller, { values: ['100.00'] });
    const b = await moneyEvent(w, w.biller);
    const { collection } = await create({ eventIds: [a.id] });
    const other = await create({ eventIds: [b.id] });
    const rowId = a.procedures[0]!.rowId;
    const entry = { eventId: a.id, action: 'Received', procedureRowId: rowId, value: '30.00', date: TODAY };
    const foreign = await gql(UPSERT, { data: [{ ...entry, cobrancaId: other.collection.id }] });
    expect(foreign.errors?.[0]?.extensions?.fields).toContainEqual(
      expect.objectContaining({ message: e.entryOtherCollection }),
    );
    expect(await entriesOf(w, a.id)).toEqual([]);
    // Posted without naming it, the entry takes the event's collection.
    expect((await gql(UPSERT, { data: [entry] })).errors).toBeUndefined();
    expect((await w.biller.get(`/api/collections/${collection.id}`)).json().valuePaid).toBe('30.00');
    // Unlinked and linked again through updateMany: the collection's paid follows.
    expect((await gql(UPDATE, { eventId: a.id, data: { cobrancaId: null } })).errors).toBeUndefined();
    expect((await w.biller.get(`/api/collections/${collection.id}`)).json().valuePaid).toBe('0.00');
    const wrong = await gql(UPDATE, { eventId: a.id, data: { cobrancaId: other.collection.id } });
    expect(wrong.errors?.[0]?.extensions?.fields).toContainEqual(
      expect.objectContaining({ path: 'data.cobrancaId', message: e.entryOtherCollection }),
    );
    expect((await gql(UPDATE, { eventId: a.id, data: { cobrancaId: collection.id } })).errors).toBeUndefined();
    expect((await w.biller.get(`/api/collections/${collection.id}`)).json().valuePaid).toBe('30.00');
  });
});
