import { messages } from '@honora/contract';
import { companies, companyWebConfigs, typesOfPayment } from '@honora/db';
import { defaultPermissionConfig } from '@honora/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld, valid } from './admin-world';
import { TestClient, type TestApp } from './helpers';

let t: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let member: TestClient;
let matrizId: string;
let filialId: string;

beforeAll(async () => {
  ({ t, superAdmin, plainAdmin, member, matrizId, filialId } = await createAdminWorld());
});
afterAll(() => t.close());

const companyRow = async (id: string) => (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0];

describe('GET /api/admin/companies', () => {
  it.each([
    ['search=arvore', ['Cooperativa Árvore']],
    ['search=11222333', ['Cooperativa Árvore']],
    ['search=CLÍNICA', ['Clinica Sol']],
    ['structure=matriz', ['Cooperativa Árvore']],
    ['structure=filial', ['Filial Galho']],
    ['', ['Clinica Sol', 'Cooperativa Árvore', 'Filial Galho']],
  ])('lists with %s (accent-insensitive, CNPJ digits)', async (filter, names) => {
    const res = await plainAdmin.get(`/api/admin/companies?${filter}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((c: { name: string }) => c.name)).toEqual(names);
  });

  it('pages and tells the matriz and the filiais', async () => {
    const res = (await plainAdmin.get('/api/admin/companies?pageSize=1&page=2')).json();
    expect(res.total).toBe(3);
    expect(res.items).toEqual([expect.objectContaining({ name: 'Cooperativa Árvore', filiaisCount: 1 })]);
    const filial = (await plainAdmin.get('/api/admin/companies?structure=filial')).json().items[0];
    expect(filial).toMatchObject({ matrizId, matrizName: 'Cooperativa Árvore', deletedAt: null });
  });

  it.each(['structure=todas', 'showDeleted=talvez', 'page=0'])('refuses %s with inputError', async (filter) => {
    const res = await plainAdmin.get(`/api/admin/companies?${filter}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('inputError');
  });

  it('is closed outside the admin workspace and without a session', async () => {
    expect((await member.get('/api/admin/companies')).statusCode).toBe(401);
    expect((await new TestClient(t.app).get('/api/admin/companies')).statusCode).toBe(401);
  });
});

describe('creating a company', () => {
  it('creates a filial of a live matriz with the default web configuration', async () => {
    const res = await superAdmin.post('/api/admin/companies', { ...valid, structure: 'filial', matrizId });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Clínica Nova',
      isFilial: true,
      isMatriz: false,
      matrizId,
      matrizName: 'Cooperativa Árvore',
      registrationType: 'personal',
      flags: { eventsByBranch: true, filialHiddenMatrizData: false },
      deletedAt: null,
    });
    const [config] = await t.database.db
      .select()
      .from(companyWebConfigs)
      .where(eq(companyWebConfigs.companyId, created.id));
    expect(config?.permissions).toEqual(defaultPermissionConfig());
    expect(await companyRow(created.id)).toMatchObject({
      createdBy: expect.any(String),
      createdByName: 'super@admin.dev',
    });
  });

  it.each([
    [{ cnpj: '11.444.777/0001' }, 'cnpj', 'O campo é muito curto'],
    [{ cnpj: '11.444.777/0001-62' }, 'cnpj', 'CNPJ inválido'],
    [{ cnes: '123' }, 'cnes', 'CNES deve ter 7 dígitos'],
    [{ name: 'AB' }, 'name', 'O tamanho mínimo é: 3'],
    [{ kind: 'LOJA' }, 'kind', 'Esse campo é requerido'],
    [{ structure: 'filial' }, 'matrizId', 'Escolha a matriz da filial'],
    [
      { structure: 'filial', matrizId: '00000000-0000-4000-8000-000000000000' },
      'matrizId',
      'Escolha uma matriz ativa (uma filial não pode ser matriz de outra)',
    ],
    [
      { structure: 'filial', matrizId: 'filial' },
      'matrizId',
      'Escolha uma matriz ativa (uma filial não pode ser matriz de outra)',
    ],
  ])('refuses %j with a pt-BR field message, creating nothing', async (change, path, message) => {
    const before = (await superAdmin.get('/api/admin/companies?showDeleted=true')).json().total;
    const pointsToFilial = 'matrizId' in change && change.matrizId === 'filial';
    const body = { ...valid, ...change, ...(pointsToFilial ? { matrizId: filialId } : {}) };
    const res = await superAdmin.post('/api/admin/companies', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'inputError', fields: [{ path, message }] });
    expect((await superAdmin.get('/api/admin/companies?showDeleted=true')).json().total).toBe(before);
  });

  it("starts a new company with the usual types of payment, and a filial with none (it uses its matriz's)", async () => {
    const typeNames = async (companyId: string) =>
      (await t.database.db.select().from(typesOfPayment).where(eq(typesOfPayment.companyId, companyId)))
        .map((row) => row.name)
        .sort();
    const single = await superAdmin.post('/api/admin/companies', { ...valid, name: 'Clínica Com Tipos', cnpj: null });
    expect(single.statusCode).toBe(200);
    expect(await typeNames(single.json().id)).toEqual(
      [...messages.screens.healthInsurers.typesOfPayment.defaults].sort(),
    );
    const filial = await superAdmin.post('/api/admin/companies', {
      ...valid,
      name: 'Filial Sem Tipos',
      cnpj: null,
      structure: 'filial',
      matrizId,
    });
    expect(filial.statusCode).toBe(200);
    expect(await typeNames(filial.json().id)).toEqual([]);
  });

  it('is for super admins only', async () => {
    const res = await plainAdmin.post('/api/admin/companies', valid);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'admin', action: 'write' } });
    expect((await member.post('/api/admin/companies', valid)).statusCode).toBe(401);
  });
});

