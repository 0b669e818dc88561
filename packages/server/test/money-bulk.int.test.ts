import { randomUUID } from 'node:crypto';
import { messages } from '@honora/contract';
import { currentTestEngine } from '@honora/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from './event-rows';
import type { TestClient } from './helpers';
import {
  createMoneyWorld,
  entriesOf,
  eventRow,
  expectRefused,
  expectTotalsMatchLedger,
  moneyEvent,
  TABLE_CODES,
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

let guide = 90_000;

/** An event in WaitPayment written straight to the database: one procedure of 100.00 (fast, for many events). */
function waitingEvent(over: { healthInsuranceId?: string | null } = {}) {
  return insertEvent(
    w.t.database.db,
    {
      companyId: w.matrizId,
      status: 'WaitPayment',
      dtProcedure: TODAY,
      healthInsuranceId: w.insurers.valued,
      numGuide: String(guide++),
      totalProduced: '100.00',
      totalProcedures: '100.00',
      totalInProcessing: '100.00',
      ...over,
    },
    [{ idProc: TABLE_CODES[0], value: '100.00' }],
  );
}

const bulk = (client: TestClient, eventIds: string[], body: Record<string, unknown>) =>
  client.post('/api/events/bulk-money', { eventIds, date: TODAY, ...body });

type Result = { eventId: string; result: string; message: string | null; messageKey?: string };
const resultsOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Result[]).map((r) => [r.eventId, r.result, r.message, r.messageKey]);
};

const versionOf = async (id: string) => (await eventRow(w, id)).version;

async function act(client: TestClient, id: string, body: Record<string, unknown>, version?: number) {
  return client.post(`/api/events/${id}/money-actions`, {
    version: version ?? (await versionOf(id)),
    date: TODAY,
    ...body,
  });
}

async function receive(
  client: TestClient,
  id: string,
  rowId: string,
  value: string,
  extra: Record<string, unknown> = {},
) {
  return client.post(`/api/events/${id}/transactions`, {
    version: await versionOf(id),
    date: TODAY,
    entries: [{ type: 'PROCEDURE', rowId, action: 'Received', value }],
    ...extra,
  });
}

describe('bulk money actions (billing.md §8 result types)', () => {
  it('receive all: success, invalidStatus, invalidState per event', async () => {
    const good = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    const waiting = await moneyEvent(w, w.biller, { unchecked: true });
    const done = await moneyEvent(w, w.biller);
    expect((await act(w.biller, done.id, { action: 'receiveAll' })).statusCode).toBe(200);
    const version = await versionOf(good.id);
    const res = await bulk(w.biller, [good.id, waiting.id, done.id], { action: 'receiveAll' });
    expect(resultsOf(res)).toEqual([
      [good.id, 'success', null, undefined],
      [waiting.id, 'invalidStatus', m.statusInvalid, 'screens.money.errors.statusInvalid'],
      [done.id, 'invalidState', m.locked, 'screens.money.errors.locked'],
    ]);
    expect(await eventRow(w, good.id)).toMatchObject({
      status: 'Received',
      isLocked: true,
      version: version + 1,
      totalReceived: '500.00',
    });
    await expectTotalsMatchLedger(w, good.id);
    expect(await entriesOf(w, waiting.id)).toEqual([]);
  });

  it('finalize: success, partialWithOpenAttendanceFee, healthInsuranceNotFound, invalidState', async () => {
    const partial = await moneyEvent(w, w.biller, { values: ['300.00'] });
    expect((await receive(w.biller, partial.id, partial.procedures[0]!.rowId, '100.00')).statusCode).toBe(200);
    const feeOpen = await moneyEvent(w, w.biller, { values: ['300.00'], attendanceFee: '50.00' });
    const noInsurer = await waitingEvent({ healthInsuranceId: null });
    const res = await bulk(w.manager, [partial.id, feeOpen.id, noInsurer], {
      action: 'finalize',
      finalizeWith: 'glosa',
    });
    expect(resultsOf(res)).toEqual([
      [partial.id, 'success', null, undefined],
      [feeOpen.id, 'partialWithOpenAttendanceFee', m.attendanceFeeOpen, 'screens.money.errors.attendanceFeeOpen'],
      [noInsurer, 'healthInsuranceNotFound', e.insurerNotFound, 'screens.events.errors.insurerNotFound'],
    ]);
    expect(await eventRow(w, partial.id)).toMatchObject({
      status: 'PartialCuted',
      isLocked: true,
      totalGlosado: '200.00',
    });
    await expectTotalsMatchLedger(w, partial.id);
    expect(await entriesOf(w, feeOpen.id)).toEqual([]);

    const open = await moneyEvent(w, w.biller);
    expect(resultsOf(await bulk(w.manager, [open.id], { action: 'finalize' }))).toEqual([
      [open.id, 'invalidState', m.notBalanced, 'screens.money.errors.notBalanced'],
    ]);
  });

  it('checks billing access, visibility, the type of payment and the action once for the whole request', async () => {
    const id = await waitingEvent();
    expectRefused(await bulk(w.anesthetist, [id], { action: 'receiveAll' }), 403, e.billingAccess);
    expect((await bulk(w.outsider, [id], { action: 'receiveAll' })).statusCode).toBe(404);
    expectRefused(
      await bulk(w.biller, [id], { action: 'receiveAll', typeOfPaymentId: w.otherTypeOfPaymentId }),
      400,
      m.typeOfPaymentNotFound,
    );
    expectRefused(await bulk(w.biller, [id], { action: 'receiveRemainder' }), 400, m.unknownAction);
    expect(await entriesOf(w, id)).toEqual([]);
  });

  it('receives a batch of 99 events in one call (its time is the bench figure money.receive_all_99.ms)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 99; i++) ids.push(await waitingEvent());
    const res = await bulk(w.biller, ids, { action: 'receiveAll', typeOfPaymentId: w.typeOfPaymentId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.every((r: Result) => r.result === 'success')).toBe(true);
    for (const id of [ids[0]!, ids[50]!, ids[98]!]) {
      expect(await eventRow(w, id)).toMatchObject({ status: 'Received', isLocked: true, totalReceived: '100.00' });
      expect(await entriesOf(w, id)).toHaveLength(1);
      await expectTotalsMatchLedger(w, id);
    }
  });
});

