import { events, healthInsurers, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora dos Eventos Sigilosos';
const GUIDE = 'GUIA-SIGILOSA-4242';
const CUSTOM_VALUE = 'Sala sigilosa da vítima';

/**
 * Cross-tenant cases of the events list, its export and the administrators' review: another
 * company's session sees none of the victim's events, naming the victim's company is refused,
 * and the admin routes refuse company sessions.
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/events',
    method: 'GET',
    url: () => '/api/events?readiness=all&active=all',
    refusedWith: [200],
  },
  {
    operation: 'GET /api/events',
    method: 'GET',
    url: (v) => `/api/events?companyIds=${v.companyId}&readiness=all`,
    refusedWith: [403],
  },
  {
    operation: 'GET /api/events',
    method: 'GET',
    url: (v) => `/api/events?insurerIds=${v.records.eventInsurerId}&numGuide=GUIA&readiness=all`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/events/export',
    method: 'GET',
    url: (v) => `/api/events/export?companyIds=${v.companyId}&readiness=all`,
    refusedWith: [403],
  },
  {
    operation: 'GET /api/events/export',
    method: 'GET',
    url: (v) => `/api/events/export?insurerIds=${v.records.eventInsurerId}&readiness=all&active=all`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/admin/events',
    method: 'GET',
    url: (v) => `/api/admin/events?companyIds=${v.companyId}`,
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/verify-events',
    method: 'GET',
    url: (v) => `/api/admin/verify-events?companyId=${v.companyId}`,
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/verify-procedures',
    method: 'GET',
    url: (v) => `/api/admin/verify-procedures?companyId=${v.companyId}`,
    refusedWith: [401],
  },
  {
    operation: 'PUT /api/admin/verify-status',
    method: 'PUT',
    url: () => '/api/admin/verify-status',
    body: (v) => ({ kind: 'event', recordId: v.records.listedEventId, problem: 'noProcedures', status: 'approved' }),
    refusedWith: [401],
  },
];

export const eventListArea: RegistryArea = {
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
          status: 'AwaitingCheck',
          healthInsuranceId: insurer!.id,
          numGuide: GUIDE,
          dtProcedure: '2025-04-01',
          customFields: { sala: CUSTOM_VALUE },
          totalProduced: '31337.00',
        })
        .returning({ id: events.id });
      return {
        records: { eventInsurerId: insurer!.id, listedEventId: event!.id },
        secrets: [INSURER_NAME, GUIDE, CUSTOM_VALUE, '31337.00'],
      };
    }),
  cases,
};
