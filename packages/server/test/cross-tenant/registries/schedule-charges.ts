import { hospitals, scheduleCharges, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_HOSPITAL = 'Hospital Sigiloso das Cobranças';
const SECRET_NOTES = 'Demonstrativo sigiloso da vítima';
const BASE = '/api/schedule-charges';

type Records = { records: Record<string, string> };

/**
 * Cross-tenant cases of the schedule charges (platform.md §2 ScheduleCharge; decision 048): the
 * attacker's month never shows the victim's hospitals nor statements; the victim's statement is not
 * found for its files or cancellation; issuing one for the victim's hospital is refused.
 */
export const scheduleChargeArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [hospital] = await tx
        .insert(hospitals)
        .values({ companyId: victim.companyId, name: SECRET_HOSPITAL })
        .returning();
      const [charge] = await tx
        .insert(scheduleCharges)
        .values({
          companyId: victim.companyId,
          hospitalId: hospital!.id,
          month: '2026-03-01',
          minutes: '720',
          total: '87654.32',
          lines: [],
          notes: SECRET_NOTES,
        })
        .returning();
      return {
        records: { chargeId: charge!.id, chargeHospitalId: hospital!.id },
        secrets: [SECRET_HOSPITAL, SECRET_NOTES, '87654.32'],
      };
    }),
  cases: [
    { operation: `GET ${BASE}`, method: 'GET', url: () => `${BASE}?month=2026-03`, refusedWith: [200] },
    {
      operation: `POST ${BASE}`,
      method: 'POST',
      url: () => BASE,
      body: (v: Records) => ({ hospitalId: v.records.chargeHospitalId, month: '2026-03' }),
      refusedWith: [400],
    },
    {
      operation: `POST ${BASE}/{id}/cancel`,
      method: 'POST',
      url: (v: Records) => `${BASE}/${v.records.chargeId}/cancel`,
      body: () => ({ reason: 'Tentativa' }),
      refusedWith: [404],
    },
    {
      operation: `GET ${BASE}/{id}/pdf`,
      method: 'GET',
      url: (v: Records) => `${BASE}/${v.records.chargeId}/pdf`,
      refusedWith: [404],
    },
    {
      operation: `GET ${BASE}/{id}/xlsx`,
      method: 'GET',
      url: (v: Records) => `${BASE}/${v.records.chargeId}/xlsx`,
      refusedWith: [404],
    },
  ] satisfies CrossTenantCase[],
};
