import { scheduleMonths, scheduleSettings, scheduleSlots, systemActor, withActor } from '@honora/db';
import { addDays } from '@honora/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from './helpers';
import { createOnCallWorld, day, month, monthText, monthUrl as URL, today } from './on-call-world';

/**
 * The on-call month (platform.md §2 onCallSchedule; §4 published per month, only the publisher
 * edits, a closed month is blocked; §5 cannot schedule in the past; decision 043).
 */
let t: TestApp;
let companyId: string;
let manager: TestClient;
let scheduler: TestClient;
let biller: TestClient;
let doctorClient: TestClient;
let outsider: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;
let dayLine: string;
let nightLine: string;
let callLine: string;
let foreignLine: string;

beforeAll(async () => {
  const world = await createOnCallWorld();
  ({ t, companyId, manager, scheduler, biller, doctorClient, outsider, doctor } = world);
  ({ day: dayLine, night: nightLine, call: callLine, foreign: foreignLine } = world.lines);
});
afterAll(() => t.close());

async function slotsOf(lineId: string) {
  return withActor(t.database.db, systemActor, (tx) =>
    tx.select().from(scheduleSlots).where(eq(scheduleSlots.lineId, lineId)),
  );
}

const put = (client: TestClient, body: Record<string, unknown>) =>
  client.put(`${URL}/slots`, { lineId: dayLine, day: day(10), position: 0, doctorId: null, version: 0, ...body });

describe('the month grid', () => {
  it('answers the lines, the doctors (residents marked) and an empty draft', async () => {
    const res = await manager.get(URL);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.header).toMatchObject({ month, version: 0, publishedAt: null, canEdit: true, canPublish: true });
    expect(body.lines.map((l: { workplaceName: string }) => l.workplaceName)).toEqual([
      'Hospital Central',
      'Hospital Norte',
      'Hospital Sul',
    ]);
    expect(body.lines[1]).toMatchObject({ start: '19:00', end: '07:00', positions: 2, slotCategory: 'PLANTAO' });
    const names = body.doctors.map((d: { name: string; isResident: boolean }) => `${d.name}:${d.isResident}`);
    expect(names).toEqual(['Ana Souza:false', 'Bruno Lima:false', 'Carla Dias:false', 'Rita Residente:true']);
    expect(body.slots).toEqual([]);
    expect(body.violations).toEqual([]);
  });

  it('is refused to profiles without the module, and to a bad month', async () => {
    expect((await biller.get(URL)).statusCode).toBe(403);
    expect((await doctorClient.get(URL)).statusCode).toBe(403);
    const bad = await manager.get('/api/on-call/months/2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].message).toBe('Mês inválido: use AAAA-MM');
  });

  it("shows another company nothing of this one's roster", async () => {
    const res = await outsider.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json().lines.map((l: { workplaceName: string }) => l.workplaceName)).toEqual(['Hospital Alheio']);
    const foreign = await outsider.put(`${URL}/slots`, {
      lineId: dayLine,
      day: day(10),
      position: 0,
      doctorId: null,
      version: 0,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields[0].path).toBe('lineId');
  });
});

