import { messages, STORED_NUMERIC } from '@honora/contract';
import { events, rowsOf } from '@honora/db';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody, TABLE_CODES } from './events-world';
import { createMoneyWorld, entriesOf, eventRow, moneyEvent, TODAY, type MoneyWorld } from './money-world';

/**
 * The contract's limits and the database columns agree (STORED_NUMERIC is the one source of both):
 * whatever the API accepts is stored exactly, and amounts whose sum the database cannot keep are a
 * pt-BR 400 that writes nothing, never a 500.
 */
let w: MoneyWorld;

beforeAll(async () => {
  w = await createMoneyWorld();
}, 120_000);
afterAll(() => w.t.close());

const MAX = '999999999999.99';
const tooLarge = { code: 'inputError', message: messages.validation.valueTooLarge };

async function eventCount() {
  const [row] = await w.t.database.db.select({ n: count() }).from(events).where(eq(events.companyId, w.matrizId));
  return row!.n;
}

describe('stored numeric columns', () => {
  /**
   * Every numeric column is money or a factor as STORED_NUMERIC says, reference data imported
   * from the CBHPM files (never typed through the API), listed here with its own size, or a sum
   * of BigData's summaries.
   */
  const REFERENCE_COLUMNS: Record<string, string> = {
    'cbhpm_procedures.porte_fraction': '8,4',
    'cbhpm_procedures.uco': '12,4',
    'cbhpm_procedures.film': '10,4',
    'cbhpm_valuations.uco_value': '14,2',
    'cbhpm_valuations.film_value': '14,2',
    'event_procedures.uco': '10,4',
    // A percentage, not money: the contract takes 0 to 100 with 2 decimals (platform.md §5; decision 043).
    'schedule_lines.on_call_percentage': '5,2',
    // Hours, not money: a contract's hours per payment period and a workload's per week or month (decisions 045, 047).
    'contracts.hours_per_period': '8,2',
    'schedule_workloads.hours_per_period': '6,2',
    // Whole minutes a charge statement covers (decision 048).
    'schedule_charges.minutes': '12,0',
  };

  const SUMMARY_TABLES = ['production_summaries', 'production_deltas'];

  it('every numeric column of the schema has the size of its kind', async () => {
    const rows = rowsOf<{ name: string; size: string }>(
      await w.t.database.db.execute(sql`
        SELECT table_name || '.' || column_name AS name, numeric_precision || ',' || numeric_scale AS size
          FROM information_schema.columns
         WHERE table_schema = 'public' AND data_type = 'numeric'
         ORDER BY 1`),
    );
    expect(rows.length).toBeGreaterThan(10);
    const kinds = [STORED_NUMERIC.money, STORED_NUMERIC.factor].map((k) => `${k.precision},${k.scale}`);
    for (const { name, size } of rows) {
      // BigData's sums of many events (decision 037) are never typed and must never overflow: unbounded.
      if (SUMMARY_TABLES.includes(name.split('.')[0]!)) expect(size, name).toBeNull();
      else expect(REFERENCE_COLUMNS[name] ?? kinds, name).toContain(size);
    }
  });
});

describe('amounts at the limit', () => {
  it('keeps an amount at the maximum exactly as typed', async () => {
    const created = await w.biller.post(
      '/api/events',
      eventBody(w, {
        anesthetistId: w.anesthetistId,
        procedures: [{ idProc: TABLE_CODES[0], order: 1, userCustom: true, value: '0' }],
        attendanceFee: MAX,
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const row = await eventRow(w, created.json().id);
    expect(row.attendanceFee).toBe(MAX);
  });

  it('refuses with a pt-BR 400 an event whose amounts, each at the maximum, overflow the stored total', async () => {
    const before = await eventCount();
    const res = await w.biller.post(
      '/api/events',
      eventBody(w, { anesthetistId: w.anesthetistId, complementation: MAX, attendanceFee: MAX }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(tooLarge);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a receipt on top of another whose sum overflows, and keeps the first', async () => {
    const view = await moneyEvent(w, w.biller, { values: [MAX] });
    const rowId = view.procedures[0]!.rowId;
    const receive = async (value: string) =>
      w.biller.post(`/api/events/${view.id}/transactions`, {
        version: (await eventRow(w, view.id)).version,
        date: TODAY,
        entries: [{ type: 'PROCEDURE', rowId, action: 'Received', value }],
      });
    const first = await receive('999999999999.00');
    expect(first.statusCode, first.body).toBe(200);
    const second = await receive(MAX);
    expect(second.statusCode, second.body).toBe(400);
    expect(second.json()).toMatchObject(tooLarge);
    const entries = await entriesOf(w, view.id);
    expect(entries.map((e) => e.value)).toEqual(['999999999999.00']);
    expect((await eventRow(w, view.id)).totalReceived).toBe('999999999999.00');
  });
});
