import {
  scheduleLines,
  scheduleMonths,
  scheduleSettings,
  scheduleShifts,
  scheduleSlots,
  scheduleTags,
  scheduleVacations,
  scheduleWorkloads,
  systemActor,
  withActor,
  workplaces,
} from '@honora/db';
import { addDays } from '@honora/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from './helpers';
import { createOnCallWorld, day, month, monthText, monthUrl as URL, today } from './on-call-world';

/**
 * The automatic fill in the app (decision 046 "In the app"; platform.md §4 nothing is published
 * without a person, a closed month is blocked; §5 cannot schedule in the past): the proposal fills
 * open places within the grid's rules and writes nothing, tells why a place stays open, and its
 * acceptance writes all or nothing — one of two coordinators at once wins.
 */
let t: TestApp;
let companyId: string;
let manager: TestClient;
let scheduler: TestClient;
let biller: TestClient;
let doctorClient: TestClient;
let outsider: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;
let lines: Record<'day' | 'night' | 'call' | 'foreign' | 'tagged', string>;
const TAG = 'Anestesia obstétrica';

interface Placement {
  lineId: string;
  day: string;
  position: number;
  doctorId: string;
  doctorName: string;
}
interface Proposal {
  month: string;
  version: number;
  placements: Placement[];
  unfilled: {
    lineId: string;
    day: string;
    position: number;
    reasons: { code: string; count: number; text: string }[];
  }[];
  scores: { coverage: { filled: number; total: number }; status: string; nightSpread: number };
  candidates: number;
  withTarget: number;
}

/** A line of one place at a workplace of its own, written as the database owner. */
async function newLine(place: string, start: number, end: number, slotCategory: string, extra = {}) {
  return withActor(t.database.db, systemActor, async (tx) => {
    const [w] = await tx.insert(workplaces).values({ companyId, name: place }).returning();
    const [s] = await tx
      .insert(scheduleShifts)
      .values({ companyId, name: `${place} ${start}`, startMinute: start, endMinute: end, slotCategory })
      .returning();
    const [l] = await tx
      .insert(scheduleLines)
      .values({ companyId, workplaceId: w!.id, shiftId: s!.id, positions: 1, ...extra })
      .returning();
    return l!.id;
  });
}

beforeAll(async () => {
  const world = await createOnCallWorld();
  ({ t, companyId, manager, scheduler, biller, doctorClient, outsider, doctor } = world);
  await withActor(t.database.db, systemActor, async (tx) => {
    await tx.insert(scheduleSettings).values({ companyId, minRestMinutes: 11 * 60 });
    await tx.insert(scheduleVacations).values({ companyId, doctorId: doctor.carla, startsOn: day(5), endsOn: day(7) });
    await tx
      .insert(scheduleWorkloads)
      .values({ companyId, doctorId: doctor.ana, hoursPerPeriod: '40', period: 'WEEK', startsOn: day(1) });
  });
  const [tag] = await withActor(t.database.db, systemActor, (tx) =>
    tx.insert(scheduleTags).values({ companyId, name: TAG, color: 'GREEN' }).returning(),
  );
  lines = {
    ...world.lines,
    tagged: await newLine('Maternidade', 7 * 60, 13 * 60, 'PLANTAO', { requiredTagId: tag!.id }),
  };
}, 60_000);
afterAll(() => t.close());

const propose = (client: TestClient, body: Record<string, unknown> = {}, url = URL) =>
  client.post(`${url}/auto-roster`, body);
const accept = (client: TestClient, body: Record<string, unknown>, url = URL) =>
  client.post(`${url}/auto-roster/accept`, body);
const placementsOf = (proposal: Proposal) => proposal.placements.map(({ doctorName: _name, ...p }) => p);

async function filledSlots(lineIds: string[] = Object.values(lines)) {
  return withActor(t.database.db, systemActor, (tx) =>
    tx
      .select()
      .from(scheduleSlots)
      .where(and(inArray(scheduleSlots.lineId, lineIds), isNotNull(scheduleSlots.doctorId))),
  );
}

/** The grid's own answer: no breach anywhere in the month. */
async function expectNoViolations(client: TestClient = scheduler, url = URL) {
  const grid = await client.get(url);
  expect(grid.statusCode, grid.body).toBe(200);
  expect(grid.json().violations).toEqual([]);
  return grid.json();
}

const monthDays = Number(addDays(`${addDays(`${month}-28`, 7).slice(0, 7)}-01`, -1).slice(8));

