import type { TransactionMismatch } from '@honora/contract';
import {
  adminUsers,
  companies,
  eventProcedures,
  events,
  eventsAutoFixLog,
  systemActor,
  transactions,
  withActor,
} from '@honora/db';
import { createCompany, createUser, makeSuperAdmin } from '@honora/db/testing';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { recomputeEventTotals } from '../src/modules/money/ledger.service';
import { insertEvent } from './event-rows';
import { createEventsWorld, TABLE_CODES, type EventsWorld } from './events-world';
import { TestClient } from './helpers';

const PASSWORD = 'senha-forte-1';
let w: EventsWorld;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let removedCompanyId: string;
/** The fixture's events by name, and E1's procedure rows. */
const ids: Record<string, string> = {};
let e1Rows: string[] = [];

async function rowsOf(eventId: string): Promise<string[]> {
  const rows = await w.t.database.db
    .select({ id: eventProcedures.id })
    .from(eventProcedures)
    .where(eq(eventProcedures.eventId, eventId))
    .orderBy(asc(eventProcedures.order));
  return rows.map((r) => r.id);
}

type Entry = Pick<typeof transactions.$inferInsert, 'action' | 'value'> &
  Partial<Pick<typeof transactions.$inferInsert, 'type' | 'procedureRowId'>>;

/** Entries written straight into the ledger, then the event's totals computed from them (as every money write does). */
async function withEntries(eventId: string, companyId: string, entries: Entry[]): Promise<void> {
  await withActor(w.t.database.db, systemActor, async (tx) => {
    if (entries.length === 0) return recomputeEventTotals(tx, [eventId]);
    await tx.insert(transactions).values(
      entries.map((e) => ({
        eventId,
        companyId,
        date: '2025-05-10',
        userId: 'u-faturista',
        userName: 'Faturista',
        ...e,
      })),
    );
    await recomputeEventTotals(tx, [eventId]);
  });
}

/** Changes stored values behind the ledger's back (what CheckTransactions exists to find). */
async function corrupt(eventId: string, values: Partial<typeof events.$inferInsert>): Promise<void> {
  await withActor(w.t.database.db, systemActor, (tx) => tx.update(events).set(values).where(eq(events.id, eventId)));
}

async function stored(eventId: string) {
  const [row] = await w.t.database.db
    .select({ totalReceived: events.totalReceived, version: events.version })
    .from(events)
    .where(eq(events.id, eventId));
  return row!;
}

