import {
  adminUsers,
  batches,
  events,
  healthInsurers,
  patients,
  systemActor,
  users,
  withActor,
  type Db,
} from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { expect } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createAdminWorld, type AdminWorld } from './admin-world';
import { TestClient } from './helpers';

const PASSWORD = 'senha-forte-1';

/** An event (with a patient) and a batch of one company. */
async function companyRecords(db: Db, companyId: string, patientName: string, code: string) {
  return withActor(db, systemActor, async (tx) => {
    const [insurer] = await tx
      .insert(healthInsurers)
      .values({ companyId, name: `Convênio ${code}`, isNotValued: true })
      .returning({ id: healthInsurers.id });
    const [patient] = await tx.insert(patients).values({ companyId, name: patientName }).returning({ id: patients.id });
    const [event] = await tx
      .insert(events)
      .values({
        companyId,
        type: 'Honorario',
        healthInsuranceId: insurer!.id,
        patientId: patient!.id,
        dtProcedure: '2025-03-10',
      })
      .returning({ id: events.id });
    const [batch] = await tx
      .insert(batches)
      .values({ companyId, code, healthInsuranceId: insurer!.id, type: 'Honorario' })
      .returning({ id: batches.id });
    return { eventId: event!.id, batchId: batch!.id };
  });
}

export interface TicketsWorld extends AdminWorld {
  /** Admin workspace, rule sell only: reads tickets, may not work them. */
  seller: TestClient;
  /** Admin workspace, rule adm only: works tickets, may not be assigned. */
  admAdmin: TestClient;
  plainAdminId: string;
  admAdminId: string;
  memberId: string;
  /** Another user of the matriz (CLIENT): never sees the member's tickets. */
  colleague: TestClient;
  /** A user of another company (CLIENT). */
  outsider: TestClient;
  otherCompanyId: string;
  own: { eventId: string; batchId: string };
  foreign: { eventId: string; batchId: string };
}

export async function createTicketsWorld(): Promise<TicketsWorld> {
  const world = await createAdminWorld();
  const db = world.t.database.db;
  const user = async (email: string) =>
    createUser(db, { email, name: `Pessoa ${email}`, passwordHash: await hashPassword(PASSWORD) });
  const signIn = async (email: string, companyId?: string) => {
    const client = new TestClient(world.t.app);
    expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
    if (companyId) expect((await client.post('/api/auth/select-company', { companyId })).statusCode).toBe(200);
    return client;
  };
  const seller = await user('vendas@admin.dev');
  const adm = await user('adm@admin.dev');
  await withActor(db, systemActor, (tx) =>
    tx.insert(adminUsers).values([
      { userId: seller.id, rules: { sell: true } },
      { userId: adm.id, rules: { adm: true } },
    ]),
  );
  const otherCompanyId = (await createCompany(db, { name: 'Clínica Distante' })).id;
  const colleague = await user('colega@arvore.dev');
  await addMember(db, { companyId: world.matrizId, userId: colleague.id, profiles: ['a'] });
  const outsider = await user('fora@distante.dev');
  await addMember(db, { companyId: otherCompanyId, userId: outsider.id, profiles: ['a'] });
  const ids = await db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => ids.find((u) => u.email === email)!.id;
  await world.member.post('/api/auth/select-company', { companyId: world.matrizId });
  return {
    ...world,
    seller: await signIn('vendas@admin.dev'),
    admAdmin: await signIn('adm@admin.dev'),
    plainAdminId: idOf('admin@admin.dev'),
    admAdminId: adm.id,
    memberId: idOf('membro@arvore.dev'),
    colleague: await signIn('colega@arvore.dev', world.matrizId),
    outsider: await signIn('fora@distante.dev', otherCompanyId),
    otherCompanyId,
    own: await companyRecords(db, world.matrizId, 'Paciente Própria', '101'),
    foreign: await companyRecords(db, otherCompanyId, 'Paciente Alheia', '202'),
  };
}
