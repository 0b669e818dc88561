import { addMember, createCompany, createUser } from '@honora/db/testing';
import {
  scheduleLines,
  scheduleSettings,
  scheduleShifts,
  scheduleSlots,
  systemActor,
  withActor,
  workplaces,
} from '@honora/db';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import { createTestApp, TestClient, type TestApp } from './helpers';

const LINES = '/api/on-call/lines';
const SETTINGS = '/api/on-call/settings';
const PASSWORD = 'senha-forte-1';
const e = {
  percentage: 'O percentual do plantão deve ser um número de 0 a 100, com até 2 casas',
  positions: 'Informe um valor entre 1 e 20',
  workplace: 'Local de trabalho não encontrado ou excluído',
  shift: 'Turno não encontrado ou excluído',
  shiftElsewhere: 'Este turno é de outro local de trabalho',
  duplicate: 'Este turno já está na escala deste local',
  inUse: 'Há médicos escalados nesta linha a partir de hoje: retire-os antes',
  minRest: 'Informe um descanso entre 0 e 48 horas',
  nul: 'Contém um caractere inválido (NUL); apague-o e tente de novo',
};

/** Schedule manager (c), scheduler (d), anesthetist (b) of one company; another company's admin. */
let t: TestApp;
let companyId: string;
let manager: TestClient;
let scheduler: TestClient;
let anesthetist: TestClient;
let outsider: TestClient;
let doctorIds: string[];
/** Workplaces: central, north wing, a removed one, another company's. */
const place = {} as Record<'central' | 'north' | 'removed' | 'foreign', string>;
/** Shifts: day, morning and late (any workplace), night (central's only), a removed one, another company's. */
const shift = {} as Record<'day' | 'morning' | 'night' | 'late' | 'removed' | 'foreign', string>;

/** A São Paulo calendar day `offset` days from today, 'YYYY-MM-DD'. */
const dayFromToday = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + offset * 864e5));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  companyId = (await createCompany(db, { name: 'Cooperativa Plantão', isMatriz: true })).id;
  const otherId = (await createCompany(db, { name: 'Outra Plantão', isMatriz: true })).id;
  const passwordHash = await hashPassword(PASSWORD);
  const member = async (email: string, company: string, profile: string) => {
    const user = await createUser(db, { email, name: email, passwordHash });
    await addMember(db, { companyId: company, userId: user.id, profiles: [profile] });
    const client = new TestClient(t.app);
    expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
    return client;
  };
  manager = await member('gestor@plantao.dev', companyId, 'c');
  scheduler = await member('escalista@plantao.dev', companyId, 'd');
  anesthetist = await member('anestesista@plantao.dev', companyId, 'b');
  outsider = await member('admin@outra-plantao.dev', otherId, 'a');
  doctorIds = [];
  for (const n of [1, 2, 3]) doctorIds.push((await createUser(db, { email: `medico${n}@plantao.dev` })).id);
  await withActor(db, systemActor, async (tx) => {
    const addPlace = async (company: string, name: string, deleted = false) => {
      const [row] = await tx.insert(workplaces).values({ companyId: company, name }).returning();
      if (deleted) await tx.update(workplaces).set({ deletedAt: new Date() }).where(eq(workplaces.id, row!.id));
      return row!.id;
    };
    place.central = await addPlace(companyId, 'Hospital Central');
    place.north = await addPlace(companyId, 'Ala Norte');
    place.removed = await addPlace(companyId, 'Hospital Fechado', true);
    place.foreign = await addPlace(otherId, 'Hospital Alheio');
    const addShift = async (company: string, name: string, start: number, end: number, rest = {}) => {
      const [row] = await tx
        .insert(scheduleShifts)
        .values({ companyId: company, name, startMinute: start, endMinute: end, slotCategory: 'PLANTAO', ...rest })
        .returning();
      return row!.id;
    };
    shift.day = await addShift(companyId, 'Dia', 420, 1140);
    shift.night = await addShift(companyId, 'Noite', 1140, 420, {
      workplaceId: place.central,
      slotCategory: 'SOBREAVISO',
    });
    shift.late = await addShift(companyId, 'Tarde', 780, 1140);
    shift.morning = await addShift(companyId, 'Manhã', 420, 780);
    shift.removed = await addShift(companyId, 'Extinto', 0, 360);
    await tx.update(scheduleShifts).set({ deletedAt: new Date() }).where(eq(scheduleShifts.id, shift.removed));
    shift.foreign = await addShift(otherId, 'Alheio', 420, 1140);
  });
});
afterAll(() => t.close());

