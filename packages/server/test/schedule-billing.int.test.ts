import { hospitals, patients, scheduleLines, systemActor, withActor, workplaces, events } from '@honora/db';
import { addDays } from '@honora/domain';
import { scheduleBillingErrors as e } from '@honora/contract/screen-texts/schedule-billing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from './billing-settings-world';
import { insertEvent } from './event-rows';
import type { TestApp, TestClient } from './helpers';
import { createOnCallWorld, day, month, monthUrl } from './on-call-world';

/**
 * The schedule × billing check (decision 050): the published presential slots against the live
 * anesthesia events at their workplace's hospital and time — shifts without production, events
 * with the wrong doctor or off the roster — on the coordinator's and the billing manager's routes.
 */
const SCHEDULE = '/api/schedule-billing';
const BILLING = '/api/billing/schedule-check';
/** The month after the world's: a slot there stays unpublished. */
const nextMonth = addDays(`${month}-28`, 7).slice(0, 7);
const period = `?from=${day(1)}&to=${nextMonth}-05`;
let t: TestApp;
let manager: TestClient;
let scheduler: TestClient;
let biller: TestClient;
let ana: TestClient;
let outsider: TestClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;
  let lines: Record<'day' | 'night' | 'call' | 'foreign', string>;
  let companyId: string;
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
  const db = t.database.db;
  const hospital = await withActor(db, systemActor, async (tx) => {
    const link = async (lineId: string, name: string) => {
      const [line] = await tx.select().from(scheduleLines).where(eq(scheduleLines.id, lineId));
      const [h] = await tx.insert(hospitals).values({ companyId, name }).returning();
      await tx.update(workplaces).set({ hospitalId: h!.id }).where(eq(workplaces.id, line!.workplaceId));
      return h!.id;
    };
    const [loose] = await tx.insert(hospitals).values({ companyId, name: 'Hospital Avulso' }).returning();
    const [patient] = await tx.insert(patients).values({ companyId, name: 'Paula Paciente' }).returning();
    ids.patient = patient!.id;
    return {
      central: await link(lines.day, 'Hospital Central'),
      norte: await link(lines.night, 'Hospital Norte'),
      sul: await link(lines.call, 'Hospital Sul'),
      loose: loose!.id,
    };
  });
  const place = async (url: string, lineId: string, on: string, doctorId: string) => {
    const res = await scheduler.put(`${url}/slots`, { lineId, day: on, position: 0, doctorId, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
  };
  // Day plantões at Central (07–19): Ana on the 3rd, Bruno on the 4th, Carla on the 5th; a sobreaviso at Sul.
  await place(monthUrl, lines.day, day(3), doctor.ana);
  await place(monthUrl, lines.day, day(4), doctor.bruno);
  await place(monthUrl, lines.day, day(5), doctor.carla);
  await place(monthUrl, lines.call, day(7), doctor.carla);
  // Ana in the next month, never published.
  await place(`/api/on-call/months/${nextMonth}`, lines.day, `${nextMonth}-02`, doctor.ana);
  const version = (await scheduler.get(monthUrl)).json().header.version;
  expect((await scheduler.post(`${monthUrl}/publish`, { version })).statusCode).toBe(200);

  const event = (guide: string, hospitalId: string, on: string, anesthetistId: string, over = {}) =>
    insertEvent(db, {
      companyId,
      numGuide: guide,
      hospitalId,
      dtProcedure: on,
      anesthesiaStart: '08:00',
      anesthesiaEnd: '10:00',
      anesthetistId,
      patientId: ids.patient,
      status: 'WaitSendGuia',
      ...over,
    });
  ids.matched = await event('G-ANA', hospital.central, day(3), doctor.ana);
  ids.wrong = await event('G-BRUNO', hospital.central, day(5), doctor.bruno, { status: 'Received' });
  ids.off = await event('G-FORA', hospital.central, day(6), doctor.ana, {
    anesthesiaStart: null,
    procedureStart: '10:00',
    procedureEnd: '11:00',
  });
  ids.loose = await event('G-AVULSO', hospital.loose, day(3), doctor.bruno);
  ids.onCall = await event('G-SOBREAVISO', hospital.sul, day(7), doctor.carla);
  ids.unpublished = await event('G-NAO-PUBLICADO', hospital.central, `${nextMonth}-02`, doctor.ana);
  ids.deleted = await event('G-APAGADO', hospital.central, day(4), doctor.bruno);
  ids.removed = await event('G-REMOVIDO', hospital.central, day(4), doctor.bruno, { active: false });
  await withActor(db, systemActor, (tx) =>
    tx.update(events).set({ deletedAt: new Date() }).where(eq(events.id, ids.deleted!)),
  );
});
afterAll(() => t.close());

