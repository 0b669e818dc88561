import { events, hospitals, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const HOSPITAL_NAME = 'Hospital do Mapa Sigiloso';
const PRODUCED = '38383.83';

/**
 * /admin/BI, its Excel file and /admin/Map add up every company's production (decision 038):
 * tools of the admin workspace, so every company session (the attackers) is refused before
 * anything is read — the victim's production, at a hospital of Curitiba, never shows.
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/admin/bi',
    method: 'GET',
    url: () => '/api/admin/bi?from=2025-01&until=2025-12',
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/bi/export',
    method: 'GET',
    url: () => '/api/admin/bi/export?from=2025-01&until=2025-12',
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/map',
    method: 'GET',
    url: () => '/api/admin/map?from=2025-01&until=2025-12',
    refusedWith: [401],
  },
];

export const adminBiArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [hospital] = await tx
        .insert(hospitals)
        .values({
          companyId: victim.companyId,
          name: HOSPITAL_NAME,
          address: {
            zipcode: null,
            street: null,
            number: null,
            complement: null,
            district: null,
            city: 'Curitiba',
            state: 'PR',
            country: 'Brasil',
            ibgeCode: '4106902',
          },
        })
        .returning({ id: hospitals.id });
      await tx.insert(events).values({
        companyId: victim.companyId,
        type: 'Honorario',
        status: 'WaitPayment',
        hospitalId: hospital!.id,
        dtProcedure: '2025-06-06',
        totalProduced: PRODUCED,
        totalInProcessing: PRODUCED,
      });
      return { records: {}, secrets: [HOSPITAL_NAME, PRODUCED] };
    }),
  cases,
};
