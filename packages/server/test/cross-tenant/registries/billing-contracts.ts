import { billingContractStatements, billingContracts, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_PROVIDER = 'Faturadora Sigilosa da Vítima';
const BASE = '/api/billing-contracts';
const STATEMENTS = '/api/billing-contract-statements';

type Records = { records: Record<string, string> };
const contractBody = () => ({
  providerName: 'Roubada',
  startsOn: '2025-01-01',
  feeType: 'FIXED',
  fixedFee: '10.00',
  dueDay: 10,
});
const statementUrl = (v: Records, action: string) => `${STATEMENTS}/${v.records.statementId}/${action}`;

/**
 * Cross-tenant cases of the billing contract (billing.md §2 BillingContract; decision 052): the
 * attacker's lists and months never show the victim's contract nor statements, and the victim's
 * contract and statement are not found by id for any action.
 */
export const billingContractArea: RegistryArea = {
  seed: async (db, victim) => {
    return withActor(db, systemActor, async (tx) => {
      const [contract] = await tx
        .insert(billingContracts)
        .values({
          companyId: victim.companyId,
          providerName: SECRET_PROVIDER,
          startsOn: '2025-01-01',
          feeType: 'FIXED',
          fixedFee: '87654.32',
          dueDay: 10,
        })
        .returning();
      const terms = { providerName: SECRET_PROVIDER, feeType: 'FIXED', fixedFee: '87654.32', dueDay: 10 };
      const [statement] = await tx
        .insert(billingContractStatements)
        .values({
          companyId: victim.companyId,
          contractId: contract!.id,
          number: 1,
          month: '2025-03-01',
          terms,
          baseTotal: '0.00',
          byPercent: '0.00',
          fee: '87654.32',
          lines: [],
          dueOn: '2025-04-10',
        })
        .returning();
      return {
        records: { billingContractId: contract!.id, statementId: statement!.id },
        secrets: [SECRET_PROVIDER, '87654.32'],
      };
    });
  },
  cases: [
    { operation: `GET ${BASE}`, method: 'GET', url: () => BASE, refusedWith: [200] },
    { operation: `POST ${BASE}`, method: 'POST', url: () => BASE, body: contractBody, refusedWith: [200, 400] },
    {
      operation: `PUT ${BASE}/{id}`,
      method: 'PUT',
      url: (v: Records) => `${BASE}/${v.records.billingContractId}`,
      body: contractBody,
      refusedWith: [404],
    },
    {
      operation: `DELETE ${BASE}/{id}`,
      method: 'DELETE',
      url: (v: Records) => `${BASE}/${v.records.billingContractId}`,
      refusedWith: [404],
    },
    { operation: `GET ${STATEMENTS}`, method: 'GET', url: () => STATEMENTS, refusedWith: [200] },
    {
      operation: `GET ${STATEMENTS}/month`,
      method: 'GET',
      url: () => `${STATEMENTS}/month?month=2025-03`,
      refusedWith: [200],
    },
    {
      operation: `POST ${STATEMENTS}`,
      method: 'POST',
      url: () => STATEMENTS,
      body: () => ({ month: '2024-03' }),
      refusedWith: [400],
    },
    {
      operation: `POST ${STATEMENTS}/{id}/pay`,
      method: 'POST',
      url: (v: Records) => statementUrl(v, 'pay'),
      body: () => ({ paidOn: '2025-04-01' }),
      refusedWith: [404],
    },
    {
      operation: `POST ${STATEMENTS}/{id}/unpay`,
      method: 'POST',
      url: (v: Records) => statementUrl(v, 'unpay'),
      refusedWith: [404],
    },
    {
      operation: `POST ${STATEMENTS}/{id}/cancel`,
      method: 'POST',
      url: (v: Records) => statementUrl(v, 'cancel'),
      body: () => ({ reason: 'Tentativa' }),
      refusedWith: [404],
    },
    {
      operation: `GET ${STATEMENTS}/{id}/pdf`,
      method: 'GET',
      url: (v: Records) => statementUrl(v, 'pdf'),
      refusedWith: [404],
    },
    {
      operation: `GET ${STATEMENTS}/{id}/xlsx`,
      method: 'GET',
      url: (v: Records) => statementUrl(v, 'xlsx'),
      refusedWith: [404],
    },
  ] satisfies CrossTenantCase[],
};
