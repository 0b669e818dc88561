import { messages } from '@honora/contract';
import { adminQueryRuns, rowsOf } from '@honora/db';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeReadOnly, QUERY_ROLE } from '../src/modules/admin-query/query-executor';
import { createAdminWorld, type AdminWorld } from './admin-world';

/**
 * The query console's read-only guarantee (decision 061), tried every way we know to write:
 * each attempt is refused by the text check before it runs (400, a clear pt-BR message,
 * audited as refused) — and, run through the low-level executor with the check bypassed, the
 * READ ONLY transaction and the SELECT-only role refuse it too. Nothing is ever written.
 */

const RUN = '/api/admin/query/run';
const e = messages.screens.adminQuery.errors;
let w: AdminWorld;

beforeAll(async () => {
  w = await createAdminWorld();
  await w.t.database.db.execute(sql`create sequence admin_query_probe_seq`);
});
afterAll(() => w.t.close());

/** Everything a write could have changed. */
async function snapshot(): Promise<unknown> {
  const [row] = rowsOf<Record<string, unknown>>(
    await w.t.database.db.execute(sql`select
      (select string_agg(name || ':' || coalesce(cnpj, ''), ',' order by name) from companies) as companies,
      (select count(*)::int from admin_saved_queries) as saved,
      (select count(*)::int from pg_class where relnamespace = 'public'::regnamespace) as relations,
      (select last_value::text from admin_query_probe_seq) as seq,
      (select count(*)::int from pg_largeobject_metadata) as large_objects,
      (select relacl::text from pg_class where relname = 'companies') as acl,
      (select count(*)::int from information_schema.columns where table_name = 'companies') as columns`),
  );
  return row;
}

/** [the attempt, the words its refusal names] */
const WRITES: [string, string][] = [
  ["insert into companies (name) values ('Invasora')", 'INSERT'],
  ["update companies set name = 'x'", 'UPDATE'],
  ['delete from companies', 'DELETE'],
  ["merge into companies c using (select 1) s on false when not matched then insert (name) values ('x')", 'MERGE'],
  ['truncate companies cascade', 'TRUNCATE'],
  ['create table intruder (id int)', 'CREATE'],
  ['drop table companies cascade', 'DROP'],
  ['alter table companies add column intruder int', 'ALTER'],
  ['grant all on companies to public', 'GRANT'],
  ['revoke select on companies from honora_query', 'REVOKE'],
  ['copy companies from stdin', 'COPY'],
  ["copy (select 1) to '/tmp/honora-intruder'", 'COPY'],
  ['with gone as (delete from companies returning *) select * from gone', 'DELETE'],
  ["with x as (select 1) insert into companies (name) select 'x' from x", 'INSERT'],
  ['select 1; delete from companies', ''],
  ['select 1 /* ; */ ; delete from companies', ''],
  ['/* select 1 */ delete from companies', 'DELETE'],
  ['-- select 1\ndelete from companies', 'DELETE'],
  ["select 'a'; update companies set name = 'x' --", ''],
  ['set role postgres', 'SET'],
  ['set statement_timeout = 0', 'SET'],
  ['reset role', 'RESET'],
  ["select set_config('role', 'postgres', false)", 'set_config'],
  ["select pg_catalog.set_config('transaction_read_only', 'off', true)", 'set_config'],
  ["select \"set_config\"('role', 'postgres', true)", 'set_config'],
  ["select nextval('admin_query_probe_seq')", 'nextval'],
  ["select setval('admin_query_probe_seq', 99)", 'setval'],
  ["select pg_notify('canal', 'mensagem')", 'pg_notify'],
  ["select lo_import('/etc/hostname')", 'lo_import'],
  ['select lo_create(0)', 'lo_create'],
  ['select pg_advisory_lock(42)', 'pg_advisory_lock'],
  ["select pg_read_file('/etc/hostname')", 'pg_read_file'],
  ["select dblink_exec('dbname=postgres', 'delete from companies')", 'dblink_exec'],
  ["select query_to_xml('delete from companies returning *', true, true, '')", 'query_to_xml'],
  ['select pg_terminate_backend(pg_backend_pid())', 'pg_terminate_backend'],
  ['do $$ begin delete from companies; end $$', 'DO'],
  ['call some_procedure()', 'CALL'],
  ['lock table companies in access exclusive mode', 'LOCK'],
  ['vacuum companies', 'VACUUM'],
  ['analyze companies', 'ANALYZE'],
  ['select * from companies for update', ''],
  ['select * from companies for no key update', ''],
  ['select * from companies for share', ''],
  ['select * from companies for key share', ''],
  ['select * into intruder from companies', 'INTO'],
  ['explain analyze delete from companies', 'DELETE'],
  ["explain (analyze, costs off) insert into companies (name) values ('x')", 'INSERT'],
  ['prepare p as delete from companies', 'PREPARE'],
  ['execute p', 'EXECUTE'],
  ['begin', 'BEGIN'],
  ['commit', 'COMMIT'],
  ['listen canal', 'LISTEN'],
  ["notify canal, 'x'", 'NOTIFY'],
  ['refresh materialized view x', 'REFRESH'],
  ["comment on table companies is 'x'", 'COMMENT'],
  ['select 1) as q; delete from companies; select (1', ''],
  ["select 'unterminated", ''],
  ['select 1 /* unterminated', ''],
];

