import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../src/client';
import { withActor } from '../src/actor';
import { companies } from '../src/schema';
import { createCompany, createTestDatabase } from '../testing';

let database: Database;
const ana = { id: 'u-ana', name: 'Ana', version: '3.12.79' };
const bia = { id: 'u-bia', name: 'Bia', isAdmin: true, version: '3.12.79' };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('record metadata trigger', () => {
  it('guards every table that carries the metadata columns (metadata and change history)', async () => {
    const rows = rowsOf<{ table_name: string; has_trigger: boolean }>(
      await database.db.execute(sql`
        select c.table_name,
          exists (select 1 from pg_trigger t join pg_class r on r.oid = t.tgrelid
                  where r.relname = c.table_name and t.tgname = c.table_name || '_record_meta')
          and exists (select 1 from pg_trigger t join pg_class r on r.oid = t.tgrelid
                  where r.relname = c.table_name and t.tgname = c.table_name || '_change_log') as has_trigger
        from information_schema.columns c
        where c.table_schema = 'public' and c.column_name = 'created_by'`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((r) => !r.has_trigger).map((r) => r.table_name)).toEqual([]);
  });

  it('stamps inserts from the actor and ignores values a caller tries to forge', async () => {
    const [row] = await withActor(database.db, ana, (tx) =>
      tx
        .insert(companies)
        .values({ name: 'Forjada', createdBy: 'hacker', createdByName: 'Hacker', deletedAt: new Date() })
        .returning(),
    );
    expect(row).toMatchObject({
      createdBy: 'u-ana',
      createdByName: 'Ana',
      createdEnv: 'web',
      createdVersion: '3.12.79',
      deletedAt: null,
      updatedAt: null,
    });
  });

  it('stamps updates, keeps the creation stamp and marks admin changes', async () => {
    const company = await createCompany(database.db, { name: 'Antes' }, ana);
    const [row] = await withActor(database.db, bia, (tx) =>
      tx.update(companies).set({ name: 'Depois', createdBy: 'hacker' }).where(eq(companies.id, company.id)).returning(),
    );
    expect(row).toMatchObject({
      name: 'Depois',
      createdBy: 'u-ana',
      updatedBy: 'u-bia',
      updatedByName: 'Bia',
      updatedByAdmin: true,
    });
    expect(row!.updatedAt).toBeInstanceOf(Date);
  });

  it('soft delete records who deleted, and a restore clears it', async () => {
    const company = await createCompany(database.db, {}, ana);
    const [deleted] = await withActor(database.db, bia, (tx) =>
      tx
        .update(companies)
        .set({ deletedAt: new Date('2000-01-01') })
        .where(eq(companies.id, company.id))
        .returning(),
    );
    expect(deleted!.deletedBy).toBe('u-bia');
    expect(deleted!.deletedAt!.getFullYear()).toBeGreaterThan(2000);
    const [restored] = await withActor(database.db, ana, (tx) =>
      tx.update(companies).set({ deletedAt: null }).where(eq(companies.id, company.id)).returning(),
    );
    expect(restored).toMatchObject({ deletedAt: null, deletedBy: null });
  });

  it('refuses a write without an actor and leaves nothing behind', async () => {
    await expect(database.db.insert(companies).values({ name: 'Sem ator' })).rejects.toThrow();
    const rows = await database.db.select().from(companies).where(eq(companies.name, 'Sem ator'));
    expect(rows).toEqual([]);
  });

  it('does not leak the actor past its transaction', async () => {
    await createCompany(database.db, {}, ana);
    const [setting] = rowsOf<{ v: string | null }>(
      await database.db.execute(sql`select nullif(current_setting('honora.actor_id', true), '') as v`),
    );
    expect(setting!.v).toBeNull();
  });
});