async function mismatches(query = ''): Promise<{ items: TransactionMismatch[]; scanned: number }> {
  const res = await superAdmin.get(`/api/admin/check-transactions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const byName = (items: TransactionMismatch[]) =>
  Object.fromEntries(items.map((i) => [Object.entries(ids).find(([, id]) => id === i.eventId)?.[0] ?? i.eventId, i]));

beforeAll(async () => {
  w = await createEventsWorld();
  const db = w.t.database.db;
  const user = async (email: string) =>
    createUser(db, { email, name: `Nome ${email}`, passwordHash: await hashPassword(PASSWORD) });
  await makeSuperAdmin(db, (await user('super@verifica.dev')).id);
  const plain = await user('admin@verifica.dev');
  await withActor(db, systemActor, (tx) => tx.insert(adminUsers).values({ userId: plain.id, rules: { sup: true } }));
  superAdmin = new TestClient(w.t.app);
  expect((await superAdmin.login('super@verifica.dev', PASSWORD)).statusCode).toBe(200);
  plainAdmin = new TestClient(w.t.app);
  expect((await plainAdmin.login('admin@verifica.dev', PASSWORD)).statusCode).toBe(200);

  const valued = { companyId: w.matrizId, healthInsuranceId: w.insurers.valued, status: 'WaitPayment' };
  const proc = (value: string) => ({ idProc: TABLE_CODES[0], value });
  ids.e1 = await insertEvent(db, { ...valued, numGuide: 'V-1', complementation: '20.00' }, [
    proc('100.00'),
    proc('50.00'),
  ]);
  e1Rows = await rowsOf(ids.e1);
  await withEntries(ids.e1, w.matrizId, [
    { action: 'Received', procedureRowId: e1Rows[0], value: '100.00' },
    { action: 'Received', type: 'COMPLEMENTATION', value: '20.00' },
    { action: 'Glosado', procedureRowId: e1Rows[1], value: '30.00' },
  ]);
  ids.inactive = await insertEvent(db, { ...valued, numGuide: 'V-2', active: false }, [proc('80.00')]);
  await withEntries(ids.inactive, w.matrizId, [
    { action: 'Received', procedureRowId: (await rowsOf(ids.inactive))[0], value: '80.00' },
  ]);
  ids.noInsurer = await insertEvent(db, { companyId: w.matrizId, status: 'WaitPayment', numGuide: 'V-3' }, [
    proc('40.00'),
  ]);
  await withEntries(ids.noInsurer, w.matrizId, [
    { action: 'Received', procedureRowId: (await rowsOf(ids.noInsurer))[0], value: '40.00' },
  ]);
  ids.orphan = await insertEvent(db, { ...valued, numGuide: 'V-4' }, [proc('60.00'), proc('40.00')]);
  const orphanRows = await rowsOf(ids.orphan);
  await withEntries(ids.orphan, w.matrizId, [{ action: 'Received', procedureRowId: orphanRows[1], value: '40.00' }]);
  await withActor(db, systemActor, (tx) =>
    tx.update(eventProcedures).set({ deletedAt: new Date() }).where(eq(eventProcedures.id, orphanRows[1]!)),
  );
  removedCompanyId = (await createCompany(db, { name: 'Clínica Removida' })).id;
  ids.removedCompany = await insertEvent(db, { companyId: removedCompanyId, status: 'WaitPayment', numGuide: 'V-5' }, [
    proc('10.00'),
  ]);
  await withEntries(ids.removedCompany, removedCompanyId, [
    { action: 'Received', procedureRowId: (await rowsOf(ids.removedCompany))[0], value: '10.00' },
  ]);
  await withActor(db, systemActor, (tx) =>
    tx.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, removedCompanyId)),
  );
  ids.healthy = await insertEvent(db, { ...valued, numGuide: 'V-6' }, [proc('70.00')]);
  await withEntries(ids.healthy, w.matrizId, []);
});
afterAll(() => w.t.close());

describe('GET /api/admin/check-transactions', () => {
  it('finds nothing wrong while the totals are what the active transactions say (orphans apart)', async () => {
    const answer = await mismatches();
    expect(answer.scanned).toBe(6);
    expect(Object.keys(byName(answer.items))).toEqual(['orphan']);
    expect(answer.items[0]).toMatchObject({
      companyName: 'Cooperativa Eventos',
      numGuide: 'V-4',
      error: 'orphanProcedures',
    });
  });

  it('finds a corrupted event with each difference, and why the others cannot be fixed', async () => {
    await corrupt(ids.e1!, { totalReceived: '1.00' });
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(eventProcedures).set({ received: '0' }).where(eq(eventProcedures.id, e1Rows[0]!)),
    );
    for (const name of ['inactive', 'noInsurer', 'removedCompany']) await corrupt(ids[name]!, { totalReceived: '0' });
    const found = byName((await mismatches()).items);
    expect(Object.keys(found).sort()).toEqual(['e1', 'inactive', 'noInsurer', 'orphan', 'removedCompany']);
    expect(found.e1).toEqual({
      eventId: ids.e1,
      companyId: w.matrizId,
      companyName: 'Cooperativa Eventos',
      numGuide: 'V-1',
      status: 'WaitPayment',
      error: null,
      differences: [
        { field: 'totalReceived', stored: '1.00', ledger: '120.00', procedure: null },
        {
          field: 'received',
          stored: '0.00',
          ledger: '100.00',
          procedure: { rowId: e1Rows[0], idProc: TABLE_CODES[0], name: `Procedimento ${TABLE_CODES[0]}` },
        },
      ],
    });
    expect(found.inactive).toMatchObject({
      error: 'eventOrInsurer',
      differences: [{ field: 'totalReceived', stored: '0.00', ledger: '80.00', procedure: null }],
    });
    expect(found.noInsurer?.error).toBe('eventOrInsurer');
    expect(found.removedCompany).toMatchObject({ error: 'company', companyName: 'Clínica Removida' });
    // The orphan's totals still count its removed row's value: they differ, and it cannot be fixed.
    expect(found.orphan?.error).toBe('orphanProcedures');
  });

  it('narrows to one company and stops at the limit', async () => {
    const removed = await mismatches(`?companyId=${removedCompanyId}`);
    expect(Object.keys(byName(removed.items))).toEqual(['removedCompany']);
    expect(removed.scanned).toBe(1);
    expect((await mismatches(`?companyId=${w.otherId}`)).items).toEqual([]);
    expect((await mismatches('?limit=1')).items).toHaveLength(1);
  });
});

describe('POST /api/admin/check-transactions/fix and the log', () => {
  it('rewrites the fixable totals from the ledger, refuses the others, and logs each event', async () => {
    const before = await stored(ids.e1!);
    const unknown = randomUUID();
    const res = await superAdmin.post('/api/admin/check-transactions/fix', {
      eventIds: [ids.e1, ids.inactive, ids.orphan, ids.removedCompany, unknown],
    });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { eventId: string; fixed: boolean; error: string | null }[];
    expect(results.map((r) => [r.eventId, r.fixed, r.error])).toEqual([
      [ids.e1, true, null],
      [ids.inactive, false, 'eventOrInsurer'],
      [ids.orphan, false, 'orphanProcedures'],
      [ids.removedCompany, false, 'company'],
      [unknown, false, 'eventNotFound'],
    ]);
    expect(await stored(ids.e1!)).toEqual({ totalReceived: '120.00', version: before.version + 1 });
    const [row] = await w.t.database.db
      .select({ received: eventProcedures.received })
      .from(eventProcedures)
      .where(eq(eventProcedures.id, e1Rows[0]!));
    expect(row?.received).toBe('100.00');
    expect((await stored(ids.inactive!)).totalReceived).toBe('0.00');
    expect(Object.keys(byName((await mismatches()).items)).sort()).toEqual([
      'inactive',
      'noInsurer',
      'orphan',
      'removedCompany',
    ]);

    const log = await superAdmin.get('/api/admin/check-transactions/log');
    expect(log.statusCode, log.body).toBe(200);
    const items = log.json().items as Record<string, unknown>[];
    expect(items).toHaveLength(5);
    const e1 = items.find((i) => i.eventId === ids.e1)!;
    expect(e1).toMatchObject({
      companyId: w.matrizId,
      companyName: 'Cooperativa Eventos',
      userName: 'Nome super@verifica.dev',
      fixed: true,
      error: null,
    });
    expect(e1.differences).toHaveLength(2);
    expect(items.find((i) => i.eventId === unknown)).toMatchObject({
      companyId: null,
      fixed: false,
      error: 'eventNotFound',
    });
    const stored5 = await w.t.database.db.select().from(eventsAutoFixLog);
    expect(stored5).toHaveLength(5);
  });

  it('logs an event that needed nothing as fixed without differences', async () => {
    const res = await superAdmin.post('/api/admin/check-transactions/fix', { eventIds: [ids.healthy] });
    expect(res.json().results).toEqual([{ eventId: ids.healthy, fixed: true, error: null, differences: [] }]);
    const items = (await superAdmin.get('/api/admin/check-transactions/log')).json().items as { eventId: string }[];
    expect(items[0]?.eventId).toBe(ids.healthy);
  });

  it('refuses bad input', async () => {
    for (const body of [{}, { eventIds: [] }, { eventIds: ['x'] }]) {
      expect((await superAdmin.post('/api/admin/check-transactions/fix', body)).statusCode).toBe(400);
    }
    expect((await superAdmin.get('/api/admin/check-transactions?limit=0')).statusCode).toBe(400);
    expect((await superAdmin.get('/api/admin/check-transactions?companyId=x')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('is for super administrators only', async () => {
    const fix = { eventIds: [ids.inactive] };
    for (const client of [w.manager, w.biller, w.anonymous]) {
      expect((await client.get('/api/admin/check-transactions')).statusCode).toBe(401);
      expect((await client.post('/api/admin/check-transactions/fix', fix)).statusCode).toBe(401);
      expect((await client.get('/api/admin/check-transactions/log')).statusCode).toBe(401);
    }
    expect((await plainAdmin.get('/api/admin/check-transactions')).statusCode).toBe(403);
    expect((await plainAdmin.post('/api/admin/check-transactions/fix', fix)).statusCode).toBe(403);
    expect((await plainAdmin.get('/api/admin/check-transactions/log')).statusCode).toBe(403);
  });
});
