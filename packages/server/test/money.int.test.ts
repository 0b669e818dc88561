import { randomUUID } from 'node:crypto';
import { fmt, messages } from '@honora/contract';
import { eventProcedures, systemActor, transactions, withActor, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntries, recomputeEventTotals, type NewEntry } from '../src/modules/money/ledger.service';
import type { TestClient } from './helpers';
import {
  createMoneyWorld,
  entriesOf,
  eventRow,
  expectRefused,
  expectTotalsMatchLedger,
  moneyEvent,
  TODAY,
  type MoneyEventView,
  type MoneyWorld,
} from './money-world';

const m = messages.screens.money.errors;
const e = messages.screens.events.errors;

let w: MoneyWorld;
beforeAll(async () => {
  w = await createMoneyWorld();
});
afterAll(() => w.t.close());

type Entry = { type?: string; rowId?: string | null; action: string; value: string; glosaCodes?: string[] };

/** A glosa booked by hand says why (table 38): the tests' glosas give 1834 unless they say otherwise. */
const GLOSA_CODES = ['1834'];
const withReason = (entry: Entry): Entry =>
  entry.action === 'Glosado' && !entry.glosaCodes ? { ...entry, glosaCodes: GLOSA_CODES } : entry;

async function versionOf(id: string) {
  return (await eventRow(w, id)).version;
}

/** The receive dialog at the event's current version (unless the body names one). */
async function post(client: TestClient, id: string, entries: Entry[], extra: Record<string, unknown> = {}) {
  return client.post(`/api/events/${id}/transactions`, {
    version: await versionOf(id),
    date: TODAY,
    entries: entries.map((entry) => ({ type: 'PROCEDURE', ...withReason(entry) })),
    ...extra,
  });
}

async function act(client: TestClient, id: string, body: Record<string, unknown>) {
  const reason = body.action === 'glosaAll' || body.action === 'cutRemainder' ? { glosaCodes: GLOSA_CODES } : {};
  return client.post(`/api/events/${id}/money-actions`, {
    version: await versionOf(id),
    date: TODAY,
    ...reason,
    ...body,
  });
}

function ok(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MoneyEventView;
}

const rows = (view: MoneyEventView) => view.procedures.map((p) => p.rowId);

describe('GET /api/events/:id/money', () => {
  it('answers every item with its balance and the transactions, newest first', async () => {
    const view = await moneyEvent(w, w.biller, {
      values: ['300.00', '200.00'],
      complementation: '40.00',
      attendanceFee: '25.00',
      expenses: ['10.00', '5.50'],
    });
    expect(view.values).toMatchObject({
      totalProduced: '580.50',
      totalInProcessing: '580.50',
      complementation: '40.00',
      attendanceFee: '25.00',
      expenses: '15.50',
    });
    ok(await post(w.biller, view.id, [{ rowId: rows(view)[0]!, action: 'Received', value: '100.00' }]));
    const res = await w.biller.get(`/api/events/${view.id}/money`);
    expect(res.statusCode, res.body).toBe(200);
    const money = res.json();
    expect(money.version).toBe(await versionOf(view.id));
    expect(money.items).toEqual([
      expect.objectContaining({
        type: 'PROCEDURE',
        rowId: rows(view)[0],
        value: '300.00',
        received: '100.00',
        open: '200.00',
      }),
      expect.objectContaining({ type: 'PROCEDURE', rowId: rows(view)[1], value: '200.00', open: '200.00' }),
      expect.objectContaining({ type: 'COMPLEMENTATION', rowId: null, label: 'Complementação', value: '40.00' }),
      expect.objectContaining({ type: 'ATTENDANCEFEE', rowId: null, label: 'Co-participação', value: '25.00' }),
      expect.objectContaining({ type: 'EXPENSE', rowId: null, label: 'Despesas', value: '15.50' }),
    ]);
    expect(money.items[0].label).toMatch(/^\d{8} - /);
    expect(money.transactions).toHaveLength(1);
    expect(money.transactions[0]).toMatchObject({ action: 'Received', value: '100.00', isAdditional: false });
  });

  it('a resident sees the items and entries of their event without any amount; an outsider gets 404', async () => {
    const view = await moneyEvent(w, w.biller, { overrides: { residentId: w.residentId } });
    ok(await post(w.biller, view.id, [{ rowId: rows(view)[0]!, action: 'Received', value: '10.00' }]));
    const res = await w.resident.get(`/api/events/${view.id}/money`);
    expect(res.statusCode, res.body).toBe(200);
    const money = res.json();
    expect(money.items[0]).toEqual({ type: 'PROCEDURE', rowId: rows(view)[0], label: expect.any(String) });
    expect(money.transactions[0].value).toBeUndefined();
    expect(res.body).not.toContain('10.00');
    expect((await w.outsider.get(`/api/events/${view.id}/money`)).statusCode).toBe(404);
  });
});

