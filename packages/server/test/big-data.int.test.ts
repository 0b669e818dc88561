import { messages, type BigDataResponse } from '@honora/contract';
import { adminUsers, hospitals, systemActor, users, withActor } from '@honora/db';
import { createUser, makeSuperAdmin } from '@honora/db/testing';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertEvent, type EventRow } from './event-rows';
import { createEventsWorld, type EventsWorld } from './events-world';
import { TestClient } from './helpers';
import { signedIn } from './negotiations-world';

/**
 * GET /api/big-data and the summaries' check and fix (decision 037) against a world whose
 * figures are computed by hand:
 *
 *      insurer  hospital doctor dt          status        prod  rec  glos  proc  appeal
 *  E1  Unimed   H1       A      2024-11-10  WaitPayment   1000    0     0  1000     0
 *  E2  Unimed   H1       B      2025-01-20  PartialCuted   500  300   200     0    50
 *  E3  Bradesco H2       A      2025-02-05  WaitRecourse   800  400   100   300     0
 *  E4  Bradesco —        B      (no date)   AwaitingCheck  200    0     0   200     0
 *
 * plus a removed event, one of the filial (444) and one of another company (555).
 */

const e = messages.screens.events.production;
const PASSWORD = 'senha-forte-1';

let w: EventsWorld;
let admin: TestClient;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let h1: string;
let h2: string;
let doctorB: string;

function ok(res: LightMyRequestResponse): BigDataResponse {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BigDataResponse;
}

function refused(res: LightMyRequestResponse, status: number, message: string, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { message: string; fields?: { path: string; message: string }[] };
  expect(body.message).toBe(message);
  if (field) expect(body.fields?.[0]?.path).toBe(field);
}

const figures = (count: number, produced: string, received: string, glosado: string, inProcessing: string) => ({
  count,
  totalProduced: produced,
  totalReceived: received,
  totalGlosado: glosado,
  totalInProcessing: inProcessing,
});

const money = (produced: string, received: string, glosado: string, inProcessing: string, byAppeal = '0') => ({
  totalProduced: produced,
  totalReceived: received,
  totalGlosado: glosado,
  totalInProcessing: inProcessing,
  totalReceivedByAppeal: byAppeal,
});

async function hospital(name: string): Promise<string> {
  const [row] = await withActor(w.t.database.db, systemActor, (tx) =>
    tx.insert(hospitals).values({ companyId: w.matrizId, name }).returning({ id: hospitals.id }),
  );
  return row!.id;
}

async function seed() {
  const db = w.t.database.db;
  const matriz = (row: Omit<EventRow, 'companyId'>) => insertEvent(db, { companyId: w.matrizId, ...row });
  const u = { healthInsuranceId: w.insurers.valued };
  const b = { healthInsuranceId: w.insurers.sendsGuides };
  const a = { anesthetistId: w.anesthetistId };
  await matriz({
    ...u,
    ...a,
    hospitalId: h1,
    dtProcedure: '2024-11-10',
    status: 'WaitPayment',
    ...money('1000', '0', '0', '1000'),
  });
  await matriz({
    ...u,
    anesthetistId: doctorB,
    hospitalId: h1,
    dtProcedure: '2025-01-20',
    status: 'PartialCuted',
    ...money('500', '300', '200', '0', '50'),
  });
  await matriz({
    ...b,
    ...a,
    hospitalId: h2,
    dtProcedure: '2025-02-05',
    status: 'WaitRecourse',
    ...money('800', '400', '100', '300'),
  });
  await matriz({ ...b, anesthetistId: doctorB, status: 'AwaitingCheck', ...money('200', '0', '0', '200') });
  await matriz({ ...u, ...a, active: false, dtProcedure: '2025-01-11', ...money('9999', '0', '0', '9999') });
  await insertEvent(db, {
    companyId: w.filialId,
    ...u,
    ...a,
    dtProcedure: '2025-01-15',
    ...money('444', '0', '0', '444'),
  });
  await insertEvent(db, {
    companyId: w.otherId,
    healthInsuranceId: w.insurers.other,
    dtProcedure: '2025-01-15',
    ...money('555', '0', '0', '555'),
  });
}

beforeAll(async () => {
  w = await createEventsWorld();
  const db = w.t.database.db;
  admin = await signedIn(w.t, 'admin@cooperativa-painel.dev', w.matrizId, 'a');
  h1 = await hospital('Hospital Central');
  h2 = await hospital('Hospital Norte');
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'gestor@eventos.dev'));
  doctorB = manager!.id;
  await seed();
  const user = async (email: string) =>
    createUser(db, { email, name: `Nome ${email}`, passwordHash: await hashPassword(PASSWORD) });
  await makeSuperAdmin(db, (await user('super@resumos.dev')).id);
  const plain = await user('admin@resumos.dev');
  await withActor(db, systemActor, (tx) => tx.insert(adminUsers).values({ userId: plain.id, rules: { sup: true } }));
  superAdmin = new TestClient(w.t.app);
  expect((await superAdmin.login('super@resumos.dev', PASSWORD)).statusCode).toBe(200);
  plainAdmin = new TestClient(w.t.app);
  expect((await plainAdmin.login('admin@resumos.dev', PASSWORD)).statusCode).toBe(200);
}, 120_000);
afterAll(() => w.t.close());

