import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, withTenant } from '../src/actor';
import { rowsOf, type Database } from '../src/client';
import { companies, companyMembers, companyWebConfigs } from '../src/schema';
import { addMember, createCompany, createTestDatabase, createUser } from '../testing';

/** Tables with company_id that are infrastructure, read before any tenant is known. */
const NOT_TENANT_DATA = ['sessions'];

let database: Database;
let a: string;
let b: string;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  a = (await createCompany(database.db, { name: 'Tenant A' })).id;
  b = (await createCompany(database.db, { name: 'Tenant B' })).id;
  userId = (await createUser(database.db)).id;
  await addMember(database.db, { companyId: a, userId });
  await addMember(database.db, { companyId: b, userId });
});
afterAll(() => database.close());

const asTenant = <T>(companyIds: string[], fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(database.db, { actor: systemActor, companyIds }, fn);

describe('row-level security', () => {
  it('is enabled and forced on every table that carries tenant data', async () => {
    const rows = rowsOf<{ table_name: string; enabled: boolean; forced: boolean }>(
      await database.db.execute(sql`
        select c.relname as table_name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and (c.relname = 'companies' or exists (
            select 1 from information_schema.columns col
            where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'company_id'))`),
    );
    const tenantTables = rows.filter((r) => !NOT_TENANT_DATA.includes(r.table_name));
    expect(tenantTables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['companies', 'company_members', 'company_web_configs']),
    );
    expect(tenantTables.filter((r) => !r.enabled || !r.forced).map((r) => r.table_name)).toEqual([]);
  });

  it('shows a tenant only its own rows', async () => {
    const seen = await asTenant([b], async (tx) => ({
      companies: (await tx.select({ id: companies.id }).from(companies)).map((r) => r.id),
      members: (await tx.select({ companyId: companyMembers.companyId }).from(companyMembers)).map((r) => r.companyId),
      configs: (await tx.select({ companyId: companyWebConfigs.companyId }).from(companyWebConfigs)).map(
        (r) => r.companyId,
      ),
    }));
    expect(seen).toEqual({ companies: [b], members: [b], configs: [b] });
  });

  it('shows nothing without a tenant', async () => {
    const count = await asTenant([], async (tx) => (await tx.select().from(companies)).length);
    expect(count).toBe(0);
  });

  it('refuses writes into another tenant and leaves its rows untouched', async () => {
    await expect(
      asTenant([b], (tx) => tx.insert(companyMembers).values({ companyId: a, userId, workspace: 'COMPANY' })),
    ).rejects.toThrow();
    const updated = await asTenant([b], (tx) =>
      tx.update(companies).set({ name: 'Invadida' }).where(eq(companies.id, a)).returning(),
    );
    expect(updated).toEqual([]);
    const moved = asTenant([b], (tx) =>
      tx.update(companyMembers).set({ companyId: a }).where(eq(companyMembers.companyId, b)),
    );
    await expect(moved).rejects.toThrow();
    const [row] = await database.db.select().from(companies).where(eq(companies.id, a));
    expect(row!.name).toBe('Tenant A');
  });

  it('ends the role and the tenant with the transaction', async () => {
    await asTenant([b], async () => undefined);
    const [state] = rowsOf<{ role: string; ids: string | null }>(
      await database.db.execute(
        sql`select current_user as role, nullif(current_setting('honora.company_ids', true), '') as ids`,
      ),
    );
    expect(state!.ids).toBeNull();
    expect(state!.role).not.toBe('honora_app');
  });
});
