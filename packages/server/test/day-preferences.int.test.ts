import { scheduleDayPreferences, scheduleLines, scheduleShifts, systemActor, withActor, workplaces } from '@honora/db';
import { addDays } from '@honora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from './billing-settings-world';
import { TestClient, type TestApp } from './helpers';
import { createOnCallWorld, day, monthUrl, today } from './on-call-world';

/**
 * The doctors' preferred and undesired days (decision 051): each doctor keeps their own in the
 * selected company, the coordinators list everyone's, a bad request is a pt-BR 400 that writes
 * nothing, and the automatic fill weighs them (decision 046, a soft goal).
 */
const MINE = '/api/on-call/my-preferences';
const ALL = '/api/on-call/preferences';
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

let t: TestApp;
let companyId: string;
let scheduler: TestClient;
let biller: TestClient;
let outsider: TestClient;
let ana: TestClient;
let bruno: TestClient;
let carla: TestClient;
let rita: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;

async function signIn(email: string) {
  const client = new TestClient(t.app);
  expect((await client.login(email, 'senha-forte-1')).statusCode).toBe(200);
  return client;
}

const storedRows = () => withActor(t.database.db, systemActor, (tx) => tx.select().from(scheduleDayPreferences));

beforeAll(async () => {
  const world = await createOnCallWorld();
  ({ t, companyId, scheduler, biller, outsider, doctor } = world);
  ana = world.doctorClient;
  [bruno, carla, rita] = (await Promise.all(['bruno', 'carla', 'rita'].map((who) => signIn(`${who}@plantao.dev`)))) as [
    TestClient,
    TestClient,
    TestClient,
  ];
}, 60_000);
afterAll(() => t.close());

/** ISO weekday (1 Monday … 7 Sunday) of 'YYYY-MM-DD'. */
const isoWeekday = (iso: string) => ((new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe("the doctor's own preferences", () => {
  it('are empty before the first save, then answer what was saved, the dates sorted and without repeats', async () => {
    const empty = await ana.get(MINE);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      preferredWeekdays: [],
      undesiredWeekdays: [],
      preferredDays: [],
      undesiredDays: [],
      note: null,
      updatedAt: null,
    });
    const body = {
      preferredWeekdays: [2, 1, 2],
      undesiredWeekdays: [7],
      preferredDays: [day(20), day(3), day(20)],
      undesiredDays: [today],
      note: '  Prefiro plantões diurnos  ',
    };
    const saved = await ana.put(MINE, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      preferredWeekdays: [1, 2],
      undesiredWeekdays: [7],
      preferredDays: [day(3), day(20)],
      undesiredDays: [today],
      note: 'Prefiro plantões diurnos',
    };
    expect(saved.json()).toMatchObject(expected);
    expect(Date.parse(saved.json().updatedAt)).toBeGreaterThan(0);
    expect((await ana.get(MINE)).json()).toMatchObject(expected);
  });

  it('are replaced by the next save (one row per doctor and company), and are nobody else’s', async () => {
    const saved = await ana.put(MINE, { preferredWeekdays: [1], undesiredWeekdays: [], note: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ preferredWeekdays: [1], preferredDays: [], undesiredDays: [], note: null });
    const rows = await storedRows();
    expect(rows.filter((r) => r.doctorId === doctor.ana)).toHaveLength(1);
    expect((await bruno.get(MINE)).json().updatedAt).toBeNull();
  });

  it('leave out the stored dates that have passed', async () => {
    const yesterday = addDays(today, -1);
    await withActor(t.database.db, systemActor, (tx) =>
      tx
        .insert(scheduleDayPreferences)
        .values({ companyId, doctorId: doctor.carla, preferredDays: [yesterday, day(4)], undesiredDays: [yesterday] }),
    );
    expect((await carla.get(MINE)).json()).toMatchObject({ preferredDays: [day(4)], undesiredDays: [] });
  });
});

