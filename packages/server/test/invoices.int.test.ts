import { messages } from '@honora/contract';
import { invoices } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchEvent, createBatchesWorld, eventRowOf, setEvent, type BatchesWorld } from './batches-world';
import { expectRefused } from './money-world';

const m = messages.screens.invoices;
let w: BatchesWorld;
let seq = 1000;

beforeAll(async () => {
  w = await createBatchesWorld();
});
afterAll(() => w.t.close());

const body = (extra: Record<string, unknown> = {}) => ({
  companyId: w.matrizId,
  number: `NF-${seq++}`,
  healthInsuranceId: w.insurers.valued,
  date: '2025-03-10',
  value: '1234.50',
  description: 'Honorários de março',
  ...extra,
});

async function create(extra: Record<string, unknown> = {}) {
  const res = await w.biller.post('/api/invoices', body(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    id: string;
    version: number;
    number: string;
    events: { id: string }[];
    eventCount: number;
    value?: string;
  };
}

describe('POST /api/invoices', () => {
  it('registers an invoice with its events (the event action "add invoice")', async () => {
    const e = await batchEvent(w);
    const invoice = await create({ eventIds: [e.id] });
    expect(invoice).toMatchObject({
      value: '1234.50',
      eventCount: 1,
      eventsTotal: '300.00',
      insurerName: 'Unimed Eventos',
    });
    expect(invoice.events.map((x) => x.id)).toEqual([e.id]);
    const row = await eventRowOf(w, e.id);
    expect(row.invoicesIds).toEqual([invoice.id]);
  });

  it('refuses a number already used, a payer of nowhere, bad values, and writes nothing', async () => {
    const first = await create();
    const before = await w.t.database.db.select({ id: invoices.id }).from(invoices);
    expectRefused(await w.biller.post('/api/invoices', body({ number: first.number })), 400, m.validation.numberExists);
    expectRefused(
      await w.biller.post('/api/invoices', body({ healthInsuranceId: w.insurers.other })),
      400,
      m.validation.payerNotFound,
    );
    expectRefused(
      await w.biller.post('/api/invoices', body({ healthInsuranceId: 'x' })),
      400,
      m.validation.payerRequired,
    );
    expect((await w.biller.post('/api/invoices', body({ value: '-1' }))).statusCode).toBe(400);
    expect((await w.biller.post('/api/invoices', body({ number: '' }))).statusCode).toBe(400);
    expect(await w.t.database.db.select({ id: invoices.id }).from(invoices)).toHaveLength(before.length);
  });

  it('refuses events of another payer or in a status without "add invoice", as a whole', async () => {
    const other = await batchEvent(w, { insurer: w.insurers.sendsGuides });
    const unchecked = await batchEvent(w, { unchecked: true });
    const fine = await batchEvent(w);
    const before = await w.t.database.db.select({ id: invoices.id }).from(invoices);
    expectRefused(
      await w.biller.post('/api/invoices', body({ eventIds: [fine.id, other.id] })),
      400,
      m.validation.eventPayer,
    );
    expectRefused(
      await w.biller.post('/api/invoices', body({ eventIds: [fine.id, unchecked.id] })),
      409,
      m.validation.eventStatus,
    );
    expect(await w.t.database.db.select({ id: invoices.id }).from(invoices)).toHaveLength(before.length);
    expect((await eventRowOf(w, fine.id)).invoicesIds).toEqual([]);
  });

  it.each(['WaitSendGuia', 'WaitPayment', 'WaitSendRecourse', 'WaitRecourse'] as const)(
    'an event in %s may be covered',
    async (status) => {
      const e = await batchEvent(w);
      await setEvent(w, e.id, { status });
      const invoice = await create({ eventIds: [e.id] });
      expect(invoice.eventCount).toBe(1);
    },
  );

  it('refuses readers, other companies and no session', async () => {
    expect((await w.anesthetist.post('/api/invoices', body())).statusCode).toBe(403);
    expect((await w.outsider.post('/api/invoices', body())).statusCode).toBe(403);
    expect((await w.anonymous.post('/api/invoices', body())).statusCode).toBe(401);
  });
});

describe('PUT /api/invoices/:id', () => {
  it('changes the invoice at the version read', async () => {
    const invoice = await create();
    const res = await w.biller.put(`/api/invoices/${invoice.id}`, {
      version: invoice.version,
      number: `${invoice.number}-B`,
      healthInsuranceId: w.insurers.valued,
      date: '2025-04-01',
      value: '10.00',
      description: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      number: `${invoice.number}-B`,
      value: '10.00',
      date: '2025-04-01',
      version: invoice.version + 1,
    });
    const stale = await w.biller.put(`/api/invoices/${invoice.id}`, { ...body(), version: invoice.version });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('otherUser');
  });

  it('refuses a number of another invoice and a payer its events do not belong to', async () => {
    const a = await create();
    const e = await batchEvent(w);
    const b = await create({ eventIds: [e.id] });
    const update = (extra: Record<string, unknown>) =>
      w.biller.put(`/api/invoices/${b.id}`, {
        version: b.version,
        number: b.number,
        healthInsuranceId: w.insurers.valued,
        date: '2025-03-10',
        value: '1.00',
        ...extra,
      });
    expectRefused(await update({ number: a.number }), 400, m.validation.numberExists);
    expectRefused(await update({ healthInsuranceId: w.insurers.sendsGuides }), 400, m.validation.eventPayer);
    expect((await w.outsider.put(`/api/invoices/${b.id}`, { ...body(), version: b.version })).statusCode).toBe(404);
  });
});

describe('events of an invoice', () => {
  it('adds and removes events; the events point at the invoice', async () => {
    const invoice = await create();
    const e1 = await batchEvent(w);
    const e2 = await batchEvent(w);
    const added = await w.biller.post(`/api/invoices/${invoice.id}/events`, { eventIds: [e1.id, e2.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().eventCount).toBe(2);
    const v1 = (await eventRowOf(w, e1.id)).version;
    // Adding again changes nothing.
    await w.biller.post(`/api/invoices/${invoice.id}/events`, { eventIds: [e1.id] });
    expect((await eventRowOf(w, e1.id)).invoicesIds).toEqual([invoice.id]);
    expect((await eventRowOf(w, e1.id)).version).toBe(v1);
    const removed = await w.biller.post(`/api/invoices/${invoice.id}/events/remove`, { eventIds: [e1.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().events.map((x: { id: string }) => x.id)).toEqual([e2.id]);
    expect((await eventRowOf(w, e1.id)).invoicesIds).toEqual([]);
    expectRefused(
      await w.biller.post(`/api/invoices/${invoice.id}/events`, { eventIds: [] }),
      400,
      messages.validation.required,
    );
    expectRefused(
      await w.biller.post(`/api/invoices/${invoice.id}/events`, { eventIds: ['00000000-0000-4000-8000-000000000000'] }),
      404,
      messages.screens.events.errors.notFound,
    );
    expect((await w.outsider.post(`/api/invoices/${invoice.id}/events`, { eventIds: [e1.id] })).statusCode).toBe(404);
  });
});

describe('GET /api/invoices', () => {
  it('lists with filters, including the invoices of one event ("show invoice")', async () => {
    const e = await batchEvent(w);
    const mine = await create({ eventIds: [e.id], description: 'Nota Procurável', date: '2024-12-31' });
    const list = async (q: string) => {
      const res = await w.biller.get(`/api/invoices?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { id: string }[]; total: number };
    };
    expect((await list(`eventId=${e.id}`)).items.map((i) => i.id)).toEqual([mine.id]);
    expect((await list('search=Procur%C3%A1vel')).items.map((i) => i.id)).toEqual([mine.id]);
    expect((await list('dateFrom=2024-12-01&dateTo=2024-12-31')).items.map((i) => i.id)).toEqual([mine.id]);
    expect((await list(`healthInsuranceId=${w.insurers.sendsGuides}`)).items).toEqual([]);
    expect((await list('pageSize=1')).items).toHaveLength(1);
    expect((await w.biller.get('/api/invoices?dateFrom=ontem')).statusCode).toBe(400);
    expect((await w.outsider.get('/api/invoices')).json().items).toEqual([]);
    const got = await w.biller.get(`/api/invoices/${mine.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().events[0]).toMatchObject({ id: e.id, totalProduced: '300.00' });
    expectRefused(await w.outsider.get(`/api/invoices/${mine.id}`), 404, m.errors.notFound);
  });
});

describe('DELETE /api/invoices/:id', () => {
  it('cancels the invoice; its events stop pointing at it; the number is free again', async () => {
    const e = await batchEvent(w);
    const invoice = await create({ eventIds: [e.id] });
    expect((await w.outsider.request('DELETE', `/api/invoices/${invoice.id}`)).statusCode).toBe(404);
    const res = await w.biller.request('DELETE', `/api/invoices/${invoice.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await w.t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ active: false });
    expect(row!.deletedAt).not.toBeNull();
    expect((await eventRowOf(w, e.id)).invoicesIds).toEqual([]);
    expect((await w.biller.get(`/api/invoices/${invoice.id}`)).statusCode).toBe(404);
    await create({ number: invoice.number });
  });
});

describe.runIf(process.env.HONORA_TEST_ENGINE === 'postgres')('races on PostgreSQL', () => {
  it('two invoices with the same number: one is refused', async () => {
    const same = body();
    const answers = await Promise.all([w.biller.post('/api/invoices', same), w.manager.post('/api/invoices', same)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expectRefused(
      answers.find((a) => a.statusCode === 400)!,
      400,
      m.validation.numberExists,
    );
  });
});
