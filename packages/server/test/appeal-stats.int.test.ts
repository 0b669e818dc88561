import { fmt, messages, type Appeal, type AppealStatsRow } from '@honora/contract';
import { addDays } from '@honora/domain';
import { events, healthInsurers, systemActor, withActor } from '@honora/db';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMoneyWorld,
  entriesOf,
  eventRow,
  expectRefused,
  moneyEvent,
  TODAY,
  type MoneyWorld,
} from './money-world';

/**
 * The managers' numbers (GET /api/appeals/stats and its sheet), recomputed by hand for a small
 * world: two insurers, two months of procedures, a glosa recovered in part by an appeal, one
 * denied, one never appealed, one cancelled by hand, a removed event and an event without glosa.
 */

const fe = messages.screens.appeals.files.errors;
const sheet = messages.screens.appeals.files.sheet;
const v = messages.validation;

let w: MoneyWorld;
let unimed: string;
let bradesco: string;

function ok<T = Appeal>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function post(id: string, entries: Record<string, unknown>[]) {
  const res = await w.biller.post(`/api/events/${id}/transactions`, {
    version: (await eventRow(w, id)).version,
    date: TODAY,
    entries,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const glosa = (rowId: string, value: string) => ({
  type: 'PROCEDURE',
  rowId,
  action: 'Glosado',
  value,
  glosaCodes: ['1834'],
});
const received = (rowId: string, value: string) => ({ type: 'PROCEDURE', rowId, action: 'Received', value });

/** Identifies, sends today and answers `days` later an appeal of one item. */
async function appealed(eventId: string, rowId: string, value: string, accepted: string, days: number) {
  const appeal = ok(
    await w.biller.post('/api/appeals', {
      items: [
        { eventId, type: 'PROCEDURE', procedureRowId: rowId, valueAppealed: value, justification: 'Porte compatível' },
      ],
    }),
  );
  ok(await w.biller.post(`/api/appeals/${appeal.id}/send`, { sentOn: TODAY }));
  ok(
    await w.biller.post(`/api/appeals/${appeal.id}/answer`, {
      answeredOn: addDays(TODAY, days),
      items: [{ id: appeal.items[0]!.id, valueAccepted: accepted }],
    }),
  );
  return appeal;
}

beforeAll(async () => {
  w = await createMoneyWorld();
  unimed = w.insurers.valued;
  bradesco = w.insurers.sendsGuides;
  // Bradesco's events go straight to WaitPayment too (its guide sending is not what is measured).
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx.update(healthInsurers).set({ hasSendGuia: false }).where(eq(healthInsurers.id, bradesco)),
  );
  const at = (dtProcedure: string, insurer = unimed) => ({ insurer, overrides: { dtProcedure } });

  // Unimed, November: 1500 produced, 300 cut, appealed whole, 200 accepted and received (10 days).
  const e1 = await moneyEvent(w, w.biller, { values: ['1000.00', '500.00'], ...at('2025-11-10') });
  const [r1, r2] = e1.procedures.map((p) => p.rowId) as [string, string];
  await post(e1.id, [received(r1, '700.00'), glosa(r1, '300.00'), received(r2, '500.00')]);
  const a1 = await appealed(e1.id, r1, '300.00', '200.00', 10);
  ok(await w.biller.post(`/api/appeals/${a1.id}/receive`, { date: TODAY }));

  // Unimed, November: 400 produced, a glosa of 50 cancelled by hand, then 100 cut and never appealed.
  const e2 = await moneyEvent(w, w.biller, { values: ['400.00'], ...at('2025-11-20') });
  const r3 = e2.procedures[0]!.rowId;
  await post(e2.id, [glosa(r3, '50.00')]);
  const mistake = (await entriesOf(w, e2.id)).find((t) => t.action === 'Glosado')!;
  const cancel = await w.biller.post(`/api/events/${e2.id}/transactions/${mistake.id}/cancel`, {
    version: (await eventRow(w, e2.id)).version,
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  await post(e2.id, [received(r3, '300.00'), glosa(r3, '100.00')]);

  // Unimed, December: 800 produced and cut whole, 500 appealed and denied (4 days).
  const e3 = await moneyEvent(w, w.biller, { values: ['800.00'], ...at('2025-12-05') });
  await post(e3.id, [glosa(e3.procedures[0]!.rowId, '800.00')]);
  await appealed(e3.id, e3.procedures[0]!.rowId, '500.00', '0', 4);

  // Bradesco, December: 250 produced, received whole.
  const e4 = await moneyEvent(w, w.biller, { values: ['250.00'], ...at('2025-12-15', bradesco) });
  await post(e4.id, [received(e4.procedures[0]!.rowId, '250.00')]);

  // A removed event of Unimed, November, with a glosa: left out.
  const removed = await moneyEvent(w, w.biller, { values: ['999.00'], ...at('2025-11-11') });
  await post(removed.id, [glosa(removed.procedures[0]!.rowId, '999.00')]);
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx.update(events).set({ active: false }).where(eq(events.id, removed.id)),
  );
}, 120_000);
afterAll(() => w.t.close());

const row = (values: Partial<AppealStatsRow>) => expect.objectContaining(values);

const BRADESCO_DECEMBER = {
  healthInsuranceName: 'Bradesco Eventos',
  month: '2025-12',
  produced: '250.00',
  glosado: '0.00',
  appealed: '0.00',
  recovered: '0.00',
  glosaRate: 0,
  appealedShare: null,
  recoveredShare: null,
  averageDaysToAnswer: null,
};
const UNIMED_NOVEMBER = {
  healthInsuranceName: 'Unimed Eventos',
  month: '2025-11',
  produced: '1900.00',
  // 300 initially cut on e1 (100 kept + 200 recovered) + 100 on e2; the 50 cancelled by hand is not a glosa.
  glosado: '400.00',
  appealed: '300.00',
  recovered: '200.00',
  glosaRate: 0.2105,
  appealedShare: 0.75,
  recoveredShare: 0.6667,
  averageDaysToAnswer: 10,
};
const UNIMED_DECEMBER = {
  healthInsuranceName: 'Unimed Eventos',
  month: '2025-12',
  produced: '800.00',
  glosado: '800.00',
  appealed: '500.00',
  recovered: '0.00',
  glosaRate: 1,
  appealedShare: 0.625,
  recoveredShare: 0,
  averageDaysToAnswer: 4,
};

describe('GET /api/appeals/stats', () => {
  it('per insurer and month of the procedure, sorted by insurer name and month, as recomputed by hand', async () => {
    const { rows } = ok<{ rows: AppealStatsRow[] }>(await w.biller.get('/api/appeals/stats?from=2025-11&to=2025-12'));
    expect(rows).toEqual([row(BRADESCO_DECEMBER), row(UNIMED_NOVEMBER), row(UNIMED_DECEMBER)]);
    expect(rows.map((r) => r.healthInsuranceId)).toEqual([bradesco, unimed, unimed]);
  });

  it('narrows to one insurer and to the months asked', async () => {
    const one = ok<{ rows: AppealStatsRow[] }>(
      await w.biller.get(`/api/appeals/stats?from=2025-11&to=2025-12&healthInsuranceId=${unimed}`),
    );
    expect(one.rows).toEqual([row(UNIMED_NOVEMBER), row(UNIMED_DECEMBER)]);
    const december = ok<{ rows: AppealStatsRow[] }>(await w.biller.get('/api/appeals/stats?from=2025-12&to=2025-12'));
    expect(december.rows).toEqual([row(BRADESCO_DECEMBER), row(UNIMED_DECEMBER)]);
    const empty = ok<{ rows: AppealStatsRow[] }>(await w.biller.get('/api/appeals/stats?from=2024-01&to=2025-10'));
    expect(empty.rows).toEqual([]);
    const other = ok<{ rows: AppealStatsRow[] }>(await w.outsider.get('/api/appeals/stats?from=2025-11&to=2025-12'));
    expect(other.rows).toEqual([]);
  });

  it('refuses a month out of range, from after to and more than 24 months, naming the field', async () => {
    expectRefused(await w.biller.get('/api/appeals/stats?from=2025-13&to=2025-12'), 400, v.invalidDate);
    expect((await w.biller.get('/api/appeals/stats?from=2025-11')).statusCode).toBe(400);
    const inverted = expectRefused(
      await w.biller.get('/api/appeals/stats?from=2025-12&to=2025-11'),
      400,
      fe.periodInverted,
      'inputError',
    );
    expect(inverted.fields?.map((f) => f.path)).toEqual(['from']);
    const long = expectRefused(
      await w.biller.get('/api/appeals/stats?from=2024-01&to=2026-01'),
      400,
      fmt(fe.periodTooLong, { max: 24 }),
      'inputError',
    );
    expect(long.fields?.map((f) => f.path)).toEqual(['to']);
    ok(await w.biller.get('/api/appeals/stats?from=2024-01&to=2025-12'));
  });
});

describe('GET /api/appeals/stats/export', () => {
  it('the same numbers as numbers, names not ids, months as dates, then the totals row', async () => {
    const res = await w.biller.get('/api/appeals/stats/export?from=2025-11&to=2025-12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('glosas-e-recursos-2025-11-a-2025-12.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.name).toBe(sheet.name);
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    const c = sheet.columns;
    expect(values(1)).toEqual([
      c.insurer,
      c.month,
      c.produced,
      c.glosado,
      c.appealed,
      c.recovered,
      c.glosaRate,
      c.appealedShare,
      c.recoveredShare,
      c.averageDays,
    ]);
    const month = (m: number) => new Date(Date.UTC(2025, m - 1, 1));
    // No base, no share: the empty cells end the row.
    expect(values(2)).toEqual(['Bradesco Eventos', month(12), 250, 0, 0, 0, 0]);
    expect(values(3)).toEqual(['Unimed Eventos', month(11), 1900, 400, 300, 200, 0.2105, 0.75, 0.6667, 10]);
    expect(values(4)).toEqual(['Unimed Eventos', month(12), 800, 800, 500, 0, 1, 0.625, 0, 4]);
    // Totals: shares of the sums, the average over every answered appeal.
    expect(values(5)).toEqual([sheet.total, undefined, 2950, 1200, 800, 200, 0.4068, 0.6667, 0.25, 7]);
    expect(ws.rowCount).toBe(5);
    expect(ws.getCell('B3').numFmt).toBe('mm/yyyy');
    expect(ws.getCell('C3').numFmt).toBe('"R$" #,##0.00');
    expect(ws.getCell('G3').numFmt).toBe('0.0%');
    const body = JSON.stringify([values(2), values(3), values(4), values(5)]);
    expect(body).not.toContain(unimed);
    expect(body).not.toContain(bradesco);
  });

  it('refuses what the numbers refuse', async () => {
    expectRefused(
      await w.biller.get('/api/appeals/stats/export?from=2024-01&to=2026-01'),
      400,
      fmt(fe.periodTooLong, { max: 24 }),
    );
  });
});
