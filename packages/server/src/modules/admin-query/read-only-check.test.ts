import { describe, expect, it } from 'vitest';
import { checkReadOnlySql } from './read-only-check';

/** The text check of the query console (decision 061), case by case; the int tests try them on a database. */
describe('checkReadOnlySql', () => {
  it.each([
    ['select 1', 'select'],
    ['  SELECT * FROM companies;  ', 'select'],
    ['with x as (select 1) select * from x', 'select'],
    ['values (1), (2)', 'select'],
    ['table companies', 'select'],
    ['explain select 1', 'explain'],
    ['explain (analyze, buffers) select 1', 'explain'],
    ['explain analyze verbose with x as (select 1) select * from x', 'explain'],
    ["select 'delete; drop' as text", 'select'],
    ["select e'it\\'s; delete'", 'select'],
    ["select u&'d\\0065lete'", 'select'],
    ['select $$; delete from x$$, $body$ insert $body$', 'select'],
    ['select 1 as "update", "a""b"', 'select'],
    ['select /* a /* nested ; */ comment */ 1', 'select'],
    ['select 1 -- ; delete\n', 'select'],
    ['select a$b from t', 'select'],
    ['select $1', 'select'],
  ])('lets %j through as %s', (text, kind) => {
    expect(checkReadOnlySql(text)).toMatchObject({ ok: true, kind });
  });

  it.each([
    ['', 'empty'],
    ['-- only a comment', 'empty'],
    [';', 'empty'],
    ['select 1\u0000', 'nul'],
    [`select '${'x'.repeat(20_000)}'`, 'tooLong'],
    ["select 'open", 'unterminated'],
    ['select "open', 'unterminated'],
    ['select $a$ open', 'unterminated'],
    ['select 1 /* open /* */', 'unterminated'],
    ['select (1', 'unbalanced'],
    ['select 1) union (select 2', 'unbalanced'],
    ['select 1; select 2', 'multiple'],
    ['select 1;;', 'multiple'],
    ['delete from x', 'notSelect'],
    ['/* select */ update x set a = 1', 'notSelect'],
    ['explain delete from x', 'notSelect'],
    ['do $$ begin end $$', 'notSelect'],
    ['with d as (delete from x returning *) select * from d', 'writes'],
    ['select * into y from x', 'writes'],
    ['explain analyze select 1 into y', 'writes'],
    ['select * from x for update', 'lockingClause'],
    ['select * from x for no key update', 'lockingClause'],
    ['select * from x for key share', 'lockingClause'],
    ["select set_config('role', 'postgres', false)", 'function'],
    ["select pg_catalog.SET_CONFIG('a', 'b', true)", 'function'],
    ["select \"set_config\"('a', 'b', true)", 'function'],
    ['select lo_unlink(1)', 'function'],
    ['select pg_try_advisory_lock(1)', 'function'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(checkReadOnlySql(text)).toMatchObject({ ok: false, reason });
  });

  it('names the refused word, and keeps the body without its final semicolon', () => {
    expect(checkReadOnlySql('truncate x')).toMatchObject({ reason: 'notSelect', word: 'TRUNCATE' });
    expect(checkReadOnlySql('select 1 -- x\n;')).toMatchObject({ ok: true, body: 'select 1 -- x\n ' });
    expect(checkReadOnlySql("select ';' ;")).toMatchObject({ ok: true, body: "select ';'  " });
  });
});
