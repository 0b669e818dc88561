import { fmt, messages, type Appeal } from '@honora/contract';
import { eventObservations, eventProcedures, systemActor, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMoneyWorld,
  entriesOf,
  eventRow,
  expectRefused,
  moneyEvent,
  TODAY,
  type MoneyEventView,
  type MoneyWorld,
} from './money-world';

const e = messages.screens.appeals.errors;

let w: MoneyWorld;
beforeAll(async () => {
  w = await createMoneyWorld();
});
afterAll(() => w.t.close());

function ok<T = Appeal>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** An event of 850 + 200 whose first item the insurer paid 595 and cut 255 (1834); the event finishes PartialCuted. */
async function glosadoEvent(): Promise<{ view: MoneyEventView; cut: string; paid: string }> {
  const view = await moneyEvent(w, w.biller, { values: ['850.00', '200.00'] });
  const [cut, paid] = view.procedures.map((p) => p.rowId) as [string, string];
  const res = await w.biller.post(`/api/events/${view.id}/transactions`, {
    version: (await eventRow(w, view.id)).version,
    date: TODAY,
    entries: [
      { type: 'PROCEDURE', rowId: cut, action: 'Received', value: '595.00' },
      { type: 'PROCEDURE', rowId: cut, action: 'Glosado', value: '255.00', glosaCodes: ['1834'] },
      { type: 'PROCEDURE', rowId: paid, action: 'Received', value: '200.00' },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await eventRow(w, view.id)).status).toBe('PartialCuted');
  return { view, cut, paid };
}

const item = (eventId: string, rowId: string, extra: Record<string, unknown> = {}) => ({
  eventId,
  type: 'PROCEDURE',
  procedureRowId: rowId,
  justification: 'Porte anestésico compatível com o procedimento; segue ficha anestésica',
  ...extra,
});

describe('appeals: identify → send → answer → receive → finish (billing.md §4 Appeal)', () => {
  it('recovers part of a glosa of a finished event, with every real explained by the ledger', async () => {
    const { view, cut } = await glosadoEvent();

    const candidates = ok<{ items: { procedureRowId: string; valueGlosado: string; blockedReason: string | null }[] }>(
      await w.biller.get(`/api/appeals/candidates?eventId=${view.id}`),
    );
    expect(candidates.items).toEqual([
      expect.objectContaining({ procedureRowId: cut, valueGlosado: '255.00', blockedReason: null }),
    ]);

    const created = ok(await w.biller.post('/api/appeals', { items: [item(view.id, cut)] }));
    expect(created).toMatchObject({
      status: 'WaitSend',
      totalGlosado: '255.00',
      totalAppealed: '255.00',
      eventCount: 1,
    });
    expect(created.items[0]).toMatchObject({
      valueAppealed: '255.00',
      answer: 'pending',
      numGuide: view.id ? expect.any(String) : null,
    });
    let event = await eventRow(w, view.id);
    expect(event).toMatchObject({
      status: 'WaitSendRecourse',
      isLocked: false,
      recourseIdentify: true,
      alertSendRecourse: true,
      totalAppealed: '255.00',
      appealsIds: [created.id],
    });
    const notes = await w.t.database.db.select().from(eventObservations).where(eq(eventObservations.eventId, view.id));
    expect(notes.map((n) => n.text)).toContain(
      fmt(messages.screens.appeals.observations.identifiedAfterFinish, {
        code: String(created.code),
        status: messages.screens.events.statuses.PartialCuted,
      }),
    );

    expectRefused(
      await w.biller.post('/api/appeals', { items: [item(view.id, cut)] }),
      400,
      e.alreadyAppealed,
      'inputError',
    );

    const sent = ok(await w.biller.post(`/api/appeals/${created.id}/send`, { sentOn: TODAY }));
    expect(sent).toMatchObject({ status: 'Sent', dueColour: 'green', sentOn: TODAY });
    event = await eventRow(w, view.id);
    expect(event).toMatchObject({
      status: 'WaitRecourse',
      recourseSent: true,
      recourseIdentify: false,
      dtRecourse: TODAY,
    });
    expectRefused(await w.biller.post(`/api/appeals/${created.id}/send`, { sentOn: TODAY }), 409, e.statusInvalid);

    expectRefused(
      await w.biller.post(`/api/appeals/${created.id}/answer`, {
        answeredOn: TODAY,
        items: [{ id: sent.items[0]!.id, valueAccepted: '255.01' }],
      }),
      400,
      fmt(e.acceptedAboveAppealed, { value: '255.00' }),
    );
    const answered = ok(
      await w.biller.post(`/api/appeals/${created.id}/answer`, {
        answeredOn: TODAY,
        operatorNumber: 'OP-77',
        items: [{ id: sent.items[0]!.id, valueAccepted: '200.00', answerReason: 'Aceito em parte' }],
      }),
    );
    expect(answered).toMatchObject({
      status: 'ResponseReceived',
      responseStage: 'appealResponseReceived',
      totalAccepted: '200.00',
    });
    expect(answered.items[0]).toMatchObject({ answer: 'partiallyAccepted', valueAccepted: '200.00' });
    expect((await eventRow(w, view.id)).totalAcceptedByAppeal).toBe('200.00');
    expectRefused(
      await w.biller.post(`/api/appeals/${created.id}/finish`, { finishedOn: TODAY }),
      409,
      e.acceptedNotReceived,
    );

    const received = ok(await w.biller.post(`/api/appeals/${created.id}/receive`, { date: TODAY }));
    expect(received).toMatchObject({ totalReceived: '200.00' });
    const entries = await entriesOf(w, view.id);
    const active = entries.filter((t) => t.canceledId === null && t.canceledById === null);
    expect(
      active
        .filter((t) => t.appealId === created.id)
        .map((t) => [t.action, t.value])
        .sort(),
    ).toEqual([
      ['Glosado', '55.00'],
      ['Received', '200.00'],
    ]);
    event = await eventRow(w, view.id);
    expect(event).toMatchObject({
      status: 'PartialCuted',
      isLocked: true,
      totalGlosado: '55.00',
      totalReceived: '995.00',
      totalReceivedByAppeal: '200.00',
      totalAcceptedByAppeal: '200.00',
      totalAppealed: '255.00',
      recourseSent: false,
    });
    const [row] = await w.t.database.db.select().from(eventProcedures).where(eq(eventProcedures.id, cut));
    expect(row).toMatchObject({ received: '795.00', glosado: '55.00' });
    expectRefused(await w.biller.post(`/api/appeals/${created.id}/receive`, { date: TODAY }), 409, e.nothingToReceive);

    const finished = ok(await w.biller.post(`/api/appeals/${created.id}/finish`, { finishedOn: TODAY }));
    expect(finished).toMatchObject({ status: 'Finished', responseStage: 'finished' });
    expect((await entriesOf(w, view.id)).length).toBe(entries.length);
  });

  it('a denied appeal keeps the glosa and finishes the event again', async () => {
    const { view, cut } = await glosadoEvent();
    const created = ok(
      await w.biller.post('/api/appeals', { items: [item(view.id, cut, { valueAppealed: '100.00' })] }),
    );
    ok(await w.biller.post(`/api/appeals/${created.id}/send`, { sentOn: TODAY }));
    ok(
      await w.biller.post(`/api/appeals/${created.id}/answer`, {
        answeredOn: TODAY,
        items: [{ id: created.items[0]!.id, valueAccepted: '0', answerReason: '2902 glosa mantida' }],
      }),
    );
    const finished = ok(await w.biller.post(`/api/appeals/${created.id}/finish`, { finishedOn: TODAY }));
    expect(finished.items[0]).toMatchObject({ answer: 'denied' });
    expect(await eventRow(w, view.id)).toMatchObject({
      status: 'PartialCuted',
      isLocked: true,
      totalGlosado: '255.00',
    });
  });

  it('refuses what cannot be appealed, changing nothing', async () => {
    const { view, cut, paid } = await glosadoEvent();
    const before = await eventRow(w, view.id);
    expectRefused(await w.biller.post('/api/appeals', { items: [item(view.id, paid)] }), 400, e.noGlosa);
    expectRefused(
      await w.biller.post('/api/appeals', { items: [item(view.id, cut, { valueAppealed: '255.01' })] }),
      400,
      fmt(e.valueAboveGlosa, { value: '255.00' }),
    );
    expectRefused(
      await w.biller.post('/api/appeals', { items: [item(view.id, cut), item(view.id, cut)] }),
      400,
      e.duplicateItem,
    );
    expectRefused(
      await w.biller.post('/api/appeals', { items: [item(view.id, cut, { justification: ' ' })] }),
      400,
      e.justificationRequired,
    );
    expectRefused(await w.biller.post('/api/appeals', { items: [] }), 400, e.noItems);
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(eventProcedures).set({ skipAppeal: true }).where(eq(eventProcedures.id, cut)),
    );
    expectRefused(await w.biller.post('/api/appeals', { items: [item(view.id, cut)] }), 400, e.skipAppeal);
    expect(await eventRow(w, view.id)).toEqual(before);
    expect(ok<{ total: number }>(await w.biller.get(`/api/appeals?eventId=${view.id}`)).total).toBe(0);
  });

  it('identifies in bulk: every appealable glosa, one appeal per insurer, a result per event', async () => {
    const a = await glosadoEvent();
    const b = await glosadoEvent();
    const untouched = await moneyEvent(w, w.biller, { values: ['100.00'] });
    const res = ok<{ results: { eventId: string; result: string }[]; appealIds: string[] }>(
      await w.biller.post('/api/appeals/identify', {
        eventIds: [a.view.id, b.view.id, untouched.id],
        justification: 'Recurso das glosas do lote',
      }),
    );
    expect(res.appealIds).toHaveLength(1);
    expect(Object.fromEntries(res.results.map((r) => [r.eventId, r.result]))).toEqual({
      [a.view.id]: 'success',
      [b.view.id]: 'success',
      [untouched.id]: 'invalidState',
    });
    const appeal = ok(await w.biller.get(`/api/appeals/${res.appealIds[0]}`));
    expect(appeal).toMatchObject({ eventCount: 2, totalAppealed: '510.00' });
    expect((await eventRow(w, untouched.id)).status).toBe('WaitPayment');
  });

  it('sends and receives in bulk from the events: one result per event', async () => {
    const a = await glosadoEvent();
    const b = await glosadoEvent();
    const lone = await moneyEvent(w, w.biller, { values: ['100.00'] });
    const appeal = ok(await w.biller.post('/api/appeals', { items: [item(a.view.id, a.cut), item(b.view.id, b.cut)] }));
    const sent = ok<{ results: { eventId: string; result: string; messageKey?: string }[] }>(
      await w.biller.post('/api/appeals/bulk', {
        action: 'send',
        eventIds: [a.view.id, b.view.id, lone.id],
        date: TODAY,
      }),
    );
    expect(sent.results.map((r) => [r.eventId, r.result, r.messageKey ?? null])).toEqual([
      [a.view.id, 'success', null],
      [b.view.id, 'success', null],
      [lone.id, 'invalidState', 'screens.appeals.errors.noAppealToSend'],
    ]);
    expect(ok(await w.biller.get(`/api/appeals/${appeal.id}`)).status).toBe('Sent');
    ok(
      await w.biller.post(`/api/appeals/${appeal.id}/answer`, {
        answeredOn: TODAY,
        items: appeal.items.map((i) => ({ id: i.id, valueAccepted: '100.00' })),
      }),
    );
    const received = ok<{ results: { result: string }[] }>(
      await w.biller.post('/api/appeals/bulk', { action: 'receive', eventIds: [a.view.id, b.view.id], date: TODAY }),
    );
    expect(received.results.map((r) => r.result)).toEqual(['success', 'success']);
    expect(ok(await w.biller.get(`/api/appeals/${appeal.id}`)).totalReceived).toBe('200.00');
    expect((await eventRow(w, a.view.id)).totalReceivedByAppeal).toBe('100.00');
  });

  it('answers 404 for an unknown appeal and refuses dates before the appeal', async () => {
    expectRefused(await w.biller.get('/api/appeals/7d1f2e4c-0000-4000-8000-000000000000'), 404, e.notFound);
    const { view, cut } = await glosadoEvent();
    const created = ok(await w.biller.post('/api/appeals', { items: [item(view.id, cut)] }));
    expectRefused(
      await w.biller.post(`/api/appeals/${created.id}/send`, { sentOn: '2000-01-01' }),
      400,
      fmt(e.dateBeforeIdentified, { date: created.identifiedOn }),
    );
  });
});
