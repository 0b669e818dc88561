import { negotiationTermsSchema } from '@honora/contract';
import { healthInsurers, negotiations, systemActor, withActor } from '@honora/db';
import { createUser, makeSuperAdmin } from '@honora/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertEvent } from './event-rows';
import { createEventsWorld, TABLE_CODES, type EventsWorld } from './events-world';
import { TestClient } from './helpers';

let w: EventsWorld;
let superAdmin: TestClient;
const ids: Record<string, string> = {};
let removedInsurer: string;
let customInsurer: string;

type Item = Record<string, unknown> & { eventId: string; problem: string };

async function adminGet(url: string) {
  const res = await superAdmin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; total: number };
}

beforeAll(async () => {
  w = await createEventsWorld();
  const db = w.t.database.db;
  const user = await createUser(db, {
    email: 'super@eventos.dev',
    name: 'Super Eventos',
    passwordHash: await hashPassword('senha-forte-1'),
  });
  await makeSuperAdmin(db, user.id);
  superAdmin = new TestClient(w.t.app);
  expect((await superAdmin.login('super@eventos.dev', 'senha-forte-1')).statusCode).toBe(200);

  ({ removedInsurer, customInsurer } = await withActor(db, systemActor, async (tx) => {
    const [removed] = await tx
      .insert(healthInsurers)
      .values({ companyId: w.matrizId, name: 'Convênio Excluído' })
      .returning({ id: healthInsurers.id });
    await tx.update(healthInsurers).set({ deletedAt: new Date() }).where(eq(healthInsurers.id, removed!.id));
    // A negotiation in force only in 2024, with its own procedure 99000001 and no CBHPM table.
    const [custom] = await tx
      .insert(healthInsurers)
      .values({ companyId: w.matrizId, name: 'Convênio Tabela Própria' })
      .returning({ id: healthInsurers.id });
    await tx.insert(negotiations).values({
      companyId: w.matrizId,
      healthInsurerId: custom!.id,
      name: 'Própria 2024',
      startsOn: '2024-01-01',
      endsOn: '2024-12-31',
      useCbhpm: false,
      terms: negotiationTermsSchema.parse({
        customsProcedures: [{ code: '99000001', description: 'Bloqueio', value: '150.00' }],
      }),
    });
    return { removedInsurer: removed!.id, customInsurer: custom!.id };
  }));

  const valued = { companyId: w.matrizId, healthInsuranceId: w.insurers.valued };
  const ok = (value: string) => ({ idProc: TABLE_CODES[0], value, valueOriginal: value });
  ids.good = await insertEvent(
    db,
    { ...valued, status: 'WaitPayment', dtProcedure: '2025-05-01', numGuide: 'G1', totalProduced: '100.00' },
    [ok('60.00'), ok('40.00'), { ...ok('5.00'), deletedAt: new Date() }],
  );
  ids.mismatch = await insertEvent(
    db,
    { ...valued, status: 'WaitPayment', dtProcedure: '2025-05-02', numGuide: 'G2', totalProduced: '150.00' },
    [ok('60.00'), ok('40.00')],
  );
  ids.empty = await insertEvent(db, { ...valued, status: 'AwaitingCheck', dtProcedure: '2025-05-03', numGuide: 'G3' });
  ids.protocol = await insertEvent(db, {
    ...valued,
    status: 'ProtocolCreated',
    dtProcedure: '2025-05-03',
    numGuide: 'G3b',
  });
  ids.unlocked = await insertEvent(
    db,
    {
      ...valued,
      status: 'Received',
      isLocked: false,
      dtProcedure: '2025-05-04',
      numGuide: 'G4',
      totalProduced: '10.00',
    },
    [ok('10.00')],
  );
  ids.locked = await insertEvent(
    db,
    {
      ...valued,
      status: 'Received',
      isLocked: true,
      dtProcedure: '2025-05-04',
      numGuide: 'G4b',
      totalProduced: '10.00',
    },
    [ok('10.00')],
  );
  ids.noNegotiation = await insertEvent(
    db,
    {
      companyId: w.matrizId,
      healthInsuranceId: w.insurers.noNegotiation,
      status: 'WaitPayment',
      dtProcedure: '2025-05-05',
      numGuide: 'G5',
      totalProduced: '10.00',
    },
    [ok('10.00')],
  );
  ids.outOfValidity = await insertEvent(
    db,
    {
      companyId: w.matrizId,
      healthInsuranceId: customInsurer,
      status: 'WaitPayment',
      dtProcedure: '2025-02-01',
      numGuide: 'G6',
      totalProduced: '10.00',
    },
    [ok('10.00')],
  );
  ids.notValued = await insertEvent(
    db,
    {
      companyId: w.matrizId,
      healthInsuranceId: w.insurers.notValued,
      status: 'WaitPayment',
      dtProcedure: '2025-05-06',
      numGuide: 'G7',
    },
    [{ idProc: '12345678', value: '0.00', valueOriginal: '0.00' }],
  );
  ids.removedInsurer = await insertEvent(
    db,
    { companyId: w.matrizId, healthInsuranceId: removedInsurer, status: 'WaitPayment', dtProcedure: '2025-05-07' },
    [ok('0.00')],
  );
  ids.noInsurer = await insertEvent(db, { companyId: w.otherId, status: 'ProtocolCreated', dtProcedure: '2025-05-08' });
  ids.procedures = await insertEvent(
    db,
    {
      companyId: w.matrizId,
      healthInsuranceId: customInsurer,
      status: 'WaitPayment',
      dtProcedure: '2024-06-01',
      numGuide: 'P1',
      totalProduced: '450.00',
    },
    [
      { idProc: '99000001', value: '150.00', valueOriginal: '150.00' },
      { idProc: TABLE_CODES[0], value: '100.00', valueOriginal: '100.00' },
      { idProc: '99000001', value: '0.00', valueOriginal: '0.00' },
      { idProc: '99000001', value: '200.00', valueOriginal: '150.00' },
      { idProc: '99000001', value: '300.00', valueOriginal: '150.00', userCustom: true },
    ],
  );
  ids.removed = await insertEvent(
    db,
    { ...valued, active: false, status: 'Received', dtProcedure: '2025-05-09', totalProduced: '99.00' },
    [],
  );
});
afterAll(() => w.t.close());

