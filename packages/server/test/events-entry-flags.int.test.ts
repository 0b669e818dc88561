import { messages } from '@honora/contract';
import { companies, eventProcedures, healthInsurers, systemActor, transactions, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from './event-rows';
import type { TestClient } from './helpers';
import { signedIn } from './negotiations-world';
import { createEventsWorld, eventBody, TABLE_CODES, TODAY, type EventsWorld } from './events-world';

const e = messages.screens.events.errors;

/**
 * platform.md §6 / billing.md §6: "company flags control who may manipulate events (branch or
 * headquarters)". The matriz's eventsByBranch / eventsByHeadquarters decide whether its filiais'
 * events are entered and changed by the filial or by the matriz; the other side still sees them.
 */
let w: EventsWorld;
let matrizAdmin: TestClient;
let filialInsurer: string;

beforeAll(async () => {
  w = await createEventsWorld();
  matrizAdmin = await signedIn(w.t, 'admin@matriz-eventos.dev', w.matrizId, 'a');
  filialInsurer = await withActor(w.t.database.db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(healthInsurers)
      .values({ companyId: w.filialId, name: 'Cortesia Filial Flags', isNotValued: true })
      .returning({ id: healthInsurers.id });
    return row!.id;
  });
  // The events world signs in seven members: slow on a busy machine.
}, 180_000);
afterAll(() => w.t.close());

async function setMatrizFlags(flags: Record<string, boolean>): Promise<void> {
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx.update(companies).set({ flags }).where(eq(companies.id, w.matrizId)),
  );
}

const filialEvent = () => eventBody(w, { companyId: w.filialId, healthInsuranceId: filialInsurer, patientId: null });
const matrizEvent = () => eventBody(w, { healthInsuranceId: w.insurers.notValued, patientId: null });

async function createdBy(client: TestClient, body: ReturnType<typeof eventBody>): Promise<number> {
  return (await client.post('/api/events', body)).statusCode;
}

