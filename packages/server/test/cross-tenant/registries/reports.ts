import { events, healthInsurers, systemActor, typesOfPayment, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora do Relatório Sigiloso';
const PAYMENT_NAME = 'Pagamento do Relatório Sigiloso';
const PRODUCED = '81818.18';

/**
 * Cross-tenant cases of the standard reports: another company's reports add up none of the
 * victim's events or entries (the victim's user is their anesthetist), naming the victim's
 * insurer is the same 400 as an id that does not exist, and naming the victim's company is refused;
 * the administrators' reports refuse every tenant session.
 */
const report = (name: string, query = 'from=2025-01-01&until=2025-12-31') => `/api/reports/${name}?${query}`;
const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/reports/{report}',
    method: 'GET',
    url: () => report('productionByInsurer'),
    refusedWith: [200],
  },
  {
    operation: 'GET /api/reports/{report}',
    method: 'GET',
    url: () => report('receiptsByTypeOfPayment'),
    refusedWith: [200],
  },
  {
    operation: 'GET /api/reports/{report}',
    method: 'GET',
    url: (v) => report('productionByDoctor', `anesthetistId=${v.userId}`),
    refusedWith: [200],
  },
  {
    operation: 'GET /api/reports/{report}',
    method: 'GET',
    url: (v) => report('glosasByInsurer', `healthInsuranceId=${v.records.reportInsurerId}`),
    refusedWith: [400],
  },
  {
    operation: 'GET /api/reports/{report}',
    method: 'GET',
    url: (v) => report('eventsByStatus', `companyId=${v.companyId}`),
    refusedWith: [403],
  },
  {
    operation: 'GET /api/reports/{report}/export',
    method: 'GET',
    url: (v) => `/api/reports/productionByInsurer/export?format=xlsx&companyId=${v.companyId}`,
    refusedWith: [403],
  },
  // The administrators' reports of any company (decision 039): no tenant session reaches them.
  {
    operation: 'GET /api/admin/reports/{report}',
    method: 'GET',
    url: (v) => `/api/admin/reports/productionByInsurer?companyId=${v.companyId}`,
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/reports/{report}/export',
    method: 'GET',
    url: (v) => `/api/admin/reports/productionByInsurer/export?format=xlsx&companyId=${v.companyId}`,
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/report-filters',
    method: 'GET',
    url: (v) => `/api/admin/report-filters?companyId=${v.companyId}`,
    refusedWith: [401],
  },
];

export const reportArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME })
        .returning({ id: healthInsurers.id });
      await tx.insert(typesOfPayment).values({ companyId: victim.companyId, name: PAYMENT_NAME });
      await tx.insert(events).values({
        companyId: victim.companyId,
        type: 'Honorario',
        status: 'WaitPayment',
        healthInsuranceId: insurer!.id,
        anesthetistId: victim.userId,
        dtProcedure: '2025-06-06',
        totalProduced: PRODUCED,
        totalInProcessing: PRODUCED,
      });
      return { records: { reportInsurerId: insurer!.id }, secrets: [INSURER_NAME, PAYMENT_NAME, PRODUCED] };
    }),
  cases,
};