const check = async (client: TestClient = manager, url = SCHEDULE) => {
  const res = await client.get(`${url}${period}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the check of the period', () => {
  it('counts the presential slots with production and the events by finding', async () => {
    const answer = await check();
    expect(answer.summary).toEqual({
      slots: 3,
      slotsWithProduction: 1,
      coveragePercent: 33.3,
      events: 5,
      eventsMatched: 1,
      eventsOnCall: 1,
      eventsWrongDoctor: 1,
      eventsOffRoster: 2,
      eventsUnchecked: 1,
    });
  });

  it('flags the slot with none and the slot with another doctor’s event, never a deleted or removed one', async () => {
    const answer = await check();
    expect(answer.slotsTotal).toBe(2);
    expect(answer.slotsWithoutProduction).toEqual([
      expect.objectContaining({
        day: day(4),
        month,
        doctorName: 'Bruno Lima',
        hospitalName: 'Hospital Central',
        others: [],
      }),
      expect.objectContaining({
        day: day(5),
        doctorName: 'Carla Dias',
        workplaceName: 'Hospital Central',
        shiftName: 'PLANTAO 420',
        others: [{ eventId: ids.wrong, numGuide: 'G-BRUNO', doctorNames: ['Bruno Lima'] }],
      }),
    ]);
  });

  it('flags the wrong doctor naming who was on the roster, and the events off it (unpublished month included)', async () => {
    const answer = await check();
    expect(answer.eventsTotal).toBe(3);
    expect(answer.eventsWithoutDoctor.map((x: { numGuide: string; kind: string }) => [x.numGuide, x.kind])).toEqual([
      ['G-BRUNO', 'wrongDoctor'],
      ['G-FORA', 'offRoster'],
      ['G-NAO-PUBLICADO', 'offRoster'],
    ]);
    const [wrong, off] = answer.eventsWithoutDoctor;
    expect(wrong).toMatchObject({
      eventId: ids.wrong,
      basis: 'anesthesia',
      hospitalName: 'Hospital Central',
      doctorNames: ['Bruno Lima'],
      scheduled: [{ doctorName: 'Carla Dias', workplaceName: 'Hospital Central', shiftName: 'PLANTAO 420' }],
      patientName: null,
    });
    expect(off).toMatchObject({ basis: 'procedure', scheduled: [] });
    expect(Date.parse(off.endsAt) - Date.parse(off.startsAt)).toBe(3_600_000);
  });

  it('gives the billing manager’s route the same check with the patient’s name', async () => {
    const coordinator = await check();
    const billing = await check(biller, BILLING);
    expect(billing.summary).toEqual(coordinator.summary);
    expect(billing.eventsWithoutDoctor[0].patientName).toBe('Paula Paciente');
    expect(JSON.stringify(coordinator)).not.toContain('Paula Paciente');
  });
});

describe('bad input', () => {
  it.each([
    ['?from=2026-03-01&to=2026-05-02', { to: 'O período tem no máximo 62 dias' }],
    ['?from=2026-03-10&to=2026-03-09', { to: e.toBeforeFrom }],
    ['?from=2026-02-30&to=2026-03-01', { from: e.day }],
    ['?from=2026-03&to=2026-03-31', { from: e.day }],
  ])('%s', async (query, errors) => {
    expect(fieldErrors(await manager.get(`${SCHEDULE}${query}`))).toEqual(errors);
    expect(fieldErrors(await biller.get(`${BILLING}${query}`))).toEqual(errors);
  });

  it('takes 62 days', async () => {
    expect((await manager.get(`${SCHEDULE}?from=2026-03-01&to=2026-05-01`)).statusCode).toBe(200);
  });
});

describe('who sees it', () => {
  it('the coordinator’s route: the schedule manager and the scheduler, never the doctor nor the biller', async () => {
    expect((await scheduler.get(`${SCHEDULE}${period}`)).statusCode).toBe(200);
    for (const client of [ana, biller]) expect((await client.get(`${SCHEDULE}${period}`)).statusCode).toBe(403);
  });

  it('the billing route: the biller, never the doctor nor the scheduler', async () => {
    for (const client of [ana, scheduler]) expect((await client.get(`${BILLING}${period}`)).statusCode).toBe(403);
  });

  it('shows another company only its own', async () => {
    const res = await outsider.get(`${SCHEDULE}${period}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.slots).toBe(0);
    expect(res.body).not.toMatch(/Hospital Central|Ana Souza|G-BRUNO/);
  });
});
