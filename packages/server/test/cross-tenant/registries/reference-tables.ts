import { referenceImports, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const importBody = () => ({
  table: 'cbo',
  fileName: 'cbo-invasao.csv',
  contentBase64: Buffer.from('CODIGO;TITULO\n225151;Invasão\n').toString('base64'),
});

/**
 * Reference tables are platform data (no company): the lookups read no company's data, and
 * the imports live in the admin workspace (super admins write, admins read), so a company
 * session is refused (401) — it must never start an import nor read a report.
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'POST /api/admin/reference-imports',
    method: 'POST',
    url: () => '/api/admin/reference-imports',
    body: importBody,
    refusedWith: [401, 403],
  },
  {
    operation: 'GET /api/admin/reference-imports',
    method: 'GET',
    url: () => '/api/admin/reference-imports',
    refusedWith: [401, 403],
  },
  {
    operation: 'GET /api/admin/reference-imports/{id}',
    method: 'GET',
    url: (v) => `/api/admin/reference-imports/${v.records.referenceImportId}`,
    refusedWith: [401, 403],
  },
  {
    operation: 'GET /api/admin/reference-tables/summary',
    method: 'GET',
    url: () => '/api/admin/reference-tables/summary',
    refusedWith: [401, 403],
  },
];

export const referenceTableArea: RegistryArea = {
  seed: async (db) => {
    const [record] = await withActor(db, systemActor, (tx) =>
      tx
        .insert(referenceImports)
        .values({ tableName: 'tuss22', fileName: 'tuss-relatorio-reservado.csv', status: 'FINISH' })
        .returning({ id: referenceImports.id }),
    );
    return { records: { referenceImportId: record!.id }, secrets: ['tuss-relatorio-reservado.csv'] };
  },
  cases,
  tenantNeutral: [
    'GET /api/reference/municipalities',
    'GET /api/reference/cbo',
    'GET /api/reference/tuss',
    'GET /api/glosa-reasons',
  ],
};
