import { messages } from '@honora/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../src/client';
import { createTestDatabase } from '../testing';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const changes = messages.screens.changes;

/** Every table the change-history trigger watches, with its columns, as the migrated database has them. */
async function tablesWithHistory(): Promise<{ table: string; column: string }[]> {
  return rowsOf<{ table: string; column: string }>(
    await database.db.execute(sql`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      where c.table_schema = 'public'
        and exists (select 1 from pg_trigger t join pg_class r on r.oid = t.tgrelid
                    where r.relname = c.table_name and t.tgname = c.table_name || '_change_log')
      order by 1, 2`),
  );
}

describe('the change history speaks the users’ words (platform.md: pt-BR screens)', () => {
  it('names every table with history and every column of it by a label, never by its database name', async () => {
    const columns = await tablesWithHistory();
    expect(new Set(columns.map((c) => c.table)).size).toBeGreaterThanOrEqual(30);

    const unnamedTables = [...new Set(columns.map((c) => c.table))].filter(
      (table) => !Object.hasOwn(changes.collections, table),
    );
    const unlabelled = columns
      .filter(({ table, column }) => !changes.columnsByTable[table]?.[column] && !changes.columns[column])
      .map(({ table, column }) => `${table}.${column}`);
    expect(unnamedTables).toEqual([]);
    expect(unlabelled).toEqual([]);
  });

  it("uses the event form's words for the event's columns", () => {
    expect(changes.columns.has_loss).toBe('Tem perda');
    expect(changes.columns.num_guide).toBe(messages.screens.events.form.fields.numGuide);
    expect(changes.collections.event_procedures).toBe('Procedimentos de eventos');
  });
});
