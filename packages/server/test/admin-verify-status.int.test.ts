import { adminUsers, events, eventProcedures, systemActor, withActor } from '@honora/db';
import { createUser, makeSuperAdmin } from '@honora/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertEvent } from './event-rows';
import { createEventsWorld, TABLE_CODES, type EventsWorld } from './events-world';
import { TestClient } from './helpers';

/** Review statuses of the verification findings (platform.md §3; decision 064). */
let w: EventsWorld;
let superAdmin: TestClient;
let supportAdmin: TestClient;
let approverAdmin: TestClient;
let mismatchId: string;
let rowId: string;

type Item = {
  eventId: string;
  rowId?: string;
  problem: string;
  review: { status: string; statusByName: string | null };
};

async function signedAdmin(email: string, rules: Record<string, boolean>, superAdminToo = false): Promise<TestClient> {
  const db = w.t.database.db;
  const user = await createUser(db, {
    email,
    name: email.split('@')[0],
    passwordHash: await hashPassword('senha-forte-1'),
  });
  if (superAdminToo) await makeSuperAdmin(db, user.id);
  else await withActor(db, systemActor, (tx) => tx.insert(adminUsers).values({ userId: user.id, rules }));
  const client = new TestClient(w.t.app);
  expect((await client.login(email, 'senha-forte-1')).statusCode).toBe(200);
  return client;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  kind: 'event',
  recordId: mismatchId,
  problem: 'totalMismatch',
  status: 'waitApproved',
  ...overrides,
});

async function findings(client: TestClient, url: string): Promise<Item[]> {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Item[] }).items;
}

beforeAll(async () => {
  w = await createEventsWorld();
  superAdmin = await signedAdmin('super@revisao.dev', {}, true);
  supportAdmin = await signedAdmin('suporte@revisao.dev', { sup: true });
  approverAdmin = await signedAdmin('aprovador@revisao.dev', { adm: true });
  const valued = { companyId: w.matrizId, healthInsuranceId: w.insurers.valued };
  const ok = (value: string) => ({ idProc: TABLE_CODES[0], value, valueOriginal: value });
  mismatchId = await insertEvent(
    w.t.database.db,
    { ...valued, status: 'WaitPayment', dtProcedure: '2025-05-02', numGuide: 'R1', totalProduced: '150.00' },
    [ok('60.00'), ok('40.00')],
  );
  await insertEvent(
    w.t.database.db,
    { ...valued, status: 'WaitPayment', dtProcedure: '2025-05-03', numGuide: 'R2', totalProduced: '90.00' },
    [{ idProc: TABLE_CODES[0], value: '90.00', valueOriginal: '80.00' }],
  );
  const rows = await findings(superAdmin, '/api/admin/verify-procedures?problem=valueMismatch');
  rowId = rows[0]!.rowId!;
});
afterAll(() => w.t.close());

describe('PUT /api/admin/verify-status', () => {
  it('starts pending, goes to waiting, approved and back to pending, with who and when', async () => {
    const [before] = await findings(superAdmin, '/api/admin/verify-events?problem=totalMismatch');
    expect(before!.review).toEqual({ status: 'pending', note: null, statusByName: null, statusAt: null });

    const sent = await supportAdmin.put('/api/admin/verify-status', body({ note: 'Conferir com o faturamento' }));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'waitApproved',
      note: 'Conferir com o faturamento',
      statusByName: 'suporte',
    });

    const waiting = await findings(superAdmin, '/api/admin/verify-events?status=waitApproved');
    expect(waiting.map((i) => i.eventId)).toEqual([mismatchId]);
    expect(await findings(superAdmin, '/api/admin/verify-events?status=pending&problem=totalMismatch')).toEqual([]);

    const refused = await supportAdmin.put('/api/admin/verify-status', body({ status: 'approved' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Só administradores com a regra adm ou super admins podem aprovar.');

    const approved = await approverAdmin.put('/api/admin/verify-status', body({ status: 'approved' }));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', statusByName: 'aprovador' });
    const [row] = await findings(superAdmin, '/api/admin/verify-events?status=approved');
    expect(row!.review).toMatchObject({ status: 'approved', statusByName: 'aprovador' });

    const same = await superAdmin.put('/api/admin/verify-status', body({ status: 'approved' }));
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('A inconsistência já está com este status.');

    const reopened = await supportAdmin.put('/api/admin/verify-status', body({ status: 'pending' }));
    expect(reopened.json()).toMatchObject({ status: 'pending', statusByName: 'suporte' });
  });

  it('a finding whose figures change is a new finding, pending again', async () => {
    expect((await superAdmin.put('/api/admin/verify-status', body({ status: 'approved' }))).statusCode).toBe(200);
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(events).set({ totalProduced: '170.00' }).where(eq(events.id, mismatchId)),
    );
    const [row] = await findings(superAdmin, '/api/admin/verify-events?problem=totalMismatch');
    expect(row!.review.status).toBe('pending');
  });

  it('reviews procedure findings and forgets a fixed one', async () => {
    const proc = { kind: 'procedure', recordId: rowId, problem: 'valueMismatch', status: 'approved' };
    const res = await superAdmin.put('/api/admin/verify-status', proc);
    expect(res.statusCode, res.body).toBe(200);
    expect((await findings(superAdmin, '/api/admin/verify-procedures?status=approved')).map((i) => i.rowId)).toEqual([
      rowId,
    ]);
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(eventProcedures).set({ value: '80.00' }).where(eq(eventProcedures.id, rowId)),
    );
    const gone = await superAdmin.put('/api/admin/verify-status', { ...proc, status: 'pending' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Esta inconsistência não existe mais: o registro foi corrigido ou mudou.');
  });

  it('refuses bad input in pt-BR without writing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [body({ status: 'done' }), 'Status inválido: use pending, waitApproved ou approved.'],
      [body({ kind: 'batch' }), 'Tipo inválido: use event ou procedure.'],
      [body({ problem: 'nope' }), 'Problema desconhecido.'],
      [body({ recordId: 'x' }), 'Identificador inválido'],
      [body({ note: 'a\u0000b' }), ''],
      [body({ note: 'x'.repeat(2001) }), 'O tamanho máximo é: 2000'],
      [body({ status: 7 }), 'Status inválido: use pending, waitApproved ou approved.'],
    ];
    for (const [input, message] of cases) {
      const res = await superAdmin.put('/api/admin/verify-status', input);
      expect(res.statusCode, JSON.stringify(input).slice(0, 80)).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    const missing = await superAdmin.put('/api/admin/verify-status', body({ recordId: w.patientId }));
    expect(missing.statusCode).toBe(404);
    expect((await superAdmin.get('/api/admin/verify-events?status=nope')).statusCode).toBe(400);
  });

  it('is the admin workspace only', async () => {
    expect((await w.manager.put('/api/admin/verify-status', body())).statusCode).toBe(401);
    expect((await w.outsider.put('/api/admin/verify-status', body())).statusCode).toBe(401);
    expect((await w.anonymous.put('/api/admin/verify-status', body())).statusCode).toBe(401);
  });
});
