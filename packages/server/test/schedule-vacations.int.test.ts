import { formatDate } from '@honora/domain';
import { scheduleSettings, scheduleVacations, systemActor, withActor } from '@honora/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import type { TestClient } from './helpers';
import {
  createAbsenceWorld,
  dayFromToday,
  expectDenied,
  expectStatusError,
  today,
  type AbsenceWorld,
} from './schedule-absences-world';

const URL = '/api/schedule-vacations';
const SETTINGS = `${URL}/settings`;
const e = {
  doctor: 'Médico não encontrado entre os anestesistas e residentes ativos da empresa',
  overlap: 'Este médico já tem férias nesse período',
  ended: 'Férias encerradas não podem ser alteradas nem excluídas',
  endedPeriod: 'As férias não podem terminar no passado',
  tooLong: 'O período pode ter no máximo 366 dias',
  capRange: 'Informe um número de 1 a 999, ou deixe em branco',
  year: 'Ano inválido',
  notes: 'As observações têm no máximo 500 caracteres',
  dateRange: 'A data final precisa ser depois da inicial',
  invalidDate: 'Data inválida',
  nul: 'Contém um caractere inválido (NUL); apague-o e tente de novo',
};
const cap = (day: string, count: number, max: number) =>
  `Em ${formatDate(day)} já há ${count} médico(s) de férias: o limite da empresa é ${max}`;

let w: AbsenceWorld;
beforeAll(async () => {
  w = await createAbsenceWorld();
}, 60_000);
afterAll(() => w.t.close());

/** Each test works on its own stretch of days (`base` days ahead), so the tests do not meet. */
const body = (base: number, change: Record<string, unknown> = {}) => ({
  doctorId: w.doctor.ana,
  startsOn: dayFromToday(base),
  endsOn: dayFromToday(base + 9),
  notes: null,
  ...change,
});

async function create(client: TestClient, values: Record<string, unknown>) {
  const res = await client.post(URL, values);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
}
const remove = (client: TestClient, id: string) => client.request('DELETE', `${URL}/${id}`);
const setCap = async (max: number | null) =>
  expect((await w.manager.put(SETTINGS, { maxConcurrentVacations: max })).statusCode).toBe(200);
const stored = () =>
  withActor(w.t.database.db, systemActor, (tx) =>
    tx.select().from(scheduleVacations).orderBy(asc(scheduleVacations.id)),
  );

/** A vacation written straight to the table: one that ended or is under way (the API refuses an ended period). */
async function insertVacation(startOffset: number, endOffset: number) {
  const [row] = await withActor(w.t.database.db, systemActor, (tx) =>
    tx
      .insert(scheduleVacations)
      .values({
        companyId: w.companyId,
        doctorId: w.doctor.rita,
        startsOn: dayFromToday(startOffset),
        endsOn: dayFromToday(endOffset),
      })
      .returning(),
  );
  return row!.id;
}

