import { fmt, guideDataSchema, messages } from '@honora/contract';
import {
  eventObservations,
  eventProcedures,
  events,
  eventsChanged,
  healthInsurers,
  systemActor,
  withActor,
} from '@honora/db';
import { currentTestEngine } from '@honora/db/testing';
import { asc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsWorld, eventBody, TABLE_CODES, TODAY, type EventsWorld } from './events-world';
import type { TestClient } from './helpers';

const e = messages.screens.events.errors;
const m = messages.screens.events.validation;

let w: EventsWorld;
beforeAll(async () => {
  w = await createEventsWorld();
});
afterAll(() => w.t.close());

type EventInsert = typeof events.$inferInsert;
let guideSeq = 1000;

/** An event written straight to the database (a procedure row unless `procedures: 0`). */
async function insertEvent(over: Partial<EventInsert> = {}, procedures = 1): Promise<string> {
  const guideData = guideDataSchema.parse(over.guideData ?? {}) as Record<string, unknown>;
  return withActor(w.t.database.db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        companyId: w.matrizId,
        type: 'Honorario',
        dtProcedure: TODAY,
        healthInsuranceId: w.insurers.valued,
        patientId: w.patientId,
        numGuide: String(guideSeq++),
        ...over,
        guideData,
      })
      .returning({ id: events.id, companyId: events.companyId });
    for (let i = 0; i < procedures; i++) {
      await tx.insert(eventProcedures).values({
        eventId: row!.id,
        companyId: row!.companyId,
        order: i + 1,
        idProc: TABLE_CODES[i % TABLE_CODES.length]!,
        name: 'Procedimento',
        type: 'KCBHPM',
        tableCode: '22',
        value: '100.00',
      });
    }
    return row!.id;
  });
}

async function row(id: string) {
  const [found] = await w.t.database.db.select().from(events).where(eq(events.id, id));
  return found!;
}

const observationsOf = (id: string) =>
  w.t.database.db
    .select({ type: eventObservations.type, text: eventObservations.text, userName: eventObservations.userName })
    .from(eventObservations)
    .where(eq(eventObservations.eventId, id))
    .orderBy(asc(eventObservations.createdAt));

type Body = { action: string; observation?: string; customStatus?: string; version?: number };

async function act(client: TestClient, id: string, body: Body): Promise<LightMyRequestResponse> {
  const version = body.version ?? (await row(id)).version;
  return client.post(`/api/events/${id}/actions`, { ...body, version });
}

/** Runs the action and expects it to succeed; answers the event view. */
async function ok(client: TestClient, id: string, body: Body) {
  const res = await act(client, id, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; status: Record<string, unknown>; actions: Record<string, boolean> };
}

