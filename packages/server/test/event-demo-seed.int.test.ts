import { companies, DEMO_PASSWORD, eventProcedures, events, seedDemo } from '@honora/db';
import { addDays, brazilDate, EVENT_STATUS_GROUPS } from '@honora/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
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

const liveRows = (eventId: string) =>
  t.database.db
    .select()
    .from(eventProcedures)
    .where(and(eq(eventProcedures.eventId, eventId), isNull(eventProcedures.deletedAt)))
    .orderBy(asc(eventProcedures.order));

describe('demo events', () => {
  it('spreads about forty events of the demo anesthetist over the last three months, in every list', async () => {
    const all = await t.database.db.select().from(events);
    expect(all.length).toBeGreaterThanOrEqual(40);
    const today = brazilDate(new Date());
    for (const event of all) {
      expect(event.dtProcedure! >= addDays(today, -92) && event.dtProcedure! <= today).toBe(true);
      expect(event.anesthetistId).toBeTruthy();
    }
    const statuses = new Set(all.map((e) => e.status));
    for (const status of ['AwaitingCheck', 'Pending', 'WaitSendGuia', 'WaitPayment', 'WaitRecourse', 'Received']) {
      expect(statuses).toContain(status);
    }
    expect(
      all.filter((e) => (EVENT_STATUS_GROUPS.notReady as readonly string[]).includes(e.status)).length,
    ).toBeGreaterThan(1);
    const guides = all.map((e) => `${e.healthInsuranceId}/${e.numGuide}`);
    expect(new Set(guides).size).toBe(guides.length);
    const pending = await biller.get(`/api/events/${all.find((e) => e.status === 'Pending')!.id}`);
    expect(pending.json().observations[0]).toMatchObject({ type: 'Pending' });
  });

  it('were priced as the server prices them: saving each open one again changes no value', async () => {
    const open = await t.database.db
      .select()
      .from(events)
      .where(inArray(events.status, ['AwaitingCheck', 'Pending', 'WaitSendGuia', 'WaitPayment']));
    expect(open.length).toBeGreaterThan(10);
    for (const event of open) {
      const before = await liveRows(event.id);
      const view = (await biller.get(`/api/events/${event.id}`)).json();
      const res = await biller.put(`/api/events/${event.id}`, {
        version: view.version,
        type: view.type,
        dtProcedure: view.dtProcedure,
        healthInsuranceId: view.healthInsuranceId,
        healthInsuranceWallet: view.healthInsuranceWallet,
        hospitalId: view.hospitalId,
        patientId: view.patientId,
        surgeonId: view.surgeonId,
        anesthetistId: view.anesthetistId,
        residentId: view.residentId,
        numGuide: view.numGuide,
        accommodation: view.accommodation,
        isEmergency: view.isEmergency,
        anesthesiaStart: view.anesthesiaStart,
        anesthesiaEnd: view.anesthesiaEnd,
        guideData: view.guideData,
        procedures: view.procedures.map((p: Record<string, unknown>) => ({
          rowId: p.rowId,
          idProc: p.idProc,
          order: p.order,
          proportion: p.proportion,
        })),
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await liveRows(event.id);
      const priced = (rows: typeof before) =>
        rows.map(({ id, value, valueOriginal, valueBase, steps, revenueTeam, name, type }) => ({
          id,
          value,
          valueOriginal,
          valueBase,
          steps,
          revenueTeam,
          name,
          type,
        }));
      expect(priced(after)).toEqual(priced(before));
      expect(res.json().values.totalProduced).toBe(event.totalProduced);
      expect(res.json().actors).toEqual(event.actors);
    }
  });
});