describe('admin routes are the admin workspace only', () => {
  it.each(['/api/admin/events', '/api/admin/verify-events', '/api/admin/verify-procedures'])(
    '%s refuses client sessions and anonymous visitors',
    async (url) => {
      expect((await w.manager.get(url)).statusCode).toBe(401);
      expect((await w.outsider.get(url)).statusCode).toBe(401);
      expect((await w.anonymous.get(url)).statusCode).toBe(401);
    },
  );
});

describe('GET /api/admin/events', () => {
  it('lists every company with the list filters and totals, readiness all by default', async () => {
    const all = await adminGet('/api/admin/events');
    expect(all.total).toBe(12);
    const res = await superAdmin.get(`/api/admin/events?companyIds=${w.otherId}`);
    const other = res.json();
    expect(other.items.map((i: { id: string }) => i.id)).toEqual([ids.noInsurer]);
    expect(other.totals).toEqual({
      count: 1,
      totalProduced: '0.00',
      totalReceived: '0.00',
      totalGlosado: '0.00',
      totalLoss: '0.00',
      totalInProcessing: '0.00',
    });
    const ready = await adminGet(`/api/admin/events?readiness=ready&companyIds=${w.matrizId}&statusGroup=finished`);
    expect(ready.total).toBe(2);
    expect((await adminGet('/api/admin/events?active=false')).total).toBe(1);
  });
});

describe('GET /api/admin/verify-events', () => {
  it('finds each kind of problem on the crafted events and nothing on the sound ones', async () => {
    const answer = await adminGet('/api/admin/verify-events');
    const found = answer.items.map((i) => `${Object.entries(ids).find(([, v]) => v === i.eventId)?.[0]}:${i.problem}`);
    expect(found.sort()).toEqual(
      [
        'mismatch:totalMismatch',
        'empty:noProcedures',
        'unlocked:finishedUnlocked',
        'noNegotiation:noNegotiation',
        'outOfValidity:noNegotiation',
        'removedInsurer:insurerMissing',
        'noInsurer:insurerMissing',
        'procedures:totalMismatch',
      ].sort(),
    );
    expect(answer.total).toBe(8);
    const mismatch = answer.items.find((i) => i.eventId === ids.mismatch)!;
    expect(mismatch).toMatchObject({
      stored: '150.00',
      expected: '100.00',
      numGuide: 'G2',
      dtProcedure: '2025-05-02',
      companyName: 'Cooperativa Eventos',
      insurerName: 'Unimed Eventos',
      status: 'WaitPayment',
    });
    // Newest procedure date first.
    const dates = answer.items.map((i) => i.dtProcedure as string);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by problem, company and date, and pages', async () => {
    expect((await adminGet('/api/admin/verify-events?problem=insurerMissing')).total).toBe(2);
    expect((await adminGet(`/api/admin/verify-events?problem=insurerMissing&companyId=${w.otherId}`)).items).toEqual([
      expect.objectContaining({ eventId: ids.noInsurer, companyName: 'Outra Eventos', insurerName: null }),
    ]);
    const may = await adminGet('/api/admin/verify-events?from=2025-05-03&to=2025-05-05');
    expect(may.items.map((i) => i.problem).sort()).toEqual(['finishedUnlocked', 'noNegotiation', 'noProcedures']);
    const page1 = await adminGet('/api/admin/verify-events?pageSize=3&page=1');
    const page3 = await adminGet('/api/admin/verify-events?pageSize=3&page=3');
    const page4 = await adminGet('/api/admin/verify-events?pageSize=3&page=4');
    expect(page1.items).toHaveLength(3);
    expect(page3.items).toHaveLength(2);
    expect(page4).toEqual({ items: [], total: 8 });
  });
});

describe('GET /api/admin/verify-procedures', () => {
  it('finds codes out of the table, zero values of valued insurers and typed-over values', async () => {
    const answer = await adminGet('/api/admin/verify-procedures');
    const found = answer.items.map(
      (i) => `${Object.entries(ids).find(([, v]) => v === i.eventId)?.[0]}:${i.idProc}:${i.problem}:${i.value}`,
    );
    expect(found.sort()).toEqual(
      [
        `procedures:${TABLE_CODES[0]}:notInTable:100.00`,
        'procedures:99000001:zeroValue:0.00',
        'procedures:99000001:valueMismatch:200.00',
        `removedInsurer:${TABLE_CODES[0]}:zeroValue:0.00`,
      ].sort(),
    );
    const typed = answer.items.find((i) => i.problem === 'valueMismatch')!;
    expect(typed).toMatchObject({ valueOriginal: '150.00', numGuide: 'P1', insurerName: 'Convênio Tabela Própria' });
    expect((await adminGet('/api/admin/verify-procedures?problem=zeroValue')).total).toBe(2);
    expect((await adminGet('/api/admin/verify-procedures?from=2025-01-01')).total).toBe(1);
    expect((await adminGet(`/api/admin/verify-procedures?companyId=${w.otherId}`)).total).toBe(0);
  });
});
