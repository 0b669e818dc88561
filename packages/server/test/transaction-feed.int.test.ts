import { randomUUID } from 'node:crypto';
import { rowsOf } from '@honora/db';
import { currentTestEngine } from '@honora/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishChanges, type TransactionChange } from '../src/modules/money/transaction-feed';
import { LISTEN_APPLICATION_NAME } from '../src/notifications/notifications';
import { createTestApp, type TestApp } from './helpers';

/**
 * The ledger feed through the database's notifications (decision 020): announced inside the
 * writing transaction, delivered on commit only, cut under NOTIFY's size limit, and — on
 * PostgreSQL — carried on after the LISTEN connection is lost.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const change = (companyId: string, ids: string[] = [randomUUID()]): TransactionChange => ({
  companyId,
  eventId: randomUUID(),
  kind: 'created',
  transactionIds: ids,
  at: new Date().toISOString(),
});

/** The changes a company's subscriber receives until `ms` pass without one. */
async function received(companyId: string, write: () => Promise<unknown>, ms = 300): Promise<TransactionChange[]> {
  const controller = new AbortController();
  const stream = t.app.transactionFeed.subscribe([companyId], controller.signal);
  const seen: TransactionChange[] = [];
  await write();
  for (;;) {
    const next = await Promise.race([stream.next(), new Promise<null>((done) => setTimeout(() => done(null), ms))]);
    if (!next || next.done) break;
    seen.push(next.value);
  }
  controller.abort();
  return seen;
}

describe(`ledger feed through notifications (${currentTestEngine()})`, () => {
  it('delivers a change when its transaction commits', async () => {
    const company = randomUUID();
    const sent = change(company);
    const seen = await received(company, () => t.database.db.transaction((tx) => publishChanges(tx, [sent])));
    expect(seen).toEqual([sent]);
  });

  it('announces nothing for a rolled-back transaction or savepoint', async () => {
    const company = randomUUID();
    const kept = change(company);
    const seen = await received(company, async () => {
      await t.database.db
        .transaction(async (tx) => {
          await publishChanges(tx, [change(company)]);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await t.database.db.transaction(async (tx) => {
        await tx
          .transaction(async (sp) => {
            await publishChanges(sp, [change(company)]);
            throw new Error('savepoint rolled back');
          })
          .catch(() => undefined);
        await publishChanges(tx, [kept]);
      });
    });
    expect(seen).toEqual([kept]);
  });

  it('a change of thousands of transactions arrives whole, cut into parts under the limit', async () => {
    const company = randomUUID();
    const ids = Array.from({ length: 2_000 }, () => randomUUID());
    const sent = change(company, ids);
    const seen = await received(company, () => t.database.db.transaction((tx) => publishChanges(tx, [sent])));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.flatMap((c) => c.transactionIds)).toEqual(ids);
    expect(seen.every((c) => c.eventId === sent.eventId && c.companyId === company)).toBe(true);
  });

  it.skipIf(currentTestEngine() !== 'postgres')('reopens a lost LISTEN connection and goes on delivering', async () => {
    // Listening: its last statement was the LISTEN and it is idle (not still connecting).
    const listeners = async () =>
      rowsOf<{ pid: number }>(
        await t.database.db.execute(sql`select pid from pg_stat_activity
          where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()
            and state = 'idle' and query like 'LISTEN %'`),
      );
    const [before] = await listeners();
    expect(before).toBeDefined();
    await t.database.db.execute(sql`select pg_terminate_backend(${before!.pid})`);
    const started = Date.now();
    for (;;) {
      const now = await listeners();
      if (now.length === 1 && now[0]!.pid !== before!.pid) break;
      if (Date.now() - started > 10_000) throw new Error('the LISTEN connection was not reopened');
      await new Promise((done) => setTimeout(done, 50));
    }
    const company = randomUUID();
    const sent = change(company);
    const seen = await received(company, () => t.database.db.transaction((tx) => publishChanges(tx, [sent])));
    expect(seen).toEqual([sent]);
  });
});
