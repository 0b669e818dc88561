import { adminUsers, systemActor, withActor } from '@honora/db';
import { createUser, makeSuperAdmin } from '@honora/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
let t: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let superId: string;
let plainAdminId: string;
let personId: string;

async function person(email: string, name: string) {
  return (await createUser(t.database.db, { email, name, passwordHash: await hashPassword(PASSWORD) })).id;
}

async function signedIn(email: string) {
  const client = new TestClient(t.app);
  expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
  return client;
}

const record = async (userId: string) =>
  (await t.database.db.select().from(adminUsers).where(eq(adminUsers.userId, userId)))[0];

const noRules = { adm: false, sell: false, analy: false, sup: false };

beforeAll(async () => {
  t = await createTestApp();
  superId = await person('super@honora.test', 'Super Admin');
  await makeSuperAdmin(t.database.db, superId);
  plainAdminId = await person('vendas@honora.test', 'Vânia Vendas');
  await withActor(t.database.db, systemActor, (tx) =>
    tx.insert(adminUsers).values({ userId: plainAdminId, isSuperAdmin: false, rules: { sell: true } }),
  );
  personId = await person('pessoa@honora.test', 'Pessoa Comum');
  superAdmin = await signedIn('super@honora.test');
  plainAdmin = await signedIn('vendas@honora.test');
});
afterAll(() => t.close());

describe('GET /api/admin/admin-users', () => {
  it('lists admins with every rule named, searching without accents', async () => {
    const res = await plainAdmin.get('/api/admin/admin-users?search=vania');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          userId: plainAdminId,
          name: 'Vânia Vendas',
          email: 'vendas@honora.test',
          isDisabled: false,
          rules: { ...noRules, sell: true },
          isSuperAdmin: false,
        },
      ],
      total: 1,
    });
    expect((await plainAdmin.get('/api/admin/admin-users')).json().total).toBe(2);
  });

  it('is closed to people who are not admins', async () => {
    const client = new TestClient(t.app);
    await client.login('pessoa@honora.test', PASSWORD);
    expect((await client.get('/api/admin/admin-users')).statusCode).toBe(401);
  });
});

describe('granting and revoking (super admin only)', () => {
  it('refuses an admin who is not super admin with 403, changing nothing', async () => {
    const grant = await plainAdmin.post('/api/admin/admin-users', { userId: personId, rules: { sup: true } });
    expect(grant.statusCode).toBe(403);
    expect(grant.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'admin', action: 'write' } });
    expect(await record(personId)).toBeUndefined();
    const revoke = await plainAdmin.request('DELETE', `/api/admin/admin-users/${superId}`);
    expect(revoke.statusCode).toBe(403);
    expect((await record(superId))?.deletedAt).toBeNull();
  });

  it('grants admin to an existing user, who then enters the admin workspace', async () => {
    const res = await superAdmin.post('/api/admin/admin-users', { userId: personId, rules: { sup: true, adm: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: personId, rules: { ...noRules, sup: true }, isSuperAdmin: false });
    expect((await record(personId))?.rules).toEqual({ sup: true });
    const login = await new TestClient(t.app).login('pessoa@honora.test', PASSWORD);
    expect(login.json().session.workspace).toBe('ADMIN');
  });

  it.each<[string, () => Record<string, unknown>, string, string]>([
    ['no user', () => ({ rules: {} }), 'userId', 'Esse campo é requerido'],
    [
      'an unknown user',
      () => ({ userId: '00000000-0000-4000-8000-000000000000', rules: {} }),
      'userId',
      'Usuário não encontrado',
    ],
    ['someone already admin', () => ({ userId: plainAdminId, rules: {} }), 'userId', 'Este usuário já é administrador'],
    ['a rule that is not a boolean', () => ({ userId: personId, rules: { adm: 'sim' } }), 'rules.adm', ''],
  ])('refuses %s with inputError', async (_label, body, path, message) => {
    const res = await superAdmin.post('/api/admin/admin-users', body());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('inputError');
    expect(res.json().fields[0].path).toBe(path);
    if (message) expect(res.json().fields[0].message).toBe(message);
    expect((await record(plainAdminId))?.rules).toEqual({ sell: true });
  });

  it('revokes softly; the revoked admin is out of the admin workspace at the next request', async () => {
    const revokedClient = await signedIn('pessoa@honora.test');
    const res = await superAdmin.request('DELETE', `/api/admin/admin-users/${personId}`);
    expect(res.statusCode).toBe(200);
    expect((await record(personId))?.deletedAt).not.toBeNull();
    expect((await revokedClient.get('/api/admin/admin-users')).statusCode).toBe(401);
    expect((await superAdmin.get('/api/admin/admin-users?search=pessoa')).json().total).toBe(0);
    const again = await superAdmin.post('/api/admin/admin-users', { userId: personId, rules: { analy: true } });
    expect(again.json()).toMatchObject({ rules: { ...noRules, analy: true } });
    expect((await record(personId))?.deletedAt).toBeNull();
  });

  it('a super admin cannot revoke themself', async () => {
    const res = await superAdmin.request('DELETE', `/api/admin/admin-users/${superId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'inputError',
      message: 'Você não pode revogar o seu próprio acesso de administrador',
    });
    expect((await record(superId))?.deletedAt).toBeNull();
  });

  it('answers 404 for someone who is not admin', async () => {
    const stranger = await person('estranho@honora.test', 'Estranho');
    expect((await superAdmin.request('DELETE', `/api/admin/admin-users/${stranger}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/admin-users/:userId', () => {
  it('lets an admin change the rules of an admin who is not super admin', async () => {
    const res = await plainAdmin.put(`/api/admin/admin-users/${personId}`, { rules: { sell: true, sup: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().rules).toEqual({ ...noRules, sell: true, sup: true });
  });

  it('keeps the super admin flag and super admins for super admins (403)', async () => {
    const promote = await plainAdmin.put(`/api/admin/admin-users/${plainAdminId}`, {
      rules: { sell: true },
      isSuperAdmin: true,
    });
    expect(promote.statusCode).toBe(403);
    const touchSuper = await plainAdmin.put(`/api/admin/admin-users/${superId}`, {
      rules: {},
      isSuperAdmin: true,
    });
    expect(touchSuper.statusCode).toBe(403);
    expect(await record(plainAdminId)).toMatchObject({ isSuperAdmin: false });
    expect(await record(superId)).toMatchObject({ isSuperAdmin: true, rules: { adm: true } });
  });

  it('a super admin promotes, but cannot demote themself', async () => {
    const promote = await superAdmin.put(`/api/admin/admin-users/${personId}`, { rules: {}, isSuperAdmin: true });
    expect(promote.json().isSuperAdmin).toBe(true);
    const self = await superAdmin.put(`/api/admin/admin-users/${superId}`, {
      rules: { adm: true },
      isSuperAdmin: false,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toEqual([
      {
        path: 'isSuperAdmin',
        message: 'Você não pode tirar o seu próprio acesso de Super Admin',
        messageKey: 'screens.adminAccounts.errors.cannotDemoteSelf',
      },
    ]);
    expect(await record(superId)).toMatchObject({ isSuperAdmin: true });
  });

  it('answers 404 for a user who is not admin and 400 for a malformed id', async () => {
    const stranger = await person('outro@honora.test', 'Outro');
    expect((await superAdmin.put(`/api/admin/admin-users/${stranger}`, { rules: {} })).statusCode).toBe(404);
    expect((await superAdmin.put('/api/admin/admin-users/x', { rules: {} })).statusCode).toBe(400);
  });
});
