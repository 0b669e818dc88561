import {
  fmt,
  messages,
  reportDefinitionSchema,
  type GeneratorTable,
  type ReportDefinitionInput,
} from '@honora/contract';
import { customFields, events, jobs, rowsOf, savedReports, systemActor, users, withActor } from '@honora/db';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import { startExport } from '../src/modules/exports/start-export';
import { generatorExportSource } from '../src/modules/report-generator/generator-export-source';
import { planOf, type GeneratorPlan } from '../src/modules/report-generator/generator-plan';
import type { TestClient } from './helpers';
import { createMoneyWorld, eventRow, moneyEvent, TODAY, type MoneyWorld } from './money-world';
import { signedIn } from './negotiations-world';
import { readSheet } from './xlsx-sheet';

/**
 * The report generator (decision 036) over the standard reports' hand-computed world, with
 * EXPORT_JOB_ROWS lowered to 4 so a grouped procedure report (3 rows + 2 subtotals) is a job:
 *
 *      insurer                doctor        procedures        entries                   custom "sala"
 *  A   Unimed Eventos         anesthetist   300.00 + 200.00   Received 300.00 (PIX)     "Sala 3"
 *  B   Particular Eventos     —             150.50            Glosado 50.50             —
 */

const t = messages.screens.reportsGenerator;
const e = t.errors;
const PERIOD = { from: TODAY, until: TODAY };

let w: MoneyWorld;
let admin: TestClient;
let eventA: string;

const preview = (client: TestClient, definition: ReportDefinitionInput) =>
  client.post('/api/report-generator/preview', { definition: { ...PERIOD, ...definition } });
const exportAs = (client: TestClient, format: 'xlsx' | 'pdf', definition: ReportDefinitionInput) =>
  client.post('/api/report-generator/export', { format, definition: { ...PERIOD, ...definition } });

function ok(res: LightMyRequestResponse): GeneratorTable {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GeneratorTable;
}

function refused(res: LightMyRequestResponse, status: number, message?: string, path?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { message: string; fields?: { path: string; message: string }[] };
  if (message) expect(body.message).toBe(message);
  if (path) expect(body.fields?.[0]?.path).toBe(path);
}

const cells = (table: GeneratorTable) => table.rows.map((row) => table.columns.map((column) => row[column.key]));

