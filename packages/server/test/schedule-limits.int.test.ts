import { addMember, createCompany, createUser } from '@honora/db/testing';
import { scheduleLimits, scheduleSettings, systemActor, withActor } from '@honora/db';
import { asc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import { createTestApp, TestClient, type TestApp } from './helpers';

const URL = '/api/schedule-limits';
const SETTINGS = `${URL}/settings`;
const PASSWORD = 'senha-forte-1';
const e = {
  weekly: 'Informe um valor entre 1 e 168',
  monthly: 'Informe um valor entre 1 e 744',
  shifts: 'Informe um valor entre 1 e 999',
  nights: 'Informe um valor entre 1 e 31',
  weeklyAboveMonthly: 'As horas da semana não podem passar das horas do mês',
  doctor: 'Médico não encontrado entre os anestesistas e residentes ativos da empresa',
  nul: 'Contém um caractere inválido (NUL); apague-o e tente de novo',
};

/**
 * A cooperative with a schedule manager (c), a scheduler (d), a biller (f), two anesthetists
 * (b; one signs in), a resident (g), an inactive anesthetist and a member who is not a doctor;
 * another cooperative with its admin and its own anesthetist.
 */
let t: TestApp;
let companyId: string;
let manager: TestClient;
let scheduler: TestClient;
let biller: TestClient;
let anesthetist: TestClient;
let outsider: TestClient;
const doctor = {} as Record<'ana' | 'bruno' | 'rita' | 'inactive' | 'notDoctor' | 'foreign', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  companyId = (await createCompany(db, { name: 'Cooperativa Limites', isMatriz: true })).id;
  const otherId = (await createCompany(db, { name: 'Outra Limites', isMatriz: true })).id;
  const passwordHash = await hashPassword(PASSWORD);
  const person = async (email: string, name: string, company: string, profile: string, extra = {}) => {
    const user = await createUser(db, { email, name, passwordHash, sigla: name.slice(0, 2).toUpperCase() });
    await addMember(db, { companyId: company, userId: user.id, profiles: [profile], ...extra });
    return user.id;
  };
  const signIn = async (email: string) => {
    const client = new TestClient(t.app);
    expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
    return client;
  };
  await person('gestor@limites.dev', 'Gestora Gina', companyId, 'c');
  await person('escalista@limites.dev', 'Escalista Edu', companyId, 'd');
  await person('faturista@limites.dev', 'Faturista Fábio', companyId, 'f');
  await person('admin@outra-limites.dev', 'Admin Outra', otherId, 'a');
  const kind = (userTypes: string[], isActive = true) => ({ userTypes, isActive });
  doctor.bruno = await person('bruno@limites.dev', 'Bruno Lima', companyId, 'b', kind(['KAnesthetist']));
  doctor.ana = await person('ana@limites.dev', 'Ana Souza', companyId, 'b', kind(['KAnesthetist']));
  doctor.rita = await person('rita@limites.dev', 'Rita Residente', companyId, 'g', kind(['KResident']));
  doctor.inactive = await person('ivo@limites.dev', 'Ivo Inativo', companyId, 'b', kind(['KAnesthetist'], false));
  doctor.notDoctor = await person('nadia@limites.dev', 'Nádia Usuária', companyId, 'b', kind(['KUser']));
  doctor.foreign = await person('fora@outra-limites.dev', 'Fora Alheio', otherId, 'b', kind(['KAnesthetist']));
  [manager, scheduler, biller, anesthetist, outsider] = await Promise.all(
    ['gestor@limites.dev', 'escalista@limites.dev', 'faturista@limites.dev', 'ana@limites.dev'].map(signIn),
  ).then(async (clients) => [...clients, await signIn('admin@outra-limites.dev')]);
});
afterAll(() => t.close());

const none = { weeklyHours: null, monthlyHours: null, monthlyShifts: null, consecutiveNights: null };
const limits = (change: Record<string, unknown> = {}) => ({
  weeklyHours: 60,
  monthlyHours: 200,
  monthlyShifts: 12,
  consecutiveNights: 2,
  ...change,
});
const save = (client: TestClient, id: string, body: unknown) => client.put(`${URL}/${id}`, body);

type Item = { doctorId: string; name: string } & Record<string, unknown>;
const items = async (client: TestClient) => (await client.get(URL)).json().items as Item[];
const itemOf = async (id: string) => (await items(manager)).find((i) => i.doctorId === id);

const storedLimits = () =>
  withActor(t.database.db, systemActor, (tx) =>
    tx.select().from(scheduleLimits).orderBy(asc(scheduleLimits.createdAt), asc(scheduleLimits.id)),
  );
const storedSettings = () =>
  withActor(t.database.db, systemActor, (tx) => tx.select().from(scheduleSettings).orderBy(scheduleSettings.companyId));

function expectDenied(res: LightMyRequestResponse, action: string) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'schedule', action } });
}

