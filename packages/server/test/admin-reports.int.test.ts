import { messages, type AdminReportChoices, type ReportTable } from '@honora/contract';
import { adminUsers, hospitals, systemActor, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { createUser, makeSuperAdmin } from '@honora/db/testing';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertEvent } from './event-rows';
import { TestClient } from './helpers';
import { createMoneyWorld, eventRow, moneyEvent, TABLE_CODES, TODAY, type MoneyWorld } from './money-world';

/**
 * The administrators' standard reports of any company (/api/admin/reports, decision 039), over
 * a world whose figures are worked out by hand. The matriz has the two events of the members'
 * reports test, registered and paid or cut through the API:
 *
 *      insurer      procedures        entries
 *  A   valued       300.00 + 200.00   Received 300.00 on the first row (PIX)
 *  B   particular   150.50            Glosado 50.50 (table 38 code 1834)
 *
 * and the other company and the matriz's filial one event each (777.77 and 40.00), written
 * straight into the database: a report of the matriz adds up none of them.
 */

const t = messages.screens.reports;
const e = messages.screens.events.production;
const PERIOD = `from=${TODAY}&until=${TODAY}`;
const PASSWORD = 'senha-forte-1';
const OTHER_PRODUCED = '777.77';

let w: MoneyWorld;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let otherHospital: string;

const reportUrl = (report: string, companyId: string, query = PERIOD) =>
  `/api/admin/reports/${report}?companyId=${companyId}&${query}`;

function ok(res: LightMyRequestResponse): ReportTable {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportTable;
}

/** A 400 whose field (or message) says it in pt-BR, never zod's English defaults (platform.md §5). */
function refusedOn(res: LightMyRequestResponse, path: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { message: string; fields?: { path: string; message: string }[] };
  expect(body.fields ?? [], res.body).toContainEqual(expect.objectContaining({ path, message }));
  expect(res.body).not.toMatch(/Invalid input|Invalid option|expected/);
}

