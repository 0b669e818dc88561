import { customFields } from '@honora/db';
import { and, eq, isNull } from 'drizzle-orm';
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

const base = { entity: 'event', type: 'text' };
const FILTERABLE_LIMIT = 'No máximo 10 campos personalizados podem ser filtráveis por empresa';

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/custom-fields', { ...base, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; companyId: string; key: string; label: string; updatedAt: string | null };
}

/** Live filterable fields of a company, read straight from the database. */
async function filterableCount(companyId: string): Promise<number> {
  const rows = await w.t.database.db
    .select({ id: customFields.id })
    .from(customFields)
    .where(
      and(eq(customFields.companyId, companyId), eq(customFields.filterable, true), isNull(customFields.deletedAt)),
    );
  return rows.length;
}

describe('custom fields: create, read, change', () => {
  it('creates a select field and answers it with its metadata; GET reads it back', async () => {
    const res = await w.admin.post('/api/custom-fields', {
      entity: 'event',
      key: 'salaCirurgica',
      label: '  Sala cirúrgica ',
      type: 'select',
      options: ['Sala 1', ' Sala 2 '],
      required: true,
      position: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const field = res.json();
    expect(field).toMatchObject({
      companyId: w.matrizId,
      entity: 'event',
      key: 'salaCirurgica',
      label: 'Sala cirúrgica',
      type: 'select',
      options: ['Sala 1', 'Sala 2'],
      filterable: false,
      required: true,
      position: 3,
      active: true,
      updatedAt: null,
      deletedAt: null,
    });
    const read = await w.admin.get(`/api/custom-fields/${field.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(field);
  });

  it('drops the options of a type that takes none', async () => {
    const field = await create(w.admin, { key: 'observacaoExtra', label: 'Observação extra', options: ['x'] });
    expect((await w.admin.get(`/api/custom-fields/${field.id}`)).json().options).toEqual([]);
  });

  it('changes label, options, flags and position, keeping entity, key and type', async () => {
    const field = await create(w.admin, { key: 'turno', label: 'Turno', type: 'select', options: ['Manhã'] });
    const res = await w.admin.put(`/api/custom-fields/${field.id}`, {
      entity: 'event',
      key: 'turno',
      type: 'select',
      label: 'Turno do plantão',
      options: ['Manhã', 'Tarde', 'Noite'],
      required: true,
      position: 7,
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      label: 'Turno do plantão',
      options: ['Manhã', 'Tarde', 'Noite'],
      required: true,
      position: 7,
      active: false,
    });
    expect(res.json().updatedAt).not.toBeNull();
  });

  it('refuses to change entity, key or type after creation, changing nothing', async () => {
    const field = await create(w.admin, { key: 'convenioAntigo', label: 'Convênio antigo' });
    const errors = fieldErrors(
      await w.admin.put(`/api/custom-fields/${field.id}`, {
        entity: 'patient',
        key: 'outraChave',
        type: 'number',
        label: 'Mudou',
      }),
    );
    const immutable = 'Não pode ser alterado depois de criado';
    expect(errors).toEqual({ entity: immutable, key: immutable, type: immutable });
    expect((await w.admin.get(`/api/custom-fields/${field.id}`)).json()).toMatchObject({
      entity: 'event',
      key: 'convenioAntigo',
      label: 'Convênio antigo',
    });
  });
});

describe('custom fields: validation', () => {
  it.each([
    [{ key: 'Sala' }, 'key', 'Use letras sem acento, números e _, começando por letra minúscula (até 40 caracteres)'],
    [{ key: 'número' }, 'key', 'Use letras sem acento, números e _, começando por letra minúscula (até 40 caracteres)'],
    [
      { key: 'a'.repeat(41) },
      'key',
      'Use letras sem acento, números e _, começando por letra minúscula (até 40 caracteres)',
    ],
    [{ key: '' }, 'key', 'Esse campo é requerido'],
    [{ label: '   ' }, 'label', 'Esse campo é requerido'],
    [{ label: 'x'.repeat(101) }, 'label', 'O tamanho máximo é: 100'],
    [{ entity: 'invoice' }, 'entity', 'Esse campo é requerido'],
    [{ type: 'color' }, 'type', 'Esse campo é requerido'],
    [{ type: 'select', options: [] }, 'options', 'Informe ao menos uma opção'],
    [{ type: 'select' }, 'options', 'Informe ao menos uma opção'],
    [{ type: 'select', options: ['Sim', 'sim'] }, 'options', 'Opção repetida: sim'],
    [{ type: 'select', options: ['Sim', ' '] }, 'options.1', 'Esse campo é requerido'],
    [{ position: -1 }, 'position', 'Informe um valor entre 0 e 9999'],
    [{ position: 1.5 }, 'position', 'Informe um valor entre 0 e 9999'],
  ])('%j → %s: %s', async (change, path, message) => {
    const before = (await w.admin.get('/api/custom-fields?active=all')).json().total;
    const res = await w.admin.post('/api/custom-fields', { ...base, key: 'valido', label: 'Válido', ...change });
    expect(fieldErrors(res)[path]).toBe(message);
    expect((await w.admin.get('/api/custom-fields?active=all')).json().total).toBe(before);
  });

  it('refuses a key already used by a live field of the company and entity', async () => {
    await create(w.admin, { key: 'numeroSala', label: 'Número da sala' });
    const dup = await w.admin.post('/api/custom-fields', { ...base, key: 'numeroSala', label: 'Outro' });
    expect(fieldErrors(dup)).toEqual({ key: 'Já existe um campo com essa chave' });
    // The same key on patients, or in another company, is another field.
    await create(w.admin, { entity: 'patient', key: 'numeroSala', label: 'Sala do paciente' });
    await create(w.outsider, { key: 'numeroSala', label: 'Sala de outra empresa' });
  });

  it('frees the key of a deleted field, and will not restore it while another uses the key', async () => {
    const first = await create(w.admin, { key: 'reaproveitada', label: 'Primeira' });
    expect((await w.admin.request('DELETE', `/api/custom-fields/${first.id}`)).statusCode).toBe(200);
    await create(w.admin, { key: 'reaproveitada', label: 'Segunda' });
    const restore = await w.admin.post(`/api/custom-fields/${first.id}/restore`);
    expect(fieldErrors(restore)).toEqual({ key: 'Já existe um campo com essa chave' });
    expect((await w.admin.get(`/api/custom-fields/${first.id}`)).json().deletedAt).not.toBeNull();
  });
});

describe('custom fields: at most 10 filterable per company (platform.md §5)', () => {
  let ids: string[] = [];

  it('accepts 10 filterable fields and refuses the 11th under "filterable", saving nothing', async () => {
    const start = await filterableCount(w.filialId);
    expect(start).toBe(0);
    ids = [];
    for (let i = 1; i <= 10; i += 1) {
      ids.push((await create(w.filialAdmin, { key: `filtro${i}`, label: `Filtro ${i}`, filterable: true })).id);
    }
    const total = (await w.filialAdmin.get('/api/custom-fields?active=all&pageSize=100')).json().total;
    const eleventh = await w.filialAdmin.post('/api/custom-fields', {
      ...base,
      key: 'filtro11',
      label: 'Filtro 11',
      filterable: true,
    });
    expect(eleventh.json()).toMatchObject({ code: 'inputError', message: FILTERABLE_LIMIT });
    expect(fieldErrors(eleventh)).toEqual({ filterable: FILTERABLE_LIMIT });
    expect(await filterableCount(w.filialId)).toBe(10);
    expect((await w.filialAdmin.get('/api/custom-fields?active=all&pageSize=100')).json().total).toBe(total);
    // A field that is not filterable still fits; the limit is the company's, not the matriz's.
    await create(w.filialAdmin, { key: 'naoFiltravel', label: 'Não filtrável' });
    expect(await filterableCount(w.matrizId)).toBeLessThan(10);
  });

  it('refuses to turn an 11th field filterable, and an inactive field still counts', async () => {
    const plain = (await w.filialAdmin.get('/api/custom-fields?search=nao filtravel')).json().items[0];
    const turn = await w.filialAdmin.put(`/api/custom-fields/${plain.id}`, { ...plain, filterable: true });
    expect(fieldErrors(turn)).toEqual({ filterable: FILTERABLE_LIMIT });
    const first = (await w.filialAdmin.get(`/api/custom-fields/${ids[0]}`)).json();
    const deactivated = await w.filialAdmin.put(`/api/custom-fields/${ids[0]}`, { ...first, active: false });
    expect(deactivated.statusCode).toBe(200);
    expect(
      fieldErrors(await w.filialAdmin.put(`/api/custom-fields/${plain.id}`, { ...plain, filterable: true })),
    ).toEqual({ filterable: FILTERABLE_LIMIT });
    // Editing one of the 10 (still filterable) is fine.
    const second = (await w.filialAdmin.get(`/api/custom-fields/${ids[1]}`)).json();
    const edited = await w.filialAdmin.put(`/api/custom-fields/${ids[1]}`, { ...second, label: 'Filtro dois' });
    expect(edited.statusCode).toBe(200);
  });

  it('makes room when one is deleted, and will not restore it once the place is taken', async () => {
    expect((await w.filialAdmin.request('DELETE', `/api/custom-fields/${ids[0]}`)).statusCode).toBe(200);
    await create(w.filialAdmin, { key: 'filtroNovo', label: 'Filtro novo', filterable: true });
    const restore = await w.filialAdmin.post(`/api/custom-fields/${ids[0]}/restore`);
    expect(fieldErrors(restore)).toEqual({ filterable: FILTERABLE_LIMIT });
    expect(await filterableCount(w.filialId)).toBe(10);
  });

  it('lets only as many concurrent requests through as there are places left', async () => {
    const companyId = w.otherId;
    const existing = await filterableCount(companyId);
    for (let i = existing; i < 8; i += 1) {
      await create(w.outsider, { key: `corrida${i}`, label: `Corrida ${i}`, filterable: true });
    }
    const attempts = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        w.outsider.post('/api/custom-fields', {
          ...base,
          key: `concorrente${i}`,
          label: `Concorrente ${i}`,
          filterable: true,
        }),
      ),
    );
    const statuses = attempts.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 400, 400, 400]);
    for (const res of attempts.filter((r) => r.statusCode === 400)) {
      expect(fieldErrors(res)).toEqual({ filterable: FILTERABLE_LIMIT });
    }
    expect(await filterableCount(companyId)).toBe(10);
  });
});

describe('custom fields: delete and restore', () => {
  it('soft-deletes (gone from lists, readable with deletedAt), refuses edits, then restores', async () => {
    const field = await create(w.admin, { key: 'apagavel', label: 'Apagável' });
    const removed = await w.admin.request('DELETE', `/api/custom-fields/${field.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().deletedAt).not.toBeNull();
    const list = (await w.admin.get('/api/custom-fields?active=all&search=apagavel')).json();
    expect(list.items).toEqual([]);
    expect((await w.admin.get(`/api/custom-fields/${field.id}`)).json().deletedAt).not.toBeNull();
    const edit = await w.admin.put(`/api/custom-fields/${field.id}`, { ...base, key: 'apagavel', label: 'Editado' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('statusError');
    const restored = await w.admin.post(`/api/custom-fields/${field.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().deletedAt).toBeNull();
    expect((await w.admin.get('/api/custom-fields?search=apagavel')).json().total).toBe(1);
  });
});

describe('custom fields: who may see and change them', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await w.admin.get(`/api/custom-fields/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await w.admin.get('/api/custom-fields/123')).statusCode).toBe(400);
  });

  it("answers 404 to every operation on another company's field, changing nothing", async () => {
    const field = await create(w.admin, { key: 'privado', label: 'Campo privado' });
    const url = `/api/custom-fields/${field.id}`;
    expect((await w.outsider.get(url)).statusCode).toBe(404);
    expect((await w.outsider.put(url, { ...base, key: 'privado', label: 'Invadido' })).statusCode).toBe(404);
    expect((await w.outsider.request('DELETE', url)).statusCode).toBe(404);
    expect((await w.outsider.post(`${url}/restore`)).statusCode).toBe(404);
    expect((await w.outsider.get('/api/custom-fields?search=privado')).json().items).toEqual([]);
    expect((await w.admin.get(url)).json()).toMatchObject({ label: 'Campo privado', deletedAt: null });
  });

  it('belongs to the billing profiles; refuses others with Acesso Negado naming the action', async () => {
    const field = await create(w.admin, { key: 'restrito', label: 'Restrito' });
    expectDenied(await w.anesthetist.get('/api/custom-fields'), 'list');
    expectDenied(await w.anesthetist.get(`/api/custom-fields/${field.id}`), 'read');
    expectDenied(await w.anesthetist.post('/api/custom-fields', { ...base, key: 'nao', label: 'Não' }), 'write');
    // The billing manager lists and exports them; the biller works on them but does not delete or restore.
    expect((await w.manager.get('/api/custom-fields')).statusCode).toBe(200);
    expect((await w.manager.get('/api/custom-fields/export')).statusCode).toBe(200);
    expect((await w.biller.get(`/api/custom-fields/${field.id}`)).statusCode).toBe(200);
    expect(
      (await w.biller.put(`/api/custom-fields/${field.id}`, { ...base, key: 'restrito', label: 'Restrito' }))
        .statusCode,
    ).toBe(200);
    expectDenied(await w.biller.request('DELETE', `/api/custom-fields/${field.id}`), 'rm');
    expectDenied(await w.biller.post(`/api/custom-fields/${field.id}/restore`), 'rm');
    expect((await w.admin.get(`/api/custom-fields/${field.id}`)).json()).toMatchObject({
      label: 'Restrito',
      deletedAt: null,
    });
  });

  it("shows a filial its matriz's fields without letting it change them; the matriz manages the filial's", async () => {
    const ofMatriz = await create(w.admin, { key: 'daMatriz', label: 'Campo da matriz' });
    const ofFilial = await create(w.filialAdmin, { key: 'daFilial', label: 'Campo da filial' });
    expect(ofFilial.companyId).toBe(w.filialId);

    const filialSees = (await w.filialAdmin.get('/api/custom-fields?search=campo da')).json().items;
    expect(filialSees.map((f: { key: string }) => f.key).sort()).toEqual(['daFilial', 'daMatriz']);
    expectDenied(
      await w.filialAdmin.put(`/api/custom-fields/${ofMatriz.id}`, { ...base, key: 'daMatriz', label: 'Mudado' }),
      'write',
    );
    expectDenied(await w.filialAdmin.request('DELETE', `/api/custom-fields/${ofMatriz.id}`), 'rm');

    const matrizSees = (await w.admin.get('/api/custom-fields?search=campo da')).json().items;
    expect(matrizSees.map((f: { key: string }) => f.key).sort()).toEqual(['daFilial', 'daMatriz']);
    const edited = await w.admin.put(`/api/custom-fields/${ofFilial.id}`, {
      ...base,
      key: 'daFilial',
      label: 'Campo da filial (revisto)',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().companyId).toBe(w.filialId);
  });
});

describe('custom fields: list and export', () => {
  let client: TestClient;
  beforeAll(async () => {
    // A company of its own so the list holds only these rows.
    client = w.outsider;
    for (const [key, label, position, entity] of [
      ['sala10', 'Sala 10', 1, 'event'],
      ['sala9', 'Sala 9', 2, 'event'],
      ['agua', 'Água', 3, 'patient'],
      ['abacaxi', 'Abacaxi', 4, 'event'],
      ['ultimo', 'Último', 0, 'patient'],
    ] as const) {
      await create(client, { key, label, position, entity, type: 'text' });
    }
  });

  const keysOf = async (query: string) =>
    ((await client.get(`/api/custom-fields?${query}`)).json().items as { key: string }[]).map((f) => f.key);

  it('sorts labels in pt-BR order (accents, numbers), by key and by position, both ways', async () => {
    const labels = await keysOf('sort=label&pageSize=100');
    const mine = labels.filter((k) => ['sala10', 'sala9', 'agua', 'abacaxi', 'ultimo'].includes(k));
    expect(mine).toEqual(['abacaxi', 'agua', 'sala9', 'sala10', 'ultimo']);
    const desc = (await keysOf('sort=label&dir=desc&pageSize=100')).filter((k) => mine.includes(k));
    expect(desc).toEqual([...mine].reverse());
    expect((await keysOf('sort=key&pageSize=100')).filter((k) => mine.includes(k))).toEqual([
      'abacaxi',
      'agua',
      'sala10',
      'sala9',
      'ultimo',
    ]);
    expect((await keysOf('sort=position&pageSize=100')).filter((k) => mine.includes(k))).toEqual([
      'ultimo',
      'sala10',
      'sala9',
      'agua',
      'abacaxi',
    ]);
  });

  it('searches labels without accents or case, and filters by entity', async () => {
    expect(await keysOf('search=AGUA')).toEqual(['agua']);
    expect(await keysOf('search=ultimo')).toEqual(['ultimo']);
    expect(
      (await keysOf('entity=patient&sort=label&pageSize=100')).filter((k) => ['agua', 'ultimo', 'sala9'].includes(k)),
    ).toEqual(['agua', 'ultimo']);
  });

  it('pages the list', async () => {
    const all = (await client.get('/api/custom-fields?sort=label&pageSize=100')).json();
    const page1 = (await client.get('/api/custom-fields?sort=label&pageSize=2&page=1')).json();
    const page2 = (await client.get('/api/custom-fields?sort=label&pageSize=2&page=2')).json();
    expect(page1.total).toBe(all.total);
    expect(page1.items).toHaveLength(2);
    expect([...page1.items, ...page2.items].map((f: { id: string }) => f.id)).toEqual(
      all.items.slice(0, 4).map((f: { id: string }) => f.id),
    );
  });

  it('answers every change since updatedSince, deletions included, and nothing older', async () => {
    const untouched = await create(client, { key: 'antigo', label: 'Antigo' });
    const changed = await create(client, { key: 'mudara', label: 'Mudará' });
    const doomed = await create(client, { key: 'sumira', label: 'Sumirá' });
    const since = await instantBetween();
    await client.put(`/api/custom-fields/${changed.id}`, { ...base, key: 'mudara', label: 'Mudou' });
    await client.request('DELETE', `/api/custom-fields/${doomed.id}`);
    const added = await create(client, { key: 'novo', label: 'Novo' });
    const res = (await client.get(`/api/custom-fields?updatedSince=${encodeURIComponent(since)}`)).json();
    const byId = new Map(res.items.map((f: { id: string }) => [f.id, f]));
    expect(byId.has(untouched.id)).toBe(false);
    expect(byId.get(changed.id)).toMatchObject({ label: 'Mudou', deletedAt: null });
    expect((byId.get(doomed.id) as { deletedAt: string | null }).deletedAt).not.toBeNull();
    expect(byId.has(added.id)).toBe(true);
    expect(typeof res.syncedAt).toBe('string');
  });

  it('exports the filtered list to Excel with pt-BR headers', async () => {
    const rows = await sheetRows(await client.get('/api/custom-fields/export?entity=patient&sort=label'));
    expect(rows[0]).toEqual([
      'Rótulo',
      'Chave',
      'Onde aparece',
      'Tipo',
      'Opções',
      'Filtrável',
      'Obrigatório',
      'Posição',
      'Ativo',
    ]);
    const data = rows.slice(1).filter((r) => ['agua', 'ultimo'].includes(r[1] as string));
    expect(data).toEqual([
      ['Água', 'agua', 'Paciente', 'Texto', undefined, 'Não', 'Não', 3, 'Sim'],
      ['Último', 'ultimo', 'Paciente', 'Texto', undefined, 'Não', 'Não', 0, 'Sim'],
    ]);
    expect(rows.slice(1).every((r) => r[2] === 'Paciente')).toBe(true);
  });
});
