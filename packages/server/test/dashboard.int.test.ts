import { messages, type DashboardResponse } from '@honora/contract';
import { batches, hospitals, systemActor, users, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsWorld, type EventsWorld } from './events-world';
import { insertEvent, type EventRow } from './event-rows';
import type { TestClient } from './helpers';
import { signedIn } from './negotiations-world';

/**
 * GET /api/dashboard (decision 033) against a small world whose every figure is computed by
 * hand below: six active events of the matriz in 2025 (two insurers, two hospitals and one
 * event without, two doctors, batches sent and not), plus a removed event, one before the
 * period, one of the filial and one of another company, none of which may count.
 *
 *      insurer  hospital doctor dt          status        batch (days)   prod  rec  glos  proc  appeal
 *  E1  Unimed   H1       A      2025-01-10  WaitPayment   CLOSED (10)    1000    0     0  1000     0
 *  E2  Unimed   H1       B      2025-01-20  PartialCuted  ACCEPTED (100)  500  300   200     0    50
 *  E3  Bradesco H2       A      2025-02-05  WaitRecourse  CLOSED (45)     800  400   100   300     0
 *  E4  Bradesco —        B      2025-02-15  AwaitingCheck —               200    0     0   200     0
 *  E5  Unimed   H2       A      2025-03-01  WaitSendGuia  OPEN (5)        150    0     0   150     0
 *  E6  Unimed   H1       A      2025-03-03  WaitPayment   CLOSED (95)      70    0     0    70     0
 */

const e = messages.screens.events.production;
const YEAR = '/api/dashboard?from=2025-01-01&until=2025-12-31';

let w: EventsWorld;
let admin: TestClient;
let unimed: string;
let bradesco: string;
let h1: string;
let h2: string;
let doctorA: string;
let doctorB: string;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

function ok(res: LightMyRequestResponse): DashboardResponse {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardResponse;
}

function refused(res: LightMyRequestResponse, status: number, message: string, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { message: string; fields?: { path: string; message: string }[] };
  expect(body.message).toBe(message);
  if (field) expect(body.fields?.[0]?.path).toBe(field);
}

async function batch(status: 'OPEN' | 'CLOSED' | 'ACCEPTED', insurer: string, code: string): Promise<string> {
  const [row] = await withActor(w.t.database.db, systemActor, (tx) =>
    tx
      .insert(batches)
      .values({ companyId: w.matrizId, code, status, healthInsuranceId: insurer, type: 'Honorario' })
      .returning({ id: batches.id }),
  );
  return row!.id;
}

async function hospital(name: string): Promise<string> {
  const [row] = await withActor(w.t.database.db, systemActor, (tx) =>
    tx.insert(hospitals).values({ companyId: w.matrizId, name }).returning({ id: hospitals.id }),
  );
  return row!.id;
}

const money = (produced: string, received: string, glosado: string, inProcessing: string, byAppeal = '0') => ({
  totalProduced: produced,
  totalReceived: received,
  totalGlosado: glosado,
  totalInProcessing: inProcessing,
  totalReceivedByAppeal: byAppeal,
});

async function seed() {
  const db = w.t.database.db;
  const inBatch = (id: string, days: number) => ({ batchesIds: [id], addedToBatchAt: daysAgo(days) });
  const at = (companyId: string, row: Omit<EventRow, 'companyId'>) => insertEvent(db, { companyId, ...row });
  const matriz = (row: Omit<EventRow, 'companyId'>) => at(w.matrizId, row);
  const [closedU, acceptedU, closedB, openU] = [
    await batch('CLOSED', unimed, 'L-1'),
    await batch('ACCEPTED', unimed, 'L-2'),
    await batch('CLOSED', bradesco, 'L-3'),
    await batch('OPEN', unimed, 'L-4'),
  ];
  const u = { healthInsuranceId: unimed };
  const b = { healthInsuranceId: bradesco };
  await matriz({
    ...u,
    hospitalId: h1,
    anesthetistId: doctorA,
    dtProcedure: '2025-01-10',
    status: 'WaitPayment',
    ...inBatch(closedU, 10),
    ...money('1000', '0', '0', '1000'),
  });
  await matriz({
    ...u,
    hospitalId: h1,
    anesthetistId: doctorB,
    dtProcedure: '2025-01-20',
    status: 'PartialCuted',
    ...inBatch(acceptedU, 100),
    ...money('500', '300', '200', '0', '50'),
  });
  await matriz({
    ...b,
    hospitalId: h2,
    anesthetistId: doctorA,
    dtProcedure: '2025-02-05',
    status: 'WaitRecourse',
    ...inBatch(closedB, 45),
    ...money('800', '400', '100', '300'),
  });
  await matriz({
    ...b,
    anesthetistId: doctorB,
    dtProcedure: '2025-02-15',
    status: 'AwaitingCheck',
    ...money('200', '0', '0', '200'),
  });
  await matriz({
    ...u,
    hospitalId: h2,
    anesthetistId: doctorA,
    dtProcedure: '2025-03-01',
    status: 'WaitSendGuia',
    ...inBatch(openU, 5),
    ...money('150', '0', '0', '150'),
  });
  await matriz({
    ...u,
    hospitalId: h1,
    anesthetistId: doctorA,
    dtProcedure: '2025-03-03',
    status: 'WaitPayment',
    ...inBatch(closedU, 95),
    ...money('70', '0', '0', '70'),
  });
  // Never counted: removed, before the period, the filial's, another company's.
  await matriz({
    ...u,
    active: false,
    anesthetistId: doctorA,
    dtProcedure: '2025-01-11',
    ...money('9999', '0', '0', '9999'),
  });
  await matriz({ ...u, anesthetistId: doctorA, dtProcedure: '2024-12-31', ...money('333', '0', '0', '333') });
  await at(w.filialId, { ...u, anesthetistId: doctorA, dtProcedure: '2025-01-15', ...money('444', '0', '0', '444') });
  await at(w.otherId, {
    healthInsuranceId: w.insurers.other,
    dtProcedure: '2025-01-15',
    ...money('555', '0', '0', '555'),
  });
}

