import { readFileSync } from 'node:fs';
import {
  messages,
  type CbhpmEdition,
  type CbhpmProcedureRow,
  type CbhpmValuation,
  type ReferenceImport,
  fmt,
} from '@honora/contract';
import { cbhpmProcedures, healthInsurers, negotiations, systemActor, withActor } from '@honora/db';
import { createCompany } from '@honora/db/testing';
import { PORTE_GRADES } from '@honora/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld } from './admin-world';
import { TestClient, type TestApp } from './helpers';

/**
 * CBHPM tables (issue 5): editions and valuations imported through the reference-import job
 * (the real files of /work/shared/data/cbhpm, read in place), read by every workspace, deleted
 * by super admins while no negotiation names them.
 */
const DATA = '/work/shared/data/cbhpm';
const IMPORTS = '/api/admin/reference-imports';
const EDITIONS = '/api/cbhpm/editions';
const VALUATIONS = '/api/cbhpm/valuations';
const c = messages.screens.cbhpm;
const t = messages.screens.referenceTables;

let app: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let member: TestClient;
let matrizId: string;

beforeAll(async () => {
  ({ t: app, superAdmin, plainAdmin, member, matrizId } = await createAdminWorld());
});
afterAll(() => app.close());

const base64 = (content: Uint8Array | string) =>
  (typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content)).toString('base64');
const dataFile = (name: string) => new Uint8Array(readFileSync(`${DATA}/${name}`));

