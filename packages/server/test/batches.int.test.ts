import { messages, fmt } from '@honora/contract';
import { batches, companyWebConfigs, events, systemActor, withActor } from '@honora/db';
import { defaultPermissionConfig } from '@honora/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEvents,
  batchEvent,
  batchRowOf,
  batchStatus,
  createBatch,
  createBatchesWorld,
  eventRowOf,
  getBatch,
  setBatch,
  setEvent,
  setInsurerSettings,
  type BatchesWorld,
} from './batches-world';
import { setCompanyFlags } from './events-world';
import { expectRefused } from './money-world';

const b = messages.screens.batches;
const warn = b.warnings;
const ev = messages.screens.events.errors;
let w: BatchesWorld;

beforeAll(async () => {
  w = await createBatchesWorld();
});
afterAll(() => w.t.close());

describe('POST /api/batches', () => {
  it('numbers the company’s batches in sequence when the code is left empty', async () => {
    const first = await createBatch(w);
    const second = await createBatch(w, { code: null, name: 'Lote de março', protocol: 'P-1' });
    expect(Number(second.code)).toBe(Number(first.code) + 1);
    expect(first).toMatchObject({ status: 'OPEN', closed: false, accepted: false, eventCount: 0, automatic: false });
    expect(second.actions).toMatchObject({ edit: true, addEvents: true, close: true, remove: true, reopen: false });
  });

  it('skips a number typed by hand ahead of the counter', async () => {
    const probe = await createBatch(w);
    await createBatch(w, { code: String(Number(probe.code) + 1) });
    const next = await createBatch(w);
    expect(next.code).toBe(String(Number(probe.code) + 2));
  });

  it('refuses a code already used by an active batch, and frees it once the batch is removed', async () => {
    const batch = await createBatch(w, { code: 'L-DUP' });
    expectRefused(
      await w.biller.post('/api/batches', {
        companyId: w.matrizId,
        healthInsuranceId: w.insurers.valued,
        code: 'L-DUP',
      }),
      400,
      b.validation.codeExists,
      'inputError',
    );
    const removed = await w.biller.request('DELETE', `/api/batches/${batch.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await createBatch(w, { code: 'L-DUP' });
  });

  it.each([
    ['no insurer', { healthInsuranceId: undefined }, b.validation.noInsurer],
    ['an insurer of another company', { healthInsuranceId: 'other' }, b.validation.noInsurer],
    ['a code with spaces', { code: 'A B' }, b.validation.code],
    ['a code too long', { code: '1234567890123' }, fmt(messages.validation.maxLength, { max: 12 })],
    ['a hospital of nowhere', { hospitalId: '00000000-0000-4000-8000-000000000000' }, b.validation.hospitalNotFound],
  ])('refuses %s', async (_label, body, message) => {
    const payload: Record<string, unknown> = { companyId: w.matrizId, healthInsuranceId: w.insurers.valued, ...body };
    if (payload.healthInsuranceId === 'other') payload.healthInsuranceId = w.insurers.other;
    const before = await w.t.database.db.select({ id: batches.id }).from(batches);
    expectRefused(await w.biller.post('/api/batches', payload), 400, message, 'inputError');
    expect(await w.t.database.db.select({ id: batches.id }).from(batches)).toHaveLength(before.length);
  });

  it('refuses who may not write batches, another company and no session', async () => {
    const body = { companyId: w.matrizId, healthInsuranceId: w.insurers.valued };
    expect((await w.anesthetist.post('/api/batches', body)).statusCode).toBe(403);
    expect((await w.outsider.post('/api/batches', body)).statusCode).toBe(403);
    expect((await w.anonymous.post('/api/batches', body)).statusCode).toBe(401);
  });
});

describe('PUT /api/batches/:id', () => {
  it('changes code, name and protocol at the version read; a stale version is otherUser', async () => {
    const batch = await createBatch(w);
    const res = await w.biller.put(`/api/batches/${batch.id}`, {
      version: batch.version,
      code: 'X-1',
      name: 'Nome',
      protocol: '99',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'X-1', name: 'Nome', protocol: '99', version: batch.version + 1 });
    const stale = await w.biller.put(`/api/batches/${batch.id}`, { version: batch.version, code: 'X-2' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('otherUser');
    const other = await createBatch(w);
    expectRefused(
      await w.biller.put(`/api/batches/${other.id}`, { version: other.version, code: 'X-1' }),
      400,
      b.validation.codeExists,
    );
    expect((await w.outsider.put(`/api/batches/${batch.id}`, { version: 2, code: 'Z' })).statusCode).toBe(404);
  });
});

describe('POST /api/batches/:id/events — every warning', () => {
  it('adds checked events and answers one result per event', async () => {
    const batch = await createBatch(w);
    const e1 = await batchEvent(w);
    const e2 = await batchEvent(w, { values: ['150.00'] });
    const { results, batch: summary } = await addEvents(w, batch.id, [e1.id, e2.id]);
    expect(results.map((r) => r.result)).toEqual(['success', 'success']);
    expect(summary.eventCount).toBe(2);
    const row = await eventRowOf(w, e1.id);
    expect(row.batchesIds).toEqual([batch.id]);
    expect(row.addedToBatchAt).not.toBeNull();
    expect(row.version).toBe(e1.version + 1);
    const view = await getBatch(w, batch.id);
    expect(view.totals).toMatchObject({ events: 2, totalProduced: '450.00' });
    expect(view.totalProduced).toBe('450.00');
    expect(view.events.map((e) => e.id).sort()).toEqual([e1.id, e2.id].sort());
    expect(view.actions).toMatchObject({ remove: false, removeEvents: true, generateXml: true, sendGuides: true });
    expect(view).toMatchObject({ maxEvents: 99, downloadType: 'xml', versionXML: '4.03.00' });
    // Again: already in this batch.
    const again = await addEvents(w, batch.id, [e1.id]);
    expect(again.results[0]).toMatchObject({ result: 'alreadyInBatch', message: warn.alreadyInBatch });
  });

  it.each([
    ['typeMismatch', async () => batchEvent(w, { overrides: { type: 'SPSADT' } })],
    ['insurerMismatch', async () => batchEvent(w, { insurer: w.insurers.sendsGuides })],
    [
      'status',
      async () => {
        const e = await batchEvent(w);
        await setEvent(w, e.id, { status: 'WaitSendRecourse' });
        return e;
      },
    ],
    [
      'inactive',
      async () => {
        const e = await batchEvent(w);
        await setEvent(w, e.id, { active: false });
        return e;
      },
    ],
    [
      'hasTransactions',
      async () => {
        const e = (await batchEvent(w)) as unknown as { id: string; procedures: { rowId: string }[] };
        const res = await w.biller.post(`/api/events/${e.id}/transactions`, {
          version: (await eventRowOf(w, e.id)).version,
          date: '2024-01-10',
          entries: [{ type: 'PROCEDURE', rowId: e.procedures[0]!.rowId, action: 'Received', value: '10.00' }],
        });
        expect(res.statusCode, res.body).toBe(200);
        return e;
      },
    ],
  ] as const)('%s', async (warning, make) => {
    const batch = await createBatch(w);
    const event = await make();
    const before = await eventRowOf(w, event.id);
    const { results } = await addEvents(w, batch.id, [event.id]);
    expect(results[0]).toMatchObject({ eventId: event.id, result: warning, message: warn[warning] });
    const after = await eventRowOf(w, event.id);
    expect(after.batchesIds).toEqual([]);
    expect(after.version).toBe(before.version);
  });

  it('an unchecked event (AwaitingCheck) may go in; a Finished one may not', async () => {
    const batch = await createBatch(w);
    const open = await batchEvent(w, { unchecked: true });
    const done = await batchEvent(w);
    await setEvent(w, done.id, { status: 'Finished', isLocked: true });
    const { results } = await addEvents(w, batch.id, [open.id, done.id]);
    expect(results.map((r) => r.result)).toEqual(['success', 'status']);
    // The warning travels by its catalog key, for the web to render (decision 025).
    expect(results[1]).toMatchObject({ message: warn.status, messageKey: 'screens.batches.warnings.status' });
  });

  it('closed: a batch that is not OPEN takes nothing', async () => {
    const batch = await createBatch(w);
    expect((await batchStatus(w, batch.id, 'close')).statusCode).toBe(200);
    const e = await batchEvent(w);
    const { results } = await addEvents(w, batch.id, [e.id]);
    expect(results[0]).toMatchObject({ result: 'closed', message: warn.closed });
  });

  it('full: the insurer’s autoBatchMaxEvents caps the batch', async () => {
    await setInsurerSettings(w, w.insurers.notValued, { configs: { autoBatchMaxEvents: 2 } });
    const batch = await createBatch(w, { healthInsuranceId: w.insurers.notValued });
    expect((await getBatch(w, batch.id)).maxEvents).toBe(2);
    const list = [];
    for (let i = 0; i < 3; i++) list.push(await batchEvent(w, { insurer: w.insurers.notValued }));
    const { results } = await addEvents(
      w,
      batch.id,
      list.map((e) => e.id),
    );
    expect(results.map((r) => r.result)).toEqual(['success', 'success', 'full']);
    expect(results[2]!.message).toBe(warn.full);
  });

  it('noInsurer: the batch’s insurer was removed', async () => {
    const batch = await createBatch(w, { healthInsuranceId: w.insurers.noNegotiation });
    const e = await batchEvent(w);
    const { healthInsurers } = await import('@honora/db');
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(healthInsurers).set({ deletedAt: new Date() }).where(eq(healthInsurers.id, w.insurers.noNegotiation)),
    );
    const { results } = await addEvents(w, batch.id, [e.id]);
    expect(results[0]).toMatchObject({ result: 'noInsurer', message: warn.noInsurer });
  });

  it('moves an event from another OPEN batch; not out of a CLOSED one', async () => {
    const from = await createBatch(w);
    const to = await createBatch(w);
    const e = await batchEvent(w);
    await addEvents(w, from.id, [e.id]);
    expect((await addEvents(w, to.id, [e.id])).results[0]!.result).toBe('success');
    expect((await eventRowOf(w, e.id)).batchesIds).toEqual([to.id]);
    expect((await getBatch(w, from.id)).eventCount).toBe(0);
    expect((await batchStatus(w, to.id, 'close')).statusCode).toBe(200);
    expect((await addEvents(w, from.id, [e.id])).results[0]).toMatchObject({ result: 'closed' });
    expect((await eventRowOf(w, e.id)).batchesIds).toEqual([to.id]);
  });

  it('an event the user cannot see refuses the whole request and writes nothing', async () => {
    const batch = await createBatch(w);
    const e = await batchEvent(w);
    const res = await w.biller.post(`/api/batches/${batch.id}/events`, {
      eventIds: [e.id, '00000000-0000-4000-8000-000000000000'],
    });
    expectRefused(res, 404, ev.notFound);
    expect((await eventRowOf(w, e.id)).batchesIds).toEqual([]);
  });

  it('refuses an empty list, another company, and readers', async () => {
    const batch = await createBatch(w);
    expectRefused(await w.biller.post(`/api/batches/${batch.id}/events`, { eventIds: [] }), 400, b.validation.noEvents);
    const e = await batchEvent(w);
    expect((await w.outsider.post(`/api/batches/${batch.id}/events`, { eventIds: [e.id] })).statusCode).toBe(404);
    expect((await w.anesthetist.post(`/api/batches/${batch.id}/events`, { eventIds: [e.id] })).statusCode).toBe(403);
  });
});

describe('POST /api/batches/:id/events/remove', () => {
  it('takes events out; notInBatch, status and closed otherwise', async () => {
    const batch = await createBatch(w);
    const e1 = await batchEvent(w);
    const e2 = await batchEvent(w);
    const outside = await batchEvent(w);
    await addEvents(w, batch.id, [e1.id, e2.id]);
    await setEvent(w, e2.id, { status: 'WaitRecourse' });
    const res = await w.biller.post(`/api/batches/${batch.id}/events/remove`, { eventIds: [e1.id, e2.id, outside.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { result: string }) => r.result)).toEqual(['success', 'status', 'notInBatch']);
    expect(res.json().results[2].message).toBe(warn.notInBatch);
    expect((await eventRowOf(w, e1.id)).batchesIds).toEqual([]);
    expect((await eventRowOf(w, e1.id)).addedToBatchAt).toBeNull();
    expect((await eventRowOf(w, e2.id)).batchesIds).toEqual([batch.id]);
    await setEvent(w, e2.id, { status: 'WaitPayment' });
    expect((await batchStatus(w, batch.id, 'close')).statusCode).toBe(200);
    const closed = await w.biller.post(`/api/batches/${batch.id}/events/remove`, { eventIds: [e2.id] });
    expect(closed.json().results[0]).toMatchObject({ result: 'closed', message: warn.closed });
  });
});

describe('POST /api/batches/:id/status', () => {
  it.each([
    ['close', 'OPEN', 'CLOSED'],
    ['reopen', 'CLOSED', 'OPEN'],
    ['reopen', 'ON_GOING', 'OPEN'],
    ['startChecking', 'OPEN', 'ON_GOING'],
    ['startChecking', 'CLOSED', 'ON_GOING'],
    ['accept', 'OPEN', 'ACCEPTED'],
    ['accept', 'CLOSED', 'ACCEPTED'],
    ['accept', 'ON_GOING', 'ACCEPTED'],
    ['unaccept', 'ACCEPTED', 'CLOSED'],
  ])('%s from %s → %s', async (action, from, to) => {
    const batch = await createBatch(w);
    if (from !== 'OPEN') await setBatch(w, batch.id, { status: from as 'OPEN', closed: from !== 'ON_GOING' });
    const res = await batchStatus(w, batch.id, action);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: to, accepted: to === 'ACCEPTED' });
    if (to === 'CLOSED' || to === 'ACCEPTED') expect(res.json().closed).toBe(true);
    if (to === 'OPEN') expect(res.json().closed).toBe(false);
  });

  it.each([
    ['close', 'CLOSED'],
    ['close', 'ACCEPTED'],
    ['reopen', 'OPEN'],
    ['reopen', 'ACCEPTED'],
    ['startChecking', 'ON_GOING'],
    ['accept', 'ACCEPTED'],
    ['unaccept', 'OPEN'],
  ])('%s from %s is refused', async (action, from) => {
    const batch = await createBatch(w);
    await setBatch(w, batch.id, { status: from as 'OPEN' });
    const before = await batchRowOf(w, batch.id);
    expectRefused(await batchStatus(w, batch.id, action), 409, b.errors.statusAction, 'statusError');
    expect((await batchRowOf(w, batch.id)).version).toBe(before.version);
  });

  it('unaccept is refused once an XML was generated', async () => {
    const batch = await createBatch(w);
    await setBatch(w, batch.id, { status: 'ACCEPTED', closed: true, accepted: true, xmlGenerated: true });
    expect((await getBatch(w, batch.id)).actions.unaccept).toBe(false);
    expectRefused(await batchStatus(w, batch.id, 'unaccept'), 409, b.errors.acceptLocked, 'statusError');
  });

  it('a stale version is otherUser and changes nothing', async () => {
    const batch = await createBatch(w);
    const res = await w.biller.post(`/api/batches/${batch.id}/status`, { version: batch.version + 5, action: 'close' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('otherUser');
    expect((await batchRowOf(w, batch.id)).status).toBe('OPEN');
  });

  it('accept moves the active events in AwaitingCheck, Custom, Pending, WaitSendGuia to WaitPayment with the guide sent', async () => {
    const batch = await createBatch(w, { healthInsuranceId: w.insurers.sendsGuides });
    const waiting = await batchEvent(w, { insurer: w.insurers.sendsGuides });
    const unchecked = await batchEvent(w, { insurer: w.insurers.sendsGuides, unchecked: true });
    const pending = await batchEvent(w, { insurer: w.insurers.sendsGuides, unchecked: true });
    const removed = await batchEvent(w, { insurer: w.insurers.sendsGuides });
    await addEvents(w, batch.id, [waiting.id, unchecked.id, pending.id, removed.id]);
    await setEvent(w, pending.id, { status: 'Pending' });
    await setEvent(w, removed.id, { active: false });
    const before = await eventRowOf(w, waiting.id);
    const res = await batchStatus(w, batch.id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    for (const e of [waiting, unchecked, pending]) {
      const row = await eventRowOf(w, e.id);
      expect({ status: row.status, guiaSent: row.guiaSent }).toEqual({ status: 'WaitPayment', guiaSent: true });
    }
    expect((await eventRowOf(w, waiting.id)).version).toBe(before.version + 1);
    expect((await eventRowOf(w, removed.id)).status).toBe('WaitSendGuia');
  });

  it('close without the company flag leaves the events as they are and editable', async () => {
    const batch = await createBatch(w, { healthInsuranceId: w.insurers.sendsGuides });
    const e = await batchEvent(w, { insurer: w.insurers.sendsGuides });
    await addEvents(w, batch.id, [e.id]);
    expect((await batchStatus(w, batch.id, 'close')).statusCode).toBe(200);
    expect((await eventRowOf(w, e.id)).status).toBe('WaitSendGuia');
    expect((await w.biller.get(`/api/events/${e.id}`)).json().actions.edit).toBe(true);
  });

  it('close with closeBatchSendsAndLocks sends the WaitSendGuia events and locks editing', async () => {
    await setCompanyFlags(w, { closeBatchSendsAndLocks: true });
    try {
      const batch = await createBatch(w, { healthInsuranceId: w.insurers.sendsGuides });
      const e = await batchEvent(w, { insurer: w.insurers.sendsGuides });
      const other = await batchEvent(w, { insurer: w.insurers.sendsGuides });
      await addEvents(w, batch.id, [e.id]);
      expect((await batchStatus(w, batch.id, 'close')).statusCode).toBe(200);
      const row = await eventRowOf(w, e.id);
      expect({ status: row.status, guiaSent: row.guiaSent }).toEqual({ status: 'WaitPayment', guiaSent: true });
      expect((await eventRowOf(w, other.id)).status).toBe('WaitSendGuia');
      const view = (await w.biller.get(`/api/events/${e.id}`)).json();
      expect(view.actions).toMatchObject({ edit: false, editProcedure: false, editValues: false });
      const { id: _id, ...rest } = view;
      const res = await w.biller.put(`/api/events/${e.id}`, {
        version: view.version,
        type: 'Honorario',
        dtProcedure: rest.dtProcedure,
        healthInsuranceId: w.insurers.sendsGuides,
        patientId: w.patientId,
        accommodation: 'NURSERY',
        procedures: [{ idProc: view.procedures[0].idProc, order: 1 }],
      });
      expectRefused(res, 409, b.errors.eventClosedBatch, 'statusError');
      // Reopened, the event is editable again.
      expect((await batchStatus(w, batch.id, 'reopen')).statusCode).toBe(200);
      expect((await w.biller.get(`/api/events/${e.id}`)).json().actions.edit).toBe(true);
    } finally {
      await setCompanyFlags(w, {});
    }
  });
});

describe('POST /api/batches/:id/send-guides', () => {
  it('sends the guides of AwaitingCheck, Pending and WaitSendGuia events; the others come back as warnings', async () => {
    const batch = await createBatch(w, { healthInsuranceId: w.insurers.sendsGuides });
    const waiting = await batchEvent(w, { insurer: w.insurers.sendsGuides });
    const unchecked = await batchEvent(w, { insurer: w.insurers.sendsGuides, unchecked: true });
    const paid = await batchEvent(w, { insurer: w.insurers.sendsGuides });
    await addEvents(w, batch.id, [waiting.id, unchecked.id, paid.id]);
    await setEvent(w, paid.id, { status: 'WaitPayment' });
    const res = await w.biller.post(`/api/batches/${batch.id}/send-guides`);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { eventId: string; result: string; message: string | null }[];
    const byId = new Map(results.map((r) => [r.eventId, r]));
    expect(byId.get(waiting.id)!.result).toBe('success');
    expect(byId.get(unchecked.id)!.result).toBe('success');
    expect(byId.get(paid.id)).toMatchObject({
      result: 'invalidStatus',
      message: ev.statusInvalidSendGuia,
      messageKey: 'screens.events.errors.statusInvalidSendGuia',
    });
    for (const e of [waiting, unchecked]) {
      const row = await eventRowOf(w, e.id);
      expect({ status: row.status, guiaSent: row.guiaSent }).toEqual({ status: 'WaitPayment', guiaSent: true });
    }
  });

  it('needs billing access and the batch', async () => {
    const batch = await createBatch(w);
    expect((await w.anesthetist.post(`/api/batches/${batch.id}/send-guides`)).statusCode).toBe(403);
    expect((await w.outsider.post(`/api/batches/${batch.id}/send-guides`)).statusCode).toBe(404);
  });
});

describe('GET /api/batches', () => {
  it('filters by status, insurer, type, search and forEventId', async () => {
    const open = await createBatch(w, { name: 'Procurável Único' });
    const closed = await createBatch(w);
    await batchStatus(w, closed.id, 'close');
    const spsadt = await createBatch(w, { type: 'SPSADT' });
    const list = async (q: string) => {
      const res = await w.biller.get(`/api/batches?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        items: { id: string; status: string; eventCount: number; lastXmlStatus: null }[];
        total: number;
      };
    };
    expect((await list('search=Procur%C3%A1vel')).items.map((i) => i.id)).toEqual([open.id]);
    expect((await list('status=CLOSED')).items.every((i) => i.status === 'CLOSED')).toBe(true);
    expect((await list('type=SPSADT')).items.map((i) => i.id)).toContain(spsadt.id);
    expect((await list(`healthInsuranceId=${w.insurers.valued}&type=SPSADT`)).items.map((i) => i.id)).toContain(
      spsadt.id,
    );
    const e = await batchEvent(w);
    const candidates = (await list(`forEventId=${e.id}`)).items.map((i) => i.id);
    expect(candidates).toContain(open.id);
    expect(candidates).not.toContain(closed.id);
    expect(candidates).not.toContain(spsadt.id);
    await addEvents(w, open.id, [e.id]);
    expect((await list(`forEventId=${e.id}`)).items.map((i) => i.id)).not.toContain(open.id);
    const page = await list('pageSize=2&page=1');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect((await w.biller.get('/api/batches?status=NOPE')).statusCode).toBe(400);
    expect((await w.outsider.get('/api/batches')).json().items).toEqual([]);
  });

  it('hides the money from who may not see values (batches readValues)', async () => {
    const batch = await createBatch(w);
    const e = await batchEvent(w);
    await addEvents(w, batch.id, [e.id]);
    const config = defaultPermissionConfig();
    const setConfig = (permissions: typeof config) =>
      withActor(w.t.database.db, systemActor, (tx) =>
        tx.update(companyWebConfigs).set({ permissions }).where(eq(companyWebConfigs.companyId, w.matrizId)),
      );
    await setConfig({ ...config, batches: { ...config.batches, readValues: ['a', 'e'] } });
    try {
      const view = await getBatch(w, batch.id);
      expect(view.totals).toBeUndefined();
      expect(view.totalProduced).toBeUndefined();
      expect(view.events[0]!.totalProduced).toBeUndefined();
      const list = (await w.biller.get('/api/batches')).json();
      expect(list.items[0].totalProduced).toBeUndefined();
      expect((await getBatch(w, batch.id, w.manager)).totals?.totalProduced).toBe('300.00');
    } finally {
      await setConfig(config);
    }
  });
});

