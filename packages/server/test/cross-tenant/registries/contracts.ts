import { contractInstallments, contracts, hospitals, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_TYPE = 'Contrato Sigiloso da Vítima';
const SECRET_HOSPITAL = 'Hospital Sigiloso dos Contratos';
const BASE = '/api/contracts';

type Records = { records: Record<string, string> };
const contractBody = (v: Records) => ({
  type: 'Roubado',
  hospitalId: v.records.contractHospitalId,
  startsOn: '2025-01-01',
  endsOn: '2025-12-31',
  billingType: 'Monthly',
  billingDay: 10,
  fixedValue: true,
  value: '1200.00',
});
const installmentUrl = (v: Records, action: string) =>
  `${BASE}/${v.records.contractId}/installments/${v.records.installmentId}/${action}`;

/**
 * Cross-tenant cases of the contracts (platform.md §3 Contract; decision 045): the attacker's
 * lists never show the victim's contracts nor installments, the victim's contract is not found by
 * id for any action, and naming the victim's hospital in the attacker's own contract is refused.
 */
export const contractArea: RegistryArea = {
  seed: async (db, victim) => {
    return withActor(db, systemActor, async (tx) => {
      const [hospital] = await tx
        .insert(hospitals)
        .values({ companyId: victim.companyId, name: SECRET_HOSPITAL })
        .returning();
      const [contract] = await tx
        .insert(contracts)
        .values({
          companyId: victim.companyId,
          type: SECRET_TYPE,
          hospitalId: hospital!.id,
          startsOn: '2025-01-01',
          endsOn: '2025-12-31',
          billingType: 'Yearly',
          billingDay: 10,
          fixedValue: true,
          value: '98765.43',
          status: 'WaitPayment',
        })
        .returning();
      const [installment] = await tx
        .insert(contractInstallments)
        .values({
          companyId: victim.companyId,
          contractId: contract!.id,
          seq: 1,
          dueOn: '2026-01-10',
          value: '98765.43',
        })
        .returning();
      return {
        records: { contractId: contract!.id, installmentId: installment!.id, contractHospitalId: hospital!.id },
        secrets: [SECRET_TYPE, SECRET_HOSPITAL, '98765.43'],
      };
    });
  },
  cases: [
    { operation: `GET ${BASE}`, method: 'GET', url: () => BASE, refusedWith: [200] },
    {
      operation: 'GET /api/contract-installments',
      method: 'GET',
      url: () => '/api/contract-installments?from=2025-01&to=2026-12',
      refusedWith: [200],
    },
    { operation: `POST ${BASE}`, method: 'POST', url: () => BASE, body: contractBody, refusedWith: [400] },
    {
      operation: `GET ${BASE}/{id}`,
      method: 'GET',
      url: (v: Records) => `${BASE}/${v.records.contractId}`,
      refusedWith: [404],
    },
    {
      operation: `PUT ${BASE}/{id}`,
      method: 'PUT',
      url: (v: Records) => `${BASE}/${v.records.contractId}`,
      body: contractBody,
      refusedWith: [404],
    },
    {
      operation: `DELETE ${BASE}/{id}`,
      method: 'DELETE',
      url: (v: Records) => `${BASE}/${v.records.contractId}`,
      refusedWith: [404],
    },
    {
      operation: `POST ${BASE}/{id}/bill`,
      method: 'POST',
      url: (v: Records) => `${BASE}/${v.records.contractId}/bill`,
      refusedWith: [404],
    },
    {
      operation: `POST ${BASE}/{id}/reopen`,
      method: 'POST',
      url: (v: Records) => `${BASE}/${v.records.contractId}/reopen`,
      refusedWith: [404],
    },
    {
      operation: `POST ${BASE}/{id}/installments/{installmentId}/receive`,
      method: 'POST',
      url: (v: Records) => installmentUrl(v, 'receive'),
      body: () => ({ receivedOn: '2026-01-10' }),
      refusedWith: [404],
    },
    {
      operation: `POST ${BASE}/{id}/installments/{installmentId}/reverse`,
      method: 'POST',
      url: (v: Records) => installmentUrl(v, 'reverse'),
      body: () => ({ reason: 'Tentativa' }),
      refusedWith: [404],
    },
  ] satisfies CrossTenantCase[],
};
