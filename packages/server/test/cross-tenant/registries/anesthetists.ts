import { companyMembers, systemActor, users, withActor } from '@honora/db';
import type { RegistryArea } from './area';

const VICTIM_NAME = 'Anestesista Secreta da Vítima';
const VICTIM_EMAIL = 'anestesista.secreta@vitima.dev';
const VICTIM_CRM = '8899001';

const person = {
  name: 'Anestesista Invasor',
  phone: null,
  crm: null,
  crmState: null,
  sigla: 'AI',
  specialtyId: null,
  cbo: null,
  userTypes: ['KAnesthetist'],
  active: true,
};

/**
 * Cross-tenant cases of the anesthetists registry: a victim's anesthetist (a company user) by
 * id, by search and by e-mail — attaching a person of another company by knowing their e-mail
 * is refused (400 under email) without showing or changing them.
 */
export const anesthetistArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: VICTIM_EMAIL, name: VICTIM_NAME, crm: `${VICTIM_CRM}/AM`, crmState: 'AM', sigla: 'ASV' })
        .returning({ id: users.id });
      await tx.insert(companyMembers).values({
        companyId: victim.companyId,
        userId: user!.id,
        workspace: 'CLIENT',
        profiles: ['b'],
        userTypes: ['KAnesthetist'],
      });
      return { records: { anesthetistId: user!.id }, secrets: [VICTIM_NAME, VICTIM_EMAIL, VICTIM_CRM] };
    }),
  cases: [
    {
      operation: 'GET /api/anesthetists',
      method: 'GET',
      url: () => `/api/anesthetists?search=${encodeURIComponent('anestesista secreta')}&active=all`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/anesthetists',
      method: 'GET',
      url: () => '/api/anesthetists?userType=KAnesthetist&updatedSince=1970-01-01T00:00:00Z',
      refusedWith: [200],
    },
    {
      operation: 'GET /api/anesthetists/export',
      method: 'GET',
      url: () => '/api/anesthetists/export?active=all',
      refusedWith: [200],
    },
    {
      operation: 'GET /api/anesthetists/{id}',
      method: 'GET',
      url: (v) => `/api/anesthetists/${v.records.anesthetistId}`,
      refusedWith: [404],
    },
    {
      operation: 'GET /api/anesthetists/{id}',
      method: 'GET',
      url: (v) => `/api/anesthetists/${v.userId}`,
      refusedWith: [404],
    },
    {
      operation: 'POST /api/anesthetists',
      method: 'POST',
      url: () => '/api/anesthetists',
      body: () => ({ ...person, email: VICTIM_EMAIL }),
      refusedWith: [400],
    },
    {
      operation: 'POST /api/anesthetists',
      method: 'POST',
      url: () => '/api/anesthetists',
      body: (v) => ({ ...person, email: v.userEmail }),
      refusedWith: [400],
    },
    {
      operation: 'PUT /api/anesthetists/{id}',
      method: 'PUT',
      url: (v) => `/api/anesthetists/${v.records.anesthetistId}`,
      body: () => ({ ...person, active: false }),
      refusedWith: [404],
    },
  ],
};
