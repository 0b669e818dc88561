import { addMember, createUser } from '@honora/db/testing';
import { scheduleWorkloads, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_DOCTOR = 'Doutora Sigilosa das Cargas';
const SECRET_NOTES = 'Carga sigilosa da vítima';
const BASE = '/api/workloads';

type Records = { records: Record<string, string> };
const workloadBody = (v: Records) => ({
  doctorId: v.records.workloadDoctorId,
  hoursPerPeriod: '40',
  period: 'MONTH',
  startsOn: '2026-01-01',
});

/**
 * Cross-tenant cases of the workloads (platform.md §2 workloads; decision 047): the attacker's list
 * never shows the victim's workloads nor doctors, the victim's workload is not found by id, and
 * naming the victim's doctor in the attacker's own workload is refused.
 */
export const workloadArea: RegistryArea = {
  seed: async (db, victim) => {
    const user = await createUser(db, { email: 'doutora.cargas@vitima.dev', name: SECRET_DOCTOR, sigla: 'DSC' });
    await addMember(db, { companyId: victim.companyId, userId: user.id, profiles: ['b'], userTypes: ['KAnesthetist'] });
    const [row] = await withActor(db, systemActor, (tx) =>
      tx
        .insert(scheduleWorkloads)
        .values({
          companyId: victim.companyId,
          doctorId: user.id,
          hoursPerPeriod: '40',
          period: 'MONTH',
          startsOn: '2026-01-01',
          notes: SECRET_NOTES,
        })
        .returning(),
    );
    return {
      records: { workloadId: row!.id, workloadDoctorId: user.id },
      secrets: [SECRET_DOCTOR, SECRET_NOTES, 'doutora.cargas@vitima.dev'],
    };
  },
  cases: [
    { operation: `GET ${BASE}`, method: 'GET', url: () => `${BASE}?month=2026-03`, refusedWith: [200] },
    { operation: `POST ${BASE}`, method: 'POST', url: () => BASE, body: workloadBody, refusedWith: [400] },
    {
      operation: `GET ${BASE}/{id}`,
      method: 'GET',
      url: (v: Records) => `${BASE}/${v.records.workloadId}`,
      refusedWith: [404],
    },
    {
      operation: `PUT ${BASE}/{id}`,
      method: 'PUT',
      url: (v: Records) => `${BASE}/${v.records.workloadId}`,
      body: workloadBody,
      refusedWith: [404],
    },
    {
      operation: `DELETE ${BASE}/{id}`,
      method: 'DELETE',
      url: (v: Records) => `${BASE}/${v.records.workloadId}`,
      refusedWith: [404],
    },
  ] satisfies CrossTenantCase[],
};
