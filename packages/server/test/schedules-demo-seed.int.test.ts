import { companies, DEMO_PASSWORD, seedDemo } from '@honora/db';
import { addDays, zonedDay } from '@honora/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

/**
 * The demo's schedules (packages/db/src/seed/registries/schedules.ts) read through the API, so
 * the rules are the server's own (rosterContext): this month whole and published by the schedule
 * manager with no breach, the next month's first week a draft, the demo anesthetist on the roster.
 */
let t: TestApp;
let matrizId: string;
const month = zonedDay(Date.now()).slice(0, 7);
const next = addDays(`${month}-28`, 7).slice(0, 7);

async function signIn(email: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  expect((await client.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  expect((await client.post('/api/auth/select-company', { companyId: matrizId })).statusCode).toBe(200);
  return client;
}

interface RosterAnswer {
  header: { publishedAt: string | null; publishedByName: string | null; version: number };
  lines: { id: string; positions: number; workplaceName: string; shiftName: string; onCallPercentage: string | null }[];
  doctors: { id: string; name: string; isResident: boolean }[];
  slots: { lineId: string; day: string; position: number; doctorId: string | null }[];
  violations: unknown[];
}

let manager: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, hashPassword);
  const [matriz] = await t.database.db.select().from(companies).where(eq(companies.isMatriz, true));
  matrizId = matriz!.id;
  manager = await signIn('gestor.escala@demo.honora.dev');
}, 120_000);
afterAll(() => t.close());

describe('the demo schedules', () => {
  it('fills every cell of this month, with no breach of the rules, published by the schedule manager', async () => {
    const res = await manager.get(`/api/on-call/months/${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const roster = res.json<RosterAnswer>();
    expect(roster.violations).toEqual([]);
    expect(roster.header).toMatchObject({ publishedByName: 'Carla Gestora de Escala', version: 1 });
    expect(roster.header.publishedAt).not.toBeNull();
    const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    const cells = roster.lines.reduce((sum, line) => sum + line.positions, 0) * days;
    expect(roster.slots).toHaveLength(cells);
    expect(roster.slots.every((s) => s.doctorId !== null)).toBe(true);
    expect(roster.lines.map((l) => `${l.workplaceName} — ${l.shiftName}`)).toContain(
      'Maternidade Nossa Senhora de Fátima — Sobreaviso noturno',
    );
    const doctors = roster.doctors;
    expect(doctors.filter((d) => !d.isResident)).toHaveLength(8);
    expect(doctors.filter((d) => d.isResident)).toHaveLength(2);
    // The specs' first anesthetist and resident stay the demo's own.
    expect(doctors.find((d) => !d.isResident)?.name).toBe('Bruno Anestesista');
    expect(doctors.find((d) => d.isResident)?.name).toBe('Gabriela Residente');
  });

  it('leaves the next month a draft with its first week filled, breaking no rule', async () => {
    const roster = (await manager.get(`/api/on-call/months/${next}`)).json<RosterAnswer>();
    expect(roster.header.publishedAt).toBeNull();
    expect(roster.violations).toEqual([]);
    const days = new Set(roster.slots.map((s) => s.day));
    expect([...days].sort()).toEqual(Array.from({ length: 7 }, (_, i) => addDays(`${next}-01`, i)));
  });

  it('shows the demo anesthetist his slots, and the day its places', async () => {
    const anesthetist = await signIn('anestesista@demo.honora.dev');
    const mine = await anesthetist.get(`/api/on-call/mine?month=${month}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ slots: unknown[] }>().slots.length).toBeGreaterThan(5);
    const day = await manager.get(`/api/on-call/days/${zonedDay(Date.now())}`);
    expect(day.statusCode, day.body).toBe(200);
    const places = day.json<{ workplaces: { places: { doctorId: string | null }[] }[] }>().workplaces;
    expect(places.map((w) => w.places.every((p) => p.doctorId !== null))).toEqual([true, true]);
  });

  it("keeps its doctors' competences as tags; the maternity's plantões ask for obstetric anesthesia", async () => {
    const tags = await manager.get('/api/schedule-tags');
    expect(tags.statusCode, tags.body).toBe(200);
    const items = tags.json<{ items: { name: string; doctorIds: string[]; lines: { label: string }[] }[] }>().items;
    expect(items.map((tag) => tag.name)).toEqual([
      'Anestesia cardíaca',
      'Anestesia obstétrica',
      'Anestesia pediátrica',
    ]);
    const obstetric = items.find((tag) => tag.name === 'Anestesia obstétrica')!;
    expect(obstetric.lines.map((l) => l.label).sort()).toEqual([
      'Maternidade Nossa Senhora de Fátima — Dia',
      'Maternidade Nossa Senhora de Fátima — Noite',
    ]);
    expect(obstetric.doctorIds.length).toBeGreaterThan(2);
  });

  it("counts the month full in the core; two doctors' limits, a vacation and a work exception", async () => {
    const core = (await manager.get(`/api/on-call/core/${month.slice(0, 4)}`)).json<{
      items: { month: string; filled: number; total: number }[];
    }>();
    const row = core.items.find((m) => m.month === month)!;
    expect(row.filled).toBe(row.total);
    const limits = await manager.get('/api/schedule-limits');
    expect(limits.statusCode, limits.body).toBe(200);
    const own = limits
      .json<{ items: { name: string; weeklyHours: number | null; consecutiveNights: number | null }[] }>()
      .items.filter((l) => l.weeklyHours !== null || l.consecutiveNights !== null);
    expect(own).toMatchObject([
      { name: 'Henrique Vasconcelos', weeklyHours: 48, consecutiveNights: 2 },
      { name: 'Lucas Almeida Ramos', weeklyHours: 60, consecutiveNights: null },
    ]);
    const vacations = await manager.get(`/api/schedule-vacations?year=${month.slice(0, 4)}`);
    expect(vacations.statusCode, vacations.body).toBe(200);
    expect(vacations.json()).toMatchObject({
      items: [{ doctorName: 'Daniela Moura Prado', startsOn: `${month}-08`, endsOn: `${month}-17`, days: 10 }],
      maxConcurrentVacations: 2,
    });
    const exceptions = await manager.get('/api/schedule-exceptions');
    expect(exceptions.statusCode, exceptions.body).toBe(200);
    expect(exceptions.json<{ items: unknown[] }>().items).toMatchObject([
      { kind: 'DOCTOR', doctorName: 'Marcelo Figueiredo', startsOn: `${month}-20`, endsOn: `${month}-22` },
    ]);
  });
});