describe('the query console refuses every way to write before it runs', () => {
  it.each(WRITES)('refuses %s', async (attempt, word) => {
    const before = await snapshot();
    const res = await w.superAdmin.post(RUN, { sql: attempt });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('inputError');
    expect(body.message).toMatch(/[a-zà-ú]/);
    if (word) expect(body.message).toContain(word);
    const [audit] = await w.t.database.db
      .select()
      .from(adminQueryRuns)
      .orderBy(desc(adminQueryRuns.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ outcome: 'refused', sqlText: attempt, durationMs: 0, rowCount: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('lets keywords inside strings, quoted names, dollar quotes and comments through', async () => {
    for (const reading of [
      "select 'delete from companies; drop table x' as text",
      'select 1 as "update"',
      'select $$; delete from companies$$ as body',
      "select e'it\\'s; delete' as escaped",
      'select 1 -- ; delete from companies',
      'select /* nested /* ; drop */ still comment */ 1',
      'select updated_at, deleted_at from companies;',
      'select pg_sleep(0)',
    ]) {
      const res = await w.superAdmin.post(RUN, { sql: reading });
      expect(res.statusCode, `${reading}: ${res.body}`).toBe(200);
    }
  });

  it('names the rule a refusal broke, in pt-BR', async () => {
    const res = await w.superAdmin.post(RUN, { sql: 'select 1; select 2' });
    expect(res.json().message).toBe(e.multiple);
    const lock = await w.superAdmin.post(RUN, { sql: 'select * from companies for update' });
    expect(lock.json().message).toBe(e.lockingClause);
  });
});

/** Runs a text through the executor, the check bypassed; answers the SQLSTATE it failed with, or 'ran'. */
async function bypass(text: string): Promise<string> {
  try {
    await executeReadOnly(w.t.database.db, text, performance.now() + 5_000);
    return 'ran';
  } catch (error) {
    return String((error as { code?: string }).code ?? (error as Error).message);
  }
}

/** Attempts that PostgreSQL itself must refuse, the check bypassed. */
const BYPASS_WRITES = [
  "insert into companies (name) values ('Invasora')",
  "update companies set name = 'x'",
  'delete from companies',
  "merge into companies c using (select 1) s on false when not matched then insert (name) values ('x')",
  'truncate companies cascade',
  'create table intruder (id int)',
  'drop table admin_saved_queries',
  'alter table companies add column intruder int',
  'grant all on companies to public',
  'with gone as (delete from companies returning *) select * from gone',
  'select * into intruder from companies',
  'select * from companies for update',
  "select nextval('admin_query_probe_seq')",
  "select setval('admin_query_probe_seq', 99)",
  'do $$ begin delete from companies; end $$',
  'lock table companies in access exclusive mode',
  'vacuum companies',
  "select lo_import('/etc/hostname')",
  'select 1; delete from companies',
  "select query_to_xml('delete from companies returning *', true, true, '')",
  'explain analyze delete from companies',
];

describe('behind the check: the read-only transaction and role refuse writes that reach the database', () => {
  it.each(BYPASS_WRITES)('the executor refuses %s', async (attempt) => {
    const before = await snapshot();
    expect(await bypass(attempt)).not.toBe('ran');
    expect(await snapshot()).toEqual(before);
  });

  it('rolls back what slips past a read-only transaction: a large object, a setting', async () => {
    const before = await snapshot();
    // PostgreSQL 15 lets lo_create run in a READ ONLY transaction: the ROLLBACK is the wall.
    await bypass('select lo_create(0)');
    expect(await snapshot()).toEqual(before);
    expect(await bypass("select set_config('honora.company_ids', 'x', false)")).toBe('ran');
    const [row] = rowsOf<{ value: string | null }>(
      await w.t.database.db.execute(sql`select current_setting('honora.company_ids', true) as value`),
    );
    expect(row!.value ?? '').toBe('');
  });

  it('the role alone, in a transaction that could write, may not write', async () => {
    const attempt = w.t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${QUERY_ROLE}`));
      await tx.execute(sql`insert into admin_saved_queries (name, sql_text) values ('x', 'y')`);
    });
    await expect(attempt).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42501' }) });
    const [row] = rowsOf<{ n: number }>(
      await w.t.database.db.execute(sql`select count(*)::int as n from admin_saved_queries`),
    );
    expect(row!.n).toBe(0);
  });

  it('the role reads every company (bypassing row-level security) but not credentials', async () => {
    const read = await executeReadOnly(
      w.t.database.db,
      'select count(*)::int from companies',
      performance.now() + 5_000,
    );
    expect(read.rows).toEqual([[3]]);
    expect(await bypass('select * from sessions')).toBe('42501');
    expect(await bypass('select password_hash from users')).toBe('42501');
    expect(await bypass('select secret_encrypted from integrations')).toBe('42501');
  });
});