async function waitFor(id: string, timeoutMs = 25_000): Promise<ReferenceImport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await plainAdmin.get(`${IMPORTS}/${id}`);
    expect(res.statusCode).toBe(200);
    const record = res.json() as ReferenceImport;
    if (record.status === 'FINISH' || record.status === 'FAILED') return record;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${record.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function importFile(table: string, fileName: string, content: Uint8Array | string, name?: string) {
  const res = await superAdmin.post(IMPORTS, { table, fileName, contentBase64: base64(content), name });
  expect(res.statusCode, res.body).toBe(200);
  return waitFor((res.json() as ReferenceImport).id);
}

const editions = async (client = member) => (await client.get(EDITIONS)).json().items as CbhpmEdition[];
const valuations = async (client = member) => (await client.get(VALUATIONS)).json().items as CbhpmValuation[];
const editionNamed = async (name: string, version: number) =>
  (await editions()).find((e) => e.name === name && e.version === version);

async function procedures(editionId: string, query: string, client = member) {
  const res = await client.get(`${EDITIONS}/${editionId}/procedures${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: CbhpmProcedureRow[]; total: number };
}

let edition2022: CbhpmEdition;

describe('importing an edition', () => {
  it('imports cbhpm2022_procedimentos.csv as a new edition: 4,877 procedures with their porte, AN and fraction', async () => {
    const record = await importFile(
      'cbhpmEdition',
      'cbhpm2022.csv',
      dataFile('cbhpm2022_procedimentos.csv'),
      'CBHPM 2022',
    );
    expect(record).toMatchObject({
      table: 'cbhpmEdition',
      status: 'FINISH',
      totalRows: 4877,
      processedRows: 4877,
      acceptedRows: 4877,
      rejectedRows: 0,
      ignoredRows: 0,
      rejections: [],
      targetName: 'CBHPM 2022',
      createdByName: 'super@admin.dev',
    });
    expect(record.resultIds).toHaveLength(1);
    edition2022 = (await editionNamed('CBHPM 2022', 1))!;
    expect(edition2022).toMatchObject({
      id: record.resultIds[0],
      procedureCount: 4877,
      negotiationCount: 0,
      createdByName: 'super@admin.dev',
    });
    const known = await procedures(edition2022.id, '?codes=30602246,31602223,40301010,40801020,31602010');
    expect(known.total).toBe(5);
    const byCode = Object.fromEntries(known.items.map((p) => [p.code, p]));
    expect(byCode['30602246']).toEqual({
      code: '30602246',
      description: 'Reconstrução mamária com retalhos cutâneos regionais',
      porte: '10B',
      porteFraction: null,
      anestheticPorte: 5,
      uco: null,
      auxiliaries: 2,
      film: null,
      chapter: 3,
    });
    expect(byCode['31602223']).toMatchObject({ porte: '3C', auxiliaries: null, anestheticPorte: 2 });
    expect(byCode['40301010']).toMatchObject({ porte: '1A', porteFraction: '0.1', uco: '3.267' });
    expect(byCode['40801020']).toMatchObject({ porte: '1B', uco: '1.47', film: '0.216' });
    expect(byCode['31602010']).toMatchObject({ porte: null, anestheticPorte: 1 });
  });

  it('imports the 2020 CSV (4,840 procedures) as another edition', async () => {
    const record = await importFile(
      'cbhpmEdition',
      'cbhpm2020.csv',
      dataFile('cbhpm2020_procedimentos.csv'),
      'CBHPM 2020',
    );
    expect(record).toMatchObject({ status: 'FINISH', acceptedRows: 4840, rejectedRows: 0 });
    const edition = (await editionNamed('CBHPM 2020', 1))!;
    expect(edition.procedureCount).toBe(4840);
    const spine = await procedures(edition.id, '?codes=30715016');
    expect(spine.items[0]).toMatchObject({ porte: '10B', auxiliaries: 2, anestheticPorte: 6 });
  });

  it('reports every bad row with its reason (Latin-1, ";", masked codes) and versions by name', async () => {
    const csv = [
      'Código;Descrição;Porte;Fração do porte;UCO;Aux;Anest;Filme',
      '3.16.02.22-3;Passagem de cateter peridural;3c;;;;2;',
      '3160222;Código curto;3C;;;;;',
      '31602223;Código repetido;3C;;;;;',
      '30602246;Porte errado;15A;;;;;',
      '40301010;Fração sem porte;;0,10;;;;',
      '40301011;UCO errada;1A;;3,2,1;;;',
      '30602247;;10B;;;;;',
      '30602248;AN demais;10B;;;;9;',
      '40801020;RX - Crânio;1B;;1,470;;;0,2160',
    ].join('\r\n');
    const record = await importFile('cbhpmEdition', 'ruim.csv', Buffer.from(csv, 'latin1'), 'CBHPM Teste');
    expect(record).toMatchObject({ status: 'FINISH', totalRows: 9, acceptedRows: 2, rejectedRows: 7 });
    expect(record.rejections).toEqual([
      { row: 3, reason: fmt(t.reasons.digits, { field: 'Código', digits: 8 }) },
      { row: 4, reason: fmt(t.reasons.duplicate, { line: 2 }) },
      { row: 5, reason: fmt(c.reasons.porte, { value: '15A' }) },
      { row: 6, reason: c.reasons.fractionWithoutPorte },
      { row: 7, reason: fmt(c.reasons.decimal, { field: 'Custo operacional (UCO)', decimals: 4 }) },
      { row: 8, reason: fmt(t.reasons.required, { field: 'Descrição' }) },
      { row: 9, reason: fmt(c.reasons.integer, { field: 'Porte anestésico', min: 0, max: 8 }) },
    ]);
    const v1 = (await editionNamed('CBHPM Teste', 1))!;
    const rows = await procedures(v1.id, '');
    expect(rows.items.map((p) => [p.code, p.description, p.porte, p.film])).toEqual([
      ['31602223', 'Passagem de cateter peridural', '3C', null],
      ['40801020', 'RX - Crânio', '1B', '0.216'],
    ]);

    const again = await importFile(
      'cbhpmEdition',
      'outra.csv',
      'codigo,descricao,porte\n10101012,Consulta,2B\n',
      'CBHPM Teste',
    );
    expect(again).toMatchObject({ status: 'FINISH', acceptedRows: 1 });
    const v2 = (await editionNamed('CBHPM Teste', 2))!;
    expect(v2).toMatchObject({ id: again.resultIds[0], procedureCount: 1 });
    expect((await procedures(v1.id, '')).total).toBe(2);
    expect((await procedures(v2.id, '')).items.map((p) => p.code)).toEqual(['10101012']);
    // Newest first.
    const names = (await editions()).map((e) => `${e.name} v${e.version}`);
    expect(names.slice(0, 2)).toEqual(['CBHPM Teste v2', 'CBHPM Teste v1']);
  });

  it('imports an .xlsx (first sheet) whose numbers are spreadsheet numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('CBHPM');
    sheet.addRow(['Código', 'Descrição', 'Porte', 'Fração', 'UCO', 'Aux', 'Anest', 'Filme']);
    sheet.addRow([40301010, '3-metil histidina', '1A', 0.1, 3.2670000000000003, null, null, null]);
    sheet.addRow([40801020, 'RX – Crânio', '1b', null, 1.47, null, null, 0.1 + 0.116]);
    sheet.addRow([30602246, 'Reconstrução mamária', '10B', null, null, 2, 5, null]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const record = await importFile('cbhpmEdition', 'amostra.xlsx', bytes, 'CBHPM Planilha');
    expect(record).toMatchObject({ status: 'FINISH', acceptedRows: 3, rejectedRows: 0 });
    const rows = await procedures(record.resultIds[0]!, '');
    expect(rows.items.map((p) => [p.code, p.porte, p.porteFraction, p.uco, p.film, p.auxiliaries])).toEqual([
      ['30602246', '10B', null, null, null, 2],
      ['40301010', '1A', '0.1', '3.267', null, null],
      ['40801020', '1B', null, '1.47', '0.216', null],
    ]);
  });

  it.each([
    [
      'missing columns',
      'sem.csv',
      'codigo;texto\n31602223;X\n',
      fmt(t.errors.missingColumns, { columns: 'Descrição, Porte' }),
    ],
    ['no data rows', 'vazio.csv', 'codigo,descricao,porte\n', t.errors.noRows],
    ['no valid row', 'ruim.csv', 'codigo,descricao,porte\n1,X,1A\n', t.errors.nothingAccepted],
  ])('fails on %s, creating no edition', async (_name, fileName, content, error) => {
    const before = (await editions()).length;
    const record = await importFile('cbhpmEdition', fileName, content, 'CBHPM Falha');
    expect(record).toMatchObject({ status: 'FAILED', error, resultIds: [] });
    expect((await editions()).length).toBe(before);
  });
});

describe('importing valuations', () => {
  it('imports cbhpm_porte_valores.csv: one valuation per cotação, the porte-anestésico rows ignored', async () => {
    const record = await importFile('cbhpmValuation', 'valores.csv', dataFile('cbhpm_porte_valores.csv'));
    expect(record).toMatchObject({
      status: 'FINISH',
      totalRows: 816,
      acceptedRows: 688,
      rejectedRows: 0,
      ignoredRows: 128,
      targetName: null,
    });
    expect(record.resultIds).toHaveLength(16);
    expect(record.rejections).toHaveLength(128);
    expect(record.rejections.every((line) => line.ignored && line.reason === c.reasons.anestheticPorte)).toBe(true);
    expect(c.reasons.anestheticPorte.toLowerCase()).toBe(
      'o valor do porte anestésico vem do porte equivalente na negociação',
    );
    const items = await valuations();
    const october = items.find((v) => v.reference === '2021-10')!;
    expect(october).toMatchObject({
      name: 'valores vigentes a partir de out/2021 (usados p/ edição 2022)',
      version: 1,
      ucoValue: '24.24',
      filmValue: null,
      negotiationCount: 0,
    });
    expect(Object.keys(october.portes)).toEqual([...PORTE_GRADES]);
    expect(october.portes).toMatchObject({ '1A': '27.00', '2B': '249.14', '14C': '5630.60' });
    expect(items.find((v) => v.reference === '2015')?.portes['2B']).toBe('83.97');
  });

  it('rejects every row of an incomplete cotação, naming what is missing, and keeps the complete one', async () => {
    const lines = ['cotacao;tipo;codigo;valor_rs'];
    for (const porte of PORTE_GRADES) lines.push(`2024;porte;${porte};${PORTE_GRADES.indexOf(porte) + 10},50`);
    lines.push('2024;uco;UCO;25,00', '2024;porte_anestesico;AN1;1,00');
    for (const porte of PORTE_GRADES.filter((p) => p !== '6A')) lines.push(`2025;porte;${porte};1`);
    lines.push('2025;porte;1A;-3');
    const record = await importFile('cbhpmValuation', 'parcial.csv', lines.join('\n'));
    expect(record).toMatchObject({ status: 'FINISH', acceptedRows: 43, rejectedRows: 42, ignoredRows: 1 });
    const incomplete = fmt(c.reasons.incomplete, { reference: '2025', missing: '6A e o valor da UCO' });
    expect(incomplete).toBe(
      'Valoração 2025 incompleta: falta(m) 6A e o valor da UCO; nenhuma linha dela foi importada',
    );
    expect(record.rejections.filter((line) => line.reason === incomplete)).toHaveLength(41);
    expect(record.rejections).toContainEqual({ row: 87, reason: fmt(c.reasons.money, { field: 'Valor (R$)' }) });
    expect(record.rejections).toContainEqual({ row: 45, reason: c.reasons.anestheticPorte, ignored: true });
    const created = (await valuations()).filter((v) => v.reference === '2024');
    expect(created).toEqual([expect.objectContaining({ name: '2024', ucoValue: '25.00' })]);
    expect(created[0]?.portes['1A']).toBe('10.50');
  });

  it('imports a two-column porte;valor file under the given name, a new version each time', async () => {
    const csv = ['porte;valor', ...PORTE_GRADES.map((porte) => `${porte};"1.000,00"`), 'UCO;20'].join('\n');
    const first = await importFile('cbhpmValuation', 'propria.csv', csv, 'Tabela própria');
    expect(first).toMatchObject({ status: 'FINISH', acceptedRows: 43, targetName: 'Tabela própria' });
    const second = await importFile('cbhpmValuation', 'propria.csv', csv, 'Tabela própria');
    const own = (await valuations()).filter((v) => v.name === 'Tabela própria');
    expect(own.map((v) => [v.version, v.reference, v.ucoValue, v.portes['9C']])).toEqual([
      [2, 'Tabela própria', '20.00', '1000.00'],
      [1, 'Tabela própria', '20.00', '1000.00'],
    ]);
    expect(own[0]?.id).toBe(second.resultIds[0]);
  });

  it('fails a two-column file with no name', async () => {
    const record = await importFile('cbhpmValuation', 'sem-nome.csv', 'porte;valor\n1A;1\n');
    expect(record).toMatchObject({ status: 'FAILED', error: c.errors.valuationName });
  });
});

describe('searching an edition', () => {
  it('pages of 100 by code, and the pages cover the edition', async () => {
    const first = await procedures(edition2022.id, '');
    expect(first.total).toBe(4877);
    expect(first.items).toHaveLength(100);
    const codes = first.items.map((p) => p.code);
    expect(codes).toEqual([...codes].sort());
    const last = await procedures(edition2022.id, '?page=49');
    expect(last.items).toHaveLength(77);
    expect(last.items[0]!.code > codes[99]!).toBe(true);
  });

  it('finds by code start (masks allowed) and by description words without accents', async () => {
    const anesthesia = await procedures(edition2022.id, '?search=3.16.02');
    expect(anesthesia.total).toBeGreaterThan(30);
    expect(anesthesia.items.every((p) => p.code.startsWith('31602'))).toBe(true);
    const byWords = await procedures(edition2022.id, `?search=${encodeURIComponent('CATÉTER passagem')}`);
    expect(byWords.items.map((p) => p.code)).toEqual(['31602223']);
    const plain = await procedures(edition2022.id, '?search=reconstrucao%20mamaria%20regionais');
    expect(plain.items.map((p) => p.code)).toEqual(['30602246']);
    expect((await procedures(edition2022.id, '?search=nada%20disso')).total).toBe(0);
  });

  it('answers 404 for an unknown edition and 400 for bad input', async () => {
    const missing = await member.get(`${EDITIONS}/00000000-0000-4000-8000-000000000000/procedures`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(c.errors.editionNotFound);
    expect((await member.get(`${EDITIONS}/123/procedures`)).statusCode).toBe(400);
    for (const query of ['?codes=123', '?page=0', '?pageSize=101']) {
      expect((await member.get(`${EDITIONS}/${edition2022.id}/procedures${query}`)).statusCode).toBe(400);
    }
  });
});

describe('who may import and read', () => {
  const body = {
    table: 'cbhpmEdition',
    name: 'CBHPM X',
    fileName: 'x.csv',
    contentBase64: base64('codigo,descricao,porte\n'),
  };

  it('lets every signed-in user read, and nobody anonymous', async () => {
    for (const client of [member, plainAdmin, superAdmin]) {
      expect((await client.get(EDITIONS)).statusCode).toBe(200);
      expect((await client.get(VALUATIONS)).statusCode).toBe(200);
    }
    const anonymous = new TestClient(app.app);
    for (const url of [EDITIONS, VALUATIONS, `${EDITIONS}/${edition2022.id}/procedures`]) {
      expect((await anonymous.get(url)).statusCode).toBe(401);
    }
  });

  it('refuses imports to a client session (401), a plain admin (403) and no session (401)', async () => {
    const before = (await plainAdmin.get(IMPORTS)).json().total;
    expect((await member.post(IMPORTS, body)).statusCode).toBe(401);
    expect((await plainAdmin.post(IMPORTS, body)).statusCode).toBe(403);
    expect((await new TestClient(app.app).post(IMPORTS, body)).statusCode).toBe(401);
    expect((await plainAdmin.get(IMPORTS)).json().total).toBe(before);
  });

  it.each([
    ['name', { ...body, name: undefined }, messages.validation.required],
    ['name', { ...body, name: '   ' }, messages.validation.required],
    ['name', { ...body, name: 'x'.repeat(101) }, fmt(messages.validation.maxLength, { max: 100 })],
    ['fileName', { ...body, fileName: 'x.pdf' }, t.errors.fileType],
  ])('refuses a bad %s with its message', async (field, bad, message) => {
    const res = await superAdmin.post(IMPORTS, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path: field, message });
  });

  it('lists the CBHPM imports apart from the reference tables', async () => {
    const cbhpm = (await plainAdmin.get(`${IMPORTS}?group=cbhpm&pageSize=100`)).json();
    expect(cbhpm.items.length).toBeGreaterThan(5);
    expect(cbhpm.items.every((i: { table: string }) => i.table.startsWith('cbhpm'))).toBe(true);
    expect((await plainAdmin.get(`${IMPORTS}?group=reference`)).json().total).toBe(0);
  });
});

describe('deleting versions', () => {
  let otherCompanyId: string;
  const insertNegotiation = async (companyId: string, editionId: string, valuationId: string | null) =>
    withActor(app.database.db, systemActor, async (tx) => {
      const [insurer] = await tx.insert(healthInsurers).values({ companyId, name: 'Operadora' }).returning();
      const [row] = await tx
        .insert(negotiations)
        .values({
          companyId,
          healthInsurerId: insurer!.id,
          name: 'Tabela 2022',
          cbhpmEditionId: editionId,
          cbhpmValuationId: valuationId,
          terms: {},
        })
        .returning();
      return row!.id;
    });

  beforeAll(async () => {
    otherCompanyId = (await createCompany(app.database.db, { name: 'Outra Clínica' })).id;
  });

  it('refuses to delete a version a negotiation names; counts only the session’s companies outside admin', async () => {
    const october = (await valuations()).find((v) => v.reference === '2021-10')!;
    await insertNegotiation(otherCompanyId, edition2022.id, october.id);
    const refused = await superAdmin.request('DELETE', `/api/admin/cbhpm/editions/${edition2022.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(fmt(c.errors.editionInUse, { count: 1 }));
    const refusedValuation = await superAdmin.request('DELETE', `/api/admin/cbhpm/valuations/${october.id}`);
    expect(refusedValuation.statusCode).toBe(409);
    expect(refusedValuation.json().message).toBe(fmt(c.errors.valuationInUse, { count: 1 }));

    expect((await editionNamed('CBHPM 2022', 1))?.negotiationCount).toBe(0);
    expect((await editions(plainAdmin)).find((e) => e.id === edition2022.id)?.negotiationCount).toBe(1);
    await insertNegotiation(matrizId, edition2022.id, null);
    expect((await editionNamed('CBHPM 2022', 1))?.negotiationCount).toBe(1);
    expect((await editions(superAdmin)).find((e) => e.id === edition2022.id)?.negotiationCount).toBe(2);
    expect((await procedures(edition2022.id, '')).total).toBe(4877);
  });

  it('deletes an unused edition with its procedures, and an unused valuation (super admin only)', async () => {
    const unused = (await editionNamed('CBHPM Teste', 1))!;
    const path = `/api/admin/cbhpm/editions/${unused.id}`;
    expect((await plainAdmin.request('DELETE', path)).statusCode).toBe(403);
    expect((await member.request('DELETE', path)).statusCode).toBe(401);
    const res = await superAdmin.request('DELETE', path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await editionNamed('CBHPM Teste', 1)).toBeUndefined();
    expect(await editionNamed('CBHPM Teste', 2)).toBeDefined();
    expect(await app.database.db.$count(cbhpmProcedures, eq(cbhpmProcedures.editionId, unused.id))).toBe(0);
    const again = await superAdmin.request('DELETE', path);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(c.errors.editionNotFound);

    const own = (await valuations()).find((v) => v.name === 'Tabela própria' && v.version === 1)!;
    expect((await superAdmin.request('DELETE', `/api/admin/cbhpm/valuations/${own.id}`)).statusCode).toBe(200);
    expect((await valuations()).some((v) => v.id === own.id)).toBe(false);
    const missing = await superAdmin.request('DELETE', `/api/admin/cbhpm/valuations/${own.id}`);
    expect(missing.json().message).toBe(c.errors.valuationNotFound);
    expect((await superAdmin.request('DELETE', '/api/admin/cbhpm/valuations/123')).statusCode).toBe(400);
  });
});
