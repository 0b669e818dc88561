import { companies, withActor } from '@honora/db';
import { createCompany, createUser, makeSuperAdmin } from '@honora/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
let t: TestApp;
let admin: TestClient;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, {
    email: 'super@audit.dev',
    name: 'Super',
    passwordHash: await hashPassword(PASSWORD),
  });
  await makeSuperAdmin(t.database.db, user.id);
  companyId = (await createCompany(t.database.db, { name: 'Auditada' }, { id: 'u-1', name: 'Uma' })).id;
  await withActor(t.database.db, { id: 'u-2', name: 'Duas' }, (tx) =>
    tx.update(companies).set({ name: 'Auditada 2' }).where(eq(companies.id, companyId)),
  );
  // An old change, to filter by date (audit days are UTC−4).
  await t.database.db.execute(
    sql`update change_log set changed_at = '2026-01-10T03:30:00Z' where table_name = 'companies' and record_id = ${companyId} and operation = 'INSERT'`,
  );
  admin = new TestClient(t.app);
  await admin.login('super@audit.dev', PASSWORD);
});
afterAll(() => t.close());

describe('GET /api/admin/changes', () => {
  it('lists who changed what, newest first', async () => {
    const res = await admin.get(`/api/admin/changes?companyId=${companyId}&collection=companies`);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({
      operation: 'UPDATE',
      changedBy: 'u-2',
      changedByName: 'Duas',
      changes: { name: { from: 'Auditada', to: 'Auditada 2' } },
    });
  });

  it.each([
    ['userId=u-1', 1],
    ['userId=ninguem', 0],
    ['from=2026-01-09&to=2026-01-09', 1],
    ['from=2026-01-10&to=2026-01-10', 0],
  ])('filters by %s', async (filter, expected) => {
    const res = await admin.get(`/api/admin/changes?companyId=${companyId}&collection=companies&${filter}`);
    expect(res.json().total).toBe(expected);
  });

  it.each(['from=10/01/2026', 'companyId=x', 'from=2026-02-01&to=2026-01-01', 'collection=DROP TABLE'])(
    'refuses %s with inputError',
    async (filter) => {
      const res = await admin.get(`/api/admin/changes?${filter}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('inputError');
    },
  );

  it('is closed outside the admin workspace', async () => {
    expect((await new TestClient(t.app).get('/api/admin/changes')).statusCode).toBe(401);
  });
});
