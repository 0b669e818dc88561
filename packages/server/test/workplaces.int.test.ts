import { addMember, createCompany, createUser } from '@honora/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { fieldErrors, sheetRows, UNKNOWN_ID } from './billing-settings-world';
import { instantBetween } from './clock';
import { createTestApp, TestClient, type TestApp } from './helpers';

const URL = '/api/workplaces';
const PASSWORD = 'senha-forte-1';

/**
 * A matriz with a filial and another company, one session per kind of member (module schedule
 * of default-permissions.ts: the schedule manager (c) may delete, the scheduler (d) writes, the
 * biller (f) and the anesthetist (b) have no workplaces), and hospitals to link.
 */
let t: TestApp;
let w: Record<'admin' | 'manager' | 'scheduler' | 'biller' | 'anesthetist' | 'filialAdmin' | 'outsider', TestClient>;
let matrizId: string;
let hospital: { mine: string; removed: string; filial: string; other: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  matrizId = (await createCompany(db, { name: 'Cooperativa Escala', isMatriz: true })).id;
  const filialId = (await createCompany(db, { name: 'Filial Escala', isFilial: true, matrizId })).id;
  const otherId = (await createCompany(db, { name: 'Outra Escala', isMatriz: true })).id;
  const passwordHash = await hashPassword(PASSWORD);
  const member = async (email: string, companyId: string, profile: string) => {
    const user = await createUser(db, { email, name: email, passwordHash });
    await addMember(db, { companyId, userId: user.id, profiles: [profile] });
    const client = new TestClient(t.app);
    expect((await client.login(email, PASSWORD)).json().session.company.id).toBe(companyId);
    return client;
  };
  w = {
    admin: await member('admin@escala.dev', matrizId, 'a'),
    manager: await member('gestor@escala.dev', matrizId, 'c'),
    scheduler: await member('escalista@escala.dev', matrizId, 'd'),
    biller: await member('faturista@escala.dev', matrizId, 'f'),
    anesthetist: await member('anestesista@escala.dev', matrizId, 'b'),
    filialAdmin: await member('admin@filial-escala.dev', filialId, 'a'),
    outsider: await member('admin@outra-escala.dev', otherId, 'a'),
  };
  const newHospital = async (client: TestClient, name: string) => {
    const res = await client.post('/api/hospitals', { name, cnpj: null, cnes: null, address: null, active: true });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  hospital = {
    mine: await newHospital(w.admin, 'Hospital Central'),
    removed: await newHospital(w.admin, 'Hospital Fechado'),
    filial: await newHospital(w.filialAdmin, 'Hospital da Filial'),
    other: await newHospital(w.outsider, 'Hospital Alheio'),
  };
  expect((await w.admin.request('DELETE', `/api/hospitals/${hospital.removed}`)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post(URL, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; companyId: string; name: string };
}

/** 403 'Acesso Negado' naming the module schedule and the action. */
function expectDenied(res: LightMyRequestResponse, action: string): void {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'schedule', action } });
}

describe('workplaces: create, read, change, delete', () => {
  it('creates a workplace linked to a hospital and reads it back', async () => {
    const res = await w.admin.post(URL, {
      name: ' Centro Cirúrgico Central ',
      hospitalId: hospital.mine,
      sectors: [' Sala 1 ', 'UTI'],
      slotCategories: ['SOBREAVISO', 'PLANTAO', 'PLANTAO'],
      notes: 'Entrada pela portaria 2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      companyId: matrizId,
      name: 'Centro Cirúrgico Central',
      hospitalId: hospital.mine,
      hospitalName: 'Hospital Central',
      sectors: ['Sala 1', 'UTI'],
      slotCategories: ['PLANTAO', 'SOBREAVISO'],
      notes: 'Entrada pela portaria 2',
      active: true,
      deletedAt: null,
    });
    expect((await w.admin.get(`${URL}/${res.json().id}`)).json()).toEqual(res.json());
  });

  it('changes a workplace, and soft-deletes and restores it', async () => {
    const place = await create(w.admin, { name: 'Unidade Norte', sectors: ['Sala A'] });
    const edit = await w.admin.put(`${URL}/${place.id}`, {
      name: 'Unidade Norte II',
      hospitalId: hospital.mine,
      sectors: [],
      slotCategories: ['ELETIVA'],
      notes: '',
      active: false,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      name: 'Unidade Norte II',
      hospitalName: 'Hospital Central',
      sectors: [],
      slotCategories: ['ELETIVA'],
      notes: null,
      active: false,
    });
    expect(edit.json().updatedAt).not.toBeNull();

    const removed = await w.admin.request('DELETE', `${URL}/${place.id}`);
    expect(removed.json().deletedAt).not.toBeNull();
    expect((await w.admin.get(`${URL}?active=all&search=unidade norte`)).json().items).toEqual([]);
    expect((await w.admin.put(`${URL}/${place.id}`, { name: 'X' })).statusCode).toBe(409);
    const restored = await w.admin.post(`${URL}/${place.id}/restore`);
    expect(restored.json().deletedAt).toBeNull();
    expect((await w.admin.get(`${URL}?active=all&search=unidade norte`)).json().total).toBe(1);
  });
});

