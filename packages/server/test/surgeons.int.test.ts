import { cboOccupations } from '@honora/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './helpers';
import {
  createPeopleWorld,
  fieldErrors,
  instantBetween,
  names,
  sheetRows,
  type PeopleWorld,
} from './people-registries-world';

let w: PeopleWorld;

const valid = {
  name: 'Dr. Álvaro Cirurgião',
  crm: '123456',
  crmState: 'SP',
  specialtyId: '' as string | null,
  cbo: '225225',
  active: true,
};
/** The migration's specialties (decision 063) by name. */
let specialtyIds: Map<string, string>;

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/surgeons', { ...valid, ...body });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; name: string; companyId: string };
}

beforeAll(async () => {
  w = await createPeopleWorld();
  const list = (await w.admin.get('/api/specialties')).json() as { items: { id: string; name: string }[] };
  specialtyIds = new Map(list.items.map((s) => [s.name, s.id]));
  valid.specialtyId = specialtyIds.get('Cirurgia Geral')!;
});
afterAll(() => w.t.close());

describe('creating and reading a surgeon', () => {
  it('creates it in the selected company with CRM, UF, specialty and CBO', async () => {
    const created = await create(w.admin, { crmState: 'rj' });
    expect(created).toMatchObject({
      ...valid,
      specialty: 'Cirurgia Geral',
      crmState: 'RJ',
      companyId: w.matrizId,
      deletedAt: null,
    });
    expect((await w.admin.get(`/api/surgeons/${created.id}`)).json()).toEqual(created);
  });

  it('takes a surgeon with only a name', async () => {
    const res = await w.admin.post('/api/surgeons', { name: 'Dra. Só Nome' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      crm: null,
      crmState: null,
      specialtyId: null,
      specialty: null,
      cbo: null,
      active: true,
    });
  });

  it.each([
    [{ name: '' }, { name: 'Esse campo é requerido' }],
    [{ crm: '12.345' }, { crm: 'Digite apenas números' }],
    [{ crm: '12345678901' }, { crm: 'O tamanho máximo é: 10' }],
    [{ crmState: 'XY' }, { crmState: 'Estado inválido' }],
    [{ crm: '', crmState: 'SP' }, { crm: 'Esse campo é requerido' }],
    [{ crm: '123', crmState: '' }, { crmState: 'Esse campo é requerido' }],
    [{ cbo: '22522' }, { cbo: 'O CBO tem 6 dígitos' }],
    [{ cbo: '22522A' }, { cbo: 'O CBO tem 6 dígitos' }],
    [{ specialtyId: 'Cirurgia geral' }, { specialtyId: 'Escolha uma especialidade da lista.' }],
    [{ specialtyId: 42 }, { specialtyId: 'Escolha uma especialidade da lista.' }],
    [{ specialtyId: '00000000-0000-4000-8000-000000000000' }, { specialtyId: 'Escolha uma especialidade da lista.' }],
  ])('refuses %j', async (patch, errors) => {
    expect(fieldErrors(await w.admin.post('/api/surgeons', { ...valid, ...patch }))).toEqual(errors);
  });

  it('takes any 6-digit CBO while the CBO table is empty, then only its occupations', async () => {
    expect((await w.admin.post('/api/surgeons', { ...valid, name: 'CBO Livre', cbo: '999999' })).statusCode).toBe(200);
    await w.t.database.db.insert(cboOccupations).values([
      { code: '225225', title: 'Médico cirurgião geral' },
      { code: '225151', title: 'Médico anestesiologista' },
    ]);
    expect(fieldErrors(await w.admin.post('/api/surgeons', { ...valid, cbo: '999999' }))).toEqual({
      cbo: 'CBO não encontrado na tabela de ocupações',
    });
    const surgeon = await create(w.admin, { name: 'CBO Conhecido', cbo: '225225' });
    expect(fieldErrors(await w.admin.put(`/api/surgeons/${surgeon.id}`, { ...valid, cbo: '111111' }))).toEqual({
      cbo: 'CBO não encontrado na tabela de ocupações',
    });
    expect((await w.admin.get(`/api/surgeons/${surgeon.id}`)).json().cbo).toBe('225225');
  });
});

