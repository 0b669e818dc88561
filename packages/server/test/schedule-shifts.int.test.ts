import { addMember, createCompany, createUser } from '@honora/db/testing';
import { systemActor, withActor, workplaces } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { fieldErrors, sheetRows, UNKNOWN_ID } from './billing-settings-world';
import { createTestApp, TestClient, type TestApp } from './helpers';

const URL = '/api/schedule-shifts';
const PASSWORD = 'senha-forte-1';

/** Administrator (a), schedule manager (c), scheduler (d), biller (f) of one company; another company's admin. */
let t: TestApp;
let companyId: string;
let admin: TestClient;
let manager: TestClient;
let scheduler: TestClient;
let biller: TestClient;
let outsider: TestClient;
let workplaceId: string;
let removedWorkplaceId: string;
let foreignWorkplaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  companyId = (await createCompany(db, { name: 'Cooperativa Escala', isMatriz: true })).id;
  const otherId = (await createCompany(db, { name: 'Outra Escala', isMatriz: true })).id;
  const passwordHash = await hashPassword(PASSWORD);
  const member = async (email: string, company: string, profile: string) => {
    const user = await createUser(db, { email, name: email, passwordHash });
    await addMember(db, { companyId: company, userId: user.id, profiles: [profile] });
    const client = new TestClient(t.app);
    expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
    return client;
  };
  admin = await member('admin@escala.dev', companyId, 'a');
  manager = await member('gestor@escala.dev', companyId, 'c');
  scheduler = await member('escalista@escala.dev', companyId, 'd');
  biller = await member('faturista@escala.dev', companyId, 'f');
  outsider = await member('admin@outra-escala.dev', otherId, 'a');
  const place = (company: string, name: string, deleted = false) =>
    withActor(db, systemActor, async (tx) => {
      const [row] = await tx.insert(workplaces).values({ companyId: company, name }).returning({ id: workplaces.id });
      // Removed afterwards: an insert starts live (record metadata, migration 0046).
      if (deleted) await tx.update(workplaces).set({ deletedAt: new Date() }).where(eq(workplaces.id, row!.id));
      return row!.id;
    });
  workplaceId = await place(companyId, 'Hospital Central');
  removedWorkplaceId = await place(companyId, 'Hospital Fechado', true);
  foreignWorkplaceId = await place(otherId, 'Hospital Alheio');
});
afterAll(() => t.close());

const day = { name: 'Plantão dia', start: '07:00', end: '19:00', slotCategory: 'PLANTAO' };

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post(URL, { ...day, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; name: string };
}

function expectDenied(res: LightMyRequestResponse, action: string) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'workloads', action } });
}

describe('shifts: create, read, change, delete', () => {
  it('creates a shift with a workplace and a value per hour, deriving its hours', async () => {
    const res = await admin.post(URL, {
      ...day,
      name: ' Noturno ',
      start: '19:00',
      end: '7:00',
      workplaceId,
      valuePerHour: '150.5',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      companyId,
      name: 'Noturno',
      start: '19:00',
      end: '07:00',
      minutes: 720,
      hours: 12,
      crossesMidnight: true,
      slotCategory: 'PLANTAO',
      workplaceId,
      workplaceName: 'Hospital Central',
      valuePerHour: '150.50',
      active: true,
      deletedAt: null,
    });
    expect((await admin.get(`${URL}/${res.json().id}`)).json()).toEqual(res.json());
  });

  it.each([
    ['07:00', '19:00', 720, false],
    ['07:00', '07:00', 1440, true],
    ['00:00', '23:59', 1439, false],
    ['23:00', '00:00', 60, true],
  ])('%s → %s lasts %i minutes (next day: %s)', async (start, end, minutes, crossesMidnight) => {
    const res = await admin.post(URL, { ...day, name: `Turno ${start}-${end}`, start, end });
    expect(res.json()).toMatchObject({ start, end, minutes, hours: minutes / 60, crossesMidnight });
  });

  it('changes a shift, and soft-deletes and restores it', async () => {
    const shift = await create(admin, { name: 'Sobreaviso fim de semana' });
    const edit = await admin.put(`${URL}/${shift.id}`, {
      name: 'Sobreaviso sábado',
      start: '08:00',
      end: '08:00',
      slotCategory: 'SOBREAVISO',
      workplaceId: workplaceId,
      valuePerHour: '',
      active: false,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ name: 'Sobreaviso sábado', hours: 24, valuePerHour: null, active: false });
    expect(edit.json().updatedAt).not.toBeNull();
    const removed = await admin.request('DELETE', `${URL}/${shift.id}`);
    expect(removed.json().deletedAt).not.toBeNull();
    expect((await admin.get(`${URL}?search=sabado`)).json().items).toEqual([]);
    expect((await admin.put(`${URL}/${shift.id}`, day)).statusCode).toBe(409);
    expect((await admin.post(`${URL}/${shift.id}/restore`)).json().deletedAt).toBeNull();
    expect((await admin.get(`${URL}?search=sabado`)).json().total).toBe(1);
  });
});

