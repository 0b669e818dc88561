import { customFields, savedReports, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SAVED_NAME = 'Relatório Salvo Sigiloso';
const FIELD_KEY = 'campo_sigiloso';
const FIELD_LABEL = 'Campo Personalizado Sigiloso';

/**
 * Cross-tenant cases of the report generator (decision 036): another company's custom field is
 * an unknown field (400), its insurer is "not found", its company is refused, its saved
 * reports are neither listed nor changed nor deleted (404), and no preview adds its events.
 */
const definition = (extra: Record<string, unknown> = {}) => ({
  columns: ['insurerName', 'totalProduced'],
  from: '2025-01-01',
  until: '2025-12-31',
  ...extra,
});
const saved = (v: { records: Record<string, string> }) => `/api/saved-reports/${v.records.savedReportId}`;

const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/report-generator/custom-fields',
    method: 'GET',
    url: () => '/api/report-generator/custom-fields',
    refusedWith: [200],
  },
  {
    operation: 'POST /api/report-generator/preview',
    method: 'POST',
    url: () => '/api/report-generator/preview',
    body: () => ({ definition: definition() }),
    refusedWith: [200],
  },
  {
    operation: 'POST /api/report-generator/preview',
    method: 'POST',
    url: () => '/api/report-generator/preview',
    body: () => ({ definition: definition({ columns: [`custom:${FIELD_KEY}`] }) }),
    refusedWith: [400],
  },
  {
    operation: 'POST /api/report-generator/preview',
    method: 'POST',
    url: () => '/api/report-generator/preview',
    body: (v) => ({ definition: definition({ healthInsuranceId: v.records.reportInsurerId }) }),
    refusedWith: [400],
  },
  {
    operation: 'POST /api/report-generator/export',
    method: 'POST',
    url: () => '/api/report-generator/export',
    body: (v) => ({ format: 'xlsx', companyId: v.companyId, definition: definition() }),
    refusedWith: [403],
  },
  { operation: 'GET /api/saved-reports', method: 'GET', url: () => '/api/saved-reports', refusedWith: [200] },
  {
    operation: 'POST /api/saved-reports',
    method: 'POST',
    url: () => '/api/saved-reports',
    body: () => ({ name: SAVED_NAME, definition: definition({ columns: [`custom:${FIELD_KEY}`] }) }),
    refusedWith: [400],
  },
  {
    operation: 'PUT /api/saved-reports/{id}',
    method: 'PUT',
    url: saved,
    body: () => ({ name: 'Tomado', definition: definition() }),
    refusedWith: [404],
  },
  { operation: 'DELETE /api/saved-reports/{id}', method: 'DELETE', url: saved, refusedWith: [404] },
];

export const reportGeneratorArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      await tx.insert(customFields).values({
        companyId: victim.companyId,
        entity: 'event',
        key: FIELD_KEY,
        label: FIELD_LABEL,
        type: 'text',
      });
      const [row] = await tx
        .insert(savedReports)
        .values({ companyId: victim.companyId, name: SAVED_NAME, definition: definition() })
        .returning({ id: savedReports.id });
      return { records: { savedReportId: row!.id }, secrets: [SAVED_NAME, FIELD_LABEL] };
    }),
  cases,
};
