import { messages } from '@honora/contract';
import { companyWebConfigs, events, negotiations, systemActor, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsWorld, eventBody, TABLE_CODES, type EventsWorld } from './events-world';
import { signedIn } from './negotiations-world';

/**
 * Re-pricing (decision 018 "Pricing"): saved events keep their values when the negotiation
 * changes; the preview shows old and new totals writing nothing; applying writes the new
 * price at the previewed version, one result per event.
 */
const e = messages.screens.events.errors;

let w: EventsWorld;
let eventId: string;
beforeAll(async () => {
  w = await createEventsWorld();
  const created = await w.biller.post('/api/events', eventBody(w));
  expect(created.statusCode, created.body).toBe(200);
  eventId = created.json().id;
  // The insurer's negotiation now prices the event's procedure at a fixed value.
  await withActor(w.t.database.db, systemActor, async (tx) => {
    const [negotiation] = await tx
      .select()
      .from(negotiations)
      .where(eq(negotiations.healthInsurerId, w.insurers.valued));
    const terms = {
      ...(negotiation!.terms as Record<string, unknown>),
      overridesProcedures: [{ code: TABLE_CODES[0], kind: 'VALUE', value: '1234.56' }],
    };
    await tx.update(negotiations).set({ terms }).where(eq(negotiations.id, negotiation!.id));
  });
}, 180_000);
afterAll(() => w.t.close());

const stored = async (id: string) => (await w.t.database.db.select().from(events).where(eq(events.id, id)))[0]!;

describe('re-pricing events', () => {
  it('keeps the saved values until asked; the preview shows the difference and writes nothing', async () => {
    const before = await stored(eventId);
    const res = await w.biller.post('/api/events/reprice/preview', { eventIds: [eventId] });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().items;
    expect(item).toMatchObject({
      eventId,
      result: 'success',
      version: before.version,
      totalBefore: before.totalProcedures,
    });
    expect(item.totalAfter).not.toBe(before.totalProcedures);
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(cents(item.totalDifference)).toBe(cents(item.totalAfter) - cents(item.totalBefore));
    expect(await stored(eventId)).toEqual(before);
  });

  it('applies at the previewed version: the new total is stored and the version moves on', async () => {
    const before = await stored(eventId);
    const preview = (await w.biller.post('/api/events/reprice/preview', { eventIds: [eventId] })).json().items[0];
    const res = await w.biller.post('/api/events/reprice', { events: [{ id: eventId, version: before.version }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0]).toMatchObject({ eventId, result: 'success' });
    const after = await stored(eventId);
    expect(after.totalProcedures).toBe(preview.totalAfter);
    expect(after.version).toBe(before.version + 1);
  });

  it('refuses a version that is no longer current and changes nothing', async () => {
    const before = await stored(eventId);
    const res = await w.biller.post('/api/events/reprice', { events: [{ id: eventId, version: before.version - 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      eventId,
      result: 'invalidState',
      message: e.repriceChanged,
      messageKey: 'screens.events.errors.repriceChanged',
    });
    expect(await stored(eventId)).toEqual(before);
  });

  it('refuses a finished event in the preview with its reason and no new total', async () => {
    const created = await w.biller.post('/api/events', eventBody(w));
    const id = created.json().id as string;
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(events).set({ status: 'Finished', isLocked: true }).where(eq(events.id, id)),
    );
    const [item] = (await w.biller.post('/api/events/reprice/preview', { eventIds: [id] })).json().items;
    expect(item.result).not.toBe('success');
    expect(item.message).toEqual(expect.any(String));
    expect(item.totalAfter).toBeNull();
  });

  it('needs billing access and answers bad input in pt-BR', async () => {
    const denied = await w.resident.post('/api/events/reprice', { events: [{ id: eventId, version: 1 }] });
    expect(denied.statusCode).toBe(403);
    const empty = await w.biller.post('/api/events/reprice', { events: [] });
    expect(empty.statusCode).toBe(400);
    const badId = await w.biller.post('/api/events/reprice/preview', { eventIds: ['nope'] });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields[0].message).toBe(messages.validation.invalidId);
  });

  it('answers a user who may not see values without any amount (billing.md §6 readValues)', async () => {
    // A scheduler profile given events and billing write, and not readValues, in the matriz.
    await withActor(w.t.database.db, systemActor, async (tx) => {
      const [config] = await tx.select().from(companyWebConfigs).where(eq(companyWebConfigs.companyId, w.matrizId));
      const current = config!.permissions!;
      const granted = (module: 'events' | 'billing', action: 'read' | 'write' | 'list') => [
        ...(current[module]?.[action] ?? []),
        'd' as const,
      ];
      const permissions = {
        ...current,
        events: {
          ...current.events,
          read: granted('events', 'read'),
          write: granted('events', 'write'),
          list: granted('events', 'list'),
        },
        billing: { ...current.billing, write: granted('billing', 'write') },
      };
      await tx.update(companyWebConfigs).set({ permissions }).where(eq(companyWebConfigs.companyId, w.matrizId));
    });
    const noValues = await signedIn(w.t, 'agenda@reprecificar.dev', w.matrizId, 'd');
    const id = (await w.biller.post('/api/events', eventBody(w))).json().id as string;
    const res = await noValues.post('/api/events/reprice/preview', { eventIds: [id] });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().items;
    expect(item).toMatchObject({ eventId: id, result: 'success', version: expect.any(Number) });
    expect(item).not.toHaveProperty('totalBefore');
    expect(item).not.toHaveProperty('totalAfter');
    expect(item).not.toHaveProperty('totalDifference');
    // Nothing else in the answer carries an amount either (the biller sees the event's total).
    const seenByBiller = (await w.biller.post('/api/events/reprice/preview', { eventIds: [id] })).json().items[0];
    expect(res.body).not.toContain(seenByBiller.totalBefore);
  });
});
