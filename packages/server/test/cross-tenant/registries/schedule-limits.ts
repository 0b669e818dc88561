import { addMember, createUser } from '@honora/db/testing';
import { scheduleLimits, scheduleSettings, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_DOCTOR = 'Doutora Sigilosa dos Limites da Vítima';
const BASE = '/api/schedule-limits';
const SETTINGS = `${BASE}/settings`;

type Records = { records: Record<string, string> };
const limits = () => ({ weeklyHours: 1, monthlyHours: 2, monthlyShifts: 3, consecutiveNights: 4 });

/**
 * Cross-tenant cases of the schedule limits (platform.md §2 SchedulesLimits; §6 the
 * cooperative's cap): the attacker's list never shows the victim's doctors, the victim's doctor
 * is refused by id, and the cap (no id) is saved only for the attacker's own company.
 */
export const scheduleLimitArea: RegistryArea = {
  seed: async (db, victim) => {
    const user = await createUser(db, { email: 'doutora.limites@vitima.dev', name: SECRET_DOCTOR, sigla: 'DSL' });
    await addMember(db, { companyId: victim.companyId, userId: user.id, profiles: ['b'], userTypes: ['KAnesthetist'] });
    await withActor(db, systemActor, async (tx) => {
      await tx.insert(scheduleLimits).values({
        companyId: victim.companyId,
        doctorId: user.id,
        weeklyMinutes: 4321 * 2,
        monthlyShifts: 987,
      });
      // The on-call lines' area may have written the victim's settings already.
      await tx
        .insert(scheduleSettings)
        .values({ companyId: victim.companyId, monthlyShiftsCap: 876 })
        .onConflictDoUpdate({ target: scheduleSettings.companyId, set: { monthlyShiftsCap: 876 } });
    });
    return { records: { limitDoctorId: user.id }, secrets: [SECRET_DOCTOR, 'doutora.limites@vitima.dev'] };
  },
  cases: [
    { operation: `GET ${BASE}`, method: 'GET', url: () => BASE, refusedWith: [200] },
    {
      operation: `PUT ${BASE}/{doctorId}`,
      method: 'PUT',
      url: (v: Records) => `${BASE}/${v.records.limitDoctorId}`,
      body: limits,
      refusedWith: [404],
    },
    {
      // No id to aim with: the attacker saves its own company's cap, never the victim's.
      operation: `PUT ${SETTINGS}`,
      method: 'PUT',
      url: () => SETTINGS,
      body: () => ({ monthlyShiftsCap: 5 }),
      refusedWith: [200],
    },
  ] satisfies CrossTenantCase[],
};
