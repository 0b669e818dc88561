import { adminUsers, changeLog, companyMembers, sessions, systemActor, users, withActor } from '@honora/db';
import { addMember, createCompany, createUser, makeSuperAdmin } from '@honora/db/testing';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
let t: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let companyId: string;
let otherCompanyId: string;
let superId: string;
let plainAdminId: string;
let doctorId: string;

async function person(email: string, name: string, extra: Partial<typeof users.$inferInsert> = {}) {
  return createUser(t.database.db, { email, name, passwordHash: await hashPassword(PASSWORD), ...extra });
}

async function signedIn(email: string) {
  const client = new TestClient(t.app);
  expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
  return client;
}

const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

const valid = {
  name: 'Dra. Júlia Mendes',
  email: 'julia@clinica.dev',
  phone: '(11) 98765-4321',
  crm: '123456',
  crmState: 'SP',
  sigla: 'jm',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  companyId = (await createCompany(db, { name: 'Clínica Ávila' })).id;
  otherCompanyId = (await createCompany(db, { name: 'Grupo Boa Vista' })).id;
  superId = (await person('super@honora.test', 'Super')).id;
  await makeSuperAdmin(db, superId);
  plainAdminId = (await person('suporte@honora.test', 'Suporte')).id;
  await withActor(db, systemActor, (tx) =>
    tx.insert(adminUsers).values({ userId: plainAdminId, isSuperAdmin: false, rules: { sup: true } }),
  );
  doctorId = (await person('julia@clinica.dev', 'Júlia Mendes', { sigla: 'JM' })).id;
  await addMember(db, { companyId, userId: doctorId, profiles: ['b'], userTypes: ['KAnesthetist'] });
  await person('joao@clinica.dev', 'João Avelar');
  superAdmin = await signedIn('super@honora.test');
  plainAdmin = await signedIn('suporte@honora.test');
});
afterAll(() => t.close());

