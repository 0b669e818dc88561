import { integrationCalls, integrations, surgeons, systemActor, users, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expireFakeTokens, startFakeRegistry } from '../src/modules/integrations/fake-registry';
import { openSecret, sealSecret } from '../src/modules/integrations/secret-box';
import { createEventsWorld, type EventsWorld } from './events-world';
import { createTestApp } from './helpers';

/**
 * The external registry integration (platform.md §3 mapping, §7 /axreg calls, §8 messages;
 * decision 053) against the local fake registry: settings with a sealed secret, mappings with
 * their duplicates and tenancy, token expiry → refresh → retry, refresh failure, 500, 429 and
 * slow answers, the sync's report, and the import of one registry record.
 */
const KEY = Buffer.alloc(32, 7).toString('base64');
let w: EventsWorld;
let fake: Awaited<ReturnType<typeof startFakeRegistry>>;
let surgeonId: string;
let otherSurgeonId: string;

beforeAll(async () => {
  fake = await startFakeRegistry();
  w = await createEventsWorld({ INTEGRATIONS_SECRET_KEY: KEY });
  await withActor(w.t.database.db, systemActor, async (tx) => {
    const [s] = await tx
      .insert(surgeons)
      .values({ companyId: w.matrizId, name: 'João Cirurgiao', crm: '123456', crmState: 'SP' })
      .returning();
    const [o] = await tx.insert(surgeons).values({ companyId: w.otherId, name: 'Cirurgião Alheio' }).returning();
    surgeonId = s!.id;
    otherSurgeonId = o!.id;
    await tx.update(users).set({ crm: '111222', crmState: 'SP' }).where(eq(users.id, w.anesthetistId));
  });
});
afterAll(async () => {
  await fake.close();
  await w.t.close();
});
beforeEach(() => {
  fake.state.mode = 'ok';
  fake.state.failToken = false;
});

const settings = () => ({ baseUrl: fake.url, clientId: 'demo-client', secret: 'demo-secret' });

describe('registry settings', () => {
  it('saves the settings with the secret sealed and never answers it', async () => {
    const res = await w.manager.post('/api/axreg/integration', settings());
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('demo-secret');
    expect(res.json()).toMatchObject({ baseUrl: fake.url, clientId: 'demo-client', hasSecret: true, active: true });
    const [row] = await w.t.database.db.select().from(integrations).where(eq(integrations.companyId, w.matrizId));
    expect(row!.secretEncrypted).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(row!.secretEncrypted).not.toContain('demo-secret');
    const read = await w.manager.get('/api/axreg/integration');
    expect(read.json().integration.id).toBe(row!.id);
    expect(read.body).not.toContain('v1:');
    expect((await w.manager.get(`/api/axreg/integration/${w.matrizId}`)).json().integration.id).toBe(row!.id);
    expect((await w.manager.get(`/api/axreg/integration/${row!.id}`)).json().integration.id).toBe(row!.id);
  });

  it('refuses a bad address, a first save without secret elsewhere, and another company', async () => {
    expect((await w.manager.post('/api/axreg/integration', { ...settings(), baseUrl: 'ftp://x' })).statusCode).toBe(
      400,
    );
    const none = await w.outsider.post('/api/axreg/integration', { baseUrl: fake.url, clientId: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[0].path).toBe('secret');
    expect((await w.manager.post('/api/axreg/integration', { ...settings(), companyId: w.otherId })).statusCode).toBe(
      404,
    );
    expect((await w.manager.get(`/api/axreg/integration/${w.otherId}`)).statusCode).toBe(404);
    expect((await w.outsider.get('/api/axreg/integration')).json().integration).toBeNull();
  });

  it('is closed to residents and doctors', async () => {
    for (const client of [w.resident, w.anesthetist]) {
      expect((await client.get('/api/axreg/integration')).statusCode).toBe(403);
      expect((await client.get(`/api/axreg/tofrom/${w.matrizId}`)).statusCode).toBe(403);
      expect((await client.post('/api/axreg/integration', settings())).statusCode).toBe(403);
    }
    expect((await w.anonymous.get('/api/axreg/integration')).statusCode).toBe(401);
  });
});

describe('mappings', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    type: 'surgeon',
    productId: surgeonId,
    axregId: 101,
    companyId: w.matrizId,
    ...over,
  });

  it('maps, lists, hides and unmaps a record', async () => {
    const res = await w.manager.post('/api/axreg/tofrom', body());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'surgeon',
      productId: surgeonId,
      axregId: 101,
      visible: true,
      productName: 'João Cirurgiao',
    });
    const list = await w.manager.get(`/api/axreg/tofrom/${w.matrizId}`);
    expect(list.json().items.map((m: { axregId: number }) => m.axregId)).toEqual([101]);
    const hidden = await w.manager.post('/api/axreg/update_tofrom_visibility', { ...body(), visible: false });
    expect(hidden.json().visible).toBe(false);
    const removed = await w.manager.request('DELETE', '/api/axreg/tofrom', {
      type: 'surgeon',
      axregId: 101,
      companyId: w.matrizId,
    });
    expect(removed.statusCode).toBe(200);
    expect((await w.manager.get(`/api/axreg/tofrom/${w.matrizId}`)).json().items).toEqual([]);
    expect(
      (await w.manager.request('DELETE', '/api/axreg/tofrom', { type: 'surgeon', axregId: 101, companyId: w.matrizId }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 'axregId não informado' without an axregId", async () => {
    const res = await w.manager.post('/api/axreg/tofrom', { ...body(), axregId: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'axregId', message: 'axregId não informado' });
    expect((await w.manager.post('/api/axreg/tofrom', body({ axregId: 0 }))).statusCode).toBe(400);
  });

  it('refuses a duplicate mapping with 409 naming the record already mapped', async () => {
    expect((await w.manager.post('/api/axreg/tofrom', body())).statusCode).toBe(200);
    const sameAxreg = await w.manager.post('/api/axreg/tofrom', body({ type: 'surgeon', productId: surgeonId }));
    expect(sameAxreg.statusCode).toBe(409);
    expect(sameAxreg.json().message).toContain('João Cirurgiao');
    const sameProduct = await w.manager.post('/api/axreg/tofrom', body({ axregId: 102 }));
    expect(sameProduct.statusCode).toBe(409);
    expect(sameProduct.json().message).toContain('101');
  });

  it("refuses another company's record and another company's id", async () => {
    expect(
      (await w.manager.post('/api/axreg/tofrom', body({ productId: otherSurgeonId, axregId: 150 }))).statusCode,
    ).toBe(404);
    expect((await w.manager.post('/api/axreg/tofrom', body({ companyId: w.otherId, axregId: 151 }))).statusCode).toBe(
      404,
    );
    expect((await w.manager.get(`/api/axreg/tofrom/${w.otherId}`)).statusCode).toBe(404);
    expect((await w.outsider.get(`/api/axreg/tofrom/${w.matrizId}`)).statusCode).toBe(404);
  });
});