describe('permissions and tenancy', () => {
  it('lets the resident read but not write, and refuses the scheduler (no surgeons module)', async () => {
    const surgeon = await create(w.admin, { name: 'Dr. Permissões' });
    expect((await w.resident.get(`/api/surgeons/${surgeon.id}`)).statusCode).toBe(200);
    const write = await w.resident.put(`/api/surgeons/${surgeon.id}`, valid);
    expect(write.statusCode).toBe(403);
    expect(write.json().params).toEqual({ module: 'surgeons', action: 'write' });
    const list = await w.scheduler.get('/api/surgeons');
    expect(list.statusCode).toBe(403);
    expect(list.json().params).toEqual({ module: 'surgeons', action: 'list' });
    expect((await w.biller.request('DELETE', `/api/surgeons/${surgeon.id}`)).statusCode).toBe(403);
    expect((await new TestClient(w.t.app).get('/api/surgeons/export')).statusCode).toBe(401);
  });

  it('matriz sees and changes the filial’s surgeons; the filial reads the matriz’s only', async () => {
    const ofMatriz = await create(w.admin, { name: 'Dr. da Matriz' });
    const ofFilial = await create(w.filialAdmin, { name: 'Dr. da Filial' });
    expect(names(await w.filialAdmin.get('/api/surgeons?search=dr. da'))).toEqual(['Dr. da Filial', 'Dr. da Matriz']);
    expect((await w.admin.put(`/api/surgeons/${ofFilial.id}`, { ...valid, name: 'Dr. da Filial' })).statusCode).toBe(
      200,
    );
    expect((await w.admin.request('DELETE', `/api/surgeons/${ofFilial.id}`)).statusCode).toBe(200);
    expect((await w.filialAdmin.put(`/api/surgeons/${ofMatriz.id}`, valid)).statusCode).toBe(403);
    expect((await w.filialAdmin.post(`/api/surgeons/${ofMatriz.id}/restore`)).statusCode).toBe(403);
  });

  it('answers 404 to another company and never lists the victim', async () => {
    const victim = await create(w.admin, { name: 'Dr. Secreto Vítima', crm: '777777' });
    for (const [method, url] of [
      ['GET', `/api/surgeons/${victim.id}`],
      ['PUT', `/api/surgeons/${victim.id}`],
      ['DELETE', `/api/surgeons/${victim.id}`],
      ['POST', `/api/surgeons/${victim.id}/restore`],
    ] as const) {
      const res = await w.outsider.request(method, url, method === 'PUT' ? valid : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const lists = [
      await w.outsider.get('/api/surgeons?active=all&search=secreto'),
      await w.outsider.get('/api/surgeons?updatedSince=2000-01-01T00:00:00Z'),
    ];
    for (const res of lists) expect(res.body).not.toContain('Secreto');
    expect((await sheetRows(await w.outsider.get('/api/surgeons/export?active=all'))).flat()).not.toContain(
      'Dr. Secreto Vítima',
    );
  });
});

describe('the list', () => {
  beforeAll(async () => {
    for (const [name, crm, crmState, specialty] of [
      ['Cirurgião 10', '10', 'SP', 'Ortopedia e Traumatologia'],
      ['Cirurgião 9', '9', 'RJ', 'Cardiologia'],
      ['Cirurgiã Érica', '200', 'MG', 'Urologia'],
      ['cirurgiã ana', '1000', 'SP', 'Acupuntura'],
    ]) {
      await create(w.outsider, { name, crm, crmState, specialtyId: specialtyIds.get(specialty!), cbo: null });
    }
  });

  it('sorts in pt-BR order by name, CRM (numbers by value), UF and specialty', async () => {
    const get = async (query: string) => names(await w.outsider.get(`/api/surgeons?search=cirurgi&${query}`));
    expect(await get('')).toEqual(['cirurgiã ana', 'Cirurgiã Érica', 'Cirurgião 9', 'Cirurgião 10']);
    expect(await get('sort=crm')).toEqual(['Cirurgião 9', 'Cirurgião 10', 'Cirurgiã Érica', 'cirurgiã ana']);
    expect(await get('sort=crm&dir=desc')).toEqual(['cirurgiã ana', 'Cirurgiã Érica', 'Cirurgião 10', 'Cirurgião 9']);
    expect(await get('sort=crmState')).toEqual(['Cirurgiã Érica', 'Cirurgião 9', 'cirurgiã ana', 'Cirurgião 10']);
    expect(await get('sort=specialty')).toEqual(['cirurgiã ana', 'Cirurgião 9', 'Cirurgião 10', 'Cirurgiã Érica']);
  });

  it('searches without accents, filters by the CRM UF and pages', async () => {
    expect(names(await w.outsider.get('/api/surgeons?search=ERICA'))).toEqual(['Cirurgiã Érica']);
    expect(names(await w.outsider.get('/api/surgeons?search=CIRURGIA%20ERICA'))).toEqual(['Cirurgiã Érica']);
    expect(names(await w.outsider.get('/api/surgeons?search=cirurgi%C3%A3o%201'))).toEqual(['Cirurgião 10']);
    expect(names(await w.outsider.get('/api/surgeons?crmState=sp'))).toEqual(['cirurgiã ana', 'Cirurgião 10']);
    const page = (await w.outsider.get('/api/surgeons?search=cirurgi&pageSize=3&page=2')).json();
    expect(page).toMatchObject({ total: 4, items: [expect.objectContaining({ name: 'Cirurgião 10' })] });
  });

  it('exports to Excel with pt-BR headers', async () => {
    const rows = await sheetRows(await w.outsider.get('/api/surgeons/export?search=cirurgi&sort=crm'));
    expect(rows[0]).toEqual(['Nome', 'CRM', 'UF do CRM', 'Especialidade', 'CBO', 'Ativo', 'Criado em']);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['Cirurgião 9', '9', 'RJ', 'Cardiologia'],
      ['Cirurgião 10', '10', 'SP', 'Ortopedia e Traumatologia'],
      ['Cirurgiã Érica', '200', 'MG', 'Urologia'],
      ['cirurgiã ana', '1000', 'SP', 'Acupuntura'],
    ]);
  });
});

