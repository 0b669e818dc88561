import { createCompany, createUser, addMember, makeSuperAdmin } from '@honora/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { nextSequential } from '../src/modules/sequential/sequential.service';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
const silent = pino({ level: 'silent' });
let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp({}, { realMessenger: true });
  const passwordHash = await hashPassword(PASSWORD);
  const company = await createCompany(t.database.db, { name: 'Empresa Única' });
  companyId = company.id;
  const member = await createUser(t.database.db, { email: 'membro@teste.dev', name: 'Membro', passwordHash });
  await addMember(t.database.db, { companyId, userId: member.id });
  const admin = await createUser(t.database.db, { email: 'super@teste.dev', name: 'Super', passwordHash });
  await makeSuperAdmin(t.database.db, admin.id);
});
afterAll(() => t.close());

describe('HTTP basics', () => {
  it('answers HEAD /ping.json', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/ping.json' });
    expect(res.statusCode).toBe(200);
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/ping.json', '/api/auth/session', '/api/nao-existe']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('answers unknown /api routes with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'notFound', message: 'Registro não encontrado' });
  });

  it('serves the OpenAPI document of the contract and the reference UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/company-register',
        '/api/companies/selectable',
        '/api/sequential/next',
      ]),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('GET /api/admin/outbox', () => {
  it('is for super admins only', async () => {
    const member = new TestClient(t.app);
    await member.login('membro@teste.dev', PASSWORD);
    // A session of another workspace is not valid here (platform.md §5): notLogged, not denied.
    expect((await member.get('/api/admin/outbox')).statusCode).toBe(401);
    expect((await new TestClient(t.app).get('/api/admin/outbox')).statusCode).toBe(401);
  });

  it('lists what was sent, newest first', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'membro@teste.dev' },
    });
    const admin = new TestClient(t.app);
    await admin.login('super@teste.dev', PASSWORD);
    const res = await admin.get('/api/admin/outbox?page=1&pageSize=10');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ channel: 'email', to: 'membro@teste.dev', sentAt: null, error: null });
    expect(items[0].body).toMatch(/\/ResetPassword\?token=/);
    expect((await admin.get('/api/admin/outbox?page=0')).statusCode).toBe(400);
  });
});

describe('sequential-getNewSequential', () => {
  it('counts per company over the API and needs a chosen company', async () => {
    const c = new TestClient(t.app);
    await c.login('membro@teste.dev', PASSWORD);
    const numbers = [];
    for (let i = 0; i < 3; i++)
      numbers.push(
        (await c.post('/api/sequential/next', { id: 'lotes', table: 'batches', field: 'code' })).json().data,
      );
    expect(numbers).toEqual([1, 2, 3]);
    const bad = await c.post('/api/sequential/next', { id: 'x', table: 'drop table;', field: 'code' });
    expect(bad.statusCode).toBe(400);
    const admin = new TestClient(t.app);
    await admin.login('super@teste.dev', PASSWORD);
    // The admin workspace is not one this route permits: the session is not valid here (platform.md §5).
    expect(
      (await admin.post('/api/sequential/next', { id: 'lotes', table: 'batches', field: 'code' })).statusCode,
    ).toBe(401);
  });

  it('gives distinct consecutive numbers under concurrency', async () => {
    const key = { id: `concorrencia-${companyId}`, table: 'events', field: 'code' };
    const values = await Promise.all(Array.from({ length: 40 }, () => nextSequential(t.database.db, key, silent)));
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('skips numbers in use and fixes the counter after 10 collisions', async () => {
    const key = { id: 'colisao', table: 'events', field: 'code' };
    const taken = new Set(Array.from({ length: 50 }, (_, i) => i + 1));
    let checks = 0;
    const value = await nextSequential(t.database.db, key, silent, {
      isTaken: async (v) => (checks++, taken.has(v)),
      maxUsed: async () => 50,
    });
    expect(value).toBe(51);
    expect(checks).toBe(11);
  });

  it('answers 0 when every attempt collides or the database fails', async () => {
    const key = { id: 'sempre', table: 'events', field: 'code' };
    expect(
      await nextSequential(t.database.db, key, silent, { isTaken: async () => true, maxUsed: async () => 0 }),
    ).toBe(0);
    const broken = { execute: () => Promise.reject(new Error('db down')) } as unknown as typeof t.database.db;
    expect(await nextSequential(broken, key, silent)).toBe(0);
  });
});
