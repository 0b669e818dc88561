import { readFileSync } from 'node:fs';
import { messages, type ReferenceImport, fmt } from '@honora/contract';
import {
  cboOccupations,
  ibgeMunicipalities,
  jobs,
  referenceImports,
  systemActor,
  tussTerms,
  withActor,
} from '@honora/db';
import { createUser, makeSuperAdmin } from '@honora/db/testing';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/modules/auth/passwords';
import { createAdminWorld } from './admin-world';
import { createTestApp, TestClient, type TestApp } from './helpers';

/**
 * Reference tables: the imports of /admin/referenceTables (real files of /work/shared/data,
 * read in place — each big file imported once) and the lookups of the address, CBO and
 * procedure pickers.
 */
const DATA = '/work/shared/data';
const t = messages.screens.referenceTables;
const IMPORTS = '/api/admin/reference-imports';

let app: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let member: TestClient;

beforeAll(async () => {
  ({ t: app, superAdmin, plainAdmin, member } = await createAdminWorld());
});
afterAll(() => app.close());

const base64 = (bytes: Uint8Array | string) =>
  (typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes)).toString('base64');
const dataFile = (path: string) => new Uint8Array(readFileSync(`${DATA}/${path}`));

/** Polls the import until it ends; also answers every progress seen on the way. */
async function waitFor(id: string, client = plainAdmin, timeoutMs = 25_000) {
  const seen: ReferenceImport[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`${IMPORTS}/${id}`);
    expect(res.statusCode).toBe(200);
    const record = res.json() as ReferenceImport;
    seen.push(record);
    if (record.status === 'FINISH' || record.status === 'FAILED') return { record, seen };
    if (Date.now() > deadline) throw new Error(`import ${id} still ${record.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function startImport(table: string, fileName: string, content: Uint8Array | string) {
  const res = await superAdmin.post(IMPORTS, { table, fileName, contentBase64: base64(content) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReferenceImport;
}

async function importFile(table: string, fileName: string, content: Uint8Array | string) {
  const started = await startImport(table, fileName, content);
  return (await waitFor(started.id)).record;
}

const countOf = async (table: typeof tussTerms | typeof ibgeMunicipalities | typeof cboOccupations) =>
  app.database.db.$count(table);

describe('importing IBGE municipalities', () => {
  it('reports every bad row with its line and reason, and replaces the table with the good ones', async () => {
    const csv = [
      'codigo_ibge;nome;capital;codigo_uf',
      '3550308;São Paulo;1;35',
      '3550307;Dígito errado;0;35',
      '355030;Curto;0;35',
      '9950308;Sem UF;0;99',
      '3509502;;0;35',
      '3304557;Rio de Janeiro;1;35',
      '3550308;São Paulo de novo;1;35',
      '3106200;Belo Horizonte;talvez;31',
    ].join('\r\n');
    const record = await importFile('ibgeMunicipalities', 'municipios-ruins.csv', `\uFEFF${csv}\r\n`);
    expect(record).toMatchObject({
      table: 'ibgeMunicipalities',
      fileName: 'municipios-ruins.csv',
      status: 'FINISH',
      totalRows: 8,
      processedRows: 8,
      acceptedRows: 1,
      rejectedRows: 7,
      error: null,
      createdByName: 'super@admin.dev',
      finishedAt: expect.any(String),
    });
    expect(record.rejections).toEqual([
      { row: 3, reason: t.reasons.checkDigit },
      { row: 4, reason: fmt(t.reasons.digits, { field: 'Código IBGE', digits: 7 }) },
      { row: 5, reason: fmt(t.reasons.unknownUf, { ufCode: '99' }) },
      { row: 6, reason: fmt(t.reasons.required, { field: 'Nome do município' }) },
      { row: 7, reason: fmt(t.reasons.ufMismatch, { field: 'Código da UF', expected: '33' }) },
      { row: 8, reason: fmt(t.reasons.duplicate, { line: 2 }) },
      { row: 9, reason: t.reasons.capital },
    ]);
    expect(record.rejections[0]?.reason).toBe('Código IBGE inválido: o dígito verificador não confere');
    const rows = await app.database.db.select().from(ibgeMunicipalities);
    expect(rows).toEqual([
      expect.objectContaining({ code: '3550308', name: 'São Paulo', uf: 'SP', ufCode: '35', isCapital: true }),
    ]);
  });

  it('imports municipios.csv: 5,571 accepted, progress only grows, one import per table at a time', async () => {
    const started = await startImport('ibgeMunicipalities', 'municipios.csv', dataFile('ibge/municipios.csv'));
    expect(['NOT_STARTED', 'RUNNING']).toContain(started.status);
    const again = await superAdmin.post(IMPORTS, {
      table: 'ibgeMunicipalities',
      fileName: 'outro.csv',
      contentBase64: base64('codigo;nome\n3550308;São Paulo\n'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t.errors.alreadyRunning);

    const { record, seen } = await waitFor(started.id);
    expect(record).toMatchObject({
      status: 'FINISH',
      totalRows: 5571,
      processedRows: 5571,
      acceptedRows: 5571,
      rejectedRows: 0,
      rejections: [],
    });
    const progress = seen.map((s) => s.processedRows);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seen.every((s) => s.processedRows <= s.totalRows)).toBe(true);
    expect(await countOf(ibgeMunicipalities)).toBe(5571);
    const [boa] = await app.database.db.select().from(ibgeMunicipalities).where(eq(ibgeMunicipalities.code, '5101837'));
    expect(boa).toMatchObject({ name: 'Boa Esperança do Norte', uf: 'MT', isCapital: false });
  });

  it('finds São Paulo by "sao paulo" (any workspace) and by code', async () => {
    const res = await member.get('/api/reference/municipalities?search=sao%20paulo');
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toEqual({ code: '3550308', name: 'São Paulo', uf: 'SP' });
    const byCode = await plainAdmin.get('/api/reference/municipalities?code=3509502');
    expect(byCode.json().items).toEqual([{ code: '3509502', name: 'Campinas', uf: 'SP' }]);
  });

  it('leaves the table as it was when no row is valid (FAILED, with the report)', async () => {
    const record = await importFile('ibgeMunicipalities', 'ruim.csv', 'codigo_ibge,nome\n3550307,X\n,Y\n');
    expect(record).toMatchObject({
      status: 'FAILED',
      error: t.errors.nothingAccepted,
      acceptedRows: 0,
      rejectedRows: 2,
      rejections: [
        { row: 2, reason: t.reasons.checkDigit },
        { row: 3, reason: fmt(t.reasons.required, { field: 'Código IBGE' }) },
      ],
    });
    expect(await countOf(ibgeMunicipalities)).toBe(5571);
  });

  it.each([
    [
      'missing columns',
      'sem-colunas.csv',
      'municipio;estado\nSão Paulo;SP\n',
      fmt(t.errors.missingColumns, { columns: 'Código IBGE' }),
    ],
    ['no data rows', 'vazio.csv', 'codigo_ibge,nome\r\n', t.errors.noRows],
    ['a CSV named .xlsx', 'municipios.xlsx', 'codigo_ibge,nome\n3550308,São Paulo\n', t.errors.unreadable],
  ])('fails on %s, without touching the table', async (_name, fileName, content, error) => {
    const record = await importFile('ibgeMunicipalities', fileName, content);
    expect(record).toMatchObject({ status: 'FAILED', error, acceptedRows: 0, finishedAt: expect.any(String) });
    expect(await countOf(ibgeMunicipalities)).toBe(5571);
  });
});

describe('importing CBO', () => {
  it('imports an .xlsx (first sheet, same columns) built from cbo_medicos.csv', async () => {
    const lines = readFileSync(`${DATA}/cbo/cbo_medicos.csv`, 'utf8').trim().split('\n').slice(0, 31);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('CBO');
    for (const line of lines) {
      const [code, title, family] = line.split(',');
      // Codes as numbers, as a spreadsheet keeps them.
      sheet.addRow(code === 'cbo' ? [code, title, family] : [Number(code), title, Number(family)]);
    }
    sheet.addRow([225151, 'Médico anestesiologista (repetido)', 2251]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const record = await importFile('cbo', 'cbo_medicos.xlsx', bytes);
    expect(record).toMatchObject({ status: 'FINISH', totalRows: 31, acceptedRows: 30, rejectedRows: 1 });
    const firstAnesthesia = lines.findIndex((line) => line.startsWith('225151,')) + 1;
    expect(record.rejections).toEqual([{ row: 32, reason: fmt(t.reasons.duplicate, { line: firstAnesthesia }) }]);
    expect(await countOf(cboOccupations)).toBe(30);
  });

  it('re-imports the Latin-1 CBO file, replacing the table: 2,666 occupations with their accents', async () => {
    const record = await importFile('cbo', 'CBO2002 - Ocupacao.csv', dataFile('cbo/CBO2002_Ocupacao.csv'));
    expect(record).toMatchObject({ status: 'FINISH', acceptedRows: 2666, rejectedRows: 0 });
    expect(await countOf(cboOccupations)).toBe(2666);
    const res = await member.get('/api/reference/cbo?search=anestesiologista');
    expect(res.json().items).toEqual([{ code: '225151', title: 'Médico anestesiologista' }]);
    const all = await member.get('/api/reference/cbo?search=aeronautica&physicians=false');
    expect(all.json().items.map((i: { title: string }) => i.title)).toContain('Oficial general da aeronáutica');
  });
});

describe('importing TUSS 22', () => {
  it('imports the 2023-08 file (YYYY-MM dates): 5,941 terms', async () => {
    const record = await importFile(
      'tuss22',
      'tabela22.csv',
      dataFile('tuss/tabela_22_procedimentos_2023-08_vigentes.csv'),
    );
    expect(record).toMatchObject({ status: 'FINISH', acceptedRows: 5941, rejectedRows: 0 });
    expect(await countOf(tussTerms)).toBe(5941);
    const res = await member.get('/api/reference/tuss?search=31602223');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        code: '31602223',
        term: 'Passagem de catéter peridural ou subaracnóideo com bloqueio de prova',
        startsOn: '2009-02-01',
        endsOn: null,
        implantationEndsOn: '2010-10-01',
      },
    ]);
    expect((await member.get('/api/reference/tuss?search=10106162')).json().items).toHaveLength(1);
  });

  it('re-imports the 2020 file with history: all 5,907 versions kept (code + start), the table replaced', async () => {
    const record = await importFile(
      'tuss22',
      'tabela22-historico.csv',
      dataFile('tuss/tabela_22_procedimentos_2020-07_com_historico.csv'),
    );
    expect(record).toMatchObject({ status: 'FINISH', acceptedRows: 5907, rejectedRows: 0 });
    expect(await countOf(tussTerms)).toBe(5907);
    // A code only in the 2023 file is gone.
    expect((await member.get('/api/reference/tuss?search=10106162')).json().items).toEqual([]);
    // Both versions of a code that changed its term; only the one in force by default.
    const all = (await member.get('/api/reference/tuss?search=30904170&current=false')).json().items;
    expect(all.map((i: { startsOn: string; endsOn: string | null }) => [i.startsOn, i.endsOn])).toEqual([
      ['2016-01-01', '2017-04-09'],
      ['2017-04-10', null],
    ]);
    const current = (await member.get('/api/reference/tuss?search=30904170')).json().items;
    expect(current).toEqual([expect.objectContaining({ term: 'Implante de monitor de eventos (Looper implantável)' })]);
    const byTerm = (await member.get('/api/reference/tuss?search=CATETER%20PERIDURAL')).json().items;
    expect(byTerm.map((i: { code: string }) => i.code)).toContain('31602223');
  });

  it('keeps the later row of the same code and start, reporting the earlier one', async () => {
    const csv = [
      'Código do Termo;Termo;Data de início de vigência;Data de fim de vigência',
      '31602223;Primeira;13/02/2009;',
      '31602223;Segunda;13/02/2009;',
      '31602223;Ruim;13/02/2009;01/01/2009',
    ].join('\n');
    // A name only matters to CBHPM imports: a reference table ignores it.
    const started = await superAdmin.post(IMPORTS, {
      table: 'tuss22',
      fileName: 'tuss.csv',
      contentBase64: base64(csv),
      name: 'Ignorado',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { record } = await waitFor(started.json().id);
    expect(record).toMatchObject({
      status: 'FINISH',
      acceptedRows: 1,
      rejectedRows: 2,
      ignoredRows: 0,
      targetName: null,
      resultIds: [],
    });
    expect(record.rejections).toEqual([
      { row: 2, reason: fmt(t.reasons.superseded, { line: 3 }) },
      { row: 4, reason: t.reasons.endBeforeStart },
    ]);
    expect(await app.database.db.select({ term: tussTerms.term }).from(tussTerms)).toEqual([{ term: 'Segunda' }]);
  });
});

describe('the import list and the summary', () => {
  it('lists imports newest first, paged and by table', async () => {
    const all = (await plainAdmin.get(`${IMPORTS}?pageSize=100`)).json();
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((i: { createdAt: string }) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.items[0]).toMatchObject({ table: 'tuss22', fileName: 'tuss.csv' });
    expect(all.items[0]).not.toHaveProperty('rejections');

    const page2 = (await plainAdmin.get(`${IMPORTS}?pageSize=2&page=2`)).json();
    expect(page2.total).toBe(all.total);
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual(
      all.items.slice(2, 4).map((i: { id: string }) => i.id),
    );

    const reference = (await plainAdmin.get(`${IMPORTS}?group=reference&pageSize=100`)).json();
    expect(reference.total).toBe(all.total);
    expect((await plainAdmin.get(`${IMPORTS}?group=cbhpm`)).json()).toEqual({ items: [], total: 0 });
    expect((await plainAdmin.get(`${IMPORTS}?group=outro`)).statusCode).toBe(400);

    const cbo = (await plainAdmin.get(`${IMPORTS}?table=cbo`)).json();
    expect(cbo.items.map((i: { fileName: string }) => i.fileName)).toEqual([
      'CBO2002 - Ocupacao.csv',
      'cbo_medicos.xlsx',
    ]);
  });

  it('summarizes each table: row count and newest import', async () => {
    const res = await plainAdmin.get('/api/admin/reference-tables/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json().tables).toEqual([
      { table: 'tuss22', rowCount: 1, lastImport: expect.objectContaining({ fileName: 'tuss.csv', status: 'FINISH' }) },
      {
        table: 'ibgeMunicipalities',
        rowCount: 5571,
        lastImport: expect.objectContaining({ fileName: 'municipios.xlsx', status: 'FAILED' }),
      },
      {
        table: 'cbo',
        rowCount: 2666,
        lastImport: expect.objectContaining({ fileName: 'CBO2002 - Ocupacao.csv', acceptedRows: 2666 }),
      },
      { table: 'glosaReasons', rowCount: 0, lastImport: null },
    ]);
  });

  it('answers 404 for an unknown import and 400 for a bad id', async () => {
    const missing = await plainAdmin.get(`${IMPORTS}/00000000-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(t.errors.importNotFound);
    expect((await plainAdmin.get(`${IMPORTS}/123`)).statusCode).toBe(400);
  });

  /** An import RUNNING in another process, with its job as that process left it (one attempt, no retry). */
  const openImport = async (fileName: string, heartbeatAt: Date) =>
    withActor(app.database.db, systemActor, async (tx) => {
      const [row] = await tx
        .insert(referenceImports)
        .values({ tableName: 'cbo', fileName, status: 'RUNNING', totalRows: 10, processedRows: 5 })
        .returning();
      await tx.insert(jobs).values({
        kind: 'referenceImport',
        status: 'RUNNING',
        payload: { importId: row!.id, table: 'cbo' },
        attempts: 1,
        maxAttempts: 1,
        lockedBy: 'other-host:1:gone',
        heartbeatAt,
      });
      return row!;
    });
  const storedImport = async (id: string) =>
    (await app.database.db.select().from(referenceImports).where(eq(referenceImports.id, id)))[0]!;

  it('settles an import whose job stopped beating as interrupted, in the database too', async () => {
    const stale = await openImport('antigo.csv', new Date(Date.now() - 10 * 60_000));
    await app.app.jobs.sweep();
    const res = (await plainAdmin.get(`${IMPORTS}/${stale.id}`)).json();
    expect(res).toMatchObject({ status: 'FAILED', error: t.errors.interrupted, processedRows: 5 });
    expect(await storedImport(stale.id)).toMatchObject({ status: 'FAILED', error: t.errors.interrupted });
    expect((await storedImport(stale.id)).finishedAt).not.toBeNull();
  });

  it('leaves alone an import another process is running (fresh heartbeat)', async () => {
    const alive = await openImport('vivo.csv', new Date());
    await app.app.jobs.sweep();
    expect((await plainAdmin.get(`${IMPORTS}/${alive.id}`)).json()).toMatchObject({ status: 'RUNNING', error: null });
    expect((await storedImport(alive.id)).status).toBe('RUNNING');
    await withActor(app.database.db, systemActor, async (tx) => {
      await tx.update(referenceImports).set({ status: 'FAILED' }).where(eq(referenceImports.id, alive.id));
      await tx.update(jobs).set({ status: 'FAILED' }).where(eq(jobs.lockedBy, 'other-host:1:gone'));
    });
  });

  it('at start, settles imports cut off while no process read them', async () => {
    const stale = await openImport('parado.csv', new Date(Date.now() - 10 * 60_000));
    // Another server process starting on the same database.
    const other = await buildApp({ db: app.database.db, config: app.config, logger: false });
    try {
      await other.ready();
      expect(await storedImport(stale.id)).toMatchObject({ status: 'FAILED', error: t.errors.interrupted });
    } finally {
      await other.close();
    }
  });
});