describe('bad input (pt-BR, nothing written)', () => {
  const tooMany = Array.from({ length: 63 }, (_, i) => addDays(day(1), i));
  it.each([
    ['a weekday out of 1–7', { preferredWeekdays: [0] }, 'preferredWeekdays.0', 'Escolha os dias da semana pela lista'],
    ['a weekday as a name', { undesiredWeekdays: ['seg'] }, 'undesiredWeekdays.0', 'Escolha os dias da semana'],
    [
      'four weekdays to avoid',
      { undesiredWeekdays: [4, 5, 6, 7] },
      'undesiredWeekdays',
      'No máximo 3 dias da semana a evitar',
    ],
    ['a list that is not a list', { preferredDays: day(3) }, 'preferredDays', 'Envie as datas como uma lista'],
    ['63 dates', { preferredDays: tooMany }, 'preferredDays', 'No máximo 62 datas em cada lista'],
    ['a date that does not exist', { undesiredDays: ['2031-02-30'] }, 'undesiredDays.0', 'Data inválida'],
    ['a note of 501 characters', { note: 'x'.repeat(501) }, 'note', 'O tamanho máximo é: 500'],
  ])('%s', async (_name, body, path, message) => {
    const before = await storedRows();
    const res = await ana.put(MINE, body);
    expect(fieldErrors(res)[path]).toContain(message);
    expect(await storedRows()).toEqual(before);
  });

  it.each([
    [
      'a weekday both preferred and undesired',
      { preferredWeekdays: [1, 5], undesiredWeekdays: [5] },
      'undesiredWeekdays',
      'Não é possível preferir e evitar o mesmo dia da semana (sexta)',
    ],
    [
      'a date both preferred and undesired',
      { preferredDays: [day(9)], undesiredDays: [day(9)] },
      'undesiredDays',
      `Não é possível preferir e evitar a mesma data (${br(day(9))})`,
    ],
    [
      'a date before today',
      { preferredDays: [addDays(today, -1)] },
      'preferredDays',
      `A data ${br(addDays(today, -1))} já passou: escolha datas de hoje em diante`,
    ],
  ])('%s', async (_name, body, path, message) => {
    const before = await storedRows();
    const res = await ana.put(MINE, body);
    expect(fieldErrors(res)[path]).toBe(message);
    expect(res.json().message).toBe(message);
    expect(await storedRows()).toEqual(before);
  });

  it('are refused to a member who is not a doctor of the roster, and to one without the on-call module', async () => {
    const before = await storedRows();
    const notDoctor = await scheduler.put(MINE, { preferredWeekdays: [1] });
    expect(notDoctor.statusCode, notDoctor.body).toBe(403);
    expect(notDoctor.json().message).toBe('Só os médicos da escala desta empresa cadastram dias preferidos e evitados');
    expect((await biller.put(MINE, { preferredWeekdays: [1] })).statusCode).toBe(403);
    expect((await biller.get(MINE)).statusCode).toBe(403);
    expect(await storedRows()).toEqual(before);
  });
});

describe("the coordinators' list", () => {
  it("names every doctor's preferences; the doctors and other companies cannot read it", async () => {
    expect((await rita.put(MINE, { undesiredWeekdays: [6, 7] })).statusCode).toBe(200);
    const res = await scheduler.get(ALL);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { doctor: { id: string; name: string }; preferredWeekdays: number[] }[];
    expect(items.map((i) => i.doctor.name)).toEqual(['Ana Souza', 'Carla Dias', 'Rita Residente']);
    expect(items[0]).toMatchObject({ doctor: { id: doctor.ana, initials: 'AN' }, preferredWeekdays: [1] });
    expect((await ana.get(ALL)).statusCode).toBe(403);
    const other = await outsider.get(ALL);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().items).toEqual([]);
  });
});

describe('the automatic fill (decision 046 "preferences")', () => {
  it('gives a doctor the weekday and the date they prefer when free, and counts who asked', async () => {
    const lineId = await withActor(t.database.db, systemActor, async (tx) => {
      const [w] = await tx.insert(workplaces).values({ companyId, name: 'Clínica Preferida' }).returning();
      const [s] = await tx
        .insert(scheduleShifts)
        .values({ companyId, name: 'Manhã preferida', startMinute: 7 * 60, endMinute: 13 * 60, slotCategory: 'ROTINA' })
        .returning();
      const [l] = await tx
        .insert(scheduleLines)
        .values({ companyId, workplaceId: w!.id, shiftId: s!.id, positions: 1 })
        .returning();
      return l!.id;
    });
    const days = Array.from({ length: 28 }, (_, i) => day(i + 1));
    const mondays = days.filter((d) => isoWeekday(d) === 1);
    // A Wednesday: Ana, on Mondays, is the week's doctor before it; Carla asks for it.
    const wednesday = days.find((d) => isoWeekday(d) === 3 && d > mondays[0]!)!;
    expect((await ana.put(MINE, { preferredWeekdays: [1] })).statusCode).toBe(200);
    expect((await bruno.put(MINE, { undesiredWeekdays: [2, 3, 4] })).statusCode).toBe(200);
    expect((await carla.put(MINE, { preferredDays: [wednesday] })).statusCode).toBe(200);

    const res = await scheduler.post(`${monthUrl}/auto-roster`, { lineIds: [lineId] });
    expect(res.statusCode, res.body).toBe(200);
    const proposal = res.json() as {
      placements: { day: string; doctorId: string }[];
      scores: { preferredTaken: number; undesiredGiven: number };
      withPreferences: number;
    };
    const who = new Map(proposal.placements.map((p) => [p.day, p.doctorId]));
    for (const monday of mondays) expect(who.get(monday), monday).toBe(doctor.ana);
    expect(who.get(wednesday)).toBe(doctor.carla);
    // Ana, Bruno and Carla: the resident's preferences count for no proposal (residents are never placed).
    expect(proposal.withPreferences).toBe(3);
    expect(proposal.scores.preferredTaken).toBeGreaterThanOrEqual(mondays.length + 1);
    expect(proposal.scores.undesiredGiven).toBe(0);
  }, 60_000);
});