describe('POST /api/events/:id/transactions (the receive dialog)', () => {
  it('posts the entries with the event’s facts, recomputes the totals and moves the version', async () => {
    const view = await moneyEvent(w, w.biller, {
      values: ['300.00', '200.00'],
      overrides: { anesthetistId: w.anesthetistId },
    });
    const before = await eventRow(w, view.id);
    const after = ok(
      await post(
        w.biller,
        view.id,
        [
          { rowId: rows(view)[0]!, action: 'Received', value: '120.50' },
          { rowId: rows(view)[1]!, action: 'Glosado', value: '20.00' },
        ],
        { typeOfPaymentId: w.typeOfPaymentId },
      ),
    );
    expect(after.version).toBe(before.version + 1);
    expect(after.status).toMatchObject({ status: 'WaitPayment', isLocked: false });
    expect(after.values).toMatchObject({
      totalReceived: '120.50',
      totalGlosado: '20.00',
      totalInProcessing: '359.50',
      totalProceduresReceived: '120.50',
    });
    expect(after.procedures[0]).toMatchObject({ received: '120.50' });
    expect(after.procedures[1]).toMatchObject({ glosado: '20.00' });
    const stored = await entriesOf(w, view.id);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      companyId: w.matrizId,
      healthInsuranceId: w.insurers.valued,
      receiverId: w.anesthetistId,
      receiverType: 'anesthetist',
      dtProcedure: TODAY,
      date: TODAY,
      typeOfPaymentId: w.typeOfPaymentId,
      userName: 'faturista@eventos.dev',
      canceledId: null,
      canceledById: null,
      paid: false,
    });
    await expectTotalsMatchLedger(w, view.id);
  });

  it('refuses bad input with the catalog text and writes nothing', async () => {
    const view = await moneyEvent(w, w.biller);
    const row = rows(view)[0]!;
    const cases: [Entry[], Record<string, unknown>, string][] = [
      [[{ rowId: row, action: 'Received', value: '-5.00' }], {}, m.receivedValueNegative],
      [[{ rowId: row, action: 'Received', value: '0' }], {}, m.valueZero],
      [[{ rowId: row, action: 'Received', value: '1.234' }], {}, m.valueInvalid],
      [[{ rowId: row, action: 'Stolen', value: '1.00' }], {}, m.unknownAction],
      [[], {}, m.noEntries],
      [[{ rowId: '00000000-0000-4000-8000-000000000000', action: 'Received', value: '1.00' }], {}, m.itemNotFound],
      [[{ rowId: null, action: 'Received', value: '1.00' }], {}, m.itemNotFound],
      [
        [{ rowId: row, action: 'Received', value: '1.00' }],
        { typeOfPaymentId: w.otherTypeOfPaymentId },
        m.typeOfPaymentNotFound,
      ],
      [
        [{ rowId: row, action: 'Received', value: '1.00' }],
        { typeOfPaymentId: w.removedTypeOfPaymentId },
        m.typeOfPaymentNotFound,
      ],
    ];
    for (const [entries, extra, message] of cases) {
      const res = await post(w.biller, view.id, entries, extra);
      expectRefused(res, 400, message, 'inputError');
    }
    const negative = await post(w.biller, view.id, [{ rowId: row, action: 'Received', value: '-5.00' }]);
    expect(negative.json().fields).toEqual([{ path: 'entries.0.value', message: m.receivedValueNegative }]);
    expect(await entriesOf(w, view.id)).toEqual([]);
    expect((await eventRow(w, view.id)).version).toBe(view.version);
  });

  it('refuses a wrong status, a stale version, no billing access, a resident and an outsider', async () => {
    const waiting = await moneyEvent(w, w.biller, { unchecked: true });
    expectRefused(
      await post(w.biller, waiting.id, [{ rowId: rows(waiting)[0]!, action: 'Received', value: '1.00' }]),
      409,
      m.statusInvalid,
      'statusError',
    );
    const view = await moneyEvent(w, w.biller, {
      overrides: { anesthetistId: w.anesthetistId, residentId: w.residentId },
    });
    const entry = [{ rowId: rows(view)[0]!, action: 'Received', value: '1.00' }];
    const stale = await post(w.manager, view.id, entry, { version: view.version - 1 });
    expect(stale.statusCode, stale.body).toBe(403);
    expect(stale.json().code).toBe('otherUser');
    expect(stale.json().message).toContain('faturista@eventos.dev');
    expectRefused(await post(w.anesthetist, view.id, entry), 403, e.billingAccess, 'permissionDenied');
    expect((await post(w.resident, view.id, entry)).statusCode).toBe(403);
    expect((await post(w.outsider, view.id, entry)).statusCode).toBe(404);
    expect(await entriesOf(w, view.id)).toEqual([]);
  });

  it('an entry beyond the item is recorded as over; settling everything finishes the event', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00'] });
    const done = ok(await post(w.biller, view.id, [{ rowId: rows(view)[0]!, action: 'Received', value: '350.00' }]));
    expect(done.status).toMatchObject({ status: 'Received', isLocked: true });
    expect(done.values).toMatchObject({ totalReceived: '350.00', totalOver: '50.00', totalInProcessing: '0.00' });
    expect(done.procedures[0]).toMatchObject({ over: '50.00' });
    await expectTotalsMatchLedger(w, view.id);
    expectRefused(
      await post(w.biller, view.id, [{ rowId: rows(view)[0]!, action: 'Received', value: '1.00' }]),
      409,
      m.locked,
    );
  });
});

