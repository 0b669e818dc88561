import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withActor, withTenant } from '../src/actor';
import type { Database } from '../src/client';
import { changeLog, companies, platformSettings, users } from '../src/schema';
import { createCompany, createTestDatabase, createUser } from '../testing';

let database: Database;
const ana = { id: 'u-ana', name: 'Ana' };
const bia = { id: 'u-bia', name: 'Bia', isAdmin: true };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const historyOf = (tableName: string, recordId: string) =>
  database.db
    .select()
    .from(changeLog)
    .where(and(eq(changeLog.tableName, tableName), eq(changeLog.recordId, recordId)))
    .orderBy(changeLog.changedAt);

describe('change history', () => {
  it('records creation, each change with from/to, and soft deletion, with who did it', async () => {
    const company = await createCompany(database.db, { name: 'Antes', cnes: '1234567' }, ana);
    await withActor(database.db, bia, (tx) =>
      tx.update(companies).set({ name: 'Depois' }).where(eq(companies.id, company.id)),
    );
    await withActor(database.db, ana, (tx) =>
      tx.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, company.id)),
    );
    const history = await historyOf('companies', company.id);
    expect(history.map((h) => [h.operation, h.changedBy, h.changedByAdmin, h.companyId])).toEqual([
      ['INSERT', 'u-ana', false, company.id],
      ['UPDATE', 'u-bia', true, company.id],
      ['DELETE', 'u-ana', false, company.id],
    ]);
    expect(history[0]!.changes.name).toEqual({ from: null, to: 'Antes' });
    expect(history[1]!.changes).toEqual({ name: { from: 'Antes', to: 'Depois' } });
  });

  it('skips updates that change nothing but metadata', async () => {
    const company = await createCompany(database.db, { name: 'Igual' }, ana);
    await withActor(database.db, bia, (tx) =>
      tx.update(companies).set({ name: 'Igual' }).where(eq(companies.id, company.id)),
    );
    expect((await historyOf('companies', company.id)).map((h) => h.operation)).toEqual(['INSERT']);
  });

  it('masks secrets', async () => {
    const user = await createUser(database.db, { passwordHash: 'hash-1' }, ana);
    await withActor(database.db, ana, (tx) =>
      tx.update(users).set({ passwordHash: 'hash-2' }).where(eq(users.id, user.id)),
    );
    const history = await historyOf('users', user.id);
    expect(history[1]!.changes).toEqual({ password_hash: { from: '***', to: '***' } });
    expect(JSON.stringify(history)).not.toContain('hash-2');
  });

  it('records settings keyed by name, with the key as the record id', async () => {
    await withActor(database.db, bia, (tx) =>
      tx.insert(platformSettings).values({ key: 'exemplo', value: { ligado: false } }),
    );
    await withActor(database.db, bia, (tx) =>
      tx
        .update(platformSettings)
        .set({ value: { ligado: true } })
        .where(eq(platformSettings.key, 'exemplo')),
    );
    const history = await historyOf('platform_settings', 'exemplo');
    expect(history.map((h) => [h.operation, h.changedBy])).toEqual([
      ['INSERT', 'u-bia'],
      ['UPDATE', 'u-bia'],
    ]);
    expect(history[1]!.changes).toEqual({ value: { from: { ligado: false }, to: { ligado: true } } });
  });

  it('is written from tenant transactions and read back only within the tenant', async () => {
    const a = await createCompany(database.db, { name: 'Tenant A' }, ana);
    const b = await createCompany(database.db, { name: 'Tenant B' }, ana);
    await withTenant(database.db, { actor: ana, companyIds: [a.id] }, (tx) =>
      tx.update(companies).set({ name: 'Tenant A2' }).where(eq(companies.id, a.id)),
    );
    const seen = await withTenant(database.db, { actor: ana, companyIds: [b.id] }, (tx) => tx.select().from(changeLog));
    expect(seen.every((row) => row.companyId === b.id)).toBe(true);
    expect((await historyOf('companies', a.id)).map((h) => h.operation)).toEqual(['INSERT', 'UPDATE']);
  });
});
