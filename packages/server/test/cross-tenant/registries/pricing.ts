import { negotiationTermsSchema } from '@honora/contract';
import { healthInsurers, negotiations, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Convênio Precificado da Vítima';
const NEGOTIATION_NAME = 'Acordo Sigiloso Vítima';
const CUSTOM_CODE = '99887766';
const CUSTOM_DESCRIPTION = 'Procedimento Sigiloso da Vítima';

const previewBody = (insurerId: string) => ({
  insurerId,
  event: {
    type: 'Honorario',
    dtProcedure: '2025-03-10',
    accommodation: 'NURSERY',
    isEmergency: false,
    procedures: [{ rowId: 'r1', code: CUSTOM_CODE, order: 1 }],
    team: [{ id: 'a1', role: 'anesthetist', order: 1 }],
  },
});

const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/pricing/context',
    method: 'GET',
    url: (v) => `/api/pricing/context?insurerId=${v.records.pricedInsurerId}&date=2025-03-10&codes=${CUSTOM_CODE}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/pricing/preview',
    method: 'POST',
    url: () => '/api/pricing/preview',
    body: (v) => previewBody(v.records.pricedInsurerId!),
    refusedWith: [404],
  },
];

/** Cross-tenant cases of the pricing preview: the victim's insurer with a negotiation in force (custom procedure only). */
export const pricingArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME })
        .returning({ id: healthInsurers.id });
      await tx.insert(negotiations).values({
        companyId: victim.companyId,
        healthInsurerId: insurer!.id,
        name: NEGOTIATION_NAME,
        useCbhpm: false,
        terms: negotiationTermsSchema.parse({
          customsProcedures: [{ code: CUSTOM_CODE, description: CUSTOM_DESCRIPTION, value: '777.77' }],
        }),
      });
      return {
        records: { pricedInsurerId: insurer!.id },
        secrets: [INSURER_NAME, NEGOTIATION_NAME, CUSTOM_DESCRIPTION, '777.77'],
      };
    }),
  cases,
};