describe('the demo contracts', () => {
  it('shows the three contracts, their installments summing to their values', async () => {
    const res = await manager.get('/api/contracts');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: { id: string; type: string; status: string; totalValue: string }[] }>().items;
    expect(items.map((i) => i.type).sort()).toEqual([
      'Cobertura de plantões',
      'Horas extras',
      'Pacote de anestesia ambulatorial',
    ]);
    const byType = Object.fromEntries(items.map((i) => [i.type, i]));
    expect(byType['Cobertura de plantões']).toMatchObject({ status: 'WaitPayment', totalValue: '720000.00' });
    // 120 h × R$ 180,00 a semester, four whole semesters.
    expect(byType['Horas extras']).toMatchObject({ status: 'Open', totalValue: '86400.00' });
    expect(byType['Pacote de anestesia ambulatorial']!.totalValue).toBe('96000.00');
    const detail = (await manager.get(`/api/contracts/${byType['Cobertura de plantões']!.id}`)).json();
    expect(detail.installments).toHaveLength(12);
    expect(detail.unscheduledValue).toBe('0.00');
    expect(detail.current).toBe(true);
    const due = await manager.get(`/api/contract-installments?from=${month}&to=${month}`);
    expect(due.statusCode, due.body).toBe(200);
  });
});

describe('last month in the demo', () => {
  const last = addDays(`${month}-01`, -1).slice(0, 7);

  it('is filled, published and closed, with no breach of the rules', async () => {
    const roster = (await manager.get(`/api/on-call/months/${last}`)).json<
      RosterAnswer & { header: { closedAt: string | null } }
    >();
    expect(roster.violations).toEqual([]);
    expect(roster.header.closedAt).not.toBeNull();
    expect(roster.slots.length).toBeGreaterThan(0);
    expect(roster.slots.every((s) => s.doctorId !== null)).toBe(true);
  });

  it('shows three workloads whose balances count last month and carry into this one', async () => {
    const before = (await manager.get(`/api/workloads?month=${last}`)).json();
    expect(before.items).toHaveLength(3);
    expect(before.items.every((i: { balance: { worked: number | null } }) => i.balance.worked !== null)).toBe(true);
    const now = (await manager.get(`/api/workloads?month=${month}`)).json();
    for (const item of now.items as { id: string; balance: { carried: number } }[]) {
      const previous = before.items.find((i: { id: string }) => i.id === item.id);
      expect(item.balance.carried).toBe(previous.balance.cumulative);
    }
  });

  it("keeps Bruno's and Eduardo's preferred and undesired days (decision 051)", async () => {
    const res = await manager.get('/api/on-call/preferences');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as {
      doctor: { name: string };
      preferredWeekdays: number[];
      undesiredWeekdays: number[];
    }[];
    expect(items.map((i) => [i.doctor.name, i.preferredWeekdays, i.undesiredWeekdays])).toEqual([
      ['Bruno Anestesista', [1, 2], [7]],
      ['Eduardo Henrique Sales', [], [5]],
    ]);
    const bruno = await signIn('anestesista@demo.honora.dev');
    expect((await bruno.get('/api/on-call/my-preferences')).json()).toMatchObject({ preferredWeekdays: [1, 2] });
  });

  it('is ready to be charged: every demo hospital with covered hours priced', async () => {
    const charges = (await manager.get(`/api/schedule-charges?month=${last}`)).json();
    expect(charges.closed).toBe(true);
    expect(charges.hospitals.length).toBeGreaterThanOrEqual(2);
    expect(charges.hospitals.every((h: { total: string }) => Number(h.total) > 0)).toBe(true);
  });
});
