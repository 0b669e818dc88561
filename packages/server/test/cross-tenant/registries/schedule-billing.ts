import { events, hospitals, systemActor, withActor, workplaces } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_HOSPITAL = 'Hospital Sigiloso da Conferência';
const SECRET_GUIDE = 'GUIA-SIGILOSA-CONFERENCIA';
const QUERY = '?from=2026-03-01&to=2026-03-31';

/**
 * Cross-tenant cases of the schedule × billing check (decision 050): both routes take no id, so
 * the attacker gets its own company's check and never the victim's hospital nor its event off the
 * roster.
 */
export const scheduleBillingArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const companyId = victim.companyId;
      const [hospital] = await tx.insert(hospitals).values({ companyId, name: SECRET_HOSPITAL }).returning();
      await tx.insert(workplaces).values({ companyId, name: 'Local da conferência', hospitalId: hospital!.id });
      await tx.insert(events).values({
        companyId,
        type: 'Honorario',
        numGuide: SECRET_GUIDE,
        hospitalId: hospital!.id,
        dtProcedure: '2026-03-10',
        anesthesiaStart: '08:00',
        anesthesiaEnd: '09:00',
        anesthetistId: victim.userId,
      });
      return { records: {}, secrets: [SECRET_HOSPITAL, SECRET_GUIDE] };
    }),
  cases: [
    {
      operation: 'GET /api/schedule-billing',
      method: 'GET',
      url: () => `/api/schedule-billing${QUERY}`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/billing/schedule-check',
      method: 'GET',
      url: () => `/api/billing/schedule-check${QUERY}`,
      refusedWith: [200],
    },
  ] satisfies CrossTenantCase[],
};
