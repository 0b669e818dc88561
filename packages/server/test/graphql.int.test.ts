import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { messages, fmt } from '@honora/contract';
import { companyWebConfigs, eventProcedures, events, systemActor, transactions, withActor } from '@honora/db';
import { asc, eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { insertEvent } from './event-rows';
import { createEventsWorld, TABLE_CODES, TODAY, type EventsWorld } from './events-world';
import type { TestClient } from './helpers';
import { signedIn } from './negotiations-world';

const me = messages.screens.money.errors;

let w: EventsWorld;
/** A member whose profile may read billing but not its values (money answered as null). */
let noValues: TestClient;

type GqlBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; fields?: { path: string; message: string }[] } }[];
};

async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}): Promise<GqlBody> {
  const response = await client.post('/graphql', { query, variables });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.json() as GqlBody;
}

const codeOf = (body: GqlBody) => body.errors?.[0]?.extensions?.code;

/** An event in WaitPayment with procedure rows of 100.00 each; answers its id and rows. */
async function moneyEvent(companyId: string, over: Partial<typeof events.$inferInsert> = {}, rows = 1) {
  const id = await insertEvent(
    w.t.database.db,
    {
      companyId,
      status: 'WaitPayment',
      dtProcedure: TODAY,
      healthInsuranceId: companyId === w.otherId ? w.insurers.other : w.insurers.valued,
      totalProduced: (100 * rows).toFixed(2),
      totalInProcessing: (100 * rows).toFixed(2),
      ...over,
    },
    Array.from({ length: rows }, (_, i) => ({ idProc: TABLE_CODES[i % 2]!, value: '100.00' })),
  );
  const procedures = await w.t.database.db
    .select({ id: eventProcedures.id })
    .from(eventProcedures)
    .where(eq(eventProcedures.eventId, id))
    .orderBy(asc(eventProcedures.order));
  return { id, rowIds: procedures.map((p) => p.id) };
}

type TxInsert = typeof transactions.$inferInsert;
/** A ledger row written straight to the database (the query tests need exact, varied rows). */
async function seedTx(row: Partial<TxInsert> & { eventId: string; companyId: string }): Promise<string> {
  const [inserted] = await withActor(w.t.database.db, systemActor, (tx) =>
    tx
      .insert(transactions)
      .values({
        action: 'Received',
        type: 'PROCEDURE',
        date: '2026-01-10',
        value: '10.00',
        userId: 'seed',
        userName: 'Semente',
        ...row,
      })
      .returning({ id: transactions.id }),
  );
  return inserted!.id;
}

const ids = {} as Record<'e1' | 'e2' | 'ef' | 'eo', string> & Record<string, string>;
const batch = { b1: randomUUID(), b2: randomUUID(), b3: randomUUID() };
const link = { c1: randomUUID(), c2: randomUUID(), tr1: randomUUID(), a1: randomUUID() };

beforeAll(async () => {
  w = await createEventsWorld();
  // A scheduler profile given billing read (and not readValues) in the matriz.
  await withActor(w.t.database.db, systemActor, async (tx) => {
    const [config] = await tx.select().from(companyWebConfigs).where(eq(companyWebConfigs.companyId, w.matrizId));
    const permissions = {
      ...config!.permissions,
      billing: { ...config!.permissions?.billing, read: ['a' as const, 'e' as const, 'f' as const, 'd' as const] },
    };
    await tx.update(companyWebConfigs).set({ permissions }).where(eq(companyWebConfigs.companyId, w.matrizId));
  });
  noValues = await signedIn(w.t, 'agenda@eventos.dev', w.matrizId, 'd');

  ids.e1 = (await moneyEvent(w.matrizId)).id;
  ids.e2 = (
    await moneyEvent(w.matrizId, { healthInsuranceId: w.insurers.particular, anesthetistId: w.anesthetistId })
  ).id;
  ids.ef = (await moneyEvent(w.filialId, { healthInsuranceId: null })).id;
  ids.eo = (await moneyEvent(w.otherId)).id;
  const m = w.matrizId;
  ids.t1 = await seedTx({
    eventId: ids.e1,
    companyId: m,
    matrizId: m,
    value: '50.00',
    receiverId: 'r1',
    cobrancaId: link.c1,
    batchesIds: [batch.b1],
    healthInsuranceId: w.insurers.valued,
    creationDate: new Date('2026-01-10T12:00:00Z'),
  });
  ids.t2 = await seedTx({
    eventId: ids.e1,
    companyId: m,
    matrizId: m,
    action: 'Glosado',
    value: '20.00',
    date: '2026-02-05',
    receiverId: 'r2',
    transferId: link.tr1,
    appealId: link.a1,
    batchesIds: [batch.b1, batch.b2],
    healthInsuranceId: w.insurers.valued,
    creationDate: new Date('2026-02-05T12:00:00Z'),
  });
  ids.t3 = await seedTx({
    eventId: ids.e1,
    companyId: m,
    matrizId: m,
    type: 'COMPLEMENTATION',
    date: '2026-02-20',
    healthInsuranceId: w.insurers.valued,
    creationDate: new Date('2026-02-20T12:00:00Z'),
  });
  ids.t4 = await seedTx({
    eventId: ids.e1,
    companyId: m,
    matrizId: m,
    type: 'COMPLEMENTATION',
    date: '2026-02-21',
    canceledId: ids.t3,
    healthInsuranceId: w.insurers.valued,
    creationDate: new Date('2026-02-21T12:00:00Z'),
  });
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx.update(transactions).set({ canceledById: ids.t4 }).where(eq(transactions.id, ids.t3!)),
  );
  ids.t5 = await seedTx({
    eventId: ids.e2,
    companyId: m,
    action: 'Losed',
    type: 'ATTENDANCEFEE',
    value: '30.00',
    date: '2026-03-01',
    receiverId: 'r3',
    receiverType: 'surgeon',
    cobrancaId: link.c2,
    batchesIds: [batch.b3],
    healthInsuranceId: w.insurers.particular,
    creationDate: new Date('2026-03-01T12:00:00Z'),
  });
  ids.t6 = await seedTx({
    eventId: ids.e2,
    companyId: m,
    action: 'Discounted',
    type: 'EXPENSE',
    value: '5.00',
    date: '2026-03-15',
    healthInsuranceId: w.insurers.particular,
    creationDate: new Date('2025-12-01T10:00:00Z'),
  });
  ids.tf = await seedTx({ eventId: ids.ef, companyId: w.filialId, matrizId: m, value: '7.00' });
  ids.to = await seedTx({ eventId: ids.eo, companyId: w.otherId, value: '9.00' });
});
afterAll(() => w.t.close());