describe('vacations: create, list, change, remove', () => {
  it("creates a vacation and lists it in its years, with the days, the doctors and the company's cap", async () => {
    const res = await w.manager.post(URL, body(20, { notes: '  Viagem  ' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      doctorId: w.doctor.ana,
      doctorName: 'Ana Souza',
      startsOn: dayFromToday(20),
      endsOn: dayFromToday(29),
      notes: 'Viagem',
      days: 10,
    });
    const year = Number(dayFromToday(20).slice(0, 4));
    const list = (await w.scheduler.get(`${URL}?year=${year}`)).json();
    expect(list).toMatchObject({ year, maxConcurrentVacations: null });
    expect(list.items.map((i: { id: string }) => i.id)).toContain(res.json().id);
    expect(list.doctors.map((d: { name: string }) => d.name)).toEqual(['Ana Souza', 'Bruno Lima', 'Rita Residente']);
    expect((await w.scheduler.get(`${URL}?year=${year + 3}`)).json().items).toEqual([]);
    expect((await w.scheduler.get(URL)).json().year).toBe(Number(today.slice(0, 4)));
  });

  it('lists a vacation across the new year in both years', async () => {
    const year = Number(today.slice(0, 4)) + 1;
    const { id } = await create(w.manager, body(0, { startsOn: `${year}-12-28`, endsOn: `${year + 1}-01-03` }));
    for (const y of [year, year + 1])
      expect((await w.manager.get(`${URL}?year=${y}`)).json().items).toContainEqual(
        expect.objectContaining({ id, days: 7 }),
      );
    expect((await remove(w.manager, id)).statusCode).toBe(200);
  });

  it("refuses a vacation sharing a day with another of the doctor's, allows the next day and its own days", async () => {
    const { id } = await create(w.manager, body(40));
    const before = await stored();
    const res = await w.manager.post(URL, body(40, { startsOn: dayFromToday(49), endsOn: dayFromToday(55) }));
    expect(fieldErrors(res)).toEqual({ startsOn: e.overlap });
    expect(await stored()).toEqual(before);
    const next = await create(w.manager, body(50));
    const own = await w.manager.put(`${URL}/${id}`, body(40, { endsOn: dayFromToday(45), notes: 'Mais curta' }));
    expect(own.json()).toMatchObject({ days: 6, notes: 'Mais curta' });
    expect(fieldErrors(await w.manager.put(`${URL}/${id}`, body(45)))).toEqual({ startsOn: e.overlap });
    for (const vacation of [id, next.id]) expect((await remove(w.manager, vacation)).statusCode).toBe(200);
    expect((await w.manager.put(`${URL}/${id}`, body(40))).statusCode).toBe(404);
  });

  it('refuses to change or delete a vacation that ended; one under way may be cut short or removed', async () => {
    const ended = await insertVacation(-10, -3);
    const running = await insertVacation(-2, 5);
    const before = await stored();
    const change = body(0, { doctorId: w.doctor.rita, startsOn: dayFromToday(-2), endsOn: dayFromToday(1) });
    expectStatusError(await w.manager.put(`${URL}/${ended}`, change), e.ended);
    expectStatusError(await remove(w.manager, ended), e.ended);
    expect(await stored()).toEqual(before);
    expect((await w.manager.put(`${URL}/${running}`, change)).json()).toMatchObject({ days: 4 });
    expect(fieldErrors(await w.manager.put(`${URL}/${running}`, { ...change, endsOn: dayFromToday(-1) }))).toEqual({
      endsOn: e.endedPeriod,
    });
    expect((await remove(w.manager, running)).statusCode).toBe(200);
  });
});

describe("the company's cap on doctors away at once", () => {
  it('refuses a vacation that would put more doctors away on some day than the cap, naming the day', async () => {
    await create(w.manager, body(100));
    await create(w.manager, body(100, { doctorId: w.doctor.bruno, startsOn: dayFromToday(105) }));
    await setCap(2);
    expect((await w.scheduler.get(URL)).json().maxConcurrentVacations).toBe(2);
    const before = await stored();
    const rita = body(100, { doctorId: w.doctor.rita, startsOn: dayFromToday(90), endsOn: dayFromToday(120) });
    expect(fieldErrors(await w.manager.post(URL, rita))).toEqual({ startsOn: cap(dayFromToday(105), 2, 2) });
    await setCap(1);
    expect(fieldErrors(await w.manager.post(URL, rita))).toEqual({ startsOn: cap(dayFromToday(100), 1, 1) });
    expect(await stored()).toEqual(before);
    // Days before and after the others' vacations are free.
    const early = await create(w.manager, { ...rita, endsOn: dayFromToday(99) });
    await setCap(3);
    expect((await w.manager.put(`${URL}/${early.id}`, rita)).statusCode).toBe(200);
    await setCap(null);
  });

  it('lets one of two requests at once pass the cap: the second counts the first', async () => {
    await setCap(1);
    const answers = await Promise.all(
      [w.doctor.ana, w.doctor.bruno].map((doctorId) => w.manager.post(URL, body(200, { doctorId }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(fieldErrors(refused)).toEqual({ startsOn: cap(dayFromToday(200), 1, 1) });
    await setCap(null);
  });

  it("saves the cap in the company's settings, creating them with their defaults", async () => {
    const settingsOf = () =>
      withActor(w.t.database.db, systemActor, (tx) =>
        tx.select().from(scheduleSettings).where(eq(scheduleSettings.companyId, w.otherId)),
      );
    expect(await settingsOf()).toEqual([]);
    const res = await w.outsider.put(SETTINGS, { maxConcurrentVacations: 999 });
    expect(res.json()).toEqual({ maxConcurrentVacations: 999 });
    expect(await settingsOf()).toMatchObject([
      { maxConcurrentVacations: 999, minRestMinutes: 0, swapNeedsApproval: true },
    ]);
    expect((await w.manager.get(URL)).json().maxConcurrentVacations).toBeNull();
  });

  it.each([0, 1000, 1.5, '3', 1e308, -(2 ** 53), undefined, '\u0000'])(
    'refuses the cap %j, saving nothing',
    async (max) => {
      const res = await w.manager.put(SETTINGS, { maxConcurrentVacations: max });
      const message = max === '\u0000' ? e.nul : e.capRange;
      expect(fieldErrors(res)).toEqual({ maxConcurrentVacations: message });
      expect((await w.manager.get(URL)).json().maxConcurrentVacations).toBeNull();
    },
  );
});

describe('vacations: bad input, nothing written', () => {
  it.each([
    [{ endsOn: dayFromToday(299) }, 'endsOn', e.dateRange],
    [{ endsOn: dayFromToday(300 + 366) }, 'endsOn', e.tooLong],
    [{ startsOn: dayFromToday(-30), endsOn: dayFromToday(-1) }, 'endsOn', e.endedPeriod],
    [{ startsOn: '2026-02-30' }, 'startsOn', e.invalidDate],
    [{ endsOn: '2027-02-29' }, 'endsOn', e.invalidDate],
    [{ startsOn: 2027 }, 'startsOn', e.invalidDate],
    [{ endsOn: null }, 'endsOn', e.invalidDate],
    [{ startsOn: '2100-01-01' }, 'startsOn', e.invalidDate],
    [{ doctorId: 'ana' }, 'doctorId', e.doctor],
    [{ doctorId: 12 }, 'doctorId', e.doctor],
    [{ doctorId: `${UNKNOWN_ID}\u0000` }, 'doctorId', e.nul],
    [{ notes: 'x'.repeat(501) }, 'notes', e.notes],
    [{ notes: 42 }, 'notes', e.notes],
  ])('%j → %s: %s', async (change, path, message) => {
    const before = await stored();
    expect(fieldErrors(await w.manager.post(URL, body(300, change)))[path]).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it("refuses people who are not the company's active doctors", async () => {
    const before = await stored();
    for (const doctorId of [UNKNOWN_ID, w.doctor.foreign, w.doctor.inactive, w.managerId])
      expect(fieldErrors(await w.manager.post(URL, body(300, { doctorId })))).toEqual({ doctorId: e.doctor });
    expect(await stored()).toEqual(before);
  });

  it.each(['abc', '1999', '2100', '1.5', '99999999999999999999', '-1e30', ''])(
    'refuses the year %j in the list',
    async (year) => {
      expect(fieldErrors(await w.manager.get(`${URL}?year=${year}`))).toEqual({ year: e.year });
    },
  );

  it('answers 400 (415 for text), never 500, to a body that is not an object and an id that is not one', async () => {
    expect((await w.manager.post(URL, [body(300)])).statusCode).toBe(400);
    expect((await w.manager.post(URL, 'texto')).statusCode).toBe(415);
    expect((await w.manager.put(`${URL}/nao-e-id`, body(300))).statusCode).toBe(400);
    expect((await remove(w.manager, 'nao-e-id')).statusCode).toBe(400);
    expect((await w.manager.put(`${URL}/${UNKNOWN_ID}`, body(300))).statusCode).toBe(404);
    expect((await remove(w.manager, UNKNOWN_ID)).statusCode).toBe(404);
  });
});

describe('vacations: who may see and change them', () => {
  it("answers 404 to another company's vacation and lists only the company's own", async () => {
    const { id } = await create(w.manager, body(400));
    const before = await stored();
    expect((await w.outsider.put(`${URL}/${id}`, body(400))).statusCode).toBe(404);
    expect((await remove(w.outsider, id)).statusCode).toBe(404);
    const year = dayFromToday(400).slice(0, 4);
    expect((await w.outsider.get(`${URL}?year=${year}`)).json().items).toEqual([]);
    expect(fieldErrors(await w.outsider.post(URL, body(400)))).toEqual({ doctorId: e.doctor });
    expect(await stored()).toEqual(before);
    expect((await remove(w.manager, id)).statusCode).toBe(200);
  });

  it('lets the manager (c) do all, the scheduler (d) all but remove and the cap; refuses the anesthetist (b) and biller (f)', async () => {
    const { id } = await create(w.scheduler, body(500));
    expect((await w.scheduler.put(`${URL}/${id}`, body(500, { notes: 'ok' }))).statusCode).toBe(200);
    expectDenied(await remove(w.scheduler, id), 'rm');
    expectDenied(await w.scheduler.put(SETTINGS, { maxConcurrentVacations: 1 }), 'manager');
    for (const client of [w.anesthetist, w.biller]) {
      expectDenied(await client.get(URL), 'list');
      expectDenied(await client.post(URL, body(500)), 'write');
      expectDenied(await client.put(`${URL}/${id}`, body(500)), 'write');
      expectDenied(await remove(client, id), 'rm');
      expectDenied(await client.put(SETTINGS, { maxConcurrentVacations: 1 }), 'manager');
    }
    expect((await remove(w.manager, id)).statusCode).toBe(200);
  });
});