/** Runs the action, expects the refusal, and checks the event did not change. */
async function refused(client: TestClient, id: string, body: Body, status: number, message: string) {
  const before = await row(id);
  const res = await act(client, id, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  expect(await row(id)).toEqual(before);
  return res;
}

describe('transitions through the API (billing.md §4)', () => {
  it('an event registered through the API is checked, then its guide sent', async () => {
    const created = await w.biller.post('/api/events', eventBody(w, { healthInsuranceId: w.insurers.sendsGuides }));
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json() as { id: string; version: number; actions: Record<string, boolean> };
    expect(event.actions).toMatchObject({ check: true, sendGuia: true, remove: false, revertToAwaitCheck: false });
    const checked = await ok(w.biller, event.id, { action: 'check', version: event.version });
    expect(checked.status).toMatchObject({ status: 'WaitSendGuia' });
    expect(checked.actions).toMatchObject({ check: false, sendGuia: true, recourseSend: true });
    const sent = await ok(w.biller, event.id, { action: 'sendGuia' });
    expect(sent.status).toMatchObject({ status: 'WaitPayment', guiaSent: true });
  });

  it('check: AwaitingCheck → WaitPayment, or WaitSendGuia for an insurer that sends guides; bumps the version', async () => {
    const id = await insertEvent();
    const before = await row(id);
    const view = await ok(w.biller, id, { action: 'check' });
    expect(view.id).toBe(id);
    expect(view.status).toMatchObject({ status: 'WaitPayment' });
    expect((await row(id)).version).toBe(before.version + 1);

    const sends = await insertEvent({ healthInsuranceId: w.insurers.sendsGuides });
    expect((await ok(w.biller, sends, { action: 'check' })).status).toMatchObject({ status: 'WaitSendGuia' });
    // From WaitRecourse a check goes to WaitPayment even when the insurer sends guides.
    const recourse = await insertEvent({ healthInsuranceId: w.insurers.sendsGuides, status: 'WaitRecourse' });
    expect((await ok(w.biller, recourse, { action: 'check' })).status).toMatchObject({ status: 'WaitPayment' });
  });

  it('check refuses other statuses with the spec message, an event without procedures, and missing guide data', async () => {
    for (const status of ['WaitPayment', 'Filled', 'WaitSendGuia']) {
      await refused(w.biller, await insertEvent({ status }), { action: 'check' }, 409, e.statusInvalidCheck);
    }
    const empty = await insertEvent({}, 0);
    const res = await refused(w.biller, empty, { action: 'check' }, 400, m.atLeastOneProcedure);
    expect(res.json().fields).toEqual([
      {
        path: 'procedures',
        message: m.atLeastOneProcedure,
        messageKey: 'screens.events.validation.atLeastOneProcedure',
      },
    ]);

    const [limited] = await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .insert(healthInsurers)
        .values({
          companyId: w.matrizId,
          name: 'Convênio com Limites',
          isNotValued: true,
          configs: { guideLimits: { Honorario: { password: { enabled: true, min: 4, max: 6 } } } },
        })
        .returning({ id: healthInsurers.id }),
    );
    const noPassword = await insertEvent({ healthInsuranceId: limited!.id, guideData: { numberWallet: '12' } });
    const guide = await refused(
      w.biller,
      noPassword,
      { action: 'check' },
      400,
      `${e.guideErrorTitle}: ${e.guideError}`,
    );
    expect(guide.json().fields).toEqual([
      {
        path: 'guideData.password',
        message: fmt(e.guideLimit, { min: 4, max: 6 }),
        messageKey: 'screens.events.errors.guideLimit',
        params: { min: 4, max: 6 },
      },
    ]);
    const withPassword = await insertEvent({ healthInsuranceId: limited!.id, guideData: { password: '1234' } });
    await ok(w.biller, withPassword, { action: 'check' });
  });

  it('sendGuia: to WaitPayment with guiaSent and the observation kept on the event', async () => {
    const id = await insertEvent({ status: 'WaitSendGuia', healthInsuranceId: w.insurers.sendsGuides });
    const view = await ok(w.biller, id, { action: 'sendGuia', observation: 'Entregue no protocolo 77' });
    expect(view.status).toMatchObject({ status: 'WaitPayment', guiaSent: true });
    expect((await row(id)).observationGuideSent).toBe('Entregue no protocolo 77');
    expect(await observationsOf(id)).toEqual([
      { type: 'GuideSent', text: 'Entregue no protocolo 77', userName: 'faturista@eventos.dev' },
    ]);
    await refused(w.biller, id, { action: 'sendGuia' }, 409, e.statusInvalidSendGuia);
  });

  it('appeal identified and sent', async () => {
    const id = await insertEvent({ status: 'WaitPayment' });
    expect((await ok(w.biller, id, { action: 'recourseIdentify' })).status).toMatchObject({
      status: 'WaitSendRecourse',
      recourseIdentify: true,
    });
    await refused(w.biller, id, { action: 'recourseIdentify' }, 409, e.statusInvalid);
    expect((await ok(w.biller, id, { action: 'recourseSend', observation: 'Recurso 2024/1' })).status).toMatchObject({
      status: 'WaitRecourse',
      recourseSent: true,
    });
    expect((await row(id)).observationRecourse).toBe('Recurso 2024/1');
  });

  it('pending (needs an observation) and resolve pending back to AwaitingCheck', async () => {
    const id = await insertEvent({ status: 'WaitPayment' });
    const res = await refused(w.biller, id, { action: 'pending' }, 400, m.observationRequired);
    expect(res.json().fields).toEqual([
      {
        path: 'observation',
        message: m.observationRequired,
        messageKey: 'screens.events.validation.observationRequired',
      },
    ]);
    await refused(w.biller, id, { action: 'pending', observation: '   ' }, 400, m.observationRequired);
    expect((await ok(w.biller, id, { action: 'pending', observation: 'Falta o laudo' })).status).toMatchObject({
      status: 'Pending',
      isLocked: false,
    });
    expect(await observationsOf(id)).toEqual([
      { type: 'Pending', text: 'Falta o laudo', userName: 'faturista@eventos.dev' },
    ]);
    expect((await ok(w.biller, id, { action: 'resolvePending' })).status).toMatchObject({ status: 'AwaitingCheck' });
    await refused(w.biller, id, { action: 'resolvePending' }, 409, e.statusInvalid);
  });

  it('internal pending from a not-ready event, resolved to Filled, then sent to awaiting check', async () => {
    const id = await insertEvent({ status: 'WaitFill' });
    await refused(w.biller, id, { action: 'internalPending' }, 400, m.observationRequired);
    await ok(w.biller, id, { action: 'internalPending', observation: 'Conferir com o hospital' });
    expect((await row(id)).status).toBe('InternalPending');
    await refused(w.biller, id, { action: 'sendToAwaitCheckEvents' }, 409, e.statusInvalid);
    await ok(w.biller, id, { action: 'resolvePending' });
    expect((await row(id)).status).toBe('Filled');
    await ok(w.biller, id, { action: 'sendToAwaitCheckEvents' });
    expect((await row(id)).status).toBe('AwaitingCheck');
  });

  it("send to matriz only for a filial's event", async () => {
    const matrizEvent = await insertEvent({ status: 'Filled' });
    await refused(w.manager, matrizEvent, { action: 'sendToMatriz' }, 409, e.statusInvalid);
    const filialEvent = await insertEvent({ status: 'Filled', companyId: w.filialId, healthInsuranceId: null });
    await ok(w.filialAdmin, filialEvent, { action: 'sendToMatriz' });
    expect((await row(filialEvent)).status).toBe('AwaitingCheck');
  });

  it('custom status from AwaitingCheck or Pending, relabelled, and cleared by check', async () => {
    const id = await insertEvent();
    await refused(w.biller, id, { action: 'customStatus' }, 400, m.customStatusRequired);
    await refused(w.biller, id, { action: 'customStatusAction', customStatus: 'Outro' }, 409, e.statusInvalid);
    await ok(w.biller, id, { action: 'customStatus', customStatus: 'Aguardando auditoria' });
    expect(await row(id)).toMatchObject({ status: 'Custom', customStatus: 'Aguardando auditoria' });
    await ok(w.biller, id, { action: 'customStatusAction', customStatus: 'Auditoria externa' });
    expect(await row(id)).toMatchObject({ status: 'Custom', customStatus: 'Auditoria externa' });
    await ok(w.biller, id, { action: 'check' });
    expect(await row(id)).toMatchObject({ status: 'WaitPayment', customStatus: null });
    expect((await observationsOf(id)).map((o) => [o.type, o.text])).toEqual([
      ['Custom', 'Aguardando auditoria'],
      ['Custom', 'Auditoria externa'],
    ]);
  });

  it('finalize not valued: WaitPayment → Finished, locked; then only a revert moves it', async () => {
    const valued = await insertEvent({ status: 'WaitPayment' });
    await refused(w.biller, valued, { action: 'finalizeNotValued' }, 409, e.statusInvalid);
    const id = await insertEvent({ status: 'WaitPayment', healthInsuranceId: w.insurers.notValued });
    const view = await ok(w.biller, id, { action: 'finalizeNotValued' });
    expect(view.status).toMatchObject({ status: 'Finished', isLocked: true });
    expect(view.actions.revertToAwaitCheck).toBe(false); // the biller lacks revertStatus
    await refused(w.biller, id, { action: 'pending', observation: 'Reabrir' }, 409, e.locked);
  });
});