describe('changes and sync', () => {
  it('answers with updatedSince the changed, created and deleted surgeons only', async () => {
    const untouched = await create(w.admin, { name: 'Sync Intocado' });
    const changed = await create(w.admin, { name: 'Sync Alterado' });
    const deleted = await create(w.admin, { name: 'Sync Excluído' });
    const since = await instantBetween();
    await w.admin.put(`/api/surgeons/${changed.id}`, { ...valid, name: 'Sync Alterado 2', active: false });
    await w.admin.request('DELETE', `/api/surgeons/${deleted.id}`);
    const items = (await w.admin.get(`/api/surgeons?updatedSince=${encodeURIComponent(since)}`)).json().items as {
      id: string;
      name: string;
      active: boolean;
      deletedAt: string | null;
    }[];
    expect(items.map((i) => i.id).sort()).toEqual([changed.id, deleted.id].sort());
    expect(items.find((i) => i.id === changed.id)).toMatchObject({
      name: 'Sync Alterado 2',
      active: false,
      deletedAt: null,
    });
    expect(items.find((i) => i.id === deleted.id)?.deletedAt).not.toBeNull();
    expect(items.some((i) => i.id === untouched.id)).toBe(false);

    const restored = await w.admin.post(`/api/surgeons/${deleted.id}/restore`);
    expect(restored.json().deletedAt).toBeNull();
    expect((await w.admin.post(`/api/surgeons/${deleted.id}/restore`)).json().deletedAt).toBeNull();
  });
});
