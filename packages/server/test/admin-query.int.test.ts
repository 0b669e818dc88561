import { messages } from '@honora/contract';
import { adminQueryRuns, adminSavedQueries, companies, rowsOf } from '@honora/db';
import { count, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPglite } from '../src/modules/admin-query/query-executor';
import { createAdminWorld, type AdminWorld } from './admin-world';
import { TestClient } from './helpers';
import { readSheet } from './xlsx-sheet';

/**
 * /admin/QueryInFirestore (decision 061): super admins run one reading statement at a time;
 * results are cut at the row limit, slow ones stopped by the timeout, and every run audited.
 * The read-only guarantee has its own file (admin-query-read-only.int.test.ts).
 */

const RUN = '/api/admin/query/run';
const EXCEL = '/api/admin/query/excel';
const e = messages.screens.adminQuery.errors;
let w: AdminWorld;

beforeAll(async () => {
  w = await createAdminWorld();
});
afterAll(() => w.t.close());

const lastRun = async () =>
  (await w.t.database.db.select().from(adminQueryRuns).orderBy(desc(adminQueryRuns.createdAt)).limit(1))[0]!;

describe('POST /api/admin/query/run', () => {
  it('answers the columns, typed cells and duration of a SELECT over every company, and audits it', async () => {
    const res = await w.superAdmin.post(RUN, {
      sql: `select name, is_matriz, 12.50::numeric as price, 9007199254740993::int8 as big, date '2025-01-31' as day,
              timestamptz '2025-01-31T12:00:00Z' as at, '{"a":1}'::jsonb as doc, null as nothing
            from companies order by name;`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.columns).toEqual([
      { name: 'name', type: 'text' },
      { name: 'is_matriz', type: 'boolean' },
      { name: 'price', type: 'number' },
      { name: 'big', type: 'number' },
      { name: 'day', type: 'date' },
      { name: 'at', type: 'dateTime' },
      { name: 'doc', type: 'json' },
      { name: 'nothing', type: 'text' },
    ]);
    // Every company, whatever the session's companies: super admins see them all.
    expect(body.rows.map((r: unknown[]) => r[0])).toEqual(['Clinica Sol', 'Cooperativa Árvore', 'Filial Galho']);
    expect(body.rows[1].slice(1)).toEqual([
      true,
      12.5,
      '9007199254740993',
      '2025-01-31',
      '2025-01-31T12:00:00.000Z',
      '{"a": 1}',
      null,
    ]);
    expect(body).toMatchObject({ rowCount: 3, truncated: false, maxRows: 1000 });
    expect(body.durationMs).toBeGreaterThanOrEqual(0);
    const audit = await lastRun();
    expect(audit).toMatchObject({ outcome: 'ok', kind: 'run', rowCount: 3, userName: 'super@admin.dev' });
    expect(audit.sqlText).toContain('from companies order by name');
  });

  it('keeps duplicate column names and answers WITH, VALUES, TABLE and EXPLAIN', async () => {
    const dup = await w.superAdmin.post(RUN, { sql: 'select 1 as a, 2 as a' });
    expect(dup.json()).toMatchObject({ columns: [{ name: 'a' }, { name: 'a' }], rows: [[1, 2]] });
    const cte = await w.superAdmin.post(RUN, { sql: 'with x as (select 2 as n) select n * 2 as m from x -- done' });
    expect(cte.json().rows).toEqual([[4]]);
    expect((await w.superAdmin.post(RUN, { sql: 'values (1), (2)' })).json().rowCount).toBe(2);
    expect((await w.superAdmin.post(RUN, { sql: 'table companies' })).json().rowCount).toBe(3);
    const explain = await w.superAdmin.post(RUN, { sql: 'explain select * from companies' });
    expect(explain.statusCode, explain.body).toBe(200);
    expect(explain.json().columns[0].name).toBe('QUERY PLAN');
  });

  it('stops at the row limit and says it was cut', async () => {
    const res = await w.superAdmin.post(RUN, { sql: 'select g from generate_series(1, 1500) g order by g' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rowCount: 1000, truncated: true, maxRows: 1000 });
    expect(res.json().rows.at(-1)).toEqual([1000]);
    expect((await lastRun()).rowCount).toBe(1000);
  });

  it('answers a database refusal as 400 with its reason, and audits it as an error', async () => {
    const res = await w.superAdmin.post(RUN, { sql: 'select no_such_column from companies' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('O banco de dados recusou a consulta');
    expect(res.json().message).toContain('no_such_column');
    expect(await lastRun()).toMatchObject({ outcome: 'error', rowCount: 0 });
    const bad = await w.superAdmin.post(RUN, { sql: 'select 1/0' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps credentials out of reach: sessions and password hashes are refused by the role', async () => {
    const sessions = await w.superAdmin.post(RUN, { sql: 'select * from sessions' });
    expect(sessions.statusCode).toBe(400);
    expect(sessions.json().message).toContain('Sem permissão');
    const hash = await w.superAdmin.post(RUN, { sql: 'select password_hash from users' });
    expect(hash.statusCode).toBe(400);
    const names = await w.superAdmin.post(RUN, { sql: 'select email from users order by email' });
    expect(names.statusCode, names.body).toBe(200);
  });

  it('stops a slow query at the timeout and says after how long (PostgreSQL; PGlite has no timer)', async (ctx) => {
    if (isPglite(w.t.database.db)) return ctx.skip();
    const config = w.t.config.adminQuery;
    const before = config.timeoutMs;
    config.timeoutMs = 500;
    try {
      const started = Date.now();
      const res = await w.superAdmin.post(RUN, {
        sql: 'select count(*) from generate_series(1, 5000000) a, generate_series(1, 1000) b',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(e.timeout.replace('{ms}', '500'));
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await lastRun()).toMatchObject({ outcome: 'error' });
    } finally {
      config.timeoutMs = before;
    }
  });

  it('refuses empty text, NUL bytes, wrong types and overlong text with a clear message, never 500', async () => {
    const cases: [unknown, number][] = [
      [{ sql: '' }, 400],
      [{ sql: '   -- nada\n' }, 400],
      [{ sql: 'select 1\u0000' }, 400],
      [{ sql: 42 }, 400],
      [{}, 400],
      [{ sql: `select '${'x'.repeat(20_100)}'` }, 400],
      [{ sql: `select '${'x'.repeat(30_000)}'` }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await w.superAdmin.post(RUN, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    const long = await w.superAdmin.post(RUN, { sql: `select '${'x'.repeat(20_100)}'` });
    expect(long.json().message).toBe(e.tooLong);
  });

  it('is for super admins only: 401 without an admin session, 403 for other administrators', async () => {
    expect((await new TestClient(w.t.app).post(RUN, { sql: 'select 1' })).statusCode).toBe(401);
    expect((await w.plainAdmin.post(RUN, { sql: 'select 1' })).statusCode).toBe(403);
    // A member's session is of another workspace: 401, as every admin route answers it.
    expect((await w.member.post(RUN, { sql: 'select 1' })).statusCode).toBe(401);
    expect((await w.plainAdmin.get('/api/admin/query/runs')).statusCode).toBe(403);
    expect((await w.plainAdmin.get('/api/admin/query/saved')).statusCode).toBe(403);
    expect((await w.plainAdmin.post(EXCEL, { sql: 'select 1' })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/query/excel', () => {
  it('re-runs the query under the same guards into a sheet: headers are the columns, numbers and dates real cells', async () => {
    const res = await w.superAdmin.post(EXCEL, {
      sql: "select name, 1234.5::numeric as valor, 7 as qtd, date '2025-01-31' as dia from companies order by name",
    });
    const sheet = await readSheet(res);
    expect(sheet.rows[0]).toEqual(['name', 'valor', 'qtd', 'dia']);
    expect(sheet.rows[1]![0]).toBe('Clinica Sol');
    expect(sheet.cell(2, 'valor').value).toBe(1234.5);
    expect(sheet.cell(2, 'qtd').value).toBe(7);
    expect(sheet.cell(2, 'dia').value).toEqual(new Date(Date.UTC(2025, 0, 31)));
    expect(await lastRun()).toMatchObject({ outcome: 'ok', kind: 'excel', rowCount: 3 });
  });

  it('refuses a write as the run does (400, audited)', async () => {
    const res = await w.superAdmin.post(EXCEL, { sql: 'delete from companies' });
    expect(res.statusCode).toBe(400);
    expect(await lastRun()).toMatchObject({ outcome: 'refused', kind: 'excel' });
    const [row] = await w.t.database.db.select({ n: count() }).from(companies);
    expect(row!.n).toBe(3);
  });
});

describe('GET /api/admin/query/runs', () => {
  it('lists the recent runs, newest first, with who ran them and how they ended', async () => {
    const res = await w.superAdmin.get('/api/admin/query/runs');
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.length).toBeGreaterThan(5);
    expect(items[0]).toMatchObject({ outcome: 'refused', kind: 'excel', userName: 'super@admin.dev' });
    expect(new Set(items.map((i: { outcome: string }) => i.outcome))).toEqual(new Set(['ok', 'refused', 'error']));
  });
});

describe('saved queries', () => {
  const SAVED = '/api/admin/query/saved';

  it('saves, lists, renames and deletes a query; names are unique (any case); bad input is refused', async () => {
    const created = await w.superAdmin.post(SAVED, { name: 'Empresas', sql: 'select * from companies' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      name: 'Empresas',
      sql: 'select * from companies',
      updatedByName: 'super@admin.dev',
    });

    const clash = await w.superAdmin.post(SAVED, { name: 'EMPRESAS', sql: 'select 1' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(e.nameTaken.replace('{name}', 'EMPRESAS'));

    const renamed = await w.superAdmin.put(`${SAVED}/${id}`, { name: 'Todas as empresas', sql: 'table companies' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await w.superAdmin.get(SAVED)).json().items).toMatchObject([{ id, name: 'Todas as empresas' }]);

    for (const body of [
      { name: '', sql: 'x' },
      { name: 'a'.repeat(121), sql: 'x' },
      { name: 'ok' },
      { name: 1, sql: 'x' },
    ]) {
      expect((await w.superAdmin.post(SAVED, body)).statusCode).toBe(400);
    }
    expect((await w.superAdmin.post(SAVED, { name: 'x\u0000', sql: 'select 1' })).statusCode).toBe(400);
    expect((await w.superAdmin.put(`${SAVED}/not-a-uuid`, { name: 'a', sql: 'b' })).statusCode).toBe(400);

    const removed = await w.superAdmin.request('DELETE', `${SAVED}/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await w.superAdmin.get(SAVED)).json().items).toEqual([]);
    expect((await w.superAdmin.request('DELETE', `${SAVED}/${id}`)).statusCode).toBe(404);
    // Soft deleted, with who wrote it (record metadata).
    const rows = rowsOf<{ deleted: boolean; by: string }>(
      await w.t.database.db.execute(
        sql`select deleted_at is not null as deleted, created_by_name as by from ${adminSavedQueries}`,
      ),
    );
    expect(rows).toEqual([{ deleted: true, by: 'super@admin.dev' }]);
  });
});