describe('money actions and finishing (billing.md §4)', () => {
  it('receive part, glosa the rest through finalize → PartialCuted, totals equal to the ledger', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    ok(await post(w.biller, view.id, [{ rowId: rows(view)[0]!, action: 'Received', value: '250.00' }]));
    const done = ok(await act(w.biller, view.id, { action: 'finalize', finalizeWith: 'glosa' }));
    expect(done.status).toMatchObject({ status: 'PartialCuted', isLocked: true });
    expect(done.values).toMatchObject({ totalReceived: '250.00', totalGlosado: '250.00', totalInProcessing: '0.00' });
    const totals = await expectTotalsMatchLedger(w, view.id);
    expect(totals.totalGlosado).toBe('250.00');
    // One posting shares its creation time: compare without order.
    expect((await entriesOf(w, view.id)).map((t) => [t.action, t.value]).sort()).toEqual([
      ['Glosado', '200.00'],
      ['Glosado', '50.00'],
      ['Received', '250.00'],
    ]);
  });

  type Step = { dialog?: Entry[]; action?: Record<string, unknown> };
  const outcomes: [string, { particular?: boolean }, Step[], string][] = [
    ['receive all', {}, [{ action: { action: 'receiveAll' } }], 'Received'],
    ['lose all', {}, [{ action: { action: 'loseAll' } }], 'Losed'],
    ['glosa all', {}, [{ action: { action: 'glosaAll' } }], 'Cuted'],
    [
      'a receipt, then lose all',
      {},
      [{ dialog: [{ action: 'Received', value: '100.00' }] }, { action: { action: 'loseAll' } }],
      'PartialLosed',
    ],
    [
      'a receipt, then glosa all',
      {},
      [{ dialog: [{ action: 'Received', value: '100.00' }] }, { action: { action: 'glosaAll' } }],
      'PartialCuted',
    ],
    [
      'a receipt, finalize receiving the rest',
      {},
      [
        { dialog: [{ action: 'Received', value: '100.00' }] },
        { action: { action: 'finalize', finalizeWith: 'received' } },
      ],
      'Received',
    ],
    [
      'a receipt, finalize lost (insurer: glosa)',
      {},
      [{ dialog: [{ action: 'Received', value: '100.00' }] }, { action: { action: 'finalize', finalizeWith: 'lost' } }],
      'PartialCuted',
    ],
    [
      'a receipt, finalize lost (particular: loss)',
      { particular: true },
      [{ dialog: [{ action: 'Received', value: '100.00' }] }, { action: { action: 'finalize', finalizeWith: 'lost' } }],
      'PartialLosed',
    ],
    [
      'a receipt, forced (insurer) → Cuted',
      {},
      [
        { dialog: [{ action: 'Received', value: '100.00' }] },
        { action: { action: 'finalize', finalizeWith: 'forced' } },
      ],
      'Cuted',
    ],
    [
      'a receipt, forced (particular) → Losed',
      { particular: true },
      [
        { dialog: [{ action: 'Received', value: '100.00' }] },
        { action: { action: 'finalize', finalizeWith: 'forced' } },
      ],
      'Losed',
    ],
    ['a discount of everything', {}, [{ dialog: [{ action: 'Discounted', value: '300.00' }] }], 'Received'],
    ['losses only', {}, [{ dialog: [{ action: 'Losed', value: '300.00' }] }], 'Losed'],
    ['within 0.05 of the value', {}, [{ dialog: [{ action: 'Received', value: '299.96' }] }], 'Received'],
  ];
  it.each(outcomes)('%s → the §4 outcome', async (_name, options, steps, status) => {
    const view = await moneyEvent(w, w.biller, {
      values: ['300.00'],
      ...(options.particular ? { insurer: w.insurers.particular } : {}),
    });
    let last: MoneyEventView = view;
    for (const step of steps) {
      if (step.dialog)
        last = ok(
          await post(
            w.biller,
            view.id,
            step.dialog.map((d) => ({ ...d, rowId: rows(view)[0]! })),
          ),
        );
      if (step.action) last = ok(await act(w.biller, view.id, step.action));
    }
    expect(last.status).toMatchObject({ status, isLocked: true });
    await expectTotalsMatchLedger(w, view.id);
  });

  it('refuses to finalize with something open, from a wrong status, and an unknown action', async () => {
    const view = await moneyEvent(w, w.biller);
    expectRefused(await act(w.biller, view.id, { action: 'finalize' }), 409, m.notBalanced, 'statusError');
    expectRefused(await act(w.biller, view.id, { action: 'transfer' }), 400, m.unknownAction, 'inputError');
    expectRefused(await act(w.biller, view.id, { action: 'finalize', finalizeWith: 'maybe' }), 400, m.unknownAction);
    const waiting = await moneyEvent(w, w.biller, { unchecked: true });
    expectRefused(
      await act(w.biller, waiting.id, { action: 'finalize', finalizeWith: 'received' }),
      409,
      m.statusInvalidFinalize,
    );
    expectRefused(await act(w.biller, waiting.id, { action: 'receiveAll' }), 409, m.statusInvalid);
    expect(await entriesOf(w, view.id)).toEqual([]);
  });

  it('the open co-participation fee: lose/glosa all leave it open, finalize refuses, receiving it finishes', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00'], attendanceFee: '50.00' });
    const glosed = ok(await act(w.biller, view.id, { action: 'glosaAll' }));
    expect(glosed.status).toMatchObject({ status: 'WaitPayment', isLocked: false });
    expect(glosed.values).toMatchObject({ totalGlosado: '300.00', attendanceFee: '50.00', totalInProcessing: '50.00' });
    for (const finalizeWith of ['glosa', 'lost', 'forced']) {
      expectRefused(await act(w.biller, view.id, { action: 'finalize', finalizeWith }), 409, m.attendanceFeeOpen);
    }
    expect(m.attendanceFeeOpen).toBe('Realizado partcialmente, não pode ser finalizado com co-participativo em aberto');
    const done = ok(
      await post(w.biller, view.id, [{ type: 'ATTENDANCEFEE', rowId: null, action: 'Received', value: '50.00' }]),
    );
    expect(done.status).toMatchObject({ status: 'PartialCuted', isLocked: true });
    await expectTotalsMatchLedger(w, view.id);
  });

  it('receive / lose / cut the remainder of one item', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    const [first, second] = rows(view) as [string, string];
    const item = (rowId: string) => ({ type: 'PROCEDURE', rowId });
    // Offered only once money moved on the event.
    expectRefused(
      await act(w.biller, view.id, { action: 'receiveRemainder', item: item(first) }),
      409,
      m.statusInvalid,
    );
    const started = ok(await post(w.biller, view.id, [{ rowId: first, action: 'Received', value: '100.00' }]));
    expect(started.actions).toMatchObject({
      receiveRemainder: true,
      cutRemainder: true,
      cancel: true,
      addToBatch: false,
    });
    ok(await act(w.biller, view.id, { action: 'receiveRemainder', item: item(first) }));
    expectRefused(await act(w.biller, view.id, { action: 'receiveRemainder', item: item(first) }), 409, m.nothingOpen);
    expectRefused(
      await act(w.biller, view.id, { action: 'loseRemainder', item: item('00000000-0000-4000-8000-000000000000') }),
      400,
      m.itemNotFound,
    );
    const done = ok(await act(w.biller, view.id, { action: 'cutRemainder', item: item(second) }));
    expect(done.status).toMatchObject({ status: 'PartialCuted', isLocked: true });
    expect(done.procedures.map((p) => [p.received, p.glosado])).toEqual([
      ['300.00', '0.00'],
      ['0.00', '200.00'],
    ]);
    await expectTotalsMatchLedger(w, view.id);
  });

  it('needs billing access and the current version', async () => {
    const view = await moneyEvent(w, w.biller, { overrides: { anesthetistId: w.anesthetistId } });
    expectRefused(await act(w.anesthetist, view.id, { action: 'receiveAll' }), 403, e.billingAccess);
    const stale = await act(w.biller, view.id, { action: 'receiveAll', version: view.version - 1 });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('otherUser');
    expect((await act(w.outsider, view.id, { action: 'receiveAll' })).statusCode).toBe(404);
    expect(await entriesOf(w, view.id)).toEqual([]);
  });
});

