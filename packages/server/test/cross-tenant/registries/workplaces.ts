import { hospitals, systemActor, withActor, workplaces } from '@honora/db';
import type { RegistryArea } from './area';

const SECRET_PLACE = 'Centro Cirúrgico Sigiloso da Vítima';
const SECRET_SECTOR = 'Sala Oculta da Vítima';
const SECRET_NOTES = 'Senha da portaria da Vítima';
const SECRET_HOSPITAL = 'Hospital Escondido da Vítima';

/** The attacker's own workplace, pointing at the victim's hospital: refused under the field, never linked. */
const body = (v: { records: Record<string, string> }) => ({
  name: 'Invasão',
  hospitalId: v.records.workplaceHospitalId,
});
const plain = () => ({ name: 'Invasão' });

/**
 * Cross-tenant cases of the workplaces (platform.md §2 client workplaces): every operation
 * against the victim's workplace, and a create that names the victim's hospital.
 */
export const workplaceArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const companyId = victim.companyId;
      const [hospital] = await tx
        .insert(hospitals)
        .values({ companyId, name: SECRET_HOSPITAL })
        .returning({ id: hospitals.id });
      const [place] = await tx
        .insert(workplaces)
        .values({
          companyId,
          name: SECRET_PLACE,
          hospitalId: hospital!.id,
          sectors: [SECRET_SECTOR],
          slotCategories: ['PLANTAO'],
          notes: SECRET_NOTES,
        })
        .returning({ id: workplaces.id });
      return {
        records: { workplaceId: place!.id, workplaceHospitalId: hospital!.id },
        secrets: [SECRET_PLACE, SECRET_SECTOR, SECRET_NOTES, SECRET_HOSPITAL],
      };
    }),
  cases: [
    { operation: 'GET /api/workplaces', method: 'GET', url: () => '/api/workplaces?active=all', refusedWith: [200] },
    {
      operation: 'GET /api/workplaces',
      method: 'GET',
      url: () => '/api/workplaces?updatedSince=1970-01-01T00:00:00Z',
      refusedWith: [200],
    },
    {
      operation: 'GET /api/workplaces/export',
      method: 'GET',
      url: () => `/api/workplaces/export?search=${encodeURIComponent('vítima')}&active=all`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/workplaces/{id}',
      method: 'GET',
      url: (v) => `/api/workplaces/${v.records.workplaceId}`,
      refusedWith: [404],
    },
    // Creating answers the attacker's own record in its own company; the victim's hospital is refused.
    {
      operation: 'POST /api/workplaces',
      method: 'POST',
      url: () => '/api/workplaces',
      body: plain,
      refusedWith: [200],
    },
    { operation: 'POST /api/workplaces', method: 'POST', url: () => '/api/workplaces', body, refusedWith: [400] },
    {
      operation: 'PUT /api/workplaces/{id}',
      method: 'PUT',
      url: (v) => `/api/workplaces/${v.records.workplaceId}`,
      body: plain,
      refusedWith: [404],
    },
    {
      operation: 'DELETE /api/workplaces/{id}',
      method: 'DELETE',
      url: (v) => `/api/workplaces/${v.records.workplaceId}`,
      refusedWith: [404],
    },
    {
      operation: 'POST /api/workplaces/{id}/restore',
      method: 'POST',
      url: (v) => `/api/workplaces/${v.records.workplaceId}/restore`,
      refusedWith: [404],
    },
  ],
};
