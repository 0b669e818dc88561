import { companies, DEMO_PASSWORD, seedDemo } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

let t: TestApp;
let biller: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, hashPassword);
  biller = new TestClient(t.app);
  expect((await biller.login('faturista@demo.honora.dev', DEMO_PASSWORD)).statusCode).toBe(200);
  const [matriz] = await t.database.db.select().from(companies).where(eq(companies.isMatriz, true));
  expect((await biller.post('/api/auth/select-company', { companyId: matriz!.id })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('demo batch, invoice and collection', () => {
  it('one OPEN batch with two checked events of its insurer, and the next batch number after it', async () => {
    const list = await biller.get('/api/batches');
    expect(list.statusCode, list.body).toBe(200);
    const [batch] = list.json().items;
    expect(batch).toMatchObject({ code: '1', status: 'OPEN', eventCount: 2 });
    const view = (await biller.get(`/api/batches/${batch.id}`)).json();
    expect(view.events.map((e: { status: string }) => e.status)).toEqual(['WaitSendGuia', 'WaitSendGuia']);
    expect(view.actions).toMatchObject({ close: true, sendGuides: true, generateXml: true });
    const created = await biller.post('/api/batches', {
      companyId: batch.companyId,
      healthInsuranceId: batch.healthInsuranceId,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().code).toBe('2');
  });

  it('one invoice covering a WaitPayment event of its payer', async () => {
    const list = await biller.get('/api/invoices');
    expect(list.statusCode, list.body).toBe(200);
    const [invoice] = list.json().items;
    expect(invoice).toMatchObject({ number: 'NF-0001', eventCount: 1 });
    const view = (await biller.get(`/api/invoices/${invoice.id}`)).json();
    expect(view.events[0].status).toBe('WaitPayment');
    const shown = await biller.get(`/api/invoices?eventId=${view.events[0].id}`);
    expect(shown.json().items.map((i: { id: string }) => i.id)).toEqual([invoice.id]);
  });

  it('one collection (code 1) charging the invoiced event, nothing paid; the next collection is number 2', async () => {
    const [collection] = (await biller.get('/api/collections')).json().items;
    expect(collection).toMatchObject({ code: 1, status: 'OPEN', eventCount: 1, valuePaid: '0.00' });
    expect(collection.valueOpen).toBe(collection.valueCharged);
    const [invoice] = (await biller.get('/api/invoices')).json().items;
    const eventId = (await biller.get(`/api/invoices/${invoice.id}`)).json().events[0].id;
    const events = (await biller.get(`/api/collections/${collection.id}/events`)).json().items;
    expect(events.map((e: { eventId: string }) => e.eventId)).toEqual([eventId]);
    // Cancelled, its event is charged again: the next code is 2.
    expect((await biller.request('DELETE', `/api/collections/${collection.id}`)).statusCode).toBe(200);
    const created = await biller.post('/api/collections', {
      healthInsuranceId: collection.healthInsuranceId,
      date: collection.date,
      eventIds: [eventId],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().collection.code).toBe(2);
  });
});
