import { contaAzulExports, contaAzulMappings, events, integrations, systemActor, withActor } from '@honora/db';
import { randomUUID } from 'node:crypto';
import type { RegistryArea } from './area';

const SECRET_CUSTOMER = 'Cliente Contábil Sigiloso da Vítima';
const SECRET_ACCOUNT = 'Conta Financeira Sigilosa da Vítima';
const SECRET_RECEIVABLE = 'receivable-sigilosa-da-vitima';

/**
 * Cross-tenant cases of the Conta Azul export (decision 054): the victim's connection, settings,
 * mappings, events and export results never reach another company's user, whatever the operation.
 */
export const contaAzulArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      await tx.insert(integrations).values({
        companyId: victim.companyId,
        provider: 'CONTA_AZUL',
        baseUrl: 'https://api-v2.contaazul.com',
        clientId: 'app',
        secretEncrypted: 'v1:aaaa:bbbb:cccc',
        settings: {
          financialAccountId: 'fa-v',
          financialAccountName: SECRET_ACCOUNT,
          categoryId: 'c',
          categoryName: 'c',
        },
      });
      await tx.insert(contaAzulMappings).values({
        companyId: victim.companyId,
        kind: 'service',
        productKey: 'Honorario',
        remoteId: 'x',
        remoteName: SECRET_CUSTOMER,
      });
      const [event] = await tx
        .insert(events)
        .values({ companyId: victim.companyId, type: 'Honorario', dtProcedure: '2025-06-06', totalProduced: '100.00' })
        .returning({ id: events.id });
      await tx.insert(contaAzulExports).values({
        companyId: victim.companyId,
        eventId: event!.id,
        state: 'EXPORTED',
        receivableId: SECRET_RECEIVABLE,
      });
      return {
        records: { contaAzulEventId: event!.id },
        secrets: [SECRET_CUSTOMER, SECRET_ACCOUNT, SECRET_RECEIVABLE],
      };
    }),
  cases: [
    {
      operation: 'GET /api/contaazul/connection',
      method: 'GET',
      url: () => '/api/contaazul/connection',
      refusedWith: [200],
    },
    {
      operation: 'POST /api/contaazul/connect',
      method: 'POST',
      url: () => '/api/contaazul/connect',
      refusedWith: [200, 409],
    },
    {
      operation: 'POST /api/contaazul/callback',
      method: 'POST',
      url: () => '/api/contaazul/callback',
      body: () => ({ code: 'c', state: 'forged.state' }),
      refusedWith: [400, 409],
    },
    {
      operation: 'DELETE /api/contaazul/connection',
      method: 'DELETE',
      url: () => '/api/contaazul/connection',
      refusedWith: [404],
    },
    { operation: 'GET /api/contaazul/options', method: 'GET', url: () => '/api/contaazul/options', refusedWith: [409] },
    {
      operation: 'PUT /api/contaazul/settings',
      method: 'PUT',
      url: () => '/api/contaazul/settings',
      body: () => ({ financialAccountId: 'fa-v', categoryId: 'c' }),
      refusedWith: [409],
    },
    {
      operation: 'GET /api/contaazul/mappings',
      method: 'GET',
      url: () => '/api/contaazul/mappings',
      refusedWith: [200],
    },
    {
      operation: 'PUT /api/contaazul/mappings',
      method: 'PUT',
      url: () => '/api/contaazul/mappings',
      body: () => ({ kind: 'healthInsurance', productKey: randomUUID(), remoteId: 'x' }),
      refusedWith: [404],
    },
    {
      operation: 'DELETE /api/contaazul/mappings',
      method: 'DELETE',
      url: () => '/api/contaazul/mappings',
      body: () => ({ kind: 'healthInsurance', productKey: randomUUID() }),
      refusedWith: [404],
    },
    {
      operation: 'POST /api/contaazul/exports',
      method: 'POST',
      url: () => '/api/contaazul/exports',
      body: (v) => ({ eventIds: [v.records.contaAzulEventId] }),
      refusedWith: [404],
    },
    {
      operation: 'GET /api/contaazul/exports',
      method: 'GET',
      url: (v) => `/api/contaazul/exports?eventId=${v.records.contaAzulEventId}`,
      refusedWith: [200],
    },
    { operation: 'GET /api/contaazul/jobs', method: 'GET', url: () => '/api/contaazul/jobs', refusedWith: [200] },
  ],
};