const LIST = `query($where: TransactionWhereInput, $skip: Int, $take: Int, $orderBy: [TransactionOrderByInput!]) {
  transactions(where: $where, skip: $skip, take: $take, orderBy: $orderBy) { id value }
  transactionsCount(where: $where)
}`;

/** The ids a filter finds among the seeded events' rows (the mutations add rows to other events). */
async function found(where: Record<string, unknown>, client = w.manager): Promise<string[]> {
  const scoped = { eventId: { in: [ids.e1, ids.e2] }, ...where };
  const body = await gql(client, LIST, { where: scoped, take: 500 });
  expect(body.errors).toBeUndefined();
  const list = body.data!.transactions as { id: string }[];
  expect(body.data!.transactionsCount).toBe(list.length);
  return list.map((t) => t.id).sort();
}
const sorted = (...keys: string[]) => keys.map((k) => ids[k]!).sort();

describe('transactions query: the filters of billing.md §7', () => {
  it('eventId equals and in', async () => {
    expect(await found({ eventId: { equals: ids.e2 } })).toEqual(sorted('t5', 't6'));
    expect(await found({ eventId: { in: [ids.e1] } })).toEqual(sorted('t1', 't2', 't3', 't4'));
  });

  it('cobrancaId in, transferId equals', async () => {
    expect(await found({ cobrancaId: { in: [link.c1, link.c2] } })).toEqual(sorted('t1', 't5'));
    expect(await found({ transferId: { equals: link.tr1 } })).toEqual(sorted('t2'));
  });

  it('action equals and in', async () => {
    expect(await found({ action: { equals: 'Glosado' } })).toEqual(sorted('t2'));
    expect(await found({ action: { in: ['Losed', 'Discounted'] } })).toEqual(sorted('t5', 't6'));
  });

  it('canceledId and canceledById null: the active entries', async () => {
    expect(await found({ canceledId: { isNull: true }, canceledById: { isNull: true } })).toEqual(
      sorted('t1', 't2', 't5', 't6'),
    );
    expect(await found({ canceledId: { isNull: false } })).toEqual(sorted('t4'));
    expect(await found({ canceledById: { equals: ids.t4 } })).toEqual(sorted('t3'));
  });

  it('creationDate and date: gte inclusive, lt exclusive', async () => {
    expect(await found({ date: { gte: '2026-02-05', lt: '2026-03-01' } })).toEqual(sorted('t2', 't3', 't4'));
    expect(await found({ creationDate: { gte: '2026-01-10T12:00:00Z', lt: '2026-02-20T12:00:00.000Z' } })).toEqual(
      sorted('t1', 't2'),
    );
    expect(await found({ creationDate: { lt: '2026-01-01T00:00:00-03:00' } })).toEqual(sorted('t6'));
  });

  it('companyId and matrizId', async () => {
    expect(await found({ companyId: { equals: w.matrizId } })).toHaveLength(6);
    expect(await found({ matrizId: { equals: w.matrizId } })).toEqual(sorted('t1', 't2', 't3', 't4'));
    expect(await found({ matrizId: { isNull: true } })).toEqual(sorted('t5', 't6'));
  });

  it('healthInsuranceId in, receiverId in, batchesIds hasSome, type equals', async () => {
    expect(await found({ healthInsuranceId: { in: [w.insurers.particular] } })).toEqual(sorted('t5', 't6'));
    expect(await found({ receiverId: { in: ['r1', 'r3'] } })).toEqual(sorted('t1', 't5'));
    expect(await found({ batchesIds: { hasSome: [batch.b2, batch.b3] } })).toEqual(sorted('t2', 't5'));
    expect(await found({ batchesIds: { hasSome: [batch.b1] } })).toEqual(sorted('t1', 't2'));
    expect(await found({ type: { equals: 'COMPLEMENTATION' } })).toEqual(sorted('t3', 't4'));
  });

  it('appealId null or not null', async () => {
    expect(await found({ appealId: { isNull: false } })).toEqual(sorted('t2'));
    expect(await found({ appealId: { isNull: true } })).toEqual(sorted('t1', 't3', 't4', 't5', 't6'));
  });

  it('filters combine (all must hold); an empty list finds nothing', async () => {
    expect(await found({ action: { equals: 'Received' }, type: { equals: 'PROCEDURE' } })).toEqual(sorted('t1'));
    expect(await found({ healthInsuranceId: { in: [] } })).toEqual([]);
  });

  it('pagination: newest first by default, skip / take, orderBy, take bounded', async () => {
    const where = { eventId: { in: [ids.e1, ids.e2] } };
    const all = await gql(w.manager, LIST, { where });
    const newestFirst = (all.data!.transactions as { id: string }[]).map((t) => t.id);
    expect(newestFirst).toEqual([ids.t5, ids.t4, ids.t3, ids.t2, ids.t1, ids.t6]);
    const page = await gql(w.manager, LIST, { where, skip: 2, take: 2 });
    expect((page.data!.transactions as { id: string }[]).map((t) => t.id)).toEqual([ids.t3, ids.t2]);
    expect(page.data!.transactionsCount).toBe(6);
    const byDate = await gql(w.manager, LIST, { where, orderBy: [{ date: 'asc' }], take: 3 });
    expect((byDate.data!.transactions as { id: string }[]).map((t) => t.id)).toEqual([ids.t1, ids.t2, ids.t3]);

    const tooMany = await gql(w.manager, LIST, { where, take: 501 });
    expect(codeOf(tooMany)).toBe('inputError');
    expect(tooMany.errors![0]!.message).toBe(fmt(messages.validation.range, { min: 1, max: 500 }));
  });

  it('a bad id or date in a filter is an input error naming the field', async () => {
    const body = await gql(w.manager, LIST, { where: { eventId: { equals: 'nope' } } });
    expect(codeOf(body)).toBe('inputError');
    expect(body.errors![0]!.extensions!.fields).toEqual([
      { path: 'where.eventId.equals', message: messages.validation.invalidId },
    ]);
    const date = await gql(w.manager, LIST, { where: { date: { gte: '10/01/2026' } } });
    expect(date.errors![0]!.extensions!.fields![0]!.path).toBe('where.date.gte');
  });

  it('answers every field of the Transaction, value as decimal text', async () => {
    const body = await gql(
      w.manager,
      `query($id: ID!) { transactions(where: { eventId: { equals: $id }, action: { equals: Glosado } }) {
        id action type isAdditional eventId companyId matrizId isMatriz procedureRowId rowIdAdditionalData date
        creationDate value userId userName paid typeOfPaymentId transferId appealId glosaCodes glosaReason statementLineId cobrancaId canceledById canceledId
        receiverId receiverType healthInsuranceId batchesIds batchId hospitalId dtProcedure createdAt createdBy
        createdByName createdEnv createdVersion updatedAt updatedBy updatedByName updatedEnv updatedByAdmin
        updatedVersion deletedAt deletedBy } }`,
      { id: ids.e1 },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.transactions).toEqual([
      expect.objectContaining({
        id: ids.t2,
        action: 'Glosado',
        type: 'PROCEDURE',
        isAdditional: false,
        value: '20.00',
        date: '2026-02-05',
        creationDate: '2026-02-05T12:00:00.000Z',
        transferId: link.tr1,
        appealId: link.a1,
        glosaCodes: [],
        glosaReason: null,
        batchesIds: [batch.b1, batch.b2],
        receiverType: 'anesthetist',
        createdBy: 'system',
      }),
    ]);
  });
});

