import { readFileSync } from 'node:fs';
import { messages, type ReferenceImport, fmt } from '@honora/contract';
import { cboOccupations, glosaReasons, seedDemo } from '@honora/db';
import { asc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createAdminWorld } from './admin-world';
import { TestClient, type TestApp } from './helpers';

/**
 * TISS table 38 (glosa reasons): imported by super admins through the reference-import job —
 * from a CSV/XLSX or from the ANS schema itself (read in place from /work/shared) — and
 * searched by every signed-in user (GET /api/glosa-reasons, the reason picker).
 */
const XSD = '/work/shared/tiss/xsd';
const t = messages.screens.referenceTables;
const g = messages.screens.glosaReasons;
const v = messages.validation;
const IMPORTS = '/api/admin/reference-imports';
const SEARCH = '/api/glosa-reasons';

let app: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let member: TestClient;

beforeAll(async () => {
  ({ t: app, superAdmin, plainAdmin, member } = await createAdminWorld());
});
afterAll(() => app.close());

const schemaFile = (version: string, name = `tissSimpleTypesV${version.replace(/\./g, '_')}.xsd`) =>
  new Uint8Array(readFileSync(`${XSD}/${version}/${name}`));
const base64 = (bytes: Uint8Array | string) =>
  (typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes)).toString('base64');
const reasonCount = () => app.database.db.$count(glosaReasons);

async function importFile(fileName: string, content: Uint8Array | string, table = 'glosaReasons') {
  const res = await superAdmin.post(IMPORTS, { table, fileName, contentBase64: base64(content) });
  expect(res.statusCode, res.body).toBe(200);
  const id = (res.json() as ReferenceImport).id;
  for (const deadline = Date.now() + 25_000; Date.now() < deadline;) {
    const record = (await plainAdmin.get(`${IMPORTS}/${id}`)).json() as ReferenceImport;
    if (record.status === 'FINISH' || record.status === 'FAILED') return record;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`import ${id} did not end`);
}

