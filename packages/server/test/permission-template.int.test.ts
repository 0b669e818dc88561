import { adminUsers, companies, companyWebConfigs, platformSettings, systemActor, withActor } from '@honora/db';
import { createUser, makeSuperAdmin } from '@honora/db/testing';
import { defaultPermissionConfig } from '@honora/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
let t: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let superId: string;

async function signedIn(email: string) {
  const client = new TestClient(t.app);
  expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
  return client;
}

const stored = async () =>
  (await t.database.db.select().from(platformSettings).where(eq(platformSettings.key, 'defaultPermissions')))[0];

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(PASSWORD);
  const superUser = await createUser(t.database.db, { email: 'super@honora.test', name: 'Super', passwordHash });
  await makeSuperAdmin(t.database.db, superUser.id);
  superId = superUser.id;
  const analyst = await createUser(t.database.db, { email: 'analise@honora.test', name: 'Analista', passwordHash });
  await withActor(t.database.db, systemActor, (tx) =>
    tx.insert(adminUsers).values({ userId: analyst.id, isSuperAdmin: false, rules: { analy: true } }),
  );
  superAdmin = await signedIn('super@honora.test');
  plainAdmin = await signedIn('analise@honora.test');
});
afterAll(() => t.close());

async function register(email: string, companyName: string) {
  const res = await new TestClient(t.app).post('/api/auth/company-register', {
    name: 'Nova Pessoa',
    email,
    password: PASSWORD,
    companyName,
  });
  expect(res.statusCode).toBe(200);
  const member = await signedIn(email);
  const companyId = (await member.get('/api/auth/session')).json().session.company.id as string;
  const [config] = await t.database.db
    .select()
    .from(companyWebConfigs)
    .where(eq(companyWebConfigs.companyId, companyId));
  return config!.permissions;
}

describe('the permission template for new companies', () => {
  it('is the code default until a super admin saves one', async () => {
    const res = await plainAdmin.get('/api/admin/permission-template');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isDefault).toBe(true);
    expect(body.permissions).toEqual(defaultPermissionConfig());
    expect(body.defaults).toEqual(defaultPermissionConfig());
    expect(body.catalog.profiles).toHaveLength(7);
    expect(await register('primeira@empresa.dev', 'Primeira Empresa')).toEqual(defaultPermissionConfig());
  });

  it('an admin who is not super admin cannot change it (403)', async () => {
    const res = await plainAdmin.put('/api/admin/permission-template', { permissions: {} });
    expect(res.statusCode).toBe(403);
    expect(await stored()).toBeUndefined();
  });

  it.each<[string, unknown, string]>([
    ['an unknown module', { naoExiste: { read: ['a'] } }, 'permissions.naoExiste'],
    ['an unknown action', { events: { voar: ['a'] } }, 'permissions.events.voar'],
    ['an unknown profile', { events: { read: ['z'] } }, 'permissions.events.read.0'],
  ])('refuses %s with inputError, changing nothing', async (_label, permissions, path) => {
    const res = await superAdmin.put('/api/admin/permission-template', { permissions });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('inputError');
    expect(res.json().fields[0].path).toBe(path);
    expect(await stored()).toBeUndefined();
  });

  it('a super admin saves it; companies registered afterwards start with it, older ones keep theirs', async () => {
    const template = { ...defaultPermissionConfig(), companies: { read: ['f', 'a', 'a'] } };
    const res = await superAdmin.put('/api/admin/permission-template', { permissions: template });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isDefault: false, permissions: { companies: { read: ['a', 'f'] } } });
    expect(await register('segunda@empresa.dev', 'Segunda Empresa')).toEqual({
      ...template,
      companies: { read: ['a', 'f'] },
    });
    const [older] = await t.database.db
      .select({ permissions: companyWebConfigs.permissions })
      .from(companyWebConfigs)
      .innerJoin(companies, eq(companies.id, companyWebConfigs.companyId))
      .where(eq(companies.name, 'Primeira Empresa'));
    expect(older?.permissions).toEqual(defaultPermissionConfig());
    const history = await superAdmin.get('/api/admin/changes?collection=platform_settings');
    expect(history.json().items[0]).toMatchObject({
      recordId: 'defaultPermissions',
      operation: 'INSERT',
      changedBy: superId,
    });
  });

  it('is closed outside the admin workspace', async () => {
    const member = await signedIn('primeira@empresa.dev');
    expect((await member.get('/api/admin/permission-template')).statusCode).toBe(401);
    expect((await member.put('/api/admin/permission-template', { permissions: {} })).statusCode).toBe(401);
  });
});
