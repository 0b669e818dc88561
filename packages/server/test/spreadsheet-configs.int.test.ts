import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSettingsWorld,
  expectDenied,
  fieldErrors,
  sheetRows,
  UNKNOWN_ID,
  type SettingsWorld,
} from './billing-settings-world';
import type { TestClient } from './helpers';
import { instantBetween } from './clock';

let w: SettingsWorld;
beforeAll(async () => {
  w = await createSettingsWorld();
});
afterAll(() => w.t.close());

const URL = '/api/spreadsheet-configs';
const columns = { patientName: 'A', dtProcedure: 'B', procedureCode: 'C' };

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post(URL, { columns, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; companyId: string; name: string };
}

describe('spreadsheet configs: create, read, change, delete', () => {
  it('creates a configuration, normalizing the column references', async () => {
    const res = await w.admin.post(URL, {
      name: 'Planilha do Hospital',
      headerRow: 3,
      dateFormat: 'YYYY-MM-DD',
      columns: {
        patientName: ' Paciente ',
        dtProcedure: 'b',
        procedureCode: '"CD"',
        hospitalName: 'aa',
        numGuide: '  ',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      companyId: w.matrizId,
      name: 'Planilha do Hospital',
      headerRow: 3,
      dateFormat: 'YYYY-MM-DD',
      columns: { patientName: 'Paciente', dtProcedure: 'B', procedureCode: '"CD"', hospitalName: 'AA' },
      active: true,
      deletedAt: null,
    });
    expect((await w.admin.get(`${URL}/${res.json().id}`)).json()).toEqual(res.json());
  });

  it('defaults the header row to 1 and the date format to DD/MM/YYYY; changes, deletes and restores', async () => {
    const config = await create(w.admin, { name: 'Padrão' });
    expect(config).toMatchObject({ headerRow: 1, dateFormat: 'DD/MM/YYYY' });
    const edit = await w.admin.put(`${URL}/${config.id}`, {
      name: 'Padrão revisto',
      headerRow: 50,
      dateFormat: 'MM/DD/YYYY',
      columns: { ...columns, surgeonName: 'Cirurgião' },
      active: false,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ headerRow: 50, dateFormat: 'MM/DD/YYYY', active: false });
    expect(edit.json().columns.surgeonName).toBe('Cirurgião');
    expect((await w.admin.request('DELETE', `${URL}/${config.id}`)).json().deletedAt).not.toBeNull();
    expect((await w.admin.get(`${URL}?active=all&search=padrao`)).json().items).toEqual([]);
    expect((await w.admin.put(`${URL}/${config.id}`, { name: 'X', columns })).statusCode).toBe(409);
    expect((await w.admin.post(`${URL}/${config.id}/restore`)).json().deletedAt).toBeNull();
  });
});

describe('spreadsheet configs: validation', () => {
  it.each([
    [{ name: ' ' }, 'name', 'Esse campo é requerido'],
    [{ headerRow: 0 }, 'headerRow', 'Informe um valor entre 1 e 50'],
    [{ headerRow: 51 }, 'headerRow', 'Informe um valor entre 1 e 50'],
    [{ headerRow: '2' }, 'headerRow', 'Informe um valor entre 1 e 50'],
    [{ dateFormat: 'DD.MM.YY' }, 'dateFormat', 'Esse campo é requerido'],
    [{ columns: { dtProcedure: 'B', procedureCode: 'C' } }, 'columns.patientName', 'Esse campo é requerido'],
    [{ columns: { ...columns, procedureCode: ' ' } }, 'columns.procedureCode', 'Esse campo é requerido'],
    [
      { columns: { ...columns, numGuide: 'A1' } },
      'columns.numGuide',
      'Use a letra da coluna (A a ZZ) ou o nome do cabeçalho',
    ],
    [
      { columns: { ...columns, numGuide: '""' } },
      'columns.numGuide',
      'Use a letra da coluna (A a ZZ) ou o nome do cabeçalho',
    ],
    [{ columns: { ...columns, numGuide: 'a' } }, 'columns.numGuide', 'A coluna A já está em outro campo'],
    [{ columns: { ...columns, voar: 'D' } }, 'columns.voar', 'Campo desconhecido: voar'],
    [
      { columns: { ...columns, numGuide: 7 } },
      'columns.numGuide',
      'Use a letra da coluna (A a ZZ) ou o nome do cabeçalho',
    ],
  ])('%j → %s: %s, saving nothing', async (change, path, message) => {
    const before = (await w.admin.get(`${URL}?active=all`)).json().total;
    const res = await w.admin.post(URL, { name: 'Válida', columns, ...change });
    expect(fieldErrors(res)[path]).toBe(message);
    expect((await w.admin.get(`${URL}?active=all`)).json().total).toBe(before);
  });

  it('compares header names without case or accents when looking for duplicates', async () => {
    const res = await w.admin.post(URL, {
      name: 'Duplicada',
      columns: { ...columns, hospitalName: 'Código', surgeonName: 'CODIGO' },
    });
    expect(fieldErrors(res)).toEqual({ 'columns.surgeonName': 'A coluna CODIGO já está em outro campo' });
  });

  it('refuses a name already used by a live configuration of the company (case and accents ignored)', async () => {
    await create(w.filialAdmin, { name: 'Planilha Única' });
    expect(fieldErrors(await w.filialAdmin.post(URL, { name: 'planilha unica', columns }))).toEqual({
      name: 'Já existe uma configuração com esse nome',
    });
    // Another company — even its matriz — may use it.
    await create(w.admin, { name: 'Planilha Única' });
    await create(w.outsider, { name: 'Planilha Única' });
  });

  it('frees the name of a deleted configuration, and will not restore it once the name is taken', async () => {
    const old = await create(w.filialAdmin, { name: 'Antiga' });
    await w.filialAdmin.request('DELETE', `${URL}/${old.id}`);
    const renamed = await create(w.filialAdmin, { name: 'Antiga' });
    expect(fieldErrors(await w.filialAdmin.post(`${URL}/${old.id}/restore`))).toEqual({
      name: 'Já existe uma configuração com esse nome',
    });
    // Renaming a configuration to its own name is no conflict.
    expect((await w.filialAdmin.put(`${URL}/${renamed.id}`, { name: 'ANTIGA', columns })).statusCode).toBe(200);
  });
});

describe('spreadsheet configs: who may see and change them', () => {
  it('answers 404 to another company and for unknown ids, changing nothing', async () => {
    const config = await create(w.admin, { name: 'Sigilosa' });
    const url = `${URL}/${config.id}`;
    expect((await w.outsider.get(url)).statusCode).toBe(404);
    expect((await w.outsider.put(url, { name: 'Invadida', columns })).statusCode).toBe(404);
    expect((await w.outsider.request('DELETE', url)).statusCode).toBe(404);
    expect((await w.outsider.post(`${url}/restore`)).statusCode).toBe(404);
    expect((await w.outsider.get(`${URL}?search=sigilosa`)).json().items).toEqual([]);
    expect((await w.admin.get(`${URL}/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await w.admin.get(url)).json()).toMatchObject({ name: 'Sigilosa', deletedAt: null });
  });

  it('belongs to the billing profiles; refuses others', async () => {
    const config = await create(w.admin, { name: 'Guardada' });
    expectDenied(await w.anesthetist.get(URL), 'list');
    expectDenied(await w.anesthetist.get(`${URL}/${config.id}`), 'read');
    expectDenied(await w.anesthetist.post(URL, { name: 'N', columns }), 'write');
    expect((await w.manager.get(URL)).statusCode).toBe(200);
    expect((await w.manager.get(`${URL}/export`)).statusCode).toBe(200);
    expect((await w.biller.put(`${URL}/${config.id}`, { name: 'Guardada', columns })).statusCode).toBe(200);
    expectDenied(await w.biller.request('DELETE', `${URL}/${config.id}`), 'rm');
    expectDenied(await w.biller.post(`${URL}/${config.id}/restore`), 'rm');
  });

  it("shows a filial its matriz's configurations without letting it change them", async () => {
    const ofMatriz = await create(w.admin, { name: 'Modelo da matriz' });
    const ofFilial = await create(w.filialAdmin, { name: 'Modelo da filial' });
    const names = async (client: TestClient) =>
      ((await client.get(`${URL}?search=modelo da`)).json().items as { name: string }[]).map((c) => c.name);
    expect(await names(w.filialAdmin)).toEqual(['Modelo da filial', 'Modelo da matriz']);
    expect(await names(w.admin)).toEqual(['Modelo da filial', 'Modelo da matriz']);
    expectDenied(await w.filialAdmin.put(`${URL}/${ofMatriz.id}`, { name: 'X', columns }), 'write');
    expectDenied(await w.filialAdmin.post(`${URL}/${ofMatriz.id}/restore`), 'rm');
    expect((await w.admin.put(`${URL}/${ofFilial.id}`, { name: 'Modelo da filial 2', columns })).statusCode).toBe(200);
  });
});

describe('spreadsheet configs: list and export', () => {
  const client = () => w.outsider;
  beforeAll(async () => {
    for (const name of ['Layout 10', 'Layout 9', 'Émile', 'Beta']) await create(client(), { name });
  });
  const namesOf = async (query: string) =>
    ((await client().get(`${URL}?${query}`)).json().items as { name: string }[]).map((c) => c.name);

  it('sorts names in pt-BR order with numbers, both ways', async () => {
    const mine = ['Beta', 'Émile', 'Layout 9', 'Layout 10', 'Planilha Única'];
    expect(await namesOf('sort=name')).toEqual(mine);
    expect(await namesOf('sort=name&dir=desc')).toEqual([...mine].reverse());
  });

  it('searches without accents, filters by active, and pages', async () => {
    expect(await namesOf('search=EMILE')).toEqual(['Émile']);
    const beta = (await client().get(`${URL}?search=beta`)).json().items[0];
    await client().put(`${URL}/${beta.id}`, { ...beta, active: false });
    expect(await namesOf('active=false')).toEqual(['Beta']);
    expect(await namesOf('active=true')).not.toContain('Beta');
    const page2 = (await client().get(`${URL}?pageSize=2&page=2`)).json();
    expect(page2.items.map((c: { name: string }) => c.name)).toEqual(['Layout 9', 'Layout 10']);
    expect(page2.total).toBe(5);
  });

  it('answers changes and deletions since updatedSince', async () => {
    const kept = await create(client(), { name: 'Parada' });
    const doomed = await create(client(), { name: 'Descartada' });
    const since = await instantBetween();
    await client().request('DELETE', `${URL}/${doomed.id}`);
    const added = await create(client(), { name: 'Recém-criada' });
    const items = (await client().get(`${URL}?updatedSince=${encodeURIComponent(since)}`)).json().items as {
      id: string;
      deletedAt: string | null;
    }[];
    expect(items.map((c) => c.id).sort()).toEqual([doomed.id, added.id].sort());
    expect(items.find((c) => c.id === doomed.id)?.deletedAt).not.toBeNull();
    expect(items.some((c) => c.id === kept.id)).toBe(false);
  });

  it('exports to Excel with the mapped columns in words', async () => {
    const rows = await sheetRows(await client().get(`${URL}/export?search=layout 9`));
    expect(rows).toEqual([
      ['Nome', 'Linha do cabeçalho', 'Formato das datas', 'Colunas', 'Ativo'],
      ['Layout 9', 1, 'DD/MM/YYYY', 'Nome do paciente: A; Data do procedimento: B; Código do procedimento: C', 'Sim'],
    ]);
  });
});
