import { events, healthInsurers, systemActor, transactions, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora do Razão Sigiloso';
const GUIDE = 'GUIA-RAZAO-6161';
const VALUE = '61616.16';

/**
 * Cross-tenant cases of the transactions report, its export and /tools/CheckTransactions:
 * another company's report shows none of the victim's entries (even naming the victim's
 * insurer), naming the victim's company is refused, and the admin tool refuses company sessions.
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/transactions/report',
    method: 'GET',
    url: (v) => `/api/transactions/report?healthInsuranceIds=${v.records.ledgerInsurerId}&withCanceled=true`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/transactions/report',
    method: 'GET',
    url: () => '/api/transactions/report?external=true',
    refusedWith: [200],
  },
  {
    operation: 'GET /api/transactions/report',
    method: 'GET',
    url: (v) => `/api/transactions/report?companyIds=${v.companyId}&healthInsuranceIds=${v.records.ledgerInsurerId}`,
    refusedWith: [403],
  },
  {
    operation: 'GET /api/transactions/report/export',
    method: 'GET',
    // Nothing of the attacker's own companies matches: "need events to export".
    url: (v) => `/api/transactions/report/export?healthInsuranceIds=${v.records.ledgerInsurerId}`,
    refusedWith: [400],
  },
  {
    operation: 'GET /api/transactions/report/export',
    method: 'GET',
    url: (v) =>
      `/api/transactions/report/export?companyIds=${v.companyId}&healthInsuranceIds=${v.records.ledgerInsurerId}`,
    refusedWith: [403],
  },
  {
    operation: 'GET /api/admin/check-transactions',
    method: 'GET',
    url: (v) => `/api/admin/check-transactions?companyId=${v.companyId}`,
    refusedWith: [401],
  },
  {
    operation: 'POST /api/admin/check-transactions/fix',
    method: 'POST',
    url: () => '/api/admin/check-transactions/fix',
    body: (v) => ({ eventIds: [v.records.ledgerEventId] }),
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/check-transactions/log',
    method: 'GET',
    url: () => '/api/admin/check-transactions/log',
    refusedWith: [401],
  },
];

export const transactionReportArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME })
        .returning({ id: healthInsurers.id });
      const [event] = await tx
        .insert(events)
        .values({
          companyId: victim.companyId,
          type: 'Honorario',
          status: 'WaitPayment',
          healthInsuranceId: insurer!.id,
          numGuide: GUIDE,
          dtProcedure: '2025-04-01',
          attendanceFee: VALUE,
        })
        .returning({ id: events.id });
      await tx.insert(transactions).values({
        eventId: event!.id,
        companyId: victim.companyId,
        action: 'Received',
        type: 'ATTENDANCEFEE',
        date: '2025-04-02',
        value: VALUE,
        userId: victim.userId,
        userName: 'Faturista da Vítima',
        healthInsuranceId: insurer!.id,
      });
      return {
        records: { ledgerInsurerId: insurer!.id, ledgerEventId: event!.id },
        secrets: [INSURER_NAME, GUIDE, VALUE],
      };
    }),
  cases,
};
