import { integrationCalls, integrations, surgeons, systemActor, withActor } from '@honora/db';
import { createUser, makeSuperAdmin } from '@honora/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { startFakeRegistry } from '../src/modules/integrations/fake-registry';
import { createEventsWorld, type EventsWorld } from './events-world';
import { TestClient } from './helpers';
import { signedIn } from './negotiations-world';

/**
 * The reads of the integration screens (decision 053) against the local fake registry: a page of
 * the registry's records beside their mappings, the company's audit of outgoing calls (90 days,
 * administrators and managers only, never a secret) and the administrators' list of every
 * company's integration with its calls of the last 30 days.
 */
const KEY = Buffer.alloc(32, 7).toString('base64');
const DAY = 86_400_000;
let w: EventsWorld;
let fake: Awaited<ReturnType<typeof startFakeRegistry>>;
let surgeonId: string;
let integrationId: string;
let matrizAdmin: TestClient;
let superAdmin: TestClient;

beforeAll(async () => {
  fake = await startFakeRegistry();
  w = await createEventsWorld({ INTEGRATIONS_SECRET_KEY: KEY });
  const db = w.t.database.db;
  const [s] = await withActor(db, systemActor, (tx) =>
    tx
      .insert(surgeons)
      .values({ companyId: w.matrizId, name: 'João Cirurgiao', crm: '123456', crmState: 'SP' })
      .returning(),
  );
  surgeonId = s!.id;
  const saved = await w.manager.post('/api/axreg/integration', {
    baseUrl: fake.url,
    clientId: 'demo-client',
    secret: 'demo-secret',
  });
  expect(saved.statusCode).toBe(200);
  integrationId = saved.json().id;
  matrizAdmin = await signedIn(w.t, 'admin@eventos.dev', w.matrizId, 'a');
  const admin = await createUser(db, {
    email: 'super@eventos.dev',
    name: 'Super',
    passwordHash: await hashPassword('senha-forte-1'),
  });
  await makeSuperAdmin(db, admin.id);
  superAdmin = new TestClient(w.t.app);
  expect((await superAdmin.login('super@eventos.dev', 'senha-forte-1')).statusCode).toBe(200);
});
afterAll(async () => {
  await fake.close();
  await w.t.close();
});
beforeEach(() => {
  fake.state.mode = 'ok';
  fake.state.pageSize = 100;
});

const records = (type: string, page?: number, companyId = w.matrizId) =>
  `/api/axreg/records/${companyId}?type=${type}${page === undefined ? '' : `&page=${page}`}`;

describe('GET /api/axreg/records/{companyId}', () => {
  it("joins each record with the company's live mapping and says what identifies it", async () => {
    expect(
      (
        await w.manager.post('/api/axreg/tofrom', {
          type: 'surgeon',
          productId: surgeonId,
          axregId: 101,
          companyId: w.matrizId,
        })
      ).statusCode,
    ).toBe(200);
    const res = await w.manager.get(records('surgeon'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          axregId: 101,
          name: 'João Cirurgião da Silva',
          document: 'CRM 123456/SP',
          mapping: { productId: surgeonId, productName: 'João Cirurgiao', visible: true },
        },
        { axregId: 102, name: 'Ana Lúcia Cortês', document: 'CRM 654321/RJ', mapping: null },
      ],
      page: 1,
      hasMore: false,
    });
    await w.manager.post('/api/axreg/update_tofrom_visibility', {
      type: 'surgeon',
      axregId: 101,
      companyId: w.matrizId,
      visible: false,
    });
    expect((await w.manager.get(records('surgeon'))).json().items[0].mapping.visible).toBe(false);
    // A mapping of another type never shows on this one.
    expect((await w.manager.get(records('anesthetist'))).json().items).toEqual([
      { axregId: 201, name: 'Carlos Anestesista', document: 'CRM 111222/SP', mapping: null },
    ]);
    expect((await w.manager.get(records('hospital'))).json().items[0].document).toBe('CNPJ 60.701.190/0001-04');
    expect((await w.manager.get(records('healthInsurance'))).json().items[0].document).toBe('ANS 123456');
  });

  it('pages as the registry does, and the call is in the audit', async () => {
    fake.state.pageSize = 1;
    const first = await w.manager.get(records('surgeon', 1));
    expect(first.json()).toMatchObject({ page: 1, hasMore: true, items: [{ axregId: 101 }] });
    const second = await w.manager.get(records('surgeon', 2));
    expect(second.json()).toMatchObject({ page: 2, hasMore: false, items: [{ axregId: 102 }] });
    const logged = await w.t.database.db
      .select()
      .from(integrationCalls)
      .where(eq(integrationCalls.companyId, w.matrizId));
    expect(logged.some((c) => c.path === '/v1/professionals' && c.status === 200)).toBe(true);
    expect((await w.manager.get(records('surgeon', 0))).statusCode).toBe(400);
    expect((await w.manager.get(records('doctor'))).statusCode).toBe(400);
  });

  it('answers 502 when the registry is down', async () => {
    fake.state.mode = 'error';
    expect((await w.manager.get(records('hospital'))).statusCode).toBe(502);
  });

  it('answers 404 for another company, and refuses residents and doctors', async () => {
    expect((await w.manager.get(records('surgeon', 1, w.otherId))).statusCode).toBe(404);
    expect((await w.outsider.get(records('surgeon'))).statusCode).toBe(404);
    for (const client of [w.resident, w.anesthetist]) {
      expect((await client.get(records('surgeon'))).statusCode).toBe(403);
    }
    expect((await w.anonymous.get(records('surgeon'))).statusCode).toBe(401);
  });
});

