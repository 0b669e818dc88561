import type { EventCreateBody } from '@honora/contract';
import {
  companies,
  companyWebConfigs,
  healthInsurers,
  negotiations,
  patients,
  systemActor,
  users,
  withActor,
} from '@honora/db';
import { createCompany } from '@honora/db/testing';
import { defaultPermissionConfig } from '@honora/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { TestClient, createTestApp, type TestApp } from './helpers';
import { TABLE_CODES, TODAY, day, seedTables, signedIn } from './negotiations-world';

export { TABLE_CODES, TODAY, day };

/**
 * The events tests' world (issue 6): a matriz with a filial and another company; a small CBHPM
 * edition and valuation; insurers of the matriz — one valued by the table with a negotiation in
 * force since always, one that sends guides (hasSendGuia), one not valued, one particular and
 * one without any negotiation; a patient; and one signed-in session per kind of member.
 * The anesthetist member is a KAnesthetist of the matriz (own events only).
 */
export interface EventsWorld {
  t: TestApp;
  matrizId: string;
  filialId: string;
  otherId: string;
  insurers: {
    valued: string;
    sendsGuides: string;
    notValued: string;
    particular: string;
    noNegotiation: string;
    /** An insurer of the other company (cross-tenant). */
    other: string;
  };
  patientId: string;
  manager: TestClient;
  biller: TestClient;
  anesthetist: TestClient;
  anesthetistId: string;
  resident: TestClient;
  filialAdmin: TestClient;
  outsider: TestClient;
  anonymous: TestClient;
}

async function addInsurer(
  t: TestApp,
  companyId: string,
  name: string,
  settings: Partial<typeof healthInsurers.$inferInsert> = {},
  negotiation: { editionId: string; valuationId: string } | null = null,
): Promise<string> {
  return withActor(t.database.db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(healthInsurers)
      .values({ companyId, name, ...settings })
      .returning({ id: healthInsurers.id });
    if (negotiation) {
      await tx.insert(negotiations).values({
        companyId,
        healthInsurerId: row!.id,
        name: `${name} CBHPM`,
        startsOn: null,
        endsOn: null,
        cbhpmEditionId: negotiation.editionId,
        cbhpmValuationId: negotiation.valuationId,
        useCbhpm: true,
        terms: {},
      });
    }
    return row!.id;
  });
}

/** `env` configures the app (e.g. DATA_DIR, or S3_* for object storage). */
export async function createEventsWorld(env: Record<string, string> = {}): Promise<EventsWorld> {
  const t = await createTestApp(env);
  const db = t.database.db;
  const matrizId = (await createCompany(db, { name: 'Cooperativa Eventos', isMatriz: true })).id;
  const filialId = (await createCompany(db, { name: 'Filial Eventos', isFilial: true, matrizId })).id;
  const otherId = (await createCompany(db, { name: 'Outra Eventos', isMatriz: true })).id;
  const permissions = defaultPermissionConfig();
  await withActor(db, systemActor, (tx) =>
    tx.update(companyWebConfigs).set({ permissions }).where(eq(companyWebConfigs.companyId, matrizId)),
  );
  const tables = await seedTables(t);
  const insurers = {
    valued: await addInsurer(t, matrizId, 'Unimed Eventos', {}, tables),
    sendsGuides: await addInsurer(t, matrizId, 'Bradesco Eventos', { hasSendGuia: true }, tables),
    notValued: await addInsurer(t, matrizId, 'Cortesia Eventos', { isNotValued: true }),
    particular: await addInsurer(t, matrizId, 'Particular Eventos', { isParticular: true }, tables),
    noNegotiation: await addInsurer(t, matrizId, 'Sem Contrato Eventos'),
    other: await addInsurer(t, otherId, 'Convênio da Outra', {}, tables),
  };
  const [patient] = await withActor(db, systemActor, (tx) =>
    tx.insert(patients).values({ companyId: matrizId, name: 'Maria Paciente' }).returning({ id: patients.id }),
  );
  const anesthetist = await signedIn(t, 'anestesista@eventos.dev', matrizId, 'b', ['KAnesthetist']);
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'anestesista@eventos.dev'));
  expect(me?.id).toBeTruthy();
  return {
    t,
    matrizId,
    filialId,
    otherId,
    insurers,
    patientId: patient!.id,
    manager: await signedIn(t, 'gestor@eventos.dev', matrizId, 'e'),
    biller: await signedIn(t, 'faturista@eventos.dev', matrizId, 'f'),
    anesthetist,
    anesthetistId: me!.id,
    resident: await signedIn(t, 'residente@eventos.dev', matrizId, 'g', ['KResident']),
    filialAdmin: await signedIn(t, 'admin@filial-eventos.dev', filialId, 'a'),
    outsider: await signedIn(t, 'admin@outra-eventos.dev', otherId, 'a'),
    anonymous: new TestClient(t.app),
  };
}

/** A valid create body: one table procedure of the valued insurer, today's date; override what a test needs. */
export function eventBody(w: EventsWorld, overrides: Partial<EventCreateBody> = {}): EventCreateBody {
  return {
    companyId: w.matrizId,
    type: 'Honorario',
    dtProcedure: TODAY,
    healthInsuranceId: w.insurers.valued,
    patientId: w.patientId,
    accommodation: 'NURSERY',
    procedures: [{ idProc: TABLE_CODES[0], order: 1 }],
    ...overrides,
  };
}

/** Sets company flags of the matriz (e.g. disableDuplicateGuideCheck). */
export async function setCompanyFlags(w: EventsWorld, flags: Record<string, boolean>): Promise<void> {
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx.update(companies).set({ flags }).where(eq(companies.id, w.matrizId)),
  );
}
