import { events, healthInsurers, hospitals, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora do Painel Sigiloso';
const HOSPITAL_NAME = 'Hospital do Painel Sigiloso';
const PRODUCED = '72727.27';

/**
 * Cross-tenant cases of the dashboard: another company's dashboard adds up none of the victim's
 * events (the victim's user is their anesthetist), naming the victim's insurer or hospital is
 * the same 400 as an id that does not exist, and naming the victim's company is refused. BigData
 * and the summaries' check, the same.
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/dashboard',
    method: 'GET',
    url: () => '/api/dashboard?from=2025-01-01&until=2025-12-31',
    refusedWith: [200],
  },
  {
    operation: 'GET /api/dashboard',
    method: 'GET',
    url: (v) => `/api/dashboard?anesthetistId=${v.userId}`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/dashboard',
    method: 'GET',
    url: (v) => `/api/dashboard?healthInsuranceId=${v.records.dashboardInsurerId}`,
    refusedWith: [400],
  },
  {
    operation: 'GET /api/dashboard',
    method: 'GET',
    url: (v) => `/api/dashboard?hospitalId=${v.records.dashboardHospitalId}`,
    refusedWith: [400],
  },
  {
    operation: 'GET /api/dashboard',
    method: 'GET',
    url: (v) => `/api/dashboard?companyId=${v.companyId}`,
    refusedWith: [403],
  },
  // BigData reads the same events through the production summaries (decision 037).
  { operation: 'GET /api/big-data', method: 'GET', url: () => '/api/big-data', refusedWith: [200] },
  {
    operation: 'GET /api/big-data',
    method: 'GET',
    url: (v) => `/api/big-data?companyId=${v.companyId}`,
    refusedWith: [403],
  },
  {
    operation: 'GET /api/admin/production-summaries/check',
    method: 'GET',
    url: (v) => `/api/admin/production-summaries/check?companyId=${v.companyId}`,
    refusedWith: [401],
  },
  {
    operation: 'POST /api/admin/production-summaries/fix',
    method: 'POST',
    url: () => '/api/admin/production-summaries/fix',
    body: (v) => ({ companyId: v.companyId }),
    refusedWith: [401],
  },
];

export const dashboardArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME })
        .returning({ id: healthInsurers.id });
      const [hospital] = await tx
        .insert(hospitals)
        .values({ companyId: victim.companyId, name: HOSPITAL_NAME })
        .returning({ id: hospitals.id });
      await tx.insert(events).values({
        companyId: victim.companyId,
        type: 'Honorario',
        status: 'WaitPayment',
        healthInsuranceId: insurer!.id,
        hospitalId: hospital!.id,
        anesthetistId: victim.userId,
        dtProcedure: '2025-05-05',
        totalProduced: PRODUCED,
        totalInProcessing: PRODUCED,
      });
      return {
        records: { dashboardInsurerId: insurer!.id, dashboardHospitalId: hospital!.id },
        secrets: [INSURER_NAME, HOSPITAL_NAME, PRODUCED],
      };
    }),
  cases,
};