beforeAll(async () => {
  w = await createEventsWorld();
  admin = await signedIn(w.t, 'admin@cooperativa-painel.dev', w.matrizId, 'a');
  unimed = w.insurers.valued;
  bradesco = w.insurers.sendsGuides;
  h1 = await hospital('Hospital Central');
  h2 = await hospital('Hospital Norte');
  doctorA = w.anesthetistId;
  const [manager] = await w.t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'gestor@eventos.dev'));
  doctorB = manager!.id;
  await seed();
}, 120_000);
afterAll(() => w.t.close());

const figures = (count: number, produced: string, received: string, glosado: string, inProcessing: string) => ({
  count,
  totalProduced: produced,
  totalReceived: received,
  totalGlosado: glosado,
  totalInProcessing: inProcessing,
});

describe('GET /api/dashboard: the figures', () => {
  it('adds up the matriz year by month, insurer, hospital, doctor, status, glosa, aging and work to bill', async () => {
    const d = ok(await w.manager.get(YEAR));
    expect(d).toMatchObject({ companyIds: [w.matrizId], showsValues: true, isOwnOnly: false });
    expect(d.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.months).toEqual([
      { month: '2025-01', ...figures(2, '1500.00', '300.00', '200.00', '1000.00') },
      { month: '2025-02', ...figures(2, '1000.00', '400.00', '100.00', '500.00') },
      { month: '2025-03', ...figures(2, '220.00', '0.00', '0.00', '220.00') },
    ]);
    expect(d.insurers).toEqual([
      { id: unimed, name: 'Unimed Eventos', isOthers: false, ...figures(4, '1720.00', '300.00', '200.00', '1220.00') },
      {
        id: bradesco,
        name: 'Bradesco Eventos',
        isOthers: false,
        ...figures(2, '1000.00', '400.00', '100.00', '500.00'),
      },
    ]);
    expect(d.hospitals).toEqual([
      { id: h1, name: 'Hospital Central', isOthers: false, ...figures(3, '1570.00', '300.00', '200.00', '1070.00') },
      { id: h2, name: 'Hospital Norte', isOthers: false, ...figures(2, '950.00', '400.00', '100.00', '450.00') },
      { id: null, name: null, isOthers: false, ...figures(1, '200.00', '0.00', '0.00', '200.00') },
    ]);
    expect(d.doctors).toEqual([
      {
        id: doctorA,
        name: 'anestesista@eventos.dev',
        isOthers: false,
        ...figures(4, '2020.00', '400.00', '100.00', '1520.00'),
      },
      {
        id: doctorB,
        name: 'gestor@eventos.dev',
        isOthers: false,
        ...figures(2, '700.00', '300.00', '200.00', '200.00'),
      },
    ]);
    expect(d.statuses.map((s) => [s.status, s.count, s.totalProduced])).toEqual([
      ['AwaitingCheck', 1, '200.00'],
      ['WaitSendGuia', 1, '150.00'],
      ['WaitPayment', 2, '1070.00'],
      ['WaitRecourse', 1, '800.00'],
      ['PartialCuted', 1, '500.00'],
    ]);
    expect(d.glosa).toEqual([
      {
        id: unimed,
        name: 'Unimed Eventos',
        isOthers: false,
        count: 4,
        totalProduced: '1720.00',
        totalGlosado: '200.00',
        totalReceivedByAppeal: '50.00',
        glosaRate: 0.1163,
        recoveryRate: 0.25,
      },
      {
        id: bradesco,
        name: 'Bradesco Eventos',
        isOthers: false,
        count: 2,
        totalProduced: '1000.00',
        totalGlosado: '100.00',
        totalReceivedByAppeal: '0.00',
        glosaRate: 0.1,
        recoveryRate: 0,
      },
    ]);
    expect(d.aging).toEqual([
      { bucket: 'upTo30', count: 1, totalInProcessing: '1000.00' },
      { bucket: 'upTo60', count: 1, totalInProcessing: '300.00' },
      { bucket: 'upTo90', count: 0, totalInProcessing: '0.00' },
      { bucket: 'over90', count: 1, totalInProcessing: '70.00' },
    ]);
    expect(d.notBilled).toEqual({ count: 2, totalProduced: '350.00' });
  });

  it('narrows by insurer, hospital and doctor', async () => {
    const byInsurer = ok(await w.manager.get(`${YEAR}&healthInsuranceId=${bradesco}`));
    expect(byInsurer.insurers).toEqual([
      {
        id: bradesco,
        name: 'Bradesco Eventos',
        isOthers: false,
        ...figures(2, '1000.00', '400.00', '100.00', '500.00'),
      },
    ]);
    expect(byInsurer.aging.map((a) => a.count)).toEqual([0, 1, 0, 0]);
    const byHospital = ok(await w.manager.get(`${YEAR}&hospitalId=${h1}&anesthetistId=${doctorA}`));
    expect(byHospital.months).toEqual([
      { month: '2025-01', ...figures(1, '1000.00', '0.00', '0.00', '1000.00') },
      { month: '2025-03', ...figures(1, '70.00', '0.00', '0.00', '70.00') },
    ]);
  });

  it('reads a filial for the matriz administrator, and only the selected company by default', async () => {
    const filial = ok(await admin.get(`${YEAR}&companyId=${w.filialId}`));
    expect(filial.companyIds).toEqual([w.filialId]);
    expect(filial.months).toEqual([{ month: '2025-01', ...figures(1, '444.00', '0.00', '0.00', '444.00') }]);
    expect(ok(await admin.get(YEAR)).months.map((m) => m.count)).toEqual([2, 2, 2]);
  });
});

