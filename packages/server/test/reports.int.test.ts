import { messages, type ReportTable } from '@honora/contract';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './helpers';
import { createMoneyWorld, eventRow, moneyEvent, TODAY, type MoneyWorld } from './money-world';
import { signedIn } from './negotiations-world';

/**
 * GET /api/reports/:report and its exports (decision 035) over a world whose figures are worked
 * out by hand: two events of the matriz registered and checked through the API, paid and cut
 * through the receive dialog.
 *
 *      insurer      doctor        procedures        entries
 *  A   valued       anesthetist   300.00 + 200.00   Received 300.00 on the first row (PIX)
 *  B   particular   —           150.50            Glosado 50.50 (table 38 code 1834)
 */

const t = messages.screens.reports;
const e = messages.screens.events.production;
const PERIOD = `from=${TODAY}&until=${TODAY}`;

let w: MoneyWorld;
let admin: TestClient;
let eventA: string;

function ok(res: LightMyRequestResponse): ReportTable {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportTable;
}

function refused(res: LightMyRequestResponse, status: number, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  if (message) expect((res.json() as { message: string }).message).toBe(message);
}

/** Posts entries through the receive dialog at the event's current version. */
async function post(id: string, entries: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const res = await w.biller.post(`/api/events/${id}/transactions`, {
    version: (await eventRow(w, id)).version,
    date: TODAY,
    entries,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The rows as [first column, …the named columns]. */
const cells = (table: ReportTable, ...keys: string[]) => table.rows.map((row) => keys.map((key) => row[key]));

beforeAll(async () => {
  w = await createMoneyWorld();
  admin = await signedIn(w.t, 'admin@cooperativa-relatorios.dev', w.matrizId, 'a');
  const a = await moneyEvent(w, w.biller, {
    values: ['300.00', '200.00'],
    overrides: { anesthetistId: w.anesthetistId },
  });
  const b = await moneyEvent(w, w.biller, { values: ['150.50'], insurer: w.insurers.particular });
  eventA = a.id;
  await post(a.id, [{ type: 'PROCEDURE', rowId: a.procedures[0]!.rowId, action: 'Received', value: '300.00' }], {
    typeOfPaymentId: w.typeOfPaymentId,
  });
  await post(b.id, [
    { type: 'PROCEDURE', rowId: b.procedures[0]!.rowId, action: 'Glosado', value: '50.50', glosaCodes: ['1834'] },
  ]);
});
afterAll(() => w.t.close());

describe('GET /api/reports/:report', () => {
  it('adds up production by insurer, largest first, with a totals footer', async () => {
    const table = ok(await admin.get(`/api/reports/productionByInsurer?${PERIOD}`));
    expect(table.showsValues).toBe(true);
    expect(table.basis).toBe(t.basis.procedureDate);
    expect(table.columns.map((c) => c.key)).toEqual([
      'name',
      'events',
      'totalProduced',
      'totalReceived',
      'totalGlosado',
      'totalLoss',
      'totalInProcessing',
    ]);
    expect(cells(table, 'events', 'totalProduced', 'totalReceived', 'totalGlosado', 'totalInProcessing')).toEqual([
      [1, '500.00', '300.00', '0.00', '200.00'],
      [1, '150.50', '0.00', '50.50', '100.00'],
    ]);
    expect(table.footer).toMatchObject({
      name: t.total,
      events: 2,
      totalProduced: '650.50',
      totalReceived: '300.00',
      totalGlosado: '50.50',
      totalInProcessing: '300.00',
    });
  });

  it('gives glosa rates and receipts by type of payment from the ledger', async () => {
    const glosas = ok(await admin.get(`/api/reports/glosasByInsurer?${PERIOD}`));
    // 50.50 / 150.50 = 0.33554… (to 4 decimals, truncated); A has no glosa; no appeal recovered anything.
    expect(cells(glosas, 'totalGlosado', 'glosaRate', 'recoveryRate')).toEqual([
      ['50.50', 0.3355, 0],
      ['0.00', 0, null],
    ]);
    expect(glosas.footer).toMatchObject({ totalProduced: '650.50', totalGlosado: '50.50', glosaRate: 0.0776 });

    const reasons = ok(await admin.get(`/api/reports/glosasByReason?${PERIOD}`));
    expect(reasons.basis).toBe(t.basis.entryDate);
    expect(cells(reasons, 'key', 'entries', 'totalGlosado')).toEqual([['1834', 1, '50.50']]);

    const receipts = ok(await admin.get(`/api/reports/receiptsByTypeOfPayment?${PERIOD}`));
    expect(cells(receipts, 'name', 'entries', 'totalReceived')).toEqual([['PIX', 1, '300.00']]);
  });

  it('counts procedures, doctors and statuses', async () => {
    const procedures = ok(await admin.get(`/api/reports/productionByProcedure?${PERIOD}`));
    expect(procedures.footer).toMatchObject({ quantity: 3, totalProduced: '650.50', totalGlosado: '50.50' });
    const doctors = ok(await admin.get(`/api/reports/productionByDoctor?${PERIOD}`));
    expect(doctors.rows.find((row) => row.totalProduced === '500.00')?.name).not.toBe(t.none);
    const statuses = ok(await admin.get(`/api/reports/eventsByStatus?${PERIOD}`));
    expect(cells(statuses, 'name', 'events', 'averageAge', 'oldest')).toEqual([
      [messages.screens.events.statuses.WaitPayment, 2, 0, TODAY],
    ]);
  });

  it('narrows to the filters and to a doctor’s own events; values only for who may see them', async () => {
    const valued = ok(
      await admin.get(`/api/reports/productionByInsurer?${PERIOD}&healthInsuranceId=${w.insurers.valued}`),
    );
    expect(valued.footer).toMatchObject({ events: 1, totalProduced: '500.00' });
    expect(ok(await admin.get('/api/reports/productionByInsurer?from=2000-01-01&until=2000-12-31')).rows).toEqual([]);

    const own = ok(await w.anesthetist.get(`/api/reports/productionByInsurer?${PERIOD}`));
    expect(own.isOwnOnly).toBe(true);
    expect(own.footer.events).toBe(1);

    const counts = ok(await w.biller.get(`/api/reports/glosasByInsurer?${PERIOD}`));
    expect(counts.showsValues).toBe(false);
    expect(counts.columns.map((c) => c.key)).toEqual(['name', 'events']);
    expect(JSON.stringify(counts)).not.toMatch(/total[A-Z]|Rate/);
  });

  it('refuses residents, bad periods, another company’s insurer, unknown reports and wrong types', async () => {
    refused(await w.resident.get(`/api/reports/productionByInsurer?${PERIOD}`), 403, e.residentDenied);
    refused(
      await admin.get('/api/reports/productionByInsurer?from=2026-02-01&until=2026-01-01'),
      400,
      e.untilBeforeFrom,
    );
    refused(
      await admin.get(`/api/reports/productionByInsurer?healthInsuranceId=${w.insurers.other}`),
      400,
      e.insurerNotFound,
    );
    refused(await admin.get(`/api/reports/productionByInsurer?companyId=${w.otherId}`), 403, e.companyNotVisible);
    refused(await admin.get('/api/reports/everything'), 400);
    refused(await admin.get('/api/reports/productionByInsurer?from=ontem'), 400);
    refused(await admin.get('/api/reports/productionByInsurer?healthInsuranceId=%00'), 400);
    refused(await w.anonymous.get('/api/reports/productionByInsurer'), 401);
    expect((await eventRow(w, eventA)).status).toBe('WaitPayment');
  });

  it('answers an unknown report or format in pt-BR, never with zod’s English defaults (platform.md §5)', async () => {
    const cases: [string, string, string][] = [
      ['/api/reports/everything', 'report', messages.validation.numeric],
      [`/api/reports/productionByInsurer/export?${PERIOD}&format=csv`, 'format', messages.validation.required],
      [
        `/api/reports/productionByInsurer/export?${PERIOD}&format=xlsx&format=pdf`,
        'format',
        messages.validation.required,
      ],
      [
        `/api/reports/productionByInsurer?from=${TODAY}&from=${TODAY}`,
        'from',
        messages.screens.negotiations.validation.date,
      ],
    ];
    for (const [url, path, message] of cases) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as { fields: unknown[] }).fields, url).toContainEqual({ path, message });
      expect(res.body, url).not.toMatch(/Invalid input|Invalid option|expected/);
    }
  });
});

describe('GET /api/reports/:report/export', () => {
  it('writes the same table to Excel: typed cells, R$ and the totals row', async () => {
    const res = await admin.get(`/api/reports/productionByInsurer/export?${PERIOD}&format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual(['Convênio', 'Eventos', 'Produzido', 'Recebido', 'Glosado', 'Perdido', 'Em processamento']);
    expect(row(2).slice(1, 3)).toEqual([1, 500]);
    expect(row(4)).toEqual([t.total, 2, 650.5, 300, 50.5, 0, 300]);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('"R$" #,##0.00');
  });

  it('writes a PDF, and leaves the money out of the files of users without values', async () => {
    const pdf = await admin.get(`/api/reports/eventsByStatus/export?${PERIOD}&format=pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const sheet = await w.biller.get(`/api/reports/productionByInsurer/export?${PERIOD}&format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['Convênio', 'Eventos']);
    refused(await admin.get(`/api/reports/productionByInsurer/export?${PERIOD}&format=csv`), 400);
  });
});
