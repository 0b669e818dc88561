import type { RegistryListQuery } from '@honora/contract';
import { hospitals } from '@honora/db';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { registryListOrder, registryListWhere, registrySearch, registryWindow, type RegistryListShape } from './index';

const dialect = new PgDialect();
const render = (fragment: SQL | undefined) => (fragment ? dialect.sqlToQuery(fragment) : null);

type Query = RegistryListQuery & { state?: string | undefined };
const base: Query = { page: 1, pageSize: 100, dir: 'asc', active: 'all' };
const shape: RegistryListShape<Query> = {
  table: hospitals,
  sorts: { cnpj: hospitals.cnpj, city: sql`(${hospitals.address} ->> 'city')` },
  filters: (query) => [query.state ? sql`${hospitals.address} ->> 'state' = ${query.state}` : undefined],
};
const ONE = ['00000000-0000-4000-8000-000000000001'];
const TWO = [...ONE, '00000000-0000-4000-8000-000000000002'];

describe('registryListWhere', () => {
  const cases: {
    name: string;
    companies: string[];
    query: Partial<Query>;
    has: string[];
    hasNot: string[];
    params: unknown[];
  }[] = [
    {
      name: 'one company, live records, any situation',
      companies: ONE,
      query: {},
      has: ['"hospitals"."company_id" = $1', '"hospitals"."deleted_at" is null'],
      hasNot: ['"hospitals"."active"', 'like', ' in ('],
      params: [ONE[0]],
    },
    {
      name: 'two companies: an IN list',
      companies: TWO,
      query: {},
      has: ['"hospitals"."company_id" in ($1, $2)'],
      hasNot: [],
      params: TWO,
    },
    {
      name: 'active only',
      companies: ONE,
      query: { active: 'true' },
      has: ['"hospitals"."active" = $2'],
      hasNot: [],
      params: [ONE[0], true],
    },
    {
      name: 'inactive only',
      companies: ONE,
      query: { active: 'false' },
      has: ['"hospitals"."active" = $2'],
      hasNot: [],
      params: [ONE[0], false],
    },
    {
      name: 'a sync takes every change since the instant, deleted ones included',
      companies: ONE,
      query: { updatedSince: '2026-01-01T00:00:00.000Z' },
      has: ['coalesce("hospitals"."updated_at", "hospitals"."created_at") > $2'],
      hasNot: ['deleted_at" is null'],
      params: [ONE[0], new Date('2026-01-01T00:00:00.000Z').toISOString()],
    },
    {
      name: 'the search matches the unaccented name, its wildcards escaped',
      companies: ONE,
      query: { search: '50%_off' },
      has: ['"hospitals"."name_search" like \'%\' || lower(public.honora_unaccent($2)) || \'%\''],
      hasNot: [],
      params: [ONE[0], '50\\%\\_off'],
    },
    {
      name: "the registry's own filter, only when asked",
      companies: ONE,
      query: { state: 'SP' },
      has: ['"hospitals"."address" ->> \'state\' = $2'],
      hasNot: [],
      params: [ONE[0], 'SP'],
    },
    {
      name: 'search, situation and filter together, in that order',
      companies: ONE,
      query: { search: 'são', active: 'true', state: 'RJ' },
      has: ['"active" = $2', 'honora_unaccent($3)', "->> 'state' = $4"],
      hasNot: [],
      params: [ONE[0], true, 'são', 'RJ'],
    },
  ];
  it.each(cases)('$name', ({ companies, query, has, hasNot, params }) => {
    const rendered = render(registryListWhere(shape, companies, { ...base, ...query }))!;
    for (const part of has) expect(rendered.sql).toContain(part);
    for (const part of hasNot) expect(rendered.sql).not.toContain(part);
    expect(rendered.params.map((p) => (p instanceof Date ? p.toISOString() : p))).toEqual(params);
  });
});

describe('registrySearch', () => {
  it.each([
    { term: undefined, columns: [], expected: null },
    { term: '', columns: [], expected: null },
    { term: 'ana', columns: [], expected: '"hospitals"."name_search" like' },
  ])('term $term over the name only', ({ term, columns, expected }) => {
    const rendered = render(registrySearch(hospitals, columns, term));
    if (expected === null) expect(rendered).toBeNull();
    else expect(rendered!.sql.startsWith(expected)).toBe(true);
  });

  it('declared columns are searched too, lower-cased and unaccented', () => {
    const rendered = render(registrySearch(hospitals, [hospitals.cnpj, hospitals.cnes], 'x'))!;
    expect(rendered.sql).toContain('"hospitals"."name_search" like');
    expect(rendered.sql).toContain(' or lower(public.honora_unaccent("hospitals"."cnpj")) like');
    expect(rendered.sql).toContain(' or lower(public.honora_unaccent("hospitals"."cnes")) like');
  });
});

describe('registryListOrder', () => {
  const cases: { name: string; query: Partial<Query>; expected: string[] }[] = [
    {
      name: 'no sort: the name key, then the id',
      query: {},
      expected: ['"hospitals"."sort_key" collate "C" asc', '"hospitals"."id" asc'],
    },
    {
      name: 'a declared sort, then the name and the id',
      query: { sort: 'cnpj', dir: 'desc' },
      expected: ['"hospitals"."cnpj" desc', '"hospitals"."sort_key" collate "C" desc', '"hospitals"."id" desc'],
    },
    {
      name: 'an expression sort',
      query: { sort: 'city' },
      expected: [
        `("hospitals"."address" ->> 'city') asc`,
        '"hospitals"."sort_key" collate "C" asc',
        '"hospitals"."id" asc',
      ],
    },
    {
      name: 'an unknown name falls back to the name',
      query: { sort: 'drop table', dir: 'desc' },
      expected: ['"hospitals"."sort_key" collate "C" desc', '"hospitals"."id" desc'],
    },
  ];
  it.each(cases)('$name', ({ query, expected }) => {
    const order = registryListOrder(shape, { ...base, ...query }).map((part) => render(part)!.sql);
    expect(order).toEqual(expected);
  });
});

describe('registryWindow', () => {
  it.each([
    { query: { page: 1, pageSize: 100 }, expected: { limit: 100, offset: 0 } },
    { query: { page: 3, pageSize: 100 }, expected: { limit: 100, offset: 200 } },
    { query: { page: 2, pageSize: 25 }, expected: { limit: 25, offset: 25 } },
    {
      query: { page: 7, pageSize: 100, updatedSince: '2026-01-01T00:00:00.000Z' },
      expected: { limit: 5000, offset: 0 },
    },
  ])('page $query.page of $query.pageSize', ({ query, expected }) => {
    expect(registryWindow(query)).toEqual(expected);
  });
});
