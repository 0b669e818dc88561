import { integrationCalls, integrationMappings, integrations, systemActor, withActor } from '@honora/db';
import { randomUUID } from 'node:crypto';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_CLIENT = 'cliente-sigiloso-da-vitima';
const SECRET_URL = 'https://cadastro-sigiloso.vitima.dev';
const AXREG_ID = 987654;
const SECRET_PATH = '/v1/chamada-sigilosa-da-vitima';

type Records = { companyId: string; records: Record<string, string> };
const mapping = (v: Records) => ({ type: 'surgeon', axregId: AXREG_ID, companyId: v.companyId });

/**
 * Cross-tenant cases of the external registry integration (platform.md §7 /axreg calls; decision
 * 053): a companyId or integration id of the victim is not found, whatever the operation; the
 * attacker's own settings never show the victim's.
 */
export const axregArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [integration] = await tx
        .insert(integrations)
        .values({
          companyId: victim.companyId,
          provider: 'AXREG',
          baseUrl: SECRET_URL,
          clientId: SECRET_CLIENT,
          secretEncrypted: 'v1:aaaa:bbbb:cccc',
        })
        .returning({ id: integrations.id });
      await tx
        .insert(integrationMappings)
        .values({ companyId: victim.companyId, type: 'surgeon', productId: randomUUID(), axregId: AXREG_ID });
      await tx.insert(integrationCalls).values({
        companyId: victim.companyId,
        integrationId: integration!.id,
        method: 'GET',
        path: SECRET_PATH,
        status: 200,
        durationMs: 1,
      });
      return { records: { axregIntegrationId: integration!.id }, secrets: [SECRET_CLIENT, SECRET_URL, SECRET_PATH] };
    }),
  cases: [
    {
      operation: 'GET /api/axreg/tofrom/{companyId}',
      method: 'GET',
      url: (v) => `/api/axreg/tofrom/${v.companyId}`,
      refusedWith: [404],
    },
    {
      operation: 'POST /api/axreg/tofrom',
      method: 'POST',
      url: () => '/api/axreg/tofrom',
      body: (v) => ({ ...mapping(v), productId: randomUUID() }),
      refusedWith: [404],
    },
    {
      operation: 'DELETE /api/axreg/tofrom',
      method: 'DELETE',
      url: () => '/api/axreg/tofrom',
      body: mapping,
      refusedWith: [404],
    },
    {
      operation: 'POST /api/axreg/update_tofrom_visibility',
      method: 'POST',
      url: () => '/api/axreg/update_tofrom_visibility',
      body: (v) => ({ ...mapping(v), visible: false }),
      refusedWith: [404],
    },
    {
      operation: 'POST /api/axreg/integration',
      method: 'POST',
      url: () => '/api/axreg/integration',
      body: (v) => ({ companyId: v.companyId, baseUrl: 'https://invasor.dev', clientId: 'x', secret: 'y' }),
      refusedWith: [404],
    },
    { operation: 'GET /api/axreg/integration', method: 'GET', url: () => '/api/axreg/integration', refusedWith: [200] },
    {
      operation: 'GET /api/axreg/integration/{id}',
      method: 'GET',
      url: (v) => `/api/axreg/integration/${v.records.axregIntegrationId}`,
      refusedWith: [404],
    },
    {
      operation: 'GET /api/axreg/integration/{id}',
      method: 'GET',
      url: (v) => `/api/axreg/integration/${v.companyId}`,
      refusedWith: [404],
    },
    {
      operation: 'POST /api/axreg/institution',
      method: 'POST',
      url: () => '/api/axreg/institution',
      body: (v) => ({ companyId: v.companyId }),
      refusedWith: [404],
    },
    {
      operation: 'POST /api/axreg/sync_activation',
      method: 'POST',
      url: () => '/api/axreg/sync_activation',
      body: (v) => ({ companyId: v.companyId, institutionId: 'inst-1' }),
      refusedWith: [404],
    },
    {
      operation: 'GET /api/axreg/suggestions/{companyId}',
      method: 'GET',
      url: (v) => `/api/axreg/suggestions/${v.companyId}?type=surgeon`,
      refusedWith: [404],
    },
    {
      operation: 'GET /api/axreg/consume_single/{companyId}/{axregId}',
      method: 'GET',
      url: (v) => `/api/axreg/consume_single/${v.companyId}/${AXREG_ID}?type=surgeon`,
      refusedWith: [404],
    },
    {
      operation: 'GET /api/axreg/records/{companyId}',
      method: 'GET',
      url: (v) => `/api/axreg/records/${v.companyId}?type=surgeon`,
      refusedWith: [404],
    },
    // The session company's audit only: the attacker's own (empty) page, never the victim's calls.
    { operation: 'GET /api/axreg/calls', method: 'GET', url: () => '/api/axreg/calls', refusedWith: [200] },
    // An admin workspace list: every company session is refused before anything is read.
    {
      operation: 'GET /api/admin/integrations',
      method: 'GET',
      url: () => '/api/admin/integrations',
      refusedWith: [401],
    },
  ] satisfies CrossTenantCase[],
};