describe('GET /api/admin/users', () => {
  it('searches name and e-mail without accents, with pagination', async () => {
    const res = await superAdmin.get('/api/admin/users?search=JULIA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: doctorId,
          name: 'Júlia Mendes',
          email: 'julia@clinica.dev',
          sigla: 'JM',
          isDisabled: false,
          isAdmin: false,
          isSuperAdmin: false,
          companyCount: 1,
        },
      ],
      total: 1,
    });
    const byAccent = await superAdmin.get(`/api/admin/users?search=${encodeURIComponent('avelar')}`);
    expect(byAccent.json().items.map((u: { name: string }) => u.name)).toEqual(['João Avelar']);
    const page = await plainAdmin.get('/api/admin/users?pageSize=2&page=2');
    expect(page.json().total).toBe(4);
    expect(page.json().items).toHaveLength(2);
  });

  it('takes % and _ literally', async () => {
    expect((await superAdmin.get('/api/admin/users?search=%25')).json().total).toBe(0);
  });

  it('refuses a bad page with inputError', async () => {
    const res = await superAdmin.get('/api/admin/users?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('inputError');
  });

  it('is closed outside the admin workspace', async () => {
    const client = await signedIn('julia@clinica.dev');
    expect((await client.get('/api/admin/users')).statusCode).toBe(401);
    expect((await client.get(`/api/admin/users/${doctorId}`)).statusCode).toBe(401);
    expect((await client.put(`/api/admin/users/${doctorId}`, valid)).statusCode).toBe(401);
    expect((await new TestClient(t.app).get('/api/admin/users')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers the user with the CRM apart and the memberships', async () => {
    await withActor(t.database.db, systemActor, (tx) =>
      tx.update(users).set({ crm: '998877/MG' }).where(eq(users.id, doctorId)),
    );
    const res = await plainAdmin.get(`/api/admin/users/${doctorId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: doctorId,
      crm: '998877',
      crmState: 'MG',
      isDisabled: false,
      memberships: [
        {
          companyId,
          companyName: 'Clínica Ávila',
          workspace: 'CLIENT',
          profiles: ['b'],
          userTypes: ['KAnesthetist'],
          isActive: true,
        },
      ],
    });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000', 404],
    ['a malformed id', 'x', 400],
  ])('answers %s with %i', async (_label, id, status) => {
    expect((await superAdmin.get(`/api/admin/users/${id}`)).statusCode).toBe(status);
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('saves the data: phone in E.164, CRM with its state, sigla in capitals', async () => {
    const res = await superAdmin.put(`/api/admin/users/${doctorId}`, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Dra. Júlia Mendes', crm: '123456', crmState: 'SP', sigla: 'JM' });
    expect(await userRow(doctorId)).toMatchObject({ phone: '+5511987654321', crm: '123456/SP', sigla: 'JM' });
    const [change] = await t.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'users'), eq(changeLog.recordId, doctorId)))
      .orderBy(desc(changeLog.changedAt))
      .limit(1);
    expect(change?.changes.crm).toEqual({ from: '998877/MG', to: '123456/SP' });
    expect(change).toMatchObject({ changedBy: superId, changedByAdmin: true });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a short sigla', { sigla: 'J' }, 'sigla', 'As iniciais devem ter 2 ou 3 caracteres'],
    ['a long sigla', { sigla: 'JMMS' }, 'sigla', 'As iniciais devem ter 2 ou 3 caracteres'],
    ['a CRM with letters', { crm: '12a' }, 'crm', 'Digite apenas números'],
    ['a state that does not exist', { crmState: 'XX' }, 'crmState', 'Estado inválido'],
    ['a CRM without state', { crmState: '' }, 'crmState', 'Esse campo é requerido'],
    ['a short name', { name: 'Jo' }, 'name', 'O tamanho mínimo é: 3'],
    ['a bad e-mail', { email: 'julia@' }, 'email', 'Email inválido'],
    ['a phone that is not Brazilian', { phone: '+1 415 555 0100' }, 'phone', 'Número de telefone inválido'],
  ])('refuses %s with a pt-BR message under the field, changing nothing', async (_label, change, path, message) => {
    const before = await userRow(doctorId);
    const res = await superAdmin.put(`/api/admin/users/${doctorId}`, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'inputError', fields: [{ path, message }] });
    expect(await userRow(doctorId)).toEqual(before);
  });

  it('refuses an e-mail of another account, whatever its case', async () => {
    const res = await superAdmin.put(`/api/admin/users/${doctorId}`, { ...valid, email: 'JOAO@Clinica.dev' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'auth/email-already-exists',
      fields: [{ path: 'email', message: 'Já existe uma conta com este e-mail' }],
    });
    expect((await userRow(doctorId)).email).toBe('julia@clinica.dev');
  });

  it('lets only a super admin change an admin', async () => {
    const body = { ...valid, name: 'Super Mudado', email: 'super@honora.test', phone: '', crm: '', crmState: '' };
    const res = await plainAdmin.put(`/api/admin/users/${superId}`, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'admin', action: 'write' } });
    expect((await userRow(superId)).name).toBe('Super');
  });
});

describe('PUT /api/admin/users/:id/status', () => {
  it('disabling ends the sessions at once and blocks sign-in; enabling lets the user in again', async () => {
    const julia = await signedIn('julia@clinica.dev');
    const off = await plainAdmin.put(`/api/admin/users/${doctorId}/status`, { isDisabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().isDisabled).toBe(true);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, doctorId))).toEqual([]);
    expect((await julia.get('/api/auth/session')).json().session).toBeNull();
    const again = await new TestClient(t.app).login('julia@clinica.dev', PASSWORD);
    expect(again.json().code).toBe('auth/user-disabled');

    const on = await plainAdmin.put(`/api/admin/users/${doctorId}/status`, { isDisabled: false });
    expect(on.json().isDisabled).toBe(false);
    expect((await new TestClient(t.app).login('julia@clinica.dev', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses to disable oneself and a body without the flag', async () => {
    const self = await superAdmin.put(`/api/admin/users/${superId}/status`, { isDisabled: true });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toEqual([
      {
        path: 'isDisabled',
        message: 'Você não pode desativar a sua própria conta',
        messageKey: 'screens.adminUsers.errors.selfDisable',
      },
    ]);
    const empty = await superAdmin.put(`/api/admin/users/${doctorId}/status`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0]).toEqual({ path: 'isDisabled', message: 'Esse campo é requerido' });
    expect((await userRow(superId)).isDisabled).toBe(false);
  });

  it('lets only a super admin disable an admin', async () => {
    const res = await plainAdmin.put(`/api/admin/users/${superId}/status`, { isDisabled: true });
    expect(res.statusCode).toBe(403);
    expect((await userRow(superId)).isDisabled).toBe(false);
  });
});

describe('memberships', () => {
  const membershipsOf = (userId: string) =>
    t.database.db.select().from(companyMembers).where(eq(companyMembers.userId, userId));

  it('adds a COMPANY membership with profiles and company rules', async () => {
    const res = await superAdmin.post(`/api/admin/users/${doctorId}/memberships`, {
      companyId: otherCompanyId,
      workspace: 'COMPANY',
      profiles: ['e', 'e'],
      rules: { edit: true, att: true },
    });
    expect(res.statusCode).toBe(200);
    const added = res.json().memberships.find((m: { companyId: string }) => m.companyId === otherCompanyId);
    expect(added).toMatchObject({
      companyName: 'Grupo Boa Vista',
      workspace: 'COMPANY',
      profiles: ['e'],
      userTypes: [],
      rules: { edit: true, att: true },
      isActive: true,
    });
    const julia = new TestClient(t.app);
    expect((await julia.login('julia@clinica.dev', PASSWORD, 'COMPANY')).json().session.company.id).toBe(
      otherCompanyId,
    );
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'no company',
      { companyId: '', workspace: 'CLIENT', profiles: ['b'], userTypes: ['KUser'] },
      'companyId',
      'Esse campo é requerido',
    ],
    [
      'a company that does not exist',
      { companyId: '00000000-0000-4000-8000-000000000000', workspace: 'CLIENT', profiles: ['b'], userTypes: ['KUser'] },
      'companyId',
      'Empresa não encontrada',
    ],
    ['no profile', { workspace: 'CLIENT', profiles: [], userTypes: ['KUser'] }, 'profiles', 'Esse campo é requerido'],
    ['a CLIENT without user type', { workspace: 'CLIENT', profiles: ['b'] }, 'userTypes', 'Esse campo é requerido'],
    [
      'the membership it already has',
      { workspace: 'CLIENT', profiles: ['b'], userTypes: ['KUser'] },
      'companyId',
      'Este usuário já participa desta empresa neste workspace',
    ],
  ])('refuses %s with a pt-BR field message, changing nothing', async (_label, body, path, message) => {
    const before = await membershipsOf(doctorId);
    const res = await superAdmin.post(`/api/admin/users/${doctorId}/memberships`, { companyId, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'inputError' });
    expect(res.json().fields[0]).toEqual(expect.objectContaining({ path, message }));
    expect(await membershipsOf(doctorId)).toEqual(before);
  });

  it('removes softly (inactive; the session there ends) and adds again with new values', async () => {
    const julia = await signedIn('julia@clinica.dev');
    const detail = (await superAdmin.get(`/api/admin/users/${doctorId}`)).json();
    const client = detail.memberships.find((m: { workspace: string }) => m.workspace === 'CLIENT');
    const removed = await superAdmin.request('DELETE', `/api/admin/users/${doctorId}/memberships/${client.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().memberships.find((m: { id: string }) => m.id === client.id).isActive).toBe(false);
    expect((await julia.get('/api/auth/session')).json().session.company).toMatchObject({ id: companyId });
    expect((await julia.get('/api/company')).statusCode).toBe(401);

    const back = await superAdmin.post(`/api/admin/users/${doctorId}/memberships`, {
      companyId,
      workspace: 'CLIENT',
      profiles: ['f'],
      userTypes: ['KUser'],
    });
    expect(back.statusCode).toBe(200);
    const rows = (await membershipsOf(doctorId)).filter((m) => m.companyId === companyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: client.id, isActive: true, profiles: ['f'], userTypes: ['KUser'] });
  });

  it('answers 404 for a membership of another user', async () => {
    const [other] = await membershipsOf(doctorId);
    const res = await superAdmin.request('DELETE', `/api/admin/users/${plainAdminId}/memberships/${other!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Participação não encontrada');
  });
});