describe('glosa reasons (table 38; billing.md §3 cutReasonCode, cuteReasonIds, cutReason)', () => {
  it('refuses a glosa booked by hand without a reason, posting nothing', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00'] });
    const noReason = await post(w.biller, view.id, [
      { rowId: rows(view)[0]!, action: 'Glosado', value: '10.00', glosaCodes: [] },
    ]);
    expectRefused(noReason, 400, m.glosaReasonRequired, 'inputError');
    expect(noReason.json().fields[0].path).toBe('entries.0.glosaCodes');
    expectRefused(await act(w.biller, view.id, { action: 'glosaAll', glosaCodes: [] }), 400, m.glosaReasonRequired);
    expectRefused(
      await act(w.biller, view.id, {
        action: 'cutRemainder',
        item: { type: 'PROCEDURE', rowId: rows(view)[0]! },
        glosaCodes: undefined,
      }),
      400,
      m.glosaReasonRequired,
    );
    expectRefused(
      await post(w.biller, view.id, [{ rowId: rows(view)[0]!, action: 'Glosado', value: '10.00', glosaCodes: ['18'] }]),
      400,
      m.glosaCodeInvalid,
    );
    expect(await entriesOf(w, view.id)).toEqual([]);
  });

  it('keeps the codes and the text on the entry and derives the row reasons from its active glosas', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00'] });
    const rowId = rows(view)[0]!;
    ok(
      await post(w.biller, view.id, [
        { rowId, action: 'Received', value: '200.00' },
        { rowId, action: 'Glosado', value: '60.00', glosaCodes: ['1834', '3199'] },
      ]),
    );
    ok(
      await act(w.biller, view.id, {
        action: 'cutRemainder',
        item: { type: 'PROCEDURE', rowId },
        glosaCodes: ['1801'],
        glosaReason: 'Porte divergente',
      }),
    );
    const glosas = (await entriesOf(w, view.id)).filter((t) => t.action === 'Glosado');
    expect(glosas.map((g) => [g.value, g.glosaCodes, g.glosaReason])).toEqual([
      ['60.00', ['1834', '3199'], null],
      ['40.00', ['1801'], 'Porte divergente'],
    ]);
    const money = (await w.biller.get(`/api/events/${view.id}/money`)).json() as {
      transactions: { glosaCodes: string[] }[];
    };
    expect(money.transactions.flatMap((t) => t.glosaCodes).sort()).toEqual(['1801', '1834', '3199']);
    const [row] = await w.t.database.db.select().from(eventProcedures).where(eq(eventProcedures.id, rowId));
    expect(row).toMatchObject({
      cutReasonCode: '1834',
      cuteReasonIds: ['1834', '3199', '1801'],
      cutReason: 'Porte divergente',
    });
  });
});

