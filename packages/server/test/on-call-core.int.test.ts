import { changeLog, systemActor, withActor } from '@honora/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from './helpers';
import { createOnCallWorld, day, month, monthText, monthUrl } from './on-call-world';

/**
 * The roster's core and the doctors' own roster (platform.md §2 core; §4 a closed core month is
 * blocked, reopening is a manager's action with an observation; decision 043).
 */
let t: TestApp;
let manager: TestClient;
let scheduler: TestClient;
let biller: TestClient;
let doctorClient: TestClient;
let outsider: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;
let lines: Record<'day' | 'night' | 'call' | 'foreign', string>;
const year = month.slice(0, 4);
const CORE = `/api/on-call/core/${year}`;

beforeAll(async () => {
  ({ t, manager, scheduler, biller, doctorClient, outsider, doctor, lines } = await createOnCallWorld());
  for (const [n, who] of [
    [10, doctor.ana],
    [11, doctor.bruno],
  ] as const) {
    const res = await scheduler.put(`${monthUrl}/slots`, {
      lineId: lines.day,
      day: day(n),
      position: 0,
      doctorId: who,
      version: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

const versionOf = async () => (await manager.get(monthUrl)).json().header.version as number;
const coreMonth = async (client: TestClient = manager) =>
  (await client.get(CORE)).json().items.find((m: { month: string }) => m.month === month);

describe('the core of a year', () => {
  it('lists the twelve months with how full each is', async () => {
    const res = await manager.get(CORE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toHaveLength(12);
    expect(res.json().canManage).toBe(true);
    const days = new Date(Date.UTC(Number(year), Number(month.slice(5)), 0)).getUTCDate();
    // Three lines of two positions a day.
    expect(await coreMonth()).toMatchObject({ month, version: 0, closedAt: null, filled: 2, total: 6 * days });
  });

  it('lets the scheduler see but not manage, and refuses profiles without the module', async () => {
    expect((await scheduler.get(CORE)).json().canManage).toBe(false);
    expect((await biller.get(CORE)).statusCode).toBe(403);
    expect((await doctorClient.get(CORE)).statusCode).toBe(403);
    expect((await manager.get('/api/on-call/core/20x6')).statusCode).toBe(400);
    const foreign = (await outsider.get(CORE)).json().items.find((m: { month: string }) => m.month === month);
    expect(foreign).toMatchObject({ filled: 0 });
  });
});

describe('closing and reopening a month', () => {
  it('is a manager action', async () => {
    const res = await scheduler.post(`${monthUrl}/close`, { version: 0 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'core', action: 'manager' } });
  });

  it('refuses a stale version', async () => {
    const res = await manager.post(`${monthUrl}/close`, { version: 3 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('otherUser');
  });

  it('closes the month: blocked for everyone, the publisher included', async () => {
    const res = await manager.post(`${monthUrl}/close`, { version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ closedByName: 'Gestora Gina', canEdit: false, canPublish: false, version: 1 });
    const change = await scheduler.put(`${monthUrl}/slots`, {
      lineId: lines.day,
      day: day(12),
      position: 0,
      doctorId: doctor.carla,
      version: 0,
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(`O mês ${monthText} está fechado: a escala não pode ser alterada`);
    const again = await manager.post(`${monthUrl}/close`, { version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este mês já foi fechado por Gestora Gina');
  });

  it.each([
    [{ version: 1 }],
    [{ version: 1, observation: '  ' }],
    [{ version: 1, observation: 'ab' }],
    [{ version: 1, observation: 'x'.repeat(501) }],
    [{ version: 1, observation: 'erro\u0000' }],
    [{ version: 1, observation: 42 }],
  ])('refuses a reopening without a proper observation (%j)', async (body) => {
    const res = await manager.post(`${monthUrl}/reopen`, body);
    expect(res.statusCode).toBe(400);
    expect((await coreMonth()).closedAt).not.toBeNull();
  });

  it('reopens with the observation, kept on the month and in the change history', async () => {
    const version = await versionOf();
    const res = await manager.post(`${monthUrl}/reopen`, { version, observation: ' Troca de plantão do dia 12 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ closedAt: null, canEdit: true });
    expect(await coreMonth()).toMatchObject({
      closedAt: null,
      reopenedByName: 'Gestora Gina',
      reopenObservation: 'Troca de plantão do dia 12',
    });
    const history = await withActor(t.database.db, systemActor, (tx) =>
      tx
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.tableName, 'schedule_months'), eq(changeLog.operation, 'UPDATE'))),
    );
    expect(history.some((h) => h.changes.reopen_observation?.to === 'Troca de plantão do dia 12')).toBe(true);
    const notClosed = await manager.post(`${monthUrl}/reopen`, { version: version + 1, observation: 'de novo' });
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().message).toBe('Este mês não está fechado');
  });
});

describe("the doctor's own roster and calendar", () => {
  it('shows nothing before the month is published, then only her own slots', async () => {
    const url = `/api/on-call/mine?month=${month}`;
    expect((await doctorClient.get(url)).json().slots).toEqual([]);
    expect((await scheduler.post(`${monthUrl}/publish`, { version: await versionOf() })).statusCode).toBe(200);
    const mine = (await doctorClient.get(url)).json();
    expect(mine.slots).toHaveLength(1);
    expect(mine.slots[0]).toMatchObject({ day: day(10), workplaceName: 'Hospital Central', slotCategory: 'PLANTAO' });
    expect((await doctorClient.get('/api/on-call/mine?month=2026-1')).statusCode).toBe(400);
  });

  it('serves a private iCalendar feed; a new link retires the old one', async () => {
    expect((await doctorClient.get('/api/on-call/calendar-link')).json()).toEqual({ url: null });
    const first = (await doctorClient.post('/api/on-call/calendar-link', {})).json().url as string;
    expect(first).toMatch(/\/api\/on-call\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await doctorClient.get('/api/on-call/calendar-link')).json()).toEqual({ url: first });
    const path = new URL(first).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(feed.body).toContain('SUMMARY:Plantão — Hospital Central');
    expect(feed.body).toContain(`DTSTART:${day(10).replace(/-/g, '')}T100000Z`);

    const second = (await doctorClient.post('/api/on-call/calendar-link', {})).json().url as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/on-call/calendar/nada.ics' })).statusCode).toBe(400);
  });
});

describe('the day at the front desk', () => {
  it("lists each workplace's places of the day, open ones included, and the night still running", async () => {
    const version = (await scheduler.get(monthUrl)).json().header.version;
    expect(version).toBeGreaterThan(0);
    const night = await scheduler.put(`${monthUrl}/slots`, {
      lineId: lines.night,
      day: day(10),
      position: 1,
      doctorId: doctor.carla,
      version: 0,
    });
    expect(night.statusCode, night.body).toBe(200);
    const res = await manager.get(`/api/on-call/days/${day(11)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.published).toBe(true);
    expect(body.workplaces.map((w: { workplaceName: string }) => w.workplaceName)).toEqual([
      'Hospital Central',
      'Hospital Norte',
      'Hospital Sul',
    ]);
    const central = body.workplaces[0].places;
    expect(central.map((p: { doctorName: string | null }) => p.doctorName)).toEqual(['Bruno Lima', null]);
    const norte = body.workplaces[1].places;
    expect(norte[0]).toMatchObject({ day: day(10), doctorName: 'Carla Dias', endsAt: `${day(11)}T10:00:00.000Z` });
    expect(norte.slice(1).map((p: { doctorId: string | null }) => p.doctorId)).toEqual([null, null]);
    expect(norte[1]).toMatchObject({ day: day(11), startsAt: `${day(11)}T22:00:00.000Z` });
  });

  it('is refused without the module and to a bad day', async () => {
    expect((await biller.get(`/api/on-call/days/${day(11)}`)).statusCode).toBe(403);
    expect((await manager.get(`/api/on-call/days/${month}-32`)).statusCode).toBe(400);
    const foreign = (await outsider.get(`/api/on-call/days/${day(11)}`)).json();
    expect(foreign.workplaces.map((w: { workplaceName: string }) => w.workplaceName)).toEqual(['Hospital Alheio']);
  });
});
