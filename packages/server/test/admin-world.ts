import { adminUsers, systemActor, withActor } from '@honora/db';
import { addMember, createCompany, createUser, makeSuperAdmin } from '@honora/db/testing';
import { expect } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';

/** The admin tests' world: a matriz with a filial and a single company; three kinds of session. */
export interface AdminWorld {
  t: TestApp;
  superAdmin: TestClient;
  /** Admin workspace without isSuperAdmin (admin rule sup). */
  plainAdmin: TestClient;
  /** Administrator (profile a) of the matriz, in the CLIENT workspace. */
  member: TestClient;
  matrizId: string;
  filialId: string;
}

/** A valid create/edit body of /api/admin/companies. */
export const valid = {
  name: 'Clínica Nova',
  legalName: 'Clínica Nova Ltda.',
  cnpj: '11.444.777/0001-61',
  cnes: '7654321',
  kind: 'COMPANY',
  billingType: 'MEDICAL',
  isPayer: true,
  registrationType: 'personal',
  agendaDisplay: 'DEMAND',
  structure: 'single',
  matrizId: null,
  flags: { eventsByBranch: true },
};

export async function createAdminWorld(options: { realMessenger?: boolean } = {}): Promise<AdminWorld> {
  const t = await createTestApp({}, options);
  const db = t.database.db;
  const user = async (email: string) =>
    createUser(db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  const signIn = async (email: string) => {
    const client = new TestClient(t.app);
    expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
    return client;
  };
  const matrizId = (await createCompany(db, { name: 'Cooperativa Árvore', isMatriz: true, cnpj: '11.222.333/0001-81' }))
    .id;
  const filialId = (await createCompany(db, { name: 'Filial Galho', isFilial: true, matrizId })).id;
  await createCompany(db, { name: 'Clinica Sol' });

  await makeSuperAdmin(db, (await user('super@admin.dev')).id);
  const plain = await user('admin@admin.dev');
  await withActor(db, systemActor, (tx) => tx.insert(adminUsers).values({ userId: plain.id, rules: { sup: true } }));
  const person = await user('membro@arvore.dev');
  await addMember(db, { companyId: matrizId, userId: person.id, profiles: ['a'] });

  return {
    t,
    superAdmin: await signIn('super@admin.dev'),
    plainAdmin: await signIn('admin@admin.dev'),
    member: await signIn('membro@arvore.dev'),
    matrizId,
    filialId,
  };
}