describe('GET /api/big-data: the figures', () => {
  it('adds up the whole history by month, year, insurer, hospital, doctor, status and glosa', async () => {
    const d = ok(await w.manager.get('/api/big-data'));
    expect(d).toMatchObject({ companyIds: [w.matrizId], showsValues: true, undatedCount: 1 });
    expect(d.months).toEqual([
      { month: '2024-11', ...figures(1, '1000.00', '0.00', '0.00', '1000.00') },
      { month: '2025-01', ...figures(1, '500.00', '300.00', '200.00', '0.00') },
      { month: '2025-02', ...figures(1, '800.00', '400.00', '100.00', '300.00') },
    ]);
    expect(d.years).toEqual([
      { year: '2024', ...figures(1, '1000.00', '0.00', '0.00', '1000.00') },
      { year: '2025', ...figures(2, '1300.00', '700.00', '300.00', '300.00') },
    ]);
    expect(d.insurers).toEqual([
      {
        id: w.insurers.valued,
        name: 'Unimed Eventos',
        isOthers: false,
        ...figures(2, '1500.00', '300.00', '200.00', '1000.00'),
      },
      {
        id: w.insurers.sendsGuides,
        name: 'Bradesco Eventos',
        isOthers: false,
        ...figures(2, '1000.00', '400.00', '100.00', '500.00'),
      },
    ]);
    expect(d.hospitals.map((h) => [h.name, h.count, h.totalProduced])).toEqual([
      ['Hospital Central', 2, '1500.00'],
      ['Hospital Norte', 1, '800.00'],
      [null, 1, '200.00'],
    ]);
    expect(d.doctors.map((h) => [h.id, h.count, h.totalProduced])).toEqual([
      [w.anesthetistId, 2, '1800.00'],
      [doctorB, 2, '700.00'],
    ]);
    expect(d.statuses.map((s) => [s.status, s.count])).toEqual([
      ['AwaitingCheck', 1],
      ['WaitPayment', 1],
      ['WaitRecourse', 1],
      ['PartialCuted', 1],
    ]);
    expect(d.glosa[0]).toMatchObject({
      name: 'Unimed Eventos',
      totalGlosado: '200.00',
      totalReceivedByAppeal: '50.00',
      glosaRate: 0.1333,
      recoveryRate: 0.25,
    });
  });

  it('narrows to the months asked, leaving the undated events out', async () => {
    const d = ok(await w.manager.get('/api/big-data?from=2025-01&until=2025-02'));
    expect(d.undatedCount).toBe(0);
    expect(d.months.map((m) => m.month)).toEqual(['2025-01', '2025-02']);
    expect(d.insurers.map((i) => [i.name, i.count, i.totalProduced])).toEqual([
      ['Bradesco Eventos', 1, '800.00'],
      ['Unimed Eventos', 1, '500.00'],
    ]);
  });

  it('follows the event writes at once, and reads a filial for the matriz administrator', async () => {
    const before = ok(await w.manager.get('/api/big-data')).years.find((y) => y.year === '2026');
    expect(before).toBeUndefined();
    const id = await insertEvent(w.t.database.db, {
      companyId: w.matrizId,
      dtProcedure: '2026-01-02',
      status: 'WaitPayment',
      ...money('10', '0', '0', '10'),
    });
    expect(ok(await w.manager.get('/api/big-data')).years.find((y) => y.year === '2026')).toMatchObject({
      count: 1,
      totalProduced: '10.00',
    });
    await w.t.database.db.execute(sql`delete from events where id = ${id}`);
    expect(ok(await w.manager.get('/api/big-data')).years.map((y) => y.year)).toEqual(['2024', '2025']);
    const filial = ok(await admin.get(`/api/big-data?companyId=${w.filialId}`));
    expect(filial.months).toEqual([{ month: '2025-01', ...figures(1, '444.00', '0.00', '0.00', '444.00') }]);
  });
});