describe('revert and remove', () => {
  it('revert needs revertStatus, saves a copy in events_changed and reopens the event', async () => {
    const id = await insertEvent({ status: 'Received', isLocked: true, received: true, isProcessing: true });
    const before = await row(id);
    const res = await act(w.biller, id, { action: 'revertToAwaitCheck', observation: 'Valor errado' });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('permissionDenied');
    await refused(w.manager, id, { action: 'revertToAwaitCheck' }, 400, m.observationRequired);

    const view = await ok(w.manager, id, { action: 'revertToAwaitCheck', observation: 'Valor errado' });
    expect(view.status).toMatchObject({
      status: 'AwaitingCheck',
      isLocked: false,
      isProcessing: false,
      received: false,
    });
    const copies = await w.t.database.db.select().from(eventsChanged).where(eq(eventsChanged.eventId, id));
    expect(copies).toHaveLength(1);
    const snapshot = copies[0]!.snapshot as { event: Record<string, unknown>; procedures: Record<string, unknown>[] };
    expect(snapshot.event).toMatchObject({ id, status: 'Received', isLocked: true, version: before.version });
    expect(snapshot.procedures).toHaveLength(1);
    expect(snapshot.procedures[0]).toMatchObject({ eventId: id, idProc: TABLE_CODES[0] });
    expect((await observationsOf(id)).map((o) => o.type)).toEqual(['Revert']);
  });

  it('remove needs rm and an observation, writes a Remove observation and deactivates the event', async () => {
    const id = await insertEvent({ numGuide: '55500077' });
    const before = await w.manager.get('/api/events?numGuide=55500077');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().items.map((item: { id: string }) => item.id)).toEqual([id]);
    const denied = await act(w.biller, id, { action: 'remove', observation: 'Duplicado' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('permissionDenied');
    await refused(w.manager, id, { action: 'remove' }, 400, m.observationRequired);
    await ok(w.manager, id, { action: 'remove', observation: 'Duplicado' });
    expect((await row(id)).active).toBe(false);
    expect(await observationsOf(id)).toEqual([{ type: 'Remove', text: 'Duplicado', userName: 'gestor@eventos.dev' }]);
    // The events list (active events by default) no longer shows it.
    const listed = await w.manager.get('/api/events?numGuide=55500077');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((item: { id: string }) => item.id)).not.toContain(id);
    // A removed event takes no action but a revert, which brings it back.
    await refused(w.manager, id, { action: 'check' }, 409, e.inactive);
    await ok(w.manager, id, { action: 'revertToAwaitCheck', observation: 'Excluído por engano' });
    expect(await row(id)).toMatchObject({ active: true, status: 'AwaitingCheck' });
  });
});

