import { systemActor, taxes, taxVersions, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const TAX_NAME = 'Taxa Sigilosa da Vítima';
const DELETED_TAX_NAME = 'Imposto Excluído da Vítima';

const version = { validFrom: '2026-01', base: 'Received', calculation: 'RATE', ratePercent: '3' };

const cases: CrossTenantCase[] = [
  { operation: 'GET /api/taxes', method: 'GET', url: () => '/api/taxes', refusedWith: [200] },
  { operation: 'GET /api/taxes', method: 'GET', url: () => '/api/taxes?deleted=true', refusedWith: [200] },
  { operation: 'GET /api/taxes/{id}', method: 'GET', url: (v) => `/api/taxes/${v.records.taxId}`, refusedWith: [404] },
  {
    operation: 'PUT /api/taxes/{id}',
    method: 'PUT',
    url: (v) => `/api/taxes/${v.records.taxId}`,
    body: () => ({ name: 'Invasor', identifier: 'OTHER', kind: 'FEE', order: 1 }),
    refusedWith: [404],
  },
  {
    operation: 'DELETE /api/taxes/{id}',
    method: 'DELETE',
    url: (v) => `/api/taxes/${v.records.taxId}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/taxes/{id}/restore',
    method: 'POST',
    url: (v) => `/api/taxes/${v.records.deletedTaxId}/restore`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/taxes/{id}/versions',
    method: 'POST',
    url: (v) => `/api/taxes/${v.records.taxId}/versions`,
    body: () => ({ ...version, validFrom: '2026-06' }),
    refusedWith: [404],
  },
  {
    operation: 'PUT /api/taxes/{id}/versions/{versionId}',
    method: 'PUT',
    url: (v) => `/api/taxes/${v.records.taxId}/versions/${v.records.taxVersionId}`,
    body: () => version,
    refusedWith: [404],
  },
  {
    operation: 'DELETE /api/taxes/{id}/versions/{versionId}',
    method: 'DELETE',
    url: (v) => `/api/taxes/${v.records.taxId}/versions/${v.records.taxVersionId}`,
    refusedWith: [404],
  },
  {
    // The victim's insurer is not one of the attacker's company: refused under the field.
    operation: 'POST /api/taxes',
    method: 'POST',
    url: () => '/api/taxes',
    body: (v) => ({
      name: 'Invasor',
      identifier: 'IRJ',
      kind: 'TAX',
      version: { ...version, base: 'Custom', healthInsuranceIds: [v.records.insurerId] },
    }),
    refusedWith: [400],
  },
];

/** Cross-tenant cases of the tax registry: every operation, against live and deleted taxes and a version. */
export const taxArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [tax, deletedTax] = await tx
        .insert(taxes)
        .values([
          { companyId: victim.companyId, name: TAX_NAME, identifier: 'OTHER', kind: 'FEE' },
          {
            companyId: victim.companyId,
            name: DELETED_TAX_NAME,
            identifier: 'TAX',
            kind: 'TAX',
            deletedAt: new Date(),
          },
        ])
        .returning({ id: taxes.id });
      const [taxVersion] = await tx
        .insert(taxVersions)
        .values([
          {
            taxId: tax!.id,
            companyId: victim.companyId,
            validFrom: '2026-01-01',
            base: 'Received',
            calculation: 'RATE',
            ratePercent: '7.7731',
          },
          {
            taxId: tax!.id,
            companyId: victim.companyId,
            validFrom: '2026-03-01',
            base: 'Received',
            calculation: 'RATE',
            ratePercent: '8.8842',
          },
        ])
        .returning({ id: taxVersions.id });
      return {
        records: { taxId: tax!.id, deletedTaxId: deletedTax!.id, taxVersionId: taxVersion!.id },
        secrets: [TAX_NAME, DELETED_TAX_NAME, '7.7731', '8.8842'],
      };
    }),
  cases,
  tenantNeutral: ['GET /api/taxes/tables'],
};