describe('GET /api/dashboard: who sees what', () => {
  it('gives a user without the dashboard readValues counts only, never zeros for money', async () => {
    const d = ok(await w.biller.get(YEAR));
    expect(d.showsValues).toBe(false);
    expect(JSON.stringify(d)).not.toMatch(/"total[A-Z]|Rate"/);
    expect(d.insurers.map((i) => [i.name, i.count])).toEqual([
      ['Unimed Eventos', 4],
      ['Bradesco Eventos', 2],
    ]);
    expect(d.notBilled).toEqual({ count: 2 });
  });

  it('gives an anesthetist with the own events permission only the events they take part in, without values', async () => {
    const d = ok(await w.anesthetist.get(YEAR));
    expect(d).toMatchObject({ isOwnOnly: true, showsValues: false });
    expect(d.doctors).toEqual([{ id: doctorA, name: 'anestesista@eventos.dev', isOthers: false, count: 4 }]);
  });

  it('refuses residents: production is denied to them', async () => {
    refused(await w.resident.get(YEAR), 403, e.residentDenied);
  });
});

describe('GET /api/dashboard: bad input', () => {
  it('refuses an end before the start, naming the field', async () => {
    refused(await w.manager.get('/api/dashboard?from=2025-03-01&until=2025-02-28'), 400, e.untilBeforeFrom, 'until');
  });

  it('refuses an insurer or hospital it cannot read, without telling whose it is', async () => {
    refused(
      await w.manager.get(`${YEAR}&healthInsuranceId=${w.insurers.other}`),
      400,
      e.insurerNotFound,
      'healthInsuranceId',
    );
    refused(await w.manager.get(`${YEAR}&hospitalId=${crypto.randomUUID()}`), 400, e.hospitalNotFound, 'hospitalId');
    refused(await w.outsider.get(`${YEAR}&healthInsuranceId=${unimed}`), 400, e.insurerNotFound, 'healthInsuranceId');
  });

  it('refuses another company and values of the wrong type', async () => {
    refused(await w.manager.get(`${YEAR}&companyId=${w.otherId}`), 403, e.companyNotVisible);
    for (const query of ['from=2025-13-40', 'until=ontem', 'healthInsuranceId=abc', 'companyId=1']) {
      expect((await w.manager.get(`/api/dashboard?${query}`)).statusCode, query).toBe(400);
    }
    expect((await w.anonymous.get(YEAR)).statusCode).toBe(401);
  });

  it('keeps what another company sees free of the matriz', async () => {
    const d = ok(await w.outsider.get(YEAR));
    expect(d.insurers.map((i) => i.name)).toEqual(['Convênio da Outra']);
    expect(JSON.stringify(d)).not.toContain('Unimed');
  });
});
