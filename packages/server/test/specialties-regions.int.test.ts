import { messages, type AdminSpecialty, type Region } from '@honora/contract';
import { ibgeMunicipalities, surgeons, systemActor, users, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld, type AdminWorld } from './admin-world';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';

/**
 * The specialties and regions registries (platform.md §1 regions, §2 admin specialties; decision
 * 063): administrators write them; every signed-in user reads the specialties; names are unique
 * without accents or case; a specialty in use is not removed (the message counts the records);
 * regions take states and IBGE cities; bad input is a 400 and writes nothing.
 */
const e = messages.screens.specialtiesRegions.errors;
const SPECIALTIES = '/api/admin/specialties';
const REGIONS = '/api/admin/regions';
const CAMPINAS = '3509502';
let w: AdminWorld;

beforeAll(async () => {
  w = await createAdminWorld();
});
afterAll(() => w.t.close());

async function createSpecialty(body: Record<string, unknown>): Promise<AdminSpecialty> {
  const res = await w.plainAdmin.post(SPECIALTIES, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('specialties', () => {
  it('starts with the CFM specialties of the migration, in pt-BR order, readable by every signed-in user', async () => {
    const res = await w.member.get('/api/specialties');
    expect(res.statusCode).toBe(200);
    const names = (res.json().items as { name: string }[]).map((s) => s.name);
    expect(names.length).toBeGreaterThanOrEqual(55);
    expect(names.slice(0, 3)).toEqual(['Acupuntura', 'Alergia e Imunologia', 'Anestesiologia']);
    expect(res.json().items[2]).toMatchObject({ name: 'Anestesiologia', cbo: '225151' });
  });

  it('creates, searches without accents, renames and removes an unused one', async () => {
    const created = await createSpecialty({ name: '  Medicina do Sono  ', cbo: '' });
    expect(created).toMatchObject({ name: 'Medicina do Sono', cbo: null, surgeonCount: 0, anesthetistCount: 0 });
    const found = await w.plainAdmin.get(`${SPECIALTIES}?q=SONO`);
    expect((found.json().items as AdminSpecialty[]).map((s) => s.name)).toEqual(['Medicina do Sono']);
    const renamed = await w.plainAdmin.put(`${SPECIALTIES}/${created.id}`, { name: 'Medicina do Sono', cbo: '225125' });
    expect(renamed.json()).toMatchObject({ cbo: '225125' });
    expect((await w.plainAdmin.request('DELETE', `${SPECIALTIES}/${created.id}`)).statusCode).toBe(200);
    expect((await w.plainAdmin.request('DELETE', `${SPECIALTIES}/${created.id}`)).statusCode).toBe(404);
    const list = (await w.member.get('/api/specialties')).json().items as { name: string }[];
    expect(list.map((s) => s.name)).not.toContain('Medicina do Sono');
  });

  it('refuses a name already used, compared without accents or case', async () => {
    expect(fieldErrors(await w.plainAdmin.post(SPECIALTIES, { name: 'ANESTESIOLOGÍA' }))).toEqual({
      name: e.duplicateSpecialty,
    });
    const other = await createSpecialty({ name: 'Dor' });
    expect(fieldErrors(await w.plainAdmin.put(`${SPECIALTIES}/${other.id}`, { name: 'cardiologia' }))).toEqual({
      name: e.duplicateSpecialty,
    });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(121) }, 'name'],
    [{ name: 42 }, 'name'],
    [{ name: 'Com\u0000nulo' }, null],
    [{ name: 'CBO curto', cbo: '12345' }, 'cbo'],
    [{ name: 'CBO letras', cbo: '22515A' }, 'cbo'],
  ])('refuses %j and writes nothing', async (body, field) => {
    const res = await w.plainAdmin.post(SPECIALTIES, body);
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(fieldErrors(res)).toHaveProperty(field);
    const list = (await w.plainAdmin.get(SPECIALTIES)).json().items as { name: string }[];
    expect(list.some((s) => s.name.startsWith('CBO') || s.name.startsWith('Com'))).toBe(false);
  });

  it('does not remove a specialty in use and says how many records use it', async () => {
    const used = await createSpecialty({ name: 'Cirurgia Robótica' });
    await withActor(w.t.database.db, systemActor, async (tx) => {
      await tx.insert(surgeons).values({ companyId: w.matrizId, name: 'Dr. Robô', specialtyId: used.id });
      await tx.update(users).set({ specialtyId: used.id }).where(eq(users.email, 'membro@arvore.dev'));
    });
    const res = await w.plainAdmin.request('DELETE', `${SPECIALTIES}/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A especialidade é usada por 1 cirurgião(ões) e 1 anestesista(s); troque-a nesses cadastros antes de excluí-la.',
    );
    const listed = (await w.plainAdmin.get(`${SPECIALTIES}?q=robotica`)).json().items as AdminSpecialty[];
    expect(listed).toEqual([expect.objectContaining({ surgeonCount: 1, anesthetistCount: 1 })]);
  });

  it('answers 404 to an unknown id and 400 to a malformed one', async () => {
    expect((await w.plainAdmin.put(`${SPECIALTIES}/${UNKNOWN_ID}`, { name: 'Nada' })).statusCode).toBe(404);
    expect((await w.plainAdmin.request('DELETE', `${SPECIALTIES}/nao-e-id`)).statusCode).toBe(400);
  });

  it('is written only in the admin workspace', async () => {
    expect((await w.member.post(SPECIALTIES, { name: 'Invasora' })).statusCode).toBe(401);
    expect((await w.member.get(SPECIALTIES)).statusCode).toBe(401);
  });
});

describe('regions', () => {
  it('creates a region of states and cities, named from the IBGE table once it is imported', async () => {
    const before = await w.plainAdmin.post(REGIONS, { name: 'Interior', states: ['MG'], cityCodes: [CAMPINAS] });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ states: ['MG'], cities: [{ code: CAMPINAS, name: CAMPINAS, uf: 'SP' }] });
    await w.t.database.db
      .insert(ibgeMunicipalities)
      .values({ code: CAMPINAS, name: 'Campinas', uf: 'SP', ufCode: '35' });
    const list = (await w.plainAdmin.get(REGIONS)).json().items as Region[];
    expect(list.find((r) => r.name === 'Interior')?.cities).toEqual([{ code: CAMPINAS, name: 'Campinas', uf: 'SP' }]);
  });

  it('edits (states repeated count once, in order) and removes', async () => {
    const created = (await w.plainAdmin.post(REGIONS, { name: 'Sul', states: ['RS', 'PR'] })).json() as Region;
    expect(created.states).toEqual(['PR', 'RS']);
    const edited = await w.plainAdmin.put(`${REGIONS}/${created.id}`, {
      name: 'Sul',
      states: ['SC', 'PR', 'SC', 'RS'],
    });
    expect(edited.json().states).toEqual(['PR', 'RS', 'SC']);
    expect((await w.plainAdmin.request('DELETE', `${REGIONS}/${created.id}`)).statusCode).toBe(200);
    expect((await w.plainAdmin.put(`${REGIONS}/${created.id}`, { name: 'Sul', states: ['PR'] })).statusCode).toBe(404);
  });

  it.each([
    [{ name: 'Vazia' }, { states: e.regionEmpty }],
    [{ name: 'Vazia', states: [], cityCodes: [] }, { states: e.regionEmpty }],
    [{ name: 'UF errada', states: ['XX'] }, { 'states.0': e.state }],
    [{ name: 'UF número', states: 35 }, { states: e.state }],
    [{ name: 'Cidade curta', cityCodes: ['123'] }, { 'cityCodes.0': e.cityCode }],
    [
      { name: 'Cidade sem UF', cityCodes: ['9912345'] },
      { cityCodes: 'Cidade não encontrada na tabela do IBGE: 9912345.' },
    ],
    [
      { name: 'Cidade fora da tabela', cityCodes: ['3550308'] },
      { cityCodes: 'Cidade não encontrada na tabela do IBGE: 3550308.' },
    ],
    [{ name: 'interior', states: ['SP'] }, { name: e.duplicateRegion }],
    [{ name: '', states: ['SP'] }, { name: 'Esse campo é requerido' }],
  ])('refuses %j', async (body, errors) => {
    expect(fieldErrors(await w.plainAdmin.post(REGIONS, body))).toEqual(errors);
  });

  it('refuses NUL bytes and too many places without writing', async () => {
    expect((await w.plainAdmin.post(REGIONS, { name: 'Nu\u0000la', states: ['SP'] })).statusCode).toBe(400);
    const many = Array.from({ length: 1001 }, (_, i) => String(3500000 + i));
    expect((await w.plainAdmin.post(REGIONS, { name: 'Enorme', cityCodes: many })).statusCode).toBe(400);
    const names = ((await w.plainAdmin.get(REGIONS)).json().items as Region[]).map((r) => r.name);
    expect(names).not.toContain('Enorme');
  });

  it('is the administrators’ only', async () => {
    expect((await w.member.get(REGIONS)).statusCode).toBe(401);
    expect((await w.member.post(REGIONS, { name: 'Invasora', states: ['SP'] })).statusCode).toBe(401);
  });
});
