import { addMember, createCompany, createUser } from '@honora/db/testing';
import { systemActor, withActor, workplaces } from '@honora/db';
import { addDays, zonedDay } from '@honora/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient } from './helpers';

/**
 * A cooperative for the work exceptions' and vacations' tests (platform.md §2 exceptionServices,
 * VacationConfig): a schedule manager (c), a scheduler (d), a biller (f), two anesthetists (b), a
 * resident (g) and an inactive anesthetist; workplaces (one removed); another company with its
 * own administrator, anesthetist and workplace.
 */
const PASSWORD = 'senha-forte-1';
/** São Paulo's calendar day, as the server reads "today" (decision 043). */
export const today = zonedDay(Date.now());
export const dayFromToday = (offset: number) => addDays(today, offset);

export async function createAbsenceWorld() {
  const t = await createTestApp();
  const db = t.database.db;
  const companyId = (await createCompany(db, { name: 'Cooperativa Ausências', isMatriz: true })).id;
  const otherId = (await createCompany(db, { name: 'Outra Cooperativa', isMatriz: true })).id;
  const passwordHash = await hashPassword(PASSWORD);
  const person = async (
    email: string,
    name: string,
    company: string,
    profile: string,
    userTypes: string[] = [],
    isActive = true,
  ) => {
    const user = await createUser(db, { email, name, passwordHash, sigla: name.slice(0, 2).toUpperCase() });
    await addMember(db, { companyId: company, userId: user.id, profiles: [profile], userTypes, isActive });
    return user.id;
  };
  const signIn = async (email: string) => {
    const client = new TestClient(t.app);
    expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
    return client;
  };
  const managerId = await person('gestor@ausencias.dev', 'Gestora Gina', companyId, 'c');
  await person('escalista@ausencias.dev', 'Escalista Edu', companyId, 'd');
  await person('faturista@ausencias.dev', 'Faturista Fábio', companyId, 'f');
  await person('admin@outra.dev', 'Admin Outra', otherId, 'a');
  const doctor = {
    ana: await person('ana@ausencias.dev', 'Ana Souza', companyId, 'b', ['KAnesthetist']),
    bruno: await person('bruno@ausencias.dev', 'Bruno Lima', companyId, 'b', ['KAnesthetist']),
    rita: await person('rita@ausencias.dev', 'Rita Residente', companyId, 'g', ['KResident']),
    inactive: await person('ivo@ausencias.dev', 'Ivo Inativo', companyId, 'b', ['KAnesthetist'], false),
    foreign: await person('otto@outra.dev', 'Otto Alheio', otherId, 'b', ['KAnesthetist']),
  };
  const [manager, scheduler, biller, anesthetist, outsider] = await Promise.all(
    [
      'gestor@ausencias.dev',
      'escalista@ausencias.dev',
      'faturista@ausencias.dev',
      'ana@ausencias.dev',
      'admin@outra.dev',
    ].map(signIn),
  );
  const place = await withActor(db, systemActor, async (tx) => {
    const add = async (company: string, name: string) =>
      (await tx.insert(workplaces).values({ companyId: company, name }).returning())[0]!.id;
    const removed = await add(companyId, 'Hospital Fechado');
    await tx.update(workplaces).set({ deletedAt: new Date() }).where(eq(workplaces.id, removed));
    return {
      central: await add(companyId, 'Hospital Central'),
      north: await add(companyId, 'Ala Norte'),
      removed,
      foreign: await add(otherId, 'Hospital Alheio'),
    };
  });
  return {
    t,
    companyId,
    otherId,
    managerId,
    doctor,
    place,
    manager: manager!,
    scheduler: scheduler!,
    biller: biller!,
    anesthetist: anesthetist!,
    outsider: outsider!,
  };
}

export type AbsenceWorld = Awaited<ReturnType<typeof createAbsenceWorld>>;

/** 403 'Acesso Negado' naming the module scheduleOff and the action. */
export function expectDenied(res: LightMyRequestResponse, action: string): void {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'scheduleOff', action } });
}

/** 409 statusError with the message. */
export function expectStatusError(res: LightMyRequestResponse, message: string): void {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject({ code: 'statusError', message });
}