describe('DELETE /api/batches/:id', () => {
  it('only an OPEN batch without events', async () => {
    const batch = await createBatch(w);
    const e = await batchEvent(w);
    await addEvents(w, batch.id, [e.id]);
    expectRefused(await w.biller.request('DELETE', `/api/batches/${batch.id}`), 409, b.errors.notEmpty);
    const closed = await createBatch(w);
    await batchStatus(w, closed.id, 'close');
    expectRefused(await w.biller.request('DELETE', `/api/batches/${closed.id}`), 409, b.errors.statusAction);
    const empty = await createBatch(w);
    expect((await w.outsider.request('DELETE', `/api/batches/${empty.id}`)).statusCode).toBe(404);
    expect((await w.biller.request('DELETE', `/api/batches/${empty.id}`)).statusCode).toBe(200);
    const row = await batchRowOf(w, empty.id);
    expect(row.active).toBe(false);
    expect(row.deletedAt).not.toBeNull();
  });
});

describe('attachments', () => {
  const pdf = Buffer.from('%PDF-1.4\n%test\n');
  it('keeps a PDF with the batch and downloads the same bytes', async () => {
    const batch = await createBatch(w);
    const res = await w.biller.post(`/api/batches/${batch.id}/attachments`, {
      fileName: 'protocolo de envio.pdf',
      content: pdf.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const attachment = res.json().attachments[0];
    expect(attachment).toMatchObject({ fileName: 'protocolo de envio.pdf', mime: 'application/pdf', size: pdf.length });
    const download = await w.biller.get(`/api/batches/${batch.id}/attachments/${attachment.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await w.outsider.get(`/api/batches/${batch.id}/attachments/${attachment.id}`)).statusCode).toBe(404);
    expectRefused(
      await w.biller.get(`/api/batches/${batch.id}/attachments/00000000-0000-4000-8000-000000000000`),
      404,
      b.errors.attachmentNotFound,
    );
  });

  it('refuses other types and files over 15 MB', async () => {
    const batch = await createBatch(w);
    expectRefused(
      await w.biller.post(`/api/batches/${batch.id}/attachments`, {
        fileName: 'a.txt',
        content: Buffer.from('hello').toString('base64'),
      }),
      400,
      b.errors.attachmentType,
    );
    const big = Buffer.alloc(15 * 1024 * 1024 + 1, 0);
    pdf.copy(big);
    expectRefused(
      await w.biller.post(`/api/batches/${batch.id}/attachments`, {
        fileName: 'big.pdf',
        content: big.toString('base64'),
      }),
      400,
      b.errors.attachmentSize,
    );
    expect((await batchRowOf(w, batch.id)).attachments).toEqual([]);
  });
});

describe.runIf(process.env.HONORA_TEST_ENGINE === 'postgres')('races on PostgreSQL', () => {
  it('parallel adds never overfill the batch', async () => {
    await setInsurerSettings(w, w.insurers.particular, { configs: { autoBatchMaxEvents: 3 } });
    const batch = await createBatch(w, { healthInsuranceId: w.insurers.particular });
    const list = [];
    for (let i = 0; i < 8; i++) list.push(await batchEvent(w, { insurer: w.insurers.particular }));
    const answers = await Promise.all(
      list.map((e) => w.biller.post(`/api/batches/${batch.id}/events`, { eventIds: [e.id] })),
    );
    const results = answers.map((a) => {
      expect(a.statusCode, a.body).toBe(200);
      return a.json().results[0].result as string;
    });
    expect(results.filter((r) => r === 'success')).toHaveLength(3);
    expect(results.filter((r) => r === 'full')).toHaveLength(5);
    const inBatch = await w.t.database.db
      .select({ id: events.id })
      .from(events)
      .where(
        inArray(
          events.id,
          list.map((e) => e.id),
        ),
      );
    expect(inBatch).toHaveLength(8);
    expect((await getBatch(w, batch.id)).eventCount).toBe(3);
  });

  it('two creates with the same code: one batch, one "batch number exists"', async () => {
    const body = { companyId: w.matrizId, healthInsuranceId: w.insurers.valued, code: 'RACE-1' };
    const answers = await Promise.all([w.biller.post('/api/batches', body), w.manager.post('/api/batches', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expectRefused(refused, 400, b.validation.codeExists);
    const rows = await w.t.database.db.select().from(batches).where(eq(batches.code, 'RACE-1'));
    expect(rows).toHaveLength(1);
  });

  it('parallel creates without a code get distinct numbers', async () => {
    const body = { companyId: w.matrizId, healthInsuranceId: w.insurers.valued };
    const answers = await Promise.all(Array.from({ length: 5 }, () => w.biller.post('/api/batches', body)));
    const codes = answers.map((a) => {
      expect(a.statusCode, a.body).toBe(200);
      return a.json().code as string;
    });
    expect(new Set(codes).size).toBe(5);
  });
});