describe('cancelling an entry', () => {
  const cancel = async (client: TestClient, id: string, transactionId: string, version?: number) =>
    client.post(`/api/events/${id}/transactions/${transactionId}/cancel`, {
      version: version ?? (await versionOf(id)),
    });

  it('a counter-entry takes the money back out; the totals return to what they were', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    const before = await eventRow(w, view.id);
    ok(await post(w.biller, view.id, [{ rowId: rows(view)[0]!, action: 'Received', value: '80.00' }]));
    const [original] = await entriesOf(w, view.id);
    const back = ok(await cancel(w.manager, view.id, original!.id));
    expect(back.values).toMatchObject({ totalReceived: '0.00', totalInProcessing: '500.00' });
    expect(back.procedures[0]).toMatchObject({ received: '0.00' });
    expect(back.actions).toMatchObject({ cancel: false, addToBatch: true });
    const after = await eventRow(w, view.id);
    expect(after.totalReceived).toBe(before.totalReceived);
    expect(after.totalInProcessing).toBe(before.totalInProcessing);
    const [first, counter] = await entriesOf(w, view.id);
    expect(first).toMatchObject({ id: original!.id, canceledById: counter!.id, canceledId: null });
    expect(counter).toMatchObject({
      canceledId: original!.id,
      canceledById: null,
      action: 'Received',
      value: '80.00',
      procedureRowId: rows(view)[0],
      userName: 'gestor@eventos.dev',
    });
    await expectTotalsMatchLedger(w, view.id);
    expectRefused(await cancel(w.manager, view.id, original!.id), 409, m.alreadyCanceled);
    expectRefused(await cancel(w.manager, view.id, counter!.id), 409, m.alreadyCanceled);
    expectRefused(await cancel(w.manager, view.id, '00000000-0000-4000-8000-000000000000'), 404, m.transactionNotFound);
  });

  it('refuses an entry in a transfer, an entry of another event, a locked event, a stale version', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    const other = await moneyEvent(w, w.biller);
    ok(await post(w.biller, view.id, [{ rowId: rows(view)[0]!, action: 'Received', value: '80.00' }]));
    ok(await post(w.biller, view.id, [{ rowId: rows(view)[1]!, action: 'Received', value: '20.00' }]));
    const [inTransfer, free] = await entriesOf(w, view.id);
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(transactions)
        .set({ transferId: '00000000-0000-4000-8000-00000000abcd' })
        .where(eq(transactions.id, inTransfer!.id)),
    );
    expectRefused(await cancel(w.biller, view.id, inTransfer!.id), 409, m.transferLocked);
    expectRefused(await cancel(w.biller, other.id, free!.id), 404, m.transactionNotFound);
    const stale = await cancel(w.biller, view.id, free!.id, view.version);
    expect(stale.json().code).toBe('otherUser');
    expectRefused(await cancel(w.anesthetist, view.id, free!.id), 403, e.billingAccess);
    ok(await act(w.biller, view.id, { action: 'receiveAll' }));
    expectRefused(await cancel(w.biller, view.id, free!.id), 409, m.locked);
    await expectTotalsMatchLedger(w, view.id);
  });
});