describe('the proposal', () => {
  it('fills the open places within the rules, tells why the others stay open, and writes nothing', async () => {
    const res = await propose(manager, { lineIds: [lines.day, lines.tagged] });
    expect(res.statusCode, res.body).toBe(200);
    const proposal = res.json() as Proposal;
    expect(proposal).toMatchObject({ month, version: 0, candidates: 3, withTarget: 1 });
    expect(proposal.scores.coverage).toEqual({ filled: 2 * monthDays, total: 3 * monthDays });
    expect(['optimal', 'feasible']).toContain(proposal.scores.status);
    expect(proposal.placements.every((p) => p.lineId === lines.day)).toBe(true);
    // The resident is never placed; the vacation keeps Carla off her days.
    expect(proposal.placements.some((p) => p.doctorId === doctor.rita)).toBe(false);
    const onVacation = proposal.placements.filter(
      (p) => p.doctorId === doctor.carla && p.day >= day(5) && p.day <= day(7),
    );
    expect(onVacation).toEqual([]);
    expect(proposal.placements.find((p) => p.doctorId === doctor.ana)?.doctorName).toBe('Ana Souza');
    // The tagged line: nobody holds the tag; on Carla's vacation, that reason too.
    expect(proposal.unfilled).toHaveLength(monthDays);
    expect(proposal.unfilled[0]!.reasons).toEqual([
      { code: 'missingTag', count: 3, text: `3 médicos sem a etiqueta ${TAG}` },
    ]);
    const fifth = proposal.unfilled.find((u) => u.day === day(5))!;
    expect(fifth.reasons.map((r) => r.text)).toEqual([
      `3 médicos sem a etiqueta ${TAG}`,
      '1 médico de férias ou com exceção de trabalho',
    ]);
    expect(await filledSlots()).toEqual([]);
  });

  it('refuses a line that is not one of the company’s active lines, and a bad month', async () => {
    for (const lineIds of [['00000000-0000-4000-8000-000000000000'], [lines.foreign]]) {
      const res = await propose(manager, { lineIds });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields[0]).toMatchObject({
        path: 'lineIds',
        message: 'Linha da escala não encontrada: recarregue a escala',
      });
    }
    expect((await propose(manager, {}, '/api/on-call/months/2026-13')).statusCode).toBe(400);
    expect((await propose(manager, { lineIds: [`${lines.day}\u0000`] })).statusCode).toBe(400);
    expect((await propose(manager, { lineIds: 'todas' })).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, () => lines.day);
    const tooMany = await propose(manager, { lineIds: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields[0].message).toBe('No máximo 500 linhas por proposta');
  });

  it('is refused to profiles that do not place doctors', async () => {
    for (const client of [biller, doctorClient]) {
      expect((await propose(client)).statusCode).toBe(403);
      expect((await accept(client, { version: 0, placements: [] })).statusCode).toBe(403);
    }
  });
});

