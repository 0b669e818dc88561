import { companyMembers, systemActor, withActor } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
let t: TestApp;
let companyId: string;

async function person(email: string, profile: string, userTypes: string[] = ['KUser']) {
  const user = await createUser(t.database.db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  await addMember(t.database.db, { companyId, userId: user.id, profiles: [profile], userTypes });
  return user.id;
}

async function signedIn(email: string) {
  const client = new TestClient(t.app);
  const res = await client.login(email, PASSWORD);
  expect(res.json().session.company.id).toBe(companyId);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.database.db, { name: 'Grupo Acesso', isMatriz: true })).id;
  await person('admin@acesso.dev', 'a');
  await person('gestor@acesso.dev', 'e');
  await person('faturista@acesso.dev', 'f');
  await person('residente@acesso.dev', 'g', ['KResident']);
});
afterAll(() => t.close());

describe('company permissions', () => {
  it('refuses a biller with Acesso Negado naming the module and action', async () => {
    const res = await (await signedIn('faturista@acesso.dev')).get('/api/company/permissions');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'permissionDenied',
      message: 'Acesso Negado',
      params: { module: 'companies', action: 'read' },
    });
  });

  it('lets the billing manager read but not change them', async () => {
    const manager = await signedIn('gestor@acesso.dev');
    const read = await manager.get('/api/company/permissions');
    expect(read.statusCode).toBe(200);
    expect(read.json().catalog.profiles).toHaveLength(7);
    const change = await manager.put('/api/company/permissions', { permissions: {} });
    expect(change.statusCode).toBe(403);
    expect(change.json().params).toEqual({ module: 'companies', action: 'manager' });
  });

  it('an administrator grants a profile and the next request of that user already sees it', async () => {
    const admin = await signedIn('admin@acesso.dev');
    const biller = await signedIn('faturista@acesso.dev');
    expect((await biller.get('/api/auth/session')).json().session.permissions.companies ?? []).not.toContain('read');
    const { permissions } = (await admin.get('/api/company/permissions')).json();
    permissions.companies.read = [...permissions.companies.read, 'f', 'f'];
    const saved = await admin.put('/api/company/permissions', { permissions });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().permissions.companies.read).toEqual(['a', 'e', 'f']);
    expect((await biller.get('/api/company/permissions')).statusCode).toBe(200);
    expect((await biller.get('/api/auth/session')).json().session.permissions.companies).toContain('read');
  });

  it('refuses unknown modules, actions and profiles, changing nothing', async () => {
    const admin = await signedIn('admin@acesso.dev');
    const before = (await admin.get('/api/company/permissions')).json().permissions;
    const unknown = await admin.put('/api/company/permissions', {
      permissions: { naoExiste: { read: ['a'] }, events: { voar: ['a'] } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.map((f: { path: string }) => f.path)).toEqual([
      'permissions.naoExiste',
      'permissions.events.voar',
    ]);
    const badProfile = await admin.put('/api/company/permissions', {
      permissions: { events: { read: ['z'] } },
    });
    expect(badProfile.statusCode).toBe(400);
    expect((await admin.get('/api/company/permissions')).json().permissions).toEqual(before);
  });

  it('never shows production to a resident in the session', async () => {
    const { permissions } = (await (await signedIn('residente@acesso.dev')).get('/api/auth/session')).json().session;
    expect(permissions.billing).toBeUndefined();
    expect(permissions.events).toEqual(['listOwn', 'readOwn']);
  });

  it('ends the session of a user removed from the company (forced logout)', async () => {
    const leavingId = await person('sai@acesso.dev', 'e');
    const leaving = await signedIn('sai@acesso.dev');
    await withActor(t.database.db, systemActor, (tx) =>
      tx.update(companyMembers).set({ isActive: false }).where(eq(companyMembers.userId, leavingId)),
    );
    const res = await leaving.get('/api/company/permissions');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'notLogged', message: 'Nenhuma empresa encontrada' });
  });
});

describe('company data', () => {
  const valid = {
    name: 'Grupo Acesso Renomeado',
    legalName: 'Grupo Acesso Ltda.',
    cnpj: '11.222.333/0001-81',
    cnes: '1234567',
    billingType: 'ANESTHETIST',
    isPayer: false,
    registrationType: 'company',
    agendaDisplay: 'DEMAND',
    flags: { hidePricesFromResidents: true },
  };

  it('reads the current company with its filiais and flags', async () => {
    const filial = await createCompany(t.database.db, { name: 'Filial A', isFilial: true, matrizId: companyId });
    const res = await (await signedIn('gestor@acesso.dev')).get('/api/company');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: companyId, isMatriz: true, filiaisIds: [filial.id] });
    expect(res.json().flags.filialHiddenMatrizData).toBe(false);
  });

  it('lets an administrator update it and stamps who did', async () => {
    const admin = await signedIn('admin@acesso.dev');
    const res = await admin.put('/api/company', { id: companyId, ...valid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Grupo Acesso Renomeado',
      agendaDisplay: 'DEMAND',
      flags: { hidePricesFromResidents: true },
    });
  });

  it.each([
    [{ ...valid, id: undefined } as Record<string, unknown>, 'id', 'id não encontrado', 400],
    [{ ...valid, id: '00000000-0000-4000-8000-000000000000' }, 'id', 'id inválido', 400],
    [{ ...valid, cnpj: '11.222.333/0001' }, 'cnpj', 'O campo é muito curto', 400],
    [{ ...valid, cnpj: '11.222.333/0001-82' }, 'cnpj', 'CNPJ inválido', 400],
    [{ ...valid, name: 'AB' }, 'name', 'O tamanho mínimo é: 3', 400],
    [{ ...valid, cnes: '12' }, 'cnes', 'CNES deve ter 7 dígitos', 400],
  ])('refuses %j', async (body, path, message, status) => {
    const admin = await signedIn('admin@acesso.dev');
    const before = (await admin.get('/api/company')).json();
    const res = await admin.put('/api/company', 'id' in body ? body : { ...body, id: companyId });
    expect(res.statusCode).toBe(status);
    expect(res.json().fields).toEqual([expect.objectContaining({ path, message })]);
    expect((await admin.get('/api/company')).json()).toEqual(before);
  });

  it('refuses a billing manager (write) with the module and action', async () => {
    const res = await (await signedIn('gestor@acesso.dev')).put('/api/company', { id: companyId, ...valid });
    expect(res.statusCode).toBe(403);
    expect(res.json().params).toEqual({ module: 'companies', action: 'write' });
  });
});