async function canEdit(client: TestClient, id: string): Promise<boolean> {
  const res = await client.get(`/api/events/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { actions: { edit?: boolean } }).actions.edit === true;
}

describe('who manipulates the filiais’ events (eventsByBranch, eventsByHeadquarters)', () => {
  it('without either flag both the filial and the matriz do', async () => {
    await setMatrizFlags({});
    expect(await createdBy(w.filialAdmin, filialEvent())).toBe(200);
    expect(await createdBy(matrizAdmin, filialEvent())).toBe(200);
  });

  it('by branch: the filial enters and changes its events; the matriz sees them but changes none', async () => {
    await setMatrizFlags({ eventsByBranch: true });
    const own = await w.filialAdmin.post('/api/events', filialEvent());
    expect(own.statusCode, own.body).toBe(200);
    const id = own.json().id as string;
    expect(await canEdit(w.filialAdmin, id)).toBe(true);
    expect(await canEdit(matrizAdmin, id)).toBe(false);
    const refused = await matrizAdmin.post('/api/events', filialEvent());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(e.notWritable);
    const action = await matrizAdmin.post(`/api/events/${id}/actions`, { action: 'check' });
    expect(action.statusCode).toBeGreaterThanOrEqual(400);
    expect(await createdBy(matrizAdmin, matrizEvent())).toBe(200);
  });

  it('by headquarters: the matriz enters and changes the filiais’ events; the filial only sees them', async () => {
    await setMatrizFlags({ eventsByHeadquarters: true });
    const entered = await matrizAdmin.post('/api/events', filialEvent());
    expect(entered.statusCode, entered.body).toBe(200);
    const id = entered.json().id as string;
    expect(await canEdit(matrizAdmin, id)).toBe(true);
    expect(await canEdit(w.filialAdmin, id)).toBe(false);
    const refused = await w.filialAdmin.post('/api/events', filialEvent());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(e.notWritable);
  });

  it('with both flags both may again', async () => {
    await setMatrizFlags({ eventsByBranch: true, eventsByHeadquarters: true });
    expect(await createdBy(w.filialAdmin, filialEvent())).toBe(200);
    expect(await createdBy(matrizAdmin, filialEvent())).toBe(200);
    await setMatrizFlags({});
  });
});

/**
 * A batch's and an invoice's writes move their events (status, batch, invoices), and the GraphQL
 * ledger writes post money on them: the same flags decide who may, on every route.
 */
describe('the flags on batches, invoices and the GraphQL ledger', () => {
  const batchBody = () => ({ companyId: w.filialId, healthInsuranceId: filialInsurer, type: 'Honorario' });
  const invoiceBody = (number: string) => ({
    companyId: w.filialId,
    number,
    healthInsuranceId: filialInsurer,
    date: TODAY,
    value: '100.00',
  });

  async function filialEventInWaitPayment() {
    const id = await insertEvent(
      w.t.database.db,
      {
        companyId: w.filialId,
        status: 'WaitPayment',
        dtProcedure: TODAY,
        healthInsuranceId: filialInsurer,
        totalProduced: '100.00',
        totalInProcessing: '100.00',
      },
      [{ idProc: TABLE_CODES[0], value: '100.00' }],
    );
    const [row] = await w.t.database.db
      .select({ id: eventProcedures.id })
      .from(eventProcedures)
      .where(eq(eventProcedures.eventId, id));
    return { id, rowId: row!.id };
  }

  const receipt = (event: { id: string; rowId: string }) => ({
    query: `mutation($data: [TransactionInput!]!) { upsertManyTransactionInTransaction(data: $data) }`,
    variables: {
      data: [{ eventId: event.id, action: 'Received', procedureRowId: event.rowId, value: '10.00', date: TODAY }],
    },
  });

  it('by branch: the matriz neither batches, invoices nor receives the filial’s events; the filial does', async () => {
    await setMatrizFlags({ eventsByBranch: true });
    const refusedBatch = await matrizAdmin.post('/api/batches', batchBody());
    expect(refusedBatch.statusCode, refusedBatch.body).toBe(403);
    const batch = await w.filialAdmin.post('/api/batches', batchBody());
    expect(batch.statusCode, batch.body).toBe(200);
    const own = await w.filialAdmin.post('/api/events', filialEvent());
    expect(own.statusCode, own.body).toBe(200);
    const eventId = own.json().id as string;
    const batchId = batch.json().id as string;
    expect((await matrizAdmin.post(`/api/batches/${batchId}/events`, { eventIds: [eventId] })).statusCode).toBe(403);
    const added = await w.filialAdmin.post(`/api/batches/${batchId}/events`, { eventIds: [eventId] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().results[0].result).toBe('success');
    expect((await matrizAdmin.post(`/api/batches/${batchId}/events/remove`, { eventIds: [eventId] })).statusCode).toBe(
      403,
    );

    expect((await matrizAdmin.post('/api/invoices', invoiceBody('NF-FLAG-1'))).statusCode).toBe(403);
    const invoice = await w.filialAdmin.post('/api/invoices', invoiceBody('NF-FLAG-2'));
    expect(invoice.statusCode, invoice.body).toBe(200);

    const event = await filialEventInWaitPayment();
    const refused = (await matrizAdmin.post('/graphql', receipt(event))).json();
    expect(refused.errors?.[0]?.extensions?.code).toBe('permissionDenied');
    expect(refused.errors?.[0]?.message).toBe(e.notWritable);
    const byFilial = (await w.filialAdmin.post('/graphql', receipt(event))).json();
    expect(byFilial.errors).toBeUndefined();
    const ledger = await w.t.database.db.select().from(transactions).where(eq(transactions.eventId, event.id));
    expect(ledger.map((t) => t.userName)).toEqual([expect.stringContaining('filial')]);
  });

  it('by headquarters: the filial’s batches and invoices are the matriz’s to write', async () => {
    await setMatrizFlags({ eventsByHeadquarters: true });
    expect((await w.filialAdmin.post('/api/batches', batchBody())).statusCode).toBe(403);
    expect((await matrizAdmin.post('/api/batches', batchBody())).statusCode).toBe(200);
    expect((await w.filialAdmin.post('/api/invoices', invoiceBody('NF-FLAG-3'))).statusCode).toBe(403);
    expect((await matrizAdmin.post('/api/invoices', invoiceBody('NF-FLAG-4'))).statusCode).toBe(200);
    const event = await filialEventInWaitPayment();
    expect((await w.filialAdmin.post('/graphql', receipt(event))).json().errors?.[0]?.extensions?.code).toBe(
      'permissionDenied',
    );
    await setMatrizFlags({});
  });
});
