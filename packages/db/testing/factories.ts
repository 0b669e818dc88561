import { randomUUID } from 'node:crypto';
import { systemActor, withActor, type Actor } from '../src/actor';
import type { Db } from '../src/client';
import { adminUsers, companies, companyMembers, users } from '../src/schema';

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

export async function createCompany(db: Db, overrides: Partial<NewCompany> = {}, actor: Actor = systemActor) {
  const [row] = await withActor(db, actor, (tx) =>
    tx
      .insert(companies)
      .values({ name: `Empresa ${randomUUID().slice(0, 8)}`, ...overrides })
      .returning(),
  );
  return row!;
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
