import { addMember, createCompany, createUser } from '@honora/db/testing';
import { scheduleLines, scheduleShifts, systemActor, withActor, workplaces } from '@honora/db';
import { addDays, zonedDay } from '@honora/domain';
import { expect } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient } from './helpers';

/**
 * A cooperative's roster for the on-call tests (decision 043): a schedule manager (c), a
 * scheduler (d), a biller (f), three anesthetists (b) and a resident (g), three lines (a day
 * plantão, a night plantão, a day sobreaviso; two doctors each) and another company's line.
 */
const PASSWORD = 'senha-forte-1';
export const today = zonedDay(Date.now());
/** Next month: every day of it is in the future. */
export const month = addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7);
export const monthUrl = `/api/on-call/months/${month}`;
export const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
/** 'YYYY-MM' → 'MM/YYYY', as the messages show a month. */
export const monthText = `${month.slice(5)}/${month.slice(0, 4)}`;

export async function createOnCallWorld() {
  const t = await createTestApp();
  const db = t.database.db;
  const companyId = (await createCompany(db, { name: 'Cooperativa Plantão', isMatriz: true })).id;
  const otherId = (await createCompany(db, { name: 'Outra Cooperativa', isMatriz: true })).id;
  const passwordHash = await hashPassword(PASSWORD);
  const person = async (email: string, name: string, company: string, profile: string, userTypes: string[] = []) => {
    const user = await createUser(db, { email, name, passwordHash, sigla: name.slice(0, 2).toUpperCase() });
    await addMember(db, { companyId: company, userId: user.id, profiles: [profile], userTypes });
    return user.id;
  };
  const signIn = async (email: string) => {
    const client = new TestClient(t.app);
    expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
    return client;
  };
  await person('gestor@plantao.dev', 'Gestora Gina', companyId, 'c');
  await person('escalista@plantao.dev', 'Escalista Edu', companyId, 'd');
  await person('faturista@plantao.dev', 'Faturista Fábio', companyId, 'f');
  await person('admin@outra.dev', 'Admin Outra', otherId, 'a');
  const doctor = {
    ana: await person('ana@plantao.dev', 'Ana Souza', companyId, 'b', ['KAnesthetist']),
    bruno: await person('bruno@plantao.dev', 'Bruno Lima', companyId, 'b', ['KAnesthetist']),
    carla: await person('carla@plantao.dev', 'Carla Dias', companyId, 'b', ['KAnesthetist']),
    rita: await person('rita@plantao.dev', 'Rita Residente', companyId, 'g', ['KResident']),
  };
  const [manager, scheduler, biller, doctorClient, outsider] = (await Promise.all(
    ['gestor', 'escalista', 'faturista', 'ana']
      .map((who) => signIn(`${who}@plantao.dev`))
      .concat(signIn('admin@outra.dev')),
  )) as [TestClient, TestClient, TestClient, TestClient, TestClient];

  const line = (company: string, place: string, start: number, end: number, slotCategory: string) =>
    withActor(db, systemActor, async (tx) => {
      const [w] = await tx.insert(workplaces).values({ companyId: company, name: place }).returning();
      const [s] = await tx
        .insert(scheduleShifts)
        .values({
          companyId: company,
          name: `${slotCategory} ${start}`,
          startMinute: start,
          endMinute: end,
          slotCategory,
        })
        .returning();
      const [l] = await tx
        .insert(scheduleLines)
        .values({ companyId: company, workplaceId: w!.id, shiftId: s!.id, positions: 2 })
        .returning();
      return l!.id;
    });
  const lines = {
    day: await line(companyId, 'Hospital Central', 7 * 60, 19 * 60, 'PLANTAO'),
    night: await line(companyId, 'Hospital Norte', 19 * 60, 7 * 60, 'PLANTAO'),
    call: await line(companyId, 'Hospital Sul', 7 * 60, 19 * 60, 'SOBREAVISO'),
    foreign: await line(otherId, 'Hospital Alheio', 7 * 60, 19 * 60, 'PLANTAO'),
  };
  return { t, companyId, otherId, doctor, lines, manager, scheduler, biller, doctorClient, outsider };
}