describe('GET /api/big-data: who sees what, and bad input', () => {
  it('gives counts without values to a user who may not see them', async () => {
    const d = ok(await w.biller.get('/api/big-data'));
    expect(d.showsValues).toBe(false);
    expect(JSON.stringify(d)).not.toMatch(/"total[A-Z]|Rate"/);
    expect(d.years.map((y) => [y.year, y.count])).toEqual([
      ['2024', 1],
      ['2025', 2],
    ]);
  });

  it('sends the member who sees only his own events to the dashboard, and refuses residents', async () => {
    refused(await w.anesthetist.get('/api/big-data'), 403, e.companyWideOnly);
    refused(await w.resident.get('/api/big-data'), 403, e.residentDenied);
  });

  it('refuses an end before the start, another company, and values of the wrong type in pt-BR', async () => {
    refused(await w.manager.get('/api/big-data?from=2025-03&until=2025-02'), 400, e.untilBeforeFrom, 'until');
    refused(await w.manager.get(`/api/big-data?companyId=${w.otherId}`), 403, e.companyNotVisible);
    for (const query of ['from=2025-13', 'until=2025-02-01', 'companyId=1', 'from=%00']) {
      const res = await w.manager.get(`/api/big-data?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).not.toMatch(/Invalid|expected/);
    }
    expect((await w.anonymous.get('/api/big-data')).statusCode).toBe(401);
  });

  it('keeps what another company sees free of the matriz', async () => {
    const d = ok(await w.outsider.get('/api/big-data'));
    expect(d.insurers.map((i) => i.name)).toEqual(['Convênio da Outra']);
    expect(JSON.stringify(d)).not.toContain('Unimed');
  });
});

describe('the summaries check and fix (super administrators)', () => {
  it('finds a summary changed behind the triggers, names the company, and sets it right', async () => {
    expect((await superAdmin.get('/api/admin/production-summaries/check')).json()).toEqual({ items: [], total: 0 });
    await w.t.database.db.execute(
      sql`insert into production_deltas (company_id, month, kind, key, count, produced, received, glosado, in_processing, by_appeal)
        values (${w.matrizId}, '2025-01-01', 'status', 'PartialCuted', 1, 7, 0, 0, 0, 0)`,
    );
    const check = (await superAdmin.get(`/api/admin/production-summaries/check?companyId=${w.matrizId}`)).json() as {
      items: Record<string, unknown>[];
      total: number;
    };
    expect(check.total).toBe(1);
    expect(check.items[0]).toMatchObject({
      companyId: w.matrizId,
      month: '2025-01',
      kind: 'status',
      key: 'PartialCuted',
      keyName: null,
      count: 1,
      storedCount: 2,
      totalProduced: '500.00',
      storedProduced: '507.00',
    });
    expect(ok(await w.manager.get('/api/big-data?from=2025-01&until=2025-01')).months[0]?.count).toBe(2);
    const fix = await superAdmin.post('/api/admin/production-summaries/fix', { companyId: w.matrizId });
    expect(fix.statusCode, fix.body).toBe(200);
    expect(fix.json()).toEqual({ fixed: 1 });
    expect((await superAdmin.get('/api/admin/production-summaries/check')).json()).toEqual({ items: [], total: 0 });
    expect(ok(await w.manager.get('/api/big-data?from=2025-01&until=2025-01')).months[0]?.count).toBe(1);
  });

  it('names the insurer of a drift, and takes a key that is no id without failing', async () => {
    const delta = (kind: string, key: string) =>
      w.t.database.db.execute(
        sql`insert into production_deltas (company_id, month, kind, key, count, produced, received, glosado, in_processing, by_appeal)
          values (${w.matrizId}, '2025-01-01', ${kind}, ${key}, 0, 3, 0, 0, 0, 0)`,
      );
    await delta('insurer', w.insurers.valued);
    await delta('doctor', 'não-é-id');
    const check = (await superAdmin.get('/api/admin/production-summaries/check')).json() as {
      items: { kind: string; key: string; keyName: string | null }[];
    };
    expect(check.items.map((item) => [item.kind, item.keyName])).toEqual([
      ['doctor', null],
      ['insurer', 'Unimed Eventos'],
    ]);
    expect((await superAdmin.post('/api/admin/production-summaries/fix', {})).json()).toEqual({ fixed: 2 });
    expect((await superAdmin.get('/api/admin/production-summaries/check')).json()).toEqual({ items: [], total: 0 });
  });

  it('refuses other administrators, client sessions, unknown companies and wrong types', async () => {
    expect((await plainAdmin.get('/api/admin/production-summaries/check')).statusCode).toBe(403);
    expect((await plainAdmin.post('/api/admin/production-summaries/fix', {})).statusCode).toBe(403);
    expect((await w.manager.get('/api/admin/production-summaries/check')).statusCode).toBe(401);
    refused(
      await superAdmin.post('/api/admin/production-summaries/fix', { companyId: crypto.randomUUID() }),
      400,
      e.companyNotFound,
      'companyId',
    );
    for (const body of [{ companyId: 5 }, { companyId: 'x' }, []]) {
      const res = await superAdmin.post('/api/admin/production-summaries/fix', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).not.toMatch(/Invalid|expected/);
    }
  });
});