const body = (change: Record<string, unknown> = {}) => ({
  workplaceId: place.central,
  shiftId: shift.day,
  positions: 2,
  onCallPercentage: null,
  ...change,
});

async function create(client: TestClient, change: Record<string, unknown> = {}) {
  const res = await client.post(LINES, body(change));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; positions: number };
}

const remove = (client: TestClient, id: string) => client.request('DELETE', `${LINES}/${id}`);
const listed = async (client: TestClient) => (await client.get(LINES)).json().items as { id: string }[];

async function storedLines(): Promise<number> {
  const [row] = await withActor(t.database.db, systemActor, (tx) => tx.select({ n: count() }).from(scheduleLines));
  return row!.n;
}

/** A doctor (or none: an open slot) in position `position` (0-based) of the line on `day`. */
async function placeDoctor(lineId: string, day: string, position: number, doctor: string | null) {
  await withActor(t.database.db, systemActor, async (tx) => {
    const [line] = await tx.select().from(scheduleLines).where(eq(scheduleLines.id, lineId));
    await tx.insert(scheduleSlots).values({
      companyId,
      lineId,
      workplaceId: line!.workplaceId,
      shiftId: line!.shiftId,
      day,
      position,
      startsAt: new Date(`${day}T10:00:00Z`),
      endsAt: new Date(`${day}T22:00:00Z`),
      slotCategory: 'PLANTAO',
      exclusive: true,
      night: false,
      doctorId: doctor,
    });
  });
}

function expectDenied(res: LightMyRequestResponse, action: string) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'scheduleOnCall', action } });
}

function expectInUse(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject({ code: 'statusError', message: e.inUse });
}