beforeAll(async () => {
  w = await createMoneyWorld({ EXPORT_JOB_ROWS: '4' });
  admin = await signedIn(w.t, 'admin@cooperativa-gerador.dev', w.matrizId, 'a');
  const a = await moneyEvent(w, w.biller, {
    values: ['300.00', '200.00'],
    overrides: { anesthetistId: w.anesthetistId },
  });
  const b = await moneyEvent(w, w.biller, { values: ['150.50'], insurer: w.insurers.particular });
  eventA = a.id;
  const post = async (id: string, entries: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
    const res = await w.biller.post(`/api/events/${id}/transactions`, {
      version: (await eventRow(w, id)).version,
      date: TODAY,
      entries,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await post(a.id, [{ type: 'PROCEDURE', rowId: a.procedures[0]!.rowId, action: 'Received', value: '300.00' }], {
    typeOfPaymentId: w.typeOfPaymentId,
  });
  await post(b.id, [
    { type: 'PROCEDURE', rowId: b.procedures[0]!.rowId, action: 'Glosado', value: '50.50', glosaCodes: ['1834'] },
  ]);
  const db = w.t.database.db;
  await withActor(db, systemActor, async (tx) => {
    const fields = Array.from({ length: 11 }, (_, i) => ({
      companyId: w.matrizId,
      entity: 'event',
      key: i === 0 ? 'sala' : `extra${i}`,
      label: i === 0 ? 'Sala' : `Extra ${i}`,
      type: 'text',
      position: i,
    }));
    await tx.insert(customFields).values([...fields, { ...fields[0]!, companyId: w.otherId, key: 'segredo' }]);
    await tx
      .update(events)
      .set({ customFields: { sala: 'Sala 3' } })
      .where(eq(events.id, a.id));
  });
});
afterAll(() => w.t.close());

describe('POST /api/report-generator/preview', () => {
  it('groups events by insurer with subtotals and a grand total (money in cents)', async () => {
    const table = ok(
      await preview(admin, {
        columns: ['insurerName', 'numGuide', 'totalProduced', 'totalReceived', 'custom:sala'],
        groupBy: 'insurerName',
        sort: [{ field: 'totalProduced', direction: 'desc' }],
      }),
    );
    expect(table.columns.map((c) => c.label)).toEqual(['Convênio', 'Nº da guia', 'Produzido', 'Recebido', 'Sala']);
    expect(table.basis).toBe(t.basis.procedureDate);
    const guideA = (await eventRow(w, eventA)).numGuide;
    expect(cells(table).map((row) => [row[0], row[2], row[3], row[4]])).toEqual([
      ['Particular Eventos', '150.50', '0.00', null],
      [fmt(t.subtotal, { group: 'Particular Eventos' }), '150.50', '0.00', null],
      ['Unimed Eventos', '500.00', '300.00', 'Sala 3'],
      [fmt(t.subtotal, { group: 'Unimed Eventos' }), '500.00', '300.00', null],
    ]);
    expect(table.rows[2]!.numGuide).toBe(guideA);
    expect(table.subtotalRows).toEqual([1, 3]);
    expect(table.footer).toMatchObject({ insurerName: t.total, totalProduced: '650.50', totalReceived: '300.00' });
    expect(table).toMatchObject({ rowCount: 2, isCut: false, showsValues: true, isOwnOnly: false });
  });

  it('reads procedure rows and ledger entries, with conditions on text fields', async () => {
    const procedures = ok(
      await preview(admin, {
        columns: ['procedureValue', 'procedureGlosado', 'insurerName'],
        sort: [{ field: 'procedureValue', direction: 'asc' }],
      }),
    );
    expect(cells(procedures)).toEqual([
      ['150.50', '50.50', 'Particular Eventos'],
      ['200.00', '0.00', 'Unimed Eventos'],
      ['300.00', '0.00', 'Unimed Eventos'],
    ]);
    expect(procedures.footer).toMatchObject({ procedureValue: '650.50', procedureGlosado: '50.50' });

    const entries = ok(
      await preview(admin, {
        columns: ['transactionAction', 'transactionValue', 'typeOfPaymentName', 'transactionDate'],
        sort: [{ field: 'transactionValue', direction: 'desc' }],
      }),
    );
    expect(entries.basis).toBe(t.basis.entryDate);
    expect(cells(entries)).toEqual([
      ['Recebido', '300.00', 'PIX', TODAY],
      ['Glosado', '50.50', null, TODAY],
    ]);
    const pix = ok(
      await preview(admin, {
        columns: ['transactionValue'],
        conditions: [{ field: 'typeOfPaymentName', op: 'contains', value: 'pi' }],
      }),
    );
    expect(cells(pix)).toEqual([['300.00']]);
    const sala = ok(
      await preview(admin, {
        columns: ['numGuide'],
        conditions: [{ field: 'custom:sala', op: 'equals', value: 'sala 3' }],
        statuses: ['WaitPayment'],
      }),
    );
    expect(sala.rowCount).toBe(1);
  });

  it('narrows to a doctor’s own events and leaves money out for users without values', async () => {
    const own = ok(await preview(w.anesthetist, { columns: ['numGuide', 'totalProduced'] }));
    expect(own).toMatchObject({ isOwnOnly: true, rowCount: 1 });
    const counts = ok(
      await preview(w.biller, {
        columns: ['insurerName', 'totalProduced'],
        sort: [{ field: 'totalProduced', direction: 'desc' }],
      }),
    );
    expect(counts.showsValues).toBe(false);
    expect(counts.columns.map((c) => c.key)).toEqual(['insurerName']);
    expect(JSON.stringify(counts)).not.toMatch(/650|500\.00/);
  });

  it('refuses keys outside the whitelist, too many custom-field filters, bad periods and foreign registries', async () => {
    refused(
      await preview(admin, { columns: ['numGuide', 'password'] }),
      400,
      fmt(e.unknownField, { field: 'password' }),
      'definition.columns.1',
    );
    refused(
      await preview(admin, { columns: ['numGuide'], conditions: [{ field: 'events.id', op: 'equals', value: 'x' }] }),
      400,
      fmt(e.unknownField, { field: 'events.id' }),
      'definition.conditions.0.field',
    );
    refused(
      await preview(admin, { columns: ['custom:segredo'] }),
      400,
      fmt(e.unknownCustomField, { field: 'custom:segredo' }),
      'definition.columns.0',
    );
    const eleven = ['sala', ...Array.from({ length: 10 }, (_, i) => `extra${i + 1}`)].map((key) => ({
      field: `custom:${key}`,
      op: 'equals' as const,
      value: 'x',
    }));
    refused(
      await preview(admin, { columns: ['numGuide'], conditions: eleven }),
      400,
      fmt(e.tooManyCustomFilters, { max: '10', count: '11' }),
      'definition.conditions',
    );
    expect(ok(await preview(admin, { columns: ['numGuide'], conditions: eleven.slice(0, 10) })).rowCount).toBe(0);
    refused(
      await preview(admin, {
        columns: ['totalProduced'],
        conditions: [{ field: 'totalProduced', op: 'equals', value: '1' }],
      }),
      400,
      fmt(e.notText, { field: 'totalProduced' }),
    );
    refused(await preview(admin, { columns: ['procedureName', 'transactionValue'] }), 400, e.mixedLevels);
    refused(
      await preview(admin, { columns: ['numGuide'], groupBy: 'insurerName' }),
      400,
      fmt(e.notShown, { field: 'insurerName' }),
    );
    refused(
      await preview(admin, { columns: ['numGuide'], from: '2026-02-01', until: '2026-01-01' }),
      400,
      messages.screens.events.production.untilBeforeFrom,
      'definition.until',
    );
    refused(
      await preview(admin, { columns: ['numGuide'], healthInsuranceId: w.insurers.other }),
      400,
      messages.screens.events.production.insurerNotFound,
    );
    refused(await preview(admin, { columns: [] }), 400);
    refused(await preview(w.resident, { columns: ['numGuide'] }), 403);
    refused(await w.anonymous.post('/api/report-generator/preview', { definition: { columns: ['numGuide'] } }), 401);
    const fields = await admin.get('/api/report-generator/custom-fields');
    expect(fields.statusCode).toBe(200);
    expect((fields.json() as { key: string }[]).map((field) => field.key)).not.toContain('segredo');
  });

  it('answers wrong types in pt-BR, never with zod’s English defaults (platform.md §5)', async () => {
    const cases: [string, unknown, string, string][] = [
      ['a number in columns', { columns: ['numGuide', 5] }, 'definition.columns.1', messages.validation.numeric],
      ['a string sort', { columns: ['numGuide'], sort: 'numGuide' }, 'definition.sort', messages.validation.numeric],
      [
        'an object where a string goes',
        { columns: ['numGuide'], conditions: [{ field: 'numGuide', op: 'equals', value: { a: 1 } }] },
        'definition.conditions.0.value',
        messages.validation.required,
      ],
      ['a string where columns go', { columns: 'numGuide' }, 'definition.columns', messages.validation.required],
      [
        'a number where statuses go',
        { columns: ['numGuide'], statuses: 3 },
        'definition.statuses',
        messages.validation.numeric,
      ],
      [
        'an unknown direction',
        { columns: ['numGuide'], sort: [{ field: 'numGuide', direction: 'up' }] },
        'definition.sort.0.direction',
        messages.validation.numeric,
      ],
    ];
    for (const [label, definition, path, message] of cases) {
      const res = await admin.post('/api/report-generator/preview', { definition });
      expect(res.statusCode, label).toBe(400);
      const body = res.json() as { message: string; fields: { path: string; message: string }[] };
      expect(body.message, label).toBe(messages.errors.inputError);
      expect(body.fields, label).toContainEqual({ path, message });
      expect(res.body, label).not.toMatch(/Invalid input|expected/);
    }
    for (const body of [{ definition: 'numGuide' }, { format: 7, definition: { columns: ['numGuide'] } }, []]) {
      const res = await admin.post('/api/report-generator/export', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).not.toMatch(/Invalid input|expected/);
    }
    const saved = await admin.post('/api/saved-reports', { name: 12, definition: { columns: [{}] } });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.body).not.toMatch(/Invalid input|expected/);
  });
});

describe('POST /api/report-generator/export', () => {
  const grouped = {
    columns: ['insurerName', 'procedureName', 'procedureValue'],
    groupBy: 'insurerName',
    sort: [{ field: 'procedureValue', direction: 'desc' as const }],
  };

  it('writes a small report to Excel in the request: subtotals and the grand total row', async () => {
    const sheet = await readSheet(
      await exportAs(admin, 'xlsx', {
        columns: ['insurerName', 'totalProduced'],
        groupBy: 'insurerName',
      }),
    );
    expect(sheet.rows[0]).toEqual(['Convênio', 'Produzido']);
    expect(sheet.column('Produzido')).toEqual([150.5, 150.5, 500, 500]);
    expect(sheet.totals).toEqual([[t.total, 650.5]]);
  });

  it('makes a larger one an export job that writes the same rows', async () => {
    const res = await exportAs(admin, 'xlsx', grouped);
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json() as { id: string };
    const deadline = Date.now() + 20_000;
    for (;;) {
      const job = (await admin.get(`/api/jobs/${id}`)).json() as { status: string };
      if (job.status === 'FINISH') break;
      expect(['NOT_STARTED', 'RUNNING']).toContain(job.status);
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 50));
    }
    const sheet = await readSheet(await admin.get(`/api/jobs/${id}/file`));
    expect(sheet.column('Valor do procedimento')).toEqual([150.5, 150.5, 300, 200, 500]);
    expect(sheet.column('Convênio')[1]).toBe(fmt(t.subtotal, { group: 'Particular Eventos' }));
    expect(sheet.totals).toEqual([[t.total, undefined, 650.5]]);
  });

  it('reads the job’s rows once through a held cursor, two a page, under the starter’s row-level security', async () => {
    const db = w.t.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'admin@cooperativa-gerador.dev'));
    const actor = { id: user!.id, name: user!.name, env: 'web' as const };
    const ctx = { db, config: w.t.config } as unknown as AppContext;
    const planFor = (companyIds: string[]) =>
      planOf(reportDefinitionSchema.parse({ ...PERIOD, ...grouped }), new Map(), {
        companyIds,
        ownUserId: null,
        showsValues: true,
      });
    /** The job's row once it ended (read as the owner: the second one is another company's). */
    const exported = async (companyIds: string[], plan: GeneratorPlan) => {
      const answer = await startExport(ctx, { actor, companyIds }, companyIds[0]!, generatorExportSource, plan, {
        jobRows: -1,
        maxRows: 100,
        pageRows: 2,
      });
      if (!('job' in answer)) throw new Error('expected a job');
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [job] = await db.select().from(jobs).where(eq(jobs.id, answer.job.id));
        if (job!.status === 'FINISH') return job!;
        expect(['NOT_STARTED', 'RUNNING'], job!.errorDetail ?? '').toContain(job!.status);
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const job = await exported([w.matrizId], planFor([w.matrizId]));
    expect(job.result).toMatchObject({ rows: 5 });
    const sheet = await readSheet(await admin.get(`/api/jobs/${job.id}/file`));
    expect(sheet.column('Valor do procedimento')).toEqual([150.5, 150.5, 300, 200, 500]);
    expect(sheet.totals).toEqual([[t.total, undefined, 650.5]]);
    // A plan naming the company, read under another company's scope: the cursor's rows are
    // computed in the tenant transaction, so row-level security leaves none.
    expect((await exported([w.otherId], planFor([w.matrizId]))).result).toMatchObject({ rows: 0 });
    expect(rowsOf(await db.execute(sql`select name from pg_cursors where name like 'export_%'`))).toEqual([]);
  });

  it('writes a PDF of up to 8 columns and refuses 9 with a clear message, nothing queued', async () => {
    const pdf = await exportAs(admin, 'pdf', grouped);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const before = await w.t.database.db.select({ id: jobs.id }).from(jobs);
    const nine = ['numGuide', 'dtProcedure', 'status', 'insurerName', 'hospitalName', 'anesthetistName'].concat([
      'patientName',
      'totalProduced',
      'totalReceived',
    ]);
    refused(await exportAs(admin, 'pdf', { columns: nine }), 400, fmt(e.pdfTooManyColumns, { max: '8', count: '9' }));
    refused(
      await exportAs(admin, 'xlsx', { columns: ['numGuide', 'secret'] }),
      400,
      fmt(e.unknownField, { field: 'secret' }),
    );
    refused(
      await admin.post('/api/report-generator/export', { format: 'csv', definition: { columns: ['numGuide'] } }),
      400,
    );
    expect(await w.t.database.db.select({ id: jobs.id }).from(jobs)).toHaveLength(before.length);
  });
});

