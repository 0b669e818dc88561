import { randomUUID } from 'node:crypto';
import { systemActor, withActor, type Actor } from '../src/actor';
import type { Db } from '../src/client';
import { defaultPermissionConfig } from '@honora/domain';
import { adminUsers, companies, companyMembers, companyWebConfigs, users } from '../src/schema';

type NewUser = typeof users.$inferInsert;
type NewCompany = typeof companies.$inferInsert;
type NewMember = typeof companyMembers.$inferInsert;

/** The one way tests make data. Each factory writes through withActor, like the app does. */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}, actor: Actor = systemActor) {
  const [row] = await withActor(db, actor, (tx) =>
    tx
      .insert(users)
      .values({ email: `user-${randomUUID()}@example.com`, name: 'Usuária de Teste', ...overrides })
      .returning(),
  );
  return row!;
}

/** A company with the default web configuration, as registration creates it. */
export async function createCompany(db: Db, overrides: Partial<NewCompany> = {}, actor: Actor = systemActor) {
  return withActor(db, actor, async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({ name: `Empresa ${randomUUID().slice(0, 8)}`, ...overrides })
      .returning();
    await tx.insert(companyWebConfigs).values({ companyId: row!.id, permissions: defaultPermissionConfig() });
    return row!;
  });
}

export async function addMember(
  db: Db,
  values: Pick<NewMember, 'companyId' | 'userId'> & Partial<NewMember>,
  actor: Actor = systemActor,
) {
  const [row] = await withActor(db, actor, (tx) =>
    tx
      .insert(companyMembers)
      .values({ workspace: 'CLIENT', profiles: ['a'], ...values })
      .returning(),
  );
  return row!;
}

export async function makeSuperAdmin(db: Db, userId: string, actor: Actor = systemActor) {
  await withActor(db, actor, (tx) =>
    tx.insert(adminUsers).values({ userId, isSuperAdmin: true, rules: { adm: true } }),
  );
}