describe('placing doctors', () => {
  it('places a doctor, with the shift laid on São Paulo time', async () => {
    const res = await put(manager, { doctorId: doctor.ana });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slot).toMatchObject({ day: day(10), position: 0, doctorId: doctor.ana, version: 1 });
    expect(res.json().slot.startsAt).toBe(new Date(`${day(10)}T10:00:00.000Z`).toISOString());
    expect(res.json().slot.endsAt).toBe(new Date(`${day(10)}T22:00:00.000Z`).toISOString());
    expect(res.json().slot.changedByName).toBe('Gestora Gina');
  });

  it('refuses the same doctor twice at once (no simultaneous anesthesias), writing nothing', async () => {
    const res = await put(manager, { position: 1, doctorId: doctor.ana });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      `Ana Souza já está em Hospital Central — PLANTAO 420 de ${day(10).slice(8)}/${day(10).slice(5, 7)} no mesmo horário (sem anestesias simultâneas: CFM 2.174/2017)`,
    );
    expect(res.json().params.violations[0]).toMatchObject({ code: 'overlap', doctorId: doctor.ana });
    expect((await slotsOf(dayLine)).length).toBe(1);
  });

  it('lets a sobreaviso overlap a plantão, and a night start when the day ends', async () => {
    expect((await put(manager, { lineId: callLine, doctorId: doctor.ana })).statusCode).toBe(200);
    expect((await put(manager, { lineId: nightLine, doctorId: doctor.ana })).statusCode).toBe(200);
  });

  it('refuses too little rest once the company asks for it (scheduleConfig)', async () => {
    await withActor(t.database.db, systemActor, (tx) =>
      tx.insert(scheduleSettings).values({ companyId, minRestMinutes: 13 * 60 }),
    );
    const res = await put(manager, { lineId: nightLine, day: day(11), doctorId: doctor.ana });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().params.violations.map((v: { code: string }) => v.code)).toContain('rest');
    expect(res.json().message).toContain('(mínimo da empresa: 780 min)');
    await withActor(t.database.db, systemActor, (tx) =>
      tx.delete(scheduleSettings).where(eq(scheduleSettings.companyId, companyId)),
    );
  });

  it('keeps a resident only with a supervisor at the same workplace and time', async () => {
    const alone = await put(manager, { lineId: callLine, position: 1, doctorId: doctor.rita });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().params.violations[0].code).toBe('residentAlone');
    expect((await put(manager, { day: day(12), doctorId: doctor.bruno })).statusCode).toBe(200);
    expect((await put(manager, { day: day(12), position: 1, doctorId: doctor.rita })).statusCode).toBe(200);
    // Clearing the supervisor would leave her alone: refused too.
    const clear = await put(manager, { day: day(12), doctorId: null, version: 1 });
    expect(clear.statusCode).toBe(400);
    expect(clear.json().params.violations[0].code).toBe('residentAlone');
  });

  it('tells who changed a cell since it was seen, and changes nothing', async () => {
    const res = await put(scheduler, { doctorId: doctor.carla, version: 0 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'otherUser' });
    expect(res.json().message).toMatch(/^Esta vaga foi alterada por Gestora Gina em \d\d\/\d\d\/\d{4} \d\d:\d\d\./);
    const [slot] = (await slotsOf(dayLine)).filter((s) => s.day === day(10));
    expect(slot).toMatchObject({ doctorId: doctor.ana, version: 1 });
  });

  it('clears a cell, keeping its row (and history) with a new version', async () => {
    const res = await put(scheduler, { lineId: callLine, doctorId: null, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slot).toMatchObject({ doctorId: null, version: 2, changedByName: 'Escalista Edu' });
  });

  it.each([
    [{ day: `${month}-00` }, 'day'],
    [{ day: `${month}-32` }, 'day'],
    [{ day: `${addDays(`${month}-01`, -1)}` }, 'day'],
    [{ position: 2 }, 'position'],
    [{ position: 20 }, 'position'],
    [{ position: 1.5 }, 'position'],
    [{ lineId: foreignLine }, 'lineId'],
    [{ lineId: '00000000-0000-4000-8000-000000000000' }, 'lineId'],
    [{ doctorId: '00000000-0000-4000-8000-000000000000' }, 'doctorId'],
    [{ doctorId: 'ana' }, 'doctorId'],
    [{ version: -1 }, 'version'],
    [{ version: 1e300 }, 'version'],
    [{ version: '0' }, 'version'],
    [{ day: `${day(1)}\u0000` }, 'day'],
  ])('refuses %j on %s, writing nothing', async (body, field) => {
    const before = await slotsOf(dayLine);
    const res = await put(manager, { day: day(20), ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields?.[0]?.path ?? field).toBe(field);
    expect(await slotsOf(dayLine)).toEqual(before);
  });

  it('refuses a day in the past with the spec message', async () => {
    const past = `${today.slice(0, 7)}-01` < today ? `${today.slice(0, 7)}-01` : addDays(today, -1);
    const res = await manager.put(`/api/on-call/months/${past.slice(0, 7)}/slots`, {
      lineId: dayLine,
      day: past,
      position: 0,
      doctorId: doctor.bruno,
      version: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].message).toBe('Não é possível escalar em datas passadas');
  });

  it('refuses a non-scheduler', async () => {
    expect(
      (await biller.put(`${URL}/slots`, { lineId: dayLine, day: day(21), position: 0, doctorId: null, version: 0 }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await doctorClient.put(`${URL}/slots`, {
          lineId: dayLine,
          day: day(21),
          position: 0,
          doctorId: doctor.ana,
          version: 0,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('two coordinators on one cell at once', () => {
  it('lets one win and tells the other who did', async () => {
    const body = { lineId: dayLine, day: day(15), position: 0, version: 0 };
    const [a, b] = await Promise.all([
      manager.put(`${URL}/slots`, { ...body, doctorId: doctor.bruno }),
      scheduler.put(`${URL}/slots`, { ...body, doctorId: doctor.carla }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 403]);
    const loser = a.statusCode === 403 ? a : b;
    const winnerName = a.statusCode === 200 ? 'Gestora Gina' : 'Escalista Edu';
    expect(loser.json().message).toContain(`alterada por ${winnerName}`);
    expect((await slotsOf(dayLine)).filter((s) => s.day === day(15))).toHaveLength(1);
  });
});

describe('the database refuses a double booking by itself', () => {
  it('rejects an overlapping exclusive slot of a doctor written around the service', async () => {
    const [existing] = (await slotsOf(dayLine)).filter((s) => s.day === day(10));
    const write = withActor(t.database.db, systemActor, (tx) =>
      tx.insert(scheduleSlots).values({ ...existing!, id: undefined, position: 1, version: 1 }),
    );
    await expect(write).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
  });
});

describe('publishing and closing (platform.md §4)', () => {
  it('publishes, tells the doctors, and then only the publisher edits', async () => {
    const { header, violations } = (await scheduler.get(URL)).json();
    expect(violations).toEqual([]);
    const res = await scheduler.post(`${URL}/publish`, { version: header.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      publishedByName: 'Escalista Edu',
      canEdit: true,
      canPublish: false,
      version: 1,
    });

    const mail = t.sent.filter((m) => m.channel === 'email' && m.subject?.startsWith('Escala de plantão'));
    const to = mail.map((m) => m.to);
    expect(new Set(to).size).toBe(to.length);
    expect(to).toEqual(expect.arrayContaining(['ana@plantao.dev', 'bruno@plantao.dev', 'rita@plantao.dev']));
    for (const address of to) expect(address).toMatch(/^(ana|bruno|carla|rita)@plantao\.dev$/);
    expect(mail[0]!.subject).toBe(`Escala de plantão de ${monthText} publicada`);

    const byManager = await put(manager, { day: day(22), doctorId: doctor.carla });
    expect(byManager.statusCode).toBe(409);
    expect(byManager.json().message).toBe('Escala publicada por Escalista Edu: só quem publicou pode alterá-la');
    expect((await manager.get(URL)).json().header.canEdit).toBe(false);
    expect((await put(scheduler, { day: day(22), doctorId: doctor.carla })).statusCode).toBe(200);

    const again = await scheduler.post(`${URL}/publish`, { version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta escala já foi publicada por Escalista Edu');
  });

  it('blocks every change in a closed month', async () => {
    await withActor(t.database.db, systemActor, (tx) =>
      tx
        .update(scheduleMonths)
        .set({ closedAt: new Date(), closedByName: 'Gestora Gina' })
        .where(and(eq(scheduleMonths.companyId, companyId), eq(scheduleMonths.month, `${month}-01`))),
    );
    const res = await put(scheduler, { day: day(23), doctorId: doctor.carla });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`O mês ${monthText} está fechado: a escala não pode ser alterada`);
    expect((await scheduler.get(URL)).json().header).toMatchObject({ canEdit: false, canPublish: false });
  });
});
