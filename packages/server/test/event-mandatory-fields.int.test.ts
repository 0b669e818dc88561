import { messages, fmt } from '@honora/contract';
import { eventProcedures, events, mandatoryFields, systemActor, withActor } from '@honora/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEventsWorld, eventBody, TABLE_CODES, TODAY, type EventsWorld } from './events-world';

/** The company's mandatory fields per event type are enforced on save and on check (billing.md §2 mandatoryFields). */
const e = messages.screens.billingSettings.mandatoryFields.errors;
const labels = messages.screens.billingSettings.eventFields;

let w: EventsWorld;
beforeAll(async () => {
  w = await createEventsWorld();
});
afterAll(() => w.t.close());

async function setMandatory(companyId: string, eventType: string, fields: string[]) {
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx
      .insert(mandatoryFields)
      .values({ companyId, eventType, fields })
      .onConflictDoUpdate({ target: [mandatoryFields.companyId, mandatoryFields.eventType], set: { fields } }),
  );
}

const eventCount = async () => (await w.t.database.db.select({ n: count() }).from(events))[0]!.n;

beforeEach(async () => {
  await setMandatory(w.matrizId, 'Honorario', ['patientId', 'hospitalId', 'password']);
  await setMandatory(w.matrizId, 'SPSADT', []);
});

describe('mandatory fields on save', () => {
  it('refuses an event that leaves them empty, naming each field, and writes nothing', async () => {
    const before = await eventCount();
    const res = await w.biller.post('/api/events', eventBody(w, { patientId: null, guideData: { password: '  ' } }));
    expect(res.statusCode, res.body).toBe(400);
    const fields = res.json().fields as { path: string; message: string }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'patientId', message: fmt(e.missing, { field: labels.patientId, type: 'Honorário' }) },
        { path: 'hospitalId', message: fmt(e.missing, { field: labels.hospitalId, type: 'Honorário' }) },
        { path: 'guideData.password', message: fmt(e.missing, { field: labels.password, type: 'Honorário' }) },
      ]),
    );
    // Only mandatory fields are missing: the message names them (not the guide limits' title).
    expect(res.json().message).toBe(fields.map((f) => f.message).join('; '));
    expect(await eventCount()).toBe(before);
  });

  it('saves when they are filled, and another type keeps its own (empty) list', async () => {
    const hospital = await w.biller.post('/api/hospitals', { companyId: w.matrizId, name: 'Hospital Obrigatório' });
    expect(hospital.statusCode, hospital.body).toBeLessThan(300);
    const filled = await w.biller.post(
      '/api/events',
      eventBody(w, { hospitalId: hospital.json().id, guideData: { password: '1234' } }),
    );
    expect(filled.statusCode, filled.body).toBe(200);
    const other = await w.biller.post('/api/events', eventBody(w, { type: 'SPSADT', patientId: null }));
    expect(other.statusCode, other.body).toBe(200);
  });

  it('an update that empties a mandatory field is refused and the event keeps its version', async () => {
    await setMandatory(w.matrizId, 'Honorario', ['patientId']);
    const created = await w.biller.post('/api/events', eventBody(w));
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = created.json() as { id: string; version: number };
    const { companyId: _companyId, ...body } = eventBody(w, { patientId: null });
    const res = await w.biller.put(`/api/events/${id}`, { ...body, version });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual([
      { path: 'patientId', message: fmt(e.missing, { field: labels.patientId, type: 'Honorário' }) },
    ]);
    const [row] = await w.t.database.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ version, patientId: w.patientId });
  });
});

describe('mandatory fields on check', () => {
  /** An event saved before a field became mandatory (written straight to the database). */
  async function legacyEvent(): Promise<string> {
    return withActor(w.t.database.db, systemActor, async (tx) => {
      const [row] = await tx
        .insert(events)
        .values({ companyId: w.matrizId, type: 'Honorario', dtProcedure: TODAY, healthInsuranceId: w.insurers.valued })
        .returning({ id: events.id });
      await tx.insert(eventProcedures).values({
        eventId: row!.id,
        companyId: w.matrizId,
        order: 1,
        idProc: TABLE_CODES[0]!,
        name: 'Procedimento',
        type: 'KCBHPM',
        tableCode: '22',
        value: '100.00',
      });
      return row!.id;
    });
  }

  it('check refuses an event missing them (single and bulk) and leaves it awaiting check', async () => {
    await setMandatory(w.matrizId, 'Honorario', ['patientId', 'password']);
    const id = await legacyEvent();
    const [before] = await w.t.database.db.select().from(events).where(eq(events.id, id));
    const single = await w.biller.post(`/api/events/${id}/actions`, { action: 'check', version: before!.version });
    expect(single.statusCode, single.body).toBe(400);
    expect(single.json().fields).toEqual([
      { path: 'patientId', message: fmt(e.missing, { field: labels.patientId, type: 'Honorário' }) },
      { path: 'guideData.password', message: fmt(e.missing, { field: labels.password, type: 'Honorário' }) },
    ]);
    const bulk = await w.biller.post('/api/events/bulk-actions', { action: 'check', eventIds: [id] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().results[0]).toMatchObject({
      eventId: id,
      result: 'invalidState',
      message: `${fmt(e.missing, { field: labels.patientId, type: 'Honorário' })}; ${fmt(e.missing, { field: labels.password, type: 'Honorário' })}`,
    });
    const [after] = await w.t.database.db.select().from(events).where(eq(events.id, id));
    expect(after).toMatchObject({ status: 'AwaitingCheck', version: before!.version });
  });

  it('check passes once the company no longer asks for them', async () => {
    await setMandatory(w.matrizId, 'Honorario', []);
    const id = await legacyEvent();
    const [row] = await w.t.database.db.select().from(events).where(eq(events.id, id));
    const res = await w.biller.post(`/api/events/${id}/actions`, { action: 'check', version: row!.version });
    expect(res.statusCode, res.body).toBe(200);
  });
});