describe('transactions query: who sees what', () => {
  it('not logged → notLogged; introspection too', async () => {
    const body = await gql(w.anonymous, LIST);
    expect(codeOf(body)).toBe('notLogged');
    expect(body.errors![0]!.message).toBe(messages.errors.notLogged);
    expect(body.data).toBeNull();
    const schema = await gql(w.anonymous, '{ __schema { queryType { name } } }');
    expect(codeOf(schema)).toBe('notLogged');
  });

  it('introspection works for a signed-in user', async () => {
    const body = await gql(w.manager, '{ __type(name: "TransactionWhereInput") { inputFields { name } } }');
    const names = (body.data!.__type as { inputFields: { name: string }[] }).inputFields.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['eventId', 'batchesIds', 'appealId', 'creationDate']));
  });

  it('a member without values gets null money', async () => {
    const body = await gql(noValues, LIST, { where: { eventId: { equals: ids.e1 } } });
    expect(body.errors).toBeUndefined();
    const list = body.data!.transactions as { value: string | null }[];
    expect(list).toHaveLength(4);
    expect(list.every((t) => t.value === null)).toBe(true);
  });

  it('a resident (no billing) and a member without billing are denied', async () => {
    expect(codeOf(await gql(w.resident, LIST))).toBe('permissionDenied');
  });

  it('rows of other companies never show; naming another company is refused', async () => {
    const other = await gql(w.manager, LIST, { where: { eventId: { in: [ids.eo, ids.ef] } } });
    expect(other.data!.transactions).toEqual([]);
    expect(other.data!.transactionsCount).toBe(0);
    const named = await gql(w.manager, LIST, { where: { companyId: { equals: w.otherId } } });
    expect(codeOf(named)).toBe('permissionDenied');
    const outsider = await gql(w.outsider, LIST);
    expect((outsider.data!.transactions as { id: string }[]).map((t) => t.id)).toEqual([ids.to]);
    // A filial reads its matriz's data (platform.md §3), never another company's.
    const filial = await gql(w.filialAdmin, LIST, { where: { eventId: { in: [ids.ef, ids.eo, ids.e2] } } });
    expect((filial.data!.transactions as { id: string }[]).map((t) => t.id).sort()).toEqual(sorted('tf', 't5', 't6'));
  });

  it('billing readOwn (anesthetist) sees only the transactions of their own events', async () => {
    const body = await gql(w.anesthetist, LIST, { take: 500 });
    expect(body.errors).toBeUndefined();
    expect((body.data!.transactions as { id: string }[]).map((t) => t.id).sort()).toEqual(sorted('t5', 't6'));
  });
});

