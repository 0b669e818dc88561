import { scheduleLines, scheduleShifts, systemActor, withActor, workplaces } from '@honora/db';
import { addDays, zonedDay } from '@honora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from './billing-settings-world';
import { TestClient, type TestApp } from './helpers';
import { createOnCallWorld, day, month, monthUrl } from './on-call-world';
import { readSheet } from './xlsx-sheet';

/**
 * The schedule reports (platform.md §2 ReportsSchedule; decision 043): every figure of a month
 * checked by hand against a roster placed through the API — hours of every kind, sobreaviso apart,
 * nights, weekends, a hand-over's received and given, each workplace's coverage and the open
 * places of a published month — with the bad periods, the permissions and the Excel file.
 */
const URL = '/api/schedule-reports';
const e = {
  month: 'Mês inválido: use AAAA-MM',
  order: 'O mês final não pode ser antes do inicial',
  tooLong: 'O período tem no máximo 12 meses',
  nul: 'Contém um caractere inválido (NUL); apague-o e tente de novo',
};

let t: TestApp;
let companyId: string;
let manager: TestClient;
let scheduler: TestClient;
let biller: TestClient;
let ana: TestClient;
let outsider: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;
let lines: Record<'day' | 'night' | 'call' | 'foreign', string>;

/** The month after the world's (never published here). */
const nextMonth = addDays(`${month}-28`, 7).slice(0, 7);
const daysIn = (m: string) => Number(addDays(`${addDays(`${m}-28`, 7).slice(0, 7)}-01`, -1).slice(8));
const D = daysIn(month);
/** The month's first Saturday (1 to 7), so Saturday to Tuesday are all in the month. */
const SAT = [1, 2, 3, 4, 5, 6, 7].find((n) => new Date(`${day(n)}T12:00:00Z`).getUTCDay() === 6)!;
/** A Wednesday of the next month: a weekday. */
const WEDNESDAY = `${nextMonth}-0${[1, 2, 3, 4, 5, 6, 7].find((n) => new Date(`${nextMonth}-0${n}T12:00:00Z`).getUTCDay() === 3)}`;
const current = zonedDay(Date.now()).slice(0, 7);