describe('who may act', () => {
  it('an anesthetist without billing access cannot check their own event', async () => {
    const id = await insertEvent({ anesthetistId: w.anesthetistId });
    const before = await row(id);
    const res = await act(w.anesthetist, id, { action: 'check' });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'permissionDenied', message: e.billingAccess });
    expect(await row(id)).toEqual(before);
    // Actions outside the billing list stay open to them on their own events.
    await ok(w.anesthetist, id, { action: 'pending', observation: 'Falta a ficha' });
  });

  it('a resident (read only) is refused; an outsider gets 404 and nothing changes', async () => {
    const id = await insertEvent({ residentId: null });
    const before = await row(id);
    expect((await act(w.resident, id, { action: 'pending', observation: 'x' })).statusCode).toBe(403);
    const res = await act(w.outsider, id, { action: 'check' });
    expect(res.statusCode).toBe(404);
    const bulk = await w.outsider.post('/api/events/bulk-actions', { eventIds: [id], action: 'check' });
    expect(bulk.statusCode).toBe(404);
    expect(await row(id)).toEqual(before);
  });

  it('a stale version answers otherUser with who changed the event', async () => {
    const id = await insertEvent();
    const version = (await row(id)).version;
    await ok(w.manager, id, { action: 'pending', observation: 'Aguardando retorno', version });
    const res = await act(w.biller, id, { action: 'check', version });
    expect(res.statusCode, res.body).toBe(403);
    const body = res.json();
    expect(body.code).toBe('otherUser');
    expect(body.message).toContain('gestor@eventos.dev');
    expect(body.message).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect((await row(id)).status).toBe('Pending');
  });
});

