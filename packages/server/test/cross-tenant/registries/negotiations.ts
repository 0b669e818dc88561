import { negotiationTermsSchema } from '@honora/contract';
import { healthInsurers, negotiations, systemActor, withActor } from '@honora/db';
import { addDays, brazilDate } from '@honora/domain';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora da Negociação Sigilosa';
const NEGOTIATION_NAME = 'Negociação Sigilosa';
const FUTURE_NAME = 'Reajuste Sigiloso';
const CUSTOM_DESCRIPTION = 'Procedimento próprio sigiloso da vítima';
const CUSTOM_VALUE = '4321.09';

const future = (days: number) => addDays(brazilDate(new Date()), days);
const customs = [{ code: '99000042', description: CUSTOM_DESCRIPTION, value: CUSTOM_VALUE }];
const body = () => ({
  name: 'Negociação Invasora',
  start: future(400),
  useCbhpm: false,
  customsProcedures: [{ code: '99000001', description: 'Invasor', value: '1' }],
});

const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/health-insurers/{insurerId}/negotiations',
    method: 'GET',
    url: (v) => `/api/health-insurers/${v.records.negotiationInsurerId}/negotiations`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/health-insurers/{insurerId}/negotiations',
    method: 'POST',
    url: (v) => `/api/health-insurers/${v.records.negotiationInsurerId}/negotiations`,
    body,
    refusedWith: [404],
  },
  {
    operation: 'GET /api/negotiations/{id}',
    method: 'GET',
    url: (v) => `/api/negotiations/${v.records.negotiationId}`,
    refusedWith: [404],
  },
  {
    operation: 'PUT /api/negotiations/{id}',
    method: 'PUT',
    url: (v) => `/api/negotiations/${v.records.futureNegotiationId}`,
    body,
    refusedWith: [404],
  },
  {
    // A future negotiation: the victim's own user could delete it, an attacker must not reach it.
    operation: 'DELETE /api/negotiations/{id}',
    method: 'DELETE',
    url: (v) => `/api/negotiations/${v.records.futureNegotiationId}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/negotiations/{id}/copy',
    method: 'POST',
    url: (v) => `/api/negotiations/${v.records.negotiationId}/copy`,
    body: () => ({ start: future(500), name: 'Cópia Invasora' }),
    refusedWith: [404],
  },
];

/** Cross-tenant cases of the insurers' negotiations: a victim's insurer with a current and a future negotiation. */
export const negotiationArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME })
        .returning({ id: healthInsurers.id });
      const terms = negotiationTermsSchema.parse({ customsProcedures: customs });
      const row = (name: string, startsOn: string | null, endsOn: string | null) => ({
        companyId: victim.companyId,
        healthInsurerId: insurer!.id,
        name,
        startsOn,
        endsOn,
        useCbhpm: false,
        terms,
      });
      const [current, next] = await tx
        .insert(negotiations)
        .values([row(NEGOTIATION_NAME, null, future(59)), row(FUTURE_NAME, future(60), null)])
        .returning({ id: negotiations.id });
      return {
        records: { negotiationInsurerId: insurer!.id, negotiationId: current!.id, futureNegotiationId: next!.id },
        secrets: [INSURER_NAME, NEGOTIATION_NAME, FUTURE_NAME, CUSTOM_DESCRIPTION, CUSTOM_VALUE],
      };
    }),
  cases,
};
