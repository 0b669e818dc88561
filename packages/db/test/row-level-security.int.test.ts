import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, withTenant } from '../src/actor';
import { rowsOf, type Database } from '../src/client';
import { companies, companyMembers, companyWebConfigs, sessions } from '../src/schema';
import { addMember, createCompany, createTestDatabase, createUser } from '../testing';

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
  // Every table with company_id carries tenant data, with no exception list: infrastructure read
  // before any tenant is known (sessions) runs as the owner, whose policy lets it through.
  it('is enabled and forced on every table that carries tenant data', async () => {
    const rows = rowsOf<{ table_name: string; enabled: boolean; forced: boolean }>(
      await database.db.execute(sql`
        select c.relname as table_name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and (c.relname = 'companies' or exists (
            select 1 from pg_attribute a
            where a.attrelid = c.oid and a.attname = 'company_id' and a.attnum > 0 and not a.attisdropped))`),
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['companies', 'company_members', 'company_web_configs', 'sessions']),
    );
    expect(rows.filter((r) => !r.enabled || !r.forced).map((r) => r.table_name)).toEqual([]);
  });

  it('keeps sessions readable by the owner (sign-in) and confines them to the tenant otherwise', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    const base = { userId, workspace: 'CLIENT' as const, csrfToken: 'csrf', expiresAt };
    await database.db.insert(sessions).values([
      { ...base, id: 'rls-session-a', companyId: a },
      { ...base, id: 'rls-session-b', companyId: b },
      { ...base, id: 'rls-session-none', companyId: null },
    ]);
    const owner = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
    expect(owner.map((r) => r.id).sort()).toEqual(['rls-session-a', 'rls-session-b', 'rls-session-none']);
    const tenant = await asTenant([b], (tx) => tx.select({ id: sessions.id }).from(sessions));
    expect(tenant.map((r) => r.id)).toEqual(['rls-session-b']);
    await expect(
      asTenant([b], (tx) => tx.insert(sessions).values({ ...base, id: 'rls-x', companyId: a })),
    ).rejects.toThrow();
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
