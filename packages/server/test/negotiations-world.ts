import { negotiationTermsSchema } from '@honora/contract';
import {
  cbhpmEditions,
  cbhpmProcedures,
  cbhpmValuations,
  companies,
  companyWebConfigs,
  healthInsurers,
  negotiations,
  systemActor,
  withActor,
} from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { addDays, brazilDate, defaultPermissionConfig, PORTE_GRADES } from '@honora/domain';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

export const PASSWORD = 'senha-forte-1';
export const TODAY = brazilDate(new Date());
export const day = (n: number) => addDays(TODAY, n);
/** Codes of the small CBHPM edition the tests create. */
export const TABLE_CODES = ['30602246', '31009107'] as const;

/**
 * The negotiations tests' world: a matriz whose billers may only read insurers (the billing
 * manager writes), a filial, another company, a small CBHPM edition and valuation, and one
 * signed-in session per kind of member. Residents of the matriz are granted readValues so the
 * company's "hide prices from residents" flag is what hides the money.
 */
export interface NegotiationWorld {
  t: TestApp;
  matrizId: string;
  editionId: string;
  valuationId: string;
  manager: TestClient;
  biller: TestClient;
  resident: TestClient;
  filialAdmin: TestClient;
  outsider: TestClient;
  anonymous: TestClient;
}

export async function signedIn(t: TestApp, email: string, companyId: string, profile: string, userTypes = ['KUser']) {
  const user = await createUser(t.database.db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  await addMember(t.database.db, { companyId, userId: user.id, profiles: [profile], userTypes });
  const client = new TestClient(t.app);
  expect((await client.login(email, PASSWORD)).json().session.company.id).toBe(companyId);
  return client;
}

export async function seedTables(t: TestApp) {
  return withActor(t.database.db, systemActor, async (tx) => {
    const [edition] = await tx
      .insert(cbhpmEditions)
      .values({ name: 'CBHPM Teste', version: 1, procedureCount: 2 })
      .returning();
    await tx.insert(cbhpmProcedures).values([
      { editionId: edition!.id, code: TABLE_CODES[0], description: 'Gastroplastia', porte: '10B', anestheticPorte: 5 },
      {
        editionId: edition!.id,
        code: TABLE_CODES[1],
        description: 'Colecistectomia',
        porte: '9A',
        anestheticPorte: 4,
      },
    ]);
    const portes = Object.fromEntries(PORTE_GRADES.map((porte, i) => [porte, `${20 + i * 10}.00`]));
    const [valuation] = await tx
      .insert(cbhpmValuations)
      .values({ name: 'Valoração Teste', version: 2, reference: '2021-10', portes, ucoValue: '17.50' })
      .returning();
    return { editionId: edition!.id, valuationId: valuation!.id };
  });
}

export async function createNegotiationWorld(): Promise<NegotiationWorld> {
  const t = await createTestApp();
  const db = t.database.db;
  const matrizId = (await createCompany(db, { name: 'Cooperativa Negociação', isMatriz: true })).id;
  const filialId = (await createCompany(db, { name: 'Filial Negociação', isFilial: true, matrizId })).id;
  const otherId = (await createCompany(db, { name: 'Outra Negociação', isMatriz: true })).id;
  const permissions = defaultPermissionConfig();
  permissions.healthInsurances = {
    ...permissions.healthInsurances,
    write: ['a', 'e'],
    writeOwn: ['a', 'e'],
    readValues: ['a', 'e', 'f', 'g'],
  };
  await withActor(db, systemActor, (tx) =>
    tx.update(companyWebConfigs).set({ permissions }).where(eq(companyWebConfigs.companyId, matrizId)),
  );
  return {
    t,
    matrizId,
    ...(await seedTables(t)),
    manager: await signedIn(t, 'gestor@negociacao.dev', matrizId, 'e'),
    biller: await signedIn(t, 'faturista@negociacao.dev', matrizId, 'f'),
    resident: await signedIn(t, 'residente@negociacao.dev', matrizId, 'g', ['KResident']),
    filialAdmin: await signedIn(t, 'admin@filial-negociacao.dev', filialId, 'a'),
    outsider: await signedIn(t, 'admin@outra-negociacao.dev', otherId, 'a'),
    anonymous: new TestClient(t.app),
  };
}

/** A new insurer of the company (each scenario gets its own). */
export async function insurer(t: TestApp, companyId: string, name: string, deleted = false): Promise<string> {
  return withActor(t.database.db, systemActor, async (tx) => {
    const [row] = await tx.insert(healthInsurers).values({ companyId, name }).returning({ id: healthInsurers.id });
    // A deletion is an update (the record-meta trigger stamps it), as the app does it.
    if (deleted) await tx.update(healthInsurers).set({ deletedAt: new Date() }).where(eq(healthInsurers.id, row!.id));
    return row!.id;
  });
}

/** A negotiation written as the database owner (e.g. one that started in the past). */
export async function insertNegotiation(
  t: TestApp,
  values: { companyId: string; insurerId: string; name: string; start: string | null; end: string | null },
  terms: Record<string, unknown> = {
    customsProcedures: [{ code: '99000001', description: 'Consulta pré-anestésica', value: '150.00' }],
  },
): Promise<string> {
  const [row] = await withActor(t.database.db, systemActor, (tx) =>
    tx
      .insert(negotiations)
      .values({
        companyId: values.companyId,
        healthInsurerId: values.insurerId,
        name: values.name,
        startsOn: values.start,
        endsOn: values.end,
        useCbhpm: false,
        terms: negotiationTermsSchema.parse(terms),
      })
      .returning({ id: negotiations.id }),
  );
  return row!.id;
}

/** Every row of an insurer's negotiations, deleted ones included, to show a refusal wrote nothing. */
export async function snapshot(t: TestApp, insurerId: string) {
  return t.database.db
    .select()
    .from(negotiations)
    .where(eq(negotiations.healthInsurerId, insurerId))
    .orderBy(asc(negotiations.createdAt), asc(negotiations.id));
}

export async function setHidePrices(t: TestApp, companyId: string, hide: boolean): Promise<void> {
  await withActor(t.database.db, systemActor, (tx) =>
    tx
      .update(companies)
      .set({ flags: { hidePricesFromResidents: hide } })
      .where(eq(companies.id, companyId)),
  );
}