describe('schedule limits: list and save', () => {
  it('lists every active anesthetist and resident by name, with nulls, the cap and whether the user manages', async () => {
    const res = await manager.get(URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { doctorId: doctor.ana, name: 'Ana Souza', initials: 'AN', isResident: false, ...none },
        { doctorId: doctor.bruno, name: 'Bruno Lima', initials: 'BR', isResident: false, ...none },
        { doctorId: doctor.rita, name: 'Rita Residente', initials: 'RI', isResident: true, ...none },
      ],
      monthlyShiftsCap: null,
      canManage: true,
    });
    expect((await scheduler.get(URL)).json()).toMatchObject({ canManage: false });
  });

  it('saves whole hours as minutes, answers and lists them; a second save changes the same row', async () => {
    const res = await save(scheduler, doctor.ana, limits());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      doctorId: doctor.ana,
      name: 'Ana Souza',
      initials: 'AN',
      isResident: false,
      ...limits(),
    });
    expect(await itemOf(doctor.ana)).toEqual(res.json());
    const again = await save(manager, doctor.ana, limits({ weeklyHours: 168, monthlyHours: 744, monthlyShifts: null }));
    expect(again.json()).toMatchObject({
      weeklyHours: 168,
      monthlyHours: 744,
      monthlyShifts: null,
      consecutiveNights: 2,
    });
    const rows = (await storedLimits()).filter((r) => r.doctorId === doctor.ana);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId, weeklyMinutes: 10080, monthlyMinutes: 44640, monthlyShifts: null });
    expect(rows[0]!.updatedAt).not.toBeNull();
  });

  it('keeps one limit alone, and all blank soft-deletes the row (a later save starts a new one)', async () => {
    expect((await save(manager, doctor.rita, { ...none, consecutiveNights: 1 })).statusCode).toBe(200);
    expect(await itemOf(doctor.rita)).toMatchObject({ ...none, consecutiveNights: 1 });
    const cleared = await save(manager, doctor.rita, none);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject(none);
    expect(await itemOf(doctor.rita)).toMatchObject(none);
    const rows = (await storedLimits()).filter((r) => r.doctorId === doctor.rita);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.deletedAt).not.toBeNull();
    // Blank again with no live row: nothing to remove, nothing written.
    expect((await save(manager, doctor.rita, none)).statusCode).toBe(200);
    expect((await save(manager, doctor.rita, limits({ monthlyShifts: 999 }))).statusCode).toBe(200);
    const after = (await storedLimits()).filter((r) => r.doctorId === doctor.rita);
    expect(after.map((r) => r.deletedAt === null)).toEqual([false, true]);
  });

  it('writes one row when two requests save the same doctor at once (the unique index decides)', async () => {
    const answers = await Promise.all([10, 20].map((n) => save(manager, doctor.bruno, limits({ monthlyShifts: n }))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const live = (await storedLimits()).filter((r) => r.doctorId === doctor.bruno && r.deletedAt === null);
    expect(live).toHaveLength(1);
    expect([10, 20]).toContain(live[0]!.monthlyShifts);
  });
});

describe('schedule limits: refusals, nothing written', () => {
  it.each([
    [{ weeklyHours: 0 }, 'weeklyHours', e.weekly],
    [{ weeklyHours: 169 }, 'weeklyHours', e.weekly],
    [{ weeklyHours: 1.5 }, 'weeklyHours', e.weekly],
    [{ weeklyHours: '40' }, 'weeklyHours', e.weekly],
    [{ weeklyHours: undefined }, 'weeklyHours', e.weekly],
    [{ weeklyHours: 1e308 }, 'weeklyHours', e.weekly],
    [{ monthlyHours: 745 }, 'monthlyHours', e.monthly],
    [{ monthlyHours: -(2 ** 53) }, 'monthlyHours', e.monthly],
    [{ monthlyHours: true }, 'monthlyHours', e.monthly],
    [{ monthlyShifts: 1000 }, 'monthlyShifts', e.shifts],
    [{ monthlyShifts: 0 }, 'monthlyShifts', e.shifts],
    [{ monthlyShifts: [3] }, 'monthlyShifts', e.shifts],
    [{ consecutiveNights: 32 }, 'consecutiveNights', e.nights],
    [{ consecutiveNights: 'abc' }, 'consecutiveNights', e.nights],
    [{ consecutiveNights: '\u0000' }, 'consecutiveNights', e.nul],
    [{ weeklyHours: 61, monthlyHours: 60 }, 'weeklyHours', e.weeklyAboveMonthly],
  ])('%j → %s: %s', async (change, path, message) => {
    const before = await storedLimits();
    expect(fieldErrors(await save(manager, doctor.ana, limits(change)))[path]).toBe(message);
    expect(await storedLimits()).toEqual(before);
  });

  it('accepts weekly hours equal to the monthly ones, and either without the other', async () => {
    expect((await save(manager, doctor.bruno, limits({ weeklyHours: 100, monthlyHours: 100 }))).statusCode).toBe(200);
    expect((await save(manager, doctor.bruno, limits({ weeklyHours: 168, monthlyHours: null }))).statusCode).toBe(200);
    expect((await save(manager, doctor.bruno, limits({ weeklyHours: null, monthlyHours: 1 }))).statusCode).toBe(200);
  });

  it('answers 404 on the doctor for an unknown person, an inactive one, a non-doctor and another company’s', async () => {
    const before = await storedLimits();
    for (const id of [UNKNOWN_ID, doctor.inactive, doctor.notDoctor, doctor.foreign]) {
      const res = await save(manager, id, limits());
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'notFound', fields: [{ path: 'doctorId', message: e.doctor }] });
    }
    expect(await storedLimits()).toEqual(before);
  });

  it('answers 400 (415 for text), never 500, to a body that is not an object and an id that is not one', async () => {
    expect((await save(manager, doctor.ana, [limits()])).statusCode).toBe(400);
    expect((await manager.put(`${URL}/nao-e-id`, limits())).statusCode).toBe(400);
    expect((await manager.put(`${URL}/${doctor.ana}%00`, limits())).statusCode).toBe(400);
    expect((await save(manager, doctor.ana, 'texto')).statusCode).toBe(415);
    const huge = await save(manager, doctor.ana, limits({ weeklyHours: '9'.repeat(100_000) }));
    expect(fieldErrors(huge)).toEqual({ weeklyHours: e.weekly });
  });
});