describe('workplaces: validation', () => {
  const sixtyOne = 'x'.repeat(61);
  it.each([
    [{ name: '' }, 'name', 'Esse campo é requerido'],
    [{ name: 'x'.repeat(121) }, 'name', 'O tamanho máximo é: 120'],
    [{ name: 42 }, 'name', 'Esse campo é requerido'],
    [{ notes: 'x'.repeat(1001) }, 'notes', 'O tamanho máximo é: 1000'],
    [{ sectors: ['Sala 1', '  '] }, 'sectors', 'Cada setor tem de 1 a 60 caracteres'],
    [{ sectors: [sixtyOne] }, 'sectors', 'Cada setor tem de 1 a 60 caracteres'],
    [{ sectors: 'Sala 1' }, 'sectors', 'Cada setor tem de 1 a 60 caracteres'],
    [{ sectors: Array.from({ length: 51 }, (_, i) => `Sala ${i}`) }, 'sectors', 'No máximo 50 setores'],
    [{ sectors: ['Sala Única', 'sala unica'] }, 'sectors', 'Setor repetido: sala unica'],
    [{ slotCategories: ['PLANTAO', 'FOLGA'] }, 'slotCategories.1', 'Tipo de vaga inválido'],
    [{ slotCategories: 'PLANTAO' }, 'slotCategories', 'Tipo de vaga inválido'],
    [{ hospitalId: 'nao-e-id' }, 'hospitalId', 'Hospital não encontrado nesta empresa'],
    [{ active: 'sim' }, 'active', 'Esse campo é requerido'],
  ])('%j → %s: %s, saving nothing', async (change, path, message) => {
    const before = (await w.admin.get(`${URL}?active=all`)).json().total;
    const res = await w.admin.post(URL, { name: 'Válido', ...change });
    expect(fieldErrors(res)[path]).toBe(message);
    expect((await w.admin.get(`${URL}?active=all`)).json().total).toBe(before);
  });

  it.each([
    ['of another company', () => hospital.other],
    ['of a filial', () => hospital.filial],
    ['removed', () => hospital.removed],
    ['unknown', () => UNKNOWN_ID],
  ])('refuses a hospital %s under the field', async (_, id) => {
    expect(fieldErrors(await w.admin.post(URL, { name: 'Com hospital', hospitalId: id() }))).toEqual({
      hospitalId: 'Hospital não encontrado nesta empresa',
    });
  });

  it('keeps a link to a hospital removed later when the workplace is edited', async () => {
    const res = await w.filialAdmin.post('/api/hospitals', {
      name: 'Hospital Temporário',
      cnpj: null,
      cnes: null,
      address: null,
      active: true,
    });
    const place = await create(w.filialAdmin, { name: 'Bloco Temporário', hospitalId: res.json().id });
    await w.filialAdmin.request('DELETE', `/api/hospitals/${res.json().id}`);
    const edit = await w.filialAdmin.put(`${URL}/${place.id}`, { name: 'Bloco B', hospitalId: res.json().id });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('answers 400, never 500, to a NUL, a huge string or a body of the wrong type', async () => {
    for (const body of [{ name: 'a\u0000b' }, { name: 'x'.repeat(200_000) }, [], { sectors: [1, 2] }, { notes: {} }]) {
      const res = await w.admin.post(URL, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await w.admin.get(`${URL}/nao-e-id`)).statusCode).toBe(400);
    expect((await w.admin.get(`${URL}?page=abc`)).statusCode).toBe(400);
  });
});

describe('workplaces: who may see and change them', () => {
  it('answers 404 to another company and for unknown ids, changing nothing', async () => {
    const place = await create(w.admin, { name: 'Reservado' });
    const url = `${URL}/${place.id}`;
    expect((await w.outsider.get(url)).statusCode).toBe(404);
    expect((await w.outsider.put(url, { name: 'Invadido' })).statusCode).toBe(404);
    expect((await w.outsider.request('DELETE', url)).statusCode).toBe(404);
    expect((await w.outsider.post(`${url}/restore`)).statusCode).toBe(404);
    expect((await w.outsider.get(`${URL}?search=reservado`)).json().items).toEqual([]);
    expect((await w.admin.get(`${URL}/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await w.admin.get(url)).json()).toMatchObject({ name: 'Reservado', deletedAt: null });
  });

  it('belongs to the schedule profiles: the manager deletes, the scheduler writes; billing profiles are refused', async () => {
    const byManager = await create(w.manager, { name: 'Do gestor', hospitalId: hospital.mine });
    const byScheduler = await create(w.scheduler, { name: 'Do escalista', slotCategories: ['ROTINA'] });
    const edit = await w.scheduler.put(`${URL}/${byManager.id}`, { name: 'Do gestor 2' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await w.scheduler.get(`${URL}/export`)).statusCode).toBe(200);
    expectDenied(await w.scheduler.request('DELETE', `${URL}/${byScheduler.id}`), 'rm');
    expectDenied(await w.scheduler.post(`${URL}/${byScheduler.id}/restore`), 'rm');
    expect((await w.manager.request('DELETE', `${URL}/${byScheduler.id}`)).statusCode).toBe(200);
    expect((await w.manager.post(`${URL}/${byScheduler.id}/restore`)).statusCode).toBe(200);

    for (const client of [w.biller, w.anesthetist]) {
      expectDenied(await client.get(URL), 'list');
      expectDenied(await client.get(`${URL}/${byManager.id}`), 'read');
      expectDenied(await client.post(URL, { name: 'Faturista' }), 'write');
      expectDenied(await client.put(`${URL}/${byManager.id}`, { name: 'Faturista' }), 'write');
      expectDenied(await client.request('DELETE', `${URL}/${byManager.id}`), 'rm');
    }
  });

  it("shows a filial its matriz's workplaces without letting it change them; the matriz edits the filial's", async () => {
    const ofMatriz = await create(w.admin, { name: 'Local da matriz' });
    const ofFilial = await create(w.filialAdmin, { name: 'Local da filial', hospitalId: hospital.filial });
    const names = async (client: TestClient) =>
      ((await client.get(`${URL}?search=local da`)).json().items as { name: string }[]).map((p) => p.name);
    expect(await names(w.filialAdmin)).toEqual(['Local da filial', 'Local da matriz']);
    expect(await names(w.admin)).toEqual(['Local da filial', 'Local da matriz']);
    expectDenied(await w.filialAdmin.put(`${URL}/${ofMatriz.id}`, { name: 'X' }), 'write');
    const edit = await w.admin.put(`${URL}/${ofFilial.id}`, { name: 'Local da filial 2', hospitalId: hospital.filial });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().hospitalName).toBe('Hospital da Filial');
  });
});

describe('workplaces: list and export', () => {
  const client = () => w.outsider;
  beforeAll(async () => {
    for (const name of ['Sala 10', 'Sala 9', 'Órion', 'Ambulatório']) {
      await create(client(), { name, sectors: [`${name} A`], slotCategories: ['PLANTAO', 'ROTINA'] });
    }
  });
  const namesOf = async (query: string) =>
    ((await client().get(`${URL}?${query}`)).json().items as { name: string }[]).map((p) => p.name);

  it('sorts names in pt-BR order with numbers, both ways', async () => {
    const mine = ['Ambulatório', 'Órion', 'Sala 9', 'Sala 10'];
    expect(await namesOf('sort=name')).toEqual(mine);
    expect(await namesOf('sort=name&dir=desc')).toEqual([...mine].reverse());
  });

  it('searches without accents and pages', async () => {
    expect(await namesOf('search=ORION')).toEqual(['Órion']);
    const page1 = (await client().get(`${URL}?pageSize=2&page=1`)).json();
    const page2 = (await client().get(`${URL}?pageSize=2&page=2`)).json();
    expect([...page1.items, ...page2.items].map((p: { name: string }) => p.name)).toEqual(await namesOf(''));
    expect(page1.total).toBe(4);
  });

  it('answers changes and deletions since updatedSince', async () => {
    const kept = await create(client(), { name: 'Intocado' });
    const changed = await create(client(), { name: 'Alterável' });
    const doomed = await create(client(), { name: 'Removível' });
    const since = await instantBetween();
    await client().put(`${URL}/${changed.id}`, { name: 'Alterado' });
    await client().request('DELETE', `${URL}/${doomed.id}`);
    const items = (await client().get(`${URL}?updatedSince=${encodeURIComponent(since)}`)).json().items as {
      id: string;
      deletedAt: string | null;
    }[];
    expect(items.map((p) => p.id).sort()).toEqual([changed.id, doomed.id].sort());
    expect(items.find((p) => p.id === doomed.id)?.deletedAt).not.toBeNull();
    expect(items.some((p) => p.id === kept.id)).toBe(false);
  });

  it('exports to Excel with the hospital, the sectors and the kinds of slot by their labels', async () => {
    const rows = await sheetRows(await w.admin.get(`${URL}/export?search=centro cirurgico`));
    expect(rows[0]).toEqual(['Nome', 'Hospital', 'Setores ou salas', 'Tipos de vaga', 'Observações', 'Ativo']);
    expect(rows.slice(1)).toEqual([
      [
        'Centro Cirúrgico Central',
        'Hospital Central',
        'Sala 1, UTI',
        'Plantão, Sobreaviso',
        'Entrada pela portaria 2',
        'Sim',
      ],
    ]);
  });
});
