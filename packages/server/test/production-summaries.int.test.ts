import { events, rowsOf, systemActor, transactions, withActor } from '@honora/db';
import { centsText, toCents } from '@honora/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactProduction } from '../src/modules/big-data';
import { recomputeEventTotals } from '../src/modules/money/ledger.service';
import { insertEvent } from './event-rows';
import { createEventsWorld, type EventsWorld } from './events-world';

/**
 * BigData's summaries (decision 037) against the events they add up: after any random sequence
 * of event inserts, single and many-row updates (status, insurer, hospital, doctor, procedure
 * date, values, removal and restore), hard deletes, ledger entries with the totals recomputed
 * from them, and compactions in between, the summaries plus their pending deltas equal the
 * events' own aggregation computed here in TypeScript — and the database's drift check is empty.
 */

let w: EventsWorld;
let companies: string[];
let insurers: (string | null)[];
let doctors: (string | null)[];
const STATUSES = ['AwaitingCheck', 'WaitSendGuia', 'WaitPayment', 'PartialCuted', 'Finished'] as const;
const DATES = [null, '2024-12-31', '2025-01-01', '2025-01-31', '2025-02-10', '2026-06-15'] as const;
/** The events written so far, by the company they were created in. */
const written: { id: string; companyId: string }[] = [];

const cents = fc.integer({ min: 0, max: 500_000 }).map((c) => (c / 100).toFixed(2));
const pick = <T>(list: readonly T[]) => fc.nat({ max: list.length - 1 }).map((i) => list[i]!);

const fields = () =>
  fc.record(
    {
      status: pick(STATUSES),
      insurer: fc.nat({ max: 2 }),
      hospital: fc.constantFrom(null, 'h'),
      doctor: fc.nat({ max: 2 }),
      dtProcedure: pick(DATES),
      totalProduced: cents,
      totalReceived: cents,
      totalGlosado: cents,
      totalInProcessing: cents,
      totalReceivedByAppeal: cents,
      active: fc.boolean(),
    },
    { requiredKeys: [] },
  );

const step = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), company: fc.nat({ max: 1 }), values: fields() }),
  fc.record({ op: fc.constant('update' as const), target: fc.nat(), values: fields() }),
  fc.record({
    op: fc.constant('updateMany' as const),
    company: fc.nat({ max: 1 }),
    from: pick(STATUSES),
    to: pick(STATUSES),
  }),
  fc.record({
    op: fc.constant('ledger' as const),
    target: fc.nat(),
    entries: fc.array(fc.record({ action: pick(['Received', 'Glosado', 'Losed'] as const), value: cents }), {
      maxLength: 3,
    }),
  }),
  fc.record({ op: fc.constant('delete' as const), target: fc.nat() }),
  fc.record({ op: fc.constant('compact' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;
type Fields = Step extends infer S ? (S extends { values: infer V } ? V : never) : never;

let hospitalOf: Record<string, string>;

function columns(values: Fields, companyId: string): Partial<typeof events.$inferInsert> {
  const { insurer, hospital, doctor, ...rest } = values;
  return {
    ...rest,
    ...(insurer === undefined ? {} : { healthInsuranceId: companyId === companies[0] ? insurers[insurer] : null }),
    ...(hospital === undefined ? {} : { hospitalId: hospital ? hospitalOf[companyId]! : null }),
    ...(doctor === undefined ? {} : { anesthetistId: doctors[doctor] }),
  };
}

async function run(s: Step): Promise<void> {
  const db = w.t.database.db;
  const target = 'target' in s && written.length > 0 ? written[s.target % written.length]! : null;
  switch (s.op) {
    case 'insert': {
      const companyId = companies[s.company]!;
      const id = await insertEvent(db, { companyId, ...columns(s.values, companyId) });
      written.push({ id, companyId });
      return;
    }
    case 'update':
      if (!target) return;
      await withActor(db, systemActor, (tx) =>
        tx.update(events).set(columns(s.values, target.companyId)).where(eq(events.id, target.id)),
      );
      return;
    case 'updateMany':
      await withActor(db, systemActor, (tx) =>
        tx
          .update(events)
          .set({ status: s.to })
          .where(and(eq(events.companyId, companies[s.company]!), eq(events.status, s.from))),
      );
      return;
    case 'ledger':
      if (!target) return;
      await withActor(db, systemActor, async (tx) => {
        if (s.entries.length > 0) {
          await tx.insert(transactions).values(
            s.entries.map((entry) => ({
              eventId: target.id,
              companyId: target.companyId,
              date: '2025-05-10',
              userId: 'u-prop',
              userName: 'Propriedade',
              ...entry,
            })),
          );
        }
        await recomputeEventTotals(tx, [target.id]);
      });
      return;
    case 'delete':
      if (!target) return;
      await withActor(db, systemActor, async (tx) => {
        await tx.delete(transactions).where(eq(transactions.eventId, target.id));
        await tx.delete(events).where(eq(events.id, target.id));
      });
      written.splice(written.indexOf(target), 1);
      return;
    case 'compact':
      await compactProduction({ db: w.t.database.db });
  }
}

interface Group {
  count: number;
  sums: bigint[];
}

/** The events' aggregation, computed from their rows here, as "company|month|kind|key" → count and sums. */
async function expected(): Promise<Map<string, string>> {
  const rows = await w.t.database.db
    .select()
    .from(events)
    .where(and(eq(events.active, true), inArray(events.companyId, companies)));
  const groups = new Map<string, Group>();
  for (const e of rows) {
    const month = e.dtProcedure ? `${e.dtProcedure.slice(0, 7)}` : '';
    const money = [e.totalProduced, e.totalReceived, e.totalGlosado, e.totalInProcessing, e.totalReceivedByAppeal];
    for (const [kind, key] of [
      ['status', e.status],
      ['insurer', e.healthInsuranceId ?? ''],
      ['hospital', e.hospitalId ?? ''],
      ['doctor', e.anesthetistId ?? ''],
    ] as const) {
      const id = `${e.companyId}|${month}|${kind}|${key}`;
      const group = groups.get(id) ?? { count: 0, sums: [0n, 0n, 0n, 0n, 0n] };
      group.count += 1;
      money.forEach((value, i) => (group.sums[i]! += toCents(value)));
      groups.set(id, group);
    }
  }
  return new Map([...groups].map(([id, g]) => [id, [g.count, ...g.sums.map(centsText)].join(' ')]));
}

async function stored(): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; figures: string }>(
    await w.t.database.db.execute(sql`select company_id || '|' || coalesce(to_char(month, 'YYYY-MM'), '') || '|' || kind
        || '|' || key as id, count || ' ' || produced || ' ' || received || ' ' || glosado || ' ' || in_processing
        || ' ' || by_appeal as figures
      from honora_production_stored(null) where company_id = any(${`{${companies.join(',')}}`}::uuid[])`),
  );
  return new Map(
    rows.map((row) => {
      const [count, ...sums] = row.figures.split(' ');
      return [row.id, [Number(count), ...sums.map((s) => centsText(toCents(s)))].join(' ')];
    }),
  );
}

async function drift(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await w.t.database.db.execute(sql`select count(*)::int as n from honora_production_drift(null)`),
  );
  return row!.n;
}