describe("the cooperative's cap", () => {
  it('saves the cap without touching the other settings, and clears it', async () => {
    await withActor(t.database.db, systemActor, (tx) =>
      tx.insert(scheduleSettings).values({ companyId, minRestMinutes: 660, swapNeedsApproval: false }),
    );
    const res = await manager.put(SETTINGS, { monthlyShiftsCap: 15 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ monthlyShiftsCap: 15 });
    expect((await scheduler.get(URL)).json()).toMatchObject({ monthlyShiftsCap: 15 });
    const mine = (await storedSettings()).find((r) => r.companyId === companyId);
    expect(mine).toMatchObject({ minRestMinutes: 660, swapNeedsApproval: false, monthlyShiftsCap: 15 });
    expect((await manager.put(SETTINGS, { monthlyShiftsCap: null })).json()).toEqual({ monthlyShiftsCap: null });
    expect((await manager.get(URL)).json()).toMatchObject({ monthlyShiftsCap: null });
  });

  it('creates the settings of a company that has none, with their defaults; another company keeps its own', async () => {
    expect((await outsider.put(SETTINGS, { monthlyShiftsCap: 999 })).statusCode).toBe(200);
    const theirs = (await storedSettings()).find((r) => r.companyId !== companyId);
    expect(theirs).toMatchObject({ minRestMinutes: 0, swapNeedsApproval: true, monthlyShiftsCap: 999 });
    expect((await manager.get(URL)).json()).toMatchObject({ monthlyShiftsCap: null });
    expect((await outsider.get(URL)).json()).toMatchObject({ monthlyShiftsCap: 999, canManage: true });
  });

  it.each([
    [{ monthlyShiftsCap: 0 }, e.shifts],
    [{ monthlyShiftsCap: 1000 }, e.shifts],
    [{ monthlyShiftsCap: 2.5 }, e.shifts],
    [{ monthlyShiftsCap: '10' }, e.shifts],
    [{ monthlyShiftsCap: 1e308 }, e.shifts],
    [{}, e.shifts],
    [{ monthlyShiftsCap: '\u0000' }, e.nul],
  ])('%j → monthlyShiftsCap: %s, saving nothing', async (body, message) => {
    const before = await storedSettings();
    expect(fieldErrors(await manager.put(SETTINGS, body)).monthlyShiftsCap).toBe(message);
    expect(await storedSettings()).toEqual(before);
  });

  it('answers 400 to a body that is not an object', async () => {
    expect((await manager.put(SETTINGS, [1])).statusCode).toBe(400);
  });
});

describe('schedule limits: who may see and change them', () => {
  it('lets the scheduler (d) list and save a doctor but not the cap', async () => {
    const before = await storedSettings();
    expect((await scheduler.get(URL)).statusCode).toBe(200);
    expect((await save(scheduler, doctor.bruno, limits({ consecutiveNights: 3 }))).statusCode).toBe(200);
    expectDenied(await scheduler.put(SETTINGS, { monthlyShiftsCap: 1 }), 'manager');
    expect(await storedSettings()).toEqual(before);
  });

  it('refuses the anesthetist (b) and the biller (f) everything, writing nothing', async () => {
    const before = { limits: await storedLimits(), settings: await storedSettings() };
    for (const client of [anesthetist, biller]) {
      expectDenied(await client.get(URL), 'list');
      expectDenied(await save(client, doctor.ana, limits()), 'write');
      expectDenied(await client.put(SETTINGS, { monthlyShiftsCap: 1 }), 'manager');
    }
    expect({ limits: await storedLimits(), settings: await storedSettings() }).toEqual(before);
  });

  it("never shows another company's doctors or limits", async () => {
    const theirs = await items(outsider);
    expect(theirs.map((i) => i.name)).toEqual(['Fora Alheio']);
    expect(await items(manager)).not.toContainEqual(expect.objectContaining({ doctorId: doctor.foreign }));
  });
});