describe('saved reports', () => {
  const definition = { columns: ['insurerName', 'totalProduced'], groupBy: 'insurerName' };

  it('saves a report by a name unique in the company, lists, changes and deletes it', async () => {
    const created = await admin.post('/api/saved-reports', { name: 'Produção por convênio', definition });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: string };
    refused(
      await admin.post('/api/saved-reports', { name: 'produção POR convênio', definition }),
      400,
      fmt(e.duplicateName, { name: 'produção POR convênio' }),
      'name',
    );
    const changed = await admin.put(`/api/saved-reports/${id}`, {
      name: 'Por convênio',
      definition: { ...definition, statuses: ['WaitPayment'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const list = (await w.biller.get('/api/saved-reports')).json() as { name: string; definition: unknown }[];
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Por convênio',
        definition: expect.objectContaining({ statuses: ['WaitPayment'] }),
      }),
    ]);
    expect((await admin.request('DELETE', `/api/saved-reports/${id}`)).statusCode).toBe(200);
    refused(await admin.request('DELETE', `/api/saved-reports/${id}`), 404, e.savedNotFound);
    expect((await admin.post('/api/saved-reports', { name: 'Por convênio', definition })).statusCode).toBe(200);
  });

  it('refuses unknown fields, another company’s report and users who may not save', async () => {
    refused(
      await admin.post('/api/saved-reports', { name: 'Ruim', definition: { columns: ['segredo'] } }),
      400,
      fmt(e.unknownField, { field: 'segredo' }),
      'definition.columns.0',
    );
    refused(await admin.post('/api/saved-reports', { name: ' ', definition }), 400);
    const [other] = await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .insert(savedReports)
        .values({ companyId: w.otherId, name: 'Da outra', definition })
        .returning({ id: savedReports.id }),
    );
    refused(await admin.put(`/api/saved-reports/${other!.id}`, { name: 'Minha', definition }), 404, e.savedNotFound);
    refused(await admin.request('DELETE', `/api/saved-reports/${other!.id}`), 404, e.savedNotFound);
    expect(((await admin.get('/api/saved-reports')).json() as { name: string }[]).map((r) => r.name)).not.toContain(
      'Da outra',
    );
    refused(await w.biller.post('/api/saved-reports', { name: 'Do faturista', definition }), 403);
  });
});
