import { batches, hospitals, systemActor, withActor } from '@honora/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchEvent,
  batchRowOf,
  batchStatus,
  createBatch,
  createBatchesWorld,
  eventRowOf,
  setInsurerSettings,
  type BatchesWorld,
} from './batches-world';
import { moneyEvent } from './money-world';

/**
 * Automatic batching (decision 017): a checked event whose insurer has the flag autoBatch goes,
 * in the check's transaction, into an open automatic batch of its company, insurer and type.
 * Each test uses its own insurer settings on the valued insurer and looks only at its own events.
 */
let w: BatchesWorld;

beforeAll(async () => {
  w = await createBatchesWorld();
});
afterAll(() => w.t.close());

async function batchOf(eventId: string) {
  const row = await eventRowOf(w, eventId);
  expect(row.batchesIds).toHaveLength(1);
  return batchRowOf(w, row.batchesIds[0]!);
}

/** Closes every open automatic batch so a test starts from none. */
async function closeAutomatic() {
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx
      .update(batches)
      .set({ status: 'CLOSED', closed: true })
      .where(and(eq(batches.automatic, true), eq(batches.status, 'OPEN'))),
  );
}

describe('automatic batching on check', () => {
  it('does nothing without the insurer flag', async () => {
    await setInsurerSettings(w, w.insurers.valued, { flags: {}, configs: {} });
    const e = await batchEvent(w);
    expect((await eventRowOf(w, e.id)).batchesIds).toEqual([]);
  });

  it('puts checked events into one automatic batch of the insurer and type, opening it when none has room', async () => {
    await closeAutomatic();
    await setInsurerSettings(w, w.insurers.valued, { flags: { autoBatch: true }, configs: { autoBatchMaxEvents: 2 } });
    const e1 = await batchEvent(w);
    const e2 = await batchEvent(w);
    const e3 = await batchEvent(w);
    const first = await batchOf(e1.id);
    expect(first).toMatchObject({
      automatic: true,
      status: 'OPEN',
      type: 'Honorario',
      healthInsuranceId: w.insurers.valued,
      hospitalId: null,
    });
    expect(first.competence).toBe((await eventRowOf(w, e1.id)).dtProcedure!.slice(0, 7));
    expect((await batchOf(e2.id)).id).toBe(first.id);
    const second = await batchOf(e3.id);
    expect(second.id).not.toBe(first.id);
    expect(Number(second.code)).toBeGreaterThan(Number(first.code));
    expect((await eventRowOf(w, e1.id)).addedToBatchAt).not.toBeNull();
    // A type of its own: another batch.
    const spsadt = await batchEvent(w, { overrides: { type: 'SPSADT' } });
    const typed = await batchOf(spsadt.id);
    expect(typed.type).toBe('SPSADT');
    expect([first.id, second.id]).not.toContain(typed.id);
  });

  it('never reuses a batch that is not OPEN, nor one opened by hand', async () => {
    await closeAutomatic();
    await setInsurerSettings(w, w.insurers.valued, { flags: { autoBatch: true }, configs: {} });
    const manual = await createBatch(w);
    const e1 = await batchEvent(w);
    const auto = await batchOf(e1.id);
    expect(auto.id).not.toBe(manual.id);
    expect((await batchStatus(w, auto.id, 'close')).statusCode).toBe(200);
    const e2 = await batchEvent(w);
    const next = await batchOf(e2.id);
    expect(next.id).not.toBe(auto.id);
  });

  it('by month / year: one batch per span of months of the procedure date', async () => {
    await closeAutomatic();
    await setInsurerSettings(w, w.insurers.valued, {
      flags: { autoBatch: true, autoBatchByMonthYear: true },
      configs: { monthQuantityOnAutoBatchByMonthYear: 1 },
    });
    const jan = await batchEvent(w, { overrides: { dtProcedure: '2025-01-10' } });
    const jan2 = await batchEvent(w, { overrides: { dtProcedure: '2025-01-28' } });
    const feb = await batchEvent(w, { overrides: { dtProcedure: '2025-02-03' } });
    const janBatch = await batchOf(jan.id);
    expect(janBatch.competence).toBe('2025-01');
    expect((await batchOf(jan2.id)).id).toBe(janBatch.id);
    const febBatch = await batchOf(feb.id);
    expect(febBatch.id).not.toBe(janBatch.id);
    expect(febBatch.competence).toBe('2025-02');

    await closeAutomatic();
    await setInsurerSettings(w, w.insurers.valued, {
      flags: { autoBatch: true, autoBatchByMonthYear: true },
      configs: { monthQuantityOnAutoBatchByMonthYear: 3 },
    });
    const a = await batchEvent(w, { overrides: { dtProcedure: '2025-04-10' } });
    const b = await batchEvent(w, { overrides: { dtProcedure: '2025-06-30' } });
    const c = await batchEvent(w, { overrides: { dtProcedure: '2025-07-01' } });
    expect((await batchOf(b.id)).id).toBe((await batchOf(a.id)).id);
    expect((await batchOf(c.id)).id).not.toBe((await batchOf(a.id)).id);
  });

  it('by hospital: one batch per hospital', async () => {
    await closeAutomatic();
    const [h1, h2] = await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .insert(hospitals)
        .values([
          { companyId: w.matrizId, name: 'Hospital Um' },
          { companyId: w.matrizId, name: 'Hospital Dois' },
        ])
        .returning({ id: hospitals.id }),
    );
    await setInsurerSettings(w, w.insurers.valued, { flags: { autoBatch: true, batchByHospital: true }, configs: {} });
    const e1 = await batchEvent(w, { overrides: { hospitalId: h1!.id } });
    const e2 = await batchEvent(w, { overrides: { hospitalId: h2!.id } });
    const e3 = await batchEvent(w, { overrides: { hospitalId: h1!.id } });
    const b1 = await batchOf(e1.id);
    expect(b1.hospitalId).toBe(h1!.id);
    expect((await batchOf(e2.id)).id).not.toBe(b1.id);
    expect((await batchOf(e3.id)).id).toBe(b1.id);
  });

  it('the bulk check batches every checked event in the same transaction', async () => {
    await closeAutomatic();
    await setInsurerSettings(w, w.insurers.valued, { flags: { autoBatch: true }, configs: { autoBatchMaxEvents: 2 } });
    const list = [];
    for (let i = 0; i < 3; i++) list.push(await moneyEvent(w, w.biller, { unchecked: true }));
    const res = await w.biller.post('/api/events/bulk-actions', { action: 'check', eventIds: list.map((e) => e.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { result: string }) => r.result)).toEqual(['success', 'success', 'success']);
    const ids = await Promise.all(list.map(async (e) => (await batchOf(e.id)).id));
    expect(new Set(ids).size).toBe(2);
    expect(ids.filter((id) => id === ids[0]).length + ids.filter((id) => id !== ids[0]).length).toBe(3);
  });

  it('an event already in a live batch stays there when checked again', async () => {
    await closeAutomatic();
    await setInsurerSettings(w, w.insurers.valued, { flags: {}, configs: {} });
    const manual = await createBatch(w);
    const e = await moneyEvent(w, w.biller, { unchecked: true });
    const add = await w.biller.post(`/api/batches/${manual.id}/events`, { eventIds: [e.id] });
    expect(add.json().results[0].result).toBe('success');
    await setInsurerSettings(w, w.insurers.valued, { flags: { autoBatch: true }, configs: {} });
    const row = await eventRowOf(w, e.id);
    const checked = await w.biller.post(`/api/events/${e.id}/actions`, { action: 'check', version: row.version });
    expect(checked.statusCode, checked.body).toBe(200);
    expect((await eventRowOf(w, e.id)).batchesIds).toEqual([manual.id]);
  });
});

describe.runIf(process.env.HONORA_TEST_ENGINE === 'postgres')('automatic batching races on PostgreSQL', () => {
  it('parallel checks fill batches without overfilling or opening duplicates', async () => {
    await closeAutomatic();
    await setInsurerSettings(w, w.insurers.valued, { flags: { autoBatch: true }, configs: { autoBatchMaxEvents: 2 } });
    const list = [];
    for (let i = 0; i < 6; i++) list.push(await moneyEvent(w, w.biller, { unchecked: true }));
    const answers = await Promise.all(
      list.map((e) => w.biller.post(`/api/events/${e.id}/actions`, { action: 'check', version: e.version })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const ids = await Promise.all(list.map(async (e) => (await batchOf(e.id)).id));
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts.values()].sort()).toEqual([2, 2, 2]);
  });
});
