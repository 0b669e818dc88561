import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPeopleWorld,
  fieldErrors,
  instantBetween,
  names,
  sheetRows,
  type PeopleWorld,
} from './people-registries-world';
import { DATE_TIME_FORMAT } from '../src/http/xlsx';
import { TestClient } from './helpers';
import { readSheet } from './xlsx-sheet';

let w: PeopleWorld;

const address = {
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
  country: 'Brasil',
  ibgeCode: '3550308',
};
const valid = { name: 'Hospital Santa Clara', cnpj: '11444777000161', cnes: '1234567', address, active: true };

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/hospitals', { ...valid, ...body });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; name: string; companyId: string };
}

beforeAll(async () => {
  w = await createPeopleWorld();
});
afterAll(() => w.t.close());

describe('creating and reading a hospital', () => {
  it('creates it in the selected company, CNPJ kept with its mask, UF in capitals', async () => {
    const created = await create(w.admin, { name: '  Hospital Criado  ' });
    expect(created).toMatchObject({
      name: 'Hospital Criado',
      companyId: w.matrizId,
      cnpj: '11.444.777/0001-61',
      cnes: '1234567',
      active: true,
      deletedAt: null,
      updatedAt: null,
      address: { ...address, state: 'SP', complement: null },
    });
    const read = await w.admin.get(`/api/hospitals/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('takes a hospital with only a name (no CNPJ, CNES or address)', async () => {
    const res = await w.admin.post('/api/hospitals', { name: 'Hospital Mínimo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cnpj: null, cnes: null, address: null, active: true });
  });

  it.each([
    [{ name: '' }, 'name', 'Esse campo é requerido'],
    [{ name: '   ' }, 'name', 'Esse campo é requerido'],
    [{ name: 'x'.repeat(201) }, 'name', 'O tamanho máximo é: 200'],
    [{ cnes: '123' }, 'cnes', 'CNES inválido'],
    [{ cnes: '12345ab' }, 'cnes', 'CNES inválido'],
    [{ address: { ...address, zipcode: '0131' } }, 'address.zipcode', 'CEP inválido'],
    [{ address: { ...address, state: 'XX' } }, 'address.state', 'Estado inválido'],
    [{ address: { ...address, ibgeCode: '355' } }, 'address.ibgeCode', 'Código IBGE inválido'],
  ])('refuses %j under %s', async (patch, path, message) => {
    expect(fieldErrors(await w.admin.post('/api/hospitals', { ...valid, ...patch }))).toEqual({ [path]: message });
  });

  it.each(['11.444.777/0001-62', '11444777000162', '11.111.111/1111-11', '1144477700016'])(
    "refuses the CNPJ %s with 'CNPJ inválido' and writes nothing",
    async (cnpj) => {
      const before = (await w.admin.get('/api/hospitals?active=all')).json().total;
      expect(fieldErrors(await w.admin.post('/api/hospitals', { ...valid, cnpj }))).toEqual({ cnpj: 'CNPJ inválido' });
      expect((await w.admin.get('/api/hospitals?active=all')).json().total).toBe(before);
    },
  );

  it('answers 404 for an unknown id and an invalid id as a field error', async () => {
    expect((await w.admin.get('/api/hospitals/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(fieldErrors(await w.admin.get('/api/hospitals/nao-e-id'))).toEqual({ id: 'Identificador inválido' });
  });
});

describe('permissions', () => {
  it('lets the resident and the scheduler read but not write', async () => {
    const hospital = await create(w.admin, { name: 'Hospital Permissões' });
    for (const client of [w.resident, w.scheduler]) {
      expect((await client.get('/api/hospitals')).statusCode).toBe(200);
      expect((await client.get(`/api/hospitals/${hospital.id}`)).statusCode).toBe(200);
      const denied = await client.post('/api/hospitals', valid);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().params).toEqual({ module: 'hospitals', action: 'write' });
    }
  });

  it('lets the biller write but not delete or restore', async () => {
    const hospital = await create(w.biller, { name: 'Hospital do Faturista' });
    const edited = await w.biller.put(`/api/hospitals/${hospital.id}`, { ...valid, name: 'Hospital do Faturista 2' });
    expect(edited.statusCode).toBe(200);
    for (const res of [
      await w.biller.request('DELETE', `/api/hospitals/${hospital.id}`),
      await w.biller.post(`/api/hospitals/${hospital.id}/restore`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().params).toEqual({ module: 'hospitals', action: 'rm' });
    }
  });

  it('refuses a member without a profile, and a request without a session', async () => {
    expect((await w.nobody.get('/api/hospitals')).statusCode).toBe(403);
    expect((await w.nobody.get('/api/hospitals/export')).statusCode).toBe(403);
    expect((await new TestClient(w.t.app).get('/api/hospitals')).statusCode).toBe(401);
  });
});

describe('matriz, filial and other companies', () => {
  it("shows the filial's hospital to the matriz (which may change it) and the matriz's to the filial (read only)", async () => {
    const ofMatriz = await create(w.admin, { name: 'Hospital da Matriz' });
    const ofFilial = await create(w.filialAdmin, { name: 'Hospital da Filial' });
    expect(ofFilial.companyId).toBe(w.filialId);

    expect(names(await w.admin.get('/api/hospitals?search=hospital da'))).toEqual([
      'Hospital da Filial',
      'Hospital da Matriz',
    ]);
    expect(names(await w.filialAdmin.get('/api/hospitals?search=hospital da'))).toEqual([
      'Hospital da Filial',
      'Hospital da Matriz',
    ]);

    const byMatriz = await w.admin.put(`/api/hospitals/${ofFilial.id}`, { ...valid, name: 'Hospital da Filial' });
    expect(byMatriz.statusCode).toBe(200);
    expect(byMatriz.json().companyId).toBe(w.filialId);

    expect((await w.filialAdmin.get(`/api/hospitals/${ofMatriz.id}`)).statusCode).toBe(200);
    const write = await w.filialAdmin.put(`/api/hospitals/${ofMatriz.id}`, { ...valid, name: 'Invasão' });
    expect(write.statusCode).toBe(403);
    expect((await w.filialAdmin.request('DELETE', `/api/hospitals/${ofMatriz.id}`)).statusCode).toBe(403);
    expect((await w.admin.get(`/api/hospitals/${ofMatriz.id}`)).json().name).toBe('Hospital da Matriz');
  });

  it("answers 404 to another company for every operation and never lists the victim's hospital", async () => {
    const victim = await create(w.admin, { name: 'Hospital Secreto Vítima' });
    const urls = [
      ['GET', `/api/hospitals/${victim.id}`],
      ['PUT', `/api/hospitals/${victim.id}`],
      ['DELETE', `/api/hospitals/${victim.id}`],
      ['POST', `/api/hospitals/${victim.id}/restore`],
    ] as const;
    for (const [method, url] of urls) {
      const res = await w.outsider.request(method, url, method === 'PUT' ? valid : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Secreto');
    }
    const list = await w.outsider.get('/api/hospitals?active=all&search=secreto');
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    const sync = await w.outsider.get('/api/hospitals?updatedSince=2000-01-01T00:00:00.000Z');
    expect(sync.body).not.toContain('Secreto');
    expect((await w.admin.get(`/api/hospitals/${victim.id}`)).json().name).toBe('Hospital Secreto Vítima');
  });
});

describe('the list', () => {
  const sortNames = [
    'Sala 10 Hospital',
    'Sala 9 Hospital',
    'Ávila Hospital',
    'abrigo hospital',
    'Beneficência Hospital',
  ];

  beforeAll(async () => {
    const cities = ['Curitiba', 'Belém', 'Águas Claras', 'Natal', 'Aracaju'];
    const states = ['PR', 'PA', 'DF', 'RN', 'SE'];
    for (const [i, name] of sortNames.entries()) {
      await create(w.outsider, {
        name,
        cnpj: ['11444777000161', '11222333000181', '04252011000110', '', '33000167000101'][i],
        address: { ...address, city: cities[i], state: states[i], ibgeCode: '' },
      });
    }
  });

  it('sorts names in pt-BR order (accents and case ignored, numbers by value), both ways', async () => {
    const expected = [
      'abrigo hospital',
      'Ávila Hospital',
      'Beneficência Hospital',
      'Sala 9 Hospital',
      'Sala 10 Hospital',
    ];
    expect(names(await w.outsider.get('/api/hospitals?search=hospital'))).toEqual(expected);
    expect(names(await w.outsider.get('/api/hospitals?search=hospital&sort=name&dir=desc'))).toEqual(
      [...expected].reverse(),
    );
  });

  it('sorts by city (accents ignored), CNPJ and creation', async () => {
    // Águas Claras, Aracaju, Belém, Curitiba, Natal.
    expect(names(await w.outsider.get('/api/hospitals?search=hospital&sort=city'))).toEqual([
      'Ávila Hospital',
      'Beneficência Hospital',
      'Sala 9 Hospital',
      'Sala 10 Hospital',
      'abrigo hospital',
    ]);
    expect(names(await w.outsider.get('/api/hospitals?search=hospital&sort=cnpj'))).toEqual([
      'Ávila Hospital',
      'Sala 9 Hospital',
      'Sala 10 Hospital',
      'Beneficência Hospital',
      'abrigo hospital',
    ]);
    expect(names(await w.outsider.get('/api/hospitals?search=hospital&sort=createdAt'))).toEqual(sortNames);
  });

  it('searches without accents or case, filters by UF and by active', async () => {
    expect(names(await w.outsider.get('/api/hospitals?search=BENEFICENCIA'))).toEqual(['Beneficência Hospital']);
    expect(names(await w.outsider.get('/api/hospitals?search=ávila'))).toEqual(['Ávila Hospital']);
    expect(names(await w.outsider.get('/api/hospitals?search=100%25'))).toEqual([]);
    expect(names(await w.outsider.get('/api/hospitals?state=pa'))).toEqual(['Sala 9 Hospital']);
    expect(fieldErrors(await w.outsider.get('/api/hospitals?state=XX'))).toEqual({ state: 'Estado inválido' });
    const inactive = await create(w.outsider, { name: 'Inativo Hospital', active: false });
    expect(names(await w.outsider.get('/api/hospitals?search=hospital&active=false'))).toEqual([inactive.name]);
    expect(names(await w.outsider.get('/api/hospitals?search=hospital&active=true'))).not.toContain(inactive.name);
    expect((await w.outsider.get('/api/hospitals?search=hospital&active=all')).json().total).toBe(6);
  });

  it('pages with the total of every page', async () => {
    const first = (await w.outsider.get('/api/hospitals?search=hospital&active=true&pageSize=2')).json();
    const third = (await w.outsider.get('/api/hospitals?search=hospital&active=true&pageSize=2&page=3')).json();
    expect(first.total).toBe(5);
    expect(first.items.map((h: { name: string }) => h.name)).toEqual(['abrigo hospital', 'Ávila Hospital']);
    expect(third.items.map((h: { name: string }) => h.name)).toEqual(['Sala 10 Hospital']);
    expect(typeof first.syncedAt).toBe('string');
  });

  it('exports the filtered list to Excel with pt-BR headers', async () => {
    const rows = await sheetRows(await w.outsider.get('/api/hospitals/export?search=hospital&active=true&sort=name'));
    expect(rows[0]).toEqual([
      'Nome',
      'CNPJ',
      'CNES',
      'CEP',
      'Logradouro',
      'Número',
      'Complemento',
      'Bairro',
      'Cidade',
      'UF',
      'Código IBGE',
      'Ativo',
      'Criado em',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      'abrigo hospital',
      'Ávila Hospital',
      'Beneficência Hospital',
      'Sala 9 Hospital',
      'Sala 10 Hospital',
    ]);
    const avila = rows.find((r) => r[0] === 'Ávila Hospital')!;
    expect(avila.slice(1, 4)).toEqual(['04.252.011/0001-10', '1234567', '01310-100']);
    expect(avila[8]).toBe('Águas Claras');
    expect(avila[9]).toBe('DF');
    expect(avila[11]).toBe('Sim');
    expect(avila[12]).toBeInstanceOf(Date);
  });

  it('writes codes as text and the creation as a São Paulo date and time', async () => {
    const sheet = await readSheet(await w.outsider.get('/api/hospitals/export?search=hospital&active=true&sort=name'));
    const avila = sheet.column('Nome').indexOf('Ávila Hospital') + 2;
    expect(sheet.cell(avila, 'CNES').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.cell(avila, 'CEP').value).toBe('01310-100');
    const created = sheet.cell(avila, 'Criado em');
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.numFmt).toBe(DATE_TIME_FORMAT);
  });
});

describe('changes, deletion and sync', () => {
  it('edits, deletes (soft) and restores; a deleted hospital must be restored before editing', async () => {
    const hospital = await create(w.admin, { name: 'Hospital Excluível' });
    const edited = await w.admin.put(`/api/hospitals/${hospital.id}`, {
      ...valid,
      name: 'Hospital Excluível 2',
      cnes: '',
    });
    expect(edited.json()).toMatchObject({ name: 'Hospital Excluível 2', cnes: null });
    expect(edited.json().updatedAt).not.toBeNull();

    const removed = await w.admin.request('DELETE', `/api/hospitals/${hospital.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().deletedAt).not.toBeNull();
    expect(names(await w.admin.get('/api/hospitals?search=excluivel&active=all'))).toEqual([]);
    expect((await w.admin.get(`/api/hospitals/${hospital.id}`)).json().deletedAt).not.toBeNull();
    const whileDeleted = await w.admin.put(`/api/hospitals/${hospital.id}`, valid);
    expect(whileDeleted.statusCode).toBe(409);
    expect(whileDeleted.json().code).toBe('statusError');

    const restored = await w.admin.post(`/api/hospitals/${hospital.id}/restore`);
    expect(restored.json().deletedAt).toBeNull();
    expect(names(await w.admin.get('/api/hospitals?search=excluivel'))).toEqual(['Hospital Excluível 2']);
  });

  it('answers with updatedSince every hospital created, changed or deleted after it, deleted ones marked', async () => {
    const untouched = await create(w.admin, { name: 'Sync Intocado' });
    const changed = await create(w.admin, { name: 'Sync Alterado' });
    const deleted = await create(w.admin, { name: 'Sync Excluído' });
    const since = await instantBetween();
    await w.admin.put(`/api/hospitals/${changed.id}`, { ...valid, name: 'Sync Alterado 2' });
    await w.admin.request('DELETE', `/api/hospitals/${deleted.id}`);
    const fresh = await create(w.filialAdmin, { name: 'Sync Novo da Filial' });

    const res = await w.admin.get(`/api/hospitals?updatedSince=${encodeURIComponent(since)}`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; name: string; deletedAt: string | null }[];
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.has(untouched.id)).toBe(false);
    expect(byId.get(changed.id)?.name).toBe('Sync Alterado 2');
    expect(byId.get(deleted.id)?.deletedAt).not.toBeNull();
    expect(byId.get(fresh.id)?.deletedAt).toBeNull();
    expect(res.json().total).toBe(items.length);
    expect(Date.parse(res.json().syncedAt)).toBeLessThan(Date.now());
    expect(fieldErrors(await w.admin.get('/api/hospitals?updatedSince=ontem'))).toEqual({
      updatedSince: 'Data inválida',
    });
  });
});