async function post(id: string, entries: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const res = await w.biller.post(`/api/events/${id}/transactions`, {
    version: (await eventRow(w, id)).version,
    date: TODAY,
    entries,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function adminSession(email: string, superAdminToo: boolean): Promise<TestClient> {
  const db = w.t.database.db;
  const user = await createUser(db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  if (superAdminToo) await makeSuperAdmin(db, user.id);
  else
    await withActor(db, systemActor, (tx) => tx.insert(adminUsers).values({ userId: user.id, rules: { sup: true } }));
  const client = new TestClient(w.t.app);
  expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  w = await createMoneyWorld();
  superAdmin = await adminSession('super@relatorios-admin.dev', true);
  plainAdmin = await adminSession('admin@relatorios-admin.dev', false);
  const a = await moneyEvent(w, w.biller, {
    values: ['300.00', '200.00'],
    overrides: { anesthetistId: w.anesthetistId },
  });
  const b = await moneyEvent(w, w.biller, { values: ['150.50'], insurer: w.insurers.particular });
  await post(a.id, [{ type: 'PROCEDURE', rowId: a.procedures[0]!.rowId, action: 'Received', value: '300.00' }], {
    typeOfPaymentId: w.typeOfPaymentId,
  });
  await post(b.id, [
    { type: 'PROCEDURE', rowId: b.procedures[0]!.rowId, action: 'Glosado', value: '50.50', glosaCodes: ['1834'] },
  ]);
  const db = w.t.database.db;
  otherHospital = await withActor(db, systemActor, async (tx) => {
    await tx.insert(hospitals).values([
      { companyId: w.matrizId, name: 'Hospital da Matriz' },
      { companyId: w.matrizId, name: 'Hospital Inativo da Matriz', active: false },
    ]);
    const [row] = await tx
      .insert(hospitals)
      .values({ companyId: w.otherId, name: 'Hospital da Outra' })
      .returning({ id: hospitals.id });
    return row!.id;
  });
  const procedure = (value: string) => [{ idProc: TABLE_CODES[0], value, valueOriginal: value }];
  await insertEvent(
    db,
    {
      companyId: w.otherId,
      status: 'WaitPayment',
      healthInsuranceId: w.insurers.other,
      hospitalId: otherHospital,
      dtProcedure: TODAY,
      totalProduced: OTHER_PRODUCED,
      totalInProcessing: OTHER_PRODUCED,
    },
    procedure(OTHER_PRODUCED),
  );
  await insertEvent(
    db,
    { companyId: w.filialId, status: 'WaitPayment', dtProcedure: TODAY, totalProduced: '40.00' },
    procedure('40.00'),
  );
});
afterAll(() => w.t.close());

describe('GET /api/admin/reports/:report', () => {
  it('adds up the chosen company only, always with values: the hand-computed totals', async () => {
    const table = ok(await superAdmin.get(reportUrl('productionByInsurer', w.matrizId)));
    expect(table).toMatchObject({ showsValues: true, isOwnOnly: false, title: t.reports.productionByInsurer });
    expect(table.rows.map((row) => [row.name, row.events, row.totalProduced, row.totalReceived])).toEqual([
      ['Unimed Eventos', 1, '500.00', '300.00'],
      ['Particular Eventos', 1, '150.50', '0.00'],
    ]);
    expect(table.footer).toEqual({
      name: t.total,
      events: 2,
      totalProduced: '650.50',
      totalReceived: '300.00',
      totalGlosado: '50.50',
      totalLoss: '0.00',
      totalInProcessing: '300.00',
    });
    expect(JSON.stringify(table)).not.toMatch(/777\.77|Convênio da Outra|40\.00/);

    const procedures = ok(await superAdmin.get(reportUrl('productionByProcedure', w.matrizId)));
    expect(procedures.footer).toMatchObject({ quantity: 3, totalProduced: '650.50', totalGlosado: '50.50' });
    const receipts = ok(await superAdmin.get(reportUrl('receiptsByTypeOfPayment', w.matrizId)));
    expect(receipts.rows.map((row) => [row.name, row.entries, row.totalReceived])).toEqual([['PIX', 1, '300.00']]);
    const reasons = ok(await superAdmin.get(reportUrl('glosasByReason', w.matrizId)));
    expect(reasons.rows.map((row) => [row.key, row.entries, row.totalGlosado])).toEqual([['1834', 1, '50.50']]);
  });

  it('reads any company, and every administrator may (not only the super admin)', async () => {
    const other = ok(await plainAdmin.get(reportUrl('productionByHospital', w.otherId)));
    expect(other.rows.map((row) => [row.name, row.events, row.totalProduced])).toEqual([
      ['Hospital da Outra', 1, OTHER_PRODUCED],
    ]);
    const filial = ok(await superAdmin.get(reportUrl('eventsByStatus', w.filialId)));
    expect(filial.footer).toMatchObject({ events: 1, totalProduced: '40.00' });
    // The other company's insurer, asked with its own company: its figures.
    const insurer = ok(
      await superAdmin.get(reportUrl('glosasByInsurer', w.otherId, `healthInsuranceId=${w.insurers.other}`)),
    );
    expect(insurer.footer).toMatchObject({ events: 1, totalProduced: OTHER_PRODUCED });
  });

  it('narrows to a doctor (the production of one anesthetist) and to the period', async () => {
    const doctor = ok(
      await superAdmin.get(reportUrl('productionByDoctor', w.matrizId, `${PERIOD}&anesthetistId=${w.anesthetistId}`)),
    );
    expect(doctor.rows.map((row) => [row.name, row.totalProduced])).toEqual([['anestesista@eventos.dev', '500.00']]);
    const since = ok(await superAdmin.get(reportUrl('productionByInsurer', w.matrizId, 'from=2000-01-01')));
    expect(since.footer).toMatchObject({ events: 2, totalProduced: '650.50' });
    const before = ok(await superAdmin.get(reportUrl('productionByInsurer', w.matrizId, 'until=2000-01-01')));
    expect(before.rows).toEqual([]);
  });

  it('narrows to a region (decision 063): the events whose hospital city lies in it', async () => {
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(hospitals)
        .set({
          address: {
            zipcode: null,
            street: null,
            number: null,
            complement: null,
            district: null,
            city: 'Campinas',
            state: 'SP',
            country: 'Brasil',
            ibgeCode: '3509502',
          },
        })
        .where(eq(hospitals.id, otherHospital)),
    );
    const region = async (body: Record<string, unknown>) =>
      ((await plainAdmin.post('/api/admin/regions', body)).json() as { id: string }).id;
    const sp = await region({ name: 'Paulista', states: ['SP'] });
    const city = await region({ name: 'Só Campinas', cityCodes: ['3509502'] });
    const south = await region({ name: 'Sulista', states: ['PR', 'SC'] });
    for (const id of [sp, city]) {
      const table = ok(await plainAdmin.get(reportUrl('productionByHospital', w.otherId, `${PERIOD}&regionId=${id}`)));
      expect(table.footer).toMatchObject({ events: 1, totalProduced: OTHER_PRODUCED });
    }
    expect(
      ok(await plainAdmin.get(reportUrl('productionByHospital', w.otherId, `${PERIOD}&regionId=${south}`))).rows,
    ).toEqual([]);
    // Events without a hospital lie in no region.
    expect(ok(await plainAdmin.get(reportUrl('eventsByStatus', w.filialId, `${PERIOD}&regionId=${sp}`))).rows).toEqual(
      [],
    );
    const bad = await plainAdmin.get(reportUrl('productionByHospital', w.otherId, 'regionId=nao-e-id'));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Escolha uma região da lista.');
  });

  it('refuses an insurer or hospital of another company: there is no row-level security to hide them', async () => {
    refusedOn(
      await superAdmin.get(reportUrl('productionByInsurer', w.matrizId, `healthInsuranceId=${w.insurers.other}`)),
      'healthInsuranceId',
      e.insurerNotFound,
    );
    refusedOn(
      await superAdmin.get(reportUrl('productionByInsurer', w.matrizId, `hospitalId=${otherHospital}`)),
      'hospitalId',
      e.hospitalNotFound,
    );
    refusedOn(
      await superAdmin.get(reportUrl('productionByInsurer', w.matrizId, 'from=2026-02-01&until=2026-01-01')),
      'until',
      e.untilBeforeFrom,
    );
  });

  it('needs a known company', async () => {
    refusedOn(await superAdmin.get(`/api/admin/reports/productionByInsurer?${PERIOD}`), 'companyId', e.companyRequired);
    refusedOn(
      await superAdmin.get(reportUrl('productionByInsurer', '00000000-0000-4000-8000-000000000000')),
      'companyId',
      e.companyNotFound,
    );
    refusedOn(await superAdmin.get('/api/admin/report-filters'), 'companyId', e.companyRequired);
  });

  it('answers wrong types in pt-BR', async () => {
    const v = messages.validation;
    const cases: [string, string, string][] = [
      [reportUrl('everything', w.matrizId), 'report', v.numeric],
      ['/api/admin/reports/productionByInsurer?companyId=abc', 'companyId', v.invalidId],
      [`${reportUrl('productionByInsurer', w.matrizId)}&companyId=${w.otherId}`, 'companyId', v.invalidId],
      [
        reportUrl('productionByInsurer', w.matrizId, 'from=ontem'),
        'from',
        messages.screens.negotiations.validation.date,
      ],
      [reportUrl('productionByInsurer', w.matrizId, 'hospitalId=1'), 'hospitalId', v.invalidId],
      [`/api/admin/reports/productionByInsurer/export?companyId=${w.matrizId}&format=csv`, 'format', v.required],
      [`/api/admin/reports/productionByInsurer/export?companyId=${w.matrizId}`, 'format', v.required],
      ['/api/admin/report-filters?companyId=12', 'companyId', v.invalidId],
    ];
    for (const [url, path, message] of cases) refusedOn(await superAdmin.get(url), path, message);
  });

  it('refuses every session but the administrators’', async () => {
    for (const client of [w.manager, w.outsider, w.anonymous]) {
      expect((await client.get(reportUrl('productionByInsurer', w.matrizId))).statusCode).toBe(401);
      expect((await client.get(`/api/admin/report-filters?companyId=${w.matrizId}`)).statusCode).toBe(401);
      const file = await client.get(
        `/api/admin/reports/productionByInsurer/export?companyId=${w.matrizId}&format=xlsx`,
      );
      expect(file.statusCode).toBe(401);
    }
  });
});

describe('GET /api/admin/reports/:report/export', () => {
  it('writes the chosen company’s table to Excel with names, not ids, and to PDF', async () => {
    const res = await superAdmin.get(
      `/api/admin/reports/productionByDoctor/export?companyId=${w.matrizId}&${PERIOD}&format=xlsx`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Anestesista',
      'Eventos',
      'Produzido',
      'Recebido',
      'Glosado',
      'Perdido',
      'Em processamento',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['anestesista@eventos.dev', t.none, t.total]);
    expect(rows.at(-1)).toEqual([t.total, 2, 650.5, 300, 50.5, 0, 300]);
    expect(JSON.stringify(rows)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

    const pdf = await superAdmin.get(
      `/api/admin/reports/eventsByStatus/export?companyId=${w.otherId}&${PERIOD}&format=pdf`,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('GET /api/admin/report-filters', () => {
  it('lists the chosen company’s live insurers, active hospitals and doctors, none of another company', async () => {
    const res = await superAdmin.get(`/api/admin/report-filters?companyId=${w.matrizId}`);
    expect(res.statusCode, res.body).toBe(200);
    const choices = res.json() as AdminReportChoices;
    expect(choices.company).toEqual({ id: w.matrizId, name: 'Cooperativa Eventos' });
    expect(choices.healthInsurers.map((item) => item.name)).toEqual([
      'Bradesco Eventos',
      'Cortesia Eventos',
      'Particular Eventos',
      'Sem Contrato Eventos',
      'Unimed Eventos',
    ]);
    expect(choices.hospitals.map((item) => item.name)).toEqual(['Hospital da Matriz']);
    expect(choices.anesthetists.map((item) => item.id)).toContain(w.anesthetistId);
    expect(choices.anesthetists.map((item) => item.name)).not.toContain('gestor@eventos.dev');
    expect(JSON.stringify(choices)).not.toMatch(/da Outra/);
  });
});