describe('the event record with money (decision 016)', () => {
  it('saves complementation, fee and expenses; an update keeps the totals equal to the ledger', async () => {
    const view = await moneyEvent(w, w.biller, {
      values: ['300.00'],
      complementation: '40.00',
      attendanceFee: '25.00',
      expenses: ['12.00'],
    });
    ok(await post(w.biller, view.id, [{ type: 'COMPLEMENTATION', rowId: null, action: 'Received', value: '40.00' }]));
    const current = (await w.biller.get(`/api/events/${view.id}`)).json();
    const res = await w.biller.put(`/api/events/${view.id}`, {
      version: current.version,
      type: 'Honorario',
      dtProcedure: TODAY,
      healthInsuranceId: w.insurers.valued,
      patientId: w.patientId,
      accommodation: 'NURSERY',
      numGuide: current.numGuide,
      procedures: [
        { rowId: rows(view)[0], idProc: current.procedures[0].idProc, order: 1, userCustom: true, value: '280.00' },
      ],
      complementation: '30.00',
      attendanceFee: '25.00',
      guideData: {
        expenses: [
          { expenseCode: '01', totalValue: '12.00' },
          { expenseCode: '02', totalValue: '3.00' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values).toMatchObject({
      totalProduced: '350.00',
      complementation: '30.00',
      complementationReceived: '40.00',
      complementationOver: '10.00',
      expenses: '15.00',
      totalReceived: '40.00',
      totalInProcessing: '320.00',
    });
    expect(res.json().status.hasComplementation).toBe(true);
    await expectTotalsMatchLedger(w, view.id);
  });

  it('the proportion edit is refused once the event has transactions', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00', '200.00'] });
    ok(await post(w.biller, view.id, [{ rowId: rows(view)[0]!, action: 'Received', value: '1.00' }]));
    const res = await w.biller.put(`/api/events/${view.id}/procedures/${rows(view)[1]}/proportion`, {
      version: await versionOf(view.id),
      proportion: '0.5',
    });
    expectRefused(res, 409, e.proportionTransactions);
  });
});

describe('the ledger service (shared with the GraphQL mutations)', () => {
  const actor = { userId: 'ledger-test', userName: 'Teste do razão' };
  const run = <T>(fn: (tx: Tx) => Promise<T>) => withActor(w.t.database.db, systemActor, fn);

  it('an id already stored with the same content is a no-op; other content, negative values and missing fields are refused', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['300.00'] });
    const id = randomUUID();
    const entry: NewEntry = {
      id,
      eventId: view.id,
      action: 'Received',
      type: 'PROCEDURE',
      procedureRowId: rows(view)[0]!,
      value: '30.00',
      date: TODAY,
    };
    const first = await run((tx) => postEntries(tx, actor, [entry]));
    expect(first.ids).toEqual([id]);
    expect(first.changes).toEqual([
      expect.objectContaining({ companyId: w.matrizId, eventId: view.id, kind: 'created', transactionIds: [id] }),
    ]);
    const again = await run((tx) => postEntries(tx, actor, [{ ...entry, value: '30' }]));
    expect(again).toMatchObject({ ids: [id], changes: [] });
    await expect(run((tx) => postEntries(tx, actor, [{ ...entry, value: '31.00' }]))).rejects.toMatchObject({
      code: 'inputError',
      message: m.idempotencyMismatch,
    });
    await expect(
      run((tx) => postEntries(tx, actor, [{ ...entry, id: randomUUID(), value: '-1.00' }])),
    ).rejects.toMatchObject({ code: 'inputError', message: m.receivedValueNegative });
    await expect(
      run((tx) => postEntries(tx, { userId: 'x', userName: ' ' }, [{ ...entry, id: randomUUID() }])),
    ).rejects.toMatchObject({ code: 'inputError', message: fmt(m.missingFields, { fields: 'userName' }) });
    expect(await entriesOf(w, view.id)).toHaveLength(1);
    await expectTotalsMatchLedger(w, view.id);
  });

  it('recomputes many events at once and only writes what changed', async () => {
    const a = await moneyEvent(w, w.biller, { values: ['300.00'] });
    const b = await moneyEvent(w, w.biller, { values: ['200.00'] });
    await run((tx) =>
      tx.insert(transactions).values({
        eventId: a.id,
        companyId: w.matrizId,
        action: 'Glosado',
        type: 'PROCEDURE',
        procedureRowId: rows(a)[0]!,
        date: TODAY,
        value: '12.00',
        userId: 'x',
        userName: 'x',
      }),
    );
    const before = await Promise.all([eventRow(w, a.id), eventRow(w, b.id)]);
    const ledgers = await run((tx) => recomputeEventTotals(tx, [a.id, b.id]));
    expect(ledgers.get(a.id)!.totals.totalGlosado).toBe('12.00');
    const [afterA, afterB] = await Promise.all([eventRow(w, a.id), eventRow(w, b.id)]);
    expect(afterA).toMatchObject({ totalGlosado: '12.00', hasCuted: true, version: before[0]!.version });
    expect(afterB.updatedAt).toEqual(before[1]!.updatedAt);
    await expectTotalsMatchLedger(w, a.id);
  });
});
