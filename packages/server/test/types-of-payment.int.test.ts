import { messages, XLSX_MIME, fmt } from '@honora/contract';
import { typesOfPayment } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { compareText } from '@honora/domain';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockPast } from './clock';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
const t = messages.screens.healthInsurers.typesOfPayment;
const v = messages.validation;

let app: TestApp;
let matrizId: string;
let filialId: string;
let otherId: string;
const clients: Record<string, TestClient> = {};

async function member(email: string, companyId: string, profile: string) {
  const user = await createUser(app.database.db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  await addMember(app.database.db, { companyId, userId: user.id, profiles: [profile] });
  const client = new TestClient(app.app);
  const res = await client.login(email, PASSWORD);
  expect(res.json().session.company.id).toBe(companyId);
  return client;
}

type Row = { id: string; name: string; companyId: string; deletedAt: string | null } & Record<string, unknown>;

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/types-of-payment', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row;
}

const names = (res: { json: () => { items: { name: string }[] } }) => res.json().items.map((p) => p.name);
const typeCount = async (companyId: string) =>
  (await app.database.db.select({ n: count() }).from(typesOfPayment).where(eq(typesOfPayment.companyId, companyId)))[0]!
    .n;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  matrizId = (await createCompany(db, { name: 'Cooperativa Pagamento', isMatriz: true })).id;
  filialId = (await createCompany(db, { name: 'Filial Pagamento', isFilial: true, matrizId })).id;
  otherId = (await createCompany(db, { name: 'Outra Pagamento', isMatriz: true })).id;
  clients.admin = await member('admin@pagamento.dev', matrizId, 'a');
  clients.biller = await member('faturista@pagamento.dev', matrizId, 'f');
  clients.resident = await member('residente@pagamento.dev', matrizId, 'g');
  clients.scheduler = await member('escalador@pagamento.dev', matrizId, 'c');
  clients.filial = await member('admin@filial-pagamento.dev', filialId, 'a');
  clients.other = await member('admin@outra-pagamento.dev', otherId, 'a');
});
afterAll(() => app.close());

