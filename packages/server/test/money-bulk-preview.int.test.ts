import { messages } from '@honora/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './helpers';
import {
  createMoneyWorld,
  entriesOf,
  eventRow,
  expectRefused,
  moneyEvent,
  TODAY,
  type MoneyWorld,
} from './money-world';

const m = messages.screens.money.errors;
const e = messages.screens.events.errors;

let w: MoneyWorld;
beforeAll(async () => {
  w = await createMoneyWorld();
});
afterAll(() => w.t.close());

const preview = (client: TestClient, eventIds: string[], body: Record<string, unknown>) =>
  client.post('/api/events/bulk-money/preview', { eventIds, ...body });

type Item = { eventId: string; result: string; message: string | null; messageKey?: string; value?: string };
function previewOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: Item[]; totalValue?: string };
  return {
    total: body.totalValue,
    items: body.items.map((i) => [i.eventId, i.result, i.value, i.message, i.messageKey]),
  };
}

const versionOf = async (id: string) => (await eventRow(w, id)).version;

/** Receives part of the event's first procedure through the receive dialog. */
async function receivePart(id: string, rowId: string, value: string) {
  const res = await w.biller.post(`/api/events/${id}/transactions`, {
    version: await versionOf(id),
    date: TODAY,
    entries: [{ type: 'PROCEDURE', rowId, action: 'Received', value }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the preview of a bulk money action (billing.md §8: asked before anything is written)', () => {
  it('receive all: the open remainder of each event, refusals at zero, the total — and nothing written', async () => {
    const partial = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    await receivePart(partial.id, partial.procedures[0]!.rowId, '100.00');
    const fresh = await moneyEvent(w, w.biller, { values: ['150.25'] });
    const unchecked = await moneyEvent(w, w.biller, { unchecked: true });
    const before = await Promise.all([partial.id, fresh.id].map(versionOf));
    const entriesBefore = (await entriesOf(w, partial.id)).length;

    const answer = previewOf(await preview(w.biller, [partial.id, fresh.id, unchecked.id], { action: 'receiveAll' }));
    expect(answer).toEqual({
      total: '550.25',
      items: [
        [partial.id, 'success', '400.00', null, undefined],
        [fresh.id, 'success', '150.25', null, undefined],
        [unchecked.id, 'invalidStatus', '0.00', m.statusInvalid, 'screens.money.errors.statusInvalid'],
      ],
    });
    expect(await Promise.all([partial.id, fresh.id].map(versionOf))).toEqual(before);
    expect(await entriesOf(w, partial.id)).toHaveLength(entriesBefore);

    // The action then posts exactly what the preview said.
    const run = await w.biller.post('/api/events/bulk-money', {
      eventIds: [partial.id, fresh.id],
      date: TODAY,
      action: 'receiveAll',
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(await eventRow(w, partial.id)).toMatchObject({ totalReceived: '500.00' });
    expect(await eventRow(w, fresh.id)).toMatchObject({ totalReceived: '150.25' });

    // Settled: nothing is open any more.
    expect(previewOf(await preview(w.biller, [fresh.id], { action: 'receiveAll' })).items).toEqual([
      [fresh.id, 'invalidState', '0.00', m.locked, 'screens.money.errors.locked'],
    ]);
  });

  it('finalize posts the shortfall as the chosen settlement', async () => {
    const partial = await moneyEvent(w, w.biller, { values: ['300.00'] });
    await receivePart(partial.id, partial.procedures[0]!.rowId, '120.00');
    const answer = previewOf(await preview(w.manager, [partial.id], { action: 'finalize', finalizeWith: 'glosa' }));
    expect(answer).toEqual({ total: '180.00', items: [[partial.id, 'success', '180.00', null, undefined]] });
    expect(previewOf(await preview(w.manager, [partial.id], { action: 'finalize' })).items).toEqual([
      [partial.id, 'invalidState', '0.00', m.notBalanced, 'screens.money.errors.notBalanced'],
    ]);
  });

  it('asks billing access, sees only visible events and answers bad input in pt-BR', async () => {
    const event = await moneyEvent(w, w.biller);
    expectRefused(await preview(w.anesthetist, [event.id], { action: 'receiveAll' }), 403, e.billingAccess);
    expect((await preview(w.outsider, [event.id], { action: 'receiveAll' })).statusCode).toBe(404);
    expectRefused(await preview(w.biller, [event.id], { action: 'receiveRemainder' }), 400, m.unknownAction);
    expectRefused(await preview(w.biller, [], { action: 'receiveAll' }), 400, messages.validation.required);
    expectRefused(await preview(w.biller, ['not-an-id'], { action: 'receiveAll' }), 400, messages.validation.invalidId);
    expect(await entriesOf(w, event.id)).toEqual([]);
  });
});
