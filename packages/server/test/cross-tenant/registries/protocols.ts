import { events, healthInsurers, protocols, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora do Protocolo Sigiloso';
const DESCRIPTION = 'Protocolo Sigiloso da Vítima';
const GUIDE = '5550001234';

/**
 * Cross-tenant cases of the protocol reports: another company's session neither lists nor
 * reads the victim's report, cannot add guides to it, and cannot check guides or create a
 * report in the victim's company (its id in the body) or with the victim's insurer.
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/protocols',
    method: 'GET',
    url: () => `/api/protocols?search=${encodeURIComponent('Sigiloso')}`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/protocols/{id}',
    method: 'GET',
    url: (v) => `/api/protocols/${v.records.protocolId}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/protocols/{id}/guides',
    method: 'POST',
    url: (v) => `/api/protocols/${v.records.protocolId}/guides`,
    body: () => ({ guideNumbers: ['9990001'] }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/protocols/check',
    method: 'POST',
    url: () => '/api/protocols/check',
    body: (v) => ({ companyId: v.companyId, healthInsuranceId: v.records.protocolInsurerId, guideNumbers: [GUIDE] }),
    refusedWith: [403],
  },
  {
    operation: 'POST /api/protocols',
    method: 'POST',
    url: () => '/api/protocols',
    body: (v) => ({
      companyId: v.companyId,
      healthInsuranceId: v.records.protocolInsurerId,
      guideNumbers: ['9990002'],
    }),
    refusedWith: [403],
  },
];

export const protocolArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME })
        .returning({ id: healthInsurers.id });
      const [protocol] = await tx
        .insert(protocols)
        .values({
          companyId: victim.companyId,
          number: 1,
          description: DESCRIPTION,
          healthInsuranceId: insurer!.id,
          type: 'Honorario',
        })
        .returning({ id: protocols.id });
      await tx.insert(events).values({
        companyId: victim.companyId,
        type: 'Honorario',
        status: 'ProtocolCreated',
        healthInsuranceId: insurer!.id,
        protocolId: protocol!.id,
        numGuide: GUIDE,
      });
      return {
        records: { protocolId: protocol!.id, protocolInsurerId: insurer!.id },
        secrets: [INSURER_NAME, DESCRIPTION, GUIDE],
      };
    }),
  cases,
};
