import { addMember, createCompany, createUser } from '@honora/db/testing';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';

/**
 * The billing-settings tests' world: a matriz with a filial and another company, and one
 * signed-in session per kind of member (module 'billing' of default-permissions.ts: the billing
 * settings belong to the billing profiles).
 */
export interface SettingsWorld {
  t: TestApp;
  matrizId: string;
  filialId: string;
  otherId: string;
  /** Administrator (profile a) of the matriz: every action, manages the filiais. */
  admin: TestClient;
  /** Billing manager (profile e): every billing action, rm included. */
  manager: TestClient;
  /** Biller (profile f): lists, reads and writes billing settings; does not delete or restore. */
  biller: TestClient;
  /** Anesthetist (profile b): only his own billing (readOwn) — no billing settings. */
  anesthetist: TestClient;
  /** Administrator of the filial: sees the matriz's settings, changes only its own. */
  filialAdmin: TestClient;
  /** Administrator of another company. */
  outsider: TestClient;
}

export async function createSettingsWorld(): Promise<SettingsWorld> {
  const t = await createTestApp();
  const db = t.database.db;
  const matrizId = (await createCompany(db, { name: 'Cooperativa Configura', isMatriz: true })).id;
  const filialId = (await createCompany(db, { name: 'Filial Configura', isFilial: true, matrizId })).id;
  const otherId = (await createCompany(db, { name: 'Outra Cooperativa', isMatriz: true })).id;
  const passwordHash = await hashPassword(PASSWORD);
  const member = async (email: string, companyId: string, profile: string) => {
    const user = await createUser(db, { email, name: email, passwordHash });
    await addMember(db, { companyId, userId: user.id, profiles: [profile] });
    const client = new TestClient(t.app);
    const res = await client.login(email, PASSWORD);
    expect(res.json().session.company.id).toBe(companyId);
    return client;
  };
  return {
    t,
    matrizId,
    filialId,
    otherId,
    admin: await member('admin@configura.dev', matrizId, 'a'),
    manager: await member('gestor@configura.dev', matrizId, 'e'),
    biller: await member('faturista@configura.dev', matrizId, 'f'),
    anesthetist: await member('anestesista@configura.dev', matrizId, 'b'),
    filialAdmin: await member('admin@filial.dev', filialId, 'a'),
    outsider: await member('admin@outra.dev', otherId, 'a'),
  };
}

/** The field errors of a 400 answer, by path. */
export function fieldErrors(res: LightMyRequestResponse): Record<string, string> {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { fields?: { path: string; message: string }[] };
  return Object.fromEntries((body.fields ?? []).map((f) => [f.path, f.message]));
}

/** 403 'Acesso Negado' naming the module and action. */
export function expectDenied(res: LightMyRequestResponse, action: string): void {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'billing', action } });
}

/** The first sheet of an xlsx answer as rows of cell values (row 1 = headers). */
export async function sheetRows(res: LightMyRequestResponse): Promise<unknown[][]> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** An id no company has. */
export const UNKNOWN_ID = '7d0c6b53-1b2f-4c3e-9a55-0a5c1d2e3f40';