beforeAll(async () => {
  w = await createEventsWorld();
  companies = [w.matrizId, w.otherId];
  insurers = [null, w.insurers.valued, w.insurers.sendsGuides];
  doctors = [null, w.anesthetistId, null];
  hospitalOf = {};
  for (const companyId of companies) {
    const [row] = rowsOf<{ id: string }>(
      await withActor(w.t.database.db, systemActor, (tx) =>
        tx.execute(sql`insert into hospitals (company_id, name) values (${companyId}, 'Hospital Resumo') returning id`),
      ),
    );
    hospitalOf[companyId] = row!.id;
  }
}, 120_000);
afterAll(() => w.t.close());

describe('production summaries (decision 037)', () => {
  it('equal the events after any sequence of event and ledger writes, compacted or not', async () => {
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const s of steps) await run(s);
        expect(await stored()).toEqual(await expected());
        expect(await drift()).toBe(0);
      }),
      { numRuns: onPostgres ? 40 : 8, endOnFailure: true },
    );
    await compactProduction({ db: w.t.database.db });
    const [pending] = rowsOf<{ n: number }>(
      await w.t.database.db.execute(sql`select count(*)::int as n from production_deltas`),
    );
    expect(pending!.n).toBe(0);
    expect(await stored()).toEqual(await expected());
  }, 300_000);

  it('the check finds summaries changed behind the triggers, and the fix sets them right', async () => {
    await insertEvent(w.t.database.db, {
      companyId: w.matrizId,
      status: 'WaitPayment',
      dtProcedure: '2025-03-03',
      totalProduced: '123.45',
    });
    await compactProduction({ db: w.t.database.db });
    await w.t.database.db.execute(
      sql`update production_summaries set count = count + 2, produced = produced - 1 where company_id = ${w.matrizId} and kind = 'status' and key = 'WaitPayment'`,
    );
    await w.t.database.db.execute(
      sql`insert into production_deltas (company_id, month, kind, key, count, produced, received, glosado, in_processing, by_appeal)
        values (${w.otherId}, '2020-01-01', 'doctor', 'x', 1, 5, 0, 0, 0, 0)`,
    );
    expect(await drift()).toBeGreaterThanOrEqual(2);
    const [fixed] = rowsOf<{ n: number }>(
      await w.t.database.db.execute(sql`select honora_production_fix(${w.matrizId}::uuid) as n`),
    );
    expect(fixed!.n).toBeGreaterThanOrEqual(1);
    const [left] = rowsOf<{ n: number }>(
      await w.t.database.db.execute(sql`select count(*)::int as n from honora_production_drift(null)`),
    );
    expect(left!.n).toBe(1);
    await w.t.database.db.execute(sql`select honora_production_fix(null)`);
    expect(await drift()).toBe(0);
    expect(await stored()).toEqual(await expected());
  });
});