describe('query limits', () => {
  it('a query deeper than the limit is refused before running', async () => {
    let ofType = '{ name }';
    for (let i = 0; i < 20; i++) ofType = `{ ofType ${ofType} }`;
    const deep = await gql(w.manager, `{ __type(name: "Transaction") { fields { type ${ofType} } } }`);
    expect(deep.errors!.map((e) => e.message)).toContain(fmt(me.queryTooDeep, { max: 15 }));
    const nested = await gql(w.manager, '{ transactions { id { a { b { c { d { e { f { g { h } } } } } } } } } }');
    expect(nested.errors!.map((e) => e.message)).toContain(fmt(me.queryTooDeep, { max: 8 }));
    expect(nested.data).toBeUndefined();
  });

  it('more than 1000 fields (fragments counted each time they are spread) is refused', async () => {
    const wide = await gql(w.manager, `{ transactions { ${'id '.repeat(1001)} } }`);
    expect(wide.errors!.map((e) => e.message)).toContain(fmt(me.queryTooComplex, { max: 1000 }));
    let fragments = 'fragment F0 on Transaction { id value }\n';
    for (let i = 1; i <= 12; i++) fragments += `fragment F${i} on Transaction { ...F${i - 1} ...F${i - 1} }\n`;
    const bomb = await gql(w.manager, `{ transactions { ...F12 } }\n${fragments}`);
    expect(bomb.errors!.map((e) => e.message)).toContain(fmt(me.queryTooComplex, { max: 1000 }));
    const fine = await gql(
      w.manager,
      `{ transactions(take: 1) { ...F3 } }\n${fragments.split('\n').slice(0, 4).join('\n')}`,
    );
    expect(fine.errors).toBeUndefined();
  });
});

const UPSERT = `mutation($data: [TransactionInput!]!, $key: String) {
  upsertManyTransactionInTransaction(data: $data, idempotencyKey: $key)
}`;
const UPDATE = `mutation($eventId: ID!, $data: TransactionUpdateManyDataInput!) {
  updateManyTransaction(where: { eventId: $eventId }, data: $data)
}`;
const DELETE = 'mutation($id: ID!) { deleteOneTransaction(id: $id) }';

const eventRow = async (id: string) => (await w.t.database.db.select().from(events).where(eq(events.id, id)))[0]!;
const ledgerOf = (eventId: string) =>
  w.t.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.eventId, eventId))
    .orderBy(asc(transactions.creationDate));
const receipt = (eventId: string, rowId: string, value = '40.00', over: Record<string, unknown> = {}) => ({
  eventId,
  action: 'Received',
  procedureRowId: rowId,
  value,
  date: TODAY,
  ...over,
});
const fieldsOf = (body: GqlBody) => body.errors?.[0]?.extensions?.fields ?? [];

