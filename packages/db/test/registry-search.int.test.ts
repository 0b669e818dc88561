import { compareText } from '@honora/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../src/client';
import { createTestDatabase } from '../testing';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function scalar<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<{ v: T }>(await database.db.execute(query))[0]!.v;
}

/** Names a billing team types: accents, cedilla, case, numbers inside names. */
const names = [
  'Sala 10',
  'sala 9',
  'Sala 1',
  'Álvaro Souza',
  'alvaro Santos',
  'Ângela Maria',
  'Conceição',
  'Concepcion',
  'Édson',
  'Eduardo',
  'Hospital São Luiz 2',
  'Hospital Sao Luiz 12',
  'Zélia',
  'Ana',
  'Ana Beatriz',
  'Anabela',
];

describe('registry search and sort functions (migration 0011)', () => {
  it.each([
    ['João', 'joao'],
    ['CONCEIÇÃO', 'conceicao'],
    ['Ângela Müller', 'angela muller'],
  ])('name_search of %s is %s', async (name, expected) => {
    expect(await scalar(sql`select lower(public.honora_unaccent(${name})) as v`)).toBe(expected);
  });

  it('pads digit runs so numbers compare by value', async () => {
    const nine = await scalar<string>(sql`select public.honora_sort_key('Sala 9') as v`);
    const ten = await scalar<string>(sql`select public.honora_sort_key('Sala 10') as v`);
    expect(nine < ten).toBe(true);
  });

  it('orders names as the web does (pt-BR, accents ignored, numeric compare)', async () => {
    const ordered = rowsOf<{ name: string }>(
      await database.db.execute(sql`
        select name from unnest(${sql.raw(`ARRAY[${names.map((n) => `'${n}'`).join(',')}]`)}::text[]) as t(name)
        order by public.honora_sort_key(name) collate "C", name`),
    ).map((r) => r.name);
    const expected = [...names].sort(compareText);
    expect(ordered.map((n) => n.toLowerCase())).toEqual(expected.map((n) => n.toLowerCase()));
  });
});