describe('create, read, update', () => {
  it('creates a type of the selected company, trims text, and reads it back', async () => {
    const created = await create(clients.biller!, { name: '  PIX ', description: ' Transferência instantânea ' });
    expect(created).toMatchObject({
      companyId: matrizId,
      name: 'PIX',
      description: 'Transferência instantânea',
      active: true,
      updatedAt: null,
      deletedAt: null,
    });
    expect((await clients.resident!.get(`/api/types-of-payment/${created.id}`)).json()).toEqual(created);

    const updated = await clients.biller!.put(`/api/types-of-payment/${created.id}`, {
      name: 'PIX Bancário',
      description: '',
      active: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'PIX Bancário', description: null, active: false });
    expect(updated.json().updatedAt).not.toBeNull();
  });

  it.each([
    ['name', { name: '' }, v.required],
    ['name', { name: 'x'.repeat(81) }, fmt(v.maxLength, { max: 80 })],
    ['description', { name: 'Ok', description: 'x'.repeat(501) }, fmt(v.maxLength, { max: 500 })],
  ])('refuses %s with its message, saving nothing', async (path, body, message) => {
    const before = await typeCount(matrizId);
    const res = await clients.admin!.post('/api/types-of-payment', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual(expect.objectContaining({ path, message }));
    expect(await typeCount(matrizId)).toBe(before);
  });
});

describe('delete and restore', () => {
  it('refuses to delete a type a live insurer accepts, naming the insurers; deletes it once it is free', async () => {
    const type = await create(clients.admin!, { name: 'Boleto em Uso' });
    const insurers = [];
    for (const name of ['Unimed Uso', 'Bradesco Uso']) {
      const res = await clients.admin!.post('/api/health-insurers', { name, typesOfPaymentIds: [type.id] });
      expect(res.statusCode).toBe(200);
      insurers.push(res.json() as { id: string });
    }
    const refused = await clients.admin!.request('DELETE', `/api/types-of-payment/${type.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'statusError',
      message: fmt(t.inUse, { names: 'Bradesco Uso, Unimed Uso' }),
      messageKey: 'screens.healthInsurers.typesOfPayment.inUse',
      params: { names: 'Bradesco Uso, Unimed Uso' },
    });

    // A deleted insurer does not hold it; the other one is changed to drop it.
    expect((await clients.admin!.request('DELETE', `/api/health-insurers/${insurers[0]!.id}`)).statusCode).toBe(200);
    const stillUsed = await clients.admin!.request('DELETE', `/api/types-of-payment/${type.id}`);
    expect(stillUsed.json().message).toBe(fmt(t.inUse, { names: 'Bradesco Uso' }));
    await clients.admin!.put(`/api/health-insurers/${insurers[1]!.id}`, {
      name: 'Bradesco Uso',
      typesOfPaymentIds: [],
    });

    expect((await clients.biller!.request('DELETE', `/api/types-of-payment/${type.id}`)).statusCode).toBe(403);
    const removed = await clients.admin!.request('DELETE', `/api/types-of-payment/${type.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().deletedAt).not.toBeNull();
    expect(names(await clients.admin!.get('/api/types-of-payment?search=boleto em uso'))).toEqual([]);
    expect((await clients.admin!.request('DELETE', `/api/types-of-payment/${type.id}`)).json().message).toBe(
      t.alreadyDeleted,
    );
    const edit = await clients.admin!.put(`/api/types-of-payment/${type.id}`, { name: 'Não' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(t.deleted);

    // An insurer cannot take a deleted type.
    const link = await clients.admin!.put(`/api/health-insurers/${insurers[1]!.id}`, {
      name: 'Bradesco Uso',
      typesOfPaymentIds: [type.id],
    });
    expect(link.statusCode).toBe(400);

    const restored = await clients.admin!.post(`/api/types-of-payment/${type.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().deletedAt).toBeNull();
    expect((await clients.admin!.post(`/api/types-of-payment/${type.id}/restore`)).json().message).toBe(t.notDeleted);
  });
});

describe('tenants and permissions', () => {
  it("answers 404 for another company's type on every operation and changes nothing", async () => {
    const theirs = await create(clients.other!, { name: 'Cartão Alheio' });
    const url = `/api/types-of-payment/${theirs.id}`;
    expect((await clients.admin!.get(url)).statusCode).toBe(404);
    expect((await clients.admin!.put(url, { name: 'Invasão' })).statusCode).toBe(404);
    expect((await clients.admin!.request('DELETE', url)).statusCode).toBe(404);
    expect((await clients.admin!.post(`${url}/restore`)).statusCode).toBe(404);
    expect(names(await clients.admin!.get('/api/types-of-payment?search=alheio'))).toEqual([]);
    expect((await clients.other!.get(url)).json()).toMatchObject({ name: 'Cartão Alheio', deletedAt: null });
  });

  it('refuses without the permission (module healthInsurances)', async () => {
    const list = await clients.scheduler!.get('/api/types-of-payment');
    expect(list.statusCode).toBe(403);
    expect(list.json().params).toEqual({ module: 'healthInsurances', action: 'list' });
    const write = await clients.resident!.post('/api/types-of-payment', { name: 'Residente' });
    expect(write.statusCode).toBe(403);
    expect(write.json().params).toEqual({ module: 'healthInsurances', action: 'write' });
  });

  it("a filial sees the matriz's types but does not change them; a matriz biller does not see the filial's", async () => {
    const ofMatriz = await create(clients.admin!, { name: 'Tipo da Matriz' });
    const ofFilial = await create(clients.filial!, { name: 'Tipo da Filial' });
    expect(ofFilial.companyId).toBe(filialId);
    expect(names(await clients.filial!.get('/api/types-of-payment?search=tipo da'))).toEqual([
      'Tipo da Filial',
      'Tipo da Matriz',
    ]);
    const put = await clients.filial!.put(`/api/types-of-payment/${ofMatriz.id}`, { name: 'Invasão' });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(messages.screens.registry.record.otherCompany);
    expect(names(await clients.admin!.get('/api/types-of-payment?search=tipo da'))).toEqual([
      'Tipo da Filial',
      'Tipo da Matriz',
    ]);
    expect(names(await clients.biller!.get('/api/types-of-payment?search=tipo da'))).toEqual(['Tipo da Matriz']);
  });
});

describe('list and export', () => {
  const listed = ['Forma 10', 'Forma 9', 'Forma Débito', 'forma crédito', 'Forma Ágil'];

  beforeAll(async () => {
    for (const name of listed) await create(clients.admin!, { name, active: name !== 'Forma 9' });
  });

  it('sorts in pt-BR order (numbers as numbers), searches without accents, filters active, pages', async () => {
    const sorted = [...listed].sort(compareText);
    expect(sorted.indexOf('Forma 9')).toBeLessThan(sorted.indexOf('Forma 10'));
    expect(names(await clients.admin!.get('/api/types-of-payment?search=forma&sort=name'))).toEqual(sorted);
    expect(names(await clients.admin!.get('/api/types-of-payment?search=forma&dir=desc'))).toEqual(
      [...sorted].reverse(),
    );
    expect(names(await clients.admin!.get('/api/types-of-payment?search=forma&sort=createdAt'))).toEqual(listed);
    expect(names(await clients.admin!.get('/api/types-of-payment?search=CREDITO'))).toEqual(['forma crédito']);
    expect(names(await clients.admin!.get('/api/types-of-payment?search=forma&active=false'))).toEqual(['Forma 9']);
    const first = (await clients.admin!.get('/api/types-of-payment?search=forma&pageSize=3')).json();
    const second = (await clients.admin!.get('/api/types-of-payment?search=forma&pageSize=3&page=2')).json();
    expect(first.total).toBe(5);
    expect([...first.items, ...second.items].map((i: { name: string }) => i.name)).toEqual(sorted);
  });

  it('answers the changes since updatedSince, deletions included', async () => {
    const { syncedAt } = (await clients.admin!.get('/api/types-of-payment?pageSize=1')).json();
    const since = new Date(Date.parse(syncedAt) + 60_000).toISOString();
    await clockPast(Date.parse(since));
    const added = await create(clients.admin!, { name: 'Sincronizado' });
    const gone = await create(clients.admin!, { name: 'Sincronizado e Excluído' });
    await clients.admin!.request('DELETE', `/api/types-of-payment/${gone.id}`);
    const sync = (await clients.admin!.get(`/api/types-of-payment?updatedSince=${encodeURIComponent(since)}`)).json();
    const byId = new Map(sync.items.map((i: Row) => [i.id, i.deletedAt]));
    expect(byId.get(added.id)).toBeNull();
    expect(byId.get(gone.id)).not.toBeNull();
    expect(sync.items.some((i: Row) => i.name === 'Forma 10')).toBe(false);
  });

  it('exports the filtered list as .xlsx', async () => {
    const res = await clients.admin!.get('/api/types-of-payment/export?search=forma&sort=name&dir=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX_MIME);
    expect(res.headers['content-disposition']).toContain('tipos-de-pagamento.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      t.columns.name,
      t.columns.description,
      t.columns.active,
      t.columns.createdAt,
    ]);
    const column = sheet.getColumn(1).values.slice(2);
    expect(column).toEqual([...listed].sort(compareText).reverse());
    expect(sheet.getRow(2 + column.indexOf('Forma 9')).getCell(3).value).toBe(messages.screens.registry.list.inactive);
  });
});
