import { cbhpmEditions, cbhpmProcedures, cbhpmValuations, systemActor, withActor } from '@honora/db';
import { PORTE_GRADES } from '@honora/domain';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

/**
 * The CBHPM tables are platform data (no company): every signed-in user reads them (the
 * count of negotiations naming a version is counted within the session's own companies), so
 * the reads are tenant-neutral. Deletes live in the admin workspace (super admins): a company
 * session is refused and the version stays.
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'DELETE /api/admin/cbhpm/editions/{id}',
    method: 'DELETE',
    url: (v) => `/api/admin/cbhpm/editions/${v.records.cbhpmEditionId}`,
    refusedWith: [401, 403],
  },
  {
    operation: 'DELETE /api/admin/cbhpm/valuations/{id}',
    method: 'DELETE',
    url: (v) => `/api/admin/cbhpm/valuations/${v.records.cbhpmValuationId}`,
    refusedWith: [401, 403],
  },
];

export const cbhpmArea: RegistryArea = {
  seed: async (db) =>
    withActor(db, systemActor, async (tx) => {
      const [edition] = await tx
        .insert(cbhpmEditions)
        .values({ name: 'CBHPM Harness', version: 1, procedureCount: 1 })
        .returning({ id: cbhpmEditions.id });
      await tx
        .insert(cbhpmProcedures)
        .values({ editionId: edition!.id, code: '31602223', description: 'Cateter peridural', porte: '3C' });
      const [valuation] = await tx
        .insert(cbhpmValuations)
        .values({
          name: 'Valoração Harness',
          version: 1,
          reference: '2021-10',
          portes: Object.fromEntries(PORTE_GRADES.map((porte) => [porte, '1.00'])),
          ucoValue: '1.00',
        })
        .returning({ id: cbhpmValuations.id });
      return { records: { cbhpmEditionId: edition!.id, cbhpmValuationId: valuation!.id }, secrets: [] };
    }),
  cases,
  tenantNeutral: ['GET /api/cbhpm/editions', 'GET /api/cbhpm/editions/{id}/procedures', 'GET /api/cbhpm/valuations'],
};
