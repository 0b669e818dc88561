import type { Job } from '@honora/contract';
import { events, systemActor, transactions, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  authorizeFakeCode,
  fakeContaAzulReceivables,
  startFakeContaAzul,
} from '../../src/modules/contaazul/fake-contaazul';
import { createEventsWorld, eventBody, TODAY, type EventsWorld } from '../events-world';

/**
 * Idempotency of the Conta Azul export as a property (decision 054): whatever happens between
 * exports — the value changes, money arrives or is undone, Conta Azul loses a create's or a
 * settlement's answer, answers 500 or 429 — after a final export with a healthy Conta Azul each
 * event has exactly one receivable, of its current value, and at most one settlement, of what
 * the ledger received.
 */
const APP_URL = 'http://honora.test';
const REDIRECT = `${APP_URL}/client/integrations`;
let w: EventsWorld;
let fake: Awaited<ReturnType<typeof startFakeContaAzul>>;

beforeAll(async () => {
  fake = await startFakeContaAzul();
  w = await createEventsWorld({
    INTEGRATIONS_SECRET_KEY: Buffer.alloc(32, 4).toString('base64'),
    APP_URL,
    CONTAAZUL_CLIENT_ID: 'demo-contaazul',
    CONTAAZUL_CLIENT_SECRET: 'demo-contaazul-secret',
    CONTAAZUL_AUTH_URL: fake.url,
    CONTAAZUL_API_URL: fake.url,
  });
  const url = new URL((await w.manager.post('/api/contaazul/connect', {})).json().authorizeUrl);
  const code = authorizeFakeCode(fake.state, REDIRECT);
  expect(
    (await w.manager.post('/api/contaazul/callback', { code, state: url.searchParams.get('state') })).statusCode,
  ).toBe(200);
  await w.manager.put('/api/contaazul/settings', { financialAccountId: 'fa-1', categoryId: 'cat-1' });
  await w.manager.put('/api/contaazul/mappings', {
    kind: 'healthInsurance',
    productKey: w.insurers.valued,
    remoteId: 'pes-unimed',
  });
});
afterAll(async () => {
  await fake.close();
  await w.t.close();
});

async function exportAll(ids: string[]): Promise<void> {
  const res = await w.manager.post('/api/contaazul/exports', { eventIds: ids });
  expect(res.statusCode, res.body).toBe(200);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await w.manager.get(`/api/jobs/${res.json().jobId}`)).json() as Job;
    if (job.status !== 'NOT_STARTED' && job.status !== 'RUNNING') return;
    if (Date.now() > deadline) throw new Error('export still running');
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Step =
  | { kind: 'export' }
  | { kind: 'value'; event: number; cents: number }
  | { kind: 'receive'; event: number; cents: number }
  | { kind: 'undo'; event: number }
  | { kind: 'fault'; fault: 'loseCreate' | 'loseSettle' | 'fail500' | 'fail429' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'export' as const }),
  fc.record({ kind: fc.constant('value' as const), event: fc.nat(1), cents: fc.integer({ min: 100, max: 900_000 }) }),
  fc.record({ kind: fc.constant('receive' as const), event: fc.nat(1), cents: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('undo' as const), event: fc.nat(1) }),
  fc.record({
    kind: fc.constant('fault' as const),
    fault: fc.constantFrom('loseCreate' as const, 'loseSettle' as const, 'fail500' as const, 'fail429' as const),
  }),
);

const money = (cents: number) => (cents / 100).toFixed(2);

it('property: after any history and one healthy export, one receivable per event with its current value', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await w.manager.post('/api/events', eventBody(w));
        ids.push(res.json().id);
      }
      await withActor(w.t.database.db, systemActor, async (tx) => {
        for (const id of ids) await tx.update(events).set({ status: 'WaitPayment' }).where(eq(events.id, id));
      });
      const received = [0, 0];
      for (const s of steps) {
        if (s.kind === 'export') await exportAll(ids);
        else if (s.kind === 'fault') {
          if (s.fault === 'loseCreate') fake.state.loseCreateAnswer = 1;
          if (s.fault === 'loseSettle') fake.state.loseSettleAnswer = 1;
          if (s.fault === 'fail500') fake.state.failNext = { count: 2, status: 500 };
          if (s.fault === 'fail429') fake.state.failNext = { count: 1, status: 429 };
          await exportAll(ids);
        } else {
          const id = ids[s.event]!;
          await withActor(w.t.database.db, systemActor, async (tx) => {
            if (s.kind === 'value') {
              await tx
                .update(events)
                .set({ totalProduced: money(s.cents) })
                .where(eq(events.id, id));
            } else if (s.kind === 'receive') {
              received[s.event]! += s.cents;
              await tx.insert(transactions).values({
                eventId: id,
                companyId: w.matrizId,
                action: 'Received',
                date: TODAY,
                value: money(s.cents),
                userId: 'test',
                userName: 'Teste',
              });
              await tx
                .update(events)
                .set({ totalReceived: money(received[s.event]!) })
                .where(eq(events.id, id));
            } else {
              received[s.event] = 0;
              await tx.update(transactions).set({ canceledById: id }).where(eq(transactions.eventId, id));
              await tx.update(events).set({ totalReceived: '0' }).where(eq(events.id, id));
            }
          });
        }
      }
      fake.state.loseCreateAnswer = 0;
      fake.state.loseSettleAnswer = 0;
      fake.state.failNext = { count: 0, status: 500 };
      await exportAll(ids);
      for (const [i, id] of ids.entries()) {
        const mine = fakeContaAzulReceivables(fake.state).filter((r) => r.referenciaExterna === id);
        expect(mine).toHaveLength(1);
        const [row] = await w.t.database.db
          .select({ value: events.totalProduced })
          .from(events)
          .where(eq(events.id, id));
        expect(mine[0]!.valor).toBe(Number(row!.value));
        const settlements = [...fake.state.settlements.values()].filter(
          (b) => b.parcelaId === mine[0]!.parcelas[0]!.id,
        );
        expect(settlements.map((b) => b.valor)).toEqual(received[i]! > 0 ? [Number(money(received[i]!))] : []);
      }
    }),
    { numRuns: Number(process.env.HONORA_CA_RUNS ?? 8), seed: Number(process.env.HONORA_CA_SEED ?? 20_261_127) },
  );
}, 240_000);