describe('idempotency keys', () => {
  it('the same key twice posts one set of entries and answers the same', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    const key = randomUUID();
    const version = await versionOf(view.id);
    const first = await act(w.biller, view.id, { action: 'receiveAll', idempotencyKey: key }, version);
    const again = await act(w.biller, view.id, { action: 'receiveAll', idempotencyKey: key }, version);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await entriesOf(w, view.id)).toHaveLength(2);

    const other = await act(w.biller, view.id, { action: 'loseAll', idempotencyKey: key }, version);
    const body = expectRefused(other, 400, m.idempotencyMismatch, 'inputError');
    expect(body.fields).toEqual([
      {
        path: 'idempotencyKey',
        message: m.idempotencyMismatch,
        messageKey: 'screens.money.errors.idempotencyMismatch',
      },
    ]);
    const elsewhere = await moneyEvent(w, w.biller);
    expectRefused(
      await act(w.biller, elsewhere.id, { action: 'receiveAll', idempotencyKey: key }),
      400,
      m.idempotencyMismatch,
    );
    expect(await entriesOf(w, elsewhere.id)).toEqual([]);
  });

  it('the receive dialog and the bulk route replay too', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00'] });
    const key = randomUUID();
    const rowId = view.procedures[0]!.rowId;
    const first = await receive(w.biller, view.id, rowId, '10.00', { idempotencyKey: key });
    const again = await w.biller.post(`/api/events/${view.id}/transactions`, {
      version: view.version,
      idempotencyKey: key,
      date: TODAY,
      entries: [{ type: 'PROCEDURE', rowId, action: 'Received', value: '10.00' }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await entriesOf(w, view.id)).toHaveLength(1);

    const ids = [await waitingEvent(), await waitingEvent()];
    const bulkKey = randomUUID();
    const one = await bulk(w.biller, ids, { action: 'glosaAll', glosaCodes: ['1834'], idempotencyKey: bulkKey });
    const two = await bulk(w.biller, ids, { action: 'glosaAll', glosaCodes: ['1834'], idempotencyKey: bulkKey });
    for (const id of ids) expect((await entriesOf(w, id))[0]?.glosaCodes).toEqual(['1834']);
    expect(resultsOf(two)).toEqual(resultsOf(one));
    for (const id of ids) expect(await entriesOf(w, id)).toHaveLength(1);
    expectRefused(
      await bulk(w.biller, ids, { action: 'loseAll', idempotencyKey: bulkKey }),
      400,
      m.idempotencyMismatch,
    );
  });
});

describe.runIf(currentTestEngine() === 'postgres')('concurrency on PostgreSQL (issue 7 "Safety")', () => {
  const actives = async (id: string) => (await entriesOf(w, id)).filter((t) => !t.canceledId && !t.canceledById);

  it('two users finalizing the same event at once: one succeeds, the other gets otherUser, no duplicates', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    expect((await receive(w.biller, view.id, view.procedures[0]!.rowId, '100.00')).statusCode).toBe(200);
    const version = await versionOf(view.id);
    const results = await Promise.all([
      act(w.biller, view.id, { action: 'finalize', finalizeWith: 'received' }, version),
      act(w.manager, view.id, { action: 'finalize', finalizeWith: 'glosa' }, version),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(results.find((r) => r.statusCode === 403)!.json().code).toBe('otherUser');
    const entries = await actives(view.id);
    expect(entries).toHaveLength(3);
    expect(await eventRow(w, view.id)).toMatchObject({ isLocked: true, version: version + 1 });
    await expectTotalsMatchLedger(w, view.id);
  });

  it('two receipts at the same version: one is posted, the other refused', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00'] });
    const rowId = view.procedures[0]!.rowId;
    const body = {
      version: await versionOf(view.id),
      date: TODAY,
      entries: [{ type: 'PROCEDURE', rowId, action: 'Received', value: '50.00' }],
    };
    const results = await Promise.all([
      w.biller.post(`/api/events/${view.id}/transactions`, body),
      w.manager.post(`/api/events/${view.id}/transactions`, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(await actives(view.id)).toHaveLength(1);
    await expectTotalsMatchLedger(w, view.id);
  });

  it('the same idempotency key twice at once: both answer 200 with the same event, one set of entries', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    const version = await versionOf(view.id);
    const key = randomUUID();
    const results = await Promise.all([
      act(w.biller, view.id, { action: 'receiveAll', idempotencyKey: key }, version),
      act(w.manager, view.id, { action: 'receiveAll', idempotencyKey: key }, version),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results[1]!.json()).toEqual(results[0]!.json());
    expect(await actives(view.id)).toHaveLength(2);
    await expectTotalsMatchLedger(w, view.id);
  });

  it('a bulk and a single receive all on the same event never post twice', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00'] });
    const version = await versionOf(view.id);
    await Promise.all([
      act(w.biller, view.id, { action: 'receiveAll' }, version),
      bulk(w.manager, [view.id], { action: 'receiveAll' }),
    ]);
    expect(await actives(view.id)).toHaveLength(1);
    expect(await eventRow(w, view.id)).toMatchObject({ status: 'Received', isLocked: true });
    await expectTotalsMatchLedger(w, view.id);
  });
});
