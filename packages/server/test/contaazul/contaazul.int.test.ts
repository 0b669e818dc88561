import type { Job } from '@honora/contract';
import {
  contaAzulExports,
  events,
  integrationCalls,
  integrations,
  jobs,
  systemActor,
  transactions,
  withActor,
} from '@honora/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeFakeCode,
  expireFakeContaAzulTokens,
  fakeContaAzulReceivables,
  startFakeContaAzul,
} from '../../src/modules/contaazul/fake-contaazul';
import { createEventsWorld, eventBody, TODAY, type EventsWorld } from '../events-world';
import type { TestClient } from '../helpers';

/**
 * The export to Conta Azul (billing.md §4 exportContaAzul; decision 054) against the local fake:
 * the OAuth connection with its signed state, settings and mappings checked against Conta Azul,
 * exports that never duplicate a receivable (again, after a lost answer, after a value change),
 * settlements following the ledger, token expiry and renewal, revocation, 5xx and 429.
 */
const KEY = Buffer.alloc(32, 9).toString('base64');
let w: EventsWorld;
let fake: Awaited<ReturnType<typeof startFakeContaAzul>>;
const APP_URL = 'http://honora.test';
const REDIRECT = `${APP_URL}/client/integrations`;

beforeAll(async () => {
  fake = await startFakeContaAzul();
  w = await createEventsWorld({
    INTEGRATIONS_SECRET_KEY: KEY,
    APP_URL,
    CONTAAZUL_CLIENT_ID: 'demo-contaazul',
    CONTAAZUL_CLIENT_SECRET: 'demo-contaazul-secret',
    CONTAAZUL_AUTH_URL: fake.url,
    CONTAAZUL_API_URL: fake.url,
  });
});
afterAll(async () => {
  await fake.close();
  await w.t.close();
});
beforeEach(() => {
  fake.state.failNext = { count: 0, status: 500 };
  fake.state.revoked = false;
});

async function connect(client: TestClient = w.manager) {
  const started = await client.post('/api/contaazul/connect', {});
  expect(started.statusCode, started.body).toBe(200);
  const url = new URL(started.json().authorizeUrl);
  expect(url.pathname).toBe('/oauth2/authorize');
  expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  const state = url.searchParams.get('state')!;
  const code = authorizeFakeCode(fake.state, REDIRECT);
  return { res: await client.post('/api/contaazul/callback', { code, state }), state };
}

async function ended(client: TestClient, id: string): Promise<Job> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const job = (await client.get(`/api/jobs/${id}`)).json() as Job;
    if (job.status !== 'NOT_STARTED' && job.status !== 'RUNNING') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function exportEvents(body: Record<string, unknown>) {
  const res = await w.manager.post('/api/contaazul/exports', body);
  expect(res.statusCode, res.body).toBe(200);
  const job = await ended(w.manager, res.json().jobId);
  const results = (await w.manager.get(`/api/contaazul/exports?jobId=${res.json().jobId}`)).json().items;
  return { job, results, count: res.json().count as number };
}

async function newEvent(overrides = {}) {
  const res = await w.manager.post('/api/events', eventBody(w, overrides));
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json() as { id: string };
  // Billed (decision 054: checked events go to Conta Azul; see the not-billable case below).
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx.update(events).set({ status: 'WaitPayment' }).where(eq(events.id, id)),
  );
  const [row] = await w.t.database.db.select({ value: events.totalProduced }).from(events).where(eq(events.id, id));
  return { id, totalProduced: row!.value };
}

const receivablesOf = (eventId: string) =>
  fakeContaAzulReceivables(fake.state).filter((r) => r.referenciaExterna === eventId);

