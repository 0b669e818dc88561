import { regions, specialties, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

/**
 * The specialties and regions are platform data (no company; decision 063): the specialty list
 * every signed-in user reads holds no company's data, so it is tenant-neutral. The writes and the
 * admin lists live in the admin workspace: a company session is refused and nothing changes.
 */
const refused = [401, 403];
const cases: CrossTenantCase[] = [
  { operation: 'GET /api/admin/specialties', method: 'GET', url: () => '/api/admin/specialties', refusedWith: refused },
  {
    operation: 'POST /api/admin/specialties',
    method: 'POST',
    url: () => '/api/admin/specialties',
    body: () => ({ name: 'Especialidade do atacante' }),
    refusedWith: refused,
  },
  {
    operation: 'PUT /api/admin/specialties/{id}',
    method: 'PUT',
    url: (v) => `/api/admin/specialties/${v.records.specialtyId}`,
    body: () => ({ name: 'Renomeada' }),
    refusedWith: refused,
  },
  {
    operation: 'DELETE /api/admin/specialties/{id}',
    method: 'DELETE',
    url: (v) => `/api/admin/specialties/${v.records.specialtyId}`,
    refusedWith: refused,
  },
  { operation: 'GET /api/admin/regions', method: 'GET', url: () => '/api/admin/regions', refusedWith: refused },
  {
    operation: 'POST /api/admin/regions',
    method: 'POST',
    url: () => '/api/admin/regions',
    body: () => ({ name: 'Região do atacante', states: ['SP'] }),
    refusedWith: refused,
  },
  {
    operation: 'PUT /api/admin/regions/{id}',
    method: 'PUT',
    url: (v) => `/api/admin/regions/${v.records.regionId}`,
    body: () => ({ name: 'Renomeada', states: ['SP'] }),
    refusedWith: refused,
  },
  {
    operation: 'DELETE /api/admin/regions/{id}',
    method: 'DELETE',
    url: (v) => `/api/admin/regions/${v.records.regionId}`,
    refusedWith: refused,
  },
];

export const specialtiesRegionsArea: RegistryArea = {
  seed: async (db) =>
    withActor(db, systemActor, async (tx) => {
      const [specialty] = await tx
        .insert(specialties)
        .values({ name: 'Especialidade do harness' })
        .returning({ id: specialties.id });
      const [region] = await tx
        .insert(regions)
        .values({ name: 'Região secreta do harness', states: ['AC'] })
        .returning({ id: regions.id });
      // Regions are read only by administrators: a company session never sees their names.
      return {
        records: { specialtyId: specialty!.id, regionId: region!.id },
        secrets: ['Região secreta do harness'],
      };
    }),
  cases,
  tenantNeutral: ['GET /api/specialties'],
};