describe('lines: create, list, change, remove', () => {
  it('creates a line with its workplace, shift, times and kind, and lists it ordered by workplace then start', async () => {
    const res = await manager.post(LINES, body({ shiftId: shift.night, positions: 3, onCallPercentage: ' 33.5 ' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      workplaceId: place.central,
      workplaceName: 'Hospital Central',
      shiftId: shift.night,
      shiftName: 'Noite',
      start: '19:00',
      end: '07:00',
      slotCategory: 'SOBREAVISO',
      positions: 3,
      onCallPercentage: '33.50',
      requiredTag: null,
      active: true,
    });
    await create(manager, { onCallPercentage: '100' });
    await create(manager, { workplaceId: place.north, onCallPercentage: '0' });
    const names = ((await manager.get(LINES)).json().items as { workplaceName: string; shiftName: string }[]).map(
      (l) => `${l.workplaceName}/${l.shiftName}`,
    );
    expect(names).toEqual(['Ala Norte/Dia', 'Hospital Central/Dia', 'Hospital Central/Noite']);
  });

  it("offers the company's live workplaces and shifts, with the shifts' times and workplace", async () => {
    const res = await scheduler.get(`${LINES}/options`);
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json() as { workplaces: { name: string }[]; shifts: Record<string, unknown>[] };
    expect(options.workplaces.map((w) => w.name)).toEqual(['Ala Norte', 'Hospital Central']);
    expect(options.shifts.map((s) => s.name)).toEqual(['Dia', 'Manhã', 'Tarde', 'Noite']);
    expect(options.shifts[3]).toMatchObject({ start: '19:00', end: '07:00', workplaceId: place.central });
    expect(options.shifts[0]).toMatchObject({ slotCategory: 'PLANTAO', workplaceId: null });
  });

  it('changes a line, and removes it (soft): it leaves the list and the pair may be used again', async () => {
    const line = await create(manager, { shiftId: shift.late });
    const edit = await scheduler.put(`${LINES}/${line.id}`, body({ shiftId: shift.late, positions: 5, active: false }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ positions: 5, active: false, onCallPercentage: null, shiftName: 'Tarde' });
    expect((await remove(manager, line.id)).json()).toMatchObject({ id: line.id });
    expect((await listed(manager)).map((l) => l.id)).not.toContain(line.id);
    expect((await manager.put(`${LINES}/${line.id}`, body({ shiftId: shift.late }))).statusCode).toBe(404);
    expect((await remove(manager, line.id)).statusCode).toBe(404);
    const again = await create(manager, { shiftId: shift.late });
    expect(again.id).not.toBe(line.id);
    expect((await remove(manager, again.id)).statusCode).toBe(200);
  });
});

describe('lines: validation, nothing written', () => {
  it.each([
    [{ positions: 0 }, 'positions', e.positions],
    [{ positions: 21 }, 'positions', e.positions],
    [{ positions: 1.5 }, 'positions', e.positions],
    [{ positions: '2' }, 'positions', e.positions],
    [{ positions: 1e308 }, 'positions', e.positions],
    [{ positions: -(2 ** 53) }, 'positions', e.positions],
    [{ positions: undefined }, 'positions', e.positions],
    [{ onCallPercentage: '100.01' }, 'onCallPercentage', e.percentage],
    [{ onCallPercentage: '-1' }, 'onCallPercentage', e.percentage],
    [{ onCallPercentage: 'abc' }, 'onCallPercentage', e.percentage],
    [{ onCallPercentage: '1.001' }, 'onCallPercentage', e.percentage],
    [{ onCallPercentage: '33,5' }, 'onCallPercentage', e.percentage],
    [{ onCallPercentage: '5\u0000' }, 'onCallPercentage', e.nul],
    [{ onCallPercentage: 50 }, 'onCallPercentage', e.percentage],
    [{ workplaceId: 'sala' }, 'workplaceId', e.workplace],
    [{ workplaceId: 42 }, 'workplaceId', e.workplace],
    [{ shiftId: `${UNKNOWN_ID}\u0000` }, 'shiftId', e.nul],
    [{ shiftId: undefined }, 'shiftId', e.shift],
  ])('%j → %s: %s', async (change, path, message) => {
    const before = await storedLines();
    expect(fieldErrors(await manager.post(LINES, body({ shiftId: shift.late, ...change })))[path]).toBe(message);
    expect(await storedLines()).toBe(before);
  });

  it('answers 400 (415 for text), never 500, to a body that is not an object and an id that is not one', async () => {
    expect((await manager.post(LINES, [body()])).statusCode).toBe(400);
    const huge = await manager.post(LINES, body({ onCallPercentage: '1'.repeat(100_000) }));
    expect(fieldErrors(huge)).toEqual({ onCallPercentage: e.percentage });
    expect((await manager.post(LINES, 'texto')).statusCode).toBe(415);
    expect((await manager.put(`${LINES}/nao-e-id`, body())).statusCode).toBe(400);
    expect((await remove(manager, 'nao-e-id')).statusCode).toBe(400);
  });

  it("refuses unknown, removed and another company's workplaces and shifts on their field", async () => {
    for (const id of [UNKNOWN_ID, place.removed, place.foreign])
      expect(fieldErrors(await manager.post(LINES, body({ workplaceId: id })))).toEqual({ workplaceId: e.workplace });
    for (const id of [UNKNOWN_ID, shift.removed, shift.foreign])
      expect(fieldErrors(await manager.post(LINES, body({ shiftId: id })))).toEqual({ shiftId: e.shift });
  });

  it('refuses a shift of another workplace, and a workplace and shift already in the roster', async () => {
    const before = await storedLines();
    const elsewhere = await manager.post(LINES, body({ workplaceId: place.north, shiftId: shift.night }));
    expect(fieldErrors(elsewhere)).toEqual({ shiftId: e.shiftElsewhere });
    expect(fieldErrors(await manager.post(LINES, body()))).toEqual({ shiftId: e.duplicate });
    const north = (await listed(manager)).find((l) => (l as { workplaceId?: string }).workplaceId === place.north)!;
    expect(fieldErrors(await manager.put(`${LINES}/${north.id}`, body()))).toEqual({ shiftId: e.duplicate });
    expect(await storedLines()).toBe(before);
  });

  it('writes one line when two requests create the same pair at once (the unique index decides)', async () => {
    const before = await storedLines();
    const answers = await Promise.all([1, 2].map(() => manager.post(LINES, body({ shiftId: shift.late }))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(fieldErrors(answers.find((a) => a.statusCode === 400)!)).toEqual({ shiftId: e.duplicate });
    expect(await storedLines()).toBe(before + 1);
    expect((await remove(manager, answers.find((a) => a.statusCode === 200)!.json().id)).statusCode).toBe(200);
  });
});

describe('lines with doctors from today on', () => {
  it('refuses fewer positions that would drop a doctor, allows them when the dropped ones are empty or past', async () => {
    const line = await create(manager, { workplaceId: place.north, shiftId: shift.late, positions: 4 });
    await placeDoctor(line.id, dayFromToday(1), 1, doctorIds[0]!);
    await placeDoctor(line.id, dayFromToday(-2), 3, doctorIds[1]!);
    const to = (positions: number) =>
      manager.put(`${LINES}/${line.id}`, body({ workplaceId: place.north, shiftId: shift.late, positions }));
    expect((await to(2)).json()).toMatchObject({ positions: 2 });
    expectInUse(await to(1));
    expectInUse(await manager.put(`${LINES}/${line.id}`, body({ workplaceId: place.north, shiftId: shift.morning })));
    expectInUse(await remove(manager, line.id));
    expect((await listed(manager)).find((l) => l.id === line.id)).toMatchObject({ positions: 2 });
  });

  it('moves and removes a line whose doctors are all in the past or whose slots from today are empty', async () => {
    const line = await create(manager, { shiftId: shift.late, positions: 1 });
    await placeDoctor(line.id, dayFromToday(-3), 0, doctorIds[2]!);
    const url = `${LINES}/${line.id}`;
    expect((await manager.put(url, body({ shiftId: shift.morning }))).json()).toMatchObject({ shiftName: 'Manhã' });
    await placeDoctor(line.id, dayFromToday(2), 0, null);
    expect((await manager.put(url, body({ workplaceId: place.north, shiftId: shift.morning }))).statusCode).toBe(200);
    expect((await remove(manager, line.id)).statusCode).toBe(200);
  });
});

describe('lines: who may see and change them', () => {
  it("answers 404 to another company's line and to unknown ids, changing nothing", async () => {
    const [line] = await listed(manager);
    expect((await outsider.put(`${LINES}/${line!.id}`, body())).statusCode).toBe(404);
    expect((await remove(outsider, line!.id)).statusCode).toBe(404);
    expect(await listed(outsider)).toEqual([]);
    expect((await outsider.get(`${LINES}/options`)).json()).toMatchObject({
      workplaces: [{ name: 'Hospital Alheio' }],
      shifts: [{ name: 'Alheio' }],
    });
    expect((await manager.put(`${LINES}/${UNKNOWN_ID}`, body())).statusCode).toBe(404);
    expect((await remove(manager, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await listed(manager)).find((l) => l.id === line!.id)).toEqual(line);
  });

  it('lets the scheduler (d) list and write but not remove; refuses the anesthetist (b)', async () => {
    const [line] = await listed(manager);
    expect((await scheduler.get(LINES)).statusCode).toBe(200);
    expectDenied(await remove(scheduler, line!.id), 'rm');
    expectDenied(await anesthetist.get(LINES), 'list');
    expectDenied(await anesthetist.get(`${LINES}/options`), 'list');
    expectDenied(await anesthetist.post(LINES, body({ shiftId: shift.late })), 'write');
    expectDenied(await anesthetist.put(`${LINES}/${line!.id}`, body()), 'write');
    expectDenied(await remove(anesthetist, line!.id), 'rm');
    expect((await listed(manager)).find((l) => l.id === line!.id)).toEqual(line);
  });
});

describe('schedule settings', () => {
  const storedSettings = () =>
    withActor(t.database.db, systemActor, (tx) =>
      tx.select().from(scheduleSettings).orderBy(scheduleSettings.companyId),
    );

  it('answers the defaults before anything is saved, then what the manager saves (hours kept as minutes)', async () => {
    expect((await scheduler.get(SETTINGS)).json()).toEqual({ minRestHours: 0, swapNeedsApproval: true });
    const saved = await manager.put(SETTINGS, { minRestHours: 11, swapNeedsApproval: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ minRestHours: 11, swapNeedsApproval: false });
    expect((await manager.put(SETTINGS, { minRestHours: 48, swapNeedsApproval: false })).statusCode).toBe(200);
    expect((await scheduler.get(SETTINGS)).json()).toEqual({ minRestHours: 48, swapNeedsApproval: false });
    const stored = await storedSettings();
    expect(stored.find((r) => r.companyId === companyId)?.minRestMinutes).toBe(2880);
    expect((await outsider.get(SETTINGS)).json()).toEqual({ minRestHours: 0, swapNeedsApproval: true });
    // Another company saves its own settings (there is no id to aim at another's).
    expect((await outsider.put(SETTINGS, { minRestHours: 2, swapNeedsApproval: true })).statusCode).toBe(200);
    expect((await scheduler.get(SETTINGS)).json()).toEqual({ minRestHours: 48, swapNeedsApproval: false });
  });

  it.each([
    [{ minRestHours: 49 }, 'minRestHours', e.minRest],
    [{ minRestHours: -1 }, 'minRestHours', e.minRest],
    [{ minRestHours: 1.5 }, 'minRestHours', e.minRest],
    [{ minRestHours: '8' }, 'minRestHours', e.minRest],
    [{ minRestHours: 1e308 }, 'minRestHours', e.minRest],
    [{ minRestHours: null }, 'minRestHours', e.minRest],
    [{ swapNeedsApproval: 'sim' }, 'swapNeedsApproval', 'Esse campo é requerido'],
    [{ swapNeedsApproval: undefined }, 'swapNeedsApproval', 'Esse campo é requerido'],
  ])('%j → %s: %s, saving nothing', async (change, path, message) => {
    const before = await storedSettings();
    const res = await manager.put(SETTINGS, { minRestHours: 8, swapNeedsApproval: true, ...change });
    expect(fieldErrors(res)[path]).toBe(message);
    expect(await storedSettings()).toEqual(before);
  });

  it('answers 400 to a NUL and a body that is not an object', async () => {
    const nul = await manager.put(SETTINGS, { minRestHours: 8, swapNeedsApproval: '\u0000' });
    expect(fieldErrors(nul)).toEqual({ swapNeedsApproval: e.nul });
    expect((await manager.put(SETTINGS, [1])).statusCode).toBe(400);
  });

  it('lets only the manager save: the scheduler (d) reads, the anesthetist (b) does neither', async () => {
    const before = await storedSettings();
    expectDenied(await scheduler.put(SETTINGS, { minRestHours: 1, swapNeedsApproval: true }), 'manager');
    expectDenied(await anesthetist.get(SETTINGS), 'read');
    expectDenied(await anesthetist.put(SETTINGS, { minRestHours: 1, swapNeedsApproval: true }), 'manager');
    expect(await storedSettings()).toEqual(before);
  });
});
