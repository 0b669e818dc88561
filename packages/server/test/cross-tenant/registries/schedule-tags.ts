import { addMember, createUser } from '@honora/db/testing';
import { scheduleTags, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_TAG = 'Etiqueta Sigilosa da Vítima';
const SECRET_DOCTOR = 'Doutor Sigiloso das Etiquetas';
const BASE = '/api/schedule-tags';

type Records = { records: Record<string, string> };
const tagBody = (v: Records) => ({ name: 'Roubada', color: 'RED', doctorIds: [v.records.tagDoctorId] });

/**
 * Cross-tenant cases of the schedule tags (platform.md §2 TagsSchedule; decision 044): the
 * attacker's list never shows the victim's tags nor doctors, and the victim's tag is not found
 * by id, to change or remove; naming the victim's doctor in the attacker's own tag is refused.
 */
export const scheduleTagArea: RegistryArea = {
  seed: async (db, victim) => {
    const user = await createUser(db, { email: 'doutor.etiquetas@vitima.dev', name: SECRET_DOCTOR, sigla: 'DSE' });
    await addMember(db, { companyId: victim.companyId, userId: user.id, profiles: ['b'], userTypes: ['KAnesthetist'] });
    const [tag] = await withActor(db, systemActor, (tx) =>
      tx
        .insert(scheduleTags)
        .values({ companyId: victim.companyId, name: SECRET_TAG, color: 'PURPLE', doctorIds: [user.id] })
        .returning(),
    );
    return {
      records: { tagId: tag!.id, tagDoctorId: user.id },
      secrets: [SECRET_TAG, SECRET_DOCTOR, 'doutor.etiquetas@vitima.dev'],
    };
  },
  cases: [
    { operation: `GET ${BASE}`, method: 'GET', url: () => BASE, refusedWith: [200] },
    { operation: `POST ${BASE}`, method: 'POST', url: () => BASE, body: tagBody, refusedWith: [400] },
    {
      operation: `PUT ${BASE}/{id}`,
      method: 'PUT',
      url: (v: Records) => `${BASE}/${v.records.tagId}`,
      body: tagBody,
      refusedWith: [404],
    },
    {
      operation: `DELETE ${BASE}/{id}`,
      method: 'DELETE',
      url: (v: Records) => `${BASE}/${v.records.tagId}`,
      refusedWith: [404],
    },
  ] satisfies CrossTenantCase[],
};
