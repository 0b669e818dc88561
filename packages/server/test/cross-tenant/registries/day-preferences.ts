import { addMember, createUser } from '@honora/db/testing';
import { scheduleDayPreferences, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_DOCTOR = 'Doutor Sigiloso das Preferências';
const SECRET_NOTE = 'Preferência sigilosa da vítima';
const MINE = '/api/on-call/my-preferences';

/**
 * Cross-tenant cases of the preferred and undesired days (decision 051): the routes take no id, so
 * the attacker's own answers (their own preferences, their company's list) must show nothing of the
 * victim's doctor, and a save writes only the attacker's own (refused: no attacker is a doctor).
 */
export const dayPreferenceArea: RegistryArea = {
  seed: async (db, victim) => {
    const user = await createUser(db, { email: 'doutor.preferencias@vitima.dev', name: SECRET_DOCTOR, sigla: 'DSP' });
    await addMember(db, { companyId: victim.companyId, userId: user.id, profiles: ['b'], userTypes: ['KAnesthetist'] });
    await withActor(db, systemActor, (tx) =>
      tx.insert(scheduleDayPreferences).values({
        companyId: victim.companyId,
        doctorId: user.id,
        preferredWeekdays: [1, 2],
        note: SECRET_NOTE,
      }),
    );
    return {
      records: { preferenceDoctorId: user.id },
      secrets: [SECRET_DOCTOR, SECRET_NOTE, 'doutor.preferencias@vitima.dev'],
    };
  },
  cases: [
    { operation: `GET ${MINE}`, method: 'GET', url: () => MINE, refusedWith: [200] },
    {
      operation: `PUT ${MINE}`,
      method: 'PUT',
      url: () => MINE,
      body: () => ({ preferredWeekdays: [3], note: 'Invasão' }),
      refusedWith: [403],
    },
    {
      operation: 'GET /api/on-call/preferences',
      method: 'GET',
      url: () => '/api/on-call/preferences',
      refusedWith: [200],
    },
  ] satisfies CrossTenantCase[],
};