const search = async (query: string, client = member) => {
  const res = await client.get(`${SEARCH}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { code: string; description: string }[] }).items;
};

describe('the demo (npm start)', () => {
  it('loads table 38 from the ANS schema in ../shared at seed time', async () => {
    expect(await reasonCount()).toBe(0);
    await seedDemo(app.database.db, hashPassword);
    expect(await reasonCount()).toBe(768);
    expect((await search('search=1834')).map((r) => r.code)).toEqual(['1834']);
  });
});

describe('importing table 38 from the ANS schema', () => {
  it('reads tissSimpleTypesV4_03_00.xsd (Latin-1): 768 reasons, each at its line of the file', async () => {
    const record = await importFile('tissSimpleTypesV4_03_00.xsd', schemaFile('4.03.00'));
    expect(record).toMatchObject({
      table: 'glosaReasons',
      status: 'FINISH',
      totalRows: 768,
      processedRows: 768,
      acceptedRows: 768,
      rejectedRows: 0,
      rejections: [],
      error: null,
    });
    expect(await reasonCount()).toBe(768);
    expect(await search('codes=3199')).toEqual([
      { code: '3199', description: 'COBRANÇA DE ITEM ASSISTENCIAL SEM A PRESENÇA DO ANESTESISTA' },
    ]);
  });

  it.each([
    [
      'an XSD without dm_tipoGlosa',
      'tissGuiasV4_03_00.xsd',
      schemaFile('4.03.00', 'tissGuiasV4_03_00.xsd'),
      t.errors.xsdNoGlosaType,
    ],
    [
      'Latin-1 bytes declared UTF-8',
      'tissSimpleTypes.xsd',
      Buffer.from(
        Buffer.from(schemaFile('4.03.00')).toString('latin1').replace('encoding="ISO-8859-1"', 'encoding="UTF-8"'),
        'latin1',
      ),
      t.errors.xsdEncoding,
    ],
  ])('fails on %s, without touching the table', async (_name, fileName, bytes, error) => {
    const record = await importFile(fileName, new Uint8Array(bytes));
    expect(record).toMatchObject({ status: 'FAILED', error, acceptedRows: 0 });
    expect(await reasonCount()).toBe(768);
  });

  it('refuses the schema for another table (CBO stays as it was)', async () => {
    const before = await app.database.db.$count(cboOccupations);
    const record = await importFile('tissSimpleTypesV4_03_00.xsd', schemaFile('4.03.00'), 'cbo');
    expect(record).toMatchObject({ table: 'cbo', status: 'FAILED', error: t.errors.xsdOnlyGlosas });
    expect(await app.database.db.$count(cboOccupations)).toBe(before);
  });
});

describe('GET /api/glosa-reasons', () => {
  it('finds by code prefix, in code order, 20 by default and at most `limit`', async () => {
    expect((await search('search=1834')).map((r) => r.code)).toEqual(['1834']);
    const prefix = await search('search=18');
    expect(prefix).toHaveLength(20);
    expect(prefix.every((r) => r.code.startsWith('18'))).toBe(true);
    expect(prefix.map((r) => r.code)).toEqual([...prefix.map((r) => r.code)].sort());
    expect(await search('search=1&limit=50')).toHaveLength(50);
    expect(await search('limit=3')).toEqual((await search('limit=50')).slice(0, 3));
  });

  it('finds by the words of the text, without accents or case, in any order', async () => {
    const presence = await search(`search=${encodeURIComponent('anestesista PRESENCA')}`);
    expect(presence.map((r) => r.code)).toContain('3199');
    expect(presence.every((r) => /PRESENÇA/.test(r.description) && /ANESTESISTA/.test(r.description))).toBe(true);
    const accents = await search(`search=${encodeURIComponent('porte anestésico')}`);
    expect(accents.map((r) => r.code)).toContain('1834');
    expect(await search('search=GLOSA%20MANTIDA')).toEqual([{ code: '2902', description: 'GLOSA MANTIDA' }]);
    // % and _ are text, not patterns.
    expect(await search('search=%25_')).toEqual([]);
    expect(await search('search=zzzz')).toEqual([]);
  });

  it('answers the codes asked, the unknown ones left out, for any workspace', async () => {
    const codes = (await search('codes=3241,1834,3268,9999,1834', plainAdmin)).map((r) => r.code);
    expect(codes).toEqual(['1834', '3241', '3268']);
    expect(await search('codes=3201')).toEqual([
      {
        code: '3201',
        description: 'COBRANÇA DE ITEM ASSISTENCIAL SEM REGISTRO NO BOLETIM ANESTÉSICO E DURAÇÃO DE USO',
      },
    ]);
    expect(await search('codes=')).toHaveLength(20);
  });

  it.each([
    ['limit=51', 'limit', fmt(v.range, { min: 1, max: 50 })],
    ['limit=0', 'limit', fmt(v.range, { min: 1, max: 50 })],
    ['limit=2.5', 'limit', fmt(v.range, { min: 1, max: 50 })],
    ['limit=muitos', 'limit', fmt(v.range, { min: 1, max: 50 })],
    ['codes=183', 'codes.0', g.invalidCode],
    ['codes=1834,18345', 'codes.1', g.invalidCode],
    ['codes=1834,,3199', 'codes.1', g.invalidCode],
    [`codes=${Array.from({ length: 51 }, (_, n) => 1000 + n).join(',')}`, 'codes', fmt(g.tooManyCodes, { max: 50 })],
    [`search=${'a'.repeat(101)}`, 'search', fmt(v.maxLength, { max: 100 })],
    ['search=por%00te', 'search', v.nulCharacter],
  ])('refuses %s with a pt-BR message on the field', async (query, path, message) => {
    const res = await member.get(`${SEARCH}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ path, message })]);
  });

  it('refuses a 10 MB search without reading it into the database', async () => {
    const res = await member.get(`${SEARCH}?search=${'a'.repeat(10_000_000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      expect.objectContaining({ path: 'search', message: fmt(v.maxLength, { max: 100 }) }),
    ]);
  });

  it('is for signed-in users only (401 without a session)', async () => {
    const res = await new TestClient(app.app).get(`${SEARCH}?search=1834`);
    expect(res.statusCode).toBe(401);
  });
});

describe('importing table 38 from a CSV or XLSX', () => {
  it('reports every bad row with its reason and replaces the table with the good ones', async () => {
    const csv = [
      'Código;Descrição',
      '1834;PORTE ANESTÉSICO COBRADO INCOMPATÍVEL COM O PORTE DO PROCEDIMENTO REALIZADO',
      '183;Curto',
      '2902;',
      '1834;Repetido',
      '3199;COBRANÇA DE ITEM ASSISTENCIAL SEM A PRESENÇA DO ANESTESISTA',
    ].join('\r\n');
    const record = await importFile('glosas.csv', csv);
    expect(record).toMatchObject({ status: 'FINISH', totalRows: 5, acceptedRows: 2, rejectedRows: 3 });
    expect(record.rejections).toEqual([
      { row: 3, reason: fmt(t.reasons.digits, { field: t.fields.code.glosaReasons, digits: 4 }) },
      { row: 4, reason: fmt(t.reasons.required, { field: t.fields.description }) },
      { row: 5, reason: fmt(t.reasons.duplicate, { line: 2 }) },
    ]);
    const rows = await app.database.db.select().from(glosaReasons).orderBy(asc(glosaReasons.code));
    expect(rows.map((r) => [r.code, r.descriptionSearch])).toEqual([
      ['1834', 'porte anestesico cobrado incompativel com o porte do procedimento realizado'],
      ['3199', 'cobranca de item assistencial sem a presenca do anestesista'],
    ]);
  });

  it('reads an .xlsx with the codes as numbers and the header "Código do Termo; Termo"', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tabela 38');
    sheet.addRow(['Código do Termo', 'Termo']);
    sheet.addRow([2902, 'GLOSA MANTIDA']);
    sheet.addRow([3241, 'GRAU DE PARTICIPAÇÃO INFORMADO INCOMPATÍVEL COM O PROCEDIMENTO COBRADO']);
    const record = await importFile('tabela38.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(record).toMatchObject({ status: 'FINISH', acceptedRows: 2, rejectedRows: 0 });
    expect((await search('search=grau%20participacao')).map((r) => r.code)).toEqual(['3241']);
  });

  it('fails on a file without the columns, the table kept', async () => {
    const record = await importFile('sem-colunas.csv', 'codigo;outra\n1834;x\n');
    expect(record).toMatchObject({
      status: 'FAILED',
      error: fmt(t.errors.missingColumns, { columns: t.fields.description }),
    });
    expect(await reasonCount()).toBe(2);
  });

  it('re-imports the 3.05 schema: 615 reasons (3199 is not among them)', async () => {
    const record = await importFile('tissSimpleTypesV3_05_00.xsd', schemaFile('3.05.00'));
    expect(record).toMatchObject({ status: 'FINISH', acceptedRows: 615, rejectedRows: 0 });
    expect(await reasonCount()).toBe(615);
    expect(await search('codes=3199,2902')).toEqual([{ code: '2902', description: 'GLOSA MANTIDA' }]);
  });

  it('shows the table in the summary of /admin/referenceTables', async () => {
    const tables = (await plainAdmin.get('/api/admin/reference-tables/summary')).json().tables;
    expect(tables).toContainEqual({
      table: 'glosaReasons',
      rowCount: 615,
      lastImport: expect.objectContaining({ fileName: 'tissSimpleTypesV3_05_00.xsd', status: 'FINISH' }),
    });
  });
});
