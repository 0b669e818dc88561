import { companyWebConfigs, platformSettings, systemActor, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_TEMPLATE_KEY } from '../src/modules/permission-template/permission-template.service';
import { createAdminWorld, valid } from './admin-world';
import type { TestApp, TestClient } from './helpers';

let t: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let member: TestClient;
let filialId: string;

beforeAll(async () => {
  ({ t, superAdmin, plainAdmin, member, filialId } = await createAdminWorld());
});
afterAll(() => t.close());

describe('OCR credits', () => {
  const url = () => `/api/admin/companies/${filialId}/ocr-credits`;

  it('starts at zero, and a super admin grants credits that add up in the balance', async () => {
    expect((await plainAdmin.get(url())).json()).toEqual({ balance: 0, items: [], total: 0 });
    expect((await superAdmin.post(url(), { type: 'GIFT', amount: 10 })).statusCode).toBe(200);
    const res = await superAdmin.post(url(), { type: 'PAYMENT', amount: 250, note: 'Pacote 250' });
    expect(res.json()).toMatchObject({
      balance: 260,
      total: 2,
      items: [
        { type: 'PAYMENT', amount: 250, note: 'Pacote 250', createdByName: 'super@admin.dev' },
        { type: 'GIFT', amount: 10, note: null },
      ],
    });
    expect((await plainAdmin.get(`${url()}?pageSize=1`)).json()).toMatchObject({ balance: 260, total: 2 });
  });

  it.each([
    [{ type: 'GIFT', amount: 0 }, 'amount', 'Esse número precisa ser positivo'],
    [{ type: 'GIFT', amount: -5 }, 'amount', 'Esse número precisa ser positivo'],
    [{ type: 'GIFT', amount: 100_001 }, 'amount', 'O máximo por lançamento é 100.000 créditos'],
    [{ type: 'GIFT', amount: 1.5 }, 'amount', 'Digite apenas números'],
    [{ type: 'GIFT' }, 'amount', 'Esse campo é requerido'],
    [{ type: 'BONUS', amount: 1 }, 'type', 'Escolha o tipo de crédito'],
  ])('refuses %j, changing nothing', async (body, path, message) => {
    const before = (await plainAdmin.get(url())).json().balance;
    const res = await superAdmin.post(url(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path, message }]);
    expect((await plainAdmin.get(url())).json().balance).toBe(before);
  });

  it('is granted by super admins only, and never to a deleted or unknown company', async () => {
    const denied = await plainAdmin.post(url(), { type: 'GIFT', amount: 1 });
    expect(denied.statusCode).toBe(403);
    expect((await member.get(url())).statusCode).toBe(401);
    const gone = await superAdmin.post('/api/admin/companies/00000000-0000-4000-8000-000000000000/ocr-credits', {
      type: 'GIFT',
      amount: 1,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('companies data (super admin)', () => {
  const data = {
    name: 'Filial Galho Renomeada',
    legalName: null,
    cnpj: '11.222.333/0002-62',
    cnes: null,
    billingType: 'ANESTHETIST',
    isPayer: false,
    registrationType: 'company',
    agendaDisplay: 'SHIFT',
    flags: { surgeonVisibleToAll: true },
  };
  const url = (suffix = 'data') => `/api/admin/companies/${filialId}/${suffix}`;

  it('reads and edits any company through the company-data service', async () => {
    const read = await superAdmin.get(url());
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      company: { id: filialId, name: 'Filial Galho', isFilial: true },
      webConfig: { minVersion: 0, hasDefaultPermissions: true },
    });
    const saved = await superAdmin.put(url(), data);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().company).toMatchObject({
      name: 'Filial Galho Renomeada',
      flags: { surgeonVisibleToAll: true },
    });
  });

  it('refuses bad data with pt-BR messages, changing nothing', async () => {
    const before = (await superAdmin.get(url())).json();
    const res = await superAdmin.put(url(), { ...data, cnpj: '11.222.333/0002-63' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'cnpj', message: 'CNPJ inválido', messageKey: 'validation.cnpj' }]);
    expect((await superAdmin.get(url())).json()).toEqual(before);
  });

  it('sets minVersion (an integer ≥ 0)', async () => {
    const res = await superAdmin.put(url('web-config'), { minVersion: 1152 });
    expect(res.json().webConfig.minVersion).toBe(1152);
    for (const minVersion of [-1, 1.5, '1152', null]) {
      const bad = await superAdmin.put(url('web-config'), { minVersion });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual([{ path: 'minVersion', message: 'Informe um número inteiro de 0 a 999999' }]);
    }
    expect((await superAdmin.get(url())).json().webConfig.minVersion).toBe(1152);
  });

  it('resets customized access profiles to the platform defaults', async () => {
    await withActor(t.database.db, systemActor, (tx) =>
      tx
        .update(companyWebConfigs)
        .set({ permissions: { events: { read: ['a'] } } })
        .where(eq(companyWebConfigs.companyId, filialId)),
    );
    expect((await superAdmin.get(url())).json().webConfig.hasDefaultPermissions).toBe(false);
    const res = await superAdmin.post(url('reset-permissions'));
    expect(res.statusCode).toBe(200);
    expect(res.json().webConfig).toEqual({ minVersion: 1152, hasDefaultPermissions: true });
  });

  it("resets to the platform's saved template when there is one (and new companies start with it)", async () => {
    const template = { events: { read: ['a', 'b'] } };
    await withActor(t.database.db, systemActor, (tx) =>
      tx.insert(platformSettings).values({ key: PERMISSION_TEMPLATE_KEY, value: template }),
    );
    try {
      expect((await superAdmin.get(url())).json().webConfig.hasDefaultPermissions).toBe(false);
      await superAdmin.post(url('reset-permissions'));
      const [config] = await t.database.db
        .select()
        .from(companyWebConfigs)
        .where(eq(companyWebConfigs.companyId, filialId));
      expect(config?.permissions).toEqual(template);
      const created = (await superAdmin.post('/api/admin/companies', { ...valid, name: 'Com Modelo' })).json();
      expect(
        (await superAdmin.get(`/api/admin/companies/${created.id}/data`)).json().webConfig.hasDefaultPermissions,
      ).toBe(true);
    } finally {
      await withActor(t.database.db, systemActor, (tx) =>
        tx.delete(platformSettings).where(eq(platformSettings.key, PERMISSION_TEMPLATE_KEY)),
      );
      await superAdmin.post(url('reset-permissions'));
    }
  });

  it('is closed to admins without super admin, and to company sessions', async () => {
    for (const [method, suffix, body] of [
      ['GET', 'data', undefined],
      ['PUT', 'data', data],
      ['PUT', 'web-config', { minVersion: 1 }],
      ['POST', 'reset-permissions', {}],
    ] as const) {
      const res = await plainAdmin.request(method, url(suffix), body);
      expect(res.statusCode).toBe(403);
      expect((await member.request(method, url(suffix), body)).statusCode).toBe(401);
    }
    expect((await superAdmin.get(url())).json().company.name).toBe('Filial Galho Renomeada');
  });

  it('keeps the id inválido rule of PUT /api/company for company sessions', async () => {
    const res = await member.put('/api/company', { ...data, id: filialId });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'id', message: 'id inválido', messageKey: 'errors.idInvalid' }]);
  });

  it('answers 404 for a deleted company', async () => {
    const gone = (await superAdmin.post('/api/admin/companies', { ...valid, name: 'Some' })).json();
    await superAdmin.request('DELETE', `/api/admin/companies/${gone.id}`);
    expect((await superAdmin.get(`/api/admin/companies/${gone.id}/data`)).statusCode).toBe(404);
    expect((await superAdmin.put(`/api/admin/companies/${gone.id}/web-config`, { minVersion: 3 })).statusCode).toBe(
      404,
    );
  });
});
