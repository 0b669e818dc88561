import { healthInsurers, systemActor, typesOfPayment, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora Sigilosa da Vítima';
const DELETED_INSURER_NAME = 'Operadora Excluída da Vítima';
const INSURER_ANS = '987654';
const INSURER_CNPJ = '98765432000198';
const TYPE_NAME = 'Pagamento Sigiloso da Vítima';
const DELETED_TYPE_NAME = 'Pagamento Excluído da Vítima';

const insurerBody = (typesOfPaymentIds: string[]) => ({ name: 'Convênio Invasor', typesOfPaymentIds });

const insurerCases: CrossTenantCase[] = [
  {
    operation: 'GET /api/health-insurers',
    method: 'GET',
    url: () => `/api/health-insurers?search=${encodeURIComponent('sigilosa da vitima')}&active=all`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/health-insurers',
    method: 'GET',
    url: () => `/api/health-insurers?search=${INSURER_ANS}&updatedSince=1970-01-01T00:00:00Z`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/health-insurers/export',
    method: 'GET',
    url: () => `/api/health-insurers/export?search=${encodeURIComponent('vítima')}&active=all`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/health-insurers/{id}',
    method: 'GET',
    url: (v) => `/api/health-insurers/${v.records.insurerId}`,
    refusedWith: [404],
  },
  {
    // The victim's type of payment is not one of the attacker's company: refused under the field.
    operation: 'POST /api/health-insurers',
    method: 'POST',
    url: () => '/api/health-insurers',
    body: (v) => insurerBody([v.records.typeOfPaymentId!]),
    refusedWith: [400],
  },
  {
    operation: 'PUT /api/health-insurers/{id}',
    method: 'PUT',
    url: (v) => `/api/health-insurers/${v.records.insurerId}`,
    body: () => insurerBody([]),
    refusedWith: [404],
  },
  {
    operation: 'DELETE /api/health-insurers/{id}',
    method: 'DELETE',
    url: (v) => `/api/health-insurers/${v.records.insurerId}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/health-insurers/{id}/restore',
    method: 'POST',
    url: (v) => `/api/health-insurers/${v.records.deletedInsurerId}/restore`,
    refusedWith: [404],
  },
];

const typeCases: CrossTenantCase[] = [
  {
    operation: 'GET /api/types-of-payment',
    method: 'GET',
    url: () => `/api/types-of-payment?search=${encodeURIComponent('da vítima')}&active=all`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/types-of-payment',
    method: 'GET',
    url: () => '/api/types-of-payment?updatedSince=1970-01-01T00:00:00Z',
    refusedWith: [200],
  },
  {
    operation: 'GET /api/types-of-payment/export',
    method: 'GET',
    url: () => `/api/types-of-payment/export?search=${encodeURIComponent('vitima')}&active=all`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/types-of-payment/{id}',
    method: 'GET',
    url: (v) => `/api/types-of-payment/${v.records.typeOfPaymentId}`,
    refusedWith: [404],
  },
  {
    // A new type always belongs to the caller's selected company: a body naming the victim's
    // company is answered (200) with the attacker's own record, which must not carry the victim's id.
    operation: 'POST /api/types-of-payment',
    method: 'POST',
    url: () => '/api/types-of-payment',
    body: (v) => ({ name: 'Tipo Invasor', companyId: v.companyId }),
    refusedWith: [200],
  },
  {
    operation: 'PUT /api/types-of-payment/{id}',
    method: 'PUT',
    url: (v) => `/api/types-of-payment/${v.records.typeOfPaymentId}`,
    body: () => ({ name: 'Tipo Invasor' }),
    refusedWith: [404],
  },
  {
    operation: 'DELETE /api/types-of-payment/{id}',
    method: 'DELETE',
    url: (v) => `/api/types-of-payment/${v.records.deletedTypeOfPaymentId}`,
    refusedWith: [404],
  },
  {
    operation: 'DELETE /api/types-of-payment/{id}',
    method: 'DELETE',
    url: (v) => `/api/types-of-payment/${v.records.typeOfPaymentId}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/types-of-payment/{id}/restore',
    method: 'POST',
    url: (v) => `/api/types-of-payment/${v.records.deletedTypeOfPaymentId}/restore`,
    refusedWith: [404],
  },
];

/** Cross-tenant cases of the insurers and types of payment: every operation, against live and deleted records. */
export const healthInsurerArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [type, deletedType] = await tx
        .insert(typesOfPayment)
        .values([
          { companyId: victim.companyId, name: TYPE_NAME },
          { companyId: victim.companyId, name: DELETED_TYPE_NAME },
        ])
        .returning({ id: typesOfPayment.id });
      const [insurer, deletedInsurer] = await tx
        .insert(healthInsurers)
        .values([
          {
            companyId: victim.companyId,
            name: INSURER_NAME,
            registerAns: INSURER_ANS,
            cnpj: INSURER_CNPJ,
            typesOfPaymentIds: [type!.id],
            customFields: { contrato: 'contrato-sigiloso-da-vitima' },
          },
          { companyId: victim.companyId, name: DELETED_INSURER_NAME },
        ])
        .returning({ id: healthInsurers.id });
      await tx.update(typesOfPayment).set({ deletedAt: new Date() }).where(eq(typesOfPayment.id, deletedType!.id));
      await tx.update(healthInsurers).set({ deletedAt: new Date() }).where(eq(healthInsurers.id, deletedInsurer!.id));
      return {
        records: {
          insurerId: insurer!.id,
          deletedInsurerId: deletedInsurer!.id,
          typeOfPaymentId: type!.id,
          deletedTypeOfPaymentId: deletedType!.id,
        },
        secrets: [
          INSURER_NAME,
          DELETED_INSURER_NAME,
          INSURER_CNPJ,
          '98.765.432/0001-98',
          TYPE_NAME,
          DELETED_TYPE_NAME,
          'contrato-sigiloso-da-vitima',
        ],
      };
    }),
  cases: [...insurerCases, ...typeCases],
};