describe('connection', () => {
  it('refuses a forged or foreign state and a code Conta Azul does not know, writing nothing', async () => {
    expect((await w.manager.get('/api/contaazul/connection')).json()).toEqual({ configured: true, connection: null });
    const forged = await w.manager.post('/api/contaazul/callback', { code: 'c', state: 'eyJ9.bad' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields[0].path).toBe('state');
    // The outsider's state is not the manager's.
    const outsider = new URL((await w.outsider.post('/api/contaazul/connect', {})).json().authorizeUrl);
    const foreign = await w.manager.post('/api/contaazul/callback', {
      code: authorizeFakeCode(fake.state, REDIRECT),
      state: outsider.searchParams.get('state'),
    });
    expect(foreign.statusCode).toBe(400);
    const mine = new URL((await w.manager.post('/api/contaazul/connect', {})).json().authorizeUrl);
    const badCode = await w.manager.post('/api/contaazul/callback', {
      code: 'nope',
      state: mine.searchParams.get('state'),
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fields[0].path).toBe('code');
    expect((await w.manager.get('/api/contaazul/connection')).json().connection).toBeNull();
    expect((await w.manager.post('/api/contaazul/callback', { code: '', state: '' })).statusCode).toBe(400);
  });

  it('connects with the code, keeping the tokens sealed and never answering them', async () => {
    const { res } = await connect();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CONNECTED', financialAccount: null, dueDays: 30 });
    const [row] = await w.t.database.db
      .select()
      .from(integrations)
      .where(and(eq(integrations.companyId, w.matrizId), eq(integrations.provider, 'CONTA_AZUL')));
    expect(row!.secretEncrypted).toMatch(/^v1:/);
    const tokens = [...fake.state.refreshTokens.keys(), ...fake.state.accessTokens.keys()];
    for (const token of tokens) {
      expect(row!.secretEncrypted).not.toContain(token);
      expect(JSON.stringify((await w.manager.get('/api/contaazul/connection')).json())).not.toContain(token);
    }
  });

  it('is closed to doctors and residents, and needs the settings before exporting', async () => {
    for (const client of [w.resident, w.anesthetist]) {
      expect((await client.get('/api/contaazul/connection')).statusCode).toBe(403);
      expect((await client.post('/api/contaazul/exports', { batchId: w.matrizId })).statusCode).toBe(403);
    }
    const event = await newEvent();
    const early = await w.manager.post('/api/contaazul/exports', { eventIds: [event.id] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/conta financeira/);
  });

  it('checks the settings against Conta Azul', async () => {
    const options = (await w.manager.get('/api/contaazul/options')).json();
    expect(options.categories.map((c: { id: string }) => c.id)).toEqual(['cat-1', 'cat-2']);
    const bad = await w.manager.put('/api/contaazul/settings', { financialAccountId: 'fa-404', categoryId: 'cat-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('financialAccountId');
    expect(
      (await w.manager.put('/api/contaazul/settings', { financialAccountId: 'fa-1', categoryId: 'cat-9' })).statusCode,
    ).toBe(400);
    expect(
      (
        await w.manager.put('/api/contaazul/settings', {
          financialAccountId: 'fa-1',
          categoryId: 'cat-1',
          dueDays: 400,
        })
      ).statusCode,
    ).toBe(400);
    const ok = await w.manager.put('/api/contaazul/settings', {
      financialAccountId: 'fa-1',
      categoryId: 'cat-1',
      dueDays: 45,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      financialAccount: { id: 'fa-1' },
      category: { id: 'cat-1', name: 'Honorários médicos' },
      dueDays: 45,
    });
  });
});

describe('mappings', () => {
  it('maps an insurer to a customer and an event type to a service; refuses unknown and foreign records', async () => {
    const list = (await w.manager.get('/api/contaazul/mappings')).json().items;
    expect(
      list.some((r: { kind: string; productKey: string }) => r.kind === 'service' && r.productKey === 'Honorario'),
    ).toBe(true);
    expect(list.some((r: { productKey: string }) => r.productKey === w.insurers.other)).toBe(false);
    const unknown = await w.manager.put('/api/contaazul/mappings', {
      kind: 'healthInsurance',
      productKey: w.insurers.valued,
      remoteId: 'pes-404',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await w.manager.put('/api/contaazul/mappings', {
      kind: 'hospital',
      productKey: '-'.repeat(36),
      remoteId: 'pes-unimed',
    });
    expect(malformed.statusCode).toBe(404);
    const foreign = await w.manager.put('/api/contaazul/mappings', {
      kind: 'healthInsurance',
      productKey: w.insurers.other,
      remoteId: 'pes-unimed',
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await w.manager.put('/api/contaazul/mappings', { kind: 'service', productKey: 'Outro', remoteId: 'srv-1' }))
        .statusCode,
    ).toBe(404);
    const mapped = await w.manager.put('/api/contaazul/mappings', {
      kind: 'healthInsurance',
      productKey: w.insurers.valued,
      remoteId: 'pes-unimed',
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().remoteName).toBe('Unimed Demo Cooperativa de Trabalho Médico');
    expect(
      (await w.manager.put('/api/contaazul/mappings', { kind: 'service', productKey: 'Honorario', remoteId: 'srv-1' }))
        .statusCode,
    ).toBe(200);
    const removed = await w.manager.request('DELETE', '/api/contaazul/mappings', {
      kind: 'hospital',
      productKey: w.insurers.valued,
    });
    expect(removed.statusCode).toBe(404);
  });
});

describe('export', () => {
  it('creates one receivable per event, with the event value, and exporting again changes nothing', async () => {
    const a = await newEvent();
    const b = await newEvent({ numGuide: '778899' });
    const first = await exportEvents({ eventIds: [a.id, b.id] });
    expect(first.job.status).toBe('FINISH');
    expect(first.results.map((r: { state: string }) => r.state)).toEqual(['EXPORTED', 'EXPORTED']);
    for (const e of [a, b]) {
      const [r] = receivablesOf(e.id);
      expect(receivablesOf(e.id)).toHaveLength(1);
      expect(r!.valor).toBe(Number(e.totalProduced));
      expect(r!.dataCompetencia).toBe(TODAY);
      expect(r!.contato).toBe('pes-unimed');
      expect(r!.descricao).toContain('Honorários anestésicos');
    }
    const hitsBefore = fake.state.hits.filter((h) => h.startsWith('POST /v1/financeiro')).length;
    await exportEvents({ eventIds: [a.id, b.id] });
    expect(receivablesOf(a.id)).toHaveLength(1);
    expect(fake.state.hits.filter((h) => h.startsWith('POST /v1/financeiro')).length).toBe(hitsBefore);
  });

  it('updates the receivable when the value changes, and settles what the ledger received', async () => {
    const event = await newEvent();
    await exportEvents({ eventIds: [event.id] });
    await withActor(w.t.database.db, systemActor, async (tx) => {
      await tx
        .update(events)
        .set({ totalProduced: '2345.67', totalReceived: '1000.00' })
        .where(eq(events.id, event.id));
      await tx.insert(transactions).values({
        eventId: event.id,
        companyId: w.matrizId,
        action: 'Received',
        date: TODAY,
        value: '1000.00',
        userId: 'test',
        userName: 'Teste',
      });
    });
    await exportEvents({ eventIds: [event.id] });
    const [r] = receivablesOf(event.id);
    expect(receivablesOf(event.id)).toHaveLength(1);
    expect(r!.valor).toBe(2345.67);
    const settlements = [...fake.state.settlements.values()].filter((s) => s.parcelaId === r!.parcelas[0]!.id);
    expect(settlements.map((s) => [s.valor, s.dataPagamento])).toEqual([[1000, TODAY]]);
    const [row] = await w.t.database.db.select().from(contaAzulExports).where(eq(contaAzulExports.eventId, event.id));
    expect(row).toMatchObject({ state: 'EXPORTED', exportedValue: '2345.67', settledValue: '1000.00' });
    // The receipt undone: the settlement goes too.
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(events).set({ totalReceived: '0' }).where(eq(events.id, event.id)),
    );
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(transactions).set({ canceledById: event.id }).where(eq(transactions.eventId, event.id)),
    );
    await exportEvents({ eventIds: [event.id] });
    expect([...fake.state.settlements.values()].filter((s) => s.parcelaId === r!.parcelas[0]!.id)).toEqual([]);
  });

  it('never duplicates after a lost answer, a 5xx or a 429', async () => {
    const lost = await newEvent();
    fake.state.loseCreateAnswer = 1;
    expect((await exportEvents({ eventIds: [lost.id] })).results[0].state).toBe('EXPORTED');
    expect(receivablesOf(lost.id)).toHaveLength(1);
    const failing = await newEvent();
    fake.state.failNext = { count: 2, status: 500 };
    expect((await exportEvents({ eventIds: [failing.id] })).results[0].state).toBe('EXPORTED');
    expect(receivablesOf(failing.id)).toHaveLength(1);
    const busy = await newEvent();
    fake.state.failNext = { count: 1, status: 429 };
    expect((await exportEvents({ eventIds: [busy.id] })).results[0].state).toBe('EXPORTED');
    expect(receivablesOf(busy.id)).toHaveLength(1);
    const down = await newEvent();
    fake.state.failNext = { count: 50, status: 500 };
    const result = (await exportEvents({ eventIds: [down.id] })).results[0];
    expect(result.state).toBe('FAILED');
    expect(result.lastError).toBe('O Conta Azul não respondeu: tente de novo em instantes.');
    fake.state.failNext = { count: 0, status: 500 };
    expect((await exportEvents({ eventIds: [down.id] })).results[0].state).toBe('EXPORTED');
    expect(receivablesOf(down.id).length).toBeLessThanOrEqual(1);
    expect(receivablesOf(down.id)).toHaveLength(1);
  });

  it('marks an event without a mapped customer as failed and goes on with the others', async () => {
    const good = await newEvent();
    const unmapped = await newEvent({ healthInsuranceId: w.insurers.sendsGuides });
    const { results, job } = await exportEvents({ eventIds: [good.id, unmapped.id] });
    expect(job.status).toBe('FINISH');
    const byId = new Map(results.map((r: { eventId: string }) => [r.eventId, r]));
    expect(byId.get(good.id)).toMatchObject({ state: 'EXPORTED' });
    expect(byId.get(unmapped.id)).toMatchObject({ state: 'FAILED' });
    expect((byId.get(unmapped.id) as { lastError: string }).lastError).toMatch(/não está vinculado a um cliente/);
    expect(receivablesOf(unmapped.id)).toHaveLength(0);
  });

  it('leaves an event not checked yet out, saying why', async () => {
    const unchecked = await newEvent();
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(events).set({ status: 'AwaitingCheck' }).where(eq(events.id, unchecked.id)),
    );
    const [result] = (await exportEvents({ eventIds: [unchecked.id] })).results;
    expect(result).toMatchObject({ state: 'FAILED', lastError: expect.stringMatching(/ainda não foi conferido/) });
    expect(receivablesOf(unchecked.id)).toHaveLength(0);
  });

  it('renews an expired token once, storing the rotated refresh token', async () => {
    const before = (
      await w.t.database.db.select().from(integrations).where(eq(integrations.provider, 'CONTA_AZUL'))
    )[0]!;
    expireFakeContaAzulTokens(fake.state);
    const event = await newEvent();
    expect((await exportEvents({ eventIds: [event.id] })).results[0].state).toBe('EXPORTED');
    const after = (
      await w.t.database.db.select().from(integrations).where(eq(integrations.provider, 'CONTA_AZUL'))
    )[0]!;
    expect(after.secretEncrypted).not.toBe(before.secretEncrypted);
  });

  it('refuses other companies’ events, batches and collections, and a second export while one runs', async () => {
    const res = await w.outsider.post('/api/contaazul/exports', { eventIds: [(await newEvent()).id] });
    expect([404, 409]).toContain(res.statusCode);
    expect((await w.manager.post('/api/contaazul/exports', { batchId: w.matrizId })).statusCode).toBe(404);
    expect((await w.manager.post('/api/contaazul/exports', { collectionId: w.matrizId })).statusCode).toBe(404);
    expect((await w.manager.post('/api/contaazul/exports', {})).statusCode).toBe(400);
    expect((await w.manager.post('/api/contaazul/exports', { eventIds: ['x'] })).statusCode).toBe(400);
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.insert(jobs).values({
        companyId: w.matrizId,
        kind: 'contaAzulExport',
        payload: {},
        runAfter: new Date(Date.now() + 3_600_000),
      }),
    );
    const running = await w.manager.post('/api/contaazul/exports', { eventIds: [(await newEvent()).id] });
    expect(running.statusCode).toBe(409);
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(jobs)
        .set({ status: 'CANCELLED' })
        .where(and(eq(jobs.kind, 'contaAzulExport'), eq(jobs.status, 'NOT_STARTED'))),
    );
  });

  it('writes every call to the audit without tokens', async () => {
    const calls = await w.t.database.db
      .select()
      .from(integrationCalls)
      .where(eq(integrationCalls.provider, 'CONTA_AZUL'));
    expect(calls.length).toBeGreaterThan(5);
    expect(calls.every((c) => !c.path.includes('?') && !c.path.includes('token='))).toBe(true);
  });

  it('a revoked access stops the export and asks to connect again', async () => {
    fake.state.revoked = true;
    expireFakeContaAzulTokens(fake.state);
    const event = await newEvent();
    const res = await w.manager.post('/api/contaazul/exports', { eventIds: [event.id] });
    const job = await ended(w.manager, res.json().jobId);
    expect(job.status).toBe('FAILED');
    expect(job.errorCode).toBe('contaAzulRevoked');
    expect((await w.manager.get('/api/contaazul/connection')).json().connection.status).toBe('REVOKED');
    expect((await w.manager.post('/api/contaazul/exports', { eventIds: [event.id] })).statusCode).toBe(409);
    fake.state.revoked = false;
    expect((await connect()).res.json().status).toBe('CONNECTED');
    expect((await w.manager.request('DELETE', '/api/contaazul/connection')).statusCode).toBe(200);
    expect((await w.manager.get('/api/contaazul/connection')).json().connection).toBeNull();
  });
});