describe('shifts: validation', () => {
  it.each([
    [{ name: '' }, 'name', 'Esse campo é requerido'],
    [{ name: 'x'.repeat(81) }, 'name', 'O tamanho máximo é: 80'],
    [{ start: '24:00' }, 'start', 'Hora inválida (HH:mm)'],
    [{ end: '7h' }, 'end', 'Hora inválida (HH:mm)'],
    [{ end: 700 }, 'end', 'Hora inválida (HH:mm)'],
    [{ start: 'x'.repeat(100_000) }, 'start', 'Hora inválida (HH:mm)'],
    [{ slotCategory: 'NOITE' }, 'slotCategory', 'Esse campo é requerido'],
    [{ slotCategory: undefined }, 'slotCategory', 'Esse campo é requerido'],
    [{ valuePerHour: '-10' }, 'valuePerHour', 'Informe um valor em reais, com até 2 casas decimais'],
    [{ valuePerHour: '1.001' }, 'valuePerHour', 'Informe um valor em reais, com até 2 casas decimais'],
    [{ valuePerHour: '1'.repeat(13) }, 'valuePerHour', 'Informe um valor em reais, com até 2 casas decimais'],
    [{ valuePerHour: 12 }, 'valuePerHour', 'Informe um valor em reais, com até 2 casas decimais'],
    [
      { workplaceId: 'sala' },
      'workplaceId',
      'Local de trabalho não encontrado ou excluído: escolha um local da empresa',
    ],
  ])('%j → %s: %s, saving nothing', async (change, path, message) => {
    const before = (await admin.get(`${URL}?active=all`)).json().total;
    expect(fieldErrors(await admin.post(URL, { ...day, ...change }))[path]).toBe(message);
    expect((await admin.get(`${URL}?active=all`)).json().total).toBe(before);
  });

  it("refuses another company's workplace, a removed one and an unknown one on the field", async () => {
    for (const id of [foreignWorkplaceId, removedWorkplaceId, UNKNOWN_ID]) {
      expect(fieldErrors(await admin.post(URL, { ...day, workplaceId: id }))).toEqual({
        workplaceId: 'Local de trabalho não encontrado ou excluído: escolha um local da empresa',
      });
    }
  });

  it('answers 400, never 500, to a NUL, a body that is not an object, and an id that is not one', async () => {
    expect((await admin.post(URL, { ...day, name: 'a\u0000b' })).statusCode).toBe(400);
    expect((await admin.post(URL, [day])).statusCode).toBe(400);
    expect((await admin.get(`${URL}/nao-e-id`)).statusCode).toBe(400);
    expect((await admin.get(`${URL}?page=x`)).statusCode).toBe(400);
  });

  it("lists the company's live workplaces for the select", async () => {
    const { items } = (await admin.get(`${URL}/workplaces`)).json() as { items: { id: string; name: string }[] };
    expect(items.map((w) => w.name)).toEqual(['Hospital Central']);
  });
});

describe('shifts: who may see and change them', () => {
  it('answers 404 to another company and for unknown ids, changing nothing', async () => {
    const shift = await create(admin, { name: 'Reservado' });
    const url = `${URL}/${shift.id}`;
    expect((await outsider.get(url)).statusCode).toBe(404);
    expect((await outsider.put(url, { ...day, name: 'Invadido' })).statusCode).toBe(404);
    expect((await outsider.request('DELETE', url)).statusCode).toBe(404);
    expect((await outsider.post(`${url}/restore`)).statusCode).toBe(404);
    expect((await outsider.get(`${URL}?search=reservado`)).json().items).toEqual([]);
    expect((await admin.get(`${URL}/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await admin.get(url)).json()).toMatchObject({ name: 'Reservado', deletedAt: null });
  });

  it('lets the schedule manager (c) and the scheduler (d) write; only the manager deletes; the biller (f) is refused', async () => {
    const byManager = await create(manager, { name: 'Do gestor' });
    const byScheduler = await create(scheduler, { name: 'Do escalista' });
    expect((await scheduler.put(`${URL}/${byManager.id}`, { ...day, name: 'Do gestor 2' })).statusCode).toBe(200);
    expectDenied(await scheduler.request('DELETE', `${URL}/${byScheduler.id}`), 'rm');
    expect((await manager.request('DELETE', `${URL}/${byScheduler.id}`)).statusCode).toBe(200);
    expectDenied(await biller.get(URL), 'list');
    expectDenied(await biller.get(`${URL}/${byManager.id}`), 'read');
    expectDenied(await biller.post(URL, day), 'write');
    expectDenied(await biller.put(`${URL}/${byManager.id}`, day), 'write');
    expectDenied(await biller.request('DELETE', `${URL}/${byManager.id}`), 'rm');
  });
});

describe('shifts: list and export', () => {
  const client = () => outsider;
  beforeAll(async () => {
    for (const name of ['Turno 10', 'Turno 9', 'Ética noturna', 'Abertura']) await create(client(), { name });
  });
  const namesOf = async (query: string) =>
    ((await client().get(`${URL}?${query}`)).json().items as { name: string }[]).map((s) => s.name);

  it('sorts in pt-BR order with numbers, searches without accents and pages', async () => {
    expect(await namesOf('sort=name')).toEqual(['Abertura', 'Ética noturna', 'Turno 9', 'Turno 10']);
    expect(await namesOf('sort=name&dir=desc')).toEqual(['Turno 10', 'Turno 9', 'Ética noturna', 'Abertura']);
    expect(await namesOf('search=ETICA')).toEqual(['Ética noturna']);
    const page1 = (await client().get(`${URL}?pageSize=3&page=1`)).json();
    const page2 = (await client().get(`${URL}?pageSize=3&page=2`)).json();
    expect(page1.total).toBe(4);
    expect([...page1.items, ...page2.items].map((s: { name: string }) => s.name)).toEqual(await namesOf(''));
  });

  it('exports to Excel with the kind of slot and "Todos os locais"', async () => {
    const rows = await sheetRows(await client().get(`${URL}/export?search=abertura`));
    expect(rows[0]).toEqual([
      'Nome',
      'Início',
      'Fim',
      'Horas',
      'Tipo de vaga',
      'Local de trabalho',
      'Valor por hora (R$)',
      'Ativo',
    ]);
    expect(rows[1]).toEqual(['Abertura', '07:00', '19:00', '12', 'Plantão', 'Todos os locais', undefined, 'Sim']);
  });
});
