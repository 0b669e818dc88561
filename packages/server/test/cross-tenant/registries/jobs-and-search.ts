import { batches, healthInsurers, jobs, patients, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora da Busca Sigilosa';
const BATCH_CODE = 'BUSCASIGILO9';
const PATIENT_NAME = 'Paciente Buscada Sigilosa';
const JOB_SECRET = 'PASSO-SIGILOSO-DA-TAREFA';
const EXPORT_FILE = 'PLANILHA-SIGILOSA-DA-EXPORTACAO';

const adminOnly = (operation: string, method: 'GET' | 'POST', suffix = ''): CrossTenantCase => ({
  operation,
  method,
  url: (v) => `/api/admin/jobs${suffix ? `/${v.records.jobId}${suffix === '/' ? '' : suffix}` : ''}`,
  refusedWith: [401],
});

/**
 * Cross-tenant cases of the background jobs and the menu search: another company's session can
 * neither follow nor cancel the victim's job nor download an export's sheet (404), the admin job routes are the admin
 * workspace's (401 for a company session), and the search answers nothing of the victim's.
 */
const cases: CrossTenantCase[] = [
  { operation: 'GET /api/jobs/{id}', method: 'GET', url: (v) => `/api/jobs/${v.records.jobId}`, refusedWith: [404] },
  {
    operation: 'GET /api/jobs/{id}/file',
    method: 'GET',
    url: (v) => `/api/jobs/${v.records.exportJobId}/file`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/jobs/{id}/cancel',
    method: 'POST',
    url: (v) => `/api/jobs/${v.records.jobId}/cancel`,
    refusedWith: [404],
  },
  adminOnly('GET /api/admin/jobs', 'GET'),
  adminOnly('GET /api/admin/jobs/{id}', 'GET', '/'),
  adminOnly('POST /api/admin/jobs/{id}/retry', 'POST', '/retry'),
  adminOnly('POST /api/admin/jobs/{id}/cancel', 'POST', '/cancel'),
  {
    operation: 'GET /api/search',
    method: 'GET',
    url: () => `/api/search?q=${encodeURIComponent(PATIENT_NAME)}`,
    refusedWith: [200],
  },
];

export const jobsAndSearchArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME })
        .returning({ id: healthInsurers.id });
      await tx
        .insert(batches)
        .values({ companyId: victim.companyId, code: BATCH_CODE, healthInsuranceId: insurer!.id, type: 'Honorario' });
      await tx
        .insert(patients)
        .values({ companyId: victim.companyId, name: PATIENT_NAME, healthInsuranceId: insurer!.id });
      const [job] = await tx
        .insert(jobs)
        .values({
          companyId: victim.companyId,
          kind: 'tissXml',
          status: 'FAILED',
          stepCode: 'building',
          errorCode: 'failed',
          errorDetail: JOB_SECRET,
        })
        .returning({ id: jobs.id });
      // A finished export of the victim: its sheet is the starter's only (decision 019).
      const [exportJob] = await tx
        .insert(jobs)
        .values({
          companyId: victim.companyId,
          kind: 'export',
          status: 'FINISH',
          payload: { source: 'events' },
          result: { fileKey: `exports/${victim.companyId}/${EXPORT_FILE}`, fileName: EXPORT_FILE, rows: 1, size: 1 },
        })
        .returning({ id: jobs.id });
      return {
        records: { jobId: job!.id, exportJobId: exportJob!.id },
        secrets: [INSURER_NAME, BATCH_CODE, PATIENT_NAME, JOB_SECRET, EXPORT_FILE],
      };
    }),
  cases,
};