describe('GET /api/axreg/calls', () => {
  it('answers the last 90 days, newest first, 100 a page, never a secret', async () => {
    const db = w.t.database.db;
    await db.delete(integrationCalls).where(eq(integrationCalls.companyId, w.matrizId));
    const now = Date.now();
    const call = { companyId: w.matrizId, integrationId, method: 'GET', durationMs: 12, status: 200 };
    await db.insert(integrationCalls).values([
      ...Array.from({ length: 150 }, (_, i) => ({
        ...call,
        path: `/v1/call-${i}`,
        createdAt: new Date(now - i * 60_000),
      })),
      { ...call, path: '/v1/too-old', createdAt: new Date(now - 91 * DAY) },
      { ...call, companyId: w.otherId, integrationId: null, path: '/v1/other-company' },
    ]);
    const first = await w.manager.get('/api/axreg/calls');
    expect(first.statusCode).toBe(200);
    expect(first.json().page).toBe(1);
    expect(first.json().hasMore).toBe(true);
    expect(first.json().items).toHaveLength(100);
    expect(first.json().items[0]).toMatchObject({
      method: 'GET',
      path: '/v1/call-0',
      status: 200,
      durationMs: 12,
      error: null,
    });
    expect(first.json().items[99].path).toBe('/v1/call-99');
    const second = (await w.manager.get('/api/axreg/calls?page=2')).json();
    expect(second.hasMore).toBe(false);
    expect(second.items.map((c: { path: string }) => c.path)).toEqual(
      Array.from({ length: 50 }, (_, i) => `/v1/call-${i + 100}`),
    );
    for (const body of [first.body, JSON.stringify(second)]) {
      expect(body).not.toContain('too-old');
      expect(body).not.toContain('other-company');
      expect(body).not.toContain('demo-secret');
      expect(body).not.toContain('v1:');
    }
  });

  it('is open to administrators and billing managers only', async () => {
    expect((await matrizAdmin.get('/api/axreg/calls')).statusCode).toBe(200);
    for (const client of [w.biller, w.resident, w.anesthetist]) {
      expect((await client.get('/api/axreg/calls')).statusCode).toBe(403);
    }
    expect((await w.outsider.get('/api/axreg/calls')).json().items).toEqual([
      expect.objectContaining({ path: '/v1/other-company' }),
    ]);
  });
});

describe('GET /api/admin/integrations', () => {
  it("lists every company's integration with its last sync and the calls of the last 30 days", async () => {
    const db = w.t.database.db;
    await db.delete(integrationCalls).where(eq(integrationCalls.companyId, w.matrizId));
    const call = { companyId: w.matrizId, integrationId, method: 'GET', path: '/v1/x', durationMs: 5 };
    await db.insert(integrationCalls).values([
      { ...call, status: 200 },
      { ...call, status: 302 },
      { ...call, status: 404 },
      { ...call, status: 500 },
      { ...call, status: null, error: 'timeout' },
      { ...call, status: 500, createdAt: new Date(Date.now() - 31 * DAY) },
    ]);
    expect((await w.manager.post('/api/axreg/sync_activation', { institutionId: 'inst-1' })).statusCode).toBe(200);
    await withActor(db, systemActor, (tx) =>
      tx.insert(integrations).values({
        companyId: w.otherId,
        provider: 'AXREG',
        baseUrl: 'https://outra.dev',
        clientId: 'outra',
        secretEncrypted: 'v1:a:b:c',
        active: false,
      }),
    );
    const res = await superAdmin.get('/api/admin/integrations');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('demo-secret');
    expect(res.body).not.toContain('v1:');
    const items = res.json().items;
    expect(items.map((i: { companyName: string }) => i.companyName)).toEqual(['Cooperativa Eventos', 'Outra Eventos']);
    // The sync made calls too (token, activation, four types): counted, and none failed.
    expect(items[0]).toMatchObject({
      id: integrationId,
      companyId: w.matrizId,
      provider: 'AXREG',
      baseUrl: fake.url,
      active: true,
      failures30Days: 3,
      lastSyncReport: { types: { surgeon: expect.any(Object) } },
    });
    expect(items[0].calls30Days).toBeGreaterThan(5);
    expect(items[0].lastSyncAt).toEqual(items[0].syncActivatedAt);
    expect(items[1]).toMatchObject({
      active: false,
      lastSyncAt: null,
      lastSyncReport: null,
      calls30Days: 0,
      failures30Days: 0,
    });
  });

  it('refuses company sessions, even of administrators, as every admin route does (401)', async () => {
    for (const client of [matrizAdmin, w.manager]) {
      expect((await client.get('/api/admin/integrations')).statusCode).toBe(401);
    }
    expect((await w.anonymous.get('/api/admin/integrations')).statusCode).toBe(401);
  });
});