describe('accepting', () => {
  it('accepts a whole proposal in one go, leaving the month unpublished and without a breach', async () => {
    const proposal = (await propose(manager, { lineIds: [lines.day] })).json() as Proposal;
    const res = await accept(manager, { version: proposal.version, placements: placementsOf(proposal) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ placed: 2 * monthDays });
    const grid = await expectNoViolations();
    expect(grid.header).toMatchObject({ publishedAt: null, version: 0 });
    expect(await filledSlots([lines.day])).toHaveLength(2 * monthDays);
    // Nothing left open on that line: a new proposal has nothing to fill.
    const again = (await propose(manager, { lineIds: [lines.day] })).json() as Proposal;
    expect(again.scores).toMatchObject({ coverage: { filled: 0, total: 0 }, status: 'nothingToFill' });
  });

  it('accepts the chosen part only', async () => {
    const proposal = (await propose(scheduler, { lineIds: [lines.call] })).json() as Proposal;
    expect(proposal.scores.coverage).toEqual({ filled: 2 * monthDays, total: 2 * monthDays });
    const chosen = placementsOf(proposal).filter((p) => p.position === 0);
    const res = await accept(scheduler, { version: proposal.version, placements: chosen });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ placed: monthDays });
    const stored = await filledSlots([lines.call]);
    expect(stored.map((s) => s.position)).toEqual(Array(monthDays).fill(0));
    await expectNoViolations();
  });

  it('checks each place against the ones before it in the same request, writing nothing on a breach', async () => {
    const sameDoctor = [0, 1].map((position) => ({ lineId: lines.call, day: day(9), position, doctorId: doctor.ana }));
    await withActor(t.database.db, systemActor, (tx) =>
      tx
        .update(scheduleSlots)
        .set({ doctorId: null })
        .where(and(eq(scheduleSlots.lineId, lines.call), eq(scheduleSlots.day, day(9)))),
    );
    const before = await filledSlots();
    const res = await accept(scheduler, { version: 0, placements: sameDoctor });
    expect(res.statusCode, res.body).toBe(400);
    const place = `Hospital Sul — SOBREAVISO 420, 09/${month.slice(5)}`;
    expect(res.json().message).toMatch(new RegExp(`^A vaga ${place}, vaga 2 não pode mais ficar com Ana Souza: `));
    expect(res.json().message).toContain('Nada foi gravado');
    expect(res.json().params.violations[0].code).toBe('overlap');
    const untagged = await accept(scheduler, {
      version: 0,
      placements: [{ lineId: lines.tagged, day: day(9), position: 0, doctorId: doctor.bruno }],
    });
    expect(untagged.statusCode).toBe(400);
    const codes = untagged.json().params.violations.map((v: { code: string }) => v.code);
    expect(codes).toContain('missingTag');
    expect(await filledSlots()).toEqual(before);
  });

  it('refuses the whole request when a place was taken meanwhile, naming it, and writes nothing', async () => {
    const proposal = (await propose(scheduler, { lineIds: [lines.call] })).json() as Proposal;
    expect(proposal.placements.length).toBeGreaterThan(monthDays);
    const taken = proposal.placements.find((p) => p.day === day(12))!;
    const { doctorName: _name, ...cell } = taken;
    const put = await manager.put(`${URL}/slots`, { ...cell, version: 0 });
    expect(put.statusCode, put.body).toBe(200);
    const before = await filledSlots();
    const res = await accept(scheduler, { version: proposal.version, placements: placementsOf(proposal) });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('otherUser');
    const place = `Hospital Sul — SOBREAVISO 420, 12/${month.slice(5)}, vaga ${taken.position + 1}`;
    expect(res.json().message).toMatch(
      new RegExp(
        `^A vaga ${place} foi preenchida por Gestora Gina em \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d depois da proposta\\.`,
      ),
    );
    expect(await filledSlots()).toEqual(before);
  });

  it('lets one of two coordinators accepting the same places at once win', async () => {
    const proposal = (await propose(scheduler, { lineIds: [lines.call] })).json() as Proposal;
    const body = { version: proposal.version, placements: placementsOf(proposal) };
    expect(body.placements.length).toBeGreaterThan(0);
    const before = (await filledSlots()).length;
    const [a, b] = await Promise.all([accept(manager, body), accept(scheduler, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const loser = a.statusCode === 403 ? a : b;
    expect(loser.json().message).toContain(
      `foi preenchida por ${a.statusCode === 200 ? 'Gestora Gina' : 'Escalista Edu'}`,
    );
    expect((await filledSlots()).length).toBe(before + body.placements.length);
    await expectNoViolations();
  });

  it('refuses bad input, writing nothing', async () => {
    const before = await filledSlots();
    const place = { lineId: lines.night, day: day(20), position: 0, doctorId: doctor.ana };
    const cases: [Record<string, unknown>, string | null][] = [
      [{ version: 0, placements: [] }, 'placements'],
      [{ version: 0, placements: 'todas' }, 'placements'],
      [{ version: '0', placements: [place] }, 'version'],
      [{ version: 0, placements: [{ ...place, day: `${addDays(`${month}-01`, -1)}` }] }, 'placements.0.day'],
      [{ version: 0, placements: [{ ...place, day: `${day(20)}\u0000` }] }, null],
      [{ version: 0, placements: [{ ...place, position: 2 }] }, 'placements.0.position'],
      [{ version: 0, placements: [{ ...place, lineId: lines.foreign }] }, 'placements.0.lineId'],
      [
        { version: 0, placements: [{ ...place, doctorId: '00000000-0000-4000-8000-000000000000' }] },
        'placements.0.doctorId',
      ],
      [{ version: 0, placements: [place, place] }, 'placements.1.position'],
      [{ version: 0, placements: Array.from({ length: 10_001 }, () => place) }, 'placements'],
    ];
    for (const [body, path] of cases) {
      const res = await accept(scheduler, body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 120)} ${res.body.slice(0, 200)}`).toBe(400);
      if (path) expect(res.json().fields?.[0]?.path, JSON.stringify(body).slice(0, 120)).toBe(path);
    }
    expect(await filledSlots()).toEqual(before);
  }, 60_000);
});

describe('the month published and closed (platform.md §4)', () => {
  let extra: string;

  it('refuses a proposal accepted after the month moved on, writing nothing', async () => {
    extra = await newLine('Hospital Leste', 7 * 60, 19 * 60, 'SOBREAVISO');
    const proposal = (await propose(scheduler, { lineIds: [extra] })).json() as Proposal;
    // Three doctors, two on the other sobreaviso each day: one left (none on Carla's vacation).
    expect(proposal.placements).toHaveLength(monthDays - 3);
    const published = await scheduler.post(`${URL}/publish`, { version: proposal.version });
    expect(published.statusCode, published.body).toBe(200);
    const res = await accept(scheduler, { version: proposal.version, placements: placementsOf(proposal) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'A escala do mês mudou desde a proposta (foi publicada, fechada ou reaberta). Nada foi gravado: peça uma nova proposta.',
    );
    expect(await filledSlots([extra])).toEqual([]);
  });

  it('lets only the publisher propose and accept in a published month, which stays published', async () => {
    const other = await propose(manager, { lineIds: [extra] });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Escala publicada por Escalista Edu: só quem publicou pode alterá-la');
    const proposal = (await propose(scheduler, { lineIds: [extra] })).json() as Proposal;
    expect(proposal.version).toBe(1);
    const res = await accept(scheduler, { version: 1, placements: placementsOf(proposal) });
    expect(res.statusCode, res.body).toBe(200);
    const grid = await expectNoViolations();
    expect(grid.header).toMatchObject({ publishedByName: 'Escalista Edu', version: 1 });
  });

  it('refuses both in a closed month with the grid’s message', async () => {
    await withActor(t.database.db, systemActor, (tx) =>
      tx
        .update(scheduleMonths)
        .set({ closedAt: new Date(), closedByName: 'Gestora Gina' })
        .where(and(eq(scheduleMonths.companyId, companyId), eq(scheduleMonths.month, `${month}-01`))),
    );
    const closed = `O mês ${monthText} está fechado: a escala não pode ser alterada`;
    const res = await propose(scheduler);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(closed);
    const place = { lineId: lines.night, day: day(20), position: 0, doctorId: doctor.ana };
    expect((await accept(scheduler, { version: 1, placements: [place] })).json().message).toBe(closed);
  });
});

describe('past days (platform.md §5)', () => {
  it('never proposes nor accepts a place before today', async () => {
    const current = today.slice(0, 7);
    const url = `/api/on-call/months/${current}`;
    const res = await propose(manager, { lineIds: [lines.call] }, url);
    expect(res.statusCode, res.body).toBe(200);
    const proposal = res.json() as Proposal;
    const lastDay = addDays(`${month}-01`, -1);
    const days = Number(lastDay.slice(8)) - Number(today.slice(8)) + 1;
    expect(proposal.scores.coverage.total).toBe(2 * days);
    expect(proposal.placements.every((p) => p.day >= today)).toBe(true);
    expect(proposal.unfilled.every((u) => u.day >= today)).toBe(true);
    expect(
      (await accept(manager, { version: proposal.version, placements: placementsOf(proposal) }, url)).statusCode,
    ).toBe(200);
    const stored = await filledSlots([lines.call]);
    expect(stored.filter((s) => s.day < today)).toEqual([]);
    await expectNoViolations(manager, url);
    if (today > `${current}-01`) {
      const past = { lineId: lines.night, day: `${current}-01`, position: 0, doctorId: doctor.bruno };
      const refused = await accept(manager, { version: proposal.version, placements: [past] }, url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('é de um dia que já passou');
    }
    const before = addDays(`${current}-01`, -1).slice(0, 7);
    const gone = (await propose(manager, {}, `/api/on-call/months/${before}`)).json() as Proposal;
    expect(gone.scores).toMatchObject({ coverage: { filled: 0, total: 0 }, status: 'nothingToFill' });
  });

  it("shows another company nothing of this one's lines", async () => {
    const res = await propose(outsider, { lineIds: [lines.day] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].path).toBe('lineIds');
  });
});