describe('who may import', () => {
  const body = { table: 'cbo', fileName: 'cbo.csv', contentBase64: base64('CODIGO;TITULO\n225151;X\n') };

  it('refuses an admin who is not super admin (403), a company session and no session (401)', async () => {
    const before = (await plainAdmin.get(IMPORTS)).json().total;
    expect((await plainAdmin.post(IMPORTS, body)).statusCode).toBe(403);
    expect((await member.post(IMPORTS, body)).statusCode).toBe(401);
    expect((await new TestClient(app.app).post(IMPORTS, body)).statusCode).toBe(401);
    expect((await plainAdmin.get(IMPORTS)).json().total).toBe(before);
  });

  it('keeps the reports in the admin workspace', async () => {
    for (const url of [IMPORTS, '/api/admin/reference-tables/summary']) {
      expect((await member.get(url)).statusCode).toBe(401);
      expect((await new TestClient(app.app).get(url)).statusCode).toBe(401);
    }
  });

  it('opens the lookups to every signed-in user only', async () => {
    for (const url of ['/api/reference/tuss?search=x', '/api/reference/cbo', '/api/reference/municipalities']) {
      expect((await member.get(url)).statusCode).toBe(200);
      expect((await new TestClient(app.app).get(url)).statusCode).toBe(401);
    }
  });

  it.each([
    ['fileName', { ...body, fileName: 'cbo.txt' }, t.errors.fileType],
    ['fileName', { ...body, fileName: '' }, messages.validation.required],
    ['contentBase64', { ...body, contentBase64: '' }, t.errors.fileEmpty],
    ['contentBase64', { ...body, contentBase64: 'não é base64!' }, t.errors.fileContent],
    ['contentBase64', { ...body, contentBase64: '==' }, t.errors.fileEmpty],
    ['table', { ...body, table: 'cbhpm' }, messages.validation.required],
  ])('refuses a bad %s with its message', async (field, bad, message) => {
    const res = await superAdmin.post(IMPORTS, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual(expect.objectContaining({ path: field, message }));
  });
});

describe('closing the app', () => {
  it('lets a running import end', async () => {
    const other = await createTestApp();
    try {
      const user = await createUser(other.database.db, {
        email: 'super2@admin.dev',
        name: 'Super 2',
        passwordHash: await hashPassword('senha-forte-1'),
      });
      await makeSuperAdmin(other.database.db, user.id);
      const client = new TestClient(other.app);
      expect((await client.login('super2@admin.dev', 'senha-forte-1')).statusCode).toBe(200);
      const res = await client.post(IMPORTS, {
        table: 'cbo',
        fileName: 'cbo.csv',
        contentBase64: base64(dataFile('cbo/cbo_medicos.csv')),
      });
      expect(res.statusCode).toBe(200);
      // Once this process has claimed the job, closing waits for it.
      const id = (res.json() as ReferenceImport).id;
      for (let i = 0; i < 400; i += 1) {
        const [row] = await other.database.db.select().from(referenceImports).where(eq(referenceImports.id, id));
        if (row?.status !== 'NOT_STARTED') break;
        await new Promise((r) => setTimeout(r, 10));
      }
      await other.app.close();
      const [record] = await other.database.db.select().from(referenceImports);
      expect(record).toMatchObject({ status: 'FINISH', acceptedRows: 63 });
      expect(await other.database.db.$count(cboOccupations)).toBe(63);
    } finally {
      await other.database.close();
    }
  });
});