describe('calls to the registry', () => {
  const calls = async () =>
    w.t.database.db.select().from(integrationCalls).where(eq(integrationCalls.companyId, w.matrizId));

  it('lists institutions, logging every call without secrets', async () => {
    const res = await w.manager.post('/api/axreg/institution', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ id: 'inst-1', name: 'Instituição Demonstração' });
    const logged = await calls();
    expect(logged.map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual(
      expect.arrayContaining(['POST /oauth/token 200', 'GET /v1/institutions 200']),
    );
    expect(JSON.stringify(logged)).not.toContain('demo-secret');
  });

  it('keeps the calls of the last 90 days only', async () => {
    const [integration] = await w.t.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.companyId, w.matrizId));
    const old = { companyId: w.matrizId, integrationId: integration!.id, method: 'GET', path: '/old', durationMs: 1 };
    await w.t.database.db.insert(integrationCalls).values([
      { ...old, createdAt: new Date(Date.now() - 91 * 86_400_000) },
      { ...old, path: '/recent', createdAt: new Date(Date.now() - 89 * 86_400_000) },
    ]);
    expect((await w.manager.post('/api/axreg/institution', {})).statusCode).toBe(200);
    const paths = (await calls()).map((c) => c.path);
    expect(paths).toContain('/recent');
    expect(paths).not.toContain('/old');
  });

  it('refreshes an expired token once and retries', async () => {
    expireFakeTokens(fake.state);
    const before = fake.state.hits.length;
    const res = await w.manager.post('/api/axreg/institution', {});
    expect(res.statusCode).toBe(200);
    expect(fake.state.hits.slice(before)).toEqual([
      'GET /v1/institutions',
      'POST /oauth/token',
      'GET /v1/institutions',
    ]);
  });

  it("answers the spec's message when the refresh fails", async () => {
    expireFakeTokens(fake.state);
    fake.state.failToken = true;
    const res = await w.manager.post('/api/axreg/institution', {});
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Erro ao atualizar token do firebase');
  });

  it('answers 502 on 500 and 503 on 429', async () => {
    fake.state.mode = 'error';
    const down = await w.manager.post('/api/axreg/institution', {});
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('O cadastro externo não respondeu: tente de novo em instantes.');
    fake.state.mode = 'busy';
    expect((await w.manager.post('/api/axreg/institution', {})).statusCode).toBe(503);
    expect((await calls()).some((c) => c.status === 429)).toBe(true);
  });

  it('suggests matches by CRM and state, and leaves out what is mapped', async () => {
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.insert(surgeons).values({ companyId: w.matrizId, name: 'Outro Nome', crm: '654321', crmState: 'RJ' }),
    );
    const res = await w.manager.get(`/api/axreg/suggestions/${w.matrizId}?type=surgeon`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        axregId: 102,
        axregName: 'Ana Lúcia Cortês',
        productName: 'Outro Nome',
        reason: 'crm',
      }),
    ]);
    expect((await w.manager.get(`/api/axreg/suggestions/${w.matrizId}?type=doctor`)).statusCode).toBe(400);
    expect((await w.resident.get(`/api/axreg/suggestions/${w.matrizId}?type=surgeon`)).statusCode).toBe(403);
  });

  it('activates the sync and reports what is new, changed and unchanged', async () => {
    const res = await w.manager.post('/api/axreg/sync_activation', { institutionId: 'inst-1' });
    expect(res.statusCode).toBe(200);
    // Surgeon 101 is mapped to "João Cirurgiao": the registry's name is brought in.
    expect(res.json().types.surgeon).toEqual({ new: 1, changed: 1, unchanged: 0 });
    expect(res.json().types.hospital).toEqual({ new: 2, changed: 0, unchanged: 0 });
    const [s] = await w.t.database.db.select().from(surgeons).where(eq(surgeons.id, surgeonId));
    expect(s!.name).toBe('João Cirurgião da Silva');
    expect(fake.state.syncActivated.has('inst-1')).toBe(true);
    const { integration } = (await w.manager.get('/api/axreg/integration')).json();
    expect(integration.lastSyncReport.types.surgeon.changed).toBe(1);
    // The institution is shown by its name later, without calling the registry again.
    expect(integration).toMatchObject({ institutionId: 'inst-1', institutionName: 'Instituição Demonstração' });
    // Pages of one record: every page is read.
    fake.state.pageSize = 1;
    const again = await w.manager.post('/api/axreg/sync_activation', { institutionId: 'inst-1' });
    fake.state.pageSize = 100;
    expect(again.json().types.surgeon).toEqual({ new: 1, changed: 0, unchanged: 1 });
    expect(again.json().types.hospital).toEqual({ new: 2, changed: 0, unchanged: 0 });
  });

  it('imports a registry hospital, maps an anesthetist, and refuses what cannot be imported', async () => {
    const url = (id: number, type: string) => `/api/axreg/consume_single/${w.matrizId}/${id}?type=${type}`;
    const hospital = await w.manager.get(url(401, 'hospital'));
    expect(hospital.statusCode).toBe(200);
    expect(hospital.json()).toMatchObject({
      created: true,
      mapping: { axregId: 401, productName: 'Hospital São Lucas' },
    });
    expect((await w.manager.get(url(401, 'hospital'))).statusCode).toBe(409);
    const anesthetist = await w.manager.get(url(201, 'anesthetist'));
    expect(anesthetist.json()).toMatchObject({ created: false, mapping: { productId: w.anesthetistId } });
    expect((await w.manager.get(url(999, 'hospital'))).statusCode).toBe(404);
    expect((await w.manager.get(`/api/axreg/consume_single/${w.otherId}/402?type=hospital`)).statusCode).toBe(404);
  });

  it("imports only with the session's CSRF token: a cross-site link cannot make the GET write", async () => {
    const res = await w.manager.request('GET', `/api/axreg/consume_single/${w.matrizId}/402?type=hospital`, undefined, {
      'x-csrf-token': 'outro',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrfError');
  });

  it('asks for the settings again when the secret was sealed under another key', async () => {
    const [row] = await w.t.database.db.select().from(integrations).where(eq(integrations.companyId, w.matrizId));
    const sealed = sealSecret(Buffer.alloc(32, 9), 'demo-secret');
    expect(() => openSecret(Buffer.from(KEY, 'base64'), sealed)).toThrow();
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(integrations)
        .set({ secretEncrypted: sealed, tokenEncrypted: null })
        .where(eq(integrations.id, row!.id)),
    );
    const res = await w.manager.post('/api/axreg/institution', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^A senha guardada da integração não pode ser lida/);
    // Saving the secret again seals it under the server's key.
    expect((await w.manager.post('/api/axreg/integration', settings())).statusCode).toBe(200);
    expect((await w.manager.post('/api/axreg/institution', {})).statusCode).toBe(200);
  });

  it('answers 502 when the registry is slower than the timeout', async () => {
    fake.state.mode = 'slow';
    fake.state.slowMs = 11_000;
    const res = await w.manager.post('/api/axreg/institution', {});
    expect(res.statusCode).toBe(502);
    fake.state.slowMs = 0;
  }, 20_000);
});

describe('the demo', () => {
  it('mounts the fake registry at /fake-registry, outside the OpenAPI document', async () => {
    const demo = await createTestApp({ FAKE_REGISTRY: 'true', INTEGRATIONS_SECRET_KEY: KEY });
    try {
      const token = await demo.app.inject({
        method: 'POST',
        url: '/fake-registry/oauth/token',
        payload: { grant_type: 'client_credentials', client_id: 'demo-client', client_secret: 'demo-secret' },
      });
      expect(token.json().access_token).toBeTruthy();
      expect((await demo.app.inject({ method: 'GET', url: '/fake-registry/v1/hospitals' })).statusCode).toBe(401);
      const doc = (await demo.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
      expect(doc).not.toContain('fake-registry');
      expect(doc).toContain('/api/axreg/tofrom');
    } finally {
      await demo.close();
    }
  });
});