beforeAll(async () => {
  ({
    t,
    companyId,
    manager,
    scheduler,
    biller,
    doctorClient: ana,
    outsider,
    doctor,
    lines,
  } = await createOnCallWorld());
  const signIn = async (email: string) => {
    const client = new TestClient(t.app);
    expect((await client.login(email, 'senha-forte-1')).statusCode).toBe(200);
    return client;
  };
  const place = async (url: string, lineId: string, on: string, position: number, doctorId: string) => {
    const res = await scheduler.put(`${url}/slots`, { lineId, day: on, position, doctorId, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().slot.id as string;
  };
  // Ana: a Saturday day plantão, a Monday night plantão, a Tuesday sobreaviso (12 h each).
  await place(monthUrl, lines.day, day(SAT), 0, doctor.ana);
  await place(monthUrl, lines.night, day(SAT + 2), 0, doctor.ana);
  await place(monthUrl, lines.call, day(SAT + 3), 0, doctor.ana);
  // Bruno: Saturday and Sunday day plantões; Carla: Monday's, which she hands over to Bruno.
  await place(monthUrl, lines.day, day(SAT), 1, doctor.bruno);
  await place(monthUrl, lines.day, day(SAT + 1), 0, doctor.bruno);
  const carlaMonday = await place(monthUrl, lines.day, day(SAT + 2), 0, doctor.carla);
  // Ana again in the next month, on a weekday; that month stays unpublished.
  await place(`/api/on-call/months/${nextMonth}`, lines.day, WEDNESDAY, 0, doctor.ana);

  const version = (await scheduler.get(monthUrl)).json().header.version;
  expect((await scheduler.post(`${monthUrl}/publish`, { version })).statusCode).toBe(200);
  const carla = await signIn('carla@plantao.dev');
  const bruno = await signIn('bruno@plantao.dev');
  const asked = await carla.post('/api/on-call/swaps', {
    kind: 'HANDOVER',
    slotId: carlaMonday,
    targetDoctorId: doctor.bruno,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const id = asked.json().id;
  expect((await bruno.post(`/api/on-call/swaps/${id}/accept`, { version: 1 })).statusCode).toBe(200);
  const approved = await manager.post(`/api/on-call/swaps/${id}/approve`, { version: 2 });
  expect(approved.json().status).toBe('Accepted');
});
afterAll(() => t.close());

const report = async (client: TestClient, query = `?from=${month}&until=${month}`) => {
  const res = await client.get(`${URL}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the month, by hand', () => {
  it('tells each doctor’s slots, hours (sobreaviso apart), nights, weekends and the hand-over', async () => {
    const { from, until, doctors } = await report(manager);
    expect({ from, until }).toEqual({ from: month, until: month });
    expect(doctors).toEqual([
      {
        doctorId: doctor.ana,
        name: 'Ana Souza',
        initials: 'AN',
        slots: 3,
        hours: 36,
        onCallHours: 12,
        nights: 1,
        weekends: 1,
        received: 0,
        given: 0,
      },
      {
        doctorId: doctor.bruno,
        name: 'Bruno Lima',
        initials: 'BR',
        slots: 3,
        hours: 36,
        onCallHours: 0,
        nights: 0,
        weekends: 2,
        received: 1,
        given: 0,
      },
      // No slot left, but she gave one away: listed (the resident, with neither, is not).
      {
        doctorId: doctor.carla,
        name: 'Carla Dias',
        initials: 'CA',
        slots: 0,
        hours: 0,
        onCallHours: 0,
        nights: 0,
        weekends: 0,
        received: 0,
        given: 1,
      },
    ]);
  });

  it('tells each workplace’s places, filled and open, and the totals', async () => {
    const { workplaces: places, totals } = await report(scheduler);
    expect(places.map(({ workplaceId: _id, ...rest }: { workplaceId: string }) => rest)).toEqual([
      { name: 'Hospital Central', cells: 2 * D, filled: 4, open: 2 * D - 4, hours: 48 },
      { name: 'Hospital Norte', cells: 2 * D, filled: 1, open: 2 * D - 1, hours: 12 },
      { name: 'Hospital Sul', cells: 2 * D, filled: 1, open: 2 * D - 1, hours: 12 },
    ]);
    expect(totals).toEqual({
      doctors: 2,
      slots: 6,
      hours: 72,
      onCallHours: 12,
      nights: 1,
      weekends: 3,
      swapped: 1,
      cells: 6 * D,
      filled: 6,
      open: 6 * D - 6,
      holes: 6 * D - 6,
    });
  });

  it('lists the open places of the published month by day, time, workplace and place', async () => {
    const { holes, holesTruncated } = await report(manager);
    const filled = new Set([
      `${day(SAT)} Hospital Central 0`,
      `${day(SAT)} Hospital Central 1`,
      `${day(SAT + 1)} Hospital Central 0`,
      `${day(SAT + 2)} Hospital Central 0`,
      `${day(SAT + 2)} Hospital Norte 0`,
      `${day(SAT + 3)} Hospital Sul 0`,
    ]);
    const expected = Array.from({ length: D }, (_, i) => day(i + 1)).flatMap((on) =>
      ['Hospital Central', 'Hospital Sul', 'Hospital Norte'].flatMap((place) =>
        [0, 1].map((position) => `${on} ${place} ${position}`).filter((cell) => !filled.has(cell)),
      ),
    );
    type Hole = { day: string; workplaceName: string; position: number };
    expect(holes.map((h: Hole) => `${h.day} ${h.workplaceName} ${h.position}`)).toEqual(expected);
    expect(holesTruncated).toBe(false);
    // São Paulo is UTC−3: a 07:00 day and a 19:00 night ending the next morning.
    const first = holes.find((h: Hole) => h.day === day(SAT + 3) && h.workplaceName === 'Hospital Norte');
    expect(first).toEqual({
      day: day(SAT + 3),
      workplaceName: 'Hospital Norte',
      shiftName: 'PLANTAO 1140',
      startsAt: `${day(SAT + 3)}T22:00:00.000Z`,
      endsAt: `${day(SAT + 4)}T10:00:00.000Z`,
      position: 0,
    });
    expect(holes.find((h: Hole) => h.day === day(SAT + 3) && h.workplaceName === 'Hospital Sul')).toMatchObject({
      shiftName: 'SOBREAVISO 420',
      startsAt: `${day(SAT + 3)}T10:00:00.000Z`,
      endsAt: `${day(SAT + 3)}T22:00:00.000Z`,
      position: 1,
    });
  });
});

describe('the period', () => {
  it('adds the next month’s slots and places, never the open places of a month not published', async () => {
    const D2 = daysIn(nextMonth);
    const both = await report(manager, `?from=${month}&until=${nextMonth}`);
    expect(both.doctors[0]).toMatchObject({ name: 'Ana Souza', slots: 4, hours: 48, weekends: 1 });
    expect(both.workplaces[0]).toMatchObject({ cells: 2 * (D + D2), filled: 5, hours: 60 });
    expect(both.totals).toMatchObject({ slots: 7, cells: 6 * (D + D2), holes: 6 * D - 6 });
    expect(both.holes.every((h: { day: string }) => h.day.startsWith(month))).toBe(true);

    const alone = await report(manager, `?from=${nextMonth}`);
    expect({ from: alone.from, until: alone.until }).toEqual({ from: nextMonth, until: nextMonth });
    expect(alone.doctors.map((d: { name: string; slots: number }) => [d.name, d.slots])).toEqual([['Ana Souza', 1]]);
    expect(alone.holes).toEqual([]);
  });

  it('answers the current São Paulo month by default, and a past period without open places', async () => {
    const now = await report(manager, '');
    expect({ from: now.from, until: now.until }).toEqual({ from: current, until: current });
    expect(now.doctors).toEqual([]);
    expect(now.holes).toEqual([]);
    expect(now.totals.cells).toBe(6 * daysIn(current));

    const past = await report(manager, '?from=2020-01&until=2020-12');
    expect(past.totals).toMatchObject({ slots: 0, cells: 6 * 366, filled: 0, open: 6 * 366, holes: 0 });
  });

  it.each([
    ['month 13', '?from=2026-13', { from: e.month }],
    ['a one-digit month', '?until=2026-1', { until: e.month }],
    ['until before from', '?from=2026-05&until=2026-04', { until: e.order }],
    ['13 months', '?from=2026-01&until=2027-01', { until: e.tooLong }],
    ['5,000 digits', `?from=${'9'.repeat(5000)}`, { from: e.month }],
  ])('refuses %s with a pt-BR message under the field', async (_label, query, errors) => {
    expect(fieldErrors(await manager.get(`${URL}${query}`))).toEqual(errors);
    expect(fieldErrors(await manager.get(`${URL}/export${query}`))).toEqual(errors);
  });

  it('refuses a NUL with 400, never 500, and takes twelve months', async () => {
    for (const [query, field] of [
      ['?from=2026-01%00', 'from'],
      ['?until=%00', 'until'],
      ['?from=%002026-01', 'from'],
    ] as const) {
      expect(fieldErrors(await manager.get(`${URL}${query}`))).toEqual({ [field]: e.nul });
    }
    expect((await manager.get(`${URL}?from=2026-01&until=2026-12`)).statusCode).toBe(200);
  });
});

describe('who sees it', () => {
  it('answers the schedule manager and the scheduler; refuses the doctor and the biller', async () => {
    for (const client of [manager, scheduler]) {
      expect((await client.get(URL)).statusCode).toBe(200);
      expect((await client.get(`${URL}/export`)).statusCode).toBe(200);
    }
    for (const client of [ana, biller]) {
      expect((await client.get(URL)).statusCode).toBe(403);
      expect((await client.get(`${URL}/export`)).statusCode).toBe(403);
    }
  });

  it('shows another company only its own roster', async () => {
    const res = await outsider.get(`${URL}?from=${month}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().doctors).toEqual([]);
    expect(res.json().workplaces.map((w: { name: string }) => w.name)).toEqual(['Hospital Alheio']);
    expect(res.body).not.toMatch(/Hospital Central|Ana Souza|Carla Dias/);
  });
});

describe('the Excel file', () => {
  it('has a row per doctor and per workplace, names and numbers for people', async () => {
    const res = await manager.get(`${URL}/export?from=${month}&until=${month}`);
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`relatorio-da-escala-${month}-a-${month}.xlsx`),
    );
    const sheet = await readSheet(res);
    expect(sheet.name).toBe('Relatório da escala');
    expect(sheet.rows[0]).toEqual([
      'Tipo',
      'Nome',
      'Sigla',
      'Vagas',
      'Horas',
      'Horas de sobreaviso',
      'Noites',
      'Fins de semana',
      'Recebidas em trocas',
      'Cedidas em trocas',
      'Preenchidas',
      'Em aberto',
    ]);
    expect(sheet.column('Tipo')).toEqual(['Médico', 'Médico', 'Médico', 'Local', 'Local', 'Local']);
    expect(sheet.column('Nome')).toEqual([
      'Ana Souza',
      'Bruno Lima',
      'Carla Dias',
      'Hospital Central',
      'Hospital Norte',
      'Hospital Sul',
    ]);
    expect(sheet.column('Vagas')).toEqual([3, 3, 0, 2 * D, 2 * D, 2 * D]);
    expect(sheet.column('Horas')).toEqual([36, 36, 0, 48, 12, 12]);
    expect(sheet.column('Horas de sobreaviso')).toEqual([12, 0, 0, null, null, null]);
    expect(sheet.column('Noites')).toEqual([1, 0, 0, null, null, null]);
    expect(sheet.column('Fins de semana')).toEqual([1, 2, 0, null, null, null]);
    expect(sheet.column('Recebidas em trocas')).toEqual([0, 1, 0, null, null, null]);
    expect(sheet.column('Cedidas em trocas')).toEqual([0, 0, 1, null, null, null]);
    expect(sheet.column('Preenchidas')).toEqual([null, null, null, 4, 1, 1]);
    expect(sheet.column('Em aberto')).toEqual([null, null, null, 2 * D - 4, 2 * D - 1, 2 * D - 1]);
    expect(sheet.cell(2, 'Horas').numFmt).toBe('#,##0.0');
  });
});

describe('many open places', () => {
  it('lists the first 500 and says there are more, counting them all', async () => {
    await withActor(t.database.db, systemActor, async (tx) => {
      const [w] = await tx.insert(workplaces).values({ companyId, name: 'Hospital Grande' }).returning();
      const [s] = await tx
        .insert(scheduleShifts)
        .values({ companyId, name: 'Grande', startMinute: 420, endMinute: 1140, slotCategory: 'PLANTAO' })
        .returning();
      await tx.insert(scheduleLines).values({ companyId, workplaceId: w!.id, shiftId: s!.id, positions: 20 });
    });
    const { holes, holesTruncated, totals } = await report(manager);
    expect(holes).toHaveLength(500);
    expect(holesTruncated).toBe(true);
    expect(totals.holes).toBe(26 * D - 6);
    expect(totals.open).toBe(26 * D - 6);
  });
});
