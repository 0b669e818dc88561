import { surgeons, systemActor, withActor } from '@honora/db';
import type { RegistryArea } from './area';

const VICTIM_NAME = 'Dr. Cirurgião Secreto da Vítima';
const VICTIM_CRM = '9081726';

const body = () => ({
  name: 'Cirurgião Invasor',
  crm: null,
  crmState: null,
  specialtyId: null,
  cbo: null,
  active: true,
});

/** Cross-tenant cases of the surgeons registry: every operation, against a surgeon with a CRM. */
export const surgeonArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [surgeon] = await tx
        .insert(surgeons)
        .values({
          companyId: victim.companyId,
          name: VICTIM_NAME,
          crm: VICTIM_CRM,
          crmState: 'AC',
          cbo: '225225',
        })
        .returning({ id: surgeons.id });
      return { records: { surgeonId: surgeon!.id }, secrets: [VICTIM_NAME, VICTIM_CRM] };
    }),
  cases: [
    {
      operation: 'GET /api/surgeons',
      method: 'GET',
      url: () => `/api/surgeons?search=${encodeURIComponent('cirurgiao secreto')}&active=all`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/surgeons',
      method: 'GET',
      url: () => '/api/surgeons?crmState=AC&updatedSince=1970-01-01T00:00:00Z',
      refusedWith: [200],
    },
    {
      operation: 'GET /api/surgeons/export',
      method: 'GET',
      url: () => '/api/surgeons/export?active=all',
      refusedWith: [200],
    },
    {
      operation: 'GET /api/surgeons/{id}',
      method: 'GET',
      url: (v) => `/api/surgeons/${v.records.surgeonId}`,
      refusedWith: [404],
    },
    {
      // A new surgeon always belongs to the attacker's own selected company.
      operation: 'POST /api/surgeons',
      method: 'POST',
      url: () => '/api/surgeons',
      body,
      refusedWith: [200],
    },
    {
      operation: 'PUT /api/surgeons/{id}',
      method: 'PUT',
      url: (v) => `/api/surgeons/${v.records.surgeonId}`,
      body,
      refusedWith: [404],
    },
    {
      operation: 'DELETE /api/surgeons/{id}',
      method: 'DELETE',
      url: (v) => `/api/surgeons/${v.records.surgeonId}`,
      refusedWith: [404],
    },
    {
      operation: 'POST /api/surgeons/{id}/restore',
      method: 'POST',
      url: (v) => `/api/surgeons/${v.records.surgeonId}/restore`,
      refusedWith: [404],
    },
    {
      operation: 'GET /api/surgeons/{id}/history',
      method: 'GET',
      url: (v) => `/api/surgeons/${v.records.surgeonId}/history`,
      refusedWith: [404],
    },
  ],
};