describe('editing, deleting and restoring', () => {
  let id: string;
  beforeAll(async () => {
    id = (await superAdmin.post('/api/admin/companies', { ...valid, name: 'Editável' })).json().id;
  });

  it('lets an admin edit data, structure and flags', async () => {
    const res = await plainAdmin.put(`/api/admin/companies/${id}`, {
      ...valid,
      name: 'Editada',
      kind: 'ONG',
      structure: 'matriz',
      flags: { filialHiddenMatrizData: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Editada',
      kind: 'ONG',
      isMatriz: true,
      flags: { filialHiddenMatrizData: true },
    });
    expect(await companyRow(id)).toMatchObject({ updatedByName: 'admin@admin.dev', updatedByAdmin: true });
  });

  it.each([
    [{ cnpj: '11.444.777/0001-62' }, 'cnpj', 'CNPJ inválido'],
    [{ name: '' }, 'name', 'Esse campo é requerido'],
    [{ structure: 'filial', matrizId: null }, 'matrizId', 'Escolha a matriz da filial'],
  ])('refuses the edit %j, changing nothing', async (change, path, message) => {
    const before = (await plainAdmin.get(`/api/admin/companies/${id}`)).json();
    const res = await plainAdmin.put(`/api/admin/companies/${id}`, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ path, message })]);
    expect((await plainAdmin.get(`/api/admin/companies/${id}`)).json()).toEqual(before);
  });

  it('refuses a company as its own matriz and a matriz with filiais leaving the role', async () => {
    const self = await plainAdmin.put(`/api/admin/companies/${id}`, { ...valid, structure: 'filial', matrizId: id });
    expect(self.json().fields).toEqual([
      {
        path: 'matrizId',
        message: 'A empresa não pode ser filial de si mesma',
        messageKey: 'screens.adminCompanies.errors.matrizSelf',
      },
    ]);
    const leaving = await plainAdmin.put(`/api/admin/companies/${matrizId}`, {
      ...valid,
      name: 'Árvore',
      structure: 'single',
    });
    expect(leaving.statusCode).toBe(400);
    expect(leaving.json().fields[0].path).toBe('structure');
    expect((await companyRow(matrizId))?.isMatriz).toBe(true);
  });

  it('refuses to delete a matriz with live filiais, saying why', async () => {
    const res = await superAdmin.request('DELETE', `/api/admin/companies/${matrizId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'statusError', message: expect.stringContaining('filiais ativas') });
    expect((await companyRow(matrizId))?.deletedAt).toBeNull();
  });

  it('soft-deletes and restores (super admin), stamping who deleted', async () => {
    const deleted = await superAdmin.request('DELETE', `/api/admin/companies/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deletedAt).toEqual(expect.any(String));
    expect(await companyRow(id)).toMatchObject({ deletedBy: expect.any(String) });
    expect((await plainAdmin.get('/api/admin/companies?search=Editada')).json().total).toBe(0);
    expect((await plainAdmin.get('/api/admin/companies?search=Editada&showDeleted=true')).json().total).toBe(1);
    expect((await superAdmin.request('DELETE', `/api/admin/companies/${id}`)).statusCode).toBe(409);
    expect((await plainAdmin.put(`/api/admin/companies/${id}`, valid)).statusCode).toBe(409);

    const restored = await superAdmin.post(`/api/admin/companies/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().deletedAt).toBeNull();
    expect((await superAdmin.post(`/api/admin/companies/${id}/restore`)).statusCode).toBe(409);
  });

  it('restores a filial only while its matriz is live', async () => {
    const matriz = (
      await superAdmin.post('/api/admin/companies', { ...valid, name: 'Matriz B', structure: 'matriz' })
    ).json();
    const filial = (
      await superAdmin.post('/api/admin/companies', {
        ...valid,
        name: 'Filial B',
        structure: 'filial',
        matrizId: matriz.id,
      })
    ).json();
    expect((await superAdmin.request('DELETE', `/api/admin/companies/${filial.id}`)).statusCode).toBe(200);
    expect((await superAdmin.request('DELETE', `/api/admin/companies/${matriz.id}`)).statusCode).toBe(200);
    const res = await superAdmin.post(`/api/admin/companies/${filial.id}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A matriz desta filial está excluída: restaure a matriz antes.');
  });

  it('keeps delete and restore for super admins, and answers 404 / 400 for unknown and malformed ids', async () => {
    expect((await plainAdmin.request('DELETE', `/api/admin/companies/${id}`)).json()).toMatchObject({
      code: 'permissionDenied',
      params: { module: 'admin', action: 'rm' },
    });
    expect((await plainAdmin.post(`/api/admin/companies/${id}/restore`)).statusCode).toBe(403);
    expect((await plainAdmin.get('/api/admin/companies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await plainAdmin.get('/api/admin/companies/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual([{ path: 'id', message: 'Identificador inválido' }]);
  });
});
