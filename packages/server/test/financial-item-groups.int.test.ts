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

const URL = '/api/financial-item-groups';

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post(URL, { kind: 'REVENUE', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; companyId: string; name: string; itemCodes: string[] };
}

describe('financial item groups: create, read, change, delete', () => {
  it('creates an expense group of TISS codes and reads it back', async () => {
    const res = await w.admin.post(URL, {
      name: ' Gases ',
      description: 'Gases medicinais',
      kind: 'EXPENSE',
      itemCodes: ['01'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      companyId: w.matrizId,
      name: 'Gases',
      description: 'Gases medicinais',
      kind: 'EXPENSE',
      itemCodes: ['01'],
      active: true,
      deletedAt: null,
    });
    expect((await w.admin.get(`${URL}/${res.json().id}`)).json()).toEqual(res.json());
  });

  it('changes a group, and soft-deletes and restores it', async () => {
    const group = await create(w.admin, { name: 'Honorários próprios', itemCodes: ['HON-1'] });
    const edit = await w.admin.put(`${URL}/${group.id}`, {
      name: 'Honorários',
      description: '',
      kind: 'REVENUE',
      itemCodes: ['HON-1', 'HON-2'],
      active: false,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      name: 'Honorários',
      description: null,
      itemCodes: ['HON-1', 'HON-2'],
      active: false,
    });
    expect(edit.json().updatedAt).not.toBeNull();

    const removed = await w.admin.request('DELETE', `${URL}/${group.id}`);
    expect(removed.json().deletedAt).not.toBeNull();
    expect((await w.admin.get(`${URL}?active=all&search=honorarios`)).json().items).toEqual([]);
    const blocked = await w.admin.put(`${URL}/${group.id}`, { name: 'X', kind: 'REVENUE', itemCodes: ['HON-1'] });
    expect(blocked.statusCode).toBe(409);
    const restored = await w.admin.post(`${URL}/${group.id}/restore`);
    expect(restored.json().deletedAt).toBeNull();
    expect((await w.admin.get(`${URL}?active=all&search=honorarios`)).json().total).toBe(1);
  });
});

describe('financial item groups: validation', () => {
  it.each([
    [{ name: '' }, 'name', 'Esse campo é requerido'],
    [{ name: 'x'.repeat(101) }, 'name', 'O tamanho máximo é: 100'],
    [{ description: 'x'.repeat(501) }, 'description', 'O tamanho máximo é: 500'],
    [{ kind: 'TAX' }, 'kind', 'Esse campo é requerido'],
    [{ itemCodes: [] }, 'itemCodes', 'Esse campo é requerido'],
    [
      { kind: 'EXPENSE', itemCodes: ['04'] },
      'itemCodes',
      'Código de despesa inválido: 04 (use 01, 02, 03, 05, 07 ou 08)',
    ],
    [
      { kind: 'EXPENSE', itemCodes: ['1'] },
      'itemCodes',
      'Código de despesa inválido: 1 (use 01, 02, 03, 05, 07 ou 08)',
    ],
    [{ itemCodes: ['A 1'] }, 'itemCodes', 'Código inválido: A 1 (até 20 letras, números, ponto, hífen ou _)'],
    [{ itemCodes: ['X1', 'X1'] }, 'itemCodes', 'Código repetido: X1'],
  ])('%j → %s: %s, saving nothing', async (change, path, message) => {
    const before = (await w.admin.get(`${URL}?active=all`)).json().total;
    const res = await w.admin.post(URL, { name: 'Válido', kind: 'REVENUE', itemCodes: ['OK-1'], ...change });
    expect(fieldErrors(res)[path]).toBe(message);
    expect((await w.admin.get(`${URL}?active=all`)).json().total).toBe(before);
  });

  it('puts a code in one live group of each kind per company only', async () => {
    await create(w.filialAdmin, { name: 'Medicamentos', kind: 'EXPENSE', itemCodes: ['02'] });
    const taken = await w.filialAdmin.post(URL, { name: 'Drogas', kind: 'EXPENSE', itemCodes: ['03', '02'] });
    expect(fieldErrors(taken)).toEqual({ itemCodes: 'O código 02 já está no grupo Medicamentos' });
    // Another kind, or another company, may use the same code.
    await create(w.filialAdmin, { name: 'Desconto 02', kind: 'DISCOUNT', itemCodes: ['02'] });
    await create(w.outsider, { name: 'Medicamentos', kind: 'EXPENSE', itemCodes: ['02'] });
  });

  it("frees a deleted group's codes, and will not restore it once they are taken", async () => {
    const old = await create(w.filialAdmin, { name: 'Taxas antigas', kind: 'EXPENSE', itemCodes: ['07'] });
    await w.filialAdmin.request('DELETE', `${URL}/${old.id}`);
    await create(w.filialAdmin, { name: 'Taxas', kind: 'EXPENSE', itemCodes: ['07'] });
    expect(fieldErrors(await w.filialAdmin.post(`${URL}/${old.id}/restore`))).toEqual({
      itemCodes: 'O código 07 já está no grupo Taxas',
    });
  });

  it('checks the other groups, not the group itself, on update', async () => {
    const group = await create(w.filialAdmin, { name: 'Diárias', kind: 'EXPENSE', itemCodes: ['05'] });
    const same = await w.filialAdmin.put(`${URL}/${group.id}`, { name: 'Diárias', kind: 'EXPENSE', itemCodes: ['05'] });
    expect(same.statusCode).toBe(200);
    const steal = await w.filialAdmin.put(`${URL}/${group.id}`, {
      name: 'Diárias',
      kind: 'EXPENSE',
      itemCodes: ['05', '02'],
    });
    expect(fieldErrors(steal)).toEqual({ itemCodes: 'O código 02 já está no grupo Medicamentos' });
  });
});

describe('financial item groups: who may see and change them', () => {
  it('answers 404 to another company and for unknown ids, changing nothing', async () => {
    const group = await create(w.admin, { name: 'Reservado', itemCodes: ['RES-1'] });
    const url = `${URL}/${group.id}`;
    expect((await w.outsider.get(url)).statusCode).toBe(404);
    expect((await w.outsider.put(url, { name: 'Invadido', kind: 'REVENUE', itemCodes: ['Z'] })).statusCode).toBe(404);
    expect((await w.outsider.request('DELETE', url)).statusCode).toBe(404);
    expect((await w.outsider.post(`${url}/restore`)).statusCode).toBe(404);
    expect((await w.outsider.get(`${URL}?search=reservado`)).json().items).toEqual([]);
    expect((await w.admin.get(`${URL}/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await w.admin.get(url)).json()).toMatchObject({ name: 'Reservado', deletedAt: null });
  });

  it('belongs to the billing profiles; refuses others', async () => {
    const group = await create(w.admin, { name: 'Protegido', itemCodes: ['PRO-1'] });
    expectDenied(await w.anesthetist.get(URL), 'list');
    expectDenied(await w.anesthetist.get(`${URL}/${group.id}`), 'read');
    expect((await w.manager.get(URL)).statusCode).toBe(200);
    expect((await w.manager.get(`${URL}/export`)).statusCode).toBe(200);
    expect((await w.biller.get(`${URL}/${group.id}`)).statusCode).toBe(200);
    expectDenied(await w.biller.request('DELETE', `${URL}/${group.id}`), 'rm');
    expectDenied(await w.biller.post(`${URL}/${group.id}/restore`), 'rm');
    expect((await w.manager.request('DELETE', `${URL}/${group.id}`)).statusCode).toBe(200);
  });

  it("shows a filial its matriz's groups without letting it change them; the matriz edits the filial's", async () => {
    const ofMatriz = await create(w.admin, { name: 'Grupo da matriz', itemCodes: ['GM-1'] });
    const ofFilial = await create(w.filialAdmin, { name: 'Grupo da filial', itemCodes: ['GF-1'] });
    const names = async (client: TestClient) =>
      ((await client.get(`${URL}?search=grupo da`)).json().items as { name: string }[]).map((g) => g.name);
    expect(await names(w.filialAdmin)).toEqual(['Grupo da filial', 'Grupo da matriz']);
    expect(await names(w.admin)).toEqual(['Grupo da filial', 'Grupo da matriz']);
    expectDenied(
      await w.filialAdmin.put(`${URL}/${ofMatriz.id}`, { name: 'X', kind: 'REVENUE', itemCodes: ['GM-1'] }),
      'write',
    );
    const edit = await w.admin.put(`${URL}/${ofFilial.id}`, {
      name: 'Grupo da filial 2',
      kind: 'REVENUE',
      itemCodes: ['GF-1'],
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });
});

describe('financial item groups: list and export', () => {
  const client = () => w.outsider;
  beforeAll(async () => {
    for (const [name, kind, codes] of [
      ['Sala 10', 'REVENUE', ['S10']],
      ['Sala 9', 'REVENUE', ['S9']],
      ['Órteses', 'EXPENSE', ['08']],
      ['Abatimentos', 'DISCOUNT', ['AB']],
    ] as const) {
      await create(client(), { name, kind, itemCodes: codes });
    }
  });
  const namesOf = async (query: string) =>
    ((await client().get(`${URL}?${query}`)).json().items as { name: string }[]).map((g) => g.name);

  it('sorts names in pt-BR order with numbers, both ways, and by kind', async () => {
    const mine = ['Abatimentos', 'Medicamentos', 'Órteses', 'Sala 9', 'Sala 10'];
    expect((await namesOf('sort=name')).filter((n) => mine.includes(n))).toEqual(mine);
    expect((await namesOf('sort=name&dir=desc')).filter((n) => mine.includes(n))).toEqual([...mine].reverse());
    expect((await namesOf('sort=kind')).filter((n) => mine.includes(n))).toEqual([
      'Abatimentos',
      'Medicamentos',
      'Órteses',
      'Sala 9',
      'Sala 10',
    ]);
  });

  it('searches without accents, filters by kind, and pages', async () => {
    expect(await namesOf('search=ORTESES')).toEqual(['Órteses']);
    expect(await namesOf('kind=DISCOUNT')).toEqual(['Abatimentos']);
    const page1 = (await client().get(`${URL}?pageSize=2&page=1`)).json();
    const page2 = (await client().get(`${URL}?pageSize=2&page=2`)).json();
    const all = await namesOf('pageSize=100');
    expect([...page1.items, ...page2.items].map((g: { name: string }) => g.name)).toEqual(all.slice(0, 4));
    expect(page1.total).toBe(all.length);
  });

  it('answers changes and deletions since updatedSince', async () => {
    const kept = await create(client(), { name: 'Intocado', itemCodes: ['INT'] });
    const changed = await create(client(), { name: 'Alterável', itemCodes: ['ALT'] });
    const doomed = await create(client(), { name: 'Removível', itemCodes: ['REM'] });
    const since = await instantBetween();
    await client().put(`${URL}/${changed.id}`, { name: 'Alterado', kind: 'REVENUE', itemCodes: ['ALT'] });
    await client().request('DELETE', `${URL}/${doomed.id}`);
    const items = (await client().get(`${URL}?updatedSince=${encodeURIComponent(since)}`)).json().items as {
      id: string;
      name: string;
      deletedAt: string | null;
    }[];
    expect(items.map((g) => g.id).sort()).toEqual([changed.id, doomed.id].sort());
    expect(items.find((g) => g.id === changed.id)?.name).toBe('Alterado');
    expect(items.find((g) => g.id === doomed.id)?.deletedAt).not.toBeNull();
    expect(items.some((g) => g.id === kept.id)).toBe(false);
  });

  it('exports to Excel with the TISS names of expense codes', async () => {
    const rows = await sheetRows(await client().get(`${URL}/export?kind=EXPENSE`));
    expect(rows[0]).toEqual(['Nome', 'Tipo', 'Códigos dos itens', 'Descrição', 'Ativo']);
    expect(rows.slice(1)).toEqual([
      ['Medicamentos', 'Despesas (TISS)', '02 Medicamentos', undefined, 'Sim'],
      ['Órteses', 'Despesas (TISS)', '08 OPME', undefined, 'Sim'],
    ]);
  });
});
