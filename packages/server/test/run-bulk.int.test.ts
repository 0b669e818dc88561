import { messages } from '@honora/contract';
import { rowsOf, type Database, type Tx } from '@honora/db';
import { createTestDatabase } from '@honora/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lockTargets, runBulk, type BulkDecision } from '../src/bulk/run-bulk';
import type { AppContext } from '../src/context';
import { AppError } from '../src/errors';

/**
 * The bulk helper on its own (billing.md §8: each target answers its own result), on a probe
 * table of its own: locking order, versions, one savepoint for all, then one by one on failure.
 */

interface Probe {
  id: string;
  version: number;
  value: string;
}
interface Decision {
  target: Probe;
  value: string;
}
type Result = 'invalidState' | 'unknown' | 'refused';

const ids = ['a1', 'b2', 'c3', 'd4'];
let database: Database;
const logged: string[] = [];
const ctx = {
  log: {
    error: (_: unknown, text: string) => logged.push(text),
    warn: (_: unknown, text: string) => logged.push(text),
  },
} as unknown as AppContext;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table bulk_probe (id text primary key, version int not null, value text not null check (value <> 'bad'))`,
  );
});
afterAll(() => database.close());
beforeEach(async () => {
  logged.length = 0;
  await database.db.execute(sql`delete from bulk_probe`);
  for (const id of ids) await database.db.execute(sql`insert into bulk_probe values (${id}, 1, 'old')`);
});

/** Locks the probes one statement each, in the order given (so the order is the helper's). */
async function lockOneByOne(tx: Tx, order: readonly string[], seen: string[] = []): Promise<Probe[]> {
  const rows: Probe[] = [];
  for (const id of order) {
    seen.push(id);
    rows.push(...rowsOf<Probe>(await tx.execute(sql`select * from bulk_probe where id = ${id} for update`)));
  }
  return rows;
}

const writeValues = async (sp: Tx, decisions: readonly Decision[]) => {
  for (const d of decisions) {
    if (d.value === 'refuse') throw new AppError('statusError', { message: 'Recusado pelo teste.' });
    await sp.execute(sql`update bulk_probe set value = ${d.value}, version = version + 1 where id = ${d.target.id}`);
  }
  return decisions.map((d) => d.target.id);
};

const values = async () =>
  Object.fromEntries(
    rowsOf<Probe>(await database.db.execute(sql`select * from bulk_probe order by id`)).map((r) => [
      r.id,
      `${r.value}@${r.version}`,
    ]),
  );

const decideTo =
  (wanted: Record<string, string>) =>
  (target: Probe): BulkDecision<Decision, Result> =>
    wanted[target.id] === 'no'
      ? { ok: false, refusal: { result: 'refused', message: 'Não pode.' } }
      : { ok: true, decision: { target, value: wanted[target.id] ?? 'new' } };

describe('lockTargets', () => {
  it('locks in ascending id order, de-duplicated, and answers in the request order', async () => {
    const seen: string[] = [];
    const targets = await database.db.transaction((tx) =>
      lockTargets(['d4', 'b2', 'd4', 'a1'], (sorted) => lockOneByOne(tx, sorted, seen), notFound),
    );
    expect(seen).toEqual(['a1', 'b2', 'd4']);
    expect(targets.map((t) => t.id)).toEqual(['d4', 'b2', 'a1']);
  });

  it('refuses the whole request when one id is not found', async () => {
    await expect(
      database.db.transaction((tx) => lockTargets(['a1', 'zz'], (sorted) => lockOneByOne(tx, sorted), notFound)),
    ).rejects.toMatchObject({ code: 'notFound' });
  });
});

function notFound() {
  return new AppError('notFound');
}

describe('runBulk', () => {
  it('writes every decision in one savepoint and answers one result per target, in order', async () => {
    const run = await database.db.transaction(async (tx) => {
      const targets = await lockTargets(['c3', 'a1', 'b2'], (sorted) => lockOneByOne(tx, sorted), notFound);
      return runBulk(ctx, tx, {
        label: 'probe',
        targets,
        decide: decideTo({ a1: 'no' }),
        write: writeValues,
        failures: { refused: 'invalidState', unexpected: 'unknown' },
      });
    });
    expect(run.outcomes.map((o) => [o.target.id, o.result, o.message])).toEqual([
      ['c3', 'success', null],
      ['a1', 'refused', 'Não pode.'],
      ['b2', 'success', null],
    ]);
    expect(run.written).toEqual(['c3', 'b2']);
    expect(await values()).toEqual({ a1: 'old@1', b2: 'new@2', c3: 'new@2', d4: 'old@1' });
    expect(logged).toEqual([]);
  });

  it("a failure in one target's write rolls back only that target", async () => {
    const run = await database.db.transaction(async (tx) => {
      const targets = await lockTargets(ids, (sorted) => lockOneByOne(tx, sorted), notFound);
      return runBulk(ctx, tx, {
        label: 'probe',
        targets,
        // b2 breaks a database check, c3's write is refused by the service (an AppError).
        decide: decideTo({ b2: 'bad', c3: 'refuse' }),
        write: writeValues,
        failures: { refused: 'invalidState', unexpected: 'unknown' },
      });
    });
    expect(run.outcomes.map((o) => [o.target.id, o.result])).toEqual([
      ['a1', 'success'],
      ['b2', 'unknown'],
      ['c3', 'invalidState'],
      ['d4', 'success'],
    ]);
    expect(run.outcomes[1]!.message).toEqual({ key: 'errors.unknown', params: {}, text: messages.errors.unknown });
    expect(run.outcomes[2]!.message).toBe('Recusado pelo teste.');
    // Only the committed savepoints' answers are kept.
    expect(run.written).toEqual(['a1', 'd4']);
    expect(await values()).toEqual({ a1: 'new@2', b2: 'old@1', c3: 'old@1', d4: 'new@2' });
    expect(logged).toContain('bulk operation: the write failed, retrying one by one');
  });

  it('a decision that throws is that target’s unknown result; the others are written', async () => {
    const run = await database.db.transaction(async (tx) => {
      const targets = await lockTargets(['a1', 'b2'], (sorted) => lockOneByOne(tx, sorted), notFound);
      return runBulk(ctx, tx, {
        label: 'probe',
        targets,
        decide: (target): BulkDecision<Decision, Result> => {
          if (target.id === 'a1') throw new Error('boom');
          return { ok: true, decision: { target, value: 'new' } };
        },
        write: writeValues,
        failures: { refused: 'invalidState', unexpected: 'unknown' },
      });
    });
    expect(run.outcomes.map((o) => o.result)).toEqual(['unknown', 'success']);
    expect(await values()).toMatchObject({ a1: 'old@1', b2: 'new@2' });
  });

  it('checks versions before deciding: a stale target is refused and left as it was', async () => {
    const decided: string[] = [];
    const expected: Record<string, number> = { a1: 1, b2: 7 };
    const run = await database.db.transaction(async (tx) => {
      const targets = await lockTargets(['a1', 'b2', 'c3'], (sorted) => lockOneByOne(tx, sorted), notFound);
      return runBulk(ctx, tx, {
        label: 'probe',
        targets,
        version: {
          expected: (t) => expected[t.id],
          current: (t) => t.version,
          stale: { result: 'invalidState', message: 'Alterado por outro usuário.' },
        },
        decide: (target) => {
          decided.push(target.id);
          return decideTo({})(target);
        },
        write: writeValues,
        failures: { refused: 'invalidState', unexpected: 'unknown' },
      });
    });
    expect(decided).toEqual(['a1', 'c3']);
    expect(run.outcomes.map((o) => [o.target.id, o.result, o.message])).toEqual([
      ['a1', 'success', null],
      ['b2', 'invalidState', 'Alterado por outro usuário.'],
      ['c3', 'success', null],
    ]);
    expect(await values()).toMatchObject({ a1: 'new@2', b2: 'old@1', c3: 'new@2' });
  });

  it('without a result for failures, an unexpected failure fails the whole request', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        const targets = await lockTargets(['a1', 'b2'], (sorted) => lockOneByOne(tx, sorted), notFound);
        return runBulk(ctx, tx, {
          label: 'probe',
          targets,
          decide: decideTo({ b2: 'bad' }),
          write: writeValues,
          failures: {},
        });
      }),
    ).rejects.toThrow();
    expect(await values()).toMatchObject({ a1: 'old@1', b2: 'old@1' });
  });

  it('writes nothing when nothing was decided', async () => {
    let writes = 0;
    const run = await database.db.transaction(async (tx) => {
      const targets = await lockTargets(['a1'], (sorted) => lockOneByOne(tx, sorted), notFound);
      return runBulk(ctx, tx, {
        label: 'probe',
        targets,
        decide: decideTo({ a1: 'no' }),
        write: async () => void writes++,
        failures: {},
      });
    });
    expect(run.outcomes.map((o) => o.result)).toEqual(['refused']);
    expect(writes).toBe(0);
  });
});

describe.runIf(process.env.HONORA_TEST_ENGINE === 'postgres')('lock order on PostgreSQL', () => {
  it('two bulk operations naming the same records in opposite orders both finish (no deadlock)', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    const operation = (order: string[], value: string) =>
      database.db.transaction(async (tx) => {
        const targets = await lockTargets(
          order,
          async (sorted) => {
            const rows: Probe[] = [];
            for (const id of sorted) {
              rows.push(...(await lockOneByOne(tx, [id])));
              await pause();
            }
            return rows;
          },
          notFound,
        );
        return runBulk(ctx, tx, {
          label: 'probe',
          targets,
          decide: decideTo({ a1: value, b2: value, c3: value, d4: value }),
          write: writeValues,
          failures: {},
        });
      });
    const [first, second] = await Promise.all([operation(ids, 'x'), operation([...ids].reverse(), 'y')]);
    expect(first.outcomes.every((o) => o.result === 'success')).toBe(true);
    expect(second.outcomes.every((o) => o.result === 'success')).toBe(true);
    const after = Object.values(await values());
    // One ran after the other: every record took both writes and ends with the same value.
    expect(new Set(after).size).toBe(1);
    expect(after[0]).toMatch(/@3$/);
  });
});
