import { hospitals, systemActor, withActor } from '@honora/db';
import type { RegistryArea } from './area';

const VICTIM_NAME = 'Hospital Secreto da Vítima';
const VICTIM_CNPJ = '04.252.011/0001-10';
const VICTIM_STREET = 'Rua Escondida da Vítima';

const body = () => ({ name: 'Hospital Invasor', cnpj: null, cnes: null, address: null, active: true });

/**
 * Cross-tenant cases of the hospitals registry (every operation, against a hospital with a
 * CNPJ and an address), and of the company's branches list (the per-company cache).
 */
export const hospitalArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [hospital] = await tx
        .insert(hospitals)
        .values({
          companyId: victim.companyId,
          name: VICTIM_NAME,
          cnpj: VICTIM_CNPJ,
          cnes: '7654321',
          address: {
            zipcode: '70000-000',
            street: VICTIM_STREET,
            number: '1',
            complement: null,
            district: null,
            city: 'Brasília',
            state: 'DF',
            country: 'Brasil',
            ibgeCode: '5300108',
          },
        })
        .returning({ id: hospitals.id });
      return {
        records: { hospitalId: hospital!.id },
        secrets: [VICTIM_NAME, VICTIM_CNPJ, '04252011000110', VICTIM_STREET],
      };
    }),
  cases: [
    {
      operation: 'GET /api/hospitals',
      method: 'GET',
      url: () => `/api/hospitals?search=${encodeURIComponent('hospital secreto')}&active=all`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/hospitals',
      method: 'GET',
      url: () => '/api/hospitals?state=DF&updatedSince=1970-01-01T00:00:00Z',
      refusedWith: [200],
    },
    {
      operation: 'GET /api/hospitals/export',
      method: 'GET',
      url: () => `/api/hospitals/export?search=${encodeURIComponent('vítima')}&active=all`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/hospitals/{id}',
      method: 'GET',
      url: (v) => `/api/hospitals/${v.records.hospitalId}`,
      refusedWith: [404],
    },
    {
      // A new hospital always belongs to the attacker's own selected company.
      operation: 'POST /api/hospitals',
      method: 'POST',
      url: () => '/api/hospitals',
      body,
      refusedWith: [200],
    },
    {
      operation: 'PUT /api/hospitals/{id}',
      method: 'PUT',
      url: (v) => `/api/hospitals/${v.records.hospitalId}`,
      body,
      refusedWith: [404],
    },
    {
      operation: 'DELETE /api/hospitals/{id}',
      method: 'DELETE',
      url: (v) => `/api/hospitals/${v.records.hospitalId}`,
      refusedWith: [404],
    },
    {
      operation: 'POST /api/hospitals/{id}/restore',
      method: 'POST',
      url: (v) => `/api/hospitals/${v.records.hospitalId}/restore`,
      refusedWith: [404],
    },
    {
      operation: 'GET /api/hospitals/{id}/history',
      method: 'GET',
      url: (v) => `/api/hospitals/${v.records.hospitalId}/history`,
      refusedWith: [404],
    },
    {
      // Lists only the attacker's own family (the victim's company name is checked by the harness).
      operation: 'GET /api/company/branches',
      method: 'GET',
      url: () => '/api/company/branches?updatedSince=1970-01-01T00:00:00Z',
      refusedWith: [200],
    },
    {
      operation: 'GET /api/company/branches',
      method: 'GET',
      url: () => '/api/company/branches',
      refusedWith: [200],
    },
  ],
};
