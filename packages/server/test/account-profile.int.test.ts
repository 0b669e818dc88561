import { changeLog, users } from '@honora/db';
import { addMember, createCompany, createUser, makeSuperAdmin } from '@honora/db/testing';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
let t: TestApp;
let userId: string;
let client: TestClient;

const row = async () => (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!;

const valid = { name: 'Fábio Faturista', phone: '11 98888 0006', crm: '', crmState: '', sigla: 'ff' };

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(PASSWORD);
  const companyId = (await createCompany(t.database.db, { name: 'Perfil Ltda.' })).id;
  userId = (await createUser(t.database.db, { email: 'fabio@perfil.dev', name: 'Fábio', passwordHash })).id;
  await addMember(t.database.db, { companyId, userId, profiles: ['f'] });
  client = new TestClient(t.app);
  await client.login('fabio@perfil.dev', PASSWORD);
  const admin = await createUser(t.database.db, { email: 'super@perfil.dev', name: 'Super', passwordHash });
  await makeSuperAdmin(t.database.db, admin.id);
});
afterAll(() => t.close());

describe('/api/account/profile', () => {
  it('reads the own profile, e-mail included', async () => {
    const res = await client.get('/api/account/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: userId,
      name: 'Fábio',
      email: 'fabio@perfil.dev',
      phone: null,
      crm: null,
      crmState: null,
      sigla: null,
    });
  });

  it('saves the own profile with the user as the actor; the session shows the new name', async () => {
    const res = await client.put('/api/account/profile', { ...valid, crm: '45678', crmState: 'rj' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Fábio Faturista',
      phone: '+5511988880006',
      crm: '45678',
      crmState: 'RJ',
      sigla: 'FF',
    });
    expect(await row()).toMatchObject({ crm: '45678/RJ', crmState: 'RJ', updatedBy: userId, updatedByAdmin: false });
    expect((await client.get('/api/auth/session')).json().session.user).toMatchObject({
      name: 'Fábio Faturista',
      sigla: 'FF',
    });
    const [last] = await t.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'users'), eq(changeLog.recordId, userId)))
      .orderBy(desc(changeLog.changedAt))
      .limit(1);
    // Who changed it is the person as the session knew them when they saved.
    expect(last).toMatchObject({ changedBy: userId, changedByName: 'Fábio' });
  });

  it('ignores an e-mail in the body: the e-mail is not changed here', async () => {
    const res = await client.put('/api/account/profile', { ...valid, email: 'outro@perfil.dev' });
    expect(res.statusCode).toBe(200);
    expect((await row()).email).toBe('fabio@perfil.dev');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { name: '' }, 'name', 'Esse campo é requerido'],
    ['a sigla of 4', { sigla: 'ABCD' }, 'sigla', 'As iniciais devem ter 2 ou 3 caracteres'],
    ['a state without CRM', { crmState: 'SP' }, 'crm', 'Esse campo é requerido'],
    ['a CRM with a dash', { crm: '12-34', crmState: 'SP' }, 'crm', 'Digite apenas números'],
    ['a phone too short', { phone: '9888' }, 'phone', 'Número de telefone inválido'],
  ])('refuses %s with a pt-BR field message, changing nothing', async (_label, change, path, message) => {
    const before = await row();
    const res = await client.put('/api/account/profile', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'inputError', fields: [{ path, message }] });
    expect(await row()).toEqual(before);
  });

  it('works in the admin workspace too, and not without a session', async () => {
    const admin = new TestClient(t.app);
    await admin.login('super@perfil.dev', PASSWORD);
    expect((await admin.get('/api/account/profile')).json().email).toBe('super@perfil.dev');
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/account/profile')).statusCode).toBe(401);
    expect((await anonymous.put('/api/account/profile', valid)).statusCode).toBe(401);
  });

  it('needs the CSRF token to change', async () => {
    const res = await client.request('PUT', '/api/account/profile', valid, { 'x-csrf-token': 'forjado' });
    expect(res.statusCode).toBe(403);
  });
});