describe('bulk actions', () => {
  const bulk = (client: TestClient, eventIds: string[], body: Omit<Body, 'version'>) =>
    client.post('/api/events/bulk-actions', { eventIds, ...body });

  it('answers a result per event: success, invalidStatus, invalidState, healthInsuranceNotFound', async () => {
    const good = await insertEvent();
    const sends = await insertEvent({ healthInsuranceId: w.insurers.sendsGuides, status: 'Pending' });
    const wrong = await insertEvent({ status: 'WaitPayment' });
    const locked = await insertEvent({ status: 'AwaitingCheck', isLocked: true });
    const noInsurer = await insertEvent({ healthInsuranceId: null });
    const empty = await insertEvent({}, 0);
    const [removedInsurer] = await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .insert(healthInsurers)
        .values({ companyId: w.matrizId, name: 'Convênio Removido' })
        .returning({ id: healthInsurers.id }),
    );
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(healthInsurers).set({ deletedAt: new Date() }).where(eq(healthInsurers.id, removedInsurer!.id)),
    );
    const gone = await insertEvent({ healthInsuranceId: removedInsurer!.id });
    const versions = await Promise.all([good, sends].map(async (id) => (await row(id)).version));
    const res = await bulk(w.biller, [good, sends, wrong, locked, noInsurer, empty, gone], { action: 'check' });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { eventId: string; result: string; message: string | null }[];
    expect(results.map((r) => [r.eventId, r.result, r.message])).toEqual([
      [good, 'success', null],
      [sends, 'success', null],
      [wrong, 'invalidStatus', e.statusInvalidCheck],
      [locked, 'invalidState', e.locked],
      [noInsurer, 'healthInsuranceNotFound', e.insurerNotFound],
      [empty, 'invalidState', m.atLeastOneProcedure],
      [gone, 'healthInsuranceNotFound', e.insurerNotFound],
    ]);
    expect(await row(good)).toMatchObject({ status: 'WaitPayment', version: versions[0]! + 1 });
    expect(await row(sends)).toMatchObject({ status: 'WaitSendGuia', version: versions[1]! + 1 });
    expect((await row(wrong)).status).toBe('WaitPayment');
  });

  it('writes the observation of every event and checks the permissions once', async () => {
    const ids = [await insertEvent(), await insertEvent({ status: 'WaitPayment' })];
    expect((await bulk(w.biller, ids, { action: 'remove', observation: 'Lote errado' })).statusCode).toBe(403);
    expect((await bulk(w.manager, ids, { action: 'remove' })).statusCode).toBe(400);
    const res = await bulk(w.manager, ids, { action: 'remove', observation: 'Lote errado' });
    expect(res.json().results.map((r: { result: string }) => r.result)).toEqual(['success', 'success']);
    const rows = await w.t.database.db.select({ active: events.active }).from(events).where(inArray(events.id, ids));
    expect(rows.every((r) => !r.active)).toBe(true);
    for (const id of ids) expect((await observationsOf(id)).map((o) => o.type)).toEqual(['Remove']);
  });

  it('moves 99 events in one call (its time is the bench figure events.bulk_check_99.ms)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 99; i++)
      ids.push(await insertEvent({ healthInsuranceId: i % 2 ? w.insurers.sendsGuides : w.insurers.valued }));
    const res = await bulk(w.biller, ids, { action: 'check' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.every((r: { result: string }) => r.result === 'success')).toBe(true);
  });
});

describe.runIf(currentTestEngine() === 'postgres')('concurrency on PostgreSQL', () => {
  it('two parallel checks at the same version: exactly one wins, the other gets otherUser', async () => {
    const id = await insertEvent();
    const version = (await row(id)).version;
    const results = await Promise.all([
      act(w.biller, id, { action: 'check', version }),
      act(w.manager, id, { action: 'check', version }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(results.find((r) => r.statusCode === 403)!.json().code).toBe('otherUser');
    expect(await row(id)).toMatchObject({ status: 'WaitPayment', version: version + 1 });
  });

  it('a bulk and a single action on the same event do not lose a write', async () => {
    const id = await insertEvent();
    const version = (await row(id)).version;
    const [single, many] = await Promise.all([
      act(w.biller, id, { action: 'pending', observation: 'Falta assinatura', version }),
      w.manager.post('/api/events/bulk-actions', { eventIds: [id], action: 'check' }),
    ]);
    const after = await row(id);
    expect(after.version).toBe(
      version + (single.statusCode === 200 ? 1 : 0) + (many.json().results[0].result === 'success' ? 1 : 0),
    );
  });
});