describe('upsertManyTransactionInTransaction', () => {
  it('posts the entries, answers their ids and recomputes the event totals', async () => {
    const ev = await moneyEvent(w.matrizId, { anesthetistId: w.anesthetistId }, 2);
    const before = await eventRow(ev.id);
    const body = await gql(w.biller, UPSERT, {
      data: [
        receipt(ev.id, ev.rowIds[0]!),
        receipt(ev.id, ev.rowIds[1]!, '15.50', { action: 'Glosado', glosaCodes: ['1834'], glosaReason: 'Porte' }),
      ],
    });
    expect(body.errors).toBeUndefined();
    const posted = body.data!.upsertManyTransactionInTransaction as string[];
    expect(posted).toHaveLength(2);
    const rows = await ledgerOf(ev.id);
    expect(rows.map((r) => r.id).sort()).toEqual([...posted].sort());
    const first = rows.find((r) => r.id === posted[0])!;
    expect(first).toMatchObject({
      companyId: w.matrizId,
      action: 'Received',
      value: '40.00',
      userName: 'faturista@eventos.dev',
      healthInsuranceId: w.insurers.valued,
      receiverId: w.anesthetistId,
      receiverType: 'anesthetist',
      date: TODAY,
    });
    expect(rows.find((r) => r.id === posted[1])).toMatchObject({ glosaCodes: ['1834'], glosaReason: 'Porte' });
    const after = await eventRow(ev.id);
    expect(after).toMatchObject({
      totalReceived: '40.00',
      totalGlosado: '15.50',
      status: 'WaitPayment',
      isLocked: false,
    });
    expect(after.version).toBe(before.version + 1);
  });

  it('settling the whole event finishes it, as the receive dialog does', async () => {
    const ev = await moneyEvent(w.matrizId);
    const body = await gql(w.biller, UPSERT, { data: [receipt(ev.id, ev.rowIds[0]!, '100.00')] });
    expect(body.errors).toBeUndefined();
    expect(await eventRow(ev.id)).toMatchObject({ status: 'Received', isLocked: true, totalReceived: '100.00' });
  });

  it('is atomic: one bad entry and nothing is posted', async () => {
    const ev = await moneyEvent(w.matrizId);
    const body = await gql(w.biller, UPSERT, { data: [receipt(ev.id, ev.rowIds[0]!), receipt(ev.id, randomUUID())] });
    expect(codeOf(body)).toBe('inputError');
    expect(fieldsOf(body)).toEqual([
      { path: 'data.1.procedureRowId', message: me.itemNotFound, messageKey: 'screens.money.errors.itemNotFound' },
    ]);
    expect(await ledgerOf(ev.id)).toEqual([]);
    expect((await eventRow(ev.id)).totalReceived).toBe('0.00');
  });

  it('refuses negative, zero and malformed values with the catalog messages', async () => {
    const ev = await moneyEvent(w.matrizId);
    for (const [value, message] of [
      ['-5.00', me.receivedValueNegative],
      ['0', me.valueZero],
      ['1.234', me.valueInvalid],
    ] as const) {
      const body = await gql(w.biller, UPSERT, { data: [receipt(ev.id, ev.rowIds[0]!, value)] });
      expect(codeOf(body)).toBe('inputError');
      expect(fieldsOf(body)).toEqual([{ path: 'data.0.value', message }]);
    }
    const bad = await gql(w.biller, UPSERT, { data: [receipt(ev.id, ev.rowIds[0]!, '1', { glosaCodes: ['18'] })] });
    expect(fieldsOf(bad)[0]?.message).toBe(me.glosaCodeInvalid);
    expect(await ledgerOf(ev.id)).toEqual([]);
  });

  it('refuses entries missing required fields, naming each', async () => {
    const ev = await moneyEvent(w.matrizId);
    const body = await gql(w.biller, UPSERT, { data: [{ eventId: ev.id, procedureRowId: ev.rowIds[0] }] });
    expect(codeOf(body)).toBe('inputError');
    expect(fieldsOf(body)).toEqual([
      { path: 'data.0.action', message: messages.validation.required },
      { path: 'data.0.date', message: messages.validation.required },
      { path: 'data.0.value', message: me.valueRequired },
    ]);
    const none = await gql(w.biller, UPSERT, { data: [] });
    expect(none.errors![0]!.message).toBe(me.noEntries);
    const many = await gql(w.biller, UPSERT, {
      data: Array.from({ length: 500 }, () => receipt(ev.id, ev.rowIds[0]!)),
    });
    expect(many.errors![0]!.message).toBe(fmt(me.tooManyTransactions, { max: 499 }));
    expect(await ledgerOf(ev.id)).toEqual([]);
  });

  it("another company's event is not found; the matriz's event is not writable from a filial", async () => {
    const body = await gql(w.biller, UPSERT, { data: [receipt(ids.eo, randomUUID())] });
    expect(codeOf(body)).toBe('notFound');
    const matrizEvent = await moneyEvent(w.matrizId);
    const filial = await gql(w.filialAdmin, UPSERT, { data: [receipt(matrizEvent.id, matrizEvent.rowIds[0]!)] });
    expect(codeOf(filial)).toBe('permissionDenied');
    const mixed = await gql(w.biller, UPSERT, {
      data: [receipt(matrizEvent.id, matrizEvent.rowIds[0]!, '10.00', { companyId: w.otherId })],
    });
    expect(fieldsOf(mixed)[0]!.path).toBe('data.0.companyId');
    expect(await ledgerOf(matrizEvent.id)).toEqual([]);
    expect(await ledgerOf(ids.eo)).toHaveLength(1);
  });

  it('an event that does not take money now is refused with the status message', async () => {
    const ev = await moneyEvent(w.matrizId, { status: 'AwaitingCheck' });
    const body = await gql(w.biller, UPSERT, { data: [receipt(ev.id, ev.rowIds[0]!)] });
    expect(codeOf(body)).toBe('statusError');
    expect(body.errors![0]!.message).toBe(me.statusInvalid);
  });

  it('an idempotency key replays the first answer; the same key with another request is refused', async () => {
    const ev = await moneyEvent(w.matrizId);
    const key = randomUUID();
    const data = [receipt(ev.id, ev.rowIds[0]!, '12.00')];
    const first = await gql(w.biller, UPSERT, { data, key });
    const again = await gql(w.biller, UPSERT, { data, key });
    expect(again.data).toEqual(first.data);
    expect(await ledgerOf(ev.id)).toHaveLength(1);
    const other = await gql(w.biller, UPSERT, { data: [receipt(ev.id, ev.rowIds[0]!, '13.00')], key });
    expect(codeOf(other)).toBe('inputError');
    expect(other.errors![0]!.message).toBe(me.idempotencyMismatch);
    expect(await ledgerOf(ev.id)).toHaveLength(1);
  });

  it('an id already stored with the same content is a no-op (even once the event finished); other content is refused', async () => {
    const ev = await moneyEvent(w.matrizId);
    const id = randomUUID();
    const data = [receipt(ev.id, ev.rowIds[0]!, '100.00', { id })];
    expect((await gql(w.biller, UPSERT, { data })).data!.upsertManyTransactionInTransaction).toEqual([id]);
    expect((await eventRow(ev.id)).isLocked).toBe(true);
    expect((await gql(w.biller, UPSERT, { data })).data!.upsertManyTransactionInTransaction).toEqual([id]);
    expect(await ledgerOf(ev.id)).toHaveLength(1);
    const open = await moneyEvent(w.matrizId);
    const clash = await gql(w.biller, UPSERT, { data: [receipt(open.id, open.rowIds[0]!, '10.00', { id })] });
    expect(codeOf(clash)).toBe('inputError');
    expect(await ledgerOf(open.id)).toEqual([]);
  });

  it('needs billing write: denied to members who only read it, notLogged without a session', async () => {
    const ev = await moneyEvent(w.matrizId);
    const data = [receipt(ev.id, ev.rowIds[0]!)];
    expect(codeOf(await gql(w.anesthetist, UPSERT, { data }))).toBe('permissionDenied');
    expect(codeOf(await gql(noValues, UPSERT, { data }))).toBe('permissionDenied');
    expect(codeOf(await gql(w.anonymous, UPSERT, { data }))).toBe('notLogged');
    expect(await ledgerOf(ev.id)).toEqual([]);
  });

  it('a POST with a session needs the CSRF token', async () => {
    const ev = await moneyEvent(w.matrizId);
    const response = await w.biller.request(
      'POST',
      '/graphql',
      { query: UPSERT, variables: { data: [receipt(ev.id, ev.rowIds[0]!)] } },
      { 'x-csrf-token': 'forjado' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('csrfError');
    expect(await ledgerOf(ev.id)).toEqual([]);
    const viaGet = await w.biller.get(
      `/graphql?query=${encodeURIComponent('mutation { deleteOneTransaction(id: "x") }')}`,
    );
    expect(viaGet.statusCode).toBe(405);
  });
});

describe('updateManyTransaction', () => {
  it("changes the non-money fields of the event's active entries outside transfers; answers the count", async () => {
    const body = await gql(w.biller, UPDATE, {
      eventId: ids.e1,
      data: { paid: true, receiverId: w.anesthetistId, receiverType: 'anesthetist', cobrancaId: null },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateManyTransaction).toBe(1);
    const rows = new Map((await ledgerOf(ids.e1!)).map((r) => [r.id, r]));
    expect(rows.get(ids.t1!)).toMatchObject({
      paid: true,
      receiverId: w.anesthetistId,
      cobrancaId: null,
      value: '50.00',
    });
    expect(rows.get(ids.t2!)).toMatchObject({ paid: false, receiverId: 'r2' });
    expect(rows.get(ids.t3!)!.paid).toBe(false);
  });

  it('a receiver is an id with its kind, and must exist in the companies the session sees', async () => {
    const half = await gql(w.biller, UPDATE, { eventId: ids.e1, data: { receiverId: w.anesthetistId } });
    expect(fieldsOf(half)).toEqual([{ path: 'data.receiverType', message: messages.validation.required }]);
    const unknown = await gql(w.biller, UPDATE, {
      eventId: ids.e1,
      data: { receiverId: randomUUID(), receiverType: 'surgeon' },
    });
    expect(fieldsOf(unknown)).toEqual([
      { path: 'data.receiverId', message: me.receiverNotFound, messageKey: 'screens.money.errors.receiverNotFound' },
    ]);
    const ev = await moneyEvent(w.matrizId);
    const noId = await gql(w.biller, UPSERT, {
      data: [receipt(ev.id, ev.rowIds[0]!, '1.00', { receiverType: 'surgeon' })],
    });
    expect(fieldsOf(noId)).toEqual([
      { path: 'data.0.receiverId', message: messages.validation.required, messageKey: 'validation.required' },
    ]);
    const foreign = await gql(w.biller, UPSERT, {
      data: [receipt(ev.id, ev.rowIds[0]!, '1.00', { receiverType: 'company', receiverId: w.otherId })],
    });
    expect(fieldsOf(foreign)).toEqual([
      { path: 'data.0.receiverId', message: me.receiverNotFound, messageKey: 'screens.money.errors.receiverNotFound' },
    ]);
    const company = await gql(w.biller, UPSERT, {
      data: [receipt(ev.id, ev.rowIds[0]!, '1.00', { receiverType: 'company', receiverId: w.matrizId })],
    });
    expect(company.errors).toBeUndefined();
    expect((await ledgerOf(ev.id))[0]).toMatchObject({ receiverType: 'company', receiverId: w.matrizId });
  });

  it('never takes money fields; refuses other companies and events the user may not change', async () => {
    const money = await gql(w.biller, UPDATE, { eventId: ids.e1, data: { value: '1.00' } });
    expect(money.errors).toBeDefined();
    expect(money.data).toBeUndefined();
    expect(codeOf(await gql(w.biller, UPDATE, { eventId: ids.eo, data: { paid: true } }))).toBe('notFound');
    expect(codeOf(await gql(w.filialAdmin, UPDATE, { eventId: ids.e1, data: { paid: false } }))).toBe(
      'permissionDenied',
    );
    expect(codeOf(await gql(noValues, UPDATE, { eventId: ids.e1, data: { paid: false } }))).toBe('permissionDenied');
    expect((await ledgerOf(ids.eo!))[0]!.paid).toBe(false);
  });
});

describe('deleteOneTransaction', () => {
  it('cancels by a linked counter-entry and recomputes the totals; twice is refused', async () => {
    const ev = await moneyEvent(w.matrizId);
    const posted = await gql(w.biller, UPSERT, { data: [receipt(ev.id, ev.rowIds[0]!, '30.00')] });
    const [id] = posted.data!.upsertManyTransactionInTransaction as string[];
    expect((await eventRow(ev.id)).totalReceived).toBe('30.00');
    const body = await gql(w.biller, DELETE, { id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.deleteOneTransaction).toBe(id);
    const rows = await ledgerOf(ev.id);
    expect(rows).toHaveLength(2);
    const counter = rows.find((r) => r.id !== id)!;
    expect(counter).toMatchObject({ canceledId: id, value: '30.00', action: 'Received' });
    expect(rows.find((r) => r.id === id)!.canceledById).toBe(counter.id);
    expect((await eventRow(ev.id)).totalReceived).toBe('0.00');
    const twice = await gql(w.biller, DELETE, { id });
    expect(twice.errors![0]!.message).toBe(me.alreadyCanceled);
  });

  it('is refused while a transfer holds the transaction, and for other companies', async () => {
    const locked = await gql(w.biller, DELETE, { id: ids.t2 });
    expect(codeOf(locked)).toBe('statusError');
    expect(locked.errors![0]!.message).toBe(me.transferLocked);
    const other = await gql(w.biller, DELETE, { id: ids.to });
    expect(codeOf(other)).toBe('notFound');
    expect(other.errors![0]!.message).toBe(me.transactionNotFound);
    expect((await ledgerOf(ids.eo!))[0]!.canceledById).toBeNull();
  });
});

describe('transactionChanged over WebSocket', () => {
  let url = '';
  const clients: Client[] = [];
  beforeAll(async () => {
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(w.t.app.server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
  });

  /** A graphql-ws client carrying the session cookie, as the browser does. */
  function wsClient(session: TestClient, headers: Record<string, string> = {}): Client {
    const cookie = session.cookie;
    class CookieSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
      }
    }
    const client = createClient({ url, webSocketImpl: CookieSocket, retryAttempts: 0, lazy: true });
    clients.push(client);
    return client;
  }

  const SUBSCRIPTION = `subscription($companyId: ID) { transactionChanged(companyId: $companyId) {
    companyId eventId kind transactionIds transactions { id value userName } } }`;
  type Change = {
    transactionChanged: {
      companyId: string;
      eventId: string;
      kind: string;
      transactionIds: string[];
      transactions: { id: string; value: string | null; userName: string }[];
    };
  };

  async function until(check: () => boolean): Promise<void> {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > 5_000) throw new Error('timed out waiting for the subscription');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const feed = () => w.t.app.transactionFeed;
  const nothingWithin = <T>(next: Promise<T>, ms = 400) =>
    Promise.race([next.then(() => 'received'), new Promise((resolve) => setTimeout(() => resolve('nothing'), ms))]);

  it("streams a company's changes to its sessions, money only to those who see values, nothing to others", async () => {
    const ev = await moneyEvent(w.matrizId);
    const biller = wsClient(w.biller).iterate<Change>({ query: SUBSCRIPTION });
    const blind = wsClient(noValues).iterate<Change>({ query: SUBSCRIPTION });
    const outsider = wsClient(w.outsider).iterate<Change>({ query: SUBSCRIPTION });
    const [billerNext, blindNext, outsiderNext] = [biller.next(), blind.next(), outsider.next()];
    await until(() => feed().listenerCount(w.matrizId) >= 2 && feed().listenerCount(w.otherId) >= 1);

    const posted = await gql(w.biller, UPSERT, { data: [receipt(ev.id, ev.rowIds[0]!, '25.00')] });
    const [id] = posted.data!.upsertManyTransactionInTransaction as string[];
    const got = (await billerNext).value!;
    expect(got.errors).toBeUndefined();
    expect(got.data!.transactionChanged).toEqual({
      companyId: w.matrizId,
      eventId: ev.id,
      kind: 'created',
      transactionIds: [id],
      transactions: [{ id, value: '25.00', userName: 'faturista@eventos.dev' }],
    });
    const seen = (await blindNext).value!;
    expect(seen.data!.transactionChanged.transactions).toEqual([
      { id, value: null, userName: 'faturista@eventos.dev' },
    ]);
    expect(await nothingWithin(outsiderNext)).toBe('nothing');

    // The REST money routes publish on the same feed: a cancellation reaches the subscriber too.
    const billerAgain = biller.next();
    const version = (await eventRow(ev.id)).version;
    const cancel = await w.biller.post(`/api/events/${ev.id}/transactions/${id}/cancel`, { version });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const canceled = (await billerAgain).value!.data!.transactionChanged;
    expect(canceled).toMatchObject({ eventId: ev.id, kind: 'canceled' });
    expect(canceled.transactionIds).toContain(id);

    await Promise.all([biller.return!(), blind.return!(), outsider.return!()]);
    await until(() => feed().listenerCount(w.matrizId) === 0 && feed().listenerCount(w.otherId) === 0);
  });

  it('also streams over server-sent events on GET /graphql (same session)', async () => {
    const ev = await moneyEvent(w.matrizId);
    const controller = new AbortController();
    const http = url.replace('ws://', 'http://');
    const query = encodeURIComponent('subscription { transactionChanged { eventId kind } }');
    const response = await fetch(`${http}?query=${query}`, {
      headers: { accept: 'text/event-stream', cookie: w.biller.cookie },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    await until(() => feed().listenerCount(w.matrizId) >= 1);
    await gql(w.biller, UPSERT, { data: [receipt(ev.id, ev.rowIds[0]!, '5.00')] });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes(ev.id)) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('"kind":"created"');
    controller.abort();
    await until(() => feed().listenerCount(w.matrizId) === 0);
  });

  it('not logged → notLogged; another company named → permissionDenied; no values but billing read may watch', async () => {
    const anonymous = wsClient(w.anonymous).iterate<Change>({ query: SUBSCRIPTION });
    const first = (await anonymous.next()).value!;
    expect(first.errors![0]!.extensions).toMatchObject({ code: 'notLogged' });
    const foreign = wsClient(w.biller).iterate<Change>({ query: SUBSCRIPTION, variables: { companyId: w.otherId } });
    expect((await foreign.next()).value!.errors![0]!.extensions).toMatchObject({ code: 'permissionDenied' });
    const resident = wsClient(w.resident).iterate<Change>({ query: SUBSCRIPTION });
    expect((await resident.next()).value!.errors![0]!.extensions).toMatchObject({ code: 'permissionDenied' });
  });

  it('the same limits apply over the socket', async () => {
    const deep = wsClient(w.biller).iterate({ query: `{ transactions { ${'id '.repeat(1001)} } }` });
    await expect(deep.next()).rejects.toEqual(
      expect.arrayContaining([expect.objectContaining({ message: fmt(me.queryTooComplex, { max: 1000 }) })]),
    );
  });

  it('a page of another origin cannot open the socket with the cookie', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url, 'graphql-transport-ws', {
        headers: { cookie: w.biller.cookie, origin: 'https://atacante.example' },
      });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => reject(new Error('opened')));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(403);
    const sameOrigin = wsClient(w.biller, { origin: url.replace('ws://', 'http://').replace('/graphql', '') }).iterate<{
      transactions: unknown[];
    }>({ query: '{ transactions(take: 1) { id } }' });
    expect((await sameOrigin.next()).value!.data!.transactions).toHaveLength(1);
  });
});
