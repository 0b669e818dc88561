import { addMember, createCompany, createUser } from '@honora/db/testing';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

export const PASSWORD = 'senha-forte-1';

/**
 * The world of the hospitals, surgeons, anesthetists and branches tests: a matriz with a
 * filial, another company, and one signed-in session per kind of member (default-permissions.ts).
 */
export interface PeopleWorld {
  t: TestApp;
  matrizId: string;
  filialId: string;
  otherId: string;
  /** Administrator (a) of the matriz: every action, sees and changes the filial's records. */
  admin: TestClient;
  adminId: string;
  /** Administrator of the filial: sees the matriz's records, changes only the filial's. */
  filialAdmin: TestClient;
  /** Biller (f): list, read and write the billing registries; no rm; anesthetists list/read/write. */
  biller: TestClient;
  /** Scheduler (d): hospitals and anesthetists list/read; no surgeons. */
  scheduler: TestClient;
  /** Resident (g): hospitals and surgeons list/read; no anesthetists. */
  resident: TestClient;
  residentId: string;
  /** A member without any profile: nothing. */
  nobody: TestClient;
  /** Administrator of another company. */
  outsider: TestClient;
  /** Signs in a member created later. */
  signIn: (email: string) => Promise<TestClient>;
}

export async function createPeopleWorld(): Promise<PeopleWorld> {
  const t = await createTestApp();
  const db = t.database.db;
  const matrizId = (await createCompany(db, { name: 'Cooperativa Pessoas', isMatriz: true })).id;
  const filialId = (await createCompany(db, { name: 'Filial Pessoas', isFilial: true, matrizId })).id;
  const otherId = (await createCompany(db, { name: 'Outra Cooperativa', isMatriz: true })).id;
  const passwordHash = await hashPassword(PASSWORD);
  const ids: Record<string, string> = {};
  const signIn = async (email: string) => {
    const client = new TestClient(t.app);
    const res = await client.login(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    return client;
  };
  const member = async (email: string, name: string, companyId: string, profiles: string[], userTypes = ['KUser']) => {
    const user = await createUser(db, { email, name, passwordHash });
    ids[email] = user.id;
    await addMember(db, { companyId, userId: user.id, profiles, userTypes });
    const client = await signIn(email);
    expect((await client.get('/api/auth/session')).json().session.company.id).toBe(companyId);
    return client;
  };
  return {
    t,
    matrizId,
    filialId,
    otherId,
    admin: await member('admin@pessoas.dev', 'Zélia Administradora', matrizId, ['a']),
    adminId: ids['admin@pessoas.dev']!,
    filialAdmin: await member('admin@filial.dev', 'Zuleica da Filial', filialId, ['a']),
    biller: await member('faturista@pessoas.dev', 'Zeca Faturista', matrizId, ['f']),
    scheduler: await member('escalista@pessoas.dev', 'Zilda Escalista', matrizId, ['d']),
    resident: await member('residente@pessoas.dev', 'Rita Residente', matrizId, ['g'], ['KResident']),
    residentId: ids['residente@pessoas.dev']!,
    nobody: await member('ninguem@pessoas.dev', 'Zoe Sem Perfil', matrizId, []),
    outsider: await member('admin@outra.dev', 'Zacarias de Fora', otherId, ['a']),
    signIn,
  };
}

/** The field errors of a 400 answer, by path. */
export function fieldErrors(res: LightMyRequestResponse): Record<string, string> {
  expect(res.statusCode).toBe(400);
  const fields = (res.json().fields ?? []) as { path: string; message: string }[];
  return Object.fromEntries(fields.map((f) => [f.path, f.message]));
}

/** The rows of the first sheet of an .xlsx answer, header first, as plain values. */
export async function sheetRows(res: LightMyRequestResponse): Promise<unknown[][]> {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

export { instantBetween } from './clock';

export const names = (res: LightMyRequestResponse): string[] =>
  (res.json().items as { name: string }[]).map((item) => item.name);
